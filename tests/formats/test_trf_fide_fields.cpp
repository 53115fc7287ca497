// Issue 32 items 2 and 4: the dates, titles, sex and arbiters of a TRF as real files write
// them, read into one form and written back as the format asks.
#include <boost/test/unit_test.hpp>

#include "formats/trf.h"
#include "scoring/calendar_date.h"
#include "trf_reading.h"

#include <sstream>

using namespace tourney;
using namespace tourney::formats;

namespace {

// A 001 line: sex in column 10, title 11-13, name 15-47, rating 49-52, birth 70-79.
std::string playerLine(int start_no, const std::string& sex_title, const std::string& birth) {
    std::string line = "001 " + std::string(4 - std::to_string(start_no).size(), ' ') + std::to_string(start_no) + " ";
    line += sex_title + std::string(5 - sex_title.size(), ' ');  // sex 10, title 11-13, blank 14
    const std::string name = "Player " + std::to_string(start_no);
    line += name + std::string(33 - name.size(), ' ') + " 2000" + std::string(17, ' ');
    line.resize(69, ' ');
    return line + birth + "\n";
}

std::string written(const Event& event) {
    std::ostringstream out;
    writeTrf(out, event);
    return out.str();
}

}  // namespace

// B.02 8.3.3 needs the event's year: dates written day first, with blanks after the points,
// are read; so is the round dates' yy/mm/dd.
BOOST_AUTO_TEST_CASE(event_dates_in_the_forms_real_files_use_b02_8_3_3) {
    BOOST_TEST(readDay("2010/09/24").date->iso() == "2010-09-24");
    BOOST_TEST(readDay("24/09/2010").date->iso() == "2010-09-24");
    BOOST_TEST(readDay("28. 07. 2005").date->iso() == "2005-07-28");
    BOOST_TEST(readDay("28.07.2005").date->iso() == "2005-07-28");
    BOOST_TEST(readDay("2005-07-28").date->iso() == "2005-07-28");
    BOOST_TEST(readDay("05/07/28").date->iso() == "2005-07-28");
    BOOST_TEST(!readDay("Sept 2010").date);
    BOOST_TEST(readDay("2010/02/30").impossible);
    const TrfDocument document = read("012 Open\n042 24/09/2010\n052 28. 09. 2010\n" +
                                      playerLine(1, "m", "1995/03/01"));
    BOOST_TEST(document.event.info.start_date == "2010-09-24");
    BOOST_TEST(document.event.info.end_date == "2010-09-28");
    BOOST_TEST(document.warnings.empty());
}

// Six digits are day, month, two-digit year (240660: 24 June 1960), never the year 2406; the
// century is the one that does not put the birth after the event.
BOOST_AUTO_TEST_CASE(six_digit_birth_dates_are_ddmmyy_b02_8_3_3) {
    BOOST_TEST(readBirthDate("240660", 2010).date->iso() == "1960-06-24");
    BOOST_TEST(readBirthDate("240605", 2010).date->iso() == "2005-06-24");
    BOOST_TEST(readBirthDate("240615", 2010).date->iso() == "1915-06-24");
    BOOST_TEST(readBirthDate("1960", 2010).date->iso() == "1960");
    BOOST_TEST(readBirthDate("1960/00/00", 2010).date->iso() == "1960");
    BOOST_TEST(readBirthDate("24.06.1960", 2010).date->iso() == "1960-06-24");
    BOOST_TEST(readBirthDate("19600624", 2010).date->iso() == "1960-06-24");
    const TrfDocument document = read("042 2010/09/24\n" + playerLine(1, "m", "240660") + playerLine(2, "w", "240605"));
    BOOST_TEST(document.event.players[0].birth_year == 1960);
    BOOST_TEST(document.event.players[1].birth_year == 2005);
}

// Refused, naming the line and the field: a birth after the event, a day the calendar has not.
// Warned: a date in no form Tourney reads, and the rule that then cannot be applied.
BOOST_AUTO_TEST_CASE(impossible_dates_are_refused_and_unreadable_ones_warned_b02_8_3_3) {
    const std::string after = readError("042 2010/09/24\n" + playerLine(1, "m", "2011/01/01"));
    BOOST_TEST(after.find("test.trf:2") != std::string::npos, after);
    BOOST_TEST(after.find("birth date (columns 70-79)") != std::string::npos, after);
    BOOST_TEST(after.find("after the event") != std::string::npos, after);
    const std::string no_day = readError("042 2010/09/24\n" + playerLine(1, "m", "1990/02/30"));
    BOOST_TEST(no_day.find("not a day of the calendar") != std::string::npos, no_day);
    const std::string bad_start = readError("042 2010/13/24\n" + playerLine(1, "m", ""));
    BOOST_TEST(bad_start.find("test.trf:1") != std::string::npos, bad_start);
    BOOST_TEST(bad_start.find("042 start date") != std::string::npos, bad_start);

    const TrfDocument unread = read("042 autumn 2010\n" + playerLine(1, "m", "1995/03/01"));
    BOOST_TEST(unread.event.info.start_date.empty());
    BOOST_REQUIRE_EQUAL(unread.warnings.size(), 2u);
    BOOST_TEST(unread.warnings[0].text().find("line 1, 042 start date") != std::string::npos,
               unread.warnings[0].text());
    BOOST_TEST(unread.warnings[1].text().find("B.02 8.3.3") != std::string::npos, unread.warnings[1].text());
    const TrfDocument odd_birth = read("042 2010/09/24\n" + playerLine(1, "m", "about 1990"));
    BOOST_TEST(odd_birth.event.players[0].birth_year == 0);
    BOOST_REQUIRE_EQUAL(odd_birth.warnings.size(), 1u);
    BOOST_TEST(odd_birth.warnings[0].text().find("line 2, birth date") != std::string::npos,
               odd_birth.warnings[0].text());
}

// One-letter titles (FIDE's rating list, its example TRF) are read as the titles, and written
// as GM, IM, WGM ...; sex is written m or w; dates yyyy/mm/dd whatever form they came in.
BOOST_AUTO_TEST_CASE(trf26_titles_sex_and_dates_are_written_in_the_formats_codes) {
    TrfDocument document = read("042 24/09/2010\n" + playerLine(1, "mg", "240660") + playerLine(2, "wwg", "1990"));
    BOOST_TEST(document.event.players[0].title == "GM");
    BOOST_TEST(document.event.players[1].title == "WGM");
    const std::string text = written(document.event);
    BOOST_TEST(text.find("042 2010/09/24\n") != std::string::npos, text);
    BOOST_TEST(text.find("001    1 m GM Player 1") != std::string::npos, text);
    BOOST_TEST(text.find("001    2 wWGM Player 2") != std::string::npos, text);
}

// TRF-26: one 112 line for each deputy arbiter; all are kept and written back.
BOOST_AUTO_TEST_CASE(trf26_every_112_deputy_arbiter_line_is_kept) {
    const TrfDocument document = read("102 Chief, Carl\n112 Deputy, Dana\n112 Deputy, Eli\n" + playerLine(1, "m", ""));
    BOOST_TEST(document.event.info.deputy_arbiters == "Deputy, Dana; Deputy, Eli");
    const std::string text = written(document.event);
    BOOST_TEST(text.find("112 Deputy, Dana\n112 Deputy, Eli\n") != std::string::npos, text);
}

// TRF-26: 182 the pairing program, 192 the type of tournament, 202 the tie-breaks separated by
// commas, 212 the standings' order (PTS first), 222 the time control in seconds (90'+30" is
// 5400+30); a time control in words is left to 122 alone. All read back to the same event.
BOOST_AUTO_TEST_CASE(trf26_records_182_192_202_212_222_are_written) {
    TrfDocument document = read("012 Open\n122 90'+30\"\n202 BH/C1 SB\n" + playerLine(1, "m", ""));
    const std::string text = written(document.event);
    BOOST_TEST(text.find("\n182 Tourney\n") != std::string::npos, text);
    BOOST_TEST(text.find("\n192 FIDE_DUTCH_2025\n") != std::string::npos, text);
    BOOST_TEST(text.find("\n202 BH/C1,SB\n") != std::string::npos, text);
    BOOST_TEST(text.find("\n212 PTS,BH/C1,SB\n") != std::string::npos, text);
    BOOST_TEST(text.find("\n222 5400+30\n") != std::string::npos, text);
    std::istringstream again(text);
    const TrfDocument reread = readTrf(again, "again.trf");
    BOOST_TEST(reread.event.tiebreaks == document.event.tiebreaks);
    BOOST_TEST(written(reread.event) == text);
    document.event.info.time_control = "90 minutes for 40 moves, then 30";
    BOOST_TEST(written(document.event).find("\n222") == std::string::npos);
}

// Issue 32 item 2, columns 70-79: a whole date of birth, in any form the reader takes, is kept
// and written as TRF asks (yyyy/mm/dd); a year alone stays a year; a second export of the
// first is the same text.
BOOST_AUTO_TEST_CASE(a_whole_birth_date_is_kept_and_written_yyyy_mm_dd) {
    const TrfDocument document = read("012 Open\n042 2026/05/01\n" + playerLine(1, "m", "1995/03/01") +
                                      playerLine(2, "w", "240660") + playerLine(3, "m", "1990") +
                                      playerLine(4, "w", "17.05.2008"));
    const std::vector<Player>& players = document.event.players;
    BOOST_TEST(players[0].birth_date == "1995-03-01");
    BOOST_TEST(players[1].birth_date == "1960-06-24");
    BOOST_TEST(players[2].birth_date.empty());
    BOOST_TEST(players[2].birth_year == 1990);
    BOOST_TEST(players[3].birth_date == "2008-05-17");
    const std::string first = written(document.event);
    auto birthOf = [&](int start_no) {
        std::istringstream lines(first);
        std::string line;
        for (int seen = 0; std::getline(lines, line);)
            if (line.rfind("001", 0) == 0 && ++seen == start_no) return line.substr(69, 10);
        return std::string();
    };
    BOOST_TEST(birthOf(1) == "1995/03/01");
    BOOST_TEST(birthOf(2) == "1960/06/24");
    BOOST_TEST(birthOf(3) == "1990      ");
    BOOST_TEST(birthOf(4) == "2008/05/17");
    BOOST_TEST(written(read(first).event) == first);
}

// Issue 32 item 4, TRF-26 250 (accelerated rounds): match points blank (columns 5-8), points
// 10-13, first and last round 15-17 and 19-21, first and last player 23-26 and 28-31. Players
// of consecutive numbers with the same points share a line; what is written reads back alike.
BOOST_AUTO_TEST_CASE(accelerated_rounds_are_written_as_trf26_250_records) {
    TrfDocument document = read("012 Open\nXXR 5\n" + playerLine(1, "m", "") + playerLine(2, "m", "") +
                                playerLine(3, "m", "") + playerLine(4, "m", "") + playerLine(5, "m", ""));
    const Points one = Points::whole(1), half = Points::half();
    document.event.virtual_points = {{1, {one, one, half}}, {2, {one, one, half}}, {4, {Points(), one}}};
    const std::string first = written(document.event);
    BOOST_TEST(first.find("XXA") == std::string::npos);
    BOOST_TEST(first.find("250      01.0 001 002 0001 0002\n") != std::string::npos, first);
    BOOST_TEST(first.find("250      00.5 003 003 0001 0002\n") != std::string::npos, first);
    BOOST_TEST(first.find("250      01.0 002 002 0004 0004\n") != std::string::npos, first);
    const TrfDocument again = read(first);
    BOOST_TEST(again.acceleration_records);
    BOOST_REQUIRE_EQUAL(again.event.virtual_points.size(), 3u);
    BOOST_TEST((again.event.virtual_points[1].per_round == std::vector<Points>{one, one, half}));
    BOOST_TEST((again.event.virtual_points[2].per_round == std::vector<Points>{Points(), one}));
    BOOST_TEST(written(again.event) == first);
}

// Issue 32's acceptance (import and export without loss): a file paired by a Swiss system
// Tourney does not pair (C.04.4.3 Lim) imports with its rounds, but the event is paired on by
// the Dutch system and exported so; the import says it, naming the line. A Dutch or unnamed
// Swiss is quiet, and so are the Dubov and Burstein systems, which Tourney pairs (issue 38).
BOOST_AUTO_TEST_CASE(another_swiss_system_is_imported_with_a_warning_c04) {
    const TrfDocument lim = read("012 Open\n092 FIDE_LIM\n" + playerLine(1, "m", "") + playerLine(2, "m", ""));
    BOOST_REQUIRE_EQUAL(lim.warnings.size(), 1u);
    BOOST_TEST(lim.warnings[0].text().find("line 2, 092 type of tournament: 'FIDE_LIM'") != std::string::npos,
               lim.warnings[0].text());
    const TrfDocument burstein = read("092 FIDE_BURSTEIN\n" + playerLine(1, "m", ""));
    BOOST_TEST(burstein.warnings.empty());
    BOOST_TEST((burstein.event.system == PairingSystem::Burstein));
    BOOST_TEST(read("092 FIDE_DUBOV\n" + playerLine(1, "m", "")).warnings.empty());
    BOOST_TEST(read("092 Individual: Swiss-System\n" + playerLine(1, "m", "")).warnings.empty());
    BOOST_TEST(read("092 FIDE_DUTCH_2025\n" + playerLine(1, "m", "")).warnings.empty());
}
