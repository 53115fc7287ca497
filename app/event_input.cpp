#include "app/event_input.h"

#include "app/sql_event_store.h"
#include "formats/trf.h"

namespace tourney::app {

Event readEventOrTrf(const QString& location) {
    if (location.endsWith(".trf", Qt::CaseInsensitive)) return formats::readTrfFile(location.toStdString()).event;
    return SqlEventStore(location).load();
}

}  // namespace tourney::app
