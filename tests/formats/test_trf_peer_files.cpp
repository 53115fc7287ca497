// TRF as other programs write it (issue 41): lines ending in CR, CR LF or LF; a tab standing
// for a blank; rounds beyond the number the file declares (XXR, 142).
#include <boost/test/unit_test.hpp>

#include "formats/plain_text.h"
#include "formats/trf.h"
#include "scoring/history.h"
#include "trf_reading.h"

#include <algorithm>
#include <sstream>

using namespace tourney;
using namespace tourney::formats;

namespace {

// Two players, one round: Alpha beat Beta.
const std::string kAlpha =
    "001    1      Alpha                             2100                             1.0    1     2 w 1\n";
const std::string kBeta =
    "001    2      Beta                              2000                             0.0    2     1 b 0\n";

std::string withLineEnds(const std::string& text, const std::string& end) {
    std::string result;
    for (const char c : text) c == '\n' ? result += end : result += c;
    return result;
}

// What a reading gives, in one line per player: number, name, rating, points, and each round's
// opponent and code.
std::string summary(const TrfDocument& document) {
    std::string text = std::to_string(document.event.planned_rounds) + " rounds\n";
    const auto histories = playerHistories(document.event);
    for (const Player& player : document.event.players) {
        text += std::to_string(player.start_no) + " " + player.name + " " + std::to_string(player.rating) + " " +
                pointsAfter(document.event, player.start_no).toString();
        for (const RoundEntry& entry : histories[player.start_no - 1])
            text += " " + std::to_string(entry.opponent) + entry.code;
        text += "\n";
    }
    return text;
}

}  // namespace

BOOST_AUTO_TEST_CASE(text_lines_end_in_lf_crlf_or_a_lone_cr) {
    using Lines = std::vector<std::string_view>;
    BOOST_TEST((textLines("a\nb\n") == Lines{"a", "b"}));
    BOOST_TEST((textLines("a\r\nb\r\n") == Lines{"a", "b"}));
    BOOST_TEST((textLines("a\rb\r") == Lines{"a", "b"}));
    BOOST_TEST((textLines("a\r\rb") == Lines{"a", "", "b"}));  // an empty line between, not one end
    BOOST_TEST((textLines("a\n\r\nb") == Lines{"a", "", "b"}));
    BOOST_TEST((textLines("last without an end") == Lines{"last without an end"}));
    BOOST_TEST(textLines("").empty());
}

// Issue 41.1: bbpPairings writes each line with a lone CR, as TRF-16's remark 1 asks; Windows
// programs write CR LF. All three read as the same event, and a refusal names the same line.
BOOST_AUTO_TEST_CASE(issue41_1_cr_crlf_and_lf_line_ends_read_as_the_same_event) {
    const std::string text = "012 Line ends\nXXR 3\nXXC white1\n" + kAlpha + kBeta;
    const std::string expected = summary(read(text));
    BOOST_TEST(expected == "3 rounds\n1 Alpha 2100 1 21\n2 Beta 2000 0 10\n");
    BOOST_TEST(summary(read(withLineEnds(text, "\r"))) == expected);
    BOOST_TEST(summary(read(withLineEnds(text, "\r\n"))) == expected);
    BOOST_TEST(summary(read(withLineEnds(text, "\r") + "\n")) == expected);  // mixed: a last LF
    const std::string bad = "012 Line ends\nXXR many\n" + kAlpha + kBeta;
    for (const std::string end : {"\n", "\r", "\r\n"})
        BOOST_TEST(readError(withLineEnds(bad, end)).find("test.trf:2: field XXR") == 0);
}

BOOST_AUTO_TEST_CASE(issue41_1_the_writer_ends_its_lines_as_asked) {
    const TrfDocument document = read("XXR 3\nXXC white1\n" + kAlpha + kBeta);
    std::ostringstream lf, crlf, cr;
    writeTrf(lf, document.event);
    writeTrf(crlf, document.event, {LineEnd::CrLf});
    writeTrf(cr, document.event, {LineEnd::Cr});
    BOOST_TEST(lf.str().find('\r') == std::string::npos);
    BOOST_TEST(crlf.str() == withLineEnds(lf.str(), "\r\n"));
    BOOST_TEST(cr.str() == withLineEnds(lf.str(), "\r"));
    BOOST_TEST(cr.str().find('\n') == std::string::npos);
    BOOST_TEST(summary(read(cr.str())) == summary(document));
    BOOST_TEST((lineEndNamed("cr") == LineEnd::Cr));
    BOOST_TEST(!lineEndNamed("CRLF\n").has_value());
}

// Issue 41.5: TRF-16 places every field by its columns, counted in characters, and separates
// fields with blanks. A tab is one character: standing where a blank belongs (in a separator
// column or the padding of a field), it reads as that blank and leaves the columns after it
// where they were. (A tab meant to reach the next tab stop shifts the columns; the field checks
// then refuse the line as they refuse any misplaced field.)
BOOST_AUTO_TEST_CASE(issue41_5_a_tab_reads_as_the_blank_it_stands_for) {
    const std::string spaced = "XXR 3\nXXC white1\n" + kAlpha + kBeta;
    std::string tabbed = "XXR\t3\nXXC\twhite1\n" + kAlpha + kBeta;
    const std::size_t beta = tabbed.find("001    2");
    tabbed[beta + 3] = '\t';   // the blank after "001"
    tabbed[beta + 47] = '\t';  // the blank before the rating (column 48)
    tabbed[beta + 80] = '\t';  // inside the points field (columns 81-84: "\t0.0")
    tabbed[beta + 92] = '\t';  // inside round 1's opponent (columns 92-95: "\t  1")
    BOOST_REQUIRE(std::count(tabbed.begin(), tabbed.end(), '\t') == 6);
    BOOST_TEST(readError(tabbed) == "accepted");
    BOOST_TEST(summary(read(tabbed)) == summary(read(spaced)));
    // A tab meant to reach an editor's tab stop shifts the fields after it out of their
    // columns: Beta's round 1 no longer names Alpha, and the file is refused.
    std::string shifted = spaced;
    shifted.replace(shifted.find("Beta") + 4, 8, "\t");
    BOOST_TEST(readError(shifted) ==
               "test.trf:3: field round 1 opponent: player 2 does not have 1 as opponent in that round");
}

// Issue 41.3: the last round is paired by its own rules (C.04.3), so a round beyond the number
// of rounds the file declares is refused, naming the XXR (or 142) line; so is an entry (a bye
// asked for) in such a round, naming the player's line.
BOOST_AUTO_TEST_CASE(issue41_3_rounds_beyond_the_declared_number_are_refused_naming_the_line) {
    const std::string two_rounds =
        "001    1      Alpha                             2100                             1.5    1     2 w 1     2 b "
        "=\n"
        "001    2      Beta                              2000                             0.5    2     1 b 0     1 w "
        "=\n";
    BOOST_TEST(readError("XXR 2\n" + two_rounds) == "accepted");
    BOOST_TEST(readError("012 Short\nXXR 1\n" + two_rounds) ==
               "test.trf:2: field XXR: round 2 is paired, but line 2 (XXR) declares 1 round");
    BOOST_TEST(readError("142 1\n" + two_rounds).find("test.trf:1: field 142: round 2 is paired") == 0);
    const std::string alpha_asks = kAlpha.substr(0, kAlpha.size() - 1) + "  0000 - H\n";
    BOOST_TEST(readError("XXR 2\n" + alpha_asks + kBeta) == "accepted");
    BOOST_TEST(readError("XXR 1\n" + alpha_asks + kBeta) ==
               "test.trf:2: field round 2: an entry for round 2, but line 1 (XXR) declares 1 round");
    // Without XXR or 142 the rounds the file holds are the event's rounds so far.
    BOOST_TEST(read(two_rounds).event.planned_rounds == 2);
    const TrfDocument declared = read("012 Short\nXXR 2\n" + two_rounds);
    BOOST_TEST(declared.rounds_line == 2);
    BOOST_TEST(declared.rounds_code == "XXR");
}
