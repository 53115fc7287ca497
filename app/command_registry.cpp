// tourney registry import|search|show: the player registry of a federation's server
// (tournament/player_registry.h, docs/federation.md), kept beside the events `tourney serve`
// serves (app/sql_player_registry.h).
#include "app/command.h"
#include "app/command_actions.h"
#include "app/command_line.h"
#include "app/event_collection.h"
#include "app/refusal.h"
#include "app/sql_player_registry.h"
#include "formats/input_error.h"
#include "formats/input_file.h"
#include "reports/table_formats.h"
#include "tournament/player_registry.h"

#include <fstream>
#include <sstream>

namespace tourney::app {
namespace {

QString registry(const CommandLine& line) { return registryLocation(line.served()); }

void addFormat(CommandLine& line) {
    line.addOption("format", "text|tsv|csv|json", "text (default), or tsv, csv and json with a header line.");
}

void printPlayers(const CommandLine& line, const std::vector<tournament::RegistryPlayer>& players) {
    const QString format = line.choice("format", {"text", "tsv", "csv", "json"});
    printOut(reports::renderTable(tournament::registryTable(players), *reports::parseTableFormat(utf8(format))));
}

// FIDE's list streams from the file as it is read: it is 1.2 million lines.
tournament::RegistryImported importFide(SqlPlayerRegistry& store, const std::string& path, const std::string& month) {
    formats::checkRegularFile(path);
    std::ifstream list(path, std::ios::binary);
    if (!list) throw formats::InputError(path, 0, "", "cannot be read");
    return tournament::importFideList(store, list, path, month);
}

int import(const QStringList& arguments) {
    CommandLine line("registry import FILE",
                     "Imports a list of players into the registry, in one transaction: FIDE's monthly\n"
                     "list (--fide, players_list_foa.txt or players_list_xml.xml, with --month), whose\n"
                     "players are added or take the list's details and their standard, rapid and blitz\n"
                     "ratings of that month; or the federation's own list (--national, a CSV file of\n"
                     "national_id, name, fide_id, federation, title, sex, birth). A bad line is named\n"
                     "by file, line and field, and nothing is stored.");
    line.addPositional("FILE", "The list.");
    line.addFlag("fide", "FILE is FIDE's rating list.");
    line.addFlag("national", "FILE is the federation's list (CSV).");
    line.addOption("month", "YYYY-MM", "The month of FIDE's list (2026-03).");
    line.addServerOption();
    if (auto stop = line.parse(arguments)) return *stop;
    return line.run([&] {
        if (line.isSet("fide") == line.isSet("national"))
            throw UsageError(tournament::Message("say which list FILE is: --fide or --national"));
        if (line.isSet("fide") && !line.isSet("month"))
            throw UsageError(tournament::Message("give the month of FIDE's list with --month (2026-03)"));
        const std::string path = utf8(line.positional(0));
        SqlPlayerRegistry store(registry(line));
        tournament::RegistryImported done;
        if (line.isSet("fide")) {
            done = importFide(store, path, utf8(line.value("month")));
        } else {
            std::istringstream csv(formats::readTextFile(path));
            done = tournament::importNationalList(store, csv, path);
        }
        printSaid(tournament::importedMessage(done, path, store.size()));
        return kSuccess;
    });
}

int search(const QStringList& arguments) {
    CommandLine line("registry search QUERY",
                     "Finds players in the registry: a FIDE id, R and a registry number (R17), N: and\n"
                     "a national id, or words of a name in any order, case and accents aside\n"
                     "(\"carlsen magnus\", \"Magnus Carlsen\", \"carl mag\"); when nothing is found so,\n"
                     "a word of four letters or more may have a typo. The highest rated first.");
    line.addPositional("QUERY", "What to look for.");
    line.addOption("limit", "N", "At most N players (default 20).");
    addFormat(line);
    line.addServerOption();
    line.nameField("q", "QUERY");
    if (auto stop = line.parse(arguments)) return *stop;
    return line.run([&] {
        const int limit = line.integerOption("limit", 20, 1, 1000);
        SqlPlayerRegistry store(registry(line));
        const tournament::RegistryHits hits = tournament::searchRegistry(store, utf8(line.positional(0)),
                                                                         static_cast<std::size_t>(limit));
        printPlayers(line, hits.players);
        if (hits.corrected)
            printErr(spoken(tournament::Message("Nobody as typed; found with the words corrected")) + '\n');
        if (hits.matched > hits.players.size())
            printErr(spoken(tournament::Message("%1 of %2 players found", hits.players.size(), hits.matched)) + '\n');
        return kSuccess;
    });
}

int show(const QStringList& arguments) {
    CommandLine line("registry show ID",
                     "Prints one player of the registry: ID is his FIDE id, R and his registry\n"
                     "number (R17), or N: and his national id.");
    line.addPositional("ID", "The player.");
    line.addFlag("events",
                 "List the events of the server that register him instead: by FIDE id, or by name and "
                 "year of birth for a player without one.");
    addFormat(line);
    line.addServerOption();
    if (auto stop = line.parse(arguments)) return *stop;
    return line.run([&] {
        SqlPlayerRegistry store(registry(line));
        const tournament::RegistryPlayer player = tournament::registryPlayer(store, utf8(line.positional(0)));
        if (!line.isSet("events")) {
            printPlayers(line, {player});
            return kSuccess;
        }
        const QString format = line.choice("format", {"text", "tsv", "csv", "json"});
        const QString served = line.served();
        const std::vector<std::pair<std::string, Event>> loaded = loadServedEvents(served);
        std::vector<std::pair<std::string, const Event*>> events;
        for (const auto& [id, event] : loaded) events.emplace_back(id, &event);
        printOut(reports::renderTable(tournament::playerEventsTable(tournament::eventsOfPlayer(player, events)),
                                      *reports::parseTableFormat(utf8(format))));
        return kSuccess;
    });
}

int run(const QStringList& arguments) {
    return runAction("registry",
                     {{"import", "import FIDE's list or the federation's list of players", import},
                      {"search", "find players by name or id", search},
                      {"show", "one player of the registry", show}},
                     arguments, "registry import|search|show ...");
}

const Command registered("registry", "the federation's player registry: import, search, show", run);

}  // namespace
}  // namespace tourney::app
