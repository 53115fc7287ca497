// tourney bye add|remove|list: byes requested in advance for a Swiss event. A player
// with a requested bye is left out of that round's pairing and scores the bye's points.
#include "app/command.h"
#include "app/command_actions.h"
#include "app/command_line.h"
#include "app/sql_event_store.h"
#include "reports/table_formats.h"
#include "tournament/requests.h"

namespace tourney::app {
namespace {

void describeRequest(CommandLine& line) {
    line.addPositional("FILE", "The event file.");
    line.addPositional("ROUND", "The round, not yet paired.");
    line.addPositional("START_NO", "The player's start number.");
}

int add(const QStringList& arguments) {
    CommandLine line("bye add FILE ROUND START_NO",
                     "Records a bye a player asked for in advance: he is not paired in that round\n"
                     "and scores the bye's points. A half-point bye by default.");
    describeRequest(line);
    line.addOption("kind", "half|zero|full", "The bye's value, as the regulations allow (default half).");
    line.nameField("kind", "--kind");  // named even when left out: the default half may be refused
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        const ByeKind kind = tournament::requestedByeKind(line.isSet("kind") ? utf8(line.value("kind")) : "half");
        const int round = line.wholeNumber("ROUND", line.positional(1));
        const int player = line.wholeNumber("START_NO", line.positional(2));
        SqlEventStore store = commandLineStore(line.positional(0));
        const std::string name = tournament::requestBye(store, round, player, kind);
        printSaid(tournament::Message("Round %1: %2 %3 has a %4", round, player, name,
                                      tournament::Message::english(std::string(byeName(kind)))));
        return kSuccess;
    });
}

int remove(const QStringList& arguments) {
    CommandLine line("bye remove FILE ROUND START_NO", "Takes back a bye requested for a round not yet paired.");
    describeRequest(line);
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        const int round = line.wholeNumber("ROUND", line.positional(1));
        const int player = line.wholeNumber("START_NO", line.positional(2));
        SqlEventStore store = commandLineStore(line.positional(0));
        tournament::cancelBye(store, round, player);
        printSaid(tournament::Message("Removed the bye of %1 in round %2", player, round));
        return kSuccess;
    });
}

int list(const QStringList& arguments) {
    CommandLine line("bye list FILE",
                     "Lists the byes requested for rounds not yet paired:\n"
                     "round<TAB>start<TAB>name<TAB>kind (TRF code H, Z or F).");
    line.addPositional("FILE", "The event file.");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        const Event event = SqlEventStore(line.positional(0)).load();
        printOut(reports::tsvTable(tournament::pendingByeList(event), {false}));
        return kSuccess;
    });
}

int run(const QStringList& arguments) {
    return runAction("bye",
                     {{"add", "record a bye requested in advance", add},
                      {"remove", "take a requested bye back", remove},
                      {"list", "list the byes requested for rounds to come", list}},
                     arguments);
}

const Command registered("bye", "byes requested in advance (Swiss)", run);

}  // namespace
}  // namespace tourney::app
