// tourney draw FILE [--seed N | --order LIST]: the drawing of lots of a round robin.
#include "app/command.h"
#include "app/command_line.h"
#include "app/refusal.h"
#include "app/sql_event_store.h"
#include "reports/table_formats.h"
#include "tournament/players.h"
#include "tournament/round_robin_draw.h"

#include <QRandomGenerator>

namespace tourney::app {
namespace {

int run(const QStringList& arguments) {
    CommandLine line("draw FILE",
                     "Draws the round robin's numbers by lot, before round 1: the players' places in\n"
                     "the Berger table. A seed gives the same draw on any machine, so anyone can check\n"
                     "it; without one, a seed is drawn at random and printed. Or give the order drawn by\n"
                     "hand.");
    line.addPositional("FILE", "The event file.");
    line.addOption("seed", "N", "The seed of the draw (a whole number).");
    line.addOption("order", "LIST",
                   "The drawn order by hand: the current start numbers in their new order, e.g. 3,1,4,2.");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        if (line.isSet("seed") && line.isSet("order")) throw UsageError("--seed or --order, not both");
        SqlEventStore store = commandLineStore(line.positional(0));
        std::string said;
        if (line.isSet("order")) {
            std::vector<int> order;
            for (const QString& part : line.value("order").split(','))
                order.push_back(line.wholeNumber("--order", part));
            tournament::drawLotsByHand(store, order);
            said = spoken(tournament::Message("Drawn by hand.")) + '\n';
        } else {
            bool ok = true;
            const unsigned long long seed = line.isSet("seed") ? line.value("seed").toULongLong(&ok)
                                                               : QRandomGenerator::system()->generate64();
            if (!ok)
                throw Refusal(
                    tournament::Message("argument %1: '%2' is not a whole number", "--seed", utf8(line.value("seed"))));
            tournament::drawLots(store, seed);
            // The seed is typed back as it is: a value, in ASCII digits.
            said = spoken(tournament::Message("Drawn with seed %1.", std::to_string(seed))) + '\n';
        }
        printOut(said + reports::textTable(tournament::playerList(store.load()), {true, false}));
        return kSuccess;
    });
}

const Command registered("draw", "draw a round robin's numbers by lot (before round 1)", run);

}  // namespace
}  // namespace tourney::app
