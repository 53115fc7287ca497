// `tourney engine` and `tourney import` on TRF files as other programs write them (issue 41):
// lone-CR line ends, a round after the last one the file declares, a round with nobody to
// pair, and the line ends Tourney writes when asked.
#include "tourney_process.h"

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
