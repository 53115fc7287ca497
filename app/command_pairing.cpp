// tourney pairing FILE ROUND swap B1 B2 | colours B | set B WHITE BLACK: pairings by hand.
#include "app/command.h"
#include "app/command_actions.h"
#include "app/command_line.h"
#include "app/interface_language.h"
#include "app/sql_event_store.h"
#include "reports/table_formats.h"
#include "tournament/manual_pairing.h"
#include "tournament/pairings_report.h"

namespace tourney::app {
namespace {

int print(const tournament::PairingChange& change, const SqlEventStore& store, int round) {
    std::string text;
    for (const tournament::Message& done : change.done) text += spoken(done) + '\n';
    for (const tournament::Message& warning : change.warnings)
        printErr(spoken(tournament::Message("tourney pairing: warning: %1", warning)) + '\n');
    text += reports::textTable(tournament::roundSheet(SqlEventStore(store).load(), round));
    printOut(text);
    return kSuccess;
}

// The three actions share FILE ROUND; each names its boards and players after them. The
// description and the sentence every action adds are translated apart (scripts/translations.py
// finds the description in the call).
template <typename Change>
int pairingChange(const QStringList& arguments, const QString& usage, const char* description,
                  const QStringList& positionals, Change&& make) {
    CommandLine line("pairing " + usage,
                     help(description) + "\n" + help("Logged; a change that breaks a pairing rule is warned about."));
    line.showArgumentsAs(usage);  // the action's name comes after FILE ROUND
    line.addPositional("FILE", "The event file.");
    line.addPositional("ROUND", "The round: the last paired, before its results.");
    for (const QString& name : positionals)
        line.addPositional(name, name == "WHITE" || name == "BLACK" ? "A start number." : "A board.");
    if (auto stop = line.parse(arguments)) return *stop;
    return line.run([&] {
        SqlEventStore store = commandLineStore(line.positional(0));
        const int round = line.wholeNumber("ROUND", line.positional(1));
        std::vector<int> numbers;
        for (int i = 0; i < positionals.size(); ++i)
            numbers.push_back(line.wholeNumber(positionals[i], line.positional(i + 2)));
        return print(make(store, round, numbers), store, round);
    });
}

int swap(const QStringList& arguments) {
    return pairingChange(arguments, "FILE ROUND swap B1 B2", "Boards B1 and B2 exchange their Black players.",
                         {"B1", "B2"}, [](SqlEventStore& store, int round, const std::vector<int>& n) {
                             return tournament::swapOpponents(store, round, n[0], n[1]);
                         });
}

int colours(const QStringList& arguments) {
    return pairingChange(arguments, "FILE ROUND colours B", "White and Black change places on board B.", {"B"},
                         [](SqlEventStore& store, int round, const std::vector<int>& n) {
                             return tournament::swapColours(store, round, n[0]);
                         });
}

int set(const QStringList& arguments) {
    return pairingChange(arguments, "FILE ROUND set B WHITE BLACK",
                         "Board B becomes WHITE against BLACK; the players who sat there take the places\n"
                         "the two left.",
                         {"B", "WHITE", "BLACK"}, [](SqlEventStore& store, int round, const std::vector<int>& n) {
                             return tournament::setBoard(store, round, n[0], n[1], n[2]);
                         });
}

// The actions come after FILE ROUND on the command line: move the action's name first.
int run(const QStringList& arguments) {
    QStringList reordered = arguments;
    if (arguments.size() > 3 && !arguments[1].startsWith('-'))
        reordered = QStringList{arguments[0], arguments[3], arguments[1], arguments[2]} + arguments.mid(4);
    return runAction("pairing",
                     {{"swap", "two boards exchange their Black players", swap},
                      {"colours", "White and Black change places on a board", colours},
                      {"set", "set a board's two players", set}},
                     reordered, "pairing FILE ROUND swap B1 B2 | colours B | set B WHITE BLACK");
}

const Command registered("pairing", "change the last round's pairings by hand (logged)", run);

}  // namespace
}  // namespace tourney::app
