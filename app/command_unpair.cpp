// tourney unpair FILE [--force]: removes the last round.
#include "app/command.h"
#include "app/command_line.h"
#include "app/sql_event_store.h"
#include "tournament/manual_pairing.h"

namespace tourney::app {
namespace {

int run(const QStringList& arguments) {
    CommandLine line("unpair FILE",
                     "Removes the last paired round. A round with results needs --force, and the\n"
                     "results it removes are named and logged.");
    line.addPositional("FILE", "The event file.");
    line.addFlag("force", "Remove the round although it has results.");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        SqlEventStore store = commandLineStore(line.positional(0));
        const tournament::Unpairing done = tournament::unpairLastRound(store, line.isSet("force"));
        std::string text = spoken(tournament::Message("Removed the pairing of round %1", done.round)) + '\n';
        for (const tournament::Message& result : done.lost_results)
            text += spoken(tournament::Message("Removed the result of %1", result)) + '\n';
        printOut(text);
        return kSuccess;
    });
}

const Command registered("unpair", "remove the last round (with --force, also its results)", run);

}  // namespace
}  // namespace tourney::app
