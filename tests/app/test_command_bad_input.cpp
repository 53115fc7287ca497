// Bad input through the `tourney` command: every refusal exits with 2, names the file, line and
// field (or the argument), and leaves the stored event byte-for-byte unchanged. Usage errors
// exit with 1.
#include "tourney_process.h"

using namespace tourney::testing;

namespace {

// An event of the demo's ten players with round 1 paired and board 1 played (1-10 by Berger).
struct PlayedEvent {
    QTemporaryDir dir;
    QString event = dir.filePath("event.tourney");

    PlayedEvent() {
        mustRun({"new", event, "--name", "Bad Input", "--game", "chess", "--system", "round-robin"});
        mustRun({"player", "import", event, sourcePath("data/players.csv")});
        mustRun({"pair", event});
        mustRun({"result", event, "1", "1", "1-0"});
    }

    // A Swiss event without players, beside the played one.
    QString freshEvent() const {
        const QString path = dir.filePath("fresh.tourney");
        mustRun({"new", path, "--name", "Fresh", "--game", "chess", "--system", "swiss", "--rounds", "5"});
        return path;
    }

    QString file(const QString& name, const QByteArray& content) const {
        const QString path = dir.filePath(name);
        writeFile(path, content);
        return path;
    }

    void refused(const QStringList& arguments, const QStringList& expected_texts) const {
        expectRefused(event, arguments, expected_texts);
    }
};

}  // namespace

BOOST_AUTO_TEST_CASE(a_malformed_csv_line_names_file_line_and_field) {
    PlayedEvent e;
    const QString event = e.freshEvent();  // registering is allowed: the refusal is the CSV's alone
    const QString csv = e.file("bad.csv", "name,rating,federation\n\"Ok, One\",2100,BAN\n\"Bad, Two\",21x0,IND\n");
    const QByteArray before = fileBytes(event);
    const CommandRun run = runTourney({"player", "import", event, csv});
    BOOST_TEST(run.exit_code == 2);
    BOOST_TEST(run.err.contains(csv + ":3: field rating: '21x0'"), run.err);
    BOOST_TEST((fileBytes(event) == before));
    BOOST_TEST(mustRun({"player", "list", event, "--format", "tsv"}).count('\n') == 1);  // the header alone
}

BOOST_AUTO_TEST_CASE(a_csv_with_an_unknown_column_is_refused_at_its_header) {
    PlayedEvent e;
    const QString event = e.freshEvent();
    const QString csv = e.file("typo.csv", "name,ratng\nA,2000\n");
    const CommandRun run = runTourney({"player", "import", event, csv});
    BOOST_TEST(run.exit_code == 2);
    BOOST_TEST(run.err.contains(csv + ":1: field header: unknown column 'ratng'"), run.err);
}

BOOST_AUTO_TEST_CASE(a_round_robin_takes_no_players_once_paired) {
    PlayedEvent e;
    e.refused({"player", "add", e.event, "--name", "Late, Comer"}, {"round robin"});
    e.refused({"player", "import", e.event, sourcePath("data/players.csv")}, {"round robin"});
}

BOOST_AUTO_TEST_CASE(a_bad_player_argument_is_named) {
    PlayedEvent e;
    const QString event = e.freshEvent();
    const QByteArray before = fileBytes(event);
    for (const QStringList& bad : {QStringList{"--rating", "abc"}, QStringList{"--federation", "BANGLA"},
                                   QStringList{"--sex", "x"}, QStringList{"--birth-year", "20O1"}}) {
        const CommandRun run = runTourney(QStringList{"player", "add", event, "--name", "A"} + bad);
        BOOST_TEST(run.exit_code == 2);
        BOOST_TEST(run.err.contains("argument " + bad[0]), run.err);
    }
    BOOST_TEST((fileBytes(event) == before));
}

BOOST_AUTO_TEST_CASE(an_unknown_player_is_refused) {
    PlayedEvent e;
    e.refused({"player", "withdraw", e.event, "99"}, {"argument START_NO", "no player 99"});
    e.refused({"player", "withdraw", e.event, "x"}, {"argument START_NO"});
}

BOOST_AUTO_TEST_CASE(a_result_for_a_board_or_round_that_does_not_exist_is_refused) {
    PlayedEvent e;
    e.refused({"result", e.event, "1", "9", "1-0"}, {"argument BOARD", "no board 9"});
    e.refused({"result", e.event, "5", "1", "1-0"}, {"argument ROUND"});
    e.refused({"result", e.event, "0", "1", "1-0"}, {"argument ROUND"});
}

BOOST_AUTO_TEST_CASE(a_result_token_that_does_not_fit_the_game_is_refused) {
    PlayedEvent e;
    e.refused({"result", e.event, "1", "2", "2-0"}, {"argument RESULT", "'2-0' is not a chess result"});
    e.refused({"result", e.event, "1", "2", "1:0"}, {"argument RESULT"});
}

BOOST_AUTO_TEST_CASE(a_board_with_a_result_needs_force_and_the_override_is_logged) {
    PlayedEvent e;
    e.refused({"result", e.event, "1", "1", "0-1"}, {"round 1 board 1 already has a result (1-0)", "--force"});
    mustRun({"result", e.event, "1", "1", "0-1", "--force"});
    const QString tsv = mustRun({"pairings", e.event, "--round", "1", "--format", "tsv"});
    BOOST_TEST(tsv.startsWith("board\twhite\tblack\tresult\n"
                              "1\t1\t10\t0-1\n"),
               tsv);
    BOOST_TEST(mustRun({"log", e.event}).contains("result --force: round 1 board 1: 1-0 replaced by 0-1"));
}

BOOST_AUTO_TEST_CASE(pairing_waits_for_every_result_and_unpairing_for_none) {
    PlayedEvent e;
    e.refused({"pair", e.event}, {"round 1 still lacks results"});
    e.refused({"unpair", e.event}, {"round 1 already has results"});
}

// Issue 30: the refusal says where the arbiter must look, the boards still without a result.
BOOST_AUTO_TEST_CASE(pair_names_the_boards_still_lacking_results) {
    PlayedEvent e;
    e.refused({"pair", e.event}, {"tourney pair: round 1 still lacks results on boards 2, 3, 4, 5\n"});
    mustRun({"result", e.event, "1", "3", "0-1"});
    e.refused({"pair", e.event}, {"round 1 still lacks results on boards 2, 4, 5\n"});
}

BOOST_AUTO_TEST_CASE(a_malformed_trf_line_names_file_line_and_field_and_creates_nothing) {
    PlayedEvent e;
    const QString good = e.dir.filePath("good.trf");
    mustRun({"export", e.event, "--trf", good});
    QList<QByteArray> lines = fileBytes(good).split('\n');
    int line_no = 0;
    for (int i = 0; i < lines.size(); ++i)
        if (lines[i].startsWith("001    3")) {
            lines[i].replace(48, 4, "21x0");  // the rating, columns 49-52
            line_no = i + 1;
        }
    BOOST_REQUIRE(line_no > 0);
    const QString bad = e.file("bad.trf", lines.join('\n'));
    const QString target = e.dir.filePath("imported.tourney");
    const CommandRun run = runTourney({"import", bad, target});
    BOOST_TEST(run.exit_code == 2);
    BOOST_TEST(run.err.contains(QString("%1:%2: field rating").arg(bad).arg(line_no)), run.err);
    BOOST_TEST(!QFile::exists(target));
}

BOOST_AUTO_TEST_CASE(a_duplicate_start_number_in_a_trf_is_refused) {
    PlayedEvent e;
    const QString good = e.dir.filePath("good.trf");
    mustRun({"export", e.event, "--trf", good});
    QList<QByteArray> lines = fileBytes(good).split('\n');
    for (QByteArray& line : lines)
        if (line.startsWith("001    4")) line.replace(0, 8, "001    3");
    const QString bad = e.file("duplicate.trf", lines.join('\n'));
    const CommandRun run = runTourney({"import", bad, e.dir.filePath("imported.tourney")});
    BOOST_TEST(run.exit_code == 2);
    BOOST_TEST(run.err.contains("field start rank"), run.err);
    BOOST_TEST(run.err.contains("appears twice"), run.err);
}

BOOST_AUTO_TEST_CASE(importing_over_an_existing_event_is_refused) {
    PlayedEvent e;
    const QString trf = e.dir.filePath("event.trf");
    mustRun({"export", e.event, "--trf", trf});
    e.refused({"import", trf, e.event}, {e.event, "already exists"});
}

BOOST_AUTO_TEST_CASE(a_file_that_is_not_an_event_is_refused_and_left_alone) {
    PlayedEvent e;
    const QString notes = e.file("notes.txt", "round 1: 1-0\n");
    const CommandRun run = runTourney({"standings", notes});
    BOOST_TEST(run.exit_code == 2);
    BOOST_TEST(run.err.contains(notes + ": not a Tourney event file"), run.err);
    BOOST_TEST((fileBytes(notes) == QByteArray("round 1: 1-0\n")));
    const CommandRun missing = runTourney({"pairings", e.dir.filePath("missing.tourney")});
    BOOST_TEST(missing.exit_code == 2);
    BOOST_TEST(!QFile::exists(e.dir.filePath("missing.tourney")));
}

BOOST_AUTO_TEST_CASE(usage_errors_exit_with_1_and_help_with_0) {
    PlayedEvent e;
    BOOST_TEST(runTourney({}).exit_code == 1);
    BOOST_TEST(runTourney({"no-such-command"}).exit_code == 1);
    BOOST_TEST(runTourney({"result", e.event, "1"}).exit_code == 1);
    BOOST_TEST(runTourney({"pairings", e.event, "--no-such-option"}).exit_code == 1);
    BOOST_TEST(runTourney({"new", e.dir.filePath("x.tourney"), "--game", "chess", "--system", "swiss"}).exit_code == 1);
    BOOST_TEST(runTourney({"player"}).exit_code == 1);
    for (const char* command : {"new", "pair", "unpair", "pairings", "result", "standings", "export", "import"}) {
        const CommandRun help = runTourney({command, "--help"});
        BOOST_TEST(help.exit_code == 0);
        BOOST_TEST(help.out.contains(QString("Usage: tourney ") + command), help.out);
    }
    for (const char* action : {"add", "import", "list", "withdraw"}) {
        const CommandRun help = runTourney({"player", action, "--help"});
        BOOST_TEST(help.exit_code == 0);
        BOOST_TEST(help.out.contains(QString("Usage: tourney player ") + action), help.out);
    }
}
