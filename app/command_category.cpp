// tourney category add|list|remove: the event's categories (women, U16, S65, rating bands, ...).
#include "app/command.h"
#include "app/command_actions.h"
#include "app/command_line.h"
#include "app/sql_event_store.h"
#include "tournament/categories.h"

namespace tourney::app {
namespace {

const char* kRuleHelp =
    "Conditions, comma-separated, all of which must hold: women; unrated; rated;\n"
    "U8 .. U20 (born in the event's year minus 8 .. 20 or later); S50, S65 (born in the\n"
    "event's year minus 50, 65 or earlier); rating<1800 (the unrated count as 0);\n"
    "rating>=2000; rating=1800-1999; federation=IND; club=NAME. Default: the name.";

int add(const QStringList& arguments) {
    CommandLine line("category add FILE NAME",
                     "Defines a category of players, for standings (--category) and prizes.\n"
                     "Examples: category add open.tourney U16; category add open.tourney Girls --rule women,U16;\n"
                     "category add open.tourney U1800 --rule \"rating<1800\".");
    line.addPositional("FILE", "The event file.");
    line.addPositional("NAME", "The category's name, as standings and prizes name it.");
    line.addOption("rule", "RULE", kRuleHelp);
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        SqlEventStore store = commandLineStore(line.positional(0));
        tournament::addCategory(store, utf8(line.positional(1)), utf8(line.value("rule")));
        printSaid(tournament::Message("Category %1 added", utf8(line.positional(1))));
        return kSuccess;
    });
}

int list(const QStringList& arguments) {
    return runTableCommand(arguments, "category list FILE",
                           "Lists the categories, their rules and how many players belong.", tournament::categoryList);
}

int remove(const QStringList& arguments) {
    CommandLine line("category remove FILE NAME", "Removes a category no prize is given in.");
    line.addPositional("FILE", "The event file.");
    line.addPositional("NAME", "The category's name.");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        SqlEventStore store = commandLineStore(line.positional(0));
        tournament::removeCategory(store, utf8(line.positional(1)));
        printSaid(tournament::Message("Category %1 removed", utf8(line.positional(1))));
        return kSuccess;
    });
}

int run(const QStringList& arguments) {
    return runAction("category",
                     {{"add", "define a category", add},
                      {"list", "list the categories", list},
                      {"remove", "remove a category", remove}},
                     arguments);
}

const Command registered("category", "define, list and remove categories of players (women, U16, ...)", run);

}  // namespace
}  // namespace tourney::app
