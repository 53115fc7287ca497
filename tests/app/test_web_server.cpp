// `tourney serve` as readers and arbiters use it: pages always current and escaped, the JSON
// API, writes only with the arbiter's token, and simultaneous arbiters on one round.
#include "web_server_process.h"

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
