// Issue 33: an event run through the API from its creation to its standings is the event the
// command line makes of the same steps: both export the same TRF.
#include "web_api_client.h"

using namespace tourney::testing;

namespace {

constexpr int kPlayers = 6;
constexpr int kRounds = 3;

// The result of a board: the same for both runs, and of every kind.
const char* resultOf(int round, int board) {
    static const char* results[] = {"1-0", "1/2-1/2", "0-1"};
    return results[(round + board) % 3];
}

QString playerName(int i) { return QString("Spieler, %1").arg(QChar('A' + i)); }
int playerRating(int i) { return 2300 - 25 * i + (i % 2) * 40; }

}  // namespace

BOOST_AUTO_TEST_CASE(a_swiss_event_run_through_the_api_exports_the_trf_of_the_command_line) {
    QTemporaryDir by_hand, served;
    const QString cli_event = by_hand.filePath("open.tourney");
    mustRun({"new", cli_event, "--name", "Open", "--game", "chess", "--system", "swiss", "--rounds",
             QString::number(kRounds), "--city", "Dhaka", "--tiebreaks", "BH/C1,BH,SB"});
    for (int i = 0; i < kPlayers; ++i)
        mustRun({"player", "add", cli_event, "--name", playerName(i), "--rating", QString::number(playerRating(i)),
                 "--federation", "BAN"});
    mustRun({"forbid", "add", cli_event, "1,2"});
    for (int round = 1; round <= kRounds; ++round) {
        mustRun({"pair", cli_event});
        for (int board = 1; board <= kPlayers / 2; ++board)
            mustRun({"result", cli_event, QString::number(round), QString::number(board), resultOf(round, board)});
    }
    const QString cli_trf = by_hand.filePath("open.trf");
    mustRun({"export", cli_event, "--trf", cli_trf});

    Server server(served.path(), served.path());
    const Api api{server.port};
    BOOST_TEST_REQUIRE(api.post("/api/events", QString(R"({"id": "open", "name": "Open", "game": "chess",
        "system": "swiss", "rounds": %1, "city": "Dhaka", "tiebreaks": "BH/C1,BH,SB"})")
                                                   .arg(kRounds)
                                                   .toStdString())
                           .status == 201);
    for (int i = 0; i < kPlayers; ++i)
        BOOST_TEST(api.post("/api/events/open/players", QString(R"({"name": "%1", "rating": %2, "federation": "BAN"})")
                                                            .arg(playerName(i))
                                                            .arg(playerRating(i))
                                                            .toStdString())
                       .status == 201);
    BOOST_TEST(api.post("/api/events/open/forbidden-pairs", R"({"players": [1, 2]})").status == 201);
    for (int round = 1; round <= kRounds; ++round) {
        BOOST_TEST_REQUIRE(api.post("/api/events/open/rounds", "").status == 201);
        for (int board = 1; board <= kPlayers / 2; ++board)
            BOOST_TEST(api.post("/api/events/open/rounds/" + std::to_string(round) + "/boards/" +
                                    std::to_string(board) + "/result",
                                std::string(R"({"result": ")") + resultOf(round, board) + "\"}")
                           .status == 200);
    }
    const QJsonArray standings = api.get("/api/events/open/standings").array();
    BOOST_TEST(standings.size() == kPlayers);
    const ApiAnswer trf = api.get("/api/events/open/export/trf");
    BOOST_TEST(trf.status == 200);
    const QByteArray body = QByteArray::fromStdString(trf.body);
    BOOST_TEST(trfRecords(body) == trfRecords(fileBytes(cli_trf)));
    BOOST_TEST(body.contains("\n### log 1 "));  // FIDE mode: the log goes in too
}
