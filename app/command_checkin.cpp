// tourney checkin FILE PLAYER... [--round N] [--absent] | FILE --list: the desk's check-in before
// a round (tournament/check_in.h). A player is named by start number or by a part of his name.
#include "app/command.h"
#include "app/command_line.h"
#include "app/sql_event_store.h"
#include "reports/table_formats.h"
#include "tournament/check_in.h"

namespace tourney::app {
namespace {

int run(const QStringList& arguments) {
    CommandLine line("checkin FILE [PLAYER ...]",
                     "Marks players present for the next round (or --round N), by start number or\n"
                     "by a part of the name. Once a round's check-in is used, a player not present\n"
                     "is not paired in it and gets the event's zero-point bye.");
    line.addPositional("FILE", "The event file.");
    line.addPositional("PLAYER", "Start numbers or parts of names; several may follow.", false);
    line.addOption("round", "N", "The round (default: the next round to pair).");
    line.repeatLastPositional();
    line.addFlag("absent", "Mark the players not present instead.");
    line.addFlag("list", "Print the round's check-in list instead.");
    line.addOption("format", "text|tsv|csv|json", "With --list: text (default), or tsv, csv and json.");
    line.nameField("player", "PLAYER");
    line.nameField("start_no", "PLAYER");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        const int round = line.isSet("round") ? line.wholeNumber("--round", line.value("round")) : 0;
        SqlEventStore store = commandLineStore(line.positional(0));
        if (line.isSet("list")) {
            const QString format = line.choice("format", {"text", "tsv", "csv", "json"});
            printOut(reports::renderTable(tournament::checkInList(store.load(), round),
                                          *reports::parseTableFormat(utf8(format))));
            return kSuccess;
        }
        const Event event = store.load();
        std::vector<int> players;
        for (int i = 1; i < line.positionalCount(); ++i)
            players.push_back(tournament::findEntrant(event, utf8(line.positional(i))));
        const tournament::CheckedIn done = tournament::checkInPlayers(store, round, players, !line.isSet("absent"));
        printSaid(line.isSet("absent")
                      ? tournament::Message("Round %1: %2 marked not present", done.round, done.players.size())
                      : tournament::Message("Round %1: %2 checked in", done.round, done.players.size()));
        return kSuccess;
    });
}

const Command registered("checkin", "check players in before a round", run);

}  // namespace
}  // namespace tourney::app
