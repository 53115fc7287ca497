// A Camelot event end to end, as an arbiter runs it: a round robin with results 1-0, ½-½, 0-1,
// WCF records judged by the Camelot engine before a result is kept, and refusals that leave the
// event file as it was.
#include "app/sql_event_store.h"
#include "tourney_process.h"

#include <QMap>

using namespace tourney::testing;

BOOST_TEST_GLOBAL_FIXTURE(QtApplication);

namespace {

// Four players in a round robin, round 1 paired: boards 1-4 and 2-3.
struct CamelotEvent {
    QTemporaryDir dir;
    QString event = dir.filePath("camelot.tourney");

    CamelotEvent() {
        mustRun({"new", event, "--name", "Camelot Club", "--game", "camelot", "--system", "round-robin"});
        for (const char* name : {"Roy, Pritam", "Das, Anirban", "Hossain, Farhana", "Ahmed, Sadia"})
            mustRun({"player", "add", event, "--name", name});
        mustRun({"pair", event});
    }

    QString record(const QString& name, const QString& text) const {
        const QString path = dir.filePath(name);
        writeFile(path, text.toUtf8());
        return path;
    }
};

// White's man on G15 steps into G16 beside the one on F16: White holds both squares of Black's
// castle and wins on the board.
const QString kCastleTaken =
    "[White \"Roy, Pritam\"]\n[Black \"Ahmed, Sadia\"]\n"
    "[FEN \".....M....../......M...../............/............/............/............/.........mmm/"
    "............/............/............/............/............/............/............/............/"
    "............ w 0 0\"]\n\n1. G15-G16 ";

}  // namespace

BOOST_AUTO_TEST_CASE(camelot_results_are_kept_with_their_records_judged) {
    CamelotEvent e;
    const QString won = e.record("won.cam", kCastleTaken + "1-0\n");
    mustRun({"result", e.event, "1", "1", "1-0", "--record", won});
    const QString drawn = e.record("drawn.cam", "[Result \"1/2-1/2\"]\n\n1. C6-D5 C11-B10 2. F6-F8-F6?? *\n");
    // The draw's record has an illegal canter (back to its start square): refused, file unchanged.
    expectRefused(
        e.event, {"result", e.event, "1", "2", "1/2-1/2", "--record", drawn},
        {drawn + ":3: move F6-F8-F6 (ply 3) is illegal", "the canter route comes back to F6, where it began"});
    const QString agreed = e.record("agreed.cam", "[Result \"1/2-1/2\"]\n\n1. C6-D5 C11-B10 2. F6-F8 1/2-1/2\n");
    mustRun({"result", e.event, "1", "2", "1/2-1/2", "--record", agreed});
    const tourney::Event event = tourney::app::SqlEventStore(e.event).load();
    BOOST_TEST(event.rounds[0].games[0].record == QString::fromUtf8(fileBytes(won)).toStdString());
    BOOST_TEST(event.rounds[0].games[1].record == QString::fromUtf8(fileBytes(agreed)).toStdString());
    QMap<QString, QString> points;
    for (const QString& line : mustRun({"standings", e.event, "--format", "tsv"}).split('\n', Qt::SkipEmptyParts)) {
        const QStringList fields = line.split('\t');
        if (fields.size() > 5) points[fields[2]] = fields[5];
    }
    BOOST_TEST(points["Roy, Pritam"] == "1");
    BOOST_TEST(points["Das, Anirban"] == "0.5");
    BOOST_TEST(points["Hossain, Farhana"] == "0.5");
    BOOST_TEST(points["Ahmed, Sadia"] == "0");
}

BOOST_AUTO_TEST_CASE(a_camelot_record_that_breaks_the_rules_or_contradicts_the_result_is_refused) {
    CamelotEvent e;
    // Black cannot have won: White took Black's castle on the board.
    expectRefused(e.event,
                  {"result", e.event, "1", "1", "0-1", "--record", e.record("castle.cam", kCastleTaken + "*\n")},
                  {"contradicts", "White holding both squares of Black's castle"});
    // D6-D7: D7 holds White's own knight.
    const QString illegal = e.record("illegal.cam", "[Event \"Camelot Club\"]\n\n1. D6-D7 *\n");
    expectRefused(e.event, {"result", e.event, "1", "1", "1-0", "--record", illegal},
                  {illegal + ":3: move D6-D7 (ply 1) is illegal", "D7 is occupied"});
    // A record that cannot be read names its line.
    const QString unreadable = e.record("unreadable.cam", "[Event \"Camelot Club\"]\n\n1. D6-C7 Q12 *\n");
    expectRefused(e.event, {"result", e.event, "1", "1", "1-0", "--record", unreadable},
                  {unreadable + ":3:", "\"Q12\" is neither a move"});
}
