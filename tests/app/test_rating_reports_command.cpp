// After the last round: the FIDE rating changes (`tourney ratings`), the title norms, the
// player's card and the venue's lists, through the command, in every format. The figures are
// worked by hand from B.02's tables (8.1.1 dp, 8.1.2 PD).
#include "tourney_process.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <map>

using namespace tourney::testing;

namespace {

// Four players, three rounds: everyone meets everyone. The lower start number wins, but 3 and
// 4 draw. Start numbers follow the rating: 1 Zaman 2100 (born 1990), 2 Bose 2000 (born 2010),
// 3 Alam 1900 (born 1980), 4 Chen unrated.
struct FinishedEvent {
    QTemporaryDir dir;
    QString event = dir.filePath("open.tourney");
    FinishedEvent() {
        mustRun({"new", event, "--name", "Open", "--game", "chess", "--system", "swiss", "--rounds", "3",
                 "--start-date", "2026-05-01", "--end-date", "2026-05-03"});
        writeFile(dir.filePath("players.csv"),
                  "name,rating,federation,birth_year\n"
                  "\"Zaman, Nur\",2100,BAN,1990\n"
                  "\"Bose, Mita\",2000,IND,2010\n"
                  "\"Alam, Rafiq\",1900,BAN,1980\n"
                  "\"Chen, Li\",0,CHN,1995\n");
        mustRun({"player", "import", event, dir.filePath("players.csv")});
        for (int round = 1; round <= 3; ++round) {
            mustRun({"pair", event});
            for (const PairingLine& line : pairingsTsv(event, round)) {
                const bool draw = std::min(line.white, line.black) == 3 && std::max(line.white, line.black) == 4;
                const QString result = draw ? "1/2-1/2" : line.white < line.black ? "1-0" : "0-1";
                mustRun({"result", event, QString::number(round), QString::number(line.board), result});
            }
        }
    }
    QStringList row(const QString& tsv, int line) { return tsv.split('\n', Qt::SkipEmptyParts)[line].split('\t'); }
};

}  // namespace

// B.02 8.3: No, Name, Rtg, K, Games, Score, Expected, Change, New, Performance.
//  1 Zaman 2100, K 20 (under 2400): beat 2000 (D 100, PD .64: +7.2) and 1900 (D 200, PD .76:
//    +4.8); his win over the unrated Chen does not count. +12.0: 2112. Performance: Ra 1950,
//    100 % gives dp 800: 2750.
//  2 Bose 2000, K 40 (16 in 2026, under 2300): lost to 2100 (PD .36: -14.4), beat 1900
//    (PD .64: +14.4). 0.00: 2000; performance Ra 2000, 50 %: 2000.
//  3 Alam 1900, K 20: lost to 2100 (PD .24: -4.8) and 2000 (PD .36: -7.2); the draw with the
//    unrated Chen does not count. -12.0: 1888. Performance: Ra 2050, 0 % gives dp -800: 1250.
//  4 Chen, unrated (B.02 7.1.4): lost to 2100 and 2000, drew 1900; with two hypothetical 1800
//    draws Ra = (6000 + 3600) / 5 = 1920, p = 1.5 / 5 = 30 %, dp -149: 1771, over 3 games.
BOOST_AUTO_TEST_CASE(ratings_report_every_players_change_worked_by_hand_b02) {
    FinishedEvent e;
    const QString tsv = mustRun({"ratings", e.event, "--format", "tsv"});
    BOOST_TEST(e.row(tsv, 0).join(',') == "No,Name,Rtg,K,Games,Score,Expected,Change,New,Performance");
    BOOST_TEST(e.row(tsv, 1).join(',') == "1,Zaman, Nur,2100,20*,2,2,1.40,+12.00,2112,2750");
    BOOST_TEST(e.row(tsv, 2).join(',') == "2,Bose, Mita,2000,40*,2,1,1.00,0.00,2000,2000");
    BOOST_TEST(e.row(tsv, 3).join(',') == "3,Alam, Rafiq,1900,20*,2,0,0.60,-12.00,1888,1250");
    BOOST_TEST(e.row(tsv, 4).join(',') == "4,Chen, Li,,,3,0.5,,,,1771");
    const QString text = mustRun({"ratings", e.event});
    BOOST_TEST(text.contains("4 Chen, Li: performance for a first rating 1771 over 3 games"), text);
    BOOST_TEST(text.contains("5 such games are needed"), text);
    BOOST_TEST(text.contains("K*: not on the rating list"), text);

    const QJsonArray rows = QJsonDocument::fromJson(mustRun({"ratings", e.event, "--format", "json"}).toUtf8()).array();
    BOOST_TEST_REQUIRE(rows.size() == 4);
    BOOST_TEST(rows[0].toObject()["New"].toDouble() == 2112);
    BOOST_TEST(rows[3].toObject()["New"].isNull());
    BOOST_TEST(mustRun({"ratings", e.event, "--format", "csv"}).contains("1,\"Zaman, Nur\",2100,20*,2,2,1.40,+12.00"));

    mustRun({"report", e.event, "ratings", "-o", e.dir.filePath("ratings.pdf")});
    BOOST_TEST(fileBytes(e.dir.filePath("ratings.pdf")).startsWith("%PDF"));
    mustRun({"report", e.event, "ratings", "-o", e.dir.filePath("ratings.csv")});
    BOOST_TEST(fileBytes(e.dir.filePath("ratings.csv")).contains("Zaman, Nur"));
}

BOOST_AUTO_TEST_CASE(the_card_shows_each_games_expected_score_and_change) {
    FinishedEvent e;
    const QString tsv = mustRun({"player", "card", e.event, "1", "--format", "tsv"});
    BOOST_TEST(e.row(tsv, 0).join(',') == "Rd,Colour,Opponent,Rtg,Result,Pts,Exp,Change");
    bool against_bose = false;
    bool against_chen = false;
    for (const QString& line : tsv.split('\n', Qt::SkipEmptyParts)) {
        const QStringList cells = line.split('\t');
        if (cells[2] == "2 Bose, Mita") {
            against_bose = true;
            BOOST_TEST(cells[3] == "2000");
            BOOST_TEST(cells[6] == "0.64");
            BOOST_TEST(cells[7] == "+7.20");
        }
        if (cells[2] == "4 Chen, Li") {
            against_chen = true;
            BOOST_TEST(cells[6] == "");  // an unrated opponent: not rated
        }
    }
    BOOST_TEST(against_bose);
    BOOST_TEST(against_chen);
    const QString text = mustRun({"player", "card", e.event, "1"});
    BOOST_TEST(text.contains("change +12.00, new rating 2112 (B.02 8.3); rating performance 2750"), text);
    BOOST_TEST(text.contains("Rank 1; tie-breaks:"), text);
    expectRefused(e.event, {"player", "card", e.event, "9"}, {"9"});
}

BOOST_AUTO_TEST_CASE(no_norm_in_a_small_open_b01) {
    FinishedEvent e;
    BOOST_TEST(mustRun({"norms", e.event}).contains("No player meets a norm."));
    mustRun({"report", e.event, "norms", "-o", e.dir.filePath("norms.pdf")});
    BOOST_TEST(fileBytes(e.dir.filePath("norms.pdf")).startsWith("%PDF"));
}

BOOST_AUTO_TEST_CASE(the_venue_lists_by_name_and_the_sheet_at_the_door) {
    FinishedEvent e;
    const QString names = mustRun({"player", "list", e.event, "--by-name", "--format", "tsv"});
    BOOST_TEST(e.row(names, 1)[1] == "Alam, Rafiq");
    BOOST_TEST(e.row(names, 1)[0] == "3");
    BOOST_TEST(e.row(names, 4)[1] == "Zaman, Nur");
    const QString door = mustRun({"pairings", e.event, "--round", "3", "--by-name", "--format", "tsv"});
    BOOST_TEST(e.row(door, 0).join(',') == "Name,No,Board,Colour,Opponent");
    BOOST_TEST(e.row(door, 1)[0] == "Alam, Rafiq");
    BOOST_TEST(e.row(door, 4)[0] == "Zaman, Nur");
    // Every board appears twice, once for each player, with the colours opposite.
    std::map<QString, QStringList> colours;
    for (int line = 1; line <= 4; ++line) colours[e.row(door, line)[2]] << e.row(door, line)[3];
    BOOST_TEST(colours.size() == 2u);
    for (auto& [board, sides] : colours) {
        sides.sort();
        BOOST_TEST(sides.join(',') == "Black,White", board);
    }
    for (const char* kind : {"startlist", "alphabetical", "pairings-by-name"}) {
        const QString pdf = e.dir.filePath(QString(kind) + ".pdf");
        mustRun({"report", e.event, kind, "-o", pdf});
        BOOST_TEST(fileBytes(pdf).startsWith("%PDF"));
    }
}

BOOST_AUTO_TEST_CASE(the_starting_list_prints_before_round_one) {
    QTemporaryDir dir;
    const QString event = dir.filePath("new.tourney");
    mustRun({"new", event, "--name", "Open", "--game", "chess", "--system", "swiss", "--rounds", "5"});
    mustRun({"player", "add", event, "--name", "Bose, Mita", "--rating", "2000"});
    mustRun({"report", event, "startlist", "-o", dir.filePath("start.csv")});
    BOOST_TEST(fileBytes(dir.filePath("start.csv")).contains("Bose, Mita"));
    expectRefused(event, {"pairings", event, "--by-name"}, {"round"});
}

BOOST_AUTO_TEST_CASE(fide_reports_are_refused_for_draughts) {
    QTemporaryDir dir;
    const QString event = dir.filePath("draughts.tourney");
    mustRun({"new", event, "--name", "Open", "--game", "draughts", "--system", "swiss", "--rounds", "5"});
    expectRefused(event, {"ratings", event}, {"FIDE rates chess"});
    expectRefused(event, {"norms", event}, {"FIDE rates chess"});
}
