// tourney prize add|import|copy|list|remove|sharing, and tourney prizes: the prize table and the prize list.
#include "app/command.h"
#include "app/command_actions.h"
#include "app/command_line.h"
#include "app/sql_event_store.h"
#include "formats/input_file.h"
#include "formats/prize_csv.h"
#include "tournament/prizes.h"

#include <sstream>

namespace tourney::app {
namespace {

int add(const QStringList& arguments) {
    CommandLine line(
        "prize add FILE NAME AMOUNT",
        "Adds a prize to the prize table: an overall prize, or one of a category.\n"
        "Example: prize add open.tourney \"1st\" 5000; prize add open.tourney \"Best U16\" 500 --category U16.");
    line.addPositional("FILE", "The event file.");
    line.addPositional("NAME", "The prize's name: 1st, 2nd, Best U16, ...");
    line.addPositional("AMOUNT", "The amount: 5000 or 5000.50.");
    line.addOption("category", "NAME", "The category the prize is for (tourney category add); default: overall.");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        SqlEventStore store = commandLineStore(line.positional(0));
        tournament::addPrize(store, utf8(line.positional(1)), utf8(line.positional(2)), utf8(line.value("category")));
        printSaid(tournament::Message("Prize %1 added", utf8(line.positional(1))));
        return kSuccess;
    });
}

const char* const kReplaceHelp =
    "Replace the prize table instead of adding to it (a prize already there is refused otherwise).";

tournament::PrizeTableChange tableChange(const CommandLine& line) {
    return line.isSet("replace") ? tournament::PrizeTableChange::Replace : tournament::PrizeTableChange::Add;
}

int import(const QStringList& arguments) {
    CommandLine line("prize import FILE PRIZES.csv",
                     "Adds the prizes of a UTF-8 CSV file to the prize table, in file order. Its header\n"
                     "row names the columns name, category and amount in any order (an empty category:\n"
                     "an overall prize). All or none: a bad line is named and nothing is added.");
    line.addPositional("FILE", "The event file.");
    line.addPositional("PRIZES.csv", "The prizes.");
    line.addFlag("replace", kReplaceHelp);
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        const std::string csv_path = utf8(line.positional(1));
        std::istringstream csv(formats::readTextFile(csv_path));
        const std::vector<formats::PrizeLine> prizes = formats::readPrizeCsv(csv, csv_path);
        SqlEventStore store = commandLineStore(line.positional(0));
        printSaid(
            tournament::importedPrizesMessage(tournament::importPrizes(store, prizes, csv_path, tableChange(line))));
        return kSuccess;
    });
}

int copy(const QStringList& arguments) {
    CommandLine line("prize copy FILE FROM",
                     "Copies the prize table of another event (last year's, another section) with the\n"
                     "categories it names and its prize sharing, after the prizes already here.");
    line.addPositional("FILE", "The event file.");
    line.addPositional("FROM", "The event whose prizes are copied (a file or a postgresql:// address).");
    line.addFlag("replace", kReplaceHelp);
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        const Event from = SqlEventStore(line.positional(1)).load();
        SqlEventStore store = commandLineStore(line.positional(0));
        printSaid(tournament::copiedPrizesMessage(
            tournament::copyPrizes(store, from, utf8(line.positional(1)), tableChange(line))));
        return kSuccess;
    });
}

int list(const QStringList& arguments) {
    return runTableCommand(arguments, "prize list FILE", "Lists the prize table, numbered as prize remove takes them.",
                           tournament::prizeTable);
}

int remove(const QStringList& arguments) {
    CommandLine line("prize remove FILE NUMBER", "Removes a prize: its number in prize list.");
    line.addPositional("FILE", "The event file.");
    line.addPositional("NUMBER", "The prize's number in prize list.");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        const int number = line.wholeNumber("NUMBER", line.positional(1));
        SqlEventStore store = commandLineStore(line.positional(0));
        printSaid(tournament::Message("Removed prize %1", tournament::removePrize(store, number)));
        return kSuccess;
    });
}

int sharing(const QStringList& arguments) {
    CommandLine line("prize sharing FILE tiebreak|hort|shared",
                     "How players tied on points share prizes: tiebreak (the default: tie-breaks decide,\n"
                     "each prize is paid whole), hort (the Hort system: each winner keeps half of his\n"
                     "prize, the other halves of the tied winners are shared equally) or shared (the\n"
                     "prizes of the tied winners are added up and shared equally).");
    line.addPositional("FILE", "The event file.");
    line.addPositional("SHARING", "tiebreak, hort or shared.");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        SqlEventStore store = commandLineStore(line.positional(0));
        tournament::setPrizeSharing(store, utf8(line.positional(1)));
        printSaid(tournament::Message("Prize sharing: %1", utf8(line.positional(1))));
        return kSuccess;
    });
}

int run(const QStringList& arguments) {
    return runAction("prize",
                     {{"add", "add a prize", add},
                      {"import", "add the prizes of a CSV file (name, category, amount)", import},
                      {"copy", "copy another event's prize table and its categories", copy},
                      {"list", "list the prize table", list},
                      {"remove", "remove a prize", remove},
                      {"sharing", "how tied players share prizes: tiebreak, hort or shared", sharing}},
                     arguments);
}

int prizes(const QStringList& arguments) {
    return runTableCommand(arguments, "prizes FILE",
                           "Prints the prize list: each prize, who takes it (one prize per player, the higher\n"
                           "one; at equal amounts the overall prize first), his rank and points, and what he\n"
                           "is paid after sharing. PDF: tourney report FILE prizes -o OUT.pdf.",
                           tournament::prizeList);
}

const Command registered("prize", "add, list and remove prizes; how tied players share them", run);
const Command registered_list("prizes", "print the prize list: who takes which prize", prizes);

}  // namespace
}  // namespace tourney::app
