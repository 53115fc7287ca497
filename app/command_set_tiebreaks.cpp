// tourney set-tiebreaks FILE LIST [--force]: changes the event's ordered tie-break list.
// Before round 1 is paired the list is free to change. Afterwards players have seen the
// announced list, so a change needs --force, prints a warning, and is kept in the event's log.
#include "app/command.h"
#include "app/command_line.h"
#include "app/sql_event_store.h"
#include "tournament/tiebreak_settings.h"

namespace tourney::app {
namespace {

int run(const QStringList& arguments) {
    CommandLine line("set-tiebreaks FILE LIST [--force]",
                     "Sets the event's tie-breaks, in order (e.g. BH/C1,BH,SB,DE). Once round 1 is paired, "
                     "a change needs --force and is logged.");
    line.addPositional("FILE", "The event file.");
    line.addPositional("LIST", "Tie-break codes as TRF-26 line 202 writes them.");
    line.addFlag("force", "Change the list although rounds are already paired (an arbiter's decision, logged).");
    line.nameField("tiebreaks", "LIST");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        SqlEventStore store = commandLineStore(line.positional(0));
        const tournament::TiebreakChange change = tournament::setTiebreaks(store, utf8(line.positional(1)),
                                                                           line.isSet("force"));
        const std::string after = tournament::joinedCodes(change.after);
        if (const auto warning = change.warning()) printErr("tourney set-tiebreaks: " + spoken(*warning) + '\n');
        printSaid(tournament::Message("Tie-breaks: %1", after));
        return kSuccess;
    });
}

const Command registered("set-tiebreaks", "change the event's tie-break list (logged once rounds are paired)", run);

}  // namespace
}  // namespace tourney::app
