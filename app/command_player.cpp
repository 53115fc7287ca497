// tourney player add|import|list|card|edit|remove|withdraw|update-ratings: the event's players.
#include "app/command.h"
#include "app/command_actions.h"
#include "app/command_line.h"
#include "app/refusal.h"
#include "app/sql_event_store.h"
#include "app/sql_player_registry.h"
#include "formats/fide_rating_list.h"
#include "formats/input_file.h"
#include "formats/player_csv.h"
#include "reports/table_formats.h"
#include "tournament/player_card.h"
#include "tournament/player_registry.h"
#include "tournament/players.h"
#include "tournament/rating_list_update.h"

#include <algorithm>
#include <sstream>

namespace tourney::app {
namespace {

const char* kMissedRoundsHelp =
    "Late entries to a Swiss event: what each round already paired scores, zero or half\n"
    "(a zero-point or half-point bye, as the regulations say), or full; one value for every\n"
    "missed round, or one per round separated by commas (default: zero).";

std::vector<std::string> missedRounds(const CommandLine& line) {
    std::vector<std::string> names;
    if (line.isSet("missed-rounds"))
        for (const QString& name : line.value("missed-rounds").split(',')) names.push_back(utf8(name.trimmed()));
    return names;
}

const char* kKeepNumbersHelp =
    "Late entries to a Swiss event take the next free start numbers and nobody moves\n"
    "(default: each takes his place in the initial ranking, C.04.2, and the players after\n"
    "him move down one number each, listed with old and new numbers).";

// A registration's options from the command line: --missed-rounds, --allow-duplicate, --keep-numbers.
tournament::RegistrationOptions registrationOptions(const CommandLine& line) {
    tournament::RegistrationOptions options;
    options.missed_rounds = missedRounds(line);
    options.allow_duplicates = line.isSet("allow-duplicate");
    if (line.isSet("keep-numbers")) options.late_numbers = tournament::LateEntryNumbers::AtTheEnd;
    return options;
}

// The options of a player's fields, named after the CSV columns ("fide_id": --fide-id), with
// --birth for a date or year of birth.
void addFieldOptions(CommandLine& line, bool name_required) {
    line.addOption(
        "name", "NAME",
        QString("Name, any script; \"Surname, Given\" by FIDE convention") + (name_required ? " (required)." : "."));
    line.addOption("rating", "R", "Rating (0: unrated).");
    line.addOption("title", "T", "Title: GM, IM, FM, WGM, ...");
    line.addOption("federation", "F", "Three-letter federation code.");
    line.addOption("fide-id", "ID", "FIDE id.");
    line.addOption("birth", "DATE", "Date or year of birth: 2008, 2008-05-17 or 17.05.2008.");
    line.addOption("birth-year", "Y", "Year of birth (as --birth).");
    line.addOption("sex", "m|f", "Sex.");
    line.addOption("club", "CLUB", "Club.");
    line.addOption("latin-name", "NAME", "The name in Latin letters, for FIDE's reports (TRF), when --name is not.");
    line.addOption("k-factor", "K", "The FIDE rating list's K factor: 40, 20 or 10.");
}

// Messages about the birth name the option the arbiter typed.
std::vector<std::pair<std::string, std::string>> fieldsOf(CommandLine& line) {
    if (line.isSet("birth")) line.nameField("birth_year", "--birth");
    std::vector<std::pair<std::string, std::string>> fields;
    for (const std::string& field : formats::playerCsvColumns()) {
        const QString option = QString::fromStdString(field).replace('_', '-');
        if (line.isSet(option)) fields.emplace_back(field, utf8(line.value(option)));
    }
    if (line.isSet("birth")) fields.emplace_back("birth_year", utf8(line.value("birth")));
    return fields;
}

// The player `player add --registry` registers: the registry's entry (its rating of
// --time-control), any field given beside it taking its place.
Player registeredPlayer(CommandLine& line) {
    SqlPlayerRegistry registry(registryLocation(line.positional(0)));
    const tournament::RegistryPlayer entry = tournament::registryPlayer(registry, utf8(line.value("registry")),
                                                                        "registry");
    const tournament::TimeControl control = tournament::timeControlNamed(
        utf8(line.choice("time-control", {"standard", "rapid", "blitz"})), "time_control");
    Player player = tournament::playerFromRegistry(entry, control);
    for (const auto& [field, value] : fieldsOf(line)) {
        try {
            formats::setPlayerField(player, field, value);
        } catch (const std::invalid_argument& bad) {
            throw tournament::Refusal(field, saidOf(bad));
        }
    }
    return player;
}

int add(const QStringList& arguments) {
    CommandLine line("player add FILE",
                     "Registers a player; the next start number is theirs. After round 1 of a\n"
                     "Swiss event is paired, a late entry takes his place in the initial ranking.\n"
                     "With --registry, the player of the federation's registry (`tourney registry`)\n"
                     "with his details and rating; options given beside it replace the registry's.");
    line.addPositional("FILE", "The event file.");
    addFieldOptions(line, true);
    line.addOption("registry", "ID",
                   "The player of the registry kept beside the event (its folder's or database's): his FIDE id, R "
                   "and his registry number, or N: and his national id.");
    line.addOption("time-control", "standard|rapid|blitz", "With --registry: the rating to take (default standard).");
    line.addOption("missed-rounds", "KINDS", kMissedRoundsHelp);
    line.addFlag("allow-duplicate",
                 "Register him although a player has his FIDE id, or his name (in Latin letters,\n"
                 "case and spacing aside) and birth year.");
    line.addFlag("keep-numbers", kKeepNumbersHelp);
    line.nameField("players", "--name");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        const Player player = line.isSet("registry") ? registeredPlayer(line)
                                                     : tournament::playerFromFields(fieldsOf(line));
        SqlEventStore store = commandLineStore(line.positional(0));
        const tournament::Registration done = tournament::registerPlayers(store, {player}, registrationOptions(line));
        printOut(spoken(tournament::Message("Player %1: %2", done.start_numbers.front(), player.name)) + '\n' +
                 spokenLines(done.notes));
        return kSuccess;
    });
}

int import(const QStringList& arguments) {
    CommandLine line(
        "player import FILE PLAYERS.csv",
        "Registers the players of a UTF-8 CSV file, in file order. Its header row names\n"
        "the columns name, rating, title, federation, fide_id, birth_year, sex, club,\n"
        "latin name and k factor in any order; only name is required. After round 1 of a Swiss event is paired,\n"
        "each is a late entry and takes his place in the initial ranking.");
    line.addPositional("FILE", "The event file.");
    line.addPositional("PLAYERS.csv", "The players.");
    line.addOption("missed-rounds", "KINDS", kMissedRoundsHelp);
    line.addFlag("allow-duplicate",
                 "Register players although one has the FIDE id, or the name (in Latin letters, case\n"
                 "and spacing aside) and birth year, of another.");
    line.addFlag("keep-numbers", kKeepNumbersHelp);
    line.nameField("players", "PLAYERS.csv");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        const std::string csv_path = utf8(line.positional(1));
        std::istringstream csv(formats::readTextFile(csv_path));  // a folder or FIFO is named as one
        SqlEventStore store = commandLineStore(line.positional(0));
        const tournament::Registration done = tournament::importPlayers(store, csv, csv_path,
                                                                        registrationOptions(line));
        printOut(spoken(tournament::importedMessage(done)) + '\n' + spokenLines(done.notes));
        return kSuccess;
    });
}

int list(const QStringList& arguments) {
    CommandLine line("player list FILE", "Lists the players by start number (or by name).");
    line.addPositional("FILE", "The event file.");
    line.addFlag("by-name", "By name, with each player's start number: the alphabetical list.");
    line.addOption("format", "text|tsv|csv|json", "text (default), or tsv, csv and json with a header line.");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        const QString format = line.choice("format", {"text", "tsv", "csv", "json"});
        const Event event = SqlEventStore(line.positional(0)).load();
        printOut(reports::renderTable(tournament::playerList(event, line.isSet("by-name")),
                                      *reports::parseTableFormat(utf8(format))));
        return kSuccess;
    });
}

int card(const QStringList& arguments) {
    CommandLine line("player card FILE START_NO",
                     "Prints a player's card: every round with colour, opponent and his rating,\n"
                     "result and points; for chess the expected score and FIDE rating change of each\n"
                     "rated game (B.02); below, the rating change, the performance and the tie-breaks.");
    line.addPositional("FILE", "The event file.");
    line.addPositional("START_NO", "The player's start number.");
    line.addOption("format", "text|tsv|csv|json", "text (default), tsv, csv or json.");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        const QString format = line.choice("format", {"text", "tsv", "csv", "json"});
        const int start_no = line.wholeNumber("START_NO", line.positional(1));
        const Event event = SqlEventStore(line.positional(0)).load();
        printOut(
            reports::renderTable(tournament::playerCard(event, start_no), *reports::parseTableFormat(utf8(format))));
        return kSuccess;
    });
}

int withdraw(const QStringList& arguments) {
    CommandLine line("player withdraw FILE START_NO",
                     "Withdraws a player: from round R on they are not paired. Games of theirs\n"
                     "already paired from round R on and without a result are lost by forfeit.");
    line.addPositional("FILE", "The event file.");
    line.addPositional("START_NO", "The player's start number.");
    line.addOption("from-round", "R", "The first round the player misses (default: the next round to pair).");
    line.addFlag("undo", "Take the withdrawal back: he is paired again from the next round on.");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        const int start_no = line.wholeNumber("START_NO", line.positional(1));
        if (line.isSet("undo")) {
            if (line.isSet("from-round")) throw UsageError("--undo takes no --from-round");
            SqlEventStore store = commandLineStore(line.positional(0));
            printSaid(tournament::undoWithdrawal(store, start_no));
            return kSuccess;
        }
        std::optional<int> from_round;
        if (line.isSet("from-round")) from_round = line.wholeNumber("--from-round", line.value("from-round"));
        SqlEventStore store = commandLineStore(line.positional(0));
        const tournament::Withdrawal done = tournament::withdrawPlayer(store, start_no, from_round);
        // With his number, as --undo says it: after a late entry the arbiter checks it is the one he meant.
        std::string text = spoken(tournament::Message("%1 %2 is withdrawn from round %3", start_no, done.name,
                                                      done.from_round)) +
                           '\n';
        if (!done.forfeits.empty())
            text += spoken(tournament::Message("Lost by forfeit: %1", tournament::listed(done.forfeits))) + '\n';
        printOut(text);
        return kSuccess;
    });
}

int edit(const QStringList& arguments) {
    CommandLine line("player edit FILE START_NO",
                     "Changes a player's details. Before round 1 of a Swiss event the players are\n"
                     "numbered by the initial ranking again; afterwards numbers stay and the change is logged.");
    line.addPositional("FILE", "The event file.");
    line.addPositional("START_NO", "The player's start number.");
    addFieldOptions(line, false);
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        const int start_no = line.wholeNumber("START_NO", line.positional(1));
        SqlEventStore store = commandLineStore(line.positional(0));
        const tournament::PlayerEdit done = tournament::editPlayer(store, start_no, fieldsOf(line));
        std::string text = done.changes.empty() ? spoken(tournament::Message("%1: nothing changed", done.name)) + '\n'
                                                : "";
        for (const tournament::Message& change : done.changes)
            text += spoken(tournament::Message("%1: %2", done.name, change)) + '\n';
        text += spokenLines(done.notes);
        printOut(text);
        return kSuccess;
    });
}

int remove(const QStringList& arguments) {
    CommandLine line("player remove FILE START_NO",
                     "Removes a player registered by mistake, before his first pairing. The players\n"
                     "after him move up one number.");
    line.addPositional("FILE", "The event file.");
    line.addPositional("START_NO", "The player's start number.");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        const int start_no = line.wholeNumber("START_NO", line.positional(1));
        SqlEventStore store = commandLineStore(line.positional(0));
        printSaid(tournament::Message("Removed %1 %2", start_no, tournament::removePlayer(store, start_no)));
        return kSuccess;
    });
}

int updateRatings(const QStringList& arguments) {
    CommandLine line("player update-ratings FILE LIST",
                     "Fills and updates the players from FIDE's rating list, by FIDE id: standard\n"
                     "rating, title, federation, year of birth, sex, K factor, and the Latin name of a\n"
                     "player whose name is in another script. LIST is players_list_foa.txt or\n"
                     "players_list_xml.xml as FIDE publishes them (unzipped); the file is read as a\n"
                     "stream and only the event's players are kept. A malformed file changes nothing.");
    line.addPositional("FILE", "The event file.");
    line.addPositional("LIST", "FIDE's rating list: players_list_foa.txt or players_list_xml.xml.");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        SqlEventStore store = commandLineStore(line.positional(0));
        const auto ids = tournament::fideIdsOf(store.load());
        const auto list = formats::readFideRatingList(utf8(line.positional(1)), ids);
        const tournament::RatingListUpdate done = tournament::updateFromRatingList(store, list);
        std::string text;
        for (const tournament::PlayerChanges& player : done.changes) text += spoken(player.message()) + '\n';
        text += spokenLines(done.warnings);
        text += spoken(tournament::ratingListSummary(done, list.size(), ids.size())) + '\n';
        printOut(text);
        return kSuccess;
    });
}

int run(const QStringList& arguments) {
    return runAction(
        "player",
        {{"add", "register one player", add},
         {"import", "register the players of a CSV file", import},
         {"list", "list the players", list},
         {"card", "print a player's card: games, rating change, tie-breaks", card},
         {"edit", "change a player's details", edit},
         {"remove", "remove a player registered by mistake", remove},
         {"withdraw", "withdraw a player from a round on (--undo takes it back)", withdraw},
         {"update-ratings", "fill and update players from FIDE's rating list (TXT or XML)", updateRatings}},
        arguments);
}

const Command registered("player", "register, import, list, edit, remove, withdraw and update players; a player's card",
                         run);

}  // namespace
}  // namespace tourney::app
