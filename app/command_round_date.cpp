// tourney round-date FILE ROUND yyyy-mm-dd: corrects the date a round was played on.
#include "app/command.h"
#include "app/command_line.h"
#include "app/sql_event_store.h"
#include "tournament/round_pairing.h"

namespace tourney::app {
namespace {

int run(const QStringList& arguments) {
    CommandLine line("round-date FILE ROUND DATE",
                     "Sets the date of a paired round (TRF line 132). `pair` gives each round the day\n"
                     "it is paired; this corrects it, e.g. for a round paired the evening before.");
    line.addPositional("FILE", "The event file.");
    line.addPositional("ROUND", "The round.");
    line.addPositional("DATE", "yyyy-mm-dd, or \"\" to remove it.", false);
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        const int round = line.wholeNumber("ROUND", line.positional(1));
        SqlEventStore store = commandLineStore(line.positional(0));
        tournament::setRoundDate(store, round, utf8(line.positional(2)));
        printSaid(tournament::Message("Round %1: %2", round,
                                      line.positional(2).isEmpty()
                                          ? tournament::Message("no date")
                                          : tournament::Message::value(utf8(line.positional(2)))));
        return kSuccess;
    });
}

const Command registered("round-date", "correct the date a round was played on", run);

}  // namespace
}  // namespace tourney::app
