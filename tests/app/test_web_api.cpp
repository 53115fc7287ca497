// The arbiter's JSON API (issue 33, docs/openapi.yaml): each route does what the command line
// does with the same use case, and refuses with the command line's words and the field at fault.
#include "app/sql_event_store.h"
#include "change_stream.h"
#include "reports/table_formats.h"
#include "table_event.h"
#include "tournament/crosstable_report.h"
#include "tournament/standings_report.h"
#include "web_api_client.h"

#include <QFileInfo>
#include <QRegularExpression>

#include <chrono>
#include <set>
#include <thread>

using namespace tourney::testing;

BOOST_TEST_GLOBAL_FIXTURE(QtApplication);  // the event store read directly

namespace {

// A chess Swiss event of `players` players in a folder of its own, served as a folder.
struct ServedFolder {
    QTemporaryDir dir;
    QString event = dir.filePath("open.tourney");
    explicit ServedFolder(int players, const char* rounds = "5") {
        mustRun({"new", event, "--name", "Open", "--game", "chess", "--system", "swiss", "--rounds", rounds});
        for (int i = 1; i <= players; ++i)
            mustRun({"player", "add", event, "--name", QString("Player, %1").arg(i), "--rating",
                     QString::number(2400 - 10 * i)});
    }
};

std::string names(const QJsonArray& rows) {
    std::string listed;
    for (const QJsonValue& row : rows) listed += row.toObject().value("name").toString().toStdString() + "; ";
    return listed;
}

}  // namespace

BOOST_AUTO_TEST_CASE(events_of_the_folder_are_listed_and_a_new_one_is_created) {
    ServedFolder folder(0);
    Server server(folder.dir.path(), folder.dir.path());
    const Api api{server.port};
    const ApiAnswer listed = api.get("/api/events");
    BOOST_TEST(listed.status == 200);
    BOOST_TEST(rowWhere(listed.array(), "id", "open").value("name").toString() == "Open");

    const ApiAnswer created = api.post("/api/events", R"({"id": "rapid", "name": "Rapid", "game": "chess",
        "system": "swiss", "rounds": 7, "tiebreaks": "BH/C1,BH,SB", "acceleration": "baku", "city": "Dhaka"})");
    BOOST_TEST(created.status == 201, created.body);
    BOOST_TEST(QFileInfo(folder.dir.filePath("rapid.tourney")).isFile());
    const QJsonObject rapid = rowWhere(api.get("/api/events").array(), "id", "rapid");
    BOOST_TEST(rapid.value("planned_rounds").toInt() == 7);
    BOOST_TEST(rapid.value("system").toString() == "swiss");
    // The event as the command line reads it: its tie-breaks and city kept.
    mustRun({"export", folder.dir.filePath("rapid.tourney"), "--trf", folder.dir.filePath("rapid.trf")});
    const QString trf = QString::fromUtf8(fileBytes(folder.dir.filePath("rapid.trf")));
    BOOST_TEST(trf.contains("BH/C1"), trf);
    BOOST_TEST(trf.contains("Dhaka"), trf);
    BOOST_TEST(api.get("/api/events/rapid").object().value("name").toString() == "Rapid");
    BOOST_TEST(api.get("/api/events/rapid").object().value("fide_mode").toBool());  // chess: on by default
    const ApiAnswer outside = api.post("/api/events", R"({"id": "club", "name": "Club", "game": "chess",
        "system": "swiss", "rounds": 5, "fide_mode": false})");
    BOOST_TEST(outside.status == 201, outside.body);
    BOOST_TEST(!outside.object().value("fide_mode").toBool());
    const ApiAnswer draughts = api.post("/api/events", R"({"id": "dr", "name": "Dr", "game": "draughts",
        "system": "swiss", "rounds": 5, "fide_mode": true})");
    BOOST_TEST(draughts.status == 422);  // FIDE mode is for events FIDE rates
    BOOST_TEST(draughts.field() == "fide_mode");
    BOOST_TEST(api.get("/api/events/nothing").status == 404);
    BOOST_TEST(api.get("/api/events/nothing").field() == "event");
    BOOST_TEST(api.get("/api/event").status == 404);  // a folder has no one event to name

    // A refusal in the words of `tourney new`, next to its field, and no file left behind.
    const ApiAnswer game = api.post("/api/events",
                                    R"({"id": "go", "name": "Go", "game": "go", "system": "swiss", "rounds": 5})");
    BOOST_TEST(game.status == 422);
    BOOST_TEST(game.field() == "game");
    BOOST_TEST(!game.error().empty());
    BOOST_TEST(commandLineRefusal({"new", folder.dir.filePath("go2.tourney"), "--name", "Go", "--game", "go",
                                   "--system", "swiss", "--rounds", "5"})
                       .find(game.error()) != std::string::npos,
               game.error());
    BOOST_TEST(!QFileInfo(folder.dir.filePath("go.tourney")).exists());
    const ApiAnswer rounds = api.post("/api/events", R"({"id": "x", "name": "X", "game": "chess", "system": "swiss"})");
    BOOST_TEST(rounds.status == 400);  // a Swiss event cannot go without its number of rounds
    BOOST_TEST(rounds.field() == "rounds");
    BOOST_TEST(api.post("/api/events", R"({"id": "../x", "name": "X", "game": "chess", "system": "swiss"})").field() ==
               "id");
    BOOST_TEST(
        api.post("/api/events", R"({"id": "open", "name": "Again", "game": "chess", "system": "swiss", "rounds": 5})")
            .status == 422);                                            // the event exists
    BOOST_TEST(mustRun({"standings", folder.event}).contains("Open"));  // and is untouched
}

BOOST_AUTO_TEST_CASE(players_are_added_edited_removed_withdrawn_and_entered_late) {
    ServedFolder folder(0);
    Server server(folder.event, folder.dir.path());
    const Api api{server.port};
    for (int i = 1; i <= 7; ++i) {
        const ApiAnswer added = api.post("/api/events/open/players",
                                         QString(R"({"name": "Player, %1", "rating": %2, "federation": "BAN"})")
                                             .arg(i)
                                             .arg(2400 - 10 * i)
                                             .toStdString());
        BOOST_TEST(added.status == 201, added.body);
        BOOST_TEST(added.object().value("start").toInt() == i);
    }
    QJsonArray players = api.get("/api/events/open/players").array();
    BOOST_TEST(players.size() == 7);
    BOOST_TEST(rowWhere(players, "start", 3).value("name").toString() == "Player, 3", names(players));

    const ApiAnswer edited = api.send("PATCH", "/api/events/open/players/3", R"({"rating": "2405"})");
    BOOST_TEST(edited.status == 200, edited.body);
    BOOST_TEST(edited.object().value("changes").toArray().size() == 1);
    // Before round 1 of a Swiss event the numbers follow the rating: he is number 1 now.
    players = api.get("/api/events/open/players").array();
    BOOST_TEST(rowWhere(players, "start", 1).value("name").toString() == "Player, 3", names(players));
    BOOST_TEST(api.send("DELETE", "/api/events/open/players/7").object().value("name").toString() == "Player, 7");
    BOOST_TEST(api.get("/api/events/open/players").array().size() == 6);
    BOOST_TEST(mustRun({"player", "list", folder.event}).contains("Player, 3"));  // the command line sees the same

    // Refusals: the command line's words and the field.
    const ApiAnswer rating = api.post("/api/events/open/players", R"({"name": "Bad, Rating", "rating": "abc"})");
    BOOST_TEST(rating.status == 422);
    BOOST_TEST(rating.field() == "rating");
    BOOST_TEST(commandLineRefusal({"player", "add", folder.event, "--name", "Bad, Rating", "--rating", "abc"})
                       .find(rating.error()) != std::string::npos,
               rating.error());
    // The same name, neither year of birth known: registered, with a warning naming the other
    // (issue 31 item 8); the same name and year would be refused.
    const ApiAnswer twice = api.post("/api/events/open/players", R"({"name": "Player, 1", "rating": 2390})");
    BOOST_TEST(twice.status == 201, twice.body);
    BOOST_TEST(twice.body.find("Warning: Player, 1 has the name of player") != std::string::npos, twice.body);
    BOOST_TEST(api.post("/api/events/open/players", R"({"name": "X", "ratin": 2000})").field() == "ratin");
    BOOST_TEST(api.post("/api/events/open/players", R"({"name": "X",)").status == 400);
    BOOST_TEST(api.post("/api/events/open/players", R"({"name": "X",)").field() == "body");
    const ApiAnswer missing = api.get("/api/events/open/players/99");
    BOOST_TEST(missing.status == 404);
    BOOST_TEST(missing.field() == "start_no");

    BOOST_TEST(api.post("/api/events/open/rounds", "").status == 201);
    const ApiAnswer withdrawn = api.send("PUT", "/api/events/open/players/5/withdrawal");
    BOOST_TEST(withdrawn.status == 200, withdrawn.body);
    BOOST_TEST(withdrawn.object().value("from_round").toInt() == 2);
    BOOST_TEST(rowWhere(api.get("/api/events/open/players").array(), "start", 5)
                   .value("status")
                   .toString()
                   .contains("withdrawn"));
    BOOST_TEST(api.send("DELETE", "/api/events/open/players/5/withdrawal").status == 200);
    BOOST_TEST(rowWhere(api.get("/api/events/open/players").array(), "start", 5).value("status").toString() ==
               "active");
    const ApiAnswer paired = api.send("DELETE", "/api/events/open/players/1");
    BOOST_TEST(paired.status == 422);  // paired already: only a withdrawal
    BOOST_TEST(commandLineRefusal({"player", "remove", folder.event, "1"}).find(paired.error()) != std::string::npos,
               paired.error());

    const ApiAnswer late = api.post("/api/events/open/players",
                                    R"({"name": "Late, Comer", "rating": 2500, "missed_rounds": ["half"]})");
    BOOST_TEST(late.status == 201, late.body);
    BOOST_TEST(late.object().value("late").toBool());
    BOOST_TEST(late.object().value("start").toInt() == 1);  // his place in the initial ranking (C.04.2)
    BOOST_TEST(late.object().value("moved").toArray().size() == 7);
    BOOST_TEST(api.get("/api/events/open/players/1").object().value("name").toString() == "Late, Comer");
}

BOOST_AUTO_TEST_CASE(requested_byes_and_forbidden_pairs_are_kept_for_the_pairing) {
    ServedFolder folder(6);
    Server server(folder.event, folder.dir.path());
    const Api api{server.port};
    const ApiAnswer bye = api.post("/api/events/open/byes", R"({"round": 2, "start": 4, "kind": "half"})");
    BOOST_TEST(bye.status == 201, bye.body);
    const QJsonArray byes = api.get("/api/events/open/byes").array();
    BOOST_TEST(byes.size() == 1);
    BOOST_TEST(rowWhere(byes, "start", 4).value("round").toInt() == 2, api.get("/api/events/open/byes").body);
    BOOST_TEST(mustRun({"bye", "list", folder.event}).contains("\t4\t"));
    const ApiAnswer far = api.post("/api/events/open/byes", R"({"round": 9, "start": 4})");
    BOOST_TEST(far.status == 422);
    BOOST_TEST(far.field() == "round", far.body);
    BOOST_TEST(api.post("/api/events/open/byes", R"({"start": 4})").field() == "round");
    BOOST_TEST(api.send("DELETE", "/api/events/open/byes/2/4").status == 200);
    BOOST_TEST(api.get("/api/events/open/byes").array().isEmpty());

    const ApiAnswer forbidden = api.post("/api/events/open/forbidden-pairs", R"({"players": [1, 2, 3]})");
    BOOST_TEST(forbidden.status == 201, forbidden.body);
    BOOST_TEST(forbidden.object().value("added").toInt() == 3);
    BOOST_TEST(api.get("/api/events/open/forbidden-pairs").array().size() == 3);
    BOOST_TEST(api.send("DELETE", "/api/events/open/forbidden-pairs/1/2").status == 200);
    BOOST_TEST(api.get("/api/events/open/forbidden-pairs").array().size() == 2);
    const ApiAnswer again = api.send("DELETE", "/api/events/open/forbidden-pairs/1/2");
    BOOST_TEST(again.status == 422);  // that pair may meet already
    BOOST_TEST(commandLineRefusal({"forbid", "remove", folder.event, "1,2"}).find(again.error()) != std::string::npos,
               again.error());
    // The pairing keeps them apart: 1-3 and 2-3 are forbidden, so 3 meets neither.
    BOOST_TEST(api.post("/api/events/open/rounds", "").status == 201);
    for (const QJsonValue& board : api.get("/api/events/open/rounds/1").array()) {
        const QJsonObject row = board.toObject();
        const std::set<int> pair{row.value("white").toInt(), row.value("black").toInt()};
        BOOST_TEST(*pair.begin() > 0);  // a game of two players (six players: no bye)
        BOOST_TEST(!(pair.count(3) && (pair.count(1) || pair.count(2))), api.get("/api/events/open/rounds/1").body);
    }
}

// Issue 37: FIDE mode through the API. The event's JSON shows it; once round 1 is paired the
// tie-breaks (C.07 §13) and forbidden pairs (C.04.2 1.5) are locked through the same use cases
// as the command line: 409 with "locked" and the command line's words, nothing stored, force or
// not. Leaving FIDE mode needs a reason and is logged; then the changes are the arbiter's again.
BOOST_AUTO_TEST_CASE(issue37_fide_mode_locks_hold_over_http_and_leaving_it_is_logged) {
    ServedFolder folder(6);
    Server server(folder.event, folder.dir.path());
    const Api api{server.port};
    QJsonObject event = api.get("/api/events/open").object();
    BOOST_TEST(event.value("fide_mode").toBool());  // chess: on by default
    BOOST_TEST(!event.value("fide_mode_locks").toBool());
    BOOST_TEST(api.post("/api/events/open/rounds", "").status == 201);
    event = api.get("/api/events/open").object();
    BOOST_TEST(event.value("fide_mode_locks").toBool());
    const QString tiebreaks = event.value("tiebreaks").toString();

    const ApiAnswer forbid = api.post("/api/events/open/forbidden-pairs", R"({"players": [1, 2]})");
    BOOST_TEST(forbid.status == 409, forbid.body);
    BOOST_TEST(forbid.object().value("locked").toBool());
    BOOST_TEST(!forbid.object().contains("force"));
    BOOST_TEST(forbid.field() == "start_nos");
    BOOST_TEST(commandLineRefusal({"forbid", "add", folder.event, "1,2"}).find(forbid.error()) != std::string::npos,
               forbid.error());
    BOOST_TEST(api.get("/api/events/open/forbidden-pairs").array().isEmpty());
    const ApiAnswer locked = api.send("PUT", "/api/events/open/tiebreaks", R"({"tiebreaks": "SB,BH", "force": true})");
    BOOST_TEST(locked.status == 409, locked.body);
    BOOST_TEST(locked.object().value("locked").toBool());
    BOOST_TEST(locked.field() == "tiebreaks");
    BOOST_TEST(locked.error().find("C.07 §13") != std::string::npos, locked.error());
    BOOST_TEST(api.get("/api/events/open").object().value("tiebreaks").toString() == tiebreaks);

    const std::size_t lines = tourney::app::SqlEventStore(folder.event).readLog().size();
    const ApiAnswer no_reason = api.send("PUT", "/api/events/open/fide-mode", R"({"on": false})");
    BOOST_TEST(no_reason.status == 400, no_reason.body);
    BOOST_TEST(no_reason.field() == "reason");
    BOOST_TEST(api.get("/api/events/open").object().value("fide_mode").toBool());
    const ApiAnswer left = api.send("PUT", "/api/events/open/fide-mode",
                                    R"({"on": false, "reason": "the organiser's own rules"})");
    BOOST_TEST(left.status == 200, left.body);
    BOOST_TEST(left.object().value("message").toString() == "FIDE mode left after round 1: the organiser's own rules");
    BOOST_TEST(!left.object().value("event").toObject().value("fide_mode").toBool());
    const std::vector<tourney::tournament::LogEntry> log = tourney::app::SqlEventStore(folder.event).readLog();
    BOOST_REQUIRE_EQUAL(log.size(), lines + 1);
    BOOST_TEST(log.back().command == "fide-mode off");
    BOOST_TEST(log.back().message == "FIDE mode left after round 1: the organiser's own rules");

    // Outside FIDE mode a change after round 1 is the arbiter's, confirmed and logged.
    const ApiAnswer unconfirmed = api.send("PUT", "/api/events/open/tiebreaks", R"({"tiebreaks": "SB,BH"})");
    BOOST_TEST(unconfirmed.status == 409);
    BOOST_TEST(unconfirmed.object().value("force").toBool());
    const ApiAnswer forced = api.send("PUT", "/api/events/open/tiebreaks", R"({"tiebreaks": "SB,BH", "force": true})");
    BOOST_TEST(forced.status == 200, forced.body);
    BOOST_TEST(forced.object().value("tiebreaks").toString() == "SB,BH");
    BOOST_TEST(forced.object().value("warnings").toArray().size() == 1);
    BOOST_TEST(api.post("/api/events/open/forbidden-pairs", R"({"players": [1, 2]})").status == 201);
}

// Issue 33: the standings and the crosstable the server keeps, made again after its own write
// from the standings it shares between answers and a crosstable kept by the games met, are byte
// for byte those made afresh from the event as stored, by the tables the command line prints.
static void keptAnswersAreFresh(const Api& api, const QString& event) {
    const tourney::Event stored = tourney::app::SqlEventStore(event).load();
    for (int wait = 0; wait < 2; ++wait) {  // asked while being made again, and once made
        BOOST_TEST(api.get("/api/events/open/standings").body ==
                   tourney::reports::jsonTable(tourney::tournament::standingsList(stored, 0)));
        BOOST_TEST(api.get("/api/events/open/crosstable").body ==
                   tourney::reports::jsonTable(tourney::tournament::crosstableReport(stored, 0)));
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
    }
}

// Issue 33, on an event whose round 1 is played, 3 boards: a table is answered as the renderer
// writes it, byte for byte what a QJsonDocument of it would write; a crosstable's row names only
// the opponents met (a 1,000-player Swiss event would be a million empty cells); and though the
// server keeps the event it wrote, a result the command line enters meanwhile is what it serves
// next, and its own next write keeps that result.
static void tablesAsWrittenAndAnotherProcessWrite(const Api& api, const QString& event) {
    for (const char* table : {"standings", "crosstable", "players", "rounds/1"}) {
        const std::string body = api.get(std::string("/api/events/open/") + table).body;
        BOOST_TEST(body == QJsonDocument::fromJson(QByteArray::fromStdString(body)).toJson().toStdString(), table);
    }
    const QJsonArray crosstable = api.get("/api/events/open/crosstable").array();
    BOOST_TEST(crosstable.size() == 6);
    for (const QJsonValue& row : crosstable) {
        QStringList met;
        for (const QString& key : row.toObject().keys())
            if (key.toInt() > 0) met << key + ": " + row.toObject().value(key).toString();
        BOOST_TEST(met.size() == 1, met.join(", ").toStdString());
    }

    const auto resultOf = [&](int board) {
        return api.get("/api/events/open/rounds/1").array().at(board - 1).toObject().value("result").toString();
    };
    mustRun({"result", event, "1", "1", "0-1", "--force"});
    BOOST_TEST(resultOf(1) == "0-1");
    BOOST_TEST(api.post("/api/events/open/rounds/1/boards/3/result", R"({"result": "0-1", "force": true})").status ==
               200);
    BOOST_TEST(resultOf(1) == "0-1");
    BOOST_TEST(resultOf(3) == "0-1");
    BOOST_TEST(mustRun({"pairings", event, "--round", "1", "--format", "tsv"}).count("0-1") == 2);
    keptAnswersAreFresh(api, event);
}

BOOST_AUTO_TEST_CASE(rounds_are_paired_explained_taken_back_and_their_results_corrected) {
    ServedFolder folder(6);
    Server server(folder.event, folder.dir.path());
    const Api api{server.port};
    const ApiAnswer paired = api.post("/api/events/open/rounds", R"({"explain": true})");
    BOOST_TEST(paired.status == 201, paired.body);
    BOOST_TEST(paired.object().value("round").toInt() == 1);
    BOOST_TEST(paired.object().value("boards").toArray().size() == 3);
    BOOST_TEST(!paired.object().value("explanation").toArray().isEmpty());
    QJsonObject round = api.get("/api/events/open/rounds").array().at(0).toObject();
    BOOST_TEST(round.value("boards").toInt() == 3);
    BOOST_TEST(round.value("awaiting_results").toInt() == 3);

    // Pairing before the results are in: the command line's words, naming the boards.
    const ApiAnswer early = api.post("/api/events/open/rounds", "");
    BOOST_TEST(early.status == 422);
    BOOST_TEST(commandLineRefusal({"pair", folder.event}).find(early.error()) != std::string::npos, early.error());

    for (const char* board : {"1", "2", "3"})
        BOOST_TEST(
            api.post(std::string("/api/events/open/rounds/1/boards/") + board + "/result", R"({"result": "1-0"})")
                .status == 200);
    BOOST_TEST(api.get("/api/events/open/rounds").array().at(0).toObject().value("awaiting_results").toInt() == 0);
    const ApiAnswer replace = api.post("/api/events/open/rounds/1/boards/2/result", R"({"result": "0-1"})");
    BOOST_TEST(replace.status == 409);
    BOOST_TEST(replace.object().value("force").toBool());
    BOOST_TEST(replace.object().value("action").toString() == "replace it");
    const ApiAnswer forced = api.post("/api/events/open/rounds/1/boards/2/result",
                                      R"({"result": "0-1", "force": true})");
    BOOST_TEST(forced.object().value("before").toString() == "1-0", forced.body);
    BOOST_TEST(api.post("/api/events/open/rounds/1/boards/2/result", R"({"result": "7-0"})").field() == "result");
    BOOST_TEST(api.post("/api/events/open/rounds/1/boards/9/result", R"({"result": "1-0"})").status == 404);
    BOOST_TEST(mustRun({"pairings", folder.event, "--round", "1", "--format", "tsv"}).contains("0-1"));

    // Taking the round back: with results it needs confirming, then they are named.
    const ApiAnswer take_back = api.send("DELETE", "/api/events/open/rounds/last");
    BOOST_TEST(take_back.status == 409, take_back.body);
    const ApiAnswer taken = api.send("DELETE", "/api/events/open/rounds/last?force=true");
    BOOST_TEST(taken.status == 200, taken.body);
    BOOST_TEST(taken.object().value("lost_results").toArray().size() == 3);
    BOOST_TEST(api.get("/api/events/open/rounds").array().isEmpty());
    BOOST_TEST(api.get("/api/events/open/rounds/1").status == 404);

    BOOST_TEST(api.post("/api/events/open/rounds", "").status == 201);
    for (const char* board : {"1", "2", "3"})
        api.post(std::string("/api/events/open/rounds/1/boards/") + board + "/result", R"({"result": "1/2-1/2"})");
    const QJsonArray standings = api.get("/api/events/open/standings").array();
    BOOST_TEST(standings.size() == 6);
    BOOST_TEST(standings.at(0).toObject().value("points").toDouble() == 0.5,
               api.get("/api/events/open/standings").body);
    BOOST_TEST(api.get("/api/events/open/standings?after_round=1").array().size() == 6);
    BOOST_TEST(api.get("/api/events/open/standings?after_round=x").status == 400);
    tablesAsWrittenAndAnotherProcessWrite(api, folder.event);
}

// Issue 33: what the browser uploads as text, judged as the command line judges the file: a
// player CSV (a bad line named by file, line and column, and nothing registered), FIDE's rating
// list, and a game record entered with its board's result (checked by the chess engine).
BOOST_AUTO_TEST_CASE(issue_33_a_player_csv_a_rating_list_and_a_game_record_are_uploaded) {
    ServedFolder folder(0);
    Server server(folder.event, folder.dir.path());
    const Api api{server.port};
    const auto body = [](const QJsonObject& object) { return QJsonDocument(object).toJson().toStdString(); };
    const QString csv = "name,rating,fide_id\n\"Chen, Li\",2200,8600001\n\"Roy, Amit\",2100,\n";
    QString bad = csv;
    bad.replace("2100", "21x0");
    const ApiAnswer refused = api.post("/api/events/open/players/import", body({{"csv", bad}, {"file", "entry.csv"}}));
    BOOST_TEST(refused.status == 422, refused.body);
    BOOST_TEST(refused.error().find("entry.csv:3") != std::string::npos, refused.error());
    BOOST_TEST(refused.error().find("rating") != std::string::npos, refused.error());
    BOOST_TEST(api.get("/api/events/open/players").array().isEmpty());
    const ApiAnswer imported = api.post("/api/events/open/players/import", body({{"csv", csv}, {"file", "entry.csv"}}));
    BOOST_TEST(imported.status == 201, imported.body);
    BOOST_TEST(imported.object().value("message").toString() == "Registered 2 players, start numbers 1 to 2");
    BOOST_TEST(names(api.get("/api/events/open/players").array()) == "Chen, Li; Roy, Amit; ");

    const QString list =
        "<playerslist>\n<player><fideid>8600001</fideid><name>Chen, Li</name><country>CHN</country>"
        "<sex>M</sex><title>FM</title><w_title></w_title><o_title></o_title><foa_title></foa_title>"
        "<rating>2215</rating><games>0</games><k>20</k><birthday>2011</birthday><flag></flag>"
        "</player>\n</playerslist>\n";
    const ApiAnswer updated = api.post("/api/events/open/players/rating-list",
                                       body({{"list", list}, {"file", "fide.xml"}}));
    BOOST_TEST(updated.status == 200, updated.body);
    BOOST_TEST(updated.object().value("changes").toArray().at(0).toString().contains("rating 2200 -> 2215"),
               updated.body);
    BOOST_TEST(mustRun({"player", "list", folder.event, "--format", "tsv"}).contains("2215"));

    // Round 1: board 1 is Chen (White) - Roy; a record of a mate by White, then one that says Black won.
    BOOST_TEST(api.post("/api/events/open/rounds", "").status == 201);
    const QJsonObject board = api.get("/api/events/open/rounds/1").array().at(0).toObject();
    const QString white = board.value("white").toInt() == 1 ? "Chen, Li" : "Roy, Amit";
    const QString black = white == "Chen, Li" ? "Roy, Amit" : "Chen, Li";
    const auto pgn = [&](const QString& result) {
        return QString(
                   "[White \"%1\"]\n[Black \"%2\"]\n[Result \"%3\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# %3\n")
            .arg(white, black, result);
    };
    const ApiAnswer contradicts = api.post("/api/events/open/rounds/1/boards/1/result",
                                           body({{"result", "0-1"}, {"record", pgn("0-1")}, {"record_file", "g.pgn"}}));
    BOOST_TEST(contradicts.status == 422, contradicts.body);
    BOOST_TEST(contradicts.error().find("g.pgn:1: the result entered contradicts the final position") == 0,
               contradicts.error());
    const ApiAnswer entered = api.post("/api/events/open/rounds/1/boards/1/result",
                                       body({{"record", pgn("1-0")}, {"record_file", "g.pgn"}}));
    BOOST_TEST(entered.status == 200, entered.body);
    BOOST_TEST(entered.object().value("result").toString() == "1-0");
    BOOST_TEST(tourney::app::SqlEventStore(folder.event).load().rounds[0].games[0].record == pgn("1-0").toStdString());
}

// Issue 33: a prize table comes from a CSV file or from another event of the folder, as
// `tourney prize import` and `prize copy` bring it; a bad line is refused by file, line and
// field with nothing added, and copying one table twice would pay every prize twice: refused.
BOOST_AUTO_TEST_CASE(issue_33_a_prize_table_is_imported_from_a_file_and_copied_from_another_event) {
    ServedFolder folder(0);
    const QString last_year = folder.dir.filePath("open-2025.tourney");
    mustRun({"new", last_year, "--name", "Open 2025", "--game", "chess", "--system", "swiss", "--rounds", "5"});
    mustRun({"category", "add", last_year, "Women", "--rule", "women"});
    mustRun({"prize", "add", last_year, "Best woman", "1500", "--category", "Women"});
    mustRun({"prize", "sharing", last_year, "hort"});
    Server server(folder.dir.path(), folder.dir.path());
    const Api api{server.port};
    const auto body = [](const QJsonObject& object) { return QJsonDocument(object).toJson().toStdString(); };

    const QString csv = "name,category,amount\n1st,,5000\n2nd,,3000\n";
    QString bad = csv;
    bad.replace("3000", "3k");
    const ApiAnswer refused = api.post("/api/events/open/prizes/import", body({{"csv", bad}, {"file", "prizes.csv"}}));
    BOOST_TEST(refused.status == 422, refused.body);
    BOOST_TEST(refused.error().find("prizes.csv:3") != std::string::npos, refused.error());
    BOOST_TEST(refused.error().find("amount") != std::string::npos, refused.error());
    BOOST_TEST(api.get("/api/events/open/prizes").array().isEmpty());
    const ApiAnswer imported = api.post("/api/events/open/prizes/import", body({{"csv", csv}, {"file", "prizes.csv"}}));
    BOOST_TEST(imported.status == 201, imported.body);
    BOOST_TEST(imported.object().value("message").toString() == "Added 2 prizes");

    const ApiAnswer copied = api.post("/api/events/open/prizes/copy", body({{"from", "open-2025"}}));
    BOOST_TEST(copied.status == 201, copied.body);
    BOOST_TEST(copied.object().value("message").toString() == "Copied 1 prize and 1 new category; prize sharing hort",
               copied.body);
    const QString table = mustRun({"prize", "list", folder.event, "--format", "tsv"});
    BOOST_TEST((table.contains("1st") && table.contains("2nd") && table.contains("Best woman\tWomen")),
               table.toStdString());
    const ApiAnswer twice = api.post("/api/events/open/prizes/copy", body({{"from", "open-2025"}}));
    BOOST_TEST(twice.status == 422, twice.body);
    BOOST_TEST(twice.error().find("Best woman") != std::string::npos, twice.error());
    BOOST_TEST(api.post("/api/events/open/prizes/copy", body({{"from", "no-such-event"}})).status == 404);
    const ApiAnswer replaced = api.post("/api/events/open/prizes/copy",
                                        body({{"from", "open-2025"}, {"replace", true}}));
    BOOST_TEST(replaced.status == 201, replaced.body);
    BOOST_TEST(api.get("/api/events/open/prizes").array().size() == 1, api.get("/api/events/open/prizes").body);
}

// Issue 36: `tourney serve` on the folder of an event in sections lists its sections and moves
// a player between two before round 1, as `tourney sections list` and `move` do; a folder with
// no sections answers 404, a move without the token 401, a move after round 1 is refused.
BOOST_AUTO_TEST_CASE(issue_36_the_sections_of_an_event_are_served_and_a_player_moved) {
    QTemporaryDir dir;
    const QString open = openInTwoSections(dir);
    Server server(open, open);
    const Api api{server.port};
    const auto body = [](const QJsonObject& object) { return QJsonDocument(object).toJson().toStdString(); };
    const QJsonObject listed = api.get("/api/sections").object();
    BOOST_TEST(listed.value("name").toString() == "Dhaka Open");
    const QJsonArray sections = listed.value("sections").toArray();
    BOOST_REQUIRE_EQUAL(sections.size(), 2);
    BOOST_TEST(sections.at(1).toObject().value("Players").toInt() == 3, api.get("/api/sections").body);

    const QJsonObject move{{"from", "B"}, {"player", "Sen"}, {"to", "A"}};
    BOOST_TEST(http(server.port, "POST", "/api/sections/move", body(move)).status == 401);
    const ApiAnswer moved = api.post("/api/sections/move", body(move));
    BOOST_TEST(moved.status == 200, moved.body);
    BOOST_TEST(moved.object().value("message").toString() == "Sen, Rupa moved from section B (1) to section A (3)",
               moved.body);
    BOOST_TEST(playersOf(open + "/A.tourney") == 3);
    BOOST_TEST(
        api.get("/api/sections").object().value("sections").toArray().at(1).toObject().value("Players").toInt() == 2);
    BOOST_TEST(api.post("/api/sections/move", body({{"from", "B"}, {"player", "1"}, {"to", "Z"}})).status == 422);

    mustRun({"pair", open + "/A.tourney"});
    const ApiAnswer late = api.post("/api/sections/move", body({{"from", "A"}, {"player", "Sen"}, {"to", "B"}}));
    BOOST_TEST(late.status == 422, late.body);
    BOOST_TEST(late.error().find("section A has paired round 1") != std::string::npos, late.error());
    BOOST_TEST(playersOf(open + "/B.tourney") == 2);

    ServedFolder plain(0);
    Server other(plain.dir.path(), plain.dir.path());
    BOOST_TEST(http(other.port, "GET", "/api/sections").status == 404);
}

// Issue 33: a table's game record uploaded as a two-player board's is: game 4 of the shared
// Chaturaji fixtures (Result "4 11 3 13"; Rahman Red, Akter Green, Biswas Yellow, Sen Black),
// replayed by the game's engine, gives the table's game points and places; points typed that
// the record contradicts are refused with the command line's words and nothing is stored.
BOOST_AUTO_TEST_CASE(issue_33_a_tables_game_record_is_uploaded) {
    const RecordedTable table;
    const QString& event = table.event;
    const QString game = QString::fromUtf8(fixtureGame());
    Server server(event, table.dir.path());
    const Api api{server.port};
    const auto body = [](const QJsonObject& object) { return QJsonDocument(object).toJson().toStdString(); };
    const ApiAnswer contradicted = api.post(
        "/api/events/record/rounds/1/boards/1/result",
        body({{"game_points", QJsonArray{4, 11, 3, 12}}, {"record", game}, {"record_file", "game.chaturaji"}}));
    BOOST_TEST(contradicted.status == 422, contradicted.body);
    BOOST_TEST(
        contradicted.error().find("the record's Result is 4 11 3 13, not the points entered") != std::string::npos,
        contradicted.error());
    BOOST_TEST(tourney::app::SqlEventStore(event).load().rounds[0].games[0].record.empty());
    const ApiAnswer entered = api.post("/api/events/record/rounds/1/boards/1/result",
                                       body({{"record", game}, {"record_file", "game.chaturaji"}}));
    BOOST_TEST(entered.status == 200, entered.body);
    BOOST_TEST(entered.object().value("where").toString() == "round 1 table 1");
    BOOST_TEST(entered.object().value("result").toString() == "4-11-3-13 (places 3, 2, 4, 1)");
    BOOST_TEST(tourney::app::SqlEventStore(event).load().rounds[0].games[0].record == game.toStdString());
    BOOST_TEST(mustRun({"pairings", event, "--round", "1", "--format", "tsv"}).contains("4-11-3-13"));
}

// Issue 33: FIDE's rating list kept beside the events and searched from the players' page by
// name (each word, in any case) or by FIDE id, the highest rated first; a list refused keeps
// nothing; nothing is found before a list is kept; a player found is registered with the list's
// details.
BOOST_AUTO_TEST_CASE(issue_33_fides_rating_list_is_kept_and_searched_by_name_or_fide_id) {
    QTemporaryDir dir;
    Server server(dir.path(), dir.path());
    const Api api{server.port};
    const auto body = [](const QJsonObject& object) { return QJsonDocument(object).toJson().toStdString(); };
    const auto entry = [](const char* id, const char* name, const char* federation, const char* title,
                          const char* rating, const char* born) {
        return QString(
                   "<player><fideid>%1</fideid><name>%2</name><country>%3</country><sex>M</sex>"
                   "<title>%4</title><w_title></w_title><o_title></o_title><foa_title></foa_title>"
                   "<rating>%5</rating><games>0</games><k>20</k><birthday>%6</birthday><flag></flag></player>\n")
            .arg(id, name, federation, title, rating, born);
    };
    const QString list = "<playerslist>\n" + entry("8600002", "Chenoweth, Mark", "USA", "", "1980", "1990") +
                         entry("8600001", "Chen, Li", "CHN", "FM", "2215", "2011") +
                         entry("4100010", "Roy, Amit", "IND", "", "2100", "1985") + "</playerslist>\n";
    BOOST_TEST(api.get("/api/rating-list?q=chen").object().value("list").isNull());

    const Api without_token{server.port, false};
    BOOST_TEST(without_token.post("/api/rating-list", body({{"list", list}})).status == 401);
    QString bad = list;
    bad.replace("<rating>2100</rating>", "<rating>21x0</rating>");
    const ApiAnswer refused = api.post("/api/rating-list", body({{"list", bad}, {"file", "fide.xml"}}));
    BOOST_TEST(refused.status == 422, refused.body);
    BOOST_TEST(refused.error().find("fide.xml:4") == 0, refused.error());
    BOOST_TEST(refused.error().find("rating") != std::string::npos, refused.error());
    BOOST_TEST(api.get("/api/rating-list?q=chen").object().value("list").isNull());

    const ApiAnswer kept = api.post("/api/rating-list", body({{"list", list}, {"file", "fide.xml"}}));
    BOOST_TEST(kept.status == 201, kept.body);
    BOOST_TEST(kept.object().value("message").toString() == "Kept FIDE's rating list fide.xml to search: 3 players");
    BOOST_TEST(QFileInfo::exists(dir.filePath("fide-rating-list.xml")));
    const QJsonObject both = api.get("/api/rating-list?q=CHEN").object();
    BOOST_TEST(both.value("matched").toInt() == 2);
    BOOST_TEST(names(both.value("players").toArray()) == "Chen, Li; Chenoweth, Mark; ");  // the higher rated first
    BOOST_TEST(names(api.get("/api/rating-list?q=li%20chen").object().value("players").toArray()) == "Chen, Li; ");
    const QJsonObject found =
        api.get("/api/rating-list?q=4100010").object().value("players").toArray().at(0).toObject();
    BOOST_TEST(found.value("name").toString() == "Roy, Amit");
    BOOST_TEST(found.value("federation").toString() == "IND");
    BOOST_TEST(found.value("rating").toInt() == 2100);
    BOOST_TEST(found.value("birth_year").toInt() == 1985);
    BOOST_TEST(api.get("/api/rating-list?q=86").object().value("players").toArray().isEmpty());  // an id whole
    const ApiAnswer short_query = api.get("/api/rating-list?q=c");
    BOOST_TEST(short_query.status == 422, short_query.body);
    BOOST_TEST(short_query.field() == "q");

    // The player found, registered with what the list says of him.
    BOOST_TEST(
        api.post("/api/events", R"({"id": "club", "name": "Club", "game": "chess", "system": "swiss", "rounds": 5})")
            .status == 201);
    QJsonObject add = found;
    add.remove("title");
    BOOST_TEST(api.post("/api/events/club/players", body(add)).status == 201);
    const QString listed = mustRun({"player", "list", dir.filePath("club.tourney"), "--format", "tsv"});
    BOOST_TEST(listed.contains("Roy, Amit\t2100"), listed.toStdString());
    BOOST_TEST(tourney::app::SqlEventStore(dir.filePath("club.tourney")).load().players.at(0).fide_id == "4100010");
}

// Issue 33: a round robin's numbers drawn by lot before round 1 as `tourney draw` draws them (the
// same seed, the same numbers) or by hand, and its schedule; a Swiss has no schedule and no draw,
// and no draw follows round 1.
BOOST_AUTO_TEST_CASE(issue_33_a_round_robin_is_drawn_and_its_schedule_shown) {
    QTemporaryDir dir;
    const QString event = dir.filePath("rr.tourney"), twin = dir.filePath("twin.tourney");
    for (const QString& file : {event, twin}) {
        mustRun({"new", file, "--name", "Round robin", "--game", "chess", "--system", "round-robin"});
        for (int i = 1; i <= 5; ++i)
            mustRun(
                {"player", "add", file, "--name", QString("Player, %1").arg(i), "--rating", QString::number(2000 - i)});
    }
    mustRun({"new", dir.filePath("swiss.tourney"), "--name", "Swiss", "--game", "chess", "--system", "swiss",
             "--rounds", "3"});
    Server server(dir.path(), dir.path());
    const Api api{server.port};
    const QJsonObject before = api.get("/api/events/rr/schedule").object();
    BOOST_TEST(before.value("none").isNull());
    BOOST_TEST(before.value("boards").toArray().size() == 15);  // five rounds of two boards and a bye
    const QJsonObject first = before.value("boards").toArray().at(0).toObject();
    BOOST_TEST(first.value("Rd").toString() == "1");
    BOOST_TEST(first.value("White").toString().endsWith("Player, 2"), first.value("White").toString().toStdString());

    const ApiAnswer drawn = api.post("/api/events/rr/draw", R"({"seed": "42"})");
    BOOST_TEST(drawn.status == 200, drawn.body);
    BOOST_TEST(drawn.object().value("message").toString() == "Drawn with seed 42.");
    BOOST_TEST(drawn.object().value("seed").toString() == "42");
    BOOST_TEST(drawn.object().value("order").toArray().size() == 5);
    mustRun({"draw", twin, "--seed", "42"});
    const auto listed = [](const QString& file) { return mustRun({"player", "list", file, "--format", "tsv"}); };
    BOOST_TEST(listed(event) == listed(twin));
    BOOST_TEST(api.get("/api/events/rr/schedule").body != std::string(QJsonDocument(before).toJson().constData()));

    const ApiAnswer bad = api.post("/api/events/rr/draw", R"({"order": [1, 2]})");
    BOOST_TEST(bad.status == 422, bad.body);
    BOOST_TEST(bad.field() == "order");
    const std::string last =
        api.get("/api/events/rr/players").array().at(4).toObject().value("name").toString().toStdString();
    const ApiAnswer by_hand = api.post("/api/events/rr/draw", R"({"order": [5, 4, 3, 2, 1]})");
    BOOST_TEST(by_hand.status == 200, by_hand.body);
    BOOST_TEST(by_hand.object().value("seed").isNull());
    BOOST_TEST(api.get("/api/events/rr/players").array().at(0).toObject().value("name").toString().toStdString() ==
               last);

    BOOST_TEST(api.post("/api/events/rr/rounds", "").status == 201);
    const ApiAnswer late = api.post("/api/events/rr/draw", "{}");
    BOOST_TEST(late.status == 422, late.body);
    BOOST_TEST(late.error() == "round 1 is paired: the numbers of a round robin are drawn before it");

    const QJsonObject swiss = api.get("/api/events/swiss/schedule").object();
    BOOST_TEST(swiss.value("none").toString() == "a Swiss event is paired round by round; it has no schedule");
    BOOST_TEST(swiss.value("boards").toArray().isEmpty());
    BOOST_TEST(api.post("/api/events/swiss/draw", "{}").status == 422);
}

// Issue 35: a team event's teams, rounds with their matches, a round board by board, and its
// team standings and crosstable, as the command line entered them.
BOOST_AUTO_TEST_CASE(issue35_a_team_event_s_teams_matches_and_standings_are_served) {
    QTemporaryDir dir;
    const QString league = dir.filePath("league.tourney");
    mustRun(
        {"new", league, "--name", "League", "--game", "chess", "--system", "round-robin", "--teams", "--boards", "2"});
    for (int i = 1; i <= 9; ++i)
        mustRun(
            {"player", "add", league, "--name", QString("Player, %1").arg(i), "--rating", QString::number(2000 - i)});
    mustRun({"team", "add", league, "North", "--roster", "1,2,3", "--captain", "Rahman"});
    mustRun({"team", "add", league, "South", "--roster", "4,5,6"});
    mustRun({"team", "add", league, "East", "--roster", "7,8,9"});
    mustRun({"pair", league});
    mustRun({"lineup", league, "1", "--regulars"});
    mustRun({"match", league, "1", "1", "1-0,1/2-1/2"});  // the first team: 1.5-0.5, two match points
    mustRun({"new", dir.filePath("open.tourney"), "--name", "Open", "--game", "chess", "--system", "swiss", "--rounds",
             "3"});
    Server server(dir.path(), dir.path());
    const Api api{server.port};

    const QJsonArray teams = api.get("/api/events/league/teams").array();
    BOOST_REQUIRE_EQUAL(teams.size(), 3);
    BOOST_TEST(teams.at(0).toObject().value("Team").toString() == "North");
    BOOST_TEST(teams.at(0).toObject().value("Captain").toString() == "Rahman");
    BOOST_TEST(teams.at(1).toObject().value("Roster").toString() == "4 5 6");

    const QJsonArray rounds = api.get("/api/events/league/team-rounds").array();
    BOOST_REQUIRE_EQUAL(rounds.size(), 1);
    const QJsonObject first_round = rounds.at(0).toObject();
    BOOST_TEST(first_round.value("round").toInt() == 1);
    BOOST_TEST(first_round.value("free_team").isDouble());  // three teams: one has no match
    const QJsonObject played = first_round.value("matches").toArray().at(0).toObject();
    BOOST_TEST(played.value("complete").toBool());
    BOOST_TEST(played.value("first_game_points").toDouble() == 1.5);
    BOOST_TEST(played.value("second_game_points").toDouble() == 0.5);
    BOOST_TEST(played.value("first_match_points").toDouble() == 2.0);
    BOOST_TEST(played.value("second_match_points").toDouble() == 0.0);

    const QJsonArray boards = api.get("/api/events/league/team-rounds/1").array();
    BOOST_REQUIRE_EQUAL(boards.size(), 3);  // the match's row, then its two boards
    BOOST_TEST(boards.at(0).toObject().value("Result").toString() == "1.5-0.5");
    BOOST_TEST(boards.at(1).toObject().value("Result").toString() == "1-0");
    BOOST_TEST(boards.at(2).toObject().value("Bd").toInt() == 2);
    BOOST_TEST(api.get("/api/events/league/team-rounds/2").status == 404);

    const QJsonArray standings = api.get("/api/events/league/standings").array();
    BOOST_REQUIRE_EQUAL(standings.size(), 3);
    const QJsonObject leader = standings.at(0).toObject();
    BOOST_TEST(leader.value("MP").toDouble() == 2.0, QJsonDocument(leader).toJson().toStdString());
    BOOST_TEST(api.get("/api/events/league/crosstable").array().size() == 3);

    // The public site's pages of the team event: its teams, each round's matches board by board,
    // the team standings.
    const HttpAnswer teams_page = http(server.port, "GET", "/events/league/teams");
    BOOST_TEST(teams_page.status == 200);
    BOOST_TEST(teams_page.body.find("Rahman") != std::string::npos);
    const HttpAnswer round_page = http(server.port, "GET", "/events/league/rounds/1");
    BOOST_TEST(round_page.status == 200);
    BOOST_TEST(round_page.body.find("1.5-0.5") != std::string::npos);
    const HttpAnswer standings_page = http(server.port, "GET", "/events/league/standings");
    BOOST_TEST(standings_page.body.find("Team standings after round 1") != std::string::npos);
    BOOST_TEST(http(server.port, "GET", "/events/league/").body.find("rounds/1") != std::string::npos);

    // An individual event has no teams: refused, the field named.
    const ApiAnswer none = api.get("/api/events/open/teams");
    BOOST_TEST(none.status == 422, none.body);
    BOOST_TEST(none.field() == "event");
}

BOOST_AUTO_TEST_CASE(exports_are_the_files_of_tourney_export) {
    ServedFolder folder(4, "3");
    mustRun({"pair", folder.event});
    mustRun({"result", folder.event, "1", "1", "1-0"});
    mustRun({"result", folder.event, "1", "2", "1/2-1/2"});
    Server server(folder.event, folder.dir.path());
    const Api api{server.port};
    for (const char* format : {"trf", "csv", "json"}) {
        const QString file = folder.dir.filePath(QString("out.") + format);
        mustRun({"export", folder.event, QString("--") + format, file});
        const ApiAnswer exported = api.get(std::string("/api/events/open/export/") + format);
        BOOST_TEST(exported.status == 200);
        BOOST_TEST((QByteArray::fromStdString(exported.body) == fileBytes(file)), format);
    }
    const ApiAnswer crlf = api.get("/api/events/open/export/trf?line_end=crlf");
    BOOST_TEST(crlf.body.find("\r\n") != std::string::npos);
    BOOST_TEST(api.get("/api/events/open/export/trf?line_end=x").field() == "line_end");
    BOOST_TEST(api.get("/api/events/open/export/pdf").status == 404);
}

BOOST_AUTO_TEST_CASE(tables_of_four_take_each_seat_s_game_points) {
    QTemporaryDir dir;
    Server server(dir.path(), dir.path());
    const Api api{server.port};
    BOOST_TEST(api.post("/api/events", R"({"id": "cup", "name": "Cup", "game": "chaturaji", "system": "round-robin",
        "placement": "3,2,1,0", "bye_points": "1.5"})")
                   .status == 201);
    for (const char* name : {"Red, A", "Green, B", "Yellow, C", "Black, D"})
        BOOST_TEST(api.post("/api/events/cup/players", std::string(R"({"name": ")") + name + "\"}").status == 201);
    BOOST_TEST(api.post("/api/events/cup/rounds", "").status == 201);
    const ApiAnswer entered = api.post("/api/events/cup/rounds/1/boards/1/result",
                                       R"({"game_points": [12, 5, null, 3]})");
    BOOST_TEST(entered.status == 200, entered.body);
    const ApiAnswer wrong = api.post("/api/events/cup/rounds/1/boards/1/result",
                                     R"({"game_points": [12, 5], "force": true})");
    BOOST_TEST(wrong.status == 422);
    BOOST_TEST(wrong.field() == "result");
    BOOST_TEST(
        commandLineRefusal({"result", dir.filePath("cup.tourney"), "1", "1", "12-5", "--force"}).find(wrong.error()) !=
            std::string::npos,
        wrong.error());
    const QJsonArray standings = api.get("/api/events/cup/standings").array();
    BOOST_TEST(standings.size() == 4);
    BOOST_TEST(standings.at(0).toObject().value("points").toDouble() == 3, api.get("/api/events/cup/standings").body);
}

// Issue 33: two arbiters see each other's entries within a second. A page follows its event on
// a stream of server-sent events: the event's revision at once, then a new one after a write
// through the API, and after a write by the command line on the same file, which the server
// did not make; a refused write sends nothing. An event the server lacks has no stream.
BOOST_AUTO_TEST_CASE(issue_33_the_stream_of_changes_tells_of_the_api_s_writes_and_the_command_line_s) {
    ServedFolder folder(4);
    mustRun({"pair", folder.event});
    Server server(folder.dir.path(), folder.dir.path());
    const Api api{server.port};
    ChangeStream stream(server.port, "open");
    const std::string head = stream.head();
    BOOST_TEST(head.find("200") != std::string::npos, head);
    BOOST_TEST(head.find("Content-Type: text/event-stream") != std::string::npos, head);
    const long long first = stream.nextRevision();
    BOOST_TEST(first >= 0);
    BOOST_TEST(api.post("/api/events/open/rounds/1/boards/1/result", R"({"result": "2-0"})").status == 422);
    BOOST_TEST(api.post("/api/events/open/rounds/1/boards/1/result", R"({"result": "1-0"})").status == 200);
    const long long by_api = stream.nextRevision();
    BOOST_TEST(by_api == first + 1);  // the refusal changed nothing and was not told
    mustRun({"result", folder.event, "1", "2", "0-1"});
    BOOST_TEST(stream.nextRevision() == by_api + 1);
    const ApiAnswer missing = api.get("/api/events/nothing/changes");
    BOOST_TEST(missing.status == 404);
    BOOST_TEST(missing.field() == "event");
}

// A stream stays open past the time a silent connection is given (issue 40, item 3): its
// comments count as the connection's life, so a page is told of a change made minutes later.
BOOST_AUTO_TEST_CASE(issue_33_a_stream_of_changes_outlives_the_idle_timeout) {
    ServedFolder folder(4);
    mustRun({"pair", folder.event});
    Server server(folder.dir.path(), folder.dir.path(), {"--idle-timeout", "1"});
    ChangeStream stream(server.port, "open");
    const long long first = stream.nextRevision();
    BOOST_TEST(first >= 0);
    std::this_thread::sleep_for(std::chrono::seconds(3));  // three idle timeouts
    mustRun({"result", folder.event, "1", "1", "1/2-1/2"});
    BOOST_TEST(stream.nextRevision() == first + 1);
}

BOOST_AUTO_TEST_CASE(writes_without_the_token_change_nothing) {
    ServedFolder folder(4);
    Server server(folder.dir.path(), folder.dir.path());
    const Api reader{server.port, false};
    const QByteArray before = fileBytes(folder.event);
    BOOST_TEST(reader.post("/api/events/open/players", R"({"name": "X"})").status == 401);
    BOOST_TEST(reader.send("DELETE", "/api/events/open/players/1").status == 401);
    BOOST_TEST(reader.post("/api/events/open/rounds", "").status == 401);
    BOOST_TEST(
        reader.post("/api/events", R"({"id": "new", "name": "N", "game": "chess", "system": "round-robin"})").status ==
        401);
    BOOST_TEST((fileBytes(folder.event) == before));
    BOOST_TEST(!QFileInfo(folder.dir.filePath("new.tourney")).exists());
    BOOST_TEST(reader.get("/api/events/open/players").array().size() == 4);  // reading needs no token
}

// Issue 36: the desk over HTTP, as `tourney checkin`, `fee` and `check-rated` do it: a check-in
// whose absentee gets the zero-point bye, fees, a payment taken by the account or token that
// sends it (refused when recorded twice), the treasurer's list only with the token, and "will
// this be rated?" citing its articles.
BOOST_AUTO_TEST_CASE(issue_36_the_desk_checks_in_takes_fees_and_checks_the_rated_event) {
    ServedFolder folder(5);
    Server server(folder.event, folder.dir.path());
    const Api api{server.port};
    const ApiAnswer checked = api.post("/api/events/open/check-in", R"({"players": [1, 2, 3, 4]})");
    BOOST_TEST(checked.status == 200, checked.body);
    BOOST_TEST(checked.object().value("message").toString() == "Round 1: 4 checked in");
    const ApiAnswer unknown = api.post("/api/events/open/check-in", R"({"players": [9]})");
    BOOST_TEST(unknown.status == 404);
    BOOST_TEST(unknown.field() == "start_no");
    BOOST_TEST(api.get("/api/events/open/check-in").body.find("not checked in") != std::string::npos);

    BOOST_TEST(api.send("PUT", "/api/events/open/fees", R"({"standard": "500"})").status == 200);
    const ApiAnswer paid = api.post("/api/events/open/payments",
                                    R"({"player": 1, "amount": "500", "reference": "R9"})");
    BOOST_TEST(paid.status == 201, paid.body);
    const ApiAnswer again = api.post("/api/events/open/payments", R"({"player": 2, "amount": "5", "reference": "R9"})");
    BOOST_TEST(again.status == 422);
    BOOST_TEST(again.field() == "reference");
    BOOST_TEST(api.post("/api/events/open/payments", R"({"player": 2, "amount": "0"})").field() == "amount");
    const ApiAnswer list = api.get("/api/events/open/treasurer");
    BOOST_TEST(list.status == 200, list.body);
    BOOST_TEST((list.body.find("Total") != std::string::npos), list.body);
    const Api reader{server.port, false};
    BOOST_TEST(reader.get("/api/events/open/treasurer").status == 401);

    const ApiAnswer paired = api.post("/api/events/open/rounds", "");
    BOOST_TEST(paired.status == 201, paired.body);
    BOOST_TEST((paired.body.find("not checked in, a zero-point bye: 5 ") != std::string::npos), paired.body);
    BOOST_TEST((paired.body.find("have not paid their entry fee in full") != std::string::npos), paired.body);

    BOOST_TEST(api.send("PUT", "/api/events/open/rated-details", R"({"time_control": "90+30"})").status == 200);
    BOOST_TEST(api.send("PUT", "/api/events/open/rated-details", R"({"time_control": "soon"})").field() ==
               "time_control");
    const ApiAnswer rated = api.get("/api/events/open/rated-check");
    BOOST_TEST(rated.status == 200);
    BOOST_TEST((rated.body.find("B.02 0.2, 0.2.1, 0.2.2") != std::string::npos), rated.body);
}

namespace {

// A post of the public registration form as a browser sends it from the server's own page.
HttpAnswer registrationPost(const Server& server, const std::string& body, const std::string& lang = "") {
    return http(server.port, "POST", "/events/open/register" + lang, body,
                {"Content-Type: application/x-www-form-urlencoded", "Origin: " + server.base()});
}

}  // namespace

// Issue 36: the public registration form. Closed, it takes nothing; opened with a closing time
// (`tourney registration`), it takes an entry that waits for approval, gives the same person back
// his entry, refuses a script in a name beside the field (escaped, never run) and a post from
// another site; the organiser lists the entries with the token only, approves one over the API (a
// player, logged) and rejects one from the command line.
BOOST_AUTO_TEST_CASE(issue_36_the_registration_form_takes_entries_for_the_organisers_approval) {
    ServedFolder folder(5);
    Server server(folder.event, folder.dir.path());
    const std::string entry = "name=Karim%2C+Abdul&federation=ban&fide_id=&birth_year=1990&club=Dhaka+CC";
    const HttpAnswer closed = registrationPost(server, entry);
    BOOST_TEST(closed.status == 422);
    BOOST_TEST((closed.body.find("registration for this event is not open") != std::string::npos), closed.body);

    const QString closes = QDateTime::currentDateTime().addDays(2).toString("yyyy-MM-dd HH:mm");
    BOOST_TEST(mustRun({"registration", folder.event, "open", "--closes", closes}).contains("Registration open until"));
    const HttpAnswer page = http(server.port, "GET", "/events/open/register");
    BOOST_TEST(page.status == 200);
    BOOST_TEST((page.body.find("<form method=\"post\" action=\"/events/open/register\">") != std::string::npos),
               page.body);
    BOOST_TEST((page.body.find("name=\"birth_year\"") != std::string::npos));
    BOOST_TEST((http(server.port, "GET", "/events/open/register?lang=bn").body.find("নিবন্ধন") != std::string::npos));
    BOOST_TEST((http(server.port, "GET", "/events/open/players").body.find("register") != std::string::npos));

    const HttpAnswer received = registrationPost(server, entry);
    BOOST_TEST(received.status == 201, received.body);
    BOOST_TEST((received.body.find("Entry 1 received for Karim, Abdul; it waits for the organiser&#39;s approval") !=
                std::string::npos),
               received.body);
    const HttpAnswer twice = registrationPost(server, entry);
    BOOST_TEST(twice.status == 200);
    BOOST_TEST((twice.body.find("Karim, Abdul entered already (entry 1") != std::string::npos), twice.body);

    const HttpAnswer script = registrationPost(
        server, "name=%3Cscript%3Ealert(1)%3C%2Fscript%3E&federation=BAN&birth_year=1990");
    BOOST_TEST(script.status == 422);
    BOOST_TEST((script.body.find("<script>") == std::string::npos), script.body);
    BOOST_TEST((script.body.find("value=\"&lt;script&gt;alert(1)&lt;/script&gt;\"") != std::string::npos), script.body);
    BOOST_TEST((script.body.find("the character &lt; is not taken here") != std::string::npos), script.body);
    const HttpAnswer elsewhere = http(server.port, "POST", "/events/open/register", entry,
                                      {"Content-Type: application/x-www-form-urlencoded", "Origin: http://evil.test"});
    BOOST_TEST(elsewhere.status == 403);
    BOOST_TEST(registrationPost(server, "name=Rahman%2C+Tania&federation=BAN&birth_year=2001").status == 201);

    const Api api{server.port};
    const Api reader{server.port, false};
    BOOST_TEST(reader.get("/api/events/open/registrations").status == 401);
    const ApiAnswer entries = api.get("/api/events/open/registrations");
    BOOST_TEST(entries.status == 200, entries.body);
    BOOST_TEST(entries.array().size() == 2);
    const ApiAnswer approved = api.post("/api/events/open/registrations/1/approve", "");
    BOOST_TEST(approved.status == 200, approved.body);
    BOOST_TEST(approved.object().value("start_no").toInt() == 6);
    BOOST_TEST(api.post("/api/events/open/registrations/1/approve", "").field() == "entry");
    BOOST_TEST(api.post("/api/events/open/registrations/9/approve", "").status == 404);
    BOOST_TEST(api.get("/api/events/open/players").array().size() == 6);
    BOOST_TEST(mustRun({"log", folder.event}).contains("entry 1 approved: player 6 Karim, Abdul"));

    BOOST_TEST(mustRun({"registration", folder.event, "reject", "2", "--reason", "entered by mistake"})
                   .contains("Entry 2 Rahman, Tania rejected"));
    BOOST_TEST(commandLineRefusal({"registration", folder.event, "reject", "2"}).find("does not wait for approval") !=
               std::string::npos);
    const QString listed = mustRun({"registration", folder.event, "list", "--format", "csv"});
    BOOST_TEST(listed.contains("player 6"));
    BOOST_TEST(listed.contains("rejected: entered by mistake"));
    BOOST_TEST(mustRun({"registration", folder.event, "close"}).contains("Registration closed"));
    BOOST_TEST((registrationPost(server, "name=Late%2C+Comer&federation=BAN&birth_year=1999").body.find("not open") !=
                std::string::npos));
    // A script posting in a loop is held back: ten posts at once from one address, then 429.
    int throttled = 0;
    for (int post = 0; post < 6; ++post) throttled += registrationPost(server, "name=Bot").status == 429 ? 1 : 0;
    BOOST_TEST(throttled >= 1);
}
