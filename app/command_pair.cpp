// tourney pair FILE: pairs the next round and prints it.
#include "app/command.h"
#include "app/command_line.h"
#include "app/event_store.h"
#include "app/initial_ranking.h"
#include "app/refusal.h"
#include "app/round_table.h"
#include "pairing/pairing.h"

#include <QTextStream>

namespace tourney::app {
namespace {

// A round robin plays every pair once per cycle: n - 1 rounds for an even field, n for an odd
// one, where one player sits out each round (C.05 Annex 1); a double round robin, twice that.
int roundRobinRounds(const Event& event) {
    const int players = static_cast<int>(event.players.size());
    const int rounds = players % 2 == 0 ? players - 1 : players;
    return event.system == PairingSystem::DoubleRoundRobin ? 2 * rounds : rounds;
}

int run(const QStringList& arguments) {
    CommandLine line("pair FILE",
                     "Pairs the next round and prints it. Refused while the previous round\n"
                     "lacks results.");
    line.addPositional("FILE", "The event file.");
    line.addFlag("explain", "Also print how the pairing was reached.");
    if (auto stop = line.parse(arguments)) return *stop;

    return runCommand("pair", [&] {
        Event paired;
        std::vector<std::string> explanation;
        bool renumbered = false;
        updateEventFile(line.positional(0), [&](Event& event, Database&) {
            if (event.players.size() < 2) throw Refusal("an event needs at least two players to pair a round");
            if (event.roundsPaired() > 0 && !event.rounds.back().complete())
                throw Refusal("round " + std::to_string(event.roundsPaired()) +
                              " still lacks results (tourney pairings shows which boards)");
            if (isRoundRobin(event.system) && event.roundsPaired() == 0) event.planned_rounds = roundRobinRounds(event);
            // A Swiss event pairs by pairing numbers from the initial ranking (C.04.2 A.2);
            // a round robin keeps the order the arbiter drew (C.05 Annex 1).
            if (event.system == PairingSystem::Swiss && event.roundsPaired() == 0 && !inInitialRankingOrder(event)) {
                numberByInitialRanking(event);
                renumbered = true;
            }
            if (event.planned_rounds > 0 && event.roundsPaired() >= event.planned_rounds)
                throw Refusal("all " + std::to_string(event.planned_rounds) + " rounds are paired");
            PairedRound next = pairNextRound(event, PairingOptions{line.isSet("explain")});
            next.round.number = event.roundsPaired() + 1;
            event.rounds.push_back(std::move(next.round));
            explanation = std::move(next.explanation);
            paired = event;
        });
        QTextStream out(stdout);
        if (renumbered) out << "Start numbers now follow the initial ranking (rating, title, name; C.04.2 A.2).\n";
        for (const std::string& step : explanation) out << QString::fromStdString(step) << '\n';
        printRound(out, paired, paired.rounds.back(), TableFormat::Text);
        return kSuccess;
    });
}

const Command registered("pair", "pair the next round", run);

}  // namespace
}  // namespace tourney::app
