// tourney unpair FILE: removes the last round while it has no results.
#include "app/command.h"
#include "app/command_line.h"
#include "app/event_store.h"
#include "app/refusal.h"

#include <QTextStream>

#include <algorithm>

namespace tourney::app {
namespace {

bool anyResult(const Round& round) {
    return std::any_of(round.games.begin(), round.games.end(), [](const Game& game) {
        return std::any_of(game.seats.begin(), game.seats.end(),
                           [](const Seat& seat) { return seat.outcome != Outcome::Pending; });
    });
}

int run(const QStringList& arguments) {
    CommandLine line("unpair FILE", "Removes the last paired round, while none of its games has a result.");
    line.addPositional("FILE", "The event file.");
    if (auto stop = line.parse(arguments)) return *stop;

    return runCommand("unpair", [&] {
        int removed = 0;
        updateEventFile(line.positional(0), [&](Event& event, Database&) {
            if (event.rounds.empty()) throw Refusal("no round is paired");
            removed = event.roundsPaired();
            if (anyResult(event.rounds.back()))
                throw Refusal("round " + std::to_string(removed) + " already has results; it stays");
            event.rounds.pop_back();
        });
        QTextStream(stdout) << "Removed the pairing of round " << removed << '\n';
        return kSuccess;
    });
}

const Command registered("unpair", "remove the last round while it has no results", run);

}  // namespace
}  // namespace tourney::app
