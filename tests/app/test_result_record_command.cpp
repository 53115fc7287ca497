// `tourney result --record`: the game's record is replayed by the game's rules engine and must
// agree with the result entered; an accepted record is kept with the game.
#include "app/sql_event_store.h"
#include "tourney_process.h"

using namespace tourney::testing;

BOOST_TEST_GLOBAL_FIXTURE(QtApplication);

namespace {

// Two players, round 1 paired: board 1 is 1 (White) - 2 (Black).
struct TwoPlayers {
    QTemporaryDir dir;
    QString event = dir.filePath("event.tourney");

    explicit TwoPlayers(const QString& game = "chess") {
        mustRun({"new", event, "--name", "Records", "--game", game, "--system", "round-robin"});
        mustRun({"player", "add", event, "--name", "White, W"});
        mustRun({"player", "add", event, "--name", "Black, B"});
        mustRun({"pair", event});
    }

    QString pgn(const QString& name, const QString& moves, const QString& result) const {
        const QString path = dir.filePath(name);
        writeFile(path,
                  QString("[Event \"Records\"]\n[White \"White, W\"]\n[Black \"Black, B\"]\n[Result \"%1\"]\n\n%2 %1\n")
                      .arg(result, moves)
                      .toUtf8());
        return path;
    }

    QString pdn(const QString& name, const QString& game_type, const QString& moves, const QString& result) const {
        const QString path = dir.filePath(name);
        writeFile(path,
                  QString("[GameType \"%1\"]\n[Result \"%2\"]\n\n%3 %2\n").arg(game_type, result, moves).toUtf8());
        return path;
    }

    void refused(const QStringList& arguments, const QString& expected) const {
        expectRefused(event, arguments, {expected});
    }
};

const QString kFoolsMate = "1. f3 e5 2. g4 Qh4#";

}  // namespace

BOOST_AUTO_TEST_CASE(a_record_that_agrees_is_kept_with_the_game) {
    TwoPlayers e;
    const QString game = e.pgn("mate.pgn", kFoolsMate, "0-1");
    mustRun({"result", e.event, "1", "1", "0-1", "--record", game});
    const tourney::Event event = tourney::app::SqlEventStore(e.event).load();
    BOOST_TEST(event.rounds[0].games[0].record == QString::fromUtf8(fileBytes(game)).toStdString());
}

BOOST_AUTO_TEST_CASE(checkmate_contradicts_a_win_for_the_mated_side) {
    // FIDE Laws 5.1.1: checkmate ends the game; the mated side cannot have won.
    TwoPlayers e;
    e.refused({"result", e.event, "1", "1", "1-0", "--record", e.pgn("mate.pgn", kFoolsMate, "*")}, "contradicts");
}

BOOST_AUTO_TEST_CASE(an_illegal_move_is_named_with_its_file_and_line) {
    TwoPlayers e;
    const QString game = e.pgn("illegal.pgn", "1. e4 e5 2. Ke3", "1-0");
    e.refused({"result", e.event, "1", "1", "1-0", "--record", game}, game + ":6: move Ke3");
}

BOOST_AUTO_TEST_CASE(a_record_whose_result_differs_from_the_entered_one_is_refused) {
    TwoPlayers e;
    const QString game = e.pgn("resigned.pgn", "1. e4 e5", "1-0");
    e.refused({"result", e.event, "1", "1", "0-1", "--record", game}, "the record says 1-0");
}

BOOST_AUTO_TEST_CASE(a_forfeit_has_no_record) {
    TwoPlayers e;
    e.refused({"result", e.event, "1", "1", "+/-", "--record", e.pgn("game.pgn", "1. e4", "1-0")}, "argument --record");
}

BOOST_AUTO_TEST_CASE(a_draughts_record_is_judged_by_fmjd_rules) {
    TwoPlayers e("draughts");
    // FMJD 4.13: capturing is compulsory; 28-22 ignores the capture 28x19.
    const QString illegal = e.pdn("illegal.pdn", "20", "1. 32-28 19-23 2. 28-22", "2-0");
    expectRefused(e.event, {"result", e.event, "1", "1", "2-0", "--record", illegal},
                  {illegal + ":4: move 28-22", "compulsory"});
    // Another variant is refused as such, not misread.
    const QString english = e.pdn("english.pdn", "21", "1. 22-18", "2-0");
    expectRefused(e.event, {"result", e.event, "1", "1", "2-0", "--record", english}, {english + ":1:", "GameType"});
    mustRun({"result", e.event, "1", "1", "1-1", "--record",
             e.pdn("draw.pdn", "20", "1. 32-28 19-23 2. 28x19 14x23", "1-1")});
}

// Issue 31, item 3: a record of other players is refused naming the file and the tag; a record
// without a result typed beside it gives its own.
BOOST_AUTO_TEST_CASE(item_3_the_command_checks_the_records_players_and_takes_its_result) {
    TwoPlayers e;
    const QString other = e.dir.filePath("other.pgn");
    writeFile(other, QString("[White \"Carlsen, Magnus\"]\n[Black \"Nakamura, Hikaru\"]\n[Result \"0-1\"]\n\n%1 0-1\n")
                         .arg(kFoolsMate)
                         .toUtf8());
    e.refused({"result", e.event, "1", "1", "--record", other},
              "argument --record: " + other + ":1: tag White: the record's White is 'Carlsen, Magnus'");
    const QString output = mustRun({"result", e.event, "1", "1", "--record", e.pgn("mate.pgn", kFoolsMate, "0-1")});
    BOOST_TEST(output.contains("round 1 board 1: 1 White, W - 2 Black, B  0-1"), output.toStdString());
}
