// tourney forbid add|remove|list: pairs the arbiter forbids in a Swiss event, for example
// teammates or members of one family. The pairing treats them as players who already met (C1).
#include "app/command.h"
#include "app/command_actions.h"
#include "app/command_line.h"
#include "app/sql_event_store.h"
#include "reports/table_formats.h"
#include "tournament/requests.h"

namespace tourney::app {
namespace {

void describe(CommandLine& line) {
    line.addPositional("FILE", "The event file.");
    line.addPositional("START_NOS", "Two or more start numbers separated by commas, e.g. 3,7,12: every two of them.");
}

std::vector<int> startNumbers(const CommandLine& line) {
    std::vector<int> numbers;
    for (const QString& part : line.positional(1).split(',')) numbers.push_back(line.wholeNumber("START_NOS", part));
    return numbers;
}

int add(const QStringList& arguments) {
    CommandLine line("forbid add FILE START_NOS",
                     "Forbids the players named to meet in the rounds still to pair, for example\n"
                     "teammates. Every two of them form a forbidden pair.");
    describe(line);
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        SqlEventStore store = commandLineStore(line.positional(0));
        const tournament::Forbidding done = tournament::forbidPairs(store, startNumbers(line));
        const tournament::Message pairs = tournament::countedMessage(done.added, "%1 pair", "%1 pairs");
        printSaid(done.known > 0 ? tournament::Message("Forbade %1 (%2 already forbidden)", pairs, done.known)
                                 : tournament::Message("Forbade %1", pairs));
        return kSuccess;
    });
}

int remove(const QStringList& arguments) {
    CommandLine line("forbid remove FILE START_NOS", "Allows the players named to meet again.");
    describe(line);
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        SqlEventStore store = commandLineStore(line.positional(0));
        tournament::allowPairs(store, startNumbers(line));
        printSaid(tournament::Message("Allowed %1 to meet", utf8(line.positional(1))));
        return kSuccess;
    });
}

int list(const QStringList& arguments) {
    CommandLine line("forbid list FILE",
                     "Lists the forbidden pairs, lower start number first:\n"
                     "first<TAB>name<TAB>second<TAB>name.");
    line.addPositional("FILE", "The event file.");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        const Event event = SqlEventStore(line.positional(0)).load();
        printOut(reports::tsvTable(tournament::forbiddenPairList(event), {false}));
        return kSuccess;
    });
}

int run(const QStringList& arguments) {
    return runAction("forbid",
                     {{"add", "forbid players to meet, e.g. teammates", add},
                      {"remove", "allow them to meet again", remove},
                      {"list", "list the forbidden pairs", list}},
                     arguments);
}

const Command registered("forbid", "pairs that must not meet (Swiss)", run);

}  // namespace
}  // namespace tourney::app
