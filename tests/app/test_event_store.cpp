// Storage: an event survives saving and loading whole; the schema is versioned; files that are
// not Tourney's, or are newer than this program, are refused with a message and left alone.
#include "app/database.h"
#include "app/event_rows.h"
#include "app/refusal.h"
#include "app/sql_event_store.h"
#include "tourney_process.h"

#include <QSqlQuery>

using namespace tourney;
using namespace tourney::app;
using namespace tourney::testing;

BOOST_TEST_GLOBAL_FIXTURE(QtApplication);

// An event with a value in every field the store keeps, a four-seat game among them.
static Event fullEvent() {
    Event event;
    event.info = {"Chaturaji Cup", "Dhaka", "BAN", "2026-04-01", "2026-04-03", "Hamid, R.", "Roy, S.", "60'+30\""};
    event.game = GameKind::Chaturaji;
    event.system = PairingSystem::Swiss;
    event.planned_rounds = 5;
    event.points = *PointSystem::fromTriple("3,1,0");
    event.points.absent = Points::fromTenths(3);
    event.tiebreaks = {"BH/C1", "SB", "DE"};
    event.first_board_white = false;
    event.acceleration = Acceleration::Baku;
    event.lots_seed = 18'446'744'073'709'551'557ull;  // above the largest signed 64-bit value
    for (int i = 1; i <= 6; ++i) {
        Player player;
        player.start_no = i;
        player.name = i == 1 ? "রহমান, তানভীর" : "Player " + std::to_string(i);
        player.rating = 2000 + i;
        player.title = i == 2 ? "WGM" : "";
        player.federation = "BAN";
        player.fide_id = std::to_string(10'000'000 + i);
        player.birth_year = 1990 + i;
        if (i == 1) player.birth_date = "1991-05-17";  // schema 6: the whole date when known
        player.sex = i % 2 ? Sex::Male : Sex::Female;
        event.players.push_back(player);
    }
    event.players[5].withdrawn_from_round = 2;
    Round round;
    round.number = 1;
    round.games.push_back(
        Game{1, {{1, Outcome::Win}, {2, Outcome::Loss}, {3, Outcome::Draw}, {4, Outcome::ForfeitLoss}}, "record text"});
    round.byes = {{5, ByeKind::Half}, {6, ByeKind::Absent}};
    event.rounds.push_back(round);
    event.requested_byes = {{2, 3, ByeKind::Zero}};
    event.forbidden_pairs = {{1, 2}};
    event.virtual_points = {{1, {Points::whole(1), Points(), Points::half()}}};
    return event;
}

static void checkSame(const Event& a, const Event& b) {
    BOOST_TEST(a.info.name == b.info.name);
    BOOST_TEST(a.info.city == b.info.city);
    BOOST_TEST(a.info.time_control == b.info.time_control);
    BOOST_TEST(a.info.deputy_arbiters == b.info.deputy_arbiters);
    BOOST_TEST((a.game == b.game));
    BOOST_TEST((a.system == b.system));
    BOOST_TEST(a.planned_rounds == b.planned_rounds);
    BOOST_TEST((a.points == b.points));
    BOOST_TEST(a.tiebreaks == b.tiebreaks, boost::test_tools::per_element());
    BOOST_TEST(a.first_board_white == b.first_board_white);
    BOOST_TEST((a.acceleration == b.acceleration));
    BOOST_TEST(a.lots_seed == b.lots_seed);
    BOOST_REQUIRE_EQUAL(a.players.size(), b.players.size());
    for (std::size_t i = 0; i < a.players.size(); ++i) {
        const Player& p = a.players[i];
        const Player& q = b.players[i];
        BOOST_TEST(p.start_no == q.start_no);
        BOOST_TEST(p.name == q.name);
        BOOST_TEST(p.rating == q.rating);
        BOOST_TEST(p.title == q.title);
        BOOST_TEST(p.federation == q.federation);
        BOOST_TEST(p.fide_id == q.fide_id);
        BOOST_TEST(p.birth_year == q.birth_year);
        BOOST_TEST(p.birth_date == q.birth_date);
        BOOST_TEST((p.sex == q.sex));
        BOOST_TEST(p.withdrawn_from_round == q.withdrawn_from_round);
    }
    BOOST_REQUIRE_EQUAL(a.rounds.size(), b.rounds.size());
    for (std::size_t r = 0; r < a.rounds.size(); ++r) {
        BOOST_REQUIRE_EQUAL(a.rounds[r].games.size(), b.rounds[r].games.size());
        for (std::size_t g = 0; g < a.rounds[r].games.size(); ++g) {
            const Game& x = a.rounds[r].games[g];
            const Game& y = b.rounds[r].games[g];
            BOOST_TEST(x.board == y.board);
            BOOST_TEST(x.record == y.record);
            BOOST_REQUIRE_EQUAL(x.seats.size(), y.seats.size());
            for (std::size_t s = 0; s < x.seats.size(); ++s) {
                BOOST_TEST(x.seats[s].player == y.seats[s].player);
                BOOST_TEST((x.seats[s].outcome == y.seats[s].outcome));
            }
        }
        BOOST_REQUIRE_EQUAL(a.rounds[r].byes.size(), b.rounds[r].byes.size());
        for (std::size_t i = 0; i < a.rounds[r].byes.size(); ++i) {
            BOOST_TEST(a.rounds[r].byes[i].player == b.rounds[r].byes[i].player);
            BOOST_TEST((a.rounds[r].byes[i].kind == b.rounds[r].byes[i].kind));
        }
    }
    BOOST_REQUIRE_EQUAL(a.requested_byes.size(), b.requested_byes.size());
    BOOST_TEST((a.requested_byes[0].kind == b.requested_byes[0].kind));
    BOOST_TEST(a.requested_byes[0].player == b.requested_byes[0].player);
    BOOST_TEST((a.forbidden_pairs == b.forbidden_pairs));
    BOOST_REQUIRE_EQUAL(a.virtual_points.size(), b.virtual_points.size());
    BOOST_TEST((a.virtual_points[0].per_round == b.virtual_points[0].per_round));
}

static std::string refusalOf(const std::function<void()>& action) {
    try {
        action();
    } catch (const Refusal& refusal) {
        return refusal.what();
    }
    BOOST_FAIL("not refused");
    return {};
}

BOOST_AUTO_TEST_CASE(an_event_with_every_field_and_a_four_seat_game_survives_save_and_load) {
    QTemporaryDir dir;
    const QString path = dir.filePath("cup.tourney");
    const Event event = fullEvent();
    SqlEventStore(path).create(event);
    checkSame(event, SqlEventStore(path).load());
}

BOOST_AUTO_TEST_CASE(saving_twice_replaces_rather_than_adds) {
    QTemporaryDir dir;
    const QString path = dir.filePath("cup.tourney");
    SqlEventStore(path).create(fullEvent());
    SqlEventStore(path).update([](Event& event, tournament::EventLog&) {
        event.players.pop_back();
        event.rounds.clear();
    });
    const Event loaded = SqlEventStore(path).load();
    BOOST_TEST(loaded.players.size() == 5u);
    BOOST_TEST(loaded.rounds.empty());
}

BOOST_AUTO_TEST_CASE(a_change_that_throws_leaves_the_file_byte_for_byte_unchanged) {
    QTemporaryDir dir;
    const QString path = dir.filePath("cup.tourney");
    SqlEventStore(path).create(fullEvent());
    const QByteArray before = fileBytes(path);
    const std::string message = refusalOf([&] {
        Database database(path, Database::Open::Existing);
        database.transaction([&] {
            const Event stored = loadEvent(database);
            Event event = stored;
            event.players[0].name = "changed";
            saveEvent(database, event, &stored);  // written, then rolled back
            appendLog(database, {{"", "test", "never kept", {}}});
            throw Refusal("changed my mind");
        });
    });
    BOOST_TEST(message == "changed my mind");
    BOOST_TEST((fileBytes(path) == before));
}

BOOST_AUTO_TEST_CASE(a_save_the_schema_rejects_leaves_the_file_byte_for_byte_unchanged) {
    QTemporaryDir dir;
    const QString path = dir.filePath("cup.tourney");
    SqlEventStore(path).create(fullEvent());
    const QByteArray before = fileBytes(path);
    // Seats name players that are gone: the foreign keys refuse it at the database.
    const std::string message = refusalOf(
        [&] { SqlEventStore(path).update([](Event& event, tournament::EventLog&) { event.players.clear(); }); });
    BOOST_TEST(message.find("FOREIGN KEY") != std::string::npos);
    BOOST_TEST((fileBytes(path) == before));
}

// The full event stored, and a store that holds what it reads and writes, as `tourney serve`'s.
struct HeldCup {
    QTemporaryDir dir;
    QString path = dir.filePath("cup.tourney");
    HeldEvent held;
    SqlEventStore store{path, &held};
    HeldCup() { SqlEventStore(path).create(fullEvent()); }
};

// Issue 33: `tourney serve` keeps the event it wrote instead of reading it back; what it keeps is
// what a read gives, whatever order the change left games, byes and requested byes in.
BOOST_AUTO_TEST_CASE(a_store_holding_the_event_it_wrote_holds_what_a_read_gives_back) {
    HeldCup cup;
    const QString& path = cup.path;
    HeldEvent& held = cup.held;
    SqlEventStore& store = cup.store;
    const auto heldIsRead = [&](const char* after) {
        const std::shared_ptr<const Event> kept = held.at(SqlEventStore(path).revision());
        BOOST_TEST_REQUIRE(kept.get(), after);
        BOOST_TEST((*kept == SqlEventStore(path).load()), after);
    };
    store.update([](Event& event, tournament::EventLog&) {
        Round round;
        round.number = 2;
        round.games.push_back(Game{2, {{3, Outcome::Pending}, {4, Outcome::Pending}}, ""});
        round.games.push_back(Game{1, {{1, Outcome::Pending}, {2, Outcome::Pending}}, ""});
        round.byes = {{6, ByeKind::Absent}, {5, ByeKind::PairingAllocated}};
        event.rounds.push_back(round);
        event.requested_byes = {{4, 1, ByeKind::Half}, {3, 5, ByeKind::Full}, {3, 2, ByeKind::Zero}};
    });
    heldIsRead("a round paired out of order");
    store.update([](Event& event, tournament::EventLog& log) {
        event.rounds[1].games[0].seats[0].outcome = Outcome::Win;
        event.players[2].name = "Renamed";
        log.add("result", tournament::Message("a line"));
    });
    heldIsRead("a result and a name");
    store.update([](Event& event, tournament::EventLog&) { event.rounds.pop_back(); });
    heldIsRead("a round taken back");

    // Forbidden pairs come back in the order of their rows: read again, never guessed.
    store.update([](Event& event, tournament::EventLog&) {
        event.forbidden_pairs.insert(event.forbidden_pairs.begin(), {3, 4});
    });
    BOOST_TEST(!held.at(SqlEventStore(path).revision()));
    BOOST_TEST((store.load() == SqlEventStore(path).load()));
    heldIsRead("read again");
}

// Issue 33: what another process (the command line, another server) writes is a new revision:
// the held event is not taken for it, neither to read nor as the event a write changes.
BOOST_AUTO_TEST_CASE(a_held_event_gives_way_to_another_processs_write) {
    HeldCup cup;
    const QString& path = cup.path;
    HeldEvent& held = cup.held;
    SqlEventStore& store = cup.store;
    BOOST_TEST(store.load().info.city == "Dhaka");
    SqlEventStore(path).update([](Event& event, tournament::EventLog&) { event.info.city = "Chattogram"; });
    BOOST_TEST(store.load().info.city == "Chattogram");
    SqlEventStore(path).update([](Event& event, tournament::EventLog&) { event.players[0].rating = 2222; });
    store.update([](Event& event, tournament::EventLog&) { event.info.name = "Renamed Cup"; });
    const Event read = SqlEventStore(path).load();
    BOOST_TEST(read.players[0].rating == 2222);
    BOOST_TEST(read.info.name == "Renamed Cup");
    BOOST_TEST((*held.at(SqlEventStore(path).revision()) == read));
}

BOOST_AUTO_TEST_CASE(the_log_keeps_entries_in_order) {
    QTemporaryDir dir;
    const QString path = dir.filePath("cup.tourney");
    SqlEventStore(path).create(fullEvent());
    SqlEventStore(path).update([](Event&, tournament::EventLog& log) {
        log.add("result --force", tournament::Message("first"));
        log.add("result --force", tournament::Message("second"));
    });
    Database database(path, Database::Open::Existing);
    const auto log = readLog(database);
    BOOST_REQUIRE_EQUAL(log.size(), 2u);
    BOOST_TEST(log[0].message == "first");
    BOOST_TEST(log[1].message == "second");
    BOOST_TEST(log[0].command == "result --force");
}

BOOST_AUTO_TEST_CASE(a_file_from_a_newer_tourney_is_refused_and_left_alone) {
    QTemporaryDir dir;
    const QString path = dir.filePath("future.tourney");
    SqlEventStore(path).create(fullEvent());
    {
        Database database(path, Database::Open::Existing);
        BOOST_TEST(database.schemaVersion() == kSchemaVersion);
        database.execute("UPDATE schema_version SET version = ?", {kSchemaVersion + 1});
    }
    const QByteArray before = fileBytes(path);
    const std::string message = refusalOf([&] { SqlEventStore(path).load(); });
    BOOST_TEST(message.find("newer version of Tourney") != std::string::npos);
    BOOST_TEST(message.find(path.toStdString()) == 0);
    BOOST_TEST((fileBytes(path) == before));
}

BOOST_AUTO_TEST_CASE(files_that_are_not_event_files_are_refused_by_name) {
    QTemporaryDir dir;
    const QString text = dir.filePath("notes.txt");
    writeFile(text, "not a database\n");
    BOOST_TEST(refusalOf([&] { SqlEventStore(text).load(); }).find("not a Tourney event file") != std::string::npos);
    BOOST_TEST((fileBytes(text) == QByteArray("not a database\n")));

    const QString missing = dir.filePath("missing.tourney");
    BOOST_TEST(refusalOf([&] { SqlEventStore(missing).load(); }).find("no such event file") != std::string::npos);
    BOOST_TEST(!QFile::exists(missing));

    const QString other = dir.filePath("other.sqlite");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "other");
        db.setDatabaseName(other);
        BOOST_REQUIRE(db.open());
        QSqlQuery(db).exec("CREATE TABLE t (x INTEGER)");
        db.close();
    }
    QSqlDatabase::removeDatabase("other");
    BOOST_TEST(refusalOf([&] { SqlEventStore(other).load(); }).find("no schema_version table") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(creating_over_an_existing_file_is_refused) {
    QTemporaryDir dir;
    const QString path = dir.filePath("cup.tourney");
    writeFile(path, "keep me");
    BOOST_TEST(refusalOf([&] { SqlEventStore(path).create(fullEvent()); }).find("already exists") != std::string::npos);
    BOOST_TEST((fileBytes(path) == QByteArray("keep me")));
}
