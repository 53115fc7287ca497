#include "app/event_input.h"

#include "app/event_store.h"
#include "formats/trf.h"

namespace tourney::app {

Event readEventOrTrf(const QString& location) {
    if (location.endsWith(".trf", Qt::CaseInsensitive)) return formats::readTrfFile(location.toStdString()).event;
    return readEventFile(location);
}

}  // namespace tourney::app
