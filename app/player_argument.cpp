#include "app/player_argument.h"

#include "app/refusal.h"

namespace tourney::app {

int startNumberArgument(const QString& argument_name, const QString& text, const Event& event) {
    bool ok = false;
    const int start_no = text.trimmed().toInt(&ok);
    if (!ok) throw Refusal(("argument " + argument_name + ": '" + text + "' is not a start number").toStdString());
    if (!event.player(start_no))
        throw Refusal(QString("argument %1: no player %2 (the event has %3)")
                          .arg(argument_name)
                          .arg(start_no)
                          .arg(event.players.size())
                          .toStdString());
    return start_no;
}

}  // namespace tourney::app
