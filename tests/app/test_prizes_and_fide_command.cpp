// What organisers and FIDE ask for after the last round, through the command: categories and
// the prize list, a FIDE-complete TRF (round dates, Latin names) that the engine's own check
// passes and that imports back to the same standings, FIDE code warnings, and the update of
// players from FIDE's rating list in both published forms; and an open in sections at the desk.
#include "tourney_process.h"

using namespace tourney::testing;

namespace {

// Six players, two of them named in Cyrillic with a Latin name beside.
struct SixPlayerOpen {
    QTemporaryDir dir;
    QString event = dir.filePath("open.tourney");
    SixPlayerOpen() {
        mustRun({"new", event, "--name", "Open", "--game", "chess", "--system", "swiss", "--rounds", "3",
                 "--start-date", "2026-03-01"});
        writeFile(dir.filePath("players.csv"),
                  "Name,Latin name,Rtg,Fed,FIDE ID,Born,Sex\n"
                  "\"Алексеев, Иван\",\"Alekseev, Ivan\",2300,RUS,4100018,1990,m\n"
                  "\"Bose, Mita\",,2250,IND,5000017,2012,f\n"
                  "\"Chen, Li\",,2200,CHN,8600001,2011,m\n"
                  "\"Das, Arup\",,2150,BAN,,1960,m\n"
                  "\"Петрова, Анна\",\"Petrova, Anna\",2100,RUS,,1995,f\n"
                  "\"Faruk, Omar\",,2050,BAN,,1980,m\n");
        mustRun({"player", "import", event, dir.filePath("players.csv")});
    }
    // Pairs rounds 1 to 3 on 1, 2 and 3 March; board 1 wins, board 2 draws, board 3 loses.
    void playThreeRounds() {
        for (int round = 1; round <= 3; ++round) {
            mustRun({"pair", event, "--date", QString("2026-03-0%1").arg(round)});
            for (const char* board_result : {"1 1-0", "2 1/2", "3 0-1"}) {
                const QStringList parts = QString(board_result).split(' ');
                mustRun({"result", event, QString::number(round), parts[0], parts[1]});
            }
        }
    }
    QStringList trfLines(const QString& code) {
        const QString trf = dir.filePath("open.trf");
        mustRun({"export", event, "--trf", trf, "--force"});  // asked again after each change
        QStringList lines;
        for (const QString& line : QString::fromUtf8(fileBytes(trf)).split('\n'))
            if (line.startsWith(code)) lines << line;
        return lines;
    }
};

// Standings as TSV without the name column: a TRF carries the Latin names only.
QStringList standingsWithoutNames(const QString& event) {
    QStringList rows;
    for (const QString& row : mustRun({"standings", event, "--format", "tsv"}).split('\n', Qt::SkipEmptyParts)) {
        QStringList cells = row.split('\t');
        cells.removeAt(2);
        rows << cells.join('\t');
    }
    return rows;
}

}  // namespace

BOOST_AUTO_TEST_CASE(the_trf_carries_round_dates_and_latin_names_passes_the_check_and_imports_back) {
    SixPlayerOpen e;
    e.playThreeRounds();
    mustRun({"round-date", e.event, "2", "2026-03-04"});  // round 2 was played a day later
    const QStringList dates = e.trfLines("132");
    BOOST_REQUIRE_EQUAL(dates.size(), 1);
    // Columns 92-99, 102-109, 112-119: over the round cells of the player lines.
    BOOST_TEST(dates[0] == QString("132") + QString(88, ' ') + "26/03/01  26/03/04  26/03/03", dates[0].toStdString());
    const QStringList players = e.trfLines("001");
    BOOST_TEST(players.filter("Alekseev, Ivan").size() == 1);
    BOOST_TEST(players.filter("Petrova, Anna").size() == 1);
    BOOST_TEST(players.filter("Алексеев").isEmpty());

    const QString trf = e.dir.filePath("open.trf");
    const CommandRun check = runTourney({"engine", "--dutch", trf, "-c"});
    BOOST_TEST(check.exit_code == 0, check.out.toStdString() << check.err.toStdString());
    BOOST_TEST(check.out.contains("3 of 3 rounds agree"), check.out.toStdString());

    const QString again = e.dir.filePath("again.tourney");
    mustRun({"import", trf, again});
    BOOST_TEST(standingsWithoutNames(again) == standingsWithoutNames(e.event));
    const QString exported_again = e.dir.filePath("again.trf");
    mustRun({"export", again, "--trf", exported_again});
    BOOST_TEST(QString::fromUtf8(fileBytes(exported_again)).contains(dates[0] + "\n"));
}

BOOST_AUTO_TEST_CASE(a_round_date_that_does_not_exist_or_a_round_not_paired_is_refused) {
    SixPlayerOpen e;
    e.playThreeRounds();
    expectRefused(e.event, {"round-date", e.event, "2", "2026-02-30"}, {"2026-02-30", "yyyy-mm-dd"});
    expectRefused(e.event, {"round-date", e.event, "4", "2026-03-05"},
                  {"round 4 does not exist: the event has 3 rounds"});
}

BOOST_AUTO_TEST_CASE(unknown_federation_and_title_codes_are_warned_about_not_refused) {
    SixPlayerOpen e;
    const QString said = mustRun(
        {"player", "add", e.event, "--name", "Odd, One", "--federation", "XYZ", "--title", "GMX"});
    BOOST_TEST(said.contains("federation XYZ is not a FIDE federation code"), said);
    BOOST_TEST(said.contains("title GMX is not a FIDE title"), said);
    const QString edited = mustRun({"player", "edit", e.event, "7", "--federation", "ENG", "--title", "IM"});
    BOOST_TEST(!edited.contains("Warning"), edited);
}

BOOST_AUTO_TEST_CASE(categories_prizes_and_the_prize_list_through_the_command) {
    SixPlayerOpen e;
    e.playThreeRounds();
    mustRun({"category", "add", e.event, "U16"});
    mustRun({"category", "add", e.event, "Women", "--rule", "women"});
    expectRefused(e.event, {"category", "add", e.event, "Adults", "--rule", "adults"}, {"'adults' is not a condition"});
    expectRefused(e.event, {"prize", "add", e.event, "Best S50", "100", "--category", "S50"}, {"no category S50"});
    mustRun({"prize", "add", e.event, "1st", "1000"});
    mustRun({"prize", "add", e.event, "2nd", "500"});
    mustRun({"prize", "add", e.event, "Best U16", "500", "--category", "U16"});
    mustRun({"prize", "add", e.event, "Best woman", "300", "--category", "Women"});
    expectRefused(e.event, {"category", "remove", e.event, "U16"}, {"Best U16"});

    // Whatever the standings, the list gives four prizes to four different players, the
    // overall 2nd (500) before Best U16 (500), each U16 winner born in 2010 or later.
    const QStringList rows = mustRun({"prizes", e.event, "--format", "tsv"}).split('\n', Qt::SkipEmptyParts);
    BOOST_REQUIRE_EQUAL(rows.size(), 5);  // the header and four prizes
    BOOST_TEST(rows[2].startsWith("2nd\toverall"));
    BOOST_TEST(rows[3].startsWith("Best U16\tU16"));
    QStringList winners;
    for (const QString& row : rows.mid(1)) winners << row.split('\t')[4];
    winners.removeDuplicates();
    BOOST_TEST(winners.size() == 4);
    const QString u16_winner = rows[3].split('\t')[4];
    BOOST_TEST((u16_winner == "2" || u16_winner == "3"), u16_winner.toStdString());

    const QStringList u16 =
        mustRun({"standings", e.event, "--category", "U16", "--format", "tsv"}).split('\n', Qt::SkipEmptyParts);
    BOOST_REQUIRE_EQUAL(u16.size(), 3);  // Bose (2012) and Chen (2011)
    BOOST_TEST(u16[0].startsWith("rank\tcategory rank\tstart"));
    BOOST_TEST(u16[1].split('\t')[1] == "1");
    BOOST_TEST(u16[2].split('\t')[1] == "2");

    mustRun({"report", e.event, "standings", "--category", "U16", "-o", e.dir.filePath("u16.csv")});
    const QString u16_csv = QString::fromUtf8(fileBytes(e.dir.filePath("u16.csv")));
    BOOST_TEST(u16_csv.contains("Bose, Mita"), u16_csv.toStdString());
    BOOST_TEST(!u16_csv.contains("Das, Arup"), u16_csv.toStdString());
    mustRun({"report", e.event, "standings", "--category", "U16", "-o", e.dir.filePath("u16.pdf")});
    BOOST_TEST(fileBytes(e.dir.filePath("u16.pdf")).startsWith("%PDF"));
    expectRefused(e.event, {"report", e.event, "pairings", "--category", "U16", "-o", e.dir.filePath("x.pdf")},
                  {"only standings"});

    mustRun({"prize", "sharing", e.event, "hort"});
    BOOST_TEST(mustRun({"prize", "list", e.event}).contains("Hort system"));
    BOOST_TEST(mustRun({"prizes", e.event, "--format", "json"}).contains("\"paid\""));
    mustRun({"report", e.event, "prizes", "-o", e.dir.filePath("prizes.pdf")});
    BOOST_TEST(fileBytes(e.dir.filePath("prizes.pdf")).startsWith("%PDF"));
    mustRun({"report", e.event, "prizes", "-o", e.dir.filePath("prizes.csv")});
    BOOST_TEST(QString::fromUtf8(fileBytes(e.dir.filePath("prizes.csv"))).contains("Best woman"));
    mustRun({"publish", e.event, "--html", e.dir.filePath("site")});
    BOOST_TEST(QString::fromUtf8(fileBytes(e.dir.filePath("site/prizes.html"))).contains("Best woman"));
    mustRun({"prize", "remove", e.event, "4"});
    BOOST_TEST(!mustRun({"prize", "list", e.event}).contains("Best woman"));
}

// FIDE's players_list_foa.txt: the header line and three players in its fixed columns (FIDE
// id 1-15, name 16-76, federation 77-79, sex 81, title 85-89, women's title 90-94, other
// titles 95-109, FOA 110-113, standard rating 114-119, games 120-123, K 124-126, rapid 127-139,
// blitz 140-152, year of birth 153-156, flag after).
const char* kFoaList =
    "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA "
    "SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag\n"
    "4100018        Alekseev, Ivan                                               RUS M   GM                           "
    "2312  9   10 2290      10 2250      10 1990\n"
    "5000017        Bose, Mita                                                   IND F        WIM                     "
    "2262  5   20                           2012  w\n"
    "99999999       Somebody, Else                                               ENG M             FA                 "
    "1800  0   40                           1970  i\n";

BOOST_AUTO_TEST_CASE(the_fide_rating_list_in_txt_updates_players_by_id_and_warns_for_ids_not_found) {
    SixPlayerOpen e;
    writeFile(e.dir.filePath("players_list_foa.txt"), kFoaList);
    const QString said = mustRun({"player", "update-ratings", e.event, e.dir.filePath("players_list_foa.txt")});
    BOOST_TEST(said.contains("1 Алексеев, Иван: rating 2300 -> 2312, title (none) -> GM, k_factor (none) -> 10"), said);
    BOOST_TEST(said.contains("2 Bose, Mita: rating 2250 -> 2262, title (none) -> WIM, k_factor (none) -> 20"), said);
    BOOST_TEST(said.contains("3 Chen, Li: FIDE id 8600001 is not in the list"), said);
    const QStringList bose = mustRun({"player", "list", e.event, "--format", "tsv"}).split('\n')[2].split('\t');
    BOOST_TEST(bose[2] == "2262");
    BOOST_TEST(bose[3] == "WIM");
    BOOST_TEST(bose[11] == "20");
}

BOOST_AUTO_TEST_CASE(the_fide_rating_list_in_xml_updates_players_and_a_malformed_list_changes_nothing) {
    SixPlayerOpen e;
    const QByteArray xml =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<playerslist>\n"
        "<player><fideid>4100018</fideid><name>Alekseev, Ivan</name><country>RUS</country><sex>M</sex>"
        "<title>GM</title><w_title></w_title><o_title></o_title><foa_title></foa_title><rating>2320</rating>"
        "<games>4</games><k>10</k><rapid_rating></rapid_rating><rapid_games></rapid_games><rapid_k></rapid_k>"
        "<blitz_rating></blitz_rating><blitz_games></blitz_games><blitz_k></blitz_k><birthday>1990</birthday>"
        "<flag></flag></player>\n"
        "<player>\n<fideid>8600001</fideid>\n<name>Chen, Li</name>\n<country>CHN</country>\n<sex>M</sex>\n"
        "<title>FM</title>\n<w_title></w_title>\n<o_title></o_title>\n<foa_title></foa_title>\n"
        "<rating>2215</rating>\n<games>0</games>\n<k>20</k>\n<birthday>2011</birthday>\n<flag></flag>\n</player>\n"
        "</playerslist>\n";
    writeFile(e.dir.filePath("players_list_xml.xml"), xml);
    const QString said = mustRun({"player", "update-ratings", e.event, e.dir.filePath("players_list_xml.xml")});
    BOOST_TEST(said.contains("1 Алексеев, Иван: rating 2300 -> 2320, title (none) -> GM, k_factor (none) -> 10"), said);
    BOOST_TEST(said.contains("3 Chen, Li: rating 2200 -> 2215, title (none) -> FM, k_factor (none) -> 20"), said);
    BOOST_TEST(said.contains("5000017 is not in the list"), said);

    QByteArray bad = xml;
    bad.replace("<rating>2215</rating>", "<rating>22l5</rating>");
    writeFile(e.dir.filePath("bad.xml"), bad);
    expectRefused(e.event, {"player", "update-ratings", e.event, e.dir.filePath("bad.xml")},
                  {"bad.xml:13", "field rating", "'22l5' is not a whole number"});
    QByteArray bad_txt = kFoaList;
    bad_txt.replace("5000017 ", "50000x7 ");
    writeFile(e.dir.filePath("bad.txt"), bad_txt);
    expectRefused(e.event, {"player", "update-ratings", e.event, e.dir.filePath("bad.txt")},
                  {"bad.txt:3", "field FIDE id"});
}

namespace {

// 30 players rated 2290 down in steps of 30, every fifth unrated.
QByteArray sectionsCsv() {
    QByteArray csv = "name,rating,birth_year,federation\n";
    for (int i = 0; i < 30; ++i)
        csv += QString("\"Entrant, %1\",%2,%3,BAN\n")
                   .arg(i + 1)
                   .arg(i % 5 == 4 ? QString() : QString::number(2290 - 30 * i))
                   .arg(1960 + i)
                   .toUtf8();
    return csv;
}

// Pairs the section's next round and enters a result for every board: white wins.
void playSectionRound(const QString& section, int round) {
    mustRun({"pair", section});
    QByteArray results;
    for (const PairingLine& line : pairingsTsv(section, round))
        if (line.black != 0) results += QByteArray::number(line.board) + " 1-0\n";
    const QString file = section + QString(".round%1.txt").arg(round);
    writeFile(file, results);
    mustRun({"result", section, QString::number(round), "--file", file});
}

}  // namespace

// Issue 36, sections from the command line: an open in three rating sections, a band overlapping
// another refused, players placed by band (the unrated in the lowest), a player moved before
// round 1 and refused after, check-in and fees per section, each section paired on its own, the
// standings of all sections or one in text, CSV and PDF, and the site's index of the sections.
BOOST_AUTO_TEST_CASE(an_open_in_three_sections_through_the_command) {
    QTemporaryDir dir;
    const QString open = dir.filePath("open");
    const QStringList settings = {"--name", "Dhaka Open", "--game", "chess", "--system", "swiss", "--rounds", "5"};
    const CommandRun overlap = runTourney(QStringList{"sections", "new", open} + settings +
                                          QStringList{"--section", "A:2000-", "--section", "B:1500-2000"});
    BOOST_TEST(overlap.exit_code == 2);
    BOOST_TEST(overlap.err.contains("argument --section: section B's band 1500-2000 overlaps section A's band 2000-"),
               overlap.err);
    BOOST_TEST(!QFile::exists(open + "/sections.json"));
    mustRun(QStringList{"sections", "new", open} + settings +
            QStringList{"--section", "A:2000-", "--section", "B:1600-1999", "--section", "C:-1599"});
    writeFile(dir.filePath("players.csv"), sectionsCsv());
    const QString imported = mustRun({"sections", "import", open, dir.filePath("players.csv")});
    BOOST_TEST(imported.contains("Section A: Registered 8 players"), imported);   // 2290..2000, 2 unrated
    BOOST_TEST(imported.contains("Section B: Registered 12 players"), imported);  // 1990..1600, 2 unrated
    BOOST_TEST(imported.contains("Section C: Registered 10 players"), imported);  // 1570..1450 and 6 unrated
    const QString a = open + "/A.tourney", b = open + "/B.tourney", c = open + "/C.tourney";

    BOOST_TEST(mustRun({"sections", "move", open, "A", "1", "B"})
                   .contains("Entrant, 1 moved from section A (1) "
                             "to section B (13)"));
    mustRun({"fee", "set", b, "--standard", "500"});
    mustRun({"fee", "pay", b, "13", "500"});
    mustRun({"checkin", c, "1", "2", "3", "4", "5", "6", "7", "8", "9"});  // 10 did not come
    BOOST_TEST(mustRun({"pair", c}).contains("not checked in, a zero-point bye"));
    expectRefused(c, {"sections", "move", open, "B", "13", "C"}, {"section C has paired round 1"});
    BOOST_TEST(playersOf(b) == 13);

    for (const QString& section : {a, b}) playSectionRound(section, 1);
    mustRun({"result", c, "1", "--file", [&] {
                 QByteArray results;
                 for (const PairingLine& line : pairingsTsv(c, 1))
                     if (line.black != 0) results += QByteArray::number(line.board) + " 1-0\n";
                 writeFile(dir.filePath("c1.txt"), results);
                 return dir.filePath("c1.txt");
             }()});
    for (const QString& section : {a, b, c}) playSectionRound(section, 2);

    const QString all = mustRun({"sections", "report", open, "standings"});
    BOOST_TEST(all.contains("Section A"));
    BOOST_TEST(all.indexOf("Section B") > all.indexOf("Section A"));
    BOOST_TEST(all.indexOf("Section C") > all.indexOf("Section B"));
    const QStringList only_b = mustRun({"sections", "report", open, "standings", "--section", "B", "--format", "csv"})
                                   .split('\n', Qt::SkipEmptyParts);
    BOOST_TEST(only_b.size() == 14);  // the header and B's 13 players
    BOOST_TEST(only_b[1].startsWith("B,1,"), only_b[1]);
    mustRun({"sections", "report", open, "standings", "-o", dir.filePath("standings.csv")});
    BOOST_TEST(QString::fromUtf8(fileBytes(dir.filePath("standings.csv"))).split("\r\n", Qt::SkipEmptyParts).size() ==
               31);
    mustRun({"sections", "report", open, "standings", "-o", dir.filePath("standings.pdf")});
    BOOST_TEST(fileBytes(dir.filePath("standings.pdf")).startsWith("%PDF"));
    BOOST_TEST(mustRun({"fee", "list", b, "--format", "csv"}).contains("500"));

    mustRun({"sections", "publish", open, "--html", dir.filePath("site")});
    const QString index = QString::fromUtf8(fileBytes(dir.filePath("site/index.html")));
    for (const char* section : {"A", "B", "C"})
        BOOST_TEST(index.contains(QString("<a href=\"%1/index.html\">Section %1</a>").arg(section)), index);
    BOOST_TEST(QFile::exists(dir.filePath("site/B/standings.html")));
}
