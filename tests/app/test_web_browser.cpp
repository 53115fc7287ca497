// The served pages in headless Chromium (tests/web/check_pages.mjs): no horizontal overflow at
// 1200 and 390 pixels, a pairings line whole on a phone, the arbiter's grid by keyboard, and a
// bye, a forbidden pair, a prize and a category added in one browser seen in another (issue 33).
#include "node_checks.h"
#include "table_event.h"
#include "web_server_process.h"

#include <QFileInfo>
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

// A folder of two Swiss events of the demo's players, "open" (round 1 paired) and "cup", and the
// account of an organiser, "organiser", as the first page's tests of issue 34 start from.
void openAndCupWithAnOrganiser(const QTemporaryDir& dir) {
    for (const char* id : {"open", "cup"}) {
        const QString event = dir.filePath(QString(id) + ".tourney");
        mustRun({"new", event, "--name", id, "--game", "chess", "--system", "swiss", "--rounds", "5"});
        mustRun({"player", "import", event, sourcePath("data/players.csv")});
    }
    mustRun({"pair", dir.filePath("open.tourney")});
    addAccount(dir.path(), "organiser", "organiser", "", "organiser's password");
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

// Issue 36: the desk's check-in on a tablet (tests/web/check_in.mjs): a name searched and
// tapped, a start number and Enter, a tap back to not present, another desk's check-in shown
// without a reload, a phone's width, Bengali; the event's list then says what was tapped.
BOOST_AUTO_TEST_CASE(issue_36_players_are_checked_in_on_a_tablet) {
    QTemporaryDir dir;
    const QString event = demoOpen(dir);
    Server server(event, dir.path());
    BOOST_TEST(nodeChecks({"check_in.mjs", QString::fromStdString(server.base()), Server::kToken, "open"}) == 7);
    const QStringList list = mustRun({"checkin", event, "--list", "--format", "tsv"}).split('\n', Qt::SkipEmptyParts);
    BOOST_TEST(list.filter(QRegularExpression("\tpresent$")).size() == 2, list.join('\n').toStdString());
    BOOST_TEST(list.filter(QRegularExpression("Müller.*\tabsent$")).size() == 1, list.join('\n').toStdString());
    BOOST_TEST(list.filter(QRegularExpression("\tnot checked in$")).size() == 7, list.join('\n').toStdString());
}

// Issue 33: a prize table imported from a CSV file and copied from another event of the folder
// in the application (tests/web/prize_table.mjs); the event then holds last year's table alone.
BOOST_AUTO_TEST_CASE(issue_33_a_prize_table_is_imported_and_copied_in_the_application) {
    QTemporaryDir dir;
    const QString event = dir.filePath("open.tourney");
    mustRun({"new", event, "--name", "Dhaka Rapid Open", "--game", "chess", "--system", "swiss", "--rounds", "5"});
    const QString last_year = dir.filePath("open-2025.tourney");
    mustRun(
        {"new", last_year, "--name", "Dhaka Rapid Open 2025", "--game", "chess", "--system", "swiss", "--rounds", "5"});
    mustRun({"category", "add", last_year, "Women", "--rule", "women"});
    mustRun({"prize", "add", last_year, "Best woman", "1500", "--category", "Women"});
    Server server(dir.path(), dir.path());
    BOOST_TEST(nodeChecks({"prize_table.mjs", QString::fromStdString(server.base()), Server::kToken, "open",
                           "open-2025"}) == 4);
    const QStringList table = mustRun({"prize", "list", event, "--format", "tsv"}).split('\n', Qt::SkipEmptyParts);
    BOOST_TEST(table.size() == 2, table.join('\n').toStdString());  // the header and Best woman
    BOOST_TEST(table.last().contains("Best woman\tWomen"), table.join('\n').toStdString());
}

// Issue 36: entry fees in the application (tests/web/fees.mjs): the fee and a women's discount
// set, a row that owes taken into the payment form and paid, the same payment again refused;
// the command line's treasurer's list then has the one payment, taken by the token's holder.
BOOST_AUTO_TEST_CASE(issue_36_fees_are_set_and_paid_in_the_application) {
    QTemporaryDir dir;
    const QString event = demoOpen(dir);
    Server server(event, dir.path());
    BOOST_TEST(nodeChecks({"fees.mjs", QString::fromStdString(server.base()), Server::kToken, "open"}) == 3);
    const QStringList list = mustRun({"fee", "list", event, "--format", "tsv"}).split('\n', Qt::SkipEmptyParts);
    BOOST_TEST(list.filter("700 bkash").size() == 1, list.join('\n').toStdString());
    BOOST_TEST(list.last().startsWith("\tTotal\t\t8800\t700\t8100"), list.join('\n').toStdString());
}

// Issue 36: "will this be rated?" in the application (tests/web/rated.mjs): what is missing
// listed, a bad FIDE id refused by its field, the details saved; the command line's check then
// finds the rate of play and the arbiter met.
BOOST_AUTO_TEST_CASE(issue_36_the_rated_event_check_is_answered_in_the_application) {
    QTemporaryDir dir;
    const QString event = demoOpen(dir);
    Server server(event, dir.path());
    BOOST_TEST(nodeChecks({"rated.mjs", QString::fromStdString(server.base()), Server::kToken, "open"}) == 3);
    const QString check = runTourney({"check-rated", event, "--format", "tsv"}).out;  // exits 3: not all met
    BOOST_TEST(check.contains("rate of play\tB.02 1.1\tmet"), check.toStdString());
    BOOST_TEST(check.contains("arbiter\tB.02 0.3\tmet"), check.toStdString());
}

// Issue 36: an event in sections in the application (tests/web/sections.mjs): its sections
// listed with the folder's events, a player moved from B to A on a phone, a name the section
// lacks refused; the sections' events then hold the player where he was moved.
BOOST_AUTO_TEST_CASE(issue_36_a_player_is_moved_between_sections_in_the_application) {
    QTemporaryDir dir;
    const QString open = openInTwoSections(dir);
    Server server(open, open);
    BOOST_TEST(nodeChecks({"sections.mjs", QString::fromStdString(server.base()), Server::kToken}) == 3);
    BOOST_TEST(mustRun({"player", "list", open + "/A.tourney", "--format", "tsv"}).contains("Sen, Rupa"));
    BOOST_TEST(!mustRun({"player", "list", open + "/B.tourney", "--format", "tsv"}).contains("Sen, Rupa"));
}

// Issue 34: accounts and roles in the application (tests/web/roles.mjs): the organiser lists
// the accounts, gives a role and creates an account from the page; a deputy is offered only
// what his role allows. The accounts then hold what the page gave.
BOOST_AUTO_TEST_CASE(issue_34_the_organiser_appoints_arbiters_and_a_deputy_sees_his_part) {
    QTemporaryDir dir;
    openAndCupWithAnOrganiser(dir);
    addAccount(dir.path(), "deputy", "deputy-arbiter", "open", "deputy's password");
    Server server(dir.path(), dir.path());
    BOOST_TEST(nodeChecks({"roles.mjs", QString::fromStdString(server.base())}) == 4);
    BOOST_TEST(mustRun({"user", "list", "clerk", "--server", dir.path()}) == "deputy-arbiter\topen\n");
    const QString deputy = mustRun({"user", "list", "deputy", "--server", dir.path()});
    BOOST_TEST(deputy.contains("chief-arbiter\tcup\n"), deputy.toStdString());
}

// Issue 34: events archived, restored and deleted from the application's first page
// (tests/web/event_lifetime.mjs): the files then hold what the page did.
BOOST_AUTO_TEST_CASE(issue_34_an_organiser_archives_restores_and_deletes_events_from_the_page) {
    QTemporaryDir dir;
    openAndCupWithAnOrganiser(dir);
    Server server(dir.path(), dir.path());
    BOOST_TEST(nodeChecks({"event_lifetime.mjs", QString::fromStdString(server.base())}) == 4);
    const QString log = mustRun({"log", dir.filePath("open.tourney")});
    BOOST_TEST(log.contains("[organiser] archive: "), log.toStdString());
    BOOST_TEST(log.contains("[organiser] restore: "), log.toStdString());
    BOOST_TEST(!QFileInfo::exists(dir.filePath("cup.tourney")));
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
