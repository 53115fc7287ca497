// Input that cannot exhaust or forge (issue 17): every number a TRF gives is checked against
// what the file holds before anything is sized by it; lines and fields that are not plain
// one-line UTF-8 text are refused where they enter and never written; input files are named
// for what they are (a folder, a FIFO, UTF-16). The draughts tournament file is held to the same.
#include "formats/draughts_file.h"
#include "formats/input_file.h"
#include "formats/plain_text.h"
#include "formats/trf.h"

#include <boost/test/unit_test.hpp>

#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace tourney;
using namespace tourney::formats;

// What reading the text says: the error (file:line: field ...), or "accepted".
static std::string readError(const std::string& text) {
    try {
        std::istringstream in(text);
        readTrf(in, "test.trf");
    } catch (const InputError& error) {
        return error.what();
    }
    return "accepted";
}

static bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

static long peakKilobytes() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

static const std::string kTwoPlayers =
    "001    1      Alpha                             2000                             0.0    1\n"
    "001    2      Beta                              1900                             0.0    2\n";

// The 135-byte file: one 250 line naming players up to 300,000 (and 9,999,999) made
// the reader allocate 2.3 GB (7.4 GB) before refusing it. It is refused by its line now, and
// the peak memory of this whole test program stays far below 50 MB above where it was.
BOOST_AUTO_TEST_CASE(a_250_line_naming_300000_players_is_refused_without_allocating) {
    const long before = peakKilobytes();
    for (const char* last : {"300000", "9999999"}) {
        const std::string error = readError("012 Test\nXXR 3\n250 1.0 1 3 1 " + std::string(last) + "\n" + kTwoPlayers);
        BOOST_TEST(contains(error, "test.trf:3: field 250 last player: start number " + std::string(last) +
                                       " is larger than the number of players in the file (2)"),
                   error);
    }
    BOOST_TEST(peakKilobytes() - before < 50 * 1024);
}

BOOST_AUTO_TEST_CASE(every_number_is_checked_before_it_sizes_anything) {
    // Start numbers beyond the player lines, in every line that names players.
    BOOST_TEST(contains(readError("XXA 300000 1.0\n" + kTwoPlayers), "field XXA: start number 300000 is larger"));
    BOOST_TEST(contains(readError("240 H 2 9999\n" + kTwoPlayers), "field 240 player: start number 9999"));
    BOOST_TEST(contains(readError("260 1 2 1 7\n" + kTwoPlayers), "field 260 player: start number 7"));
    BOOST_TEST(contains(readError("XXP 1 3\n" + kTwoPlayers), "field XXP: start number 3"));
    // Numbers too long for any field: refused as what they are, never passed to stoi.
    BOOST_TEST(contains(readError("XXR 99999999999999999999\n" + kTwoPlayers), "is not a number of rounds"));
    BOOST_TEST(contains(readError("XXA 99999999999999999999 1.0\n" + kTwoPlayers), "is not a start number"));
    BOOST_TEST(contains(readError("240 H 99999999999999999999 1\n" + kTwoPlayers), "is not a round number"));
    BOOST_TEST(contains(readError("250 1.0 1 99999999999 1 2\n" + kTwoPlayers), "is not a round number"));
    // Rounds: TRF has 999 at most, and a 250 line may not reach past the event's last round.
    BOOST_TEST(contains(readError("240 H 1000 1\n" + kTwoPlayers), "'1000' is larger than 999"));
    BOOST_TEST(contains(readError("XXR 5\n250 1.0 1 9 1 2\n" + kTwoPlayers), "round 9 is after the last round (5)"));
    // A player line with a cell beyond round 999.
    const std::string long_line = kTwoPlayers.substr(0, kTwoPlayers.find('\n')) + std::string(10 * 1000, ' ') + "2 w 1";
    BOOST_TEST(contains(readError(long_line + "\n" + kTwoPlayers.substr(kTwoPlayers.find('\n') + 1)), "999 rounds"));
}

BOOST_AUTO_TEST_CASE(forbidden_pairs_are_bounded_not_quadratic_in_the_line) {
    std::string players;
    std::string teammates = "XXP";
    for (int i = 1; i <= 1500; ++i) {
        char line[100];
        std::snprintf(line, sizeof line, "001 %4d      Player %-26d 2000\n", i, i);
        players += line;
        teammates += " " + std::to_string(i);
    }
    // 1,500 teammates would be 1,124,250 pairs: more than any event, refused by its line.
    const std::string error = readError(teammates + "\n" + players);
    BOOST_TEST(contains(error, "test.trf:1: field XXP: the file forbids more than 1000000 pairs"), error);
}

BOOST_AUTO_TEST_CASE(virtual_points_are_one_entry_per_player) {
    // Baku acceleration in TRF-26: one 250 line for the first rounds, another for later ones.
    std::istringstream in("XXR 5\n250 1.0 1 2 1 2\n250 0.5 3 4 1 2\n" + kTwoPlayers);
    const TrfDocument document = readTrf(in, "baku.trf");
    BOOST_REQUIRE_EQUAL(document.event.virtual_points.size(), 2u);
    const VirtualPoints& first = document.event.virtual_points[0];
    BOOST_REQUIRE_EQUAL(first.per_round.size(), 4u);
    BOOST_TEST(first.per_round[0].tenths() == 10);
    BOOST_TEST(first.per_round[3].tenths() == 5);
    // The same round given twice, or a second XXA line for a player: refused by its line,
    // not left for the database to refuse as a UNIQUE constraint.
    BOOST_TEST(contains(readError("XXR 5\n250 1.0 1 3 1 2\n250 0.5 3 4 2 2\n" + kTwoPlayers),
                        "test.trf:3: field 250: player 2 has virtual points for round 3 on an earlier line too"));
    BOOST_TEST(contains(readError("XXA 1 1.0\nXXA 1 0.5\n" + kTwoPlayers),
                        "test.trf:2: field XXA: start number 1 has its virtual points on an earlier line too"));
}

BOOST_AUTO_TEST_CASE(a_line_that_is_not_plain_text_is_refused_by_its_number) {
    // (A tab is not among them: it reads as the blank it stands for, issue 41.5.)
    std::string with_bell = kTwoPlayers;
    with_bell[20] = '\a';
    BOOST_TEST(contains(readError("012 Test\n" + with_bell),
                        "test.trf:2: the line holds a control character (U+0007) at character 21"));
    BOOST_TEST(contains(readError("012 Te\x1B[2Jst\n" + kTwoPlayers), "escape character"));
    BOOST_TEST(contains(readError(std::string("012 Te\0st\n", 10) + kTwoPlayers), "NUL"));
    BOOST_TEST(
        contains(readError("012 M\xFCnchen Open\n" + kTwoPlayers), "test.trf:1: the line is not valid UTF-8 text"));
    BOOST_TEST(contains(readError("\xFF\xFE"
                                  "0\0"
                                  "1\0"
                                  "2\0"),
                        "UTF-16"));
    // A byte-order mark and CRLF line ends are still plain text.
    BOOST_TEST(readError("\xEF\xBB\xBF"
                         "012 Test\r\n" +
                         kTwoPlayers) == "accepted");
}

// Whatever a stored event holds (a file from before these checks, or a database edited by
// hand), the TRF writer keeps every field on its line: no phantom player on the way back.
BOOST_AUTO_TEST_CASE(the_writer_never_breaks_a_line) {
    Event event;
    event.info.name = "Spring\n001    9      Phantom";
    event.info.city = "Dhaka\r";
    event.planned_rounds = 3;
    for (int i = 1; i <= 2; ++i) {
        Player player;
        player.start_no = i;
        player.name = i == 1 ? "Alpha\n001    3      Ghost" : "Be\x1Bta\xFF";
        player.federation = "B\tN";
        event.players.push_back(player);
    }
    std::ostringstream out;
    writeTrf(out, event);
    std::istringstream back(out.str());
    const TrfDocument document = readTrf(back, "written.trf");
    BOOST_REQUIRE_EQUAL(document.event.players.size(), 2u);
    BOOST_TEST(document.event.players[0].name == "Alpha 001    3      Ghost");
    BOOST_TEST(document.event.players[1].name == "Be ta\xEF\xBF\xBD");
    BOOST_TEST(document.event.info.name == "Spring 001    9      Phantom");
}

BOOST_AUTO_TEST_CASE(text_checks_name_what_they_find) {
    BOOST_TEST(!textProblem("রহমান, তানভীর").has_value());
    BOOST_TEST(!textProblem("O'Brien, \"Pat\" = 1+1").has_value());
    BOOST_TEST(textProblem("A\nB")->text() == "holds a line break at character 2");
    BOOST_TEST(textProblem("ab\r")->text() == "holds a carriage return at character 3");
    BOOST_TEST(textProblem("\xC2\x85")->text() == "holds a control character (U+0085) at character 1");
    BOOST_TEST(textProblem("\xC0\xAF")->text() == "is not valid UTF-8 text (byte 1)");      // overlong '/'
    BOOST_TEST(textProblem("\xED\xA0\x80")->text() == "is not valid UTF-8 text (byte 1)");  // a surrogate
    BOOST_TEST(lineSafe("a\nb\x7F\xFF") == "a b \xEF\xBF\xBD");
    BOOST_TEST(!encodingProblem("012 Test").has_value());
}

// Issue 40, item 7: a file saved as UTF-16, or a line cut short by NUL bytes (a crash, a copy
// that stopped), is said so with its line and character, in words an arbiter can act on.
BOOST_AUTO_TEST_CASE(item_7_utf16_and_nul_cut_lines_are_named_by_line_and_character) {
    using namespace std::string_literals;
    BOOST_TEST(!textFileProblem("1 1-0\n2 0-1\n").has_value());
    BOOST_TEST(textFileProblem("\xFF\xFE"
                               "1\0"s)
                   ->line == 0);  // the file as a whole
    BOOST_TEST(contains(textFileProblem("1\0 \0"
                                        "1\0-\0"
                                        "0\0\n\0"s)
                            ->message.text(),
                        "UTF-16"));
    // Zeros after the text are a cut line, not UTF-16, even when they fill the file's start.
    const auto cut = textFileProblem("1 1-0\r\n2 0-1\r\n"s + std::string(200, '\0'));
    BOOST_REQUIRE(cut.has_value());
    BOOST_TEST(cut->line == 3);
    BOOST_TEST(contains(cut->message.text(), "the line breaks off at character 1 in a NUL (zero) byte"));
    BOOST_TEST(!contains(cut->message.text(), "UTF-16"));
    // Lines end as textLines ends them (LF, CR LF, lone CR); characters count code points.
    const auto mid = textFileProblem("012 Dhaka\r001 Rahm\xC4\x81n\0\0\0"s);
    BOOST_REQUIRE(mid.has_value());
    BOOST_TEST(mid->line == 2);
    BOOST_TEST(contains(mid->message.text(), "at character 11 "));  // ā is one character of two bytes
    BOOST_TEST(contains(readError("012 Test\n"s + kTwoPlayers.substr(0, 30) + std::string(40, '\0')),
                        "test.trf:2: the line breaks off at character 31 in a NUL (zero) byte"));
}

BOOST_AUTO_TEST_CASE(input_files_are_named_for_what_they_are) {
    const std::filesystem::path dir = std::filesystem::temp_directory_path() /
                                      ("tourney-input-" + std::to_string(getpid()));
    std::filesystem::create_directories(dir);
    auto errorOf = [](const std::filesystem::path& path) {
        try {
            readTextFile(path.string());
        } catch (const InputError& error) {
            return std::string(error.what());
        }
        return std::string("accepted");
    };
    BOOST_TEST(errorOf(dir) == dir.string() + ": is a folder, not a file");
    BOOST_TEST(errorOf(dir / "missing.trf") == (dir / "missing.trf").string() + ": no such file");
    // A FIFO is named before it is opened: opening it would wait for a writer for ever.
    const std::filesystem::path fifo = dir / "pipe.trf";
    BOOST_REQUIRE(mkfifo(fifo.c_str(), 0600) == 0);
    BOOST_TEST(errorOf(fifo) == fifo.string() + ": is a FIFO (named pipe), not a file");
    const std::filesystem::path utf16 = dir / "utf16.csv";
    std::ofstream(utf16, std::ios::binary) << std::string("\xFF\xFEn\0a\0m\0e\0", 10);
    BOOST_TEST(contains(errorOf(utf16), "the file is UTF-16 text, not UTF-8; save it as UTF-8"));
    const std::filesystem::path large = dir / "large.trf";
    std::ofstream(large, std::ios::binary) << std::string(2048, 'x');
    try {
        readInputFile(large.string(), 1024);
        BOOST_FAIL("a file over the limit was read");
    } catch (const InputError& error) {
        BOOST_TEST(contains(error.what(), "larger than any input Tourney reads"));
    }
    std::filesystem::remove_all(dir);
}

// --- The draughts tournament file (formats/draughts_file.h, docs/draughts.md) --------------

static std::string draughtsFileError(const std::string& body) {
    try {
        std::istringstream in("DTF 1\n" + body);
        readDraughtsFile(in, "test.dtf");
    } catch (const InputError& error) {
        return error.what();
    }
    return "accepted";
}

static const std::string kTwoDraughtsPlayers =
    "001\t1\tA\t\t\t\t\t0\t\t0\t\t\t0\t0\n001\t2\tB\t\t\t\t\t0\t\t0\t\t\t0\t0\n";

BOOST_AUTO_TEST_CASE(draughts_file_refuses_games_that_name_no_player_or_one_twice) {
    BOOST_TEST(draughtsFileError(kTwoDraughtsPlayers + "132\t1\t\n301\t1\t1\t1\t2\t2-0\t1\t1\t\n") == "accepted");
    const std::string unknown = draughtsFileError(kTwoDraughtsPlayers + "132\t1\t\n301\t1\t1\t1\t5\t2-0\t1\t1\t\n");
    BOOST_TEST(contains(unknown, "test.dtf:5: field 301 black: player 5 is not registered"), unknown);
    const std::string twice = draughtsFileError(kTwoDraughtsPlayers + "132\t1\t\n301\t1\t1\t1\t1\t1-1\t1\t1\t\n");
    BOOST_TEST(contains(twice, "field 301 black: player 1 is paired twice in this round"), twice);
    const std::string bye_too = draughtsFileError(kTwoDraughtsPlayers +
                                                  "132\t1\t\n301\t1\t1\t1\t2\t1-1\t1\t1\t\n302\t1\t2\tU\n");
    BOOST_TEST(contains(bye_too, "test.dtf:6: field 302 player: player 2 is paired twice"), bye_too);
}

BOOST_AUTO_TEST_CASE(draughts_file_keeps_rounds_in_order_and_lines_in_their_place) {
    const std::string no_round = draughtsFileError(kTwoDraughtsPlayers + "301\t1\t1\t1\t2\t2-0\t1\t1\t\n");
    BOOST_TEST(contains(no_round, "test.dtf:4: field 301 round: round 1 has no 132 line"), no_round);
    const std::string skipped = draughtsFileError(kTwoDraughtsPlayers + "132\t2\t\n");
    BOOST_TEST(contains(skipped, "field 132 round: rounds run 1, 2, 3, ... in order: 1 expected, found 2"), skipped);
    const std::string late = draughtsFileError("132\t1\t\n" + kTwoDraughtsPlayers);
    BOOST_TEST(contains(late, "test.dtf:3: field 001: players come before the rounds"), late);
    BOOST_TEST(contains(draughtsFileError("999\tx\n"), "test.dtf:2: field 999: unknown line code"));
    BOOST_TEST(contains(draughtsFileError("001\t1\tA\n"), "field 001: 13 fields expected after the code, found 2"));
    std::istringstream not_dtf("012 Some TRF\n");
    BOOST_CHECK_THROW(readDraughtsFile(not_dtf, "x.trf"), InputError);
}

BOOST_AUTO_TEST_CASE(draughts_file_refuses_control_characters_and_bad_escapes) {
    const std::string escape = draughtsFileError("001\t1\tA\x1b[2J\t\t\t\t\t0\t\t0\t\t\t0\t0\n");
    BOOST_TEST(contains(escape, "test.dtf:2: field 001 name:"), escape);
    const std::string backslash = draughtsFileError(kTwoDraughtsPlayers +
                                                    "132\t1\t\n301\t1\t1\t1\t2\t2-0\t1\t1\t1. 32-28\\q\n");
    BOOST_TEST(contains(backslash, "field 301 record: a backslash must be followed by"), backslash);
    // A record's line breaks and tabs come back as they were written.
    std::ostringstream written;
    Event event;
    event.game = GameKind::Draughts;
    event.players.resize(2);
    event.players[0].start_no = 1;
    event.players[0].name = "A";
    event.players[1].start_no = 2;
    event.players[1].name = "B";
    Game game;
    game.board = 1;
    game.seats.resize(2);
    game.seats[0].player = 1;
    game.seats[0].outcome = Outcome::Win;
    game.seats[1].player = 2;
    game.seats[1].outcome = Outcome::Loss;
    game.record = "[A \"\\\"]\n\t1. 32-28 *\r\n";
    event.rounds.resize(1);
    event.rounds[0].number = 1;
    event.rounds[0].games.push_back(game);
    writeDraughtsFile(written, event);
    std::istringstream again(written.str());
    BOOST_TEST((readDraughtsFile(again, "again.dtf") == event));
}
