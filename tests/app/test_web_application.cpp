// Issue 33: the arbiter's application in the browser (/app/ of `tourney serve FOLDER`,
// docs/browser.md). The issue's acceptance run in headless Chromium (tests/web/app_event.mjs),
// from the first click to the printed standings, in English and in Bengali: a 40-player Swiss of
// 7 rounds, its last round entered from two browsers at once, then a 16-player Chaturaji round
// robin at tables of four; the same Swiss run again by the command line exports the same TRF; the pages come from the binary; a write answers in the
// language its request asks for; `serve --open` prints the application's address.
#include "node_checks.h"
#include "rating_list_file.h"
#include "web_api_client.h"
#include "web_server_process.h"

#include <QDateTime>
#include <QDir>
#include <QJsonArray>
#include <QRegularExpression>

using namespace tourney::testing;

namespace {

// The checks app_event.mjs prints: the folder's address, the language, four refusals, a bad CSV
// and a good one uploaded, a name with markup, the players, a bye, a forbidden pair, the
// pairing's explanation, a pairing by hand with its warning and changed back, two browsers
// entering one round at once (without and with a reload), the standings, the prize list, the
// standings printed, the reports, a player's card, the TRF, and 2 widths x 7 views without
// overflow; then the round robin at tables of four: a player found in FIDE's rating list and
// added, its players, a table's refusal, the tables entered, their view without overflow,
// everyone met once, the standings, and their print; a round robin's schedule and its draw;
// Bengali digits chosen and remembered, by the command line's rule.
constexpr int kEventChecks = 23 + 2 * 7 + 8 + 1 + 2;
constexpr int kSwissRounds = 7;

// The event the pages ran (`pages`, the folder's club.tourney), run again by the command line:
// its players added in the same order, every round paired (and checked to pair as the pages
// did) and given the results the pages stored. Returns the command line's TRF.
QByteArray commandLineTrf(const QTemporaryDir& dir, const QString& pages, const QJsonArray& rounds) {
    const QString event = dir.filePath("cli.tourney");
    mustRun({"new", event, "--name", "Club Championship", "--game", "chess", "--system", "swiss", "--rounds",
             QString::number(rounds.size())});
    for (const QString& line : mustRun({"player", "list", pages, "--format", "tsv"}).split('\n', Qt::SkipEmptyParts)) {
        const QStringList cells = line.split('\t');
        if (cells[0].toInt() == 0) continue;  // the header
        mustRun({"player", "add", event, "--name", cells[1], "--rating", cells[2]});
    }
    for (int round = 1; round <= rounds.size(); ++round) {
        mustRun({"pair", event});
        const std::vector<PairingLine> paired = pairingsTsv(event, round);
        const QJsonArray boards = rounds[round - 1].toArray();
        BOOST_REQUIRE_EQUAL(paired.size(), static_cast<std::size_t>(boards.size()));
        for (const QJsonValue& value : boards) {
            const QJsonObject board = value.toObject();
            const PairingLine& line = paired[board["board"].toInt() - 1];
            BOOST_TEST(line.white == board["white"].toInt(), "round " << round << " board " << line.board);
            BOOST_TEST(line.black == board["black"].toInt(), "round " << round << " board " << line.board);
            mustRun({"result", event, QString::number(round), QString::number(line.board), board["result"].toString()});
        }
    }
    mustRun({"export", event, "--trf", dir.filePath("cli.trf")});
    return fileBytes(dir.filePath("cli.trf"));
}

void runEventInTheBrowser(const char* language) {
    QTemporaryDir dir;
    QDir(dir.path()).mkdir("events");
    Server server(dir.filePath("events"), dir.path());
    BOOST_TEST(
        nodeChecks({"app_event.mjs", QString::fromStdString(server.base()), Server::kToken, language, dir.path()},
                   1'200'000) == kEventChecks);
    const QString pages = dir.filePath("events/club.tourney");
    BOOST_REQUIRE(QFile::exists(pages));
    const QJsonArray rounds = QJsonDocument::fromJson(fileBytes(dir.filePath("results.json"))).array();
    BOOST_REQUIRE_EQUAL(rounds.size(), kSwissRounds);
    const QByteArray typed = fileBytes(dir.filePath("pages.trf"));
    BOOST_TEST(trfRecords(typed) == trfRecords(commandLineTrf(dir, pages, rounds)));
}

}  // namespace

BOOST_AUTO_TEST_CASE(issue_33_a_swiss_event_is_run_in_the_browser_in_english) { runEventInTheBrowser("en"); }

BOOST_AUTO_TEST_CASE(issue_33_a_swiss_event_is_run_in_the_browser_in_bengali) { runEventInTheBrowser("bn"); }

// Nothing from another host: the page, script and style come from the binary, with a policy
// that lets the browser load nothing else; the folder's own address leads to them.
BOOST_AUTO_TEST_CASE(issue_33_the_application_is_served_from_the_binary) {
    QTemporaryDir dir;
    Server server(dir.path(), dir.path());
    const HttpAnswer root = http(server.port, "GET", "/");
    BOOST_TEST(root.status == 303);
    BOOST_TEST(root.head.find("Location: /app/") != std::string::npos, root.head);
    for (const char* file :
         {"/app/", "/app/app.js", "/app/app.css", "/app/uploads.js", "/app/hand_pairing.js", "/app/prizes.js",
          "/app/reports.js", "/app/live.js", "/app/tables.js", "/app/schedule.js", "/app/checkin.js", "/app/fees.js",
          "/app/rated.js", "/app/sections.js", "/app/accounts.js", "/app/registrations.js"}) {
        const HttpAnswer answer = http(server.port, "GET", file);
        BOOST_TEST(answer.status == 200, file);
        BOOST_TEST(answer.head.find("Content-Security-Policy: default-src 'self'") != std::string::npos, file);
        BOOST_TEST(answer.body.find("http://") == std::string::npos, file << " names another host");
        BOOST_TEST(answer.body.find("https://") == std::string::npos, file << " names another host");
    }
    // Data reaches the page as text only.
    for (const char* script :
         {"/app/app.js", "/app/uploads.js", "/app/hand_pairing.js", "/app/prizes.js", "/app/reports.js", "/app/live.js",
          "/app/tables.js", "/app/schedule.js", "/app/checkin.js", "/app/fees.js", "/app/rated.js", "/app/sections.js",
          "/app/accounts.js", "/app/registrations.js"})
        BOOST_TEST(http(server.port, "GET", script).body.find("innerHTML") == std::string::npos, script);
    BOOST_TEST(http(server.port, "GET", "/app/missing.js").status == 404);
}

// The page sends its language with every request (?lang=): the refusal comes in that language
// whatever the server's, and in the server's without it.
BOOST_AUTO_TEST_CASE(issue_33_a_refusal_speaks_the_language_the_request_asks_for) {
    const std::string nameless = R"({"id": "x", "name": "", "game": "chess", "system": "swiss", "rounds": 3})";
    for (const char* server_language : {"en", "bn"}) {
        QTemporaryDir dir;
        Server server(dir.path(), dir.path(), {"--lang", server_language});
        const Api api{server.port};
        const ApiAnswer bengali = api.post("/api/events?lang=bn", nameless);
        const ApiAnswer english = api.post("/api/events?lang=en", nameless);
        const ApiAnswer servers = api.post("/api/events", nameless);
        BOOST_TEST(bengali.status == 400);  // a setting POST /api/events cannot go without
        BOOST_TEST(bengali.error() == "প্রতিযোগিতার একটি নাম দরকার");
        BOOST_TEST(bengali.field() == "name");
        BOOST_TEST(english.error() == "an event needs a name");
        BOOST_TEST(servers.error() == (std::string(server_language) == "bn" ? bengali.error() : english.error()));
        BOOST_TEST(!QFile::exists(dir.filePath("x.tourney")));
    }
}

// `serve --open` prints the application's address with the token in its fragment (which no
// browser sends on); without a desktop it opens nothing.
BOOST_AUTO_TEST_CASE(issue_33_serve_open_prints_the_application_address) {
    QTemporaryDir dir;
    Server server(dir.path(), dir.path(), {"--open"}, {"DISPLAY=", "WAYLAND_DISPLAY="});
    QString said;
    for (int wait = 0; wait < 100 && !said.contains("Serving on"); ++wait) {
        server.process.waitForReadyRead(100);
        said += QString::fromUtf8(server.process.readAllStandardOutput());
    }
    const QString expected = QString("http://127.0.0.1:%1/app/#token=%2").arg(server.port).arg(Server::kToken);
    BOOST_TEST(said.contains(expected), said.toStdString());
    BOOST_TEST(said.endsWith(QString("Serving on http://127.0.0.1:%1/\n").arg(server.port)), said.toStdString());
}

// Issue 36's acceptance run: a 3-section open of 200 players (tests/web/open_in_sections.mjs),
// FIDE's rating list of the 200 kept beside it, registered through the public form and approved,
// checked in, paid, paired for 3 rounds and printed in the application; then the command line
// finds each section's three rounds, the one player who never came with a zero-point bye in
// round 1, and section A's two payments.
BOOST_AUTO_TEST_CASE(issue_36_an_open_in_three_sections_is_run_at_the_venue) {
    QTemporaryDir dir;
    const QString open = dir.filePath("open");
    mustRun({"sections", "new", open, "--name", "Dhaka Open", "--game", "chess", "--system", "swiss", "--rounds", "5",
             "--section", "A:2000-", "--section", "B:1600-1999", "--section", "C:-1599"});
    writeFile(open + "/fide-rating-list.txt",
              QByteArray::fromStdString(foaList(200, [](int i) { return std::to_string(2444 - 6 * i); })));
    const QString closes = QDateTime::currentDateTime().addDays(1).toString("yyyy-MM-dd HH:mm");
    for (const char* section : {"A", "B", "C"})
        mustRun({"registration", open + "/" + section + ".tourney", "open", "--closes", closes});
    Server server(open, open, {"--registrations-per-minute", "1000"});
    BOOST_TEST(nodeChecks({"open_in_sections.mjs", QString::fromStdString(server.base()), Server::kToken}, 1'200'000) ==
               8);
    for (const char* section : {"A", "B", "C"}) {
        const QString event = open + "/" + section + ".tourney";
        BOOST_TEST(mustRun({"pairings", event, "--round", "3", "--format", "tsv"}).count('\n') > 20, section);
        const QStringList first = mustRun({"pairings", event, "--round", "1", "--format", "tsv"}).split('\n');
        BOOST_TEST(first.filter(QRegularExpression("\t0\tZ$")).size() == 1, first.join('\n').toStdString());
    }
    const QString treasurer = mustRun({"fee", "list", open + "/A.tourney", "--format", "tsv"});
    BOOST_TEST(treasurer.count("1000 cash") == 2, treasurer.toStdString());
}
