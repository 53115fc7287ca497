// tourney unpair FILE: removes the last round while it has no results.
#include "app/command.h"
#include "app/command_line.h"
#include "app/sql_event_store.h"
#include "tournament/round_pairing.h"

namespace tourney::app {
namespace {

int run(const QStringList& arguments) {
    CommandLine line("unpair FILE", "Removes the last paired round, while none of its games has a result.");
    line.addPositional("FILE", "The event file.");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        SqlEventStore store(line.positional(0));
        const int removed = tournament::unpairLastRound(store);
        printOut("Removed the pairing of round " + std::to_string(removed) + '\n');
        return kSuccess;
    });
}

const Command registered("unpair", "remove the last round while it has no results", run);

}  // namespace
}  // namespace tourney::app
