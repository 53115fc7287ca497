// `tourney serve` as readers and arbiters use it: pages always current and escaped, the JSON
// API, writes only with the arbiter's token, and simultaneous arbiters on one round.
#include "app/sql_account_store.h"
#include "web_server_process.h"

#include <QFileInfo>
#include <QRegularExpression>

#include <array>
#include <thread>

using namespace tourney::testing;

namespace {

// A Swiss event of 32 players with round 1 paired: 16 boards.
struct ServedEvent {
    QTemporaryDir dir;
    QString event = dir.filePath("open.tourney");
    ServedEvent() {
        mustRun({"new", event, "--name", "Open <script>alert(1)</script> & Co", "--game", "chess", "--system", "swiss",
                 "--rounds", "5"});
        QByteArray csv = "name,rating\n";
        for (int i = 1; i <= 32; ++i)
            csv += QString("\"Player %1, <b>Test</b>\",%2\n").arg(i).arg(2400 - 10 * i).toUtf8();
        writeFile(dir.filePath("players.csv"), csv);
        mustRun({"player", "import", event, dir.filePath("players.csv")});
        mustRun({"pair", event});
    }
};

const std::string kBearer = std::string("Authorization: Bearer ") + Server::kToken;
const std::string kJson = "Content-Type: application/json";  // JSON writes only as JSON (issue 40, item 4)

}  // namespace

BOOST_AUTO_TEST_CASE(public_pages_are_current_and_escape_what_players_typed) {
    ServedEvent e;
    Server server(e.event, e.dir.path());
    for (const char* path : {"/", "/players", "/alphabetical", "/ratings", "/rounds/1", "/players/3", "/style.css",
                             "/pdf/pairings", "/pdf/startlist", "/pdf/ratings"})
        BOOST_TEST(http(server.port, "GET", path).status == 200, path);
    BOOST_TEST(http(server.port, "GET", "/rounds/2").status == 404);
    BOOST_TEST(http(server.port, "GET", "/standings").status == 200);
    const std::string round = http(server.port, "GET", "/rounds/1").body;
    BOOST_TEST(round.find("<script>alert") == std::string::npos);
    BOOST_TEST(round.find("&lt;b&gt;Test&lt;/b&gt;") != std::string::npos);
    BOOST_TEST(http(server.port, "GET", "/pdf/pairings").head.find("application/pdf") != std::string::npos);

    // A result entered by the command line shows at once: the server keeps nothing stale.
    mustRun({"result", e.event, "1", "1", "1-0"});
    BOOST_TEST(http(server.port, "GET", "/api/rounds/1").body.find("\"result\": \"1-0\"") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(writes_need_the_arbiter_s_token_and_change_nothing_without_it) {
    ServedEvent e;
    Server server(e.event, e.dir.path());
    const QByteArray before = fileBytes(e.event);
    BOOST_TEST(http(server.port, "POST", "/api/rounds/1/boards/1/result", R"({"result":"1-0"})").status == 401);
    BOOST_TEST(http(server.port, "POST", "/api/rounds/1/boards/1/result", R"({"result":"1-0"})",
                    {"Authorization: Bearer wrong"})
                   .status == 401);
    BOOST_TEST(http(server.port, "POST", "/api/rounds").status == 401);
    BOOST_TEST(http(server.port, "GET", "/arbiter").status == 303);  // to the login form
    BOOST_TEST((fileBytes(e.event) == before));

    const HttpAnswer entered = http(server.port, "POST", "/api/rounds/1/boards/1/result", R"({"result":"1-0"})",
                                    {kBearer, kJson});
    BOOST_TEST(entered.status == 200, entered.body);
    BOOST_TEST(entered.body.find("\"result\":\"1-0\"") != std::string::npos, entered.body);
    const HttpAnswer again = http(server.port, "POST", "/api/rounds/1/boards/1/result", R"({"result":"0-1"})",
                                  {kBearer, kJson});
    BOOST_TEST(again.status == 409);
    BOOST_TEST(again.body.find("\"force\":true") != std::string::npos, again.body);
    BOOST_TEST(
        http(server.port, "POST", "/api/rounds/1/boards/1/result", R"({"result":"0-1","force":true})", {kBearer, kJson})
            .status == 200);
    const HttpAnswer bad = http(server.port, "POST", "/api/rounds/1/boards/99/result", R"({"result":"1-0"})",
                                {kBearer, kJson});
    BOOST_TEST(bad.status == 404);  // a board the round does not have
    BOOST_TEST(bad.body.find("\"field\":\"board\"") != std::string::npos, bad.body);
    BOOST_TEST(
        http(server.port, "POST", "/api/rounds/7/boards/1/result", R"({"result":"1-0"})", {kBearer, kJson}).status ==
        404);

    const HttpAnswer login = http(server.port, "POST", "/login", std::string("token=") + Server::kToken,
                                  {"Content-Type: application/x-www-form-urlencoded"});
    BOOST_TEST(login.status == 303);
    BOOST_TEST(login.head.find("HttpOnly; SameSite=Strict") != std::string::npos);
    BOOST_TEST(
        http(server.port, "GET", "/arbiter", {}, {std::string("Cookie: tourney_token=") + Server::kToken}).status ==
        200);
    BOOST_TEST(http(server.port, "POST", "/login", "token=nope").status == 401);
}

// Issue 31, item 6: a confirmation the page can ask in its own words (no "--force"), and a
// server started without a token that says it is read-only instead of asking for one.
BOOST_AUTO_TEST_CASE(item_6_confirmations_speak_no_command_line_and_read_only_is_said) {
    ServedEvent e;
    {
        Server server(e.event, e.dir.path());
        BOOST_TEST(http(server.port, "POST", "/api/rounds/1/boards/1/result", R"({"result":"1-0"})", {kBearer, kJson})
                       .status == 200);
        const HttpAnswer again = http(server.port, "POST", "/api/rounds/1/boards/1/result", R"({"result":"0-1"})",
                                      {kBearer, kJson});
        BOOST_TEST(again.status == 409);
        BOOST_TEST(again.body.find("\"action\":\"replace it\"") != std::string::npos, again.body);
        BOOST_TEST(again.body.find("round 1 board 1 already has a result (1-0)") != std::string::npos, again.body);
        BOOST_TEST(again.body.find("--force") == std::string::npos, again.body);
        // Any round of the grid, not only the last: links to each paired round.
        const HttpAnswer grid = http(server.port, "GET", "/arbiter?round=1", {},
                                     {std::string("Cookie: tourney_token=") + Server::kToken});
        BOOST_TEST(grid.body.find("data-result=\"1-0\"") != std::string::npos);  // a button to tap
        BOOST_TEST(grid.body.find("aria-current=\"page\">1<") != std::string::npos);
    }
    // The command line says the same refusal with its own way to confirm.
    const CommandRun cli = runTourney({"result", e.event, "1", "1", "0-1"});
    BOOST_TEST(cli.err.contains("round 1 board 1 already has a result (1-0); give --force to replace it"), cli.err);

    Server read_only(e.event, e.dir.path(), {}, {}, false);
    BOOST_TEST(QString::fromUtf8(read_only.process.readAllStandardOutput()).contains("read-only"));
    const HttpAnswer login = http(read_only.port, "GET", "/login");
    BOOST_TEST(login.body.find("read-only") != std::string::npos, login.body);
    BOOST_TEST(login.body.find("name=\"token\"") == std::string::npos, login.body);
    BOOST_TEST(
        http(read_only.port, "POST", "/api/rounds/1/boards/2/result", R"({"result":"1-0"})", {kBearer, kJson}).status ==
        401);
}

// Issue 30: pairing the next round before every result is in is a refusal (422) that names the
// boards still lacking one, not a server failure (500), and pairs nothing.
BOOST_AUTO_TEST_CASE(pairing_before_every_result_is_refused_naming_the_boards) {
    ServedEvent e;
    QByteArray results;
    for (int board = 1; board <= 14; ++board) results += QByteArray::number(board) + " 1-0\n";
    writeFile(e.dir.filePath("results.txt"), results);
    mustRun({"result", e.event, "1", "--file", e.dir.filePath("results.txt")});
    Server server(e.event, e.dir.path());
    const QByteArray before = fileBytes(e.event);
    const HttpAnswer refused = http(server.port, "POST", "/api/rounds", {}, {kBearer});
    BOOST_TEST(refused.status == 422, refused.body);
    BOOST_TEST(refused.body.find("round 1 still lacks results on boards 15, 16") != std::string::npos, refused.body);
    BOOST_TEST((fileBytes(e.event) == before));
    // /api/event says the same, and changes its answer with the last two results.
    BOOST_TEST(http(server.port, "GET", "/api/event").body.find(R"("last_round_complete": false)") !=
               std::string::npos);
    mustRun({"result", e.event, "1", "15", "1-0"});
    mustRun({"result", e.event, "1", "16", "0-1"});
    BOOST_TEST(http(server.port, "GET", "/api/event").body.find(R"("last_round_complete": true)") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(sixteen_arbiters_at_once_store_all_sixteen_boards) {
    ServedEvent e;
    Server server(e.event, e.dir.path());
    std::vector<int> statuses(16);
    std::vector<std::thread> arbiters;
    for (int board = 1; board <= 16; ++board)
        arbiters.emplace_back([&, board] {
            statuses[board - 1] = http(server.port, "POST", "/api/rounds/1/boards/" + std::to_string(board) + "/result",
                                       board % 2 ? R"({"result":"1-0"})" : R"({"result":"1/2-1/2"})", {kBearer, kJson})
                                      .status;
        });
    for (std::thread& arbiter : arbiters) arbiter.join();
    for (int status : statuses) BOOST_TEST(status == 200);
    for (const PairingLine& board : pairingsTsv(e.event, 1))
        BOOST_TEST(board.result == (board.board % 2 ? "1-0" : "1/2-1/2"));
    // The round is complete: the arbiter pairs the next one through the server.
    const HttpAnswer paired = http(server.port, "POST", "/api/rounds", {}, {kBearer, kJson});
    BOOST_TEST(paired.status == 200, paired.body);
    BOOST_TEST(pairingsTsv(e.event, 2).size() == 16u);
}

namespace {

// An event of `players` players in `folder` as ID.tourney, with the facts the index shows.
QString indexedEvent(const QTemporaryDir& folder, const QString& id, const QStringList& facts, int players) {
    const QString event = folder.filePath(id + ".tourney");
    mustRun(QStringList{"new", event, "--game", "chess", "--system", "swiss", "--rounds", "3"} + facts);
    QByteArray csv = "name,rating\n";
    for (int i = 1; i <= players; ++i) csv += QString("P%1 %2,%3\n").arg(id).arg(i).arg(2000 - i).toUtf8();
    writeFile(folder.filePath(id + ".csv"), csv);
    if (players > 0) mustRun({"player", "import", event, folder.filePath(id + ".csv")});
    return event;
}

// The events of an index page, by the links to their pages, in the page's order.
std::string indexedIds(int port, const std::string& query) {
    const HttpAnswer index = http(port, "GET", "/events/" + query);
    BOOST_TEST(index.status == 200, query);
    std::string ids;
    static const QRegularExpression link("<a href=\"/events/([A-Za-z0-9_-]+)/\">");
    for (const auto& match : link.globalMatch(QString::fromStdString(index.body)))
        ids += match.captured(1).toStdString() + " ";
    return ids;
}

}  // namespace

// Issue 34, the live feed: a round's pairings and results as TRF and as the API's JSON at stable
// addresses, for anyone, with ETag and Last-Modified; a client whose copy is current gets 304 and
// no body. A round's TRF stays what it was once later rounds are paired, and so does its ETag;
// the round's page links its feed.
BOOST_AUTO_TEST_CASE(issue_34_a_round_s_live_feed_is_trf_and_json_with_validators) {
    QTemporaryDir dir;
    const QString event = indexedEvent(dir, "club", {"--name", "Club"}, 4);
    mustRun({"pair", event});
    Server server(event, dir.path());
    const HttpAnswer first = http(server.port, "GET", "/feed/club/rounds/1.trf");  // no token
    BOOST_TEST(first.status == 200, first.body);
    // One TRF writer: the export's file, less the log the export adds in FIDE mode (### lines).
    const std::string exported = http(server.port, "GET", "/api/events/club/export/trf").body;
    BOOST_TEST(first.body == trfRecords(QByteArray::fromStdString(exported)).toStdString());
    BOOST_TEST(first.body.find("012 Club") != std::string::npos, first.body);
    const std::string etag = headerValue(first, "ETag"), modified = headerValue(first, "Last-Modified");
    BOOST_TEST(etag.size() > 2u);
    BOOST_TEST(modified.find(" GMT") != std::string::npos, first.head);
    const HttpAnswer current = http(server.port, "GET", "/feed/club/rounds/1.trf", {}, {"If-None-Match: " + etag});
    BOOST_TEST(current.status == 304);
    BOOST_TEST(current.body.empty());
    BOOST_TEST(headerValue(current, "ETag") == etag);
    BOOST_TEST(http(server.port, "GET", "/feed/club/rounds/1.trf", {}, {"If-Modified-Since: " + modified}).status ==
               304);
    BOOST_TEST(
        http(server.port, "GET", "/feed/club/rounds/1.trf", {}, {"If-Modified-Since: Sat, 01 Jan 2000 00:00:00 GMT"})
            .status == 200);
    BOOST_TEST(http(server.port, "GET", "/feed/club/rounds/1.trf", {}, {"If-None-Match: \"other\""}).status == 200);

    // A result: the round's feeds change, and the copy held before is no longer current.
    mustRun({"result", event, "1", "1", "1-0"});
    const HttpAnswer entered = http(server.port, "GET", "/feed/club/rounds/1.trf", {}, {"If-None-Match: " + etag});
    BOOST_TEST(entered.status == 200);
    BOOST_TEST(headerValue(entered, "ETag") != etag);
    const HttpAnswer json = http(server.port, "GET", "/feed/club/rounds/1.json");
    BOOST_TEST(json.status == 200);
    BOOST_TEST(json.body == http(server.port, "GET", "/api/events/club/rounds/1").body);
    BOOST_TEST(json.body.find("\"result\": \"1-0\"") != std::string::npos, json.body);

    // Round 2 paired: round 1's TRF is the event as it stood, its ETag as before.
    mustRun({"result", event, "1", "2", "0-1"});
    const HttpAnswer complete = http(server.port, "GET", "/feed/club/rounds/1.trf");
    const HttpAnswer whole_before = http(server.port, "GET", "/feed/club/event.trf");
    mustRun({"pair", event});
    const HttpAnswer kept = http(server.port, "GET", "/feed/club/rounds/1.trf", {},
                                 {"If-None-Match: " + headerValue(complete, "ETag")});
    BOOST_TEST(kept.status == 304);
    BOOST_TEST(headerValue(kept, "Last-Modified") == headerValue(complete, "Last-Modified"));
    BOOST_TEST(complete.body == whole_before.body);
    const HttpAnswer whole = http(server.port, "GET", "/feed/club/event.trf");
    BOOST_TEST(whole.body != whole_before.body);
    BOOST_TEST(whole.body == http(server.port, "GET", "/feed/club/rounds/2.trf").body);

    const HttpAnswer unpaired = http(server.port, "GET", "/feed/club/rounds/3.json");
    BOOST_TEST(unpaired.status == 404);
    BOOST_TEST(unpaired.body.find("\"field\":\"round\"") != std::string::npos, unpaired.body);
    BOOST_TEST(http(server.port, "GET", "/feed/nothing/event.trf").status == 404);
    const std::string page = http(server.port, "GET", "/rounds/2").body;
    BOOST_TEST(page.find("href=\"/feed/club/rounds/2.trf\"") != std::string::npos, page);
    BOOST_TEST(page.find("href=\"/feed/club/rounds/2.json\"") != std::string::npos, page);
}

// Issue 34, many events: a folder's index lists its events as running, upcoming and finished,
// from their dates and rounds, and finds them by name, place, date, federation, game and stage
// from a query string; every event's pages and PDFs are under /events/ID/, linked there; an
// event that does not exist is a page saying so, 404, in the server's language.
BOOST_AUTO_TEST_CASE(issue_34_a_folder_s_index_lists_its_events_by_stage_and_finds_them) {
    QTemporaryDir dir;
    const QString running = indexedEvent(
        dir, "dhaka",
        {"--name", "Dhaka <Open>", "--city", "Dhaka", "--federation", "BAN", "--start-date", "2001-03-01"}, 4);
    mustRun({"pair", running});
    indexedEvent(dir, "cup",
                 {"--name", "Winter Cup", "--city", "Sylhet", "--federation", "BAN", "--start-date", "2001-01-05",
                  "--end-date", "2001-01-09"},
                 0);
    indexedEvent(dir, "later",
                 {"--name", "Rapid 2099", "--city", "Chattogram", "--federation", "IND", "--start-date", "2099-02-01",
                  "--end-date", "2099-02-03"},
                 0);
    writeFile(dir.filePath("broken.tourney"), "not an event");
    Server server(dir.path(), dir.path());

    // Running first, then upcoming, then finished; the file that is no event is left out.
    BOOST_TEST(indexedIds(server.port, "") == "dhaka later cup ");
    const std::string index = http(server.port, "GET", "/events").body;
    BOOST_TEST(index.find("Dhaka &lt;Open&gt;") != std::string::npos, index);
    BOOST_TEST(index.find("<h2 id=\"finished\">") != std::string::npos, index);
    BOOST_TEST(indexedIds(server.port, "?q=winter") == "cup ");
    BOOST_TEST(indexedIds(server.port, "?q=sylh") == "cup ");
    BOOST_TEST(indexedIds(server.port, "?place=Chattogram") == "later ");
    BOOST_TEST(indexedIds(server.port, "?federation=ban") == "dhaka cup ");
    BOOST_TEST(indexedIds(server.port, "?date=2001-01-07") == "cup ");
    BOOST_TEST(indexedIds(server.port, "?date=2099") == "later ");
    BOOST_TEST(indexedIds(server.port, "?game=draughts") == "");
    BOOST_TEST(indexedIds(server.port, "?game=chess&stage=upcoming") == "later ");
    BOOST_TEST(indexedIds(server.port, "?name=Rapid+2099") == "later ");

    for (const char* path :
         {"/events/dhaka/", "/events/dhaka", "/events/dhaka/players", "/events/dhaka/rounds/1",
          "/events/dhaka/players/2", "/events/dhaka/standings", "/events/dhaka/pdf/pairings", "/events/cup/players"})
        BOOST_TEST(http(server.port, "GET", path).status == 200, path);
    BOOST_TEST(http(server.port, "GET", "/events/dhaka/rounds/2").status == 404);
    BOOST_TEST(http(server.port, "GET", "/events/dhaka/nothing").status == 404);
    const std::string round = http(server.port, "GET", "/events/dhaka/rounds/1").body;
    BOOST_TEST(round.find("href=\"/events/dhaka/standings\"") != std::string::npos, round);
    BOOST_TEST(round.find("href=\"/feed/dhaka/rounds/1.trf\"") != std::string::npos, round);
    BOOST_TEST(round.find("href=\"/standings\"") == std::string::npos, round);  // no link to the root's pages
    const HttpAnswer missing = http(server.port, "GET", "/events/nothing/standings");
    BOOST_TEST(missing.status == 404);
    BOOST_TEST(headerValue(missing, "Content-Type").find("text/html") == 0u, missing.head);
    BOOST_TEST(missing.body.find("no event named &#39;nothing&#39;") != std::string::npos, missing.body);
    BOOST_TEST(http(server.port, "GET", "/events/nothing/pdf/pairings").status == 404);
    // The root's pages of a server of one event lead a folder's reader to the index.
    for (const char* path : {"/standings", "/rounds/1", "/pdf/pairings"}) {
        const HttpAnswer root = http(server.port, "GET", path);
        BOOST_TEST(root.status == 303, path);
        BOOST_TEST(headerValue(root, "Location") == "/events/", path);
    }

    Server bengali(dir.path(), dir.path(), {"--lang", "bn"});
    const HttpAnswer said = http(bengali.port, "GET", "/events/nothing/");
    BOOST_TEST(said.status == 404);
    BOOST_TEST(said.body.find("নামে কোনো প্রতিযোগিতা নেই") != std::string::npos, said.body);
    BOOST_TEST(said.body.find("<html lang=\"bn\"") != std::string::npos, said.body);
}

// The one event a server is given keeps its pages at the root, and has them under /events/ID/
// too, as an event of a folder has.
BOOST_AUTO_TEST_CASE(issue_34_the_one_event_served_is_under_its_id_too) {
    QTemporaryDir dir;
    const QString event = indexedEvent(dir, "club", {"--name", "Club"}, 4);
    mustRun({"pair", event});
    Server server(event, dir.path());
    BOOST_TEST(http(server.port, "GET", "/rounds/1").status == 200);
    const HttpAnswer under_id = http(server.port, "GET", "/events/club/rounds/1");
    BOOST_TEST(under_id.status == 200);
    BOOST_TEST(under_id.body.find("href=\"/events/club/players\"") != std::string::npos, under_id.body);
    BOOST_TEST(indexedIds(server.port, "") == "club ");
    BOOST_TEST(http(server.port, "GET", "/events/other/").status == 404);
}

namespace {

// POST /api/login; the answer, its session cookie ("tourney_session=..." or empty).
std::pair<HttpAnswer, std::string> signIn(int port, const std::string& name, const std::string& password) {
    const HttpAnswer answer = http(port, "POST", "/api/login",
                                   R"({"name":")" + name + R"(","password":")" + password + R"("})", {kJson});
    const std::string cookie = headerValue(answer, "Set-Cookie");
    return {answer, cookie.substr(0, cookie.find(';'))};
}

// Two events of a federation's folder, round 1 of "open" paired, and a deputy arbiter and a
// chief arbiter of "open".
struct FederationFolder {
    QTemporaryDir dir;
    QString open = indexedEvent(dir, "open", {"--name", "Open"}, 8);
    QString cup = indexedEvent(dir, "cup", {"--name", "Cup"}, 4);
    FederationFolder() {
        mustRun({"pair", open});
        mustRun({"pair", cup});
        addAccount(dir.path(), "deputy", "deputy-arbiter", "open", "deputy's password");
        addAccount(dir.path(), "chief", "chief-arbiter", "open", "chief's password");
    }
};

}  // namespace

// Issue 34, accounts and roles over HTTP: what a deputy arbiter may not do is 403 and changes
// nothing; a wrong password is 401; a write from another site is 403; an event the server does
// not have is 404; every write's log line names who made it; the arbiter's token still works.
BOOST_AUTO_TEST_CASE(issue_34_a_deputy_enters_results_and_is_refused_the_rest_with_the_right_status) {
    FederationFolder f;
    Server server(f.dir.path(), f.dir.path());
    const std::string own = "Origin: http://127.0.0.1:" + std::to_string(server.port);

    const auto [wrong, no_cookie] = signIn(server.port, "deputy", "not the password");
    BOOST_TEST(wrong.status == 401, wrong.body);
    BOOST_TEST(no_cookie.empty());
    const auto [signed_in, deputy] = signIn(server.port, "deputy", "deputy's password");
    BOOST_TEST(signed_in.status == 200, signed_in.body);
    BOOST_TEST(headerValue(signed_in, "Set-Cookie").find("; HttpOnly; SameSite=Strict") != std::string::npos);
    BOOST_TEST(deputy.size() == std::string("tourney_session=").size() + 64);
    const std::string cookie = "Cookie: " + deputy;

    const HttpAnswer result = http(server.port, "POST", "/api/events/open/rounds/1/boards/1/result",
                                   R"({"result":"1-0"})", {cookie, own, kJson});
    BOOST_TEST(result.status == 200, result.body);
    BOOST_TEST(mustRun({"log", f.open}).contains("[deputy] result: round 1 board 1: 1-0"));

    // Pairings are the deputy's too: round 1 taken back and paired again.
    BOOST_TEST(http(server.port, "DELETE", "/api/events/open/rounds/last?force=true", {}, {cookie, own}).status == 200);
    BOOST_TEST(http(server.port, "POST", "/api/events/open/rounds", {}, {cookie, own, kJson}).status == 201);

    const QByteArray open_paired = fileBytes(f.open), cup_before = fileBytes(f.cup);
    const HttpAnswer player = http(server.port, "POST", "/api/events/open/players", R"({"name":"Late, Comer"})",
                                   {cookie, own, kJson});
    BOOST_TEST(player.status == 403, player.body);
    BOOST_TEST(http(server.port, "POST", "/api/events/cup/rounds/1/boards/1/result", R"({"result":"1-0"})",
                    {cookie, own, kJson})
                   .status == 403);  // not his event
    BOOST_TEST(http(server.port, "POST", "/api/events", R"({"id":"new","name":"New"})", {cookie, own, kJson}).status ==
               403);
    BOOST_TEST(http(server.port, "POST", "/api/events/nothing/rounds/1/boards/1/result", R"({"result":"1-0"})",
                    {cookie, own, kJson})
                   .status == 404);
    // A page of another site posting with the deputy's cookie, or a request relying on the
    // cookie without saying where it comes from.
    BOOST_TEST(http(server.port, "POST", "/api/events/open/rounds/1/boards/2/result", R"({"result":"1-0"})",
                    {cookie, "Origin: http://evil.example", kJson})
                   .status == 403);
    BOOST_TEST(
        http(server.port, "POST", "/api/events/open/rounds/1/boards/2/result", R"({"result":"1-0"})", {cookie, kJson})
            .status == 403);
    BOOST_TEST((fileBytes(f.open) == open_paired));
    BOOST_TEST((fileBytes(f.cup) == cup_before));

    // Signed out, the cookie is worth nothing; the arbiter's token still is everything.
    BOOST_TEST(http(server.port, "POST", "/api/logout", {}, {cookie, own}).status == 200);
    BOOST_TEST(http(server.port, "POST", "/api/events/open/rounds/1/boards/2/result", R"({"result":"1-0"})",
                    {cookie, own, kJson})
                   .status == 401);
    BOOST_TEST(
        http(server.port, "POST", "/api/events/open/players", R"({"name":"Late, Comer"})", {kBearer, kJson}).status ==
        201);
    BOOST_TEST(mustRun({"log", f.open}).contains("[arbiter (token)] player add"));
    BOOST_TEST(mustRun({"log", f.open, "--verify"}).contains("chained intact"));
    // A change to an event made in the browser names who made it, and a change typed at the
    // command line names the system account that typed it.
    BOOST_TEST(http(server.port, "POST", "/api/events",
                    R"({"id":"made","name":"Made","game":"chess","system":"swiss","rounds":5})", {kBearer, kJson})
                   .status == 201);
    BOOST_TEST(
        http(server.port, "POST", "/api/events/made/players", R"({"name":"First, Entry"})", {kBearer, kJson}).status ==
        201);
    BOOST_TEST(mustRun({"log", f.dir.filePath("made.tourney")}).contains("[arbiter (token)] player add"));
    BOOST_TEST(mustRun({"log", f.open}).contains(" (command line)] pair"));
}

// Issue 34: an organiser appoints arbiters over HTTP (tournament/access_rules.h, mayAppoint):
// a new account with its role, a role given in another event, the list of who holds what. A
// chief arbiter may not appoint (403), nobody makes an organiser there, and a refused request
// changes nothing.
BOOST_AUTO_TEST_CASE(issue_34_an_organiser_appoints_arbiters_over_http_and_no_one_else_does) {
    FederationFolder f;
    addAccount(f.dir.path(), "rahim", "organiser", "", "organiser's password");
    Server server(f.dir.path(), f.dir.path());
    const std::string own = "Origin: http://127.0.0.1:" + std::to_string(server.port);
    const std::string organiser = "Cookie: " + signIn(server.port, "rahim", "organiser's password").second;
    const std::string chief = "Cookie: " + signIn(server.port, "chief", "chief's password").second;

    const HttpAnswer created = http(
        server.port, "POST", "/api/accounts",
        R"({"name":"nusrat","password":"a deputy's password","role":"deputy-arbiter","event":"cup"})",
        {organiser, own, kJson});
    BOOST_TEST(created.status == 201, created.body);
    BOOST_TEST(created.body.find(R"("role":"deputy-arbiter")") != std::string::npos, created.body);
    const HttpAnswer appointed = http(server.port, "PUT", "/api/accounts/nusrat/role",
                                      R"({"role":"chief-arbiter","event":"open"})", {organiser, own, kJson});
    BOOST_TEST(appointed.status == 200, appointed.body);
    BOOST_TEST(mustRun({"user", "list", "nusrat", "--server", f.dir.path()}) ==
               "deputy-arbiter\tcup\nchief-arbiter\topen\n");
    const HttpAnswer listed = http(server.port, "GET", "/api/accounts", {}, {organiser});
    BOOST_TEST(listed.status == 200, listed.body);
    BOOST_TEST(listed.body.find(R"("name":"nusrat")") != std::string::npos, listed.body);
    BOOST_TEST(listed.body.find("password") == std::string::npos, listed.body);

    // The new deputy signs in and enters a result in his event.
    const std::string deputy = "Cookie: " + signIn(server.port, "nusrat", "a deputy's password").second;
    BOOST_TEST(http(server.port, "POST", "/api/events/cup/rounds/1/boards/1/result", R"({"result":"1-0"})",
                    {deputy, own, kJson})
                   .status == 200);

    BOOST_TEST(http(server.port, "GET", "/api/accounts", {}, {chief}).status == 403);
    BOOST_TEST(http(server.port, "POST", "/api/accounts",
                    R"({"name":"tanvir","password":"a long password","role":"deputy-arbiter","event":"open"})",
                    {chief, own, kJson})
                   .status == 403);
    BOOST_TEST(http(server.port, "PUT", "/api/accounts/nusrat/role", R"({"role":"organiser"})", {organiser, own, kJson})
                   .status == 403);
    BOOST_TEST(
        http(server.port, "PUT", "/api/accounts/rahim/role", R"({"role":"none"})", {organiser, own, kJson}).status ==
        403);
    BOOST_TEST(
        http(server.port, "PUT", "/api/accounts/nusrat/role", R"({"role":"king"})", {organiser, own, kJson}).status ==
        400);
    BOOST_TEST(
        http(server.port, "PUT", "/api/accounts/nobody/role", R"({"role":"deputy-arbiter"})", {organiser, own, kJson})
            .status == 404);
    BOOST_TEST(http(server.port, "PUT", "/api/accounts/nusrat/role", R"({"role":"none","event":"cup"})",
                    {organiser, "Origin: http://evil.example", kJson})
                   .status == 403);
    BOOST_TEST(mustRun({"user", "list", "nusrat", "--server", f.dir.path()}) ==
               "deputy-arbiter\tcup\nchief-arbiter\topen\n");
    BOOST_TEST(mustRun({"user", "list", "rahim", "--server", f.dir.path()}) == "organiser\t\n");
    BOOST_TEST(
        runTourney({"user", "list", "tanvir", "--server", f.dir.path()}).err.contains("no account named 'tanvir'"));
}

namespace {

// The federation's folder served, with an organiser besides its deputy and chief arbiter, each
// signed in; `send` writes as one of them ("": the public) from the server's own pages.
struct SignedInFolder : FederationFolder {
    Server server;
    std::string own, organiser, chief, deputy;
    SignedInFolder()
        : server((addAccount(dir.path(), "rahim", "organiser", "", "organiser's password"), dir.path()), dir.path()),
          own("Origin: http://127.0.0.1:" + std::to_string(server.port)),
          organiser("Cookie: " + signIn(server.port, "rahim", "organiser's password").second),
          chief("Cookie: " + signIn(server.port, "chief", "chief's password").second),
          deputy("Cookie: " + signIn(server.port, "deputy", "deputy's password").second) {}
    HttpAnswer send(const std::string& method, const std::string& path, const std::string& body,
                    const std::string& who) const {
        std::vector<std::string> headers{own, kJson};
        if (!who.empty()) headers.push_back(who);
        return http(server.port, method, path, body, headers);
    }
};

}  // namespace

// Issue 34: an archived event refuses every write over HTTP (409, naming the event) and its file
// stays byte for byte, while its pages, API reads and feed answer and the index lists it with the
// finished events; a chief arbiter archives his event but does not restore it (403), the public
// is 401; the organiser restores it, and it takes results again.
BOOST_FIXTURE_TEST_CASE(issue_34_an_archived_event_refuses_every_write_until_an_organiser_restores_it, SignedInFolder) {
    BOOST_TEST(send("POST", "/api/events/open/archive", "{}", deputy).status == 403);
    BOOST_TEST(send("POST", "/api/events/open/archive", "{}", "").status == 401);
    // Round 1 awaits its results: the chief arbiter confirms.
    const HttpAnswer unconfirmed = send("POST", "/api/events/open/archive", "{}", chief);
    BOOST_TEST(unconfirmed.status == 409, unconfirmed.body);
    BOOST_TEST(unconfirmed.body.find(R"("force":true)") != std::string::npos, unconfirmed.body);
    const HttpAnswer archived = send("POST", "/api/events/open/archive", R"({"force":true})", chief);
    BOOST_TEST(archived.status == 200, archived.body);
    BOOST_TEST(archived.body.find(R"("archived":true)") != std::string::npos, archived.body);
    BOOST_TEST(mustRun({"log", open}).contains("[chief] archive: event Open archived"));

    const QByteArray stored = fileBytes(open);
    const std::vector<std::array<std::string, 3>> writes = {
        {"POST", "/api/events/open/rounds/1/boards/1/result", R"({"result":"1-0"})"},
        {"POST", "/api/events/open/rounds", ""},
        {"DELETE", "/api/events/open/rounds/last?force=true", ""},
        {"POST", "/api/events/open/players", R"({"name":"Late, Comer"})"},
        {"PUT", "/api/events/open/players/2/withdrawal", "{}"},
        {"PUT", "/api/events/open/tiebreaks", R"({"tiebreaks":"BH,SB","force":true})"},
        {"POST", "/api/events/open/archive", R"({"force":true})"},
    };
    for (const auto& [method, path, body] : writes) {
        const HttpAnswer refused = http(server.port, method, path, body, {kBearer, kJson});
        BOOST_TEST(refused.status == 409, method << " " << path << ": " << refused.body);
        BOOST_TEST(refused.body.find("event Open is archived: it is read-only until an organiser restores it") !=
                       std::string::npos,
                   refused.body);
    }
    BOOST_TEST((fileBytes(open) == stored));
    for (const char* path : {"/api/events/open", "/api/events/open/rounds/1", "/api/events/open/standings",
                             "/events/open/", "/events/open/standings", "/feed/open/rounds/1.trf"})
        BOOST_TEST(http(server.port, "GET", path).status == 200, path);
    const std::string index = http(server.port, "GET", "/events/?stage=finished").body;
    BOOST_TEST(
        index.find("href=\"/events/open/\">Open</a> <span class=\"archived\">(archived)</span>") != std::string::npos,
        index);
    const std::string permissions = http(server.port, "GET", "/api/events/open/permissions", {}, {chief}).body;
    BOOST_TEST(permissions.find(R"("archive_event":true)") != std::string::npos, permissions);
    BOOST_TEST(permissions.find(R"("restore_event":false)") != std::string::npos, permissions);

    BOOST_TEST(send("POST", "/api/events/open/restore", "{}", chief).status == 403);
    BOOST_TEST(send("POST", "/api/events/open/restore", "{}", "").status == 401);
    const HttpAnswer restored = send("POST", "/api/events/open/restore", "{}", organiser);
    BOOST_TEST(restored.status == 200, restored.body);
    BOOST_TEST(mustRun({"log", open}).contains("[rahim] restore: event Open restored"));
    BOOST_TEST(send("POST", "/api/events/open/rounds/1/boards/1/result", R"({"result":"1-0"})", chief).status == 200);
}

// Issue 34: only an organiser deletes an event (a chief or deputy arbiter 403, the public 401, an
// event the server lacks 404); a running one only confirmed; the server's log keeps the deletion.
// The same at the server's terminal.
BOOST_FIXTURE_TEST_CASE(issue_34_an_organiser_deletes_an_event_and_the_server_s_log_keeps_it, SignedInFolder) {
    BOOST_TEST(send("DELETE", "/api/events/open", "", chief).status == 403);
    BOOST_TEST(send("DELETE", "/api/events/open", "", deputy).status == 403);
    BOOST_TEST(send("DELETE", "/api/events/open", "", "").status == 401);
    BOOST_TEST(send("DELETE", "/api/events/nothing", "", organiser).status == 404);
    // Running and not archived: the organiser confirms that its results go with it.
    const HttpAnswer unconfirmed = send("DELETE", "/api/events/open", "", organiser);
    BOOST_TEST(unconfirmed.status == 409, unconfirmed.body);
    BOOST_TEST(QFileInfo::exists(open));
    const HttpAnswer deleted = send("DELETE", "/api/events/open", R"({"force":true})", organiser);
    BOOST_TEST(deleted.status == 200, deleted.body);
    BOOST_TEST(!QFileInfo::exists(open));
    BOOST_TEST(http(server.port, "GET", "/api/events/open").status == 404);
    BOOST_TEST(http(server.port, "GET", "/events/open/").status == 404);
    BOOST_TEST(http(server.port, "GET", "/api/events").body.find("\"open\"") == std::string::npos);
    const std::vector<tourney::tournament::ServerLogLine> log =
        tourney::app::SqlAccountStore(dir.filePath("accounts.sqlite")).serverLog();
    BOOST_REQUIRE(log.size() == 1u);
    BOOST_TEST(log[0].actor == "rahim");
    BOOST_TEST(log[0].said.text() == "event Open (open) deleted: 8 players, 1 round paired");
    const QString printed = mustRun({"server-log", "--server", dir.path()});
    BOOST_TEST(printed.contains("[rahim] delete: event Open (open) deleted: 8 players, 1 round paired"),
               printed.toStdString());

    mustRun({"archive", cup, "--force"});
    expectRefused(cup, {"player", "add", cup, "--name", "Late, Comer"},
                  {"event Cup is archived: it is read-only until an organiser restores it"});
    mustRun({"restore", cup});
    expectRefused(cup, {"delete", cup}, {"event Cup has 1 round paired and is not archived"});
    BOOST_TEST(mustRun({"delete", cup, "--force"}).contains("event Cup (cup) deleted"));
    BOOST_TEST(!QFileInfo::exists(cup));
}

// Issue 34: a session unused for longer than --session-idle is refused (401) and changes nothing.
BOOST_AUTO_TEST_CASE(issue_34_an_expired_session_is_401_and_changes_nothing) {
    FederationFolder f;
    Server server(f.dir.path(), f.dir.path(), {"--session-idle", "1"});
    const std::string own = "Origin: http://127.0.0.1:" + std::to_string(server.port);
    const auto [signed_in, chief] = signIn(server.port, "chief", "chief's password");
    BOOST_REQUIRE(signed_in.status == 200);
    std::this_thread::sleep_for(std::chrono::milliseconds(2500));  // more than the idle second, whatever the speed
    const QByteArray before = fileBytes(f.open);
    const HttpAnswer late = http(server.port, "POST", "/api/events/open/rounds/1/boards/1/result",
                                 R"({"result":"1-0"})", {"Cookie: " + chief, own, kJson});
    BOOST_TEST(late.status == 401, late.body);
    BOOST_TEST((fileBytes(f.open) == before));
}

// Issue 34: after five wrong passwords for one account from one address, even the right one is
// refused (429) for a while; another account signs in from there.
BOOST_AUTO_TEST_CASE(issue_34_sign_ins_are_throttled_after_five_failures) {
    FederationFolder f;
    Server server(f.dir.path(), f.dir.path());
    for (int i = 0; i < 5; ++i)
        BOOST_TEST(signIn(server.port, "chief", "guess " + std::to_string(i)).first.status == 401);
    const auto [throttled, none] = signIn(server.port, "chief", "chief's password");
    BOOST_TEST(throttled.status == 429, throttled.body);
    BOOST_TEST(throttled.body.find("too many failed sign-ins") != std::string::npos, throttled.body);
    BOOST_TEST(!headerValue(throttled, "Retry-After").empty());
    BOOST_TEST(none.empty());
    BOOST_TEST(signIn(server.port, "deputy", "deputy's password").first.status == 200);
    // Without --proxy, X-Real-IP is the client's own word, which frees no one.
    BOOST_TEST(http(server.port, "POST", "/api/login", R"({"name":"chief","password":"chief's password"})",
                    {kJson, "X-Real-IP: 192.0.2.7"})
                   .status == 429);
}

namespace {

std::size_t occurrences(const std::string& text, const std::string& part) {
    std::size_t count = 0;
    for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++count;
    return count;
}

// The QR codes zbarimg reads on page 1 of a PDF as pdftoppm draws it at 150, 200 and 300 dpi,
// each code once. One resolution is not enough: the codes hold the server's port, which changes
// from run to run, and zbarimg misses one of the eight badges of some ports at any single
// resolution (at 200 dpi 31 ports of 155 tried) while reading it at the others.
QStringList qrCodes(const QTemporaryDir& dir, const std::string& pdf) {
    writeFile(dir.filePath("served.pdf"), QByteArray::fromStdString(pdf));
    QStringList codes;
    for (const char* dpi : {"150", "200", "300"}) {
        QProcess::execute("pdftoppm", {"-r", dpi, "-png", "-f", "1", "-l", "1", "-singlefile",
                                       dir.filePath("served.pdf"), dir.filePath("served")});
        QProcess zbar;
        zbar.start("zbarimg", {"-q", "--raw", dir.filePath("served.png")});
        zbar.waitForFinished(60'000);
        codes += QString::fromUtf8(zbar.readAllStandardOutput()).split('\n', Qt::SkipEmptyParts);
    }
    codes.removeDuplicates();
    codes.sort();
    return codes;
}

}  // namespace

// Issue 36: the hall's screen is one page of slides, the round's pairings paged by ?rows= and
// the standings after them, turned every ?seconds=, in the language and digits it asks for,
// following the event's stream; what players typed is escaped. Its paper (pairing cards,
// badges) is served where the other PDFs are, the QR codes leading to this server's pages.
BOOST_AUTO_TEST_CASE(issue_36_the_projector_page_and_the_halls_paper_are_served) {
    ServedEvent e;
    Server server(e.event, e.dir.path());
    const HttpAnswer page = http(server.port, "GET", "/events/open/projector");
    BOOST_TEST(page.status == 200);
    BOOST_TEST(page.head.find("text/html") != std::string::npos);
    // 16 boards and 32 players, 12 rows a slide: 2 slides of pairings, 3 of standings.
    BOOST_TEST(occurrences(page.body, "<section class=\"slide\"") == 5u, page.body);
    BOOST_TEST(page.body.find("data-seconds=\"15\"") != std::string::npos);
    BOOST_TEST(page.body.find("data-changes=\"/api/events/open/changes\"") != std::string::npos);
    BOOST_TEST(page.body.find("Pairings of round 1 (1/2)") != std::string::npos);
    BOOST_TEST(page.body.find("<script>alert") == std::string::npos);
    BOOST_TEST(page.body.find("&lt;b&gt;Test&lt;/b&gt;") != std::string::npos);
    BOOST_TEST(page.body.find("<script src=\"/app/projector.js\"></script>") != std::string::npos);
    BOOST_TEST(http(server.port, "GET", "/app/projector.js").status == 200);

    const HttpAnswer paged = http(server.port, "GET", "/projector?seconds=5&rows=8&lang=bn&digits=bengali");
    BOOST_TEST(paged.status == 200);
    BOOST_TEST(occurrences(paged.body, "<section class=\"slide\"") == 6u);  // 2 + 4
    BOOST_TEST(paged.body.find("data-seconds=\"5\"") != std::string::npos);
    BOOST_TEST(paged.body.find("রাউন্ড ১-এর জোড়া (১/২)") != std::string::npos, paged.body);
    BOOST_TEST(paged.body.find("lang=\"bn\"") != std::string::npos);
    // The server's own pages stay in its language.
    BOOST_TEST(http(server.port, "GET", "/events/open/projector").body.find("Pairings of round 1") !=
               std::string::npos);
    const HttpAnswer quick = http(server.port, "GET", "/events/open/projector?seconds=1");
    BOOST_TEST(quick.status == 400);
    BOOST_TEST(quick.body.find("\"field\":\"seconds\"") != std::string::npos, quick.body);
    BOOST_TEST(http(server.port, "GET", "/events/open/projector?lang=xx").status == 400);
    BOOST_TEST(http(server.port, "GET", "/events/nothing/projector").status == 404);

    // A result shows on the next request: nothing stale.
    mustRun({"result", e.event, "1", "1", "1-0"});
    BOOST_TEST(http(server.port, "GET", "/events/open/projector").body.find(">1-0<") != std::string::npos);

    const HttpAnswer badges = http(server.port, "GET", "/events/open/pdf/badges");
    BOOST_TEST(badges.status == 200);
    BOOST_TEST(badges.head.find("application/pdf") != std::string::npos);
    const QStringList codes = qrCodes(e.dir, badges.body);
    BOOST_TEST(codes.size() == 8);  // eight badges to a page
    const QString origin = QString::fromStdString("http://127.0.0.1:" + std::to_string(server.port));
    BOOST_TEST(codes.contains(origin + "/events/open/players/1"), codes.join(' ').toStdString());
    const HttpAnswer cards = http(
        server.port, "GET", "/api/events/open/reports/pairing-cards?round=1&site_url=https://chess.example.org/open");
    BOOST_TEST(cards.status == 200);
    BOOST_TEST(qrCodes(e.dir, cards.body).contains("https://chess.example.org/open/players/1"));
    const HttpAnswer bad_site = http(server.port, "GET", "/api/events/open/reports/badges?site_url=ftp://x");
    BOOST_TEST(bad_site.status == 422);
    BOOST_TEST(bad_site.body.find("\"field\":\"site_url\"") != std::string::npos, bad_site.body);
    BOOST_TEST(http(server.port, "GET", "/api/events/open/reports/table-numbers?round=2").status == 404);
}
