// The served pages in headless Chromium (tests/web/check_pages.mjs): no horizontal overflow at
// 1200 and 390 pixels, a pairings line whole on a phone, the arbiter's grid by keyboard, and a
// bye, a forbidden pair, a prize and a category added in one browser seen in another (issue 33).
#include "node_checks.h"
#include "table_event.h"
#include "web_server_process.h"

#include <QRegularExpression>

using namespace tourney::testing;

namespace {

// A five-round Swiss of the demo's players, in `dir`: open.tourney, nothing paired.
QString demoOpen(const QTemporaryDir& dir) {
    const QString event = dir.filePath("open.tourney");
    mustRun({"new", event, "--name", "Dhaka Rapid Open", "--game", "chess", "--system", "swiss", "--rounds", "5"});
    mustRun({"player", "import", event, sourcePath("data/players.csv")});
    return event;
}

// The same with round 1 paired.
QString pairedOpen(const QTemporaryDir& dir) {
    const QString event = demoOpen(dir);
    mustRun({"pair", event});
    return event;
}

}  // namespace

BOOST_AUTO_TEST_CASE(pages_fit_a_phone_and_the_grid_takes_keys) {
    QTemporaryDir dir;
    const QString event = pairedOpen(dir);
    // Outside FIDE mode, which locks the forbidden pairs once round 1 is paired (C.04.2 1.5).
    mustRun({"fide-mode", event, "off", "--reason", "a club event"});
    Server server(event, dir.path());

    const int checks = nodeChecks(
        {"check_pages.mjs", QString::fromStdString(server.base()), Server::kToken, dir.path()});
    BOOST_TEST(checks == 2 * 6 + 2 * 2 + 1 + 4);
    BOOST_TEST(pairingsTsv(event, 1)[0].result == "1-0");  // entered with the key 1
    BOOST_TEST(QFile::exists(dir.filePath("_rounds_1-390.png")));
    const QString byes = mustRun({"bye", "list", event});
    BOOST_TEST(byes.startsWith("3\t2\t"), byes.toStdString());  // round 3, player 2
    BOOST_TEST(mustRun({"prize", "list", event}).contains("Best phone"));
}

// Issue 40, item 4: signed in on the server, a page from another port of the same host tries
// a text/plain form post and a no-cors fetch; both are refused and nothing is entered.
BOOST_AUTO_TEST_CASE(item_4_cross_origin_writes_are_refused_in_chromium) {
    QTemporaryDir dir;
    const QString event = pairedOpen(dir);
    Server server(event, dir.path());
    BOOST_TEST(nodeChecks({"cross_origin.mjs", QString::fromStdString(server.base()), Server::kToken}) == 3);
    for (const PairingLine& board : pairingsTsv(event, 1)) BOOST_TEST(board.result.isEmpty(), board.board);
}

// Issue 31, item 6: the grid by touch on a phone, any round corrected, the confirmation in plain
// words (tests/web/arbiter_touch.mjs).
BOOST_AUTO_TEST_CASE(item_6_the_grid_is_tapped_on_a_phone_and_any_round_corrected) {
    QTemporaryDir dir;
    const QString event = pairedOpen(dir);
    for (const PairingLine& board : pairingsTsv(event, 1))
        if (board.result.isEmpty()) mustRun({"result", event, "1", QString::number(board.board), "1-0"});
    mustRun({"pair", event});
    const QString corrected = pairingsTsv(event, 1)[1].result == "1-0" ? "0-1" : "1-0";
    Server server(event, dir.path());
    BOOST_TEST(nodeChecks({"arbiter_touch.mjs", QString::fromStdString(server.base()), Server::kToken}) == 3);
    BOOST_TEST(pairingsTsv(event, 2)[0].result == "0-1");      // tapped
    BOOST_TEST(pairingsTsv(event, 1)[1].result == corrected);  // round 1, board 2, confirmed
    BOOST_TEST(mustRun({"log", event}).contains("round 1 board 2"));
}

// Issue 31, item 5: served in Bengali, a draw (½-½) and half points stay on one line on a
// phone (tests/web/bengali_draw.mjs); the pairings, a player's page and the standings.
BOOST_AUTO_TEST_CASE(item_5_a_bengali_draw_does_not_break_at_390_pixels) {
    QTemporaryDir dir;
    const QString event = pairedOpen(dir);
    for (const PairingLine& board : pairingsTsv(event, 1))
        if (board.result.isEmpty())
            mustRun({"result", event, "1", QString::number(board.board), board.board == 1 ? "1/2-1/2" : "1-0"});
    Server server(event, dir.path(), {"--lang", "bn", "--digits", "bengali"});
    BOOST_TEST(nodeChecks({"bengali_draw.mjs", QString::fromStdString(server.base())}) == 3);
}

// Issue 33: a table's game record uploaded in the application (tests/web/table_record.mjs):
// game 4 of the shared Chaturaji fixtures (Result "4 11 3 13") at round 1's table 1, seated as
// the record says, stored with the points the engine gives.
BOOST_AUTO_TEST_CASE(issue_33_a_tables_game_record_is_uploaded_in_the_application) {
    const RecordedTable table;
    const QString& event = table.event;
    Server server(event, table.dir.path());
    BOOST_TEST(nodeChecks({"table_record.mjs", QString::fromStdString(server.base()), Server::kToken, "record",
                           table.record}) == 1);
    BOOST_TEST(mustRun({"pairings", event, "--round", "1", "--format", "tsv"}).contains("4-11-3-13"));
}

// Issue 36: the hall's screen in headless Chromium (tests/web/projector.mjs) at 1920x1080 and
// 1280x720: every slide fits and comes by itself, a result entered through the API shows
// without a reload, and the Bengali screen speaks Bengali with Bengali digits.
BOOST_AUTO_TEST_CASE(issue_36_the_projector_turns_its_slides_and_follows_the_event) {
    QTemporaryDir dir;
    const QString event = pairedOpen(dir);
    Server server(event, dir.path());
    BOOST_TEST(nodeChecks({"projector.mjs", QString::fromStdString(server.base()), Server::kToken, "open"}) == 4);
    BOOST_TEST(pairingsTsv(event, 1)[0].result == "0-1");  // the result the script entered
}

// Issue 36: the public registration form in headless Chromium (tests/web/registration.mjs): it
// fits a phone, a script typed as a name is refused and never run, an entry is received with
// JavaScript on and off, and the arbiter's application approves one with a click.
BOOST_AUTO_TEST_CASE(issue_36_the_registration_form_in_a_browser) {
    QTemporaryDir dir;
    const QString event = demoOpen(dir);
    const QString closes = QDateTime::currentDateTime().addDays(1).toString("yyyy-MM-dd HH:mm");
    mustRun({"registration", event, "open", "--closes", closes});
    Server server(event, dir.path());
    BOOST_TEST(nodeChecks({"registration.mjs", QString::fromStdString(server.base()), Server::kToken, "open"}) == 5);
    const QString list = mustRun({"registration", event, "list", "--format", "csv"});
    BOOST_TEST(list.contains("Karim, Abdul"), list.toStdString());
    BOOST_TEST(mustRun({"player", "list", event}).contains("Karim, Abdul"));
}
