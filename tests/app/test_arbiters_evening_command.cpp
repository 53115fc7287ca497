// The arbiter's evening through the command line: a round's results from one file, every
// result token in a file and alone, refusals that name file, line and field and store nothing,
// and a correction that a later pairing stood on.
#include "tourney_process.h"

#include <QProcess>

#include <map>

using namespace tourney::testing;

namespace {

// A 40-player Swiss event, players registered from a CSV file made here: two commands.
struct FortyPlayerSwiss {
    QTemporaryDir dir;
    QString event;
    int commands = 0;

    explicit FortyPlayerSwiss(const QString& name) : event(dir.filePath(name + ".tourney")) {
        QByteArray csv = "name,rating,federation\n";
        for (int i = 1; i <= 40; ++i)
            csv += QString("\"Player %1, Test\",%2,BAN\n").arg(i, 2, 10, QChar('0')).arg(2400 - 9 * i).toUtf8();
        writeFile(dir.filePath("players.csv"), csv);
        run({"new", event, "--name", name, "--game", "chess", "--system", "swiss", "--rounds", "7"});
        run({"player", "import", event, dir.filePath("players.csv")});
    }

    QString run(const QStringList& arguments) {
        ++commands;
        return mustRun(arguments);
    }
};

// The same result for the same two players whichever way it is entered: a game's result
// follows from the start numbers, so both events see the same pairings.
QString resultFor(int white, int black, int round) {
    const int key = (white * 7 + black * 3 + round) % 5;
    return key == 0 ? "1/2-1/2" : key == 1 ? "0-1" : key == 2 ? "+/-" : "1-0";
}

QString resultsFile(const QString& event, int round) {
    QString text = "board,result\n";
    for (const PairingLine& board : pairingsTsv(event, round))
        if (board.black != 0)
            text += QString("%1,%2\n").arg(board.board).arg(resultFor(board.white, board.black, round));
    return text;
}

// The standings' lines without their rank, in start order.
QStringList byPlayer(const QString& tsv) {
    QStringList lines;
    for (const QString& line : tsv.split('\n', Qt::SkipEmptyParts)) lines << line.section('\t', 1);
    lines.sort();
    return lines;
}

CommandRun runWithInput(const QStringList& arguments, const QByteArray& input) {
    QProcess process;
    process.setProgram(TOURNEY_BINARY);
    process.setArguments(arguments);
    process.start();
    process.write(input);
    process.closeWriteChannel();
    process.waitForFinished(120'000);
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

}  // namespace

BOOST_AUTO_TEST_CASE(a_seven_round_swiss_with_a_results_file_per_round_takes_sixteen_commands) {
    FortyPlayerSwiss by_file("by-file");
    FortyPlayerSwiss by_board("by-board");
    for (int round = 1; round <= 7; ++round) {
        by_file.run({"pair", by_file.event});
        const QString path = by_file.dir.filePath(QString("round-%1.csv").arg(round));
        writeFile(path, resultsFile(by_file.event, round).toUtf8());
        const QString printed = by_file.run({"result", by_file.event, QString::number(round), "--file", path});
        BOOST_TEST(printed.contains(QString("Round %1 of 7").arg(round)), printed);  // the round, with names
        BOOST_TEST(!printed.contains("..."), printed);                               // every board has its result

        by_board.run({"pair", by_board.event});
        for (const PairingLine& board : pairingsTsv(by_board.event, round))
            if (board.black != 0)
                by_board.run({"result", by_board.event, QString::number(round), QString::number(board.board),
                              resultFor(board.white, board.black, round)});
    }
    BOOST_TEST(by_file.commands == 16);
    BOOST_TEST(by_board.commands > 100);
    // Equal on points and every tie-break; only the drawing of lots (C.07 §9, a seed each event
    // draws for itself) may order players tied on everything differently.
    const QStringList standings = byPlayer(mustRun({"standings", by_file.event, "--format", "tsv"}));
    BOOST_TEST(standings == byPlayer(mustRun({"standings", by_board.event, "--format", "tsv"})));
    BOOST_TEST(standings.size() == 41);
}

BOOST_AUTO_TEST_CASE(every_token_is_taken_in_a_file_and_alone) {
    const std::map<QString, QString> tokens = {{"1-0", "1-0"},     {"0-1", "0-1"},         {"=", "1/2-1/2"},
                                               {"½", "1/2-1/2"},   {"1/2", "1/2-1/2"},     {"1/2-1/2", "1/2-1/2"},
                                               {"½-½", "1/2-1/2"}, {"0.5-0.5", "1/2-1/2"}, {"+/-", "+/-"},
                                               {"-/+", "-/+"},     {"-/-", "-/-"}};
    for (const auto& [token, stored] : tokens) {
        BOOST_TEST_CONTEXT(token.toStdString()) {
            FourPlayerRoundRobin alone("Alone");
            mustRun({"pair", alone.event});
            mustRun({"result", alone.event, "1", "1", token});
            BOOST_TEST(pairingsTsv(alone.event, 1)[0].result == stored);

            FourPlayerRoundRobin in_file("In a file");
            mustRun({"pair", in_file.event});
            const QString path = in_file.dir.filePath("results.txt");
            writeFile(path, ("1\t" + token + "\n2 " + token + "\n").toUtf8());
            mustRun({"result", in_file.event, "1", "--file", path});
            BOOST_TEST(pairingsTsv(in_file.event, 1)[1].result == stored);
        }
    }
}

BOOST_AUTO_TEST_CASE(the_game_s_own_tokens_come_from_standard_input_too) {
    QTemporaryDir dir;
    const QString event = dir.filePath("dam.tourney");
    mustRun({"new", event, "--name", "Dam", "--game", "draughts", "--system", "round-robin"});
    for (const char* player : {"A", "B", "C", "D"}) mustRun({"player", "add", event, "--name", player});
    mustRun({"pair", event});
    const CommandRun run = runWithInput({"result", event, "1", "--file", "-"}, "1 2-0\n2 1-1\n");
    BOOST_TEST(run.exit_code == 0, run.err);
    BOOST_TEST(pairingsTsv(event, 1)[0].result == "2-0");
    BOOST_TEST(pairingsTsv(event, 1)[1].result == "1-1");
}

BOOST_AUTO_TEST_CASE(a_bad_line_names_file_line_and_field_and_stores_nothing) {
    FortyPlayerSwiss e("refusals");
    e.run({"pair", e.event});
    const QString good = resultsFile(e.event, 1);  // a header and 20 boards
    QStringList lines = good.split('\n', Qt::SkipEmptyParts);
    BOOST_REQUIRE_EQUAL(lines.size(), 21);

    QStringList bad_token = lines;
    bad_token[7] = "7,1:0";  // line 8 of the file: the seventh board
    const QString token_path = e.dir.filePath("bad-token.csv");
    writeFile(token_path, (bad_token.join('\n') + '\n').toUtf8());
    expectRefused(e.event, {"result", e.event, "1", "--file", token_path},
                  {"bad-token.csv:8: field result: '1:0' is not a chess result"});

    QStringList twice = lines;
    twice[9] = "3,1-0";
    const QString twice_path = e.dir.filePath("twice.csv");
    writeFile(twice_path, (twice.join('\n') + '\n').toUtf8());
    expectRefused(e.event, {"result", e.event, "1", "--file", twice_path},
                  {"twice.csv:10: field board: board 3 appears twice (first on line 4)"});

    const QString unknown_path = e.dir.filePath("unknown.csv");
    writeFile(unknown_path, (good + "21,1-0\n").toUtf8());
    expectRefused(e.event, {"result", e.event, "1", "--file", unknown_path},
                  {"unknown.csv:22: field board: round 1 has no board 21"});

    const QString word_path = e.dir.filePath("word.csv");
    writeFile(word_path, "board,result\n1,1-0\nthree,1-0\n");
    expectRefused(e.event, {"result", e.event, "1", "--file", word_path},
                  {"word.csv:3: field board: 'three' is not a board number"});
    for (const PairingLine& board : pairingsTsv(e.event, 1)) BOOST_TEST(board.result.isEmpty());
}

BOOST_AUTO_TEST_CASE(correcting_round_four_after_round_five_is_paired_names_round_five_s_boards) {
    FortyPlayerSwiss e("correction");
    for (int round = 1; round <= 5; ++round) {
        e.run({"pair", e.event});
        if (round == 5) break;
        const QString path = e.dir.filePath(QString("r%1.csv").arg(round));
        writeFile(path, resultsFile(e.event, round).toUtf8());
        e.run({"result", e.event, QString::number(round), "--file", path});
    }
    const PairingLine changed = pairingsTsv(e.event, 4)[2];  // board 3 of round 4
    std::vector<int> boards_in_round_5;
    for (const PairingLine& board : pairingsTsv(e.event, 5))
        if (board.white == changed.white || board.black == changed.white || board.white == changed.black ||
            board.black == changed.black)
            boards_in_round_5.push_back(board.board);
    BOOST_REQUIRE_EQUAL(boards_in_round_5.size(), 2u);
    const QString other = changed.result == "1-0" ? "0-1" : "1-0";
    const QString boards = QString("board %1, board %2").arg(boards_in_round_5[0]).arg(boards_in_round_5[1]);

    expectRefused(e.event, {"result", e.event, "4", "3", other}, {"already has a result", "round 5", boards});
    expectRefused(e.event, {"result", e.event, "4", "3", "--clear"}, {"round 5", boards, "--force"});
    const QString said = mustRun({"result", e.event, "4", "3", other, "--force"});
    BOOST_TEST(said.contains("warning: round 5 was paired"), said);
    BOOST_TEST(said.contains(boards), said);
    BOOST_TEST(pairingsTsv(e.event, 4)[2].result == other);
    const QString log = mustRun({"log", e.event});
    BOOST_TEST(log.contains("result --force: round 4 board 3: " + changed.result + " replaced by " + other), log);
    BOOST_TEST(log.contains(boards), log);
}

BOOST_AUTO_TEST_CASE(clearing_a_result_is_logged_and_a_pairing_with_results_needs_force) {
    FourPlayerRoundRobin e("Clear");
    mustRun({"pair", e.event});
    mustRun({"result", e.event, "1", "1", "1-0"});
    BOOST_TEST(mustRun({"result", e.event, "1", "1", "--clear"}).contains("cleared"));
    BOOST_TEST(pairingsTsv(e.event, 1)[0].result.isEmpty());
    expectRefused(e.event, {"result", e.event, "1", "1", "--clear"}, {"has no result to clear"});
    mustRun({"result", e.event, "1", "2", "0-1"});
    expectRefused(e.event, {"unpair", e.event}, {"already has results", "board 2: 0-1", "--force"});
    BOOST_TEST(mustRun({"unpair", e.event, "--force"}).contains("Removed the result of board 2: 0-1"));
    const QString log = mustRun({"log", e.event});
    BOOST_TEST(log.contains("result --clear: round 1 board 1: 1-0 cleared"), log);
    BOOST_TEST(log.contains("unpair --force: round 1 unpaired; results removed: board 2: 0-1"), log);
}

// Issue 30 item 4: --interactive asks for the boards still waiting for a result (the event
// core's list, not the report's cells), with their players, and stores the keys pressed.
BOOST_AUTO_TEST_CASE(interactive_entry_asks_only_the_boards_awaiting_a_result) {
    QTemporaryDir dir;
    const QString event = dir.filePath("club.tourney");
    mustRun({"new", event, "--name", "Club", "--game", "chess", "--system", "round-robin"});
    for (const char* player : {"A", "B", "C", "D", "E", "F"}) mustRun({"player", "add", event, "--name", player});
    mustRun({"pair", event});
    mustRun({"result", event, "1", "2", "1-0"});
    const CommandRun run = runWithInput({"result", event, "1", "--interactive"}, "0\n=\n");
    BOOST_TEST(run.exit_code == 0, run.err);
    BOOST_TEST(run.out.contains("Board 1: 1 A - 6 F"), run.out);
    BOOST_TEST(!run.out.contains("Board 2:"), run.out);  // it has its result
    BOOST_TEST(run.out.contains("Board 3: "), run.out);
    const std::vector<PairingLine> boards = pairingsTsv(event, 1);
    BOOST_TEST(boards[0].result == "0-1");
    BOOST_TEST(boards[1].result == "1-0");
    BOOST_TEST(boards[2].result == "1/2-1/2");
}

// Issue 31 item 7: a key that means nothing is refused and the board asked again; Backspace
// goes back a board, whose result a new key replaces; q quits and keeps what was entered (each
// board stored as its key is pressed); piped "010==" is five keys, not one result.
BOOST_AUTO_TEST_CASE(item_7_interactive_keys_refuse_go_back_quit_and_read_pipes_key_by_key) {
    QTemporaryDir dir;
    const QString event = dir.filePath("club.tourney");
    mustRun({"new", event, "--name", "Club", "--game", "chess", "--system", "round-robin"});
    for (const char* player : {"A", "B", "C", "D", "E", "F", "G", "H"})
        mustRun({"player", "add", event, "--name", player});
    mustRun({"pair", event});
    // 1 on board 1, x refused on board 2, Backspace back to board 1, 0 replaces its 1-0, q.
    const CommandRun first = runWithInput({"result", event, "1", "--interactive"},
                                          "1x\x7f"
                                          "0q");
    BOOST_TEST(first.exit_code == 0, first.err);
    BOOST_TEST(first.out.contains("not a key here: x (1 0 = + -, Enter skips, Backspace goes back, q quits)"),
               first.out);
    BOOST_TEST(first.out.contains("Board 1: 1 A - 8 H (now 1-0)"), first.out);
    BOOST_TEST(first.out.contains("quit; the results entered are kept"), first.out);
    std::vector<PairingLine> boards = pairingsTsv(event, 1);
    BOOST_TEST(boards[0].result == "0-1");
    BOOST_TEST(boards[1].result.isEmpty());  // x did not skip it, q left it
    const QString log = mustRun({"log", event});
    BOOST_TEST(log.contains("result --force: round 1 board 1: 1-0 replaced by 0-1"), log);
    // A piped line of keys: one board each (board 1 has its result, so 2, 3, 4 are asked).
    const CommandRun piped = runWithInput({"result", event, "1", "--interactive"}, "1=0\n");
    BOOST_TEST(piped.exit_code == 0, piped.err);
    boards = pairingsTsv(event, 1);
    BOOST_TEST(boards[1].result == "1-0");
    BOOST_TEST(boards[2].result == "1/2-1/2");
    BOOST_TEST(boards[3].result == "0-1");
}

// Issue 31 item 11 at the command line: a results file's bad lines all at once; pairings as
// TSV with a header line; forbid list with names.
BOOST_AUTO_TEST_CASE(item_11_results_file_errors_all_at_once_and_lists_an_arbiter_can_read) {
    QTemporaryDir dir;
    const QString event = dir.filePath("club.tourney");
    mustRun({"new", event, "--name", "Club", "--game", "chess", "--system", "swiss", "--rounds", "3"});
    for (const char* player : {"Rahman, Tanvir", "Iyer, Karthik", "Sen, Mitali", "Akter, Rumana"})
        mustRun({"player", "add", event, "--name", player});
    mustRun({"forbid", "add", event, "1,3"});
    const QString forbidden = mustRun({"forbid", "list", event});
    BOOST_TEST(forbidden == "1\tRahman, Tanvir\t3\tSen, Mitali\n", forbidden.toStdString());
    mustRun({"pair", event});
    const QString tsv = mustRun({"pairings", event, "--format", "tsv"});
    BOOST_TEST(tsv.startsWith("board\twhite\tblack\tresult\n"), tsv.toStdString());
    const QString results = dir.filePath("round1.txt");
    writeFile(results, "board result\n1 1-0 extra\nx 0-1\n2\n");
    const CommandRun run = runTourney({"result", event, "1", "--file", results});
    BOOST_TEST(run.exit_code == 2);
    BOOST_TEST(run.err.contains(results + ":2: field result: 'extra' after the result"), run.err.toStdString());
    BOOST_TEST(run.err.contains(results + ":3: field board: 'x' is not a board number"), run.err.toStdString());
    BOOST_TEST(run.err.contains(results + ":4: field result: board 2 has no result"), run.err.toStdString());
    const CommandRun unpaired = runTourney({"result", event, "2", "1", "1-0"});
    BOOST_TEST(unpaired.err.contains("round 2 is not paired yet (only round 1 is)"), unpaired.err.toStdString());
}

// The recheck of issue 31 item 11: a file with lines that cannot be read (4, 5) and lines that
// name a board the round lacks (3) or a result the game has not (2) reported them in two runs.
BOOST_AUTO_TEST_CASE(item_11_a_results_file_reports_unreadable_lines_and_bad_boards_in_one_run) {
    FortyPlayerSwiss e("twopasses");
    e.run({"pair", e.event});
    const QString path = e.dir.filePath("bad2.txt");
    writeFile(path, "1 1-0\n2 9-9\n27 1-0\nx =\n3\n");
    const CommandRun run = runTourney({"result", e.event, "1", "--file", path});
    BOOST_TEST(run.exit_code == 2);
    const QStringList expected = {
        path + ":2: field result: '9-9' is not a chess result", path + ":3: field board: round 1 has no board 27",
        path + ":4: field board: 'x' is not a board number", path + ":5: field result: board 3 has no result"};
    qsizetype previous = -1;
    for (const QString& text : expected) {  // all of them, in the order of the file
        const qsizetype at = run.err.indexOf(text);
        BOOST_TEST(at > previous, run.err.toStdString() << " lacks, or misorders, " << text.toStdString());
        previous = at;
    }
    for (const PairingLine& board : pairingsTsv(e.event, 1)) BOOST_TEST(board.result.isEmpty());
}

// The recheck of issue 31: a bye written as board N+1 in the TSV sent the arbiter to `result`
// with a board the round lacks. A bye or absence has an empty board cell and its code.
BOOST_AUTO_TEST_CASE(item_11_a_bye_in_the_pairings_tsv_has_no_board) {
    QTemporaryDir dir;
    const QString event = dir.filePath("odd.tourney");
    mustRun({"new", event, "--name", "Odd", "--game", "chess", "--system", "swiss", "--rounds", "3"});
    for (const char* player : {"Rahman, Tanvir", "Iyer, Karthik", "Sen, Mitali", "Akter, Rumana", "Roy, Ananya"})
        mustRun({"player", "add", event, "--name", player});
    mustRun({"pair", event});
    const QStringList lines = mustRun({"pairings", event, "--format", "tsv"}).split('\n', Qt::SkipEmptyParts);
    BOOST_TEST_REQUIRE(lines.size() == 4);  // the header, two boards, the bye
    BOOST_TEST(lines[1].startsWith("1\t"));
    BOOST_TEST(lines[2].startsWith("2\t"));
    BOOST_TEST(lines[3].startsWith("\t"), lines[3].toStdString());
    BOOST_TEST(lines[3].endsWith("\t0\tU"), lines[3].toStdString());
    expectRefused(event, {"result", event, "1", "3", "1-0"}, {"round 1 has no board 3"});
}
