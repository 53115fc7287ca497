// The player CSV reader: columns in any order, quoting, Unicode names, and errors that name the
// file, the line and the field.
#include "formats/player_csv.h"
#include "formats/trf.h"

#include <boost/test/unit_test.hpp>

#include <sstream>

using namespace tourney;
using namespace tourney::formats;

static std::vector<Player> read(const std::string& text) {
    std::istringstream in(text);
    return readPlayerCsv(in, "players.csv");
}

// The error a bad file gives, as "FILE:LINE: field NAME: ..." and its parts.
static InputError errorOf(const std::string& text) {
    try {
        read(text);
    } catch (const InputError& error) {
        return error;
    }
    BOOST_FAIL("the file was accepted");
    return InputError("", 0, "", "");
}

BOOST_AUTO_TEST_CASE(columns_come_in_any_order_and_only_name_is_required) {
    const auto players = read("sex,federation,name,rating\nf,ban,\"Hossain, Farida\",2205\nm,,Kim Lee,\n");
    BOOST_REQUIRE_EQUAL(players.size(), 2u);
    BOOST_TEST(players[0].name == "Hossain, Farida");
    BOOST_TEST(players[0].federation == "BAN");
    BOOST_TEST(players[0].rating == 2205);
    BOOST_TEST((players[0].sex == Sex::Female));
    BOOST_TEST(players[1].rating == 0);
    BOOST_TEST(players[1].federation.empty());
    BOOST_TEST(read("name\nSolo\n").front().name == "Solo");
}

BOOST_AUTO_TEST_CASE(bengali_names_byte_order_mark_and_crlf_are_read_as_written) {
    const auto players = read("\xEF\xBB\xBFname,fide_id,birth_year,title\r\n\"রহমান, তানভীর\",10200001,1994,im\r\n");
    BOOST_REQUIRE_EQUAL(players.size(), 1u);
    BOOST_TEST(players[0].name == "রহমান, তানভীর");
    BOOST_TEST(players[0].fide_id == "10200001");
    BOOST_TEST(players[0].birth_year == 1994);
    BOOST_TEST(players[0].title == "IM");
}

BOOST_AUTO_TEST_CASE(rfc4180_quotes_hold_separators_and_doubled_quotes) {
    const auto players = read("name,title\n\"O\"\"Brien, \"\"Pat\"\"\",FM\n");
    BOOST_REQUIRE_EQUAL(players.size(), 1u);
    BOOST_TEST(players[0].name == "O\"Brien, \"Pat\"");
}

// A quoted field may span lines in CSV, but a name that does would write an extra line into
// every TRF exported later (issue 17): refused at the record's line, naming the field.
BOOST_AUTO_TEST_CASE(a_line_break_inside_a_quoted_name_is_refused_at_its_line) {
    const InputError error = errorOf("name,title\nA,FM\n\"Two\nLines\",\n");
    BOOST_TEST(error.line() == 3);
    BOOST_TEST(error.field() == "name");
    BOOST_TEST(std::string(error.what()) == "players.csv:3: field name: holds a line break at character 4");
}

BOOST_AUTO_TEST_CASE(control_characters_and_invalid_utf8_are_refused_in_every_text_field) {
    BOOST_TEST(std::string(errorOf("name\nA\tB\n").what()).find("holds a tab at character 2") != std::string::npos);
    BOOST_TEST(std::string(errorOf("name\n\x1B[31mRed\n").what()).find("escape character") != std::string::npos);
    BOOST_TEST(std::string(errorOf(std::string("name\nA\0B\n", 9)).what()).find("NUL") != std::string::npos);
    BOOST_TEST(std::string(errorOf("name\nA\xE2\x80\xA8"
                                   "B\n")
                               .what())
                   .find("U+2028") != std::string::npos);
    const InputError latin1 = errorOf("name,federation\nM\xFCller,GER\n");
    BOOST_TEST(latin1.field() == "name");
    BOOST_TEST(std::string(latin1.what()).find("not valid UTF-8") != std::string::npos);
    BOOST_TEST(errorOf("name,title\nA,G\x7FM\n").field() == "title");
}

BOOST_AUTO_TEST_CASE(a_utf16_file_is_named_as_an_encoding_problem) {
    const std::string utf16("\xFF\xFEn\0a\0m\0e\0\n\0A\0\n\0", 16);
    BOOST_TEST(std::string(errorOf(utf16).what()).find("UTF-16") != std::string::npos);
    const std::string no_mark("n\0a\0m\0e\0\n\0A\0\n\0", 14);
    BOOST_TEST(std::string(errorOf(no_mark).what()).find("UTF-16") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_semicolon_header_switches_the_separator) {
    const auto players = read("name;rating\nMüller, Jonas;2236\n");
    BOOST_REQUIRE_EQUAL(players.size(), 1u);
    BOOST_TEST(players[0].rating == 2236);
}

BOOST_AUTO_TEST_CASE(blank_lines_are_skipped_but_counted) {
    const InputError error = errorOf("name,rating\n\nA,1\n\nB,x\n");
    BOOST_TEST(error.line() == 5);
    BOOST_TEST(error.field() == "rating");
}

BOOST_AUTO_TEST_CASE(a_bad_value_names_file_line_and_field) {
    const InputError error = errorOf("name,rating,federation\nA,2100,BAN\nB,21x0,IND\n");
    BOOST_TEST(error.file() == "players.csv");
    BOOST_TEST(error.line() == 3);
    BOOST_TEST(error.field() == "rating");
    BOOST_TEST(std::string(error.what()).find("players.csv:3: field rating: '21x0'") == 0);
}

BOOST_AUTO_TEST_CASE(each_field_is_checked) {
    BOOST_TEST(errorOf("name,federation\nA,BANG\n").field() == "federation");
    BOOST_TEST(errorOf("name,fide_id\nA,12a\n").field() == "fide_id");
    BOOST_TEST(errorOf("name,birth_year\nA,1492\n").field() == "birth_year");
    BOOST_TEST(errorOf("name,sex\nA,x\n").field() == "sex");
    BOOST_TEST(errorOf("name,title\nA,G.M.\n").field() == "title");
    BOOST_TEST(errorOf("name,rating\nA,-5\n").field() == "rating");
    BOOST_TEST(errorOf("name,rating\n,2000\n").field() == "name");
    BOOST_TEST(errorOf("name\n\"\xC3\x28\"\n").field() == "name");  // not UTF-8
}

BOOST_AUTO_TEST_CASE(the_header_must_name_known_columns_once_and_include_name) {
    BOOST_TEST(errorOf("name,ratng\n").field() == "header");
    BOOST_TEST(errorOf("name,rating,rating\n").field() == "header");
    BOOST_TEST(errorOf("rating\n2000\n").field() == "header");
    BOOST_TEST(errorOf("").line() == 1);
}

BOOST_AUTO_TEST_CASE(a_row_with_the_wrong_number_of_fields_is_refused) {
    const InputError error = errorOf("name,rating\nA,1,2\n");
    BOOST_TEST(error.line() == 2);
    BOOST_TEST(error.field() == "row");
}

BOOST_AUTO_TEST_CASE(an_unclosed_quote_is_refused_at_the_record_it_opens) {
    const InputError error = errorOf("name,rating\nA,1\n\"B,2\n");
    BOOST_TEST(error.line() == 3);
}

// A section column is read beside the player, not into him: where an event in sections places
// him (tournament/sections.h), empty where the cell is.
BOOST_AUTO_TEST_CASE(a_section_column_is_read_beside_the_player) {
    std::istringstream in("Name,Rtg,Section\n\"Rahman, Arif\",2105, A \n\"Sen, Rupa\",1800,\n");
    const std::vector<ListedPlayer> listed = readListedPlayers(in, "players.csv");
    BOOST_REQUIRE_EQUAL(listed.size(), 2u);
    BOOST_TEST(listed[0].section == "A");
    BOOST_TEST(listed[0].player.rating == 2105);
    BOOST_TEST(listed[1].section.empty());
    BOOST_TEST(listed[1].line == 3);
}
