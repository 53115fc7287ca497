// Issue 31 item 1 at the command line: at a Chaturaji Swiss whose bye is 1.5, `bye add` (a
// half-point bye by default) is refused naming --kind instead of storing 0.7; the full bye
// prints as 1½ on the card, 1.5 in the CSV; quarters are refused at `tourney new` naming the
// option, in Bengali too.
#include "six_player_swiss.h"
#include "table_event.h"
#include "tourney_process.h"

using namespace tourney::testing;

BOOST_AUTO_TEST_CASE(item_1_a_half_point_bye_of_half_1_5_is_refused_and_a_full_bye_prints_1_half) {
    TableEvent e(16, {"--system", "swiss", "--rounds", "3"});
    mustRun({"pair", e.event});
    expectRefused(e.event, {"bye", "add", e.event, "2", "12"},
                  {"argument --kind", "half of this event's bye of 1.5, 0.75", "ask for a full bye (1.5)"});
    BOOST_TEST(mustRun({"bye", "add", e.event, "2", "12", "--kind", "full"}).contains("full-point bye"));
    for (const QString table : {"1", "2", "3", "4"}) mustRun({"result", e.event, "1", table, "20-10-5-0"});
    mustRun({"pair", e.event});
    const QString card = mustRun({"player", "card", e.event, "12"});
    BOOST_TEST(card.contains("full-point bye"), card);
    BOOST_TEST(!card.contains("0.7"), card);
    // The bye's round adds 1½ to the total, printed with ½ as the other totals are.
    const auto pointsOfRound = [&](const QString& round) {
        for (const QString& line : card.split('\n'))
            if (line.trimmed().startsWith(round + " "))
                return line.trimmed().split(' ', Qt::SkipEmptyParts).last().replace("½", ".5").toDouble();
        return -1.0;
    };
    BOOST_TEST(pointsOfRound("2") - pointsOfRound("1") == 1.5, card);
    BOOST_TEST(card.contains("½"), card);
    const QString csv = e.dir.filePath("out.csv");
    mustRun({"export", e.event, "--csv", csv});
    BOOST_TEST(QString::fromUtf8(fileBytes(csv)).contains("2,0,full-point bye,12,Player 12,,,1.5"));
}

BOOST_AUTO_TEST_CASE(item_1_quarters_are_refused_at_creation_naming_the_option) {
    QTemporaryDir dir;
    const QString event = dir.filePath("quarters.tourney");
    const QStringList base = {"new", event, "--name", "Q", "--game", "chaturaji", "--system", "swiss", "--rounds", "3"};
    CommandRun run = runTourney(base + QStringList{"--placement", "3,2.25,1,0"});
    BOOST_TEST(run.exit_code == 2);
    BOOST_TEST(run.err.contains("argument --placement: '3,2.25,1,0': points are kept exact, in tenths, and 2.25 is "
                                "finer than a tenth"),
               run.err);
    BOOST_TEST(!QFile::exists(event));
    run = runTourney(base + QStringList{"--bye-points", "1.25", "--lang", "bn"});
    BOOST_TEST(run.exit_code == 2);
    BOOST_TEST(run.err.contains("'1.25': পয়েন্ট দশমাংশে নির্ভুলভাবে রাখা হয়, আর 1.25 এক দশমাংশের চেয়ে সূক্ষ্ম"), run.err);
    BOOST_TEST(!QFile::exists(event));
}

// The recheck of issue 31 item 1: the text standings printed 5.5 and the prize list 4.5 where
// the pairings and the PDF printed 5½. Every text report prints points as pointsText does;
// the formats for programs (TSV, CSV, JSON) write them as decimals.
BOOST_AUTO_TEST_CASE(item_1_every_text_report_prints_points_alike) {
    SixPlayerSwiss e;
    mustRun({"pair", e.event});
    for (const QString board : {"1", "2", "3"}) mustRun({"result", e.event, "1", board, "1/2-1/2"});
    mustRun({"prize", "add", e.event, "1st", "5000"});
    mustRun({"pair", e.event});
    const QString standings = mustRun({"standings", e.event});
    BOOST_TEST(standings.contains("  ½    0.0"), standings);  // points, then BH/C1 (a tie-break's own figures)
    BOOST_TEST(!standings.contains("0.5    0.0"), standings);
    const QString prizes = mustRun({"prizes", e.event});
    BOOST_TEST(prizes.contains(" ½ "), prizes);
    BOOST_TEST(!prizes.contains("0.5"), prizes);
    BOOST_TEST(mustRun({"pairings", e.event}).contains("½"));
    const QString tsv = mustRun({"standings", e.event, "--format", "tsv"});
    BOOST_TEST(tsv.contains("\t0.5"), tsv);
    BOOST_TEST(!tsv.contains("½"), tsv);
    const QString json = mustRun({"standings", e.event, "--format", "json"});
    BOOST_TEST(json.contains("\"points\": 0.5"), json);
    BOOST_TEST(mustRun({"prizes", e.event, "--format", "csv"}).contains(",0.5,"));
}
