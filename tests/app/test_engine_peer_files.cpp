// `tourney engine` and `tourney import` on TRF files as other programs write them (issue 41):
// lone-CR line ends, a round after the last one the file declares, a round with nobody to
// pair, and the line ends Tourney writes when asked. And the checker (`engine -c`, issue 37) on
// the shared files, as they are and with a wrong value, pairing or colour planted in them.
#include "tourney_process.h"

#include <functional>
#include <map>

using namespace tourney::testing;

namespace {

// Four players after round 1 (1 beat 3, 4 beat 2), white on board 1 in round 1.
QByteArray fourPlayers(const QByteArray& header, const QByteArray& round_two = {}) {
    const QByteArray cells[4] = {"     3 w 1", "     4 b 0", "     1 b 0", "     2 w 1"};
    const QByteArray points[4] = {" 1.0", " 0.0", " 0.0", " 1.0"};
    const QByteArray names[4] = {"Alpha", "Beta", "Gamma", "Delta"};
    QByteArray text = header;
    for (int i = 0; i < 4; ++i) {
        QByteArray line = "001 " + QByteArray::number(i + 1).rightJustified(4) + "      " + names[i].leftJustified(33) +
                          " " + QByteArray::number(2400 - 100 * i) + QByteArray(28, ' ') + points[i] + " " +
                          QByteArray::number(i + 1).rightJustified(4) + cells[i];
        if (!round_two.isEmpty()) line += round_two;
        text += line + "\n";
    }
    return text;
}

QByteArray withLoneCr(QByteArray text) { return text.replace('\n', '\r'); }

// The TRF with a player's cell of a round replaced by `cell` ("OPPO C R", 8 characters: TRF-16
// columns 92-99 for round 1, ten columns on for each next round).
QByteArray withCell(const QByteArray& trf, int player, int round, const QByteArray& cell) {
    QList<QByteArray> lines = trf.split('\n');
    for (QByteArray& line : lines)
        if (line.startsWith("001") && line.mid(4, 4).trimmed().toInt() == player)
            line.replace(91 + 10 * (round - 1), 8, cell);
    return lines.join('\n');
}

// A nine-player Dutch tournament of five rounds from the shared set, with the tie-break values
// FIDE's reference tool gives it (2026 rules), copied into `dir` as s.trf and s.tsv.
struct SharedTournament {
    QTemporaryDir dir;
    QByteArray trf = fileBytes(QString(TOURNEY_FIXTURES_DIR) + "/tiebreaks/swiss/s000_n9_r5.trf");
    QByteArray values = fileBytes(QString(TOURNEY_FIXTURES_DIR) + "/tiebreaks/swiss/s000_n9_r5.expected.tsv");
    CommandRun check(const QByteArray& planted_trf, const QByteArray& planted_values) {
        writeFile(dir.filePath("s.trf"), planted_trf);
        writeFile(dir.filePath("s.tsv"), planted_values);
        return runTourney(
            {"engine", "--dutch", dir.filePath("s.trf"), "-c", "--tiebreak-values", dir.filePath("s.tsv")});
    }
};

}  // namespace

// Issue 41.1: a file whose lines end in CR alone (bbpPairings, TRF-16's remark 1) is paired,
// checked and imported as the same file with LF line ends.
BOOST_AUTO_TEST_CASE(issue41_1_engine_and_import_read_lone_cr_line_ends) {
    QTemporaryDir dir;
    const QByteArray text = fourPlayers("012 Line ends\nXXR 3\nXXC white1\n");
    writeFile(dir.filePath("lf.trf"), text);
    writeFile(dir.filePath("cr.trf"), withLoneCr(text));
    writeFile(dir.filePath("crlf.trf"), QByteArray(text).replace("\n", "\r\n"));
    const QString pairs = mustRun({"engine", "--dutch", dir.filePath("lf.trf"), "-p"});
    BOOST_TEST(pairs.startsWith("2\n"), pairs.toStdString());
    for (const char* name : {"cr.trf", "crlf.trf"}) {
        BOOST_TEST(mustRun({"engine", "--dutch", dir.filePath(name), "-p"}) == pairs, name);
        BOOST_TEST(mustRun({"engine", "--dutch", dir.filePath(name), "-c"}).contains("1 of 1 rounds agree"), name);
    }
    mustRun({"import", dir.filePath("cr.trf"), dir.filePath("cr.tourney")});
    mustRun({"import", dir.filePath("lf.trf"), dir.filePath("lf.tourney")});
    BOOST_TEST(mustRun({"standings", dir.filePath("cr.tourney"), "--format", "tsv"}) ==
               mustRun({"standings", dir.filePath("lf.tourney"), "--format", "tsv"}));
    // A refusal in a CR file names the line as an editor shows it.
    writeFile(dir.filePath("bad.trf"), withLoneCr("012 Line ends\nXXR three\n" + text));
    const CommandRun bad = runTourney({"engine", "--dutch", dir.filePath("bad.trf"), "-p"});
    BOOST_TEST(bad.exit_code == 2);
    BOOST_TEST(bad.err.contains("bad.trf:2: field XXR"), bad.err.toStdString());
}

// Issue 41.1: Tourney writes CR or CR LF line ends when a peer needs them; LF by default.
BOOST_AUTO_TEST_CASE(issue41_1_generated_and_exported_trf_end_their_lines_as_asked) {
    QTemporaryDir dir;
    writeFile(dir.filePath("g.cfg"), "players = 12\nrounds = 5\nseed = 4\n");
    mustRun({"engine", "--dutch", "-g", dir.filePath("g.cfg"), "-o", dir.filePath("lf.trf")});
    mustRun({"engine", "--dutch", "-g", dir.filePath("g.cfg"), "-o", dir.filePath("cr.trf"), "--line-end", "cr"});
    const QByteArray lf = fileBytes(dir.filePath("lf.trf"));
    BOOST_TEST(!lf.contains('\r'));
    BOOST_TEST((fileBytes(dir.filePath("cr.trf")) == withLoneCr(lf)));
    BOOST_TEST(mustRun({"engine", "--dutch", dir.filePath("cr.trf"), "-c"}).contains("5 of 5 rounds agree"));
    const CommandRun misplaced = runTourney({"engine", "--dutch", dir.filePath("cr.trf"), "-p", "--line-end", "cr"});
    BOOST_TEST(misplaced.exit_code == 1);  // a usage error: -p writes pairs, not a TRF

    mustRun({"import", dir.filePath("cr.trf"), dir.filePath("e.tourney")});
    mustRun({"export", dir.filePath("e.tourney"), "--trf", dir.filePath("crlf.trf"), "--line-end", "crlf"});
    const QByteArray crlf = fileBytes(dir.filePath("crlf.trf"));
    BOOST_TEST(crlf.count("\r\n") == crlf.count('\n'));
    BOOST_TEST(crlf.count('\n') > 12);
    const CommandRun unknown = runTourney(
        {"export", dir.filePath("e.tourney"), "--trf", dir.filePath("x.trf"), "--line-end", "mac"});
    BOOST_TEST(unknown.exit_code == 1);
    BOOST_TEST(unknown.err.contains("lf, crlf or cr"), unknown.err.toStdString());
}

// Issue 41.3: with every round that XXR declares paired, -p refuses (exit code 2) and names
// the XXR line: the last round's rules (C.04.3) depend on it, so there is no round after it.
BOOST_AUTO_TEST_CASE(issue41_3_pairing_a_round_after_the_declared_last_is_refused_naming_the_line) {
    QTemporaryDir dir;
    writeFile(dir.filePath("one.trf"), fourPlayers("012 One round\nXXR 1\nXXC white1\n"));
    const CommandRun run = runTourney({"engine", "--dutch", dir.filePath("one.trf"), "-p"});
    BOOST_TEST(run.exit_code == 2);
    BOOST_TEST(run.out.isEmpty(), run.out.toStdString());
    BOOST_TEST(run.err.contains("one.trf:2: field XXR: the file declares 1 round and all are paired: there is no "
                                "round 2 to pair"),
               run.err.toStdString());
    writeFile(dir.filePath("two.trf"), fourPlayers("012 Two rounds\nXXR 2\nXXC white1\n"));
    BOOST_TEST(mustRun({"engine", "--dutch", dir.filePath("two.trf"), "-p"}).startsWith("2\n"));
}

// Issue 41.4: when every player has a bye or an absence entered for the next round there is
// nothing to pair: -p says so and exits with code 2 (as its usage text documents), where it
// used to print an empty pairing.
BOOST_AUTO_TEST_CASE(issue41_4_a_round_with_nobody_to_pair_is_refused_with_exit_code_2) {
    QTemporaryDir dir;
    const QByteArray byes[4] = {"  0000 - H", "  0000 - Z", "  0000 - -", "  0000 - H"};
    QByteArray text = fourPlayers("012 All away\nXXR 3\nXXC white1\n");
    QList<QByteArray> lines = text.split('\n');
    for (int i = 0; i < 4; ++i) lines[3 + i] += byes[i];
    writeFile(dir.filePath("away.trf"), lines.join('\n'));
    const CommandRun run = runTourney({"engine", "--dutch", dir.filePath("away.trf"), "-p"});
    BOOST_TEST(run.exit_code == 2);
    BOOST_TEST(run.out.isEmpty(), run.out.toStdString());
    BOOST_TEST(run.err.contains("round 2 has nobody to pair: every player has a bye or an absence entered for it"),
               run.err.toStdString());
    BOOST_TEST(mustRun({"engine", "--help"}).contains("a round with nobody to pair"));
    // One player left to pair gets the pairing-allocated bye: that is a pairing.
    lines[3 + 2] = lines[3 + 2].left(lines[3 + 2].size() - 10);
    writeFile(dir.filePath("one_left.trf"), lines.join('\n'));
    BOOST_TEST(mustRun({"engine", "--dutch", dir.filePath("one_left.trf"), "-p"}) == "1\n3 0\n");
}

// Issue 37: the checker passes a correct file: every round re-paired as the file has it, every
// points column, and all 180 values (9 players, 20 tie-breaks) FIDE's tool gives it.
BOOST_AUTO_TEST_CASE(issue37_the_checker_passes_an_unmodified_shared_file_and_its_tiebreak_values) {
    SharedTournament shared;
    const CommandRun run = shared.check(shared.trf, shared.values);
    BOOST_TEST(run.exit_code == 0, run.out.toStdString() << run.err.toStdString());
    BOOST_TEST(run.out.contains("5 of 5 rounds agree"), run.out.toStdString());
    BOOST_TEST(run.out.contains("standings after round 5: 9 points, no ranks (the file lists no tie-breaks"),
               run.out.toStdString());
    BOOST_TEST(run.out.contains("180 tie-break values checked, 0 differences"), run.out.toStdString());
}

// Issue 37 (a): a wrong tie-break value is named with the round, the player, the code and the
// article of C.07 that gives it; a wrong points column is a difference too, not a refused file.
BOOST_AUTO_TEST_CASE(issue37_the_checker_finds_a_planted_wrong_tiebreak_value_c07) {
    SharedTournament shared;
    QList<QByteArray> rows = shared.values.split('\n');
    BOOST_REQUIRE(rows[3].startsWith("3\t3.5\t12.5\t15.0\t"));  // player 3: BH/C1 12.5, BH 15.0
    rows[3].replace("3\t3.5\t12.5\t15.0\t", "3\t3.5\t12.5\t15.5\t");
    const CommandRun run = shared.check(shared.trf, rows.join('\n'));
    BOOST_TEST(run.exit_code == 1);
    BOOST_TEST(run.out.contains("after round 5, player 3, BH/V2: the file gives 15.5 (" + shared.dir.filePath("s.tsv") +
                                ":4), the rules give 15.0 (C.07 §8.1)"),
               run.out.toStdString());
    BOOST_TEST(run.out.contains("180 tie-break values checked, 1 difference\n"), run.out.toStdString());
    BOOST_TEST(run.out.contains("5 of 5 rounds agree"));

    QList<QByteArray> lines = shared.trf.split('\n');
    BOOST_REQUIRE(lines[1].mid(80, 4) == " 4.5");  // player 1, the file's second line
    lines[1].replace(80, 4, " 5.0");
    const QByteArray points = lines.join('\n');
    const CommandRun wrong_points = shared.check(points, shared.values);
    BOOST_TEST(wrong_points.exit_code == 1, wrong_points.err.toStdString());
    BOOST_TEST(wrong_points.out.contains("after round 5, player 1, points: the file gives 5.0 (" +
                                         shared.dir.filePath("s.trf") + ":2), the rules give 4.5"),
               wrong_points.out.toStdString());
}

// Issue 37 (b): two games of round 1 with the same result, their Black players exchanged: the
// file stays consistent, but round 1 is not the pairing C.04.3 gives, and the checker says so.
BOOST_AUTO_TEST_CASE(issue37_the_checker_finds_a_planted_wrong_pairing_c04_3) {
    SharedTournament shared;
    // Round 1: 2-6 1-0 and 4-8 1-0 become 2-8 1-0 and 4-6 1-0.
    QByteArray trf = withCell(shared.trf, 2, 1, "   8 w 1");
    trf = withCell(trf, 8, 1, "   2 b 0");
    trf = withCell(trf, 4, 1, "   6 w 1");
    trf = withCell(trf, 6, 1, "   4 b 0");
    const CommandRun run = shared.check(trf, shared.values);
    BOOST_TEST(run.exit_code == 1);
    BOOST_TEST(run.out.contains("round 1 differs: the file pairs 2-8, 4-6, the rules pair 2-6, 4-8 (C.04.3)"),
               run.out.toStdString());
}

// Issue 37 (c): one game of round 1 with its colours exchanged is the right pairing with the
// wrong colours; the checker names the two players and the colour rules (C.04.3 5.2).
BOOST_AUTO_TEST_CASE(issue37_the_checker_finds_a_planted_wrong_colour_c04_3_5_2) {
    SharedTournament shared;
    QByteArray trf = withCell(shared.trf, 2, 1, "   6 b 1");
    trf = withCell(trf, 6, 1, "   2 w 0");
    const CommandRun run = shared.check(trf, shared.values);
    BOOST_TEST(run.exit_code == 1);
    BOOST_TEST(run.out.contains(
                   "round 1, players 6 and 2: colour differs: the file gives White to 6, the rules to 2 (C.04.3 5.2)"),
               run.out.toStdString());
    BOOST_TEST(!run.out.contains("round 1 differs"), run.out.toStdString());
}

// Issue 37: a file that lists its tie-breaks (202) has its ranks (columns 86-89) checked by
// them; a rank planted wrong is named. A generated tournament lists C.07 §13's Swiss list.
BOOST_AUTO_TEST_CASE(issue37_the_checker_checks_ranks_by_the_tiebreaks_202_lists) {
    QTemporaryDir dir;
    writeFile(dir.filePath("g.cfg"), "players = 12\nrounds = 5\nseed = 7\n");
    mustRun({"engine", "--dutch", "-g", dir.filePath("g.cfg"), "-o", dir.filePath("g.trf")});
    const QByteArray trf = fileBytes(dir.filePath("g.trf"));
    BOOST_REQUIRE(trf.contains("\n202 "));
    const QString agreed = mustRun({"engine", "--dutch", dir.filePath("g.trf"), "-c"});
    BOOST_TEST(agreed.contains("12 points, 12 ranks (by points, "), agreed.toStdString());
    QList<QByteArray> lines = trf.split('\n');
    int first = 0;
    while (!lines[first].startsWith("001")) ++first;
    const int rank = lines[first].mid(85, 4).trimmed().toInt();
    const int wrong = rank == 12 ? 11 : 12;
    lines[first].replace(85, 4, QByteArray::number(wrong).rightJustified(4));
    writeFile(dir.filePath("ranked.trf"), lines.join('\n'));
    const CommandRun run = runTourney({"engine", "--dutch", dir.filePath("ranked.trf"), "-c"});
    BOOST_TEST(run.exit_code == 1);
    BOOST_TEST(run.out.contains("after round 5, player 1, rank: the file gives " + QString::number(wrong)),
               run.out.toStdString());
    BOOST_TEST(run.out.contains("(C.07: points, then "), run.out.toStdString());
}

namespace {

// A game of round 1 in a TRF: White's and Black's start numbers and each one's result code.
struct FirstRoundGame {
    int white = 0, black = 0;
    char white_result = ' ', black_result = ' ';
};

// The played games of round 1 (columns 92-99 of each player line), decided over the board.
std::vector<FirstRoundGame> firstRoundGames(const QByteArray& trf) {
    std::map<int, QByteArray> cells;
    for (const QByteArray& line : trf.split('\n'))
        if (line.startsWith("001") && line.size() >= 99) cells[line.mid(4, 4).trimmed().toInt()] = line.mid(91, 8);
    std::vector<FirstRoundGame> games;
    for (const auto& [player, cell] : cells) {
        const int opponent = cell.left(4).trimmed().toInt();
        if (opponent > 0 && cell[5] == 'w' && QByteArray("10=").contains(cell[7]))
            games.push_back({player, opponent, cell[7], cells[opponent][7]});
    }
    return games;
}

QByteArray cell(int opponent, char colour, char result) {
    return QByteArray::number(opponent).rightJustified(4) + ' ' + colour + ' ' + result;
}

// A tournament of the generator for `system` (--dubov, --burstein), checked by -c after one
// change made by `plant` to its text; the checker's output.
QString plantedCheck(const QString& system, const std::function<QByteArray(const QByteArray&)>& plant) {
    QTemporaryDir dir;
    writeFile(dir.filePath("g.cfg"), "players = 16\nrounds = 5\nseed = 37\n");
    mustRun({"engine", system, "-g", dir.filePath("g.cfg"), "-o", dir.filePath("g.trf")});
    const QByteArray trf = fileBytes(dir.filePath("g.trf"));
    BOOST_TEST(mustRun({"engine", system, dir.filePath("g.trf"), "-c"}).contains("5 of 5 rounds agree"));
    writeFile(dir.filePath("planted.trf"), plant(trf));
    const CommandRun run = runTourney({"engine", system, dir.filePath("planted.trf"), "-c"});
    BOOST_TEST(run.exit_code == 1, run.err.toStdString());
    return run.out;
}

// Two games of round 1 with the same result get their Black players exchanged: the results
// and points still agree, the pairing is not the system's.
void checkPlantedPairing(const QString& system, const QString& article) {
    FirstRoundGame g, h;
    const QString out = plantedCheck(system, [&](const QByteArray& trf) {
        const std::vector<FirstRoundGame> games = firstRoundGames(trf);
        for (std::size_t i = 0; i < games.size() && !g.white; ++i)
            for (std::size_t j = i + 1; j < games.size() && !g.white; ++j)
                if (games[i].white_result == games[j].white_result) g = games[i], h = games[j];
        BOOST_REQUIRE(g.white != 0);
        QByteArray planted = withCell(trf, g.white, 1, cell(h.black, 'w', g.white_result));
        planted = withCell(planted, h.black, 1, cell(g.white, 'b', h.black_result));
        planted = withCell(planted, h.white, 1, cell(g.black, 'w', h.white_result));
        return withCell(planted, g.black, 1, cell(h.white, 'b', g.black_result));
    });
    const qsizetype at = out.indexOf("round 1 differs: the file pairs ");
    BOOST_REQUIRE_MESSAGE(at >= 0, out.toStdString());
    const QString line = out.mid(at, out.indexOf('\n', at) - at);
    for (const auto& [white, black] : {std::pair{g.white, h.black}, {h.white, g.black}, {g.white, g.black}})
        BOOST_TEST(line.contains(QString("%1-%2").arg(white).arg(black)), line.toStdString());
    BOOST_TEST(line.endsWith("(" + article + ")"), line.toStdString());
}

// One game of round 1 with its colours exchanged: the right pairing with the wrong colours.
void checkPlantedColour(const QString& system, const QString& article) {
    FirstRoundGame g;
    const QString out = plantedCheck(system, [&](const QByteArray& trf) {
        const std::vector<FirstRoundGame> games = firstRoundGames(trf);
        BOOST_REQUIRE(!games.empty());
        g = games.front();
        const QByteArray planted = withCell(trf, g.white, 1, cell(g.black, 'b', g.white_result));
        return withCell(planted, g.black, 1, cell(g.white, 'w', g.black_result));
    });
    BOOST_TEST(out.contains(QString("round 1, players %1 and %2: colour differs: the file gives White to %1, the rules "
                                    "to %2 (%3)")
                                .arg(g.black)
                                .arg(g.white)
                                .arg(article)),
               out.toStdString());
    BOOST_TEST(!out.contains("round 1 differs"), out.toStdString());
}

}  // namespace

// Issue 37 (b) for the Dubov and Burstein systems: a wrong pairing planted in a generated
// tournament is named with its round and players and the system's article.
BOOST_AUTO_TEST_CASE(issue37_the_checker_finds_a_planted_wrong_pairing_c04_4_1_dubov) {
    checkPlantedPairing("--dubov", "C.04.4.1");
}

BOOST_AUTO_TEST_CASE(issue37_the_checker_finds_a_planted_wrong_pairing_c04_4_2_burstein) {
    checkPlantedPairing("--burstein", "C.04.4.2");
}

// Issue 37 (c) for the Dubov system (its own colour rules, C.04.4.1 5.2) and the Burstein
// system (the Dutch allocation, C.04.3 5.2).
BOOST_AUTO_TEST_CASE(issue37_the_checker_finds_a_planted_wrong_colour_c04_4_1_5_2_dubov) {
    checkPlantedColour("--dubov", "C.04.4.1 5.2");
}

BOOST_AUTO_TEST_CASE(issue37_the_checker_finds_a_planted_wrong_colour_c04_3_5_2_burstein) {
    checkPlantedColour("--burstein", "C.04.3 5.2");
}

// Issue 37: the generator read with JaVaFo's keys and the seed from -s (as bbpPairings takes
// them), Baku acceleration as TRF-26 250 records and teams as 013 records; every system's
// checker passes the file it writes. An unknown key is refused with file, line and key.
BOOST_AUTO_TEST_CASE(issue37_the_generator_takes_javafo_keys_a_seed_acceleration_and_teams_for_every_system) {
    QTemporaryDir dir;
    writeFile(dir.filePath("j.cfg"),
              "# JaVaFo 1.4\nPlayersNumber=24\nRoundsNumber=7\nDrawPercentage=30\n"
              "ForfeitRate=20\nRetiredRate=30\nHalfPointByeRate=10\nHighestRating=2600\n"
              "LowestRating=1500\nPointsForWin=1.0\nPointsForDraw=0.5\nPointsForLoss=0.0\n"
              "PointsForForfeitLoss=0.0\nPointsForPAB=1.0\nacceleration = baku\nteams = 4\n");
    for (const QString system : {"--dutch", "--dubov", "--burstein"}) {
        const QString out = dir.filePath(system.mid(2) + ".trf");
        BOOST_TEST(mustRun({"engine", system, "-g", dir.filePath("j.cfg"), "-o", out, "-s", "371"})
                       .contains("24 players, 7 of 7 rounds paired"));
        const QByteArray trf = fileBytes(out);
        BOOST_TEST(trf.startsWith("012 Random tournament, seed 371\n"));
        BOOST_TEST(trf.count("\n013 Team ") == 4);
        // C.04.7: group A (12 of 24) gets 1 point before rounds 1-2 and 0.5 before rounds 3-4.
        BOOST_TEST(trf.contains("\n250      01.0 001 002 0001 0012\n250      00.5 003 004 0001 0012\n"));
        BOOST_TEST(mustRun({"engine", system, out, "-c"}).contains("7 of 7 rounds agree"), system.toStdString());
    }
    // The same seed in the file gives the same tournament as -s.
    writeFile(dir.filePath("seeded.cfg"), fileBytes(dir.filePath("j.cfg")) + "seed = 371\n");
    mustRun({"engine", "--dutch", "-g", dir.filePath("seeded.cfg"), "-o", dir.filePath("seeded.trf")});
    BOOST_TEST((fileBytes(dir.filePath("seeded.trf")) == fileBytes(dir.filePath("dutch.trf"))));

    writeFile(dir.filePath("bad.cfg"), "PlayersNumber=24\nPlayersNumbr=3\n");
    const CommandRun bad = runTourney(
        {"engine", "--dutch", "-g", dir.filePath("bad.cfg"), "-o", dir.filePath("x.trf")});
    BOOST_TEST(bad.exit_code == 2);
    BOOST_TEST(bad.err.contains(dir.filePath("bad.cfg") + ":2: unknown key 'PlayersNumbr'"), bad.err.toStdString());
    const CommandRun seed = runTourney(
        {"engine", "--dutch", "-g", dir.filePath("j.cfg"), "-o", dir.filePath("x.trf"), "-s", "twelve"});
    BOOST_TEST(seed.exit_code == 1);
    BOOST_TEST(seed.err.contains("-s takes the seed, a whole number"), seed.err.toStdString());
}
