// Storage of events at tables of four: each seat's game points and the event's placement
// points survive saving and loading, and a file of schema version 1 (before tables) is migrated
// on opening, its games and results kept.
#include "app/database.h"
#include "app/sql_event_store.h"
#include "tournament/log_chain.h"
#include "tournament/registration_form.h"
#include "tourney_process.h"

#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>

using namespace tourney;
using namespace tourney::app;
using namespace tourney::testing;

BOOST_TEST_GLOBAL_FIXTURE(QtApplication);

namespace {

Event tableEvent() {
    Event event;
    event.info.name = "Chaturaji Cup";
    event.game = GameKind::Chaturaji;
    event.system = PairingSystem::Swiss;
    event.planned_rounds = 3;
    event.placement = {Points::whole(6), Points::whole(4), Points::whole(2), Points::whole(0)};
    event.points.pairing_bye = Points::whole(3);
    event.tiebreaks = {"GP", "WIN", "BH", "DE"};
    for (int i = 1; i <= 5; ++i) {
        Player player;
        player.start_no = i;
        player.name = "Player " + std::to_string(i);
        event.players.push_back(player);
    }
    Round round;
    round.number = 1;
    Game game;
    game.board = 1;
    game.seats = {
        {1, Outcome::Placed, 12}, {2, Outcome::Placed, 5}, {3, Outcome::ForfeitLoss}, {4, Outcome::Placed, 0}};
    round.games.push_back(game);
    round.byes = {{5, ByeKind::PairingAllocated}};
    event.rounds.push_back(round);
    return event;
}

// What version 8 added (issue 37): the log's hash chain and FIDE mode.
const char* const kDropVersion8 = "ALTER TABLE event_log DROP COLUMN hash";
// What version 9 added (issue 34): who made each change.
const char* const kDropVersion9 = "ALTER TABLE event_log DROP COLUMN actor";
const char* const kDropFideMode = "ALTER TABLE event DROP COLUMN fide_mode";

// What version 10 added (issue 35): the tables of team events, children first.
const QStringList kDropVersion10 = {
    "DROP TABLE team_lineups", "DROP TABLE team_boards", "DROP TABLE team_matches", "DROP TABLE team_rounds",
    "DROP TABLE team_roster", "DROP TABLE teams", "DROP TABLE team_event",
    // Version 11 (issue 36): the desk's tables.
    "DROP TABLE check_ins", "DROP TABLE entry_fees", "DROP TABLE payments", "DROP TABLE rated_event",
    // Version 12 (issue 36): the registration form's tables.
    "DROP TABLE registration_entries", "DROP TABLE registration_window",
    // Version 13 (issue 34): whether the event is archived.
    "ALTER TABLE event DROP COLUMN archived"};

// Runs statements on the file outside Tourney, as an older Tourney would have left it. A file
// set back to an older version loses what versions 10 to 13 added first.
void rewrite(const QString& path, const QStringList& statements) {
    {
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "older");
        db.setDatabaseName(path);
        BOOST_REQUIRE(db.open());
        for (const QString& statement : statements) {
            if (statement.startsWith("UPDATE schema_version"))
                for (const QString& drop : kDropVersion10)
                    BOOST_REQUIRE_MESSAGE(QSqlQuery(db).exec(drop), drop.toStdString());
            BOOST_REQUIRE_MESSAGE(QSqlQuery(db).exec(statement), statement.toStdString());
        }
        db.close();
    }
    QSqlDatabase::removeDatabase("older");
}

}  // namespace

BOOST_AUTO_TEST_CASE(game_points_and_placement_points_survive_saving_and_loading) {
    QTemporaryDir dir;
    const QString path = dir.filePath("cup.tourney");
    SqlEventStore(path).create(tableEvent());
    const Event loaded = SqlEventStore(path).load();
    BOOST_TEST((loaded.placement == tableEvent().placement));
    BOOST_TEST(loaded.points.pairing_bye.tenths() == 30);
    const Game& game = loaded.rounds.at(0).games.at(0);
    BOOST_REQUIRE_EQUAL(game.seats.size(), 4u);
    BOOST_TEST(game.seats[0].game_points.value_or(-1) == 12);
    BOOST_TEST(game.seats[1].game_points.value_or(-1) == 5);
    BOOST_TEST(!game.seats[2].game_points.has_value());
    BOOST_TEST((game.seats[2].outcome == Outcome::ForfeitLoss));
    BOOST_TEST(game.seats[3].game_points.value_or(-1) == 0);
    BOOST_TEST((game.seats[3].outcome == Outcome::Placed));
}

BOOST_AUTO_TEST_CASE(a_version_1_file_is_migrated_and_keeps_its_rounds) {
    QTemporaryDir dir;
    const QString path = dir.filePath("old.tourney");
    Event event = tableEvent();
    event.placement.clear();  // version 1 kept none
    for (Seat& seat : event.rounds[0].games[0].seats) seat = {seat.player, Outcome::Pending};
    SqlEventStore(path).create(event);
    rewrite(path, {"ALTER TABLE seats DROP COLUMN game_points", "DROP TABLE placement_points",
                   "ALTER TABLE players DROP COLUMN club", "ALTER TABLE event DROP COLUMN revision",
                   "ALTER TABLE players DROP COLUMN latin_name", "ALTER TABLE players DROP COLUMN k_factor",
                   "ALTER TABLE rounds DROP COLUMN played_on", "ALTER TABLE event DROP COLUMN prize_sharing",
                   "DROP TABLE categories", "DROP TABLE prizes", "ALTER TABLE games DROP COLUMN rated",
                   "ALTER TABLE games DROP COLUMN colours_known", "ALTER TABLE players DROP COLUMN birth_date",
                   "ALTER TABLE event_log DROP COLUMN said", kDropVersion9, kDropVersion8, kDropFideMode,
                   "UPDATE schema_version SET version = 1"});
    const Event loaded = SqlEventStore(path).load();
    BOOST_TEST(Database(path, Database::Open::Existing).schemaVersion() == kSchemaVersion);
    BOOST_TEST(loaded.placement.empty());  // the default for four seats: 3, 2, 1, 0
    BOOST_REQUIRE_EQUAL(loaded.rounds.at(0).games.at(0).seats.size(), 4u);
    BOOST_TEST(loaded.rounds[0].games[0].seats[1].player == 2);
    // The migrated file takes a table's result like a new one.
    const QString run = mustRun({"result", path, "1", "1", "12-5-F-0"});
    BOOST_TEST(run.startsWith("round 1 table 1: "));
    BOOST_TEST(run.contains("  12-5-F-0 (places"));
    const QString standings = mustRun({"standings", path, "--format", "tsv"});
    BOOST_TEST(standings.contains("\t1\tPlayer 1\t\t\t3\t12\t1\t"));
}

// Version 4: Latin names, K factors, round dates, categories, prizes and the prize sharing are
// saved and loaded; a version 3 file is migrated with none of them and takes them afterwards.
BOOST_AUTO_TEST_CASE(version_4_keeps_latin_names_round_dates_categories_and_prizes_and_migrates_version_3) {
    QTemporaryDir dir;
    const QString path = dir.filePath("v4.tourney");
    Event event = tableEvent();
    event.players[0].latin_name = "Alekseev, Ivan";
    event.players[0].k_factor = 20;
    event.rounds[0].date = "2026-03-01";
    event.categories = {{"U16", "U16"}, {"Girls", "women,U16"}};
    event.prizes = {{"1st", 500050, ""}, {"Best U16", 20000, "U16"}};
    event.prize_sharing = PrizeSharing::Hort;
    SqlEventStore(path).create(event);
    const Event loaded = SqlEventStore(path).load();
    BOOST_TEST(loaded.players[0].latin_name == "Alekseev, Ivan");
    BOOST_TEST(loaded.players[0].k_factor == 20);
    BOOST_TEST(loaded.rounds[0].date == "2026-03-01");
    BOOST_REQUIRE_EQUAL(loaded.categories.size(), 2u);
    BOOST_TEST(loaded.categories[1].rule == "women,U16");
    BOOST_REQUIRE_EQUAL(loaded.prizes.size(), 2u);
    BOOST_TEST(loaded.prizes[0].hundredths == 500050);
    BOOST_TEST(loaded.prizes[1].category == "U16");
    BOOST_TEST((loaded.prize_sharing == PrizeSharing::Hort));

    const QString older = dir.filePath("v3.tourney");
    SqlEventStore(older).create(tableEvent());
    rewrite(older, {"ALTER TABLE players DROP COLUMN latin_name", "ALTER TABLE players DROP COLUMN k_factor",
                    "ALTER TABLE rounds DROP COLUMN played_on", "ALTER TABLE event DROP COLUMN prize_sharing",
                    "DROP TABLE categories", "DROP TABLE prizes", "ALTER TABLE games DROP COLUMN rated",
                    "ALTER TABLE games DROP COLUMN colours_known", "ALTER TABLE players DROP COLUMN birth_date",
                    "ALTER TABLE event_log DROP COLUMN said", kDropVersion9, kDropVersion8, kDropFideMode,
                    "UPDATE schema_version SET version = 3"});
    const Event migrated = SqlEventStore(older).load();
    BOOST_TEST(Database(older, Database::Open::Existing).schemaVersion() == kSchemaVersion);
    BOOST_TEST(migrated.rounds[0].date.empty());
    BOOST_TEST(migrated.categories.empty());
    BOOST_TEST((migrated.prize_sharing == PrizeSharing::TieBreak));
    mustRun({"category", "add", older, "Women", "--rule", "women"});
    BOOST_TEST(mustRun({"category", "list", older, "--format", "tsv"}).contains("Women\twomen\t"));
}

// Version 6: a player's whole date of birth (issue 32). A version 5 file is migrated with none
// (its years stay), then takes one with `player edit --birth`, which the TRF export writes as
// TRF asks (yyyy/mm/dd) and a year alone stays a year.
BOOST_AUTO_TEST_CASE(version_6_keeps_a_whole_birth_date_and_migrates_version_5) {
    QTemporaryDir dir;
    const QString path = dir.filePath("v5.tourney");
    mustRun({"new", path, "--name", "Junior Open", "--game", "chess", "--system", "swiss", "--rounds", "5"});
    mustRun({"player", "add", path, "--name", "Early, Eva", "--birth", "2008"});
    mustRun({"player", "add", path, "--name", "Late, Lina", "--birth", "2009"});
    rewrite(path, {"ALTER TABLE players DROP COLUMN birth_date", "ALTER TABLE event_log DROP COLUMN said",
                   kDropVersion9, kDropVersion8, kDropFideMode, "UPDATE schema_version SET version = 5"});
    const Event migrated = SqlEventStore(path).load();
    BOOST_TEST(Database(path, Database::Open::Existing).schemaVersion() == kSchemaVersion);
    BOOST_TEST(migrated.players.at(0).birth_year == 2008);
    BOOST_TEST(migrated.players.at(0).birth_date.empty());
    mustRun({"player", "edit", path, "1", "--birth", "17.05.2008"});
    BOOST_TEST(SqlEventStore(path).load().players.at(0).birth_date == "2008-05-17");
    const QString trf = dir.filePath("junior.trf");
    mustRun({"export", path, "--trf", trf});
    const QStringList lines = QString::fromUtf8(fileBytes(trf)).split('\n').filter(QRegularExpression("^001"));
    BOOST_REQUIRE_EQUAL(lines.size(), 2);
    BOOST_TEST(lines[0].mid(69, 10) == "2008/05/17");
    BOOST_TEST(lines[1].mid(69, 10).trimmed() == "2009");
}

// Version 7: each log line keeps its message with its values, so that `tourney log --lang bn`
// says it whole (issue 31 item 5). A version 6 file is migrated: its lines have no message and
// print as they were stored, and the lines logged after the migration are translated.
BOOST_AUTO_TEST_CASE(version_7_keeps_each_log_lines_message_and_migrates_version_6) {
    QTemporaryDir dir;
    const QString path = dir.filePath("v6.tourney");
    mustRun({"new", path, "--name", "Open", "--game", "chess", "--system", "swiss", "--rounds", "3"});
    mustRun({"player", "import", path, sourcePath("data/players.csv")});
    mustRun({"pair", path});
    rewrite(path, {"ALTER TABLE event_log DROP COLUMN said", kDropVersion9, kDropVersion8, kDropFideMode,
                   "UPDATE schema_version SET version = 6"});
    const std::vector<tournament::LogEntry> older = SqlEventStore(path).readLog();
    BOOST_TEST(Database(path, Database::Open::Existing).schemaVersion() == kSchemaVersion);
    BOOST_REQUIRE(!older.empty());
    BOOST_TEST(older.back().message == "round 1 paired: 5 boards");
    BOOST_TEST(older.back().said.empty());
    mustRun({"player", "withdraw", path, "2"});
    const QString log = mustRun({"--lang", "bn", "log", path});
    BOOST_TEST(log.contains("pair: round 1 paired: 5 boards"), log);  // as stored
    BOOST_TEST(log.contains("player withdraw: 2 "), log);
    BOOST_TEST(log.contains(" রাউন্ড 2 থেকে প্রত্যাহৃত"), log);
    BOOST_TEST(SqlEventStore(path).readLog().back().said.text() == SqlEventStore(path).readLog().back().message);
}

// Version 8 (issue 37): every log line stores the SHA-256 of the line before it's hash and its
// own text. A version 7 file is migrated: its lines are chained as they stand and its event is
// outside FIDE mode (its settings may have changed after round 1 already). A line then changed
// in the file directly, behind Tourney's back, is named by `log --verify`, which exits 3.
BOOST_AUTO_TEST_CASE(version_8_chains_the_log_of_a_version_7_file_and_verify_finds_a_changed_line) {
    QTemporaryDir dir;
    const QString path = dir.filePath("v7.tourney");
    mustRun({"new", path, "--name", "Open", "--game", "chess", "--system", "swiss", "--rounds", "3"});
    mustRun({"player", "import", path, sourcePath("data/players.csv")});
    mustRun({"pair", path});
    rewrite(path, {kDropVersion9, kDropVersion8, kDropFideMode, "UPDATE schema_version SET version = 7"});
    const std::vector<tournament::LogEntry> migrated = SqlEventStore(path).readLog();
    BOOST_TEST(Database(path, Database::Open::Existing).schemaVersion() == kSchemaVersion);
    BOOST_REQUIRE(migrated.size() == 11u);  // ten players and the pairing
    BOOST_TEST(tournament::verifyLogChain(migrated).holds());
    BOOST_TEST(!SqlEventStore(path).load().fide_mode);
    mustRun({"player", "withdraw", path, "2"});
    BOOST_TEST(mustRun({"log", path, "--verify"}).contains("the log's 12 lines are chained intact; the last hash is "));

    rewrite(path, {"UPDATE event_log SET message = 'round 1 paired: 4 boards' WHERE command = 'pair'"});
    const CommandRun tampered = runTourney({"log", path, "--verify"});
    BOOST_TEST(tampered.exit_code == 3);
    BOOST_TEST(tampered.out.contains("line 11 of 12 breaks the chain ("), tampered.out);
    BOOST_TEST(tampered.out.contains(", pair): it, or a line before it, was changed after it was written"),
               tampered.out);
}

// Version 10 (issue 35) adds the tables of team events: a version 9 file gains them empty, still
// an individual event, and takes a team event's tables once it is one.
BOOST_AUTO_TEST_CASE(version_10_adds_the_team_tables_to_a_version_9_file) {
    QTemporaryDir dir;
    const QString path = dir.filePath("v9.tourney");
    mustRun({"new", path, "--name", "Open", "--game", "chess", "--system", "swiss", "--rounds", "3"});
    mustRun({"player", "import", path, sourcePath("data/players.csv")});
    rewrite(path, {"UPDATE schema_version SET version = 9"});
    const Event loaded = SqlEventStore(path).load();
    BOOST_TEST(Database(path, Database::Open::Existing).schemaVersion() == kSchemaVersion);
    BOOST_TEST(!loaded.isTeamEvent());
    BOOST_TEST(loaded.players.size() == 10u);
    expectRefused(path, {"team", "add", path, "A", "--roster", "1,2"}, {"this is not a team event"});
}

// Version 11 (issue 36): the desk's check-ins, fees and payments and the rated event's details,
// kept by the file from one command to the next; bad input refused, the file unchanged.
BOOST_AUTO_TEST_CASE(the_desk_checks_in_takes_fees_and_asks_will_this_be_rated_from_the_command_line) {
    QTemporaryDir dir;
    const QString path = dir.filePath("desk.tourney");
    mustRun({"new", path, "--name", "Open", "--game", "chess", "--system", "swiss", "--rounds", "3", "--start-date",
             "2026-03-01"});
    mustRun({"player", "import", path, sourcePath("data/players.csv")});
    mustRun({"fee", "set", path, "--standard", "500", "--women-discount", "200"});
    BOOST_TEST(
        mustRun({"fee", "pay", path, "1", "500", "--reference", "R1", "--by", "desk"}).contains("1 paid 500 by cash"));
    expectRefused(path, {"fee", "pay", path, "2", "300", "--reference", "R1"}, {"reference R1 is recorded already"});
    expectRefused(path, {"fee", "pay", path, "2", "-300"}, {"a payment is an amount above zero, not -300"});
    expectRefused(path, {"checkin", path, "1", "99"}, {"no player 99"});
    BOOST_TEST(
        mustRun({"checkin", path, "1", "2", "3", "4", "5", "6", "7", "8", "9"}).contains("Round 1: 9 checked in"));
    BOOST_TEST(mustRun({"checkin", path, "--list", "--format", "csv"}).contains("not checked in"));
    const QString fees = mustRun({"fee", "list", path, "--format", "csv"});
    BOOST_TEST(fees.contains("Total"), fees);
    BOOST_TEST(fees.contains("500 cash"), fees);
    const QString paired = mustRun({"pair", path});
    BOOST_TEST(paired.contains("Warning: 9 players have not paid their entry fee in full"), paired);
    BOOST_TEST(paired.contains("round 1: not checked in, a zero-point bye: 10 "), paired);
    bool zero_bye = false;
    for (const PairingLine& line : pairingsTsv(path, 1)) zero_bye = zero_bye || line.result == "Z";
    BOOST_TEST(zero_bye);
    mustRun({"rated-details", path, "--time-control", "60+30", "--chief-arbiter", "Rahman, Arif"});
    const CommandRun check = runTourney({"check-rated", path});
    BOOST_TEST(check.exit_code == 3);
    BOOST_TEST(check.out.contains("B.02 1.1"), check.out);
    BOOST_TEST(check.out.contains("60+30 gives 90 minutes for 60 moves"), check.out);
    BOOST_TEST(check.out.contains("name the chief arbiter and his FIDE id"), check.out);
}

// Version 12 (issue 36): the registration form's window and entries, kept from one command to the
// next and migrated into an older file (set back to version 9, it loses the tables of 10 to 12); an approval from the command line makes the player,
// a bad closing time is refused and leaves the file as it was.
BOOST_AUTO_TEST_CASE(version_12_keeps_the_registration_entries_and_migrates_an_older_file) {
    QTemporaryDir dir;
    const QString path = dir.filePath("v9.tourney");
    mustRun({"new", path, "--name", "Open", "--game", "chess", "--system", "swiss", "--rounds", "3"});
    rewrite(path, {"UPDATE schema_version SET version = 9"});
    expectRefused(path, {"registration", path, "open", "--closes", "tomorrow"},
                  {"'tomorrow' is not a closing time (yyyy-mm-dd hh:mm)"});
    BOOST_TEST(Database(path, Database::Open::Existing).schemaVersion() == kSchemaVersion);
    const QString closes = QDateTime::currentDateTime().addDays(1).toString("yyyy-MM-dd HH:mm");
    mustRun({"registration", path, "open", "--closes", closes});
    SqlEventStore store(path);
    const std::string now = QDateTime::currentDateTime().toString("yyyy-MM-dd HH:mm:ss").toStdString();
    tournament::submitEntry(store, {"Karim, Abdul", "BAN", "10200099", "1990", "Dhaka CC"}, now);
    tournament::submitEntry(store, {"রহমান, তানিয়া", "IND", "", "2004", ""}, now);
    const Event stored = SqlEventStore(path).load();
    BOOST_REQUIRE(stored.entries.size() == 2u);
    BOOST_TEST(stored.entries[1].name == "রহমান, তানিয়া");
    BOOST_TEST(stored.entries[0].fide_id == "10200099");
    BOOST_TEST(stored.registration.closes_at == closes.toStdString());
    BOOST_TEST(mustRun({"registration", path, "approve", "2"}).contains("Entry 2 approved: player 1"));
    expectRefused(path, {"registration", path, "approve", "3"}, {"there is no entry 3"});
    const Event approved = SqlEventStore(path).load();
    BOOST_TEST(approved.players.at(0).name == "রহমান, তানিয়া");
    BOOST_TEST((approved.entries[1].status == EntryStatus::Approved));
    BOOST_TEST(approved.entries[1].start_no == 1);
    BOOST_TEST((approved.entries[0] == stored.entries[0]));
    const QString waiting = mustRun({"registration", path, "list", "--waiting", "--format", "tsv"});
    BOOST_TEST(waiting.contains("Karim, Abdul"), waiting);
    BOOST_TEST(!waiting.contains("তানিয়া"), waiting);
}

// Version 13 (issue 34): an older event is opened as not archived, and its archiving is stored
// from then on.
BOOST_AUTO_TEST_CASE(version_13_keeps_whether_the_event_is_archived_and_migrates_an_older_file) {
    QTemporaryDir dir;
    const QString path = dir.filePath("cup.tourney");
    SqlEventStore(path).create(tableEvent());
    rewrite(path, {"UPDATE schema_version SET version = 9"});
    BOOST_TEST(!SqlEventStore(path).load().archived);
    BOOST_TEST(Database(path, Database::Open::Existing).schemaVersion() == kSchemaVersion);
    SqlEventStore(path).update([](Event& event, tourney::tournament::EventLog&) { event.archived = true; });
    BOOST_TEST(SqlEventStore(path).load().archived);
}
