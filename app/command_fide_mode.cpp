// tourney fide-mode FILE on|off [--reason TEXT]: enters or leaves FIDE mode
// (tournament/fide_mode.h). Leaving needs a reason; both are logged with it.
#include "app/command.h"
#include "app/command_line.h"
#include "app/refusal.h"
#include "app/sql_event_store.h"
#include "tournament/fide_mode.h"

namespace tourney::app {
namespace {

int run(const QStringList& arguments) {
    CommandLine line("fide-mode FILE on|off [--reason TEXT]",
                     "Enters or leaves FIDE mode. In FIDE mode the tie-breaks and the forbidden pairs are locked\n"
                     "once round 1 is paired, and a pairing changed by hand is compared with the engine's.\n"
                     "Leaving it needs a reason; the change and its reason go into the event's log.");
    line.addPositional("FILE", "The event file.");
    line.addPositional("MODE", "on or off.");
    line.addOption("reason", "TEXT", "Why: required to leave FIDE mode, kept in the log.");
    line.nameField("mode", "MODE");
    line.nameField("reason", "--reason");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        const QString mode = line.positional(1);
        if (mode != "on" && mode != "off") throw UsageError("MODE is on or off");
        SqlEventStore store = commandLineStore(line.positional(0));
        printSaid(tournament::setFideMode(store, mode == "on", utf8(line.value("reason"))));
        return kSuccess;
    });
}

const Command registered("fide-mode", "enter or leave FIDE mode (logged)", run);

}  // namespace
}  // namespace tourney::app
