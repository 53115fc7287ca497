// CSV for spreadsheets (issue 17): a cell a spreadsheet would run as a formula is written as
// text, with a leading apostrophe as OWASP advises; numbers keep their sign; RFC 4180 quoting
// still applies to what is written.
#include "reports/table_formats.h"

#include <boost/test/unit_test.hpp>

using namespace tourney;
using namespace tourney::reports;

BOOST_AUTO_TEST_CASE(formulas_are_written_as_text) {
    BOOST_TEST(csvField("=HYPERLINK(\"http://x\",\"y\")") == "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\"");
    BOOST_TEST(csvField("=1+1") == "'=1+1");
    BOOST_TEST(csvField("+1+1") == "'+1+1");
    BOOST_TEST(csvField("-2+3") == "'-2+3");
    BOOST_TEST(csvField("@SUM(A1)") == "'@SUM(A1)");
    BOOST_TEST(csvField("\t=1") == "'\t=1");
    BOOST_TEST(csvField("\r=1") == "\"'\r=1\"");
    // Forfeit results begin with a sign a spreadsheet would try to compute.
    BOOST_TEST(csvField("+/-") == "'+/-");
    BOOST_TEST(csvField("-/+") == "'-/+");
    BOOST_TEST(csvField("-") == "'-");
}

BOOST_AUTO_TEST_CASE(numbers_and_plain_text_are_kept) {
    for (const char* kept : {"-1", "+2.5", "0.5", "2400", "-0.25", "", "Karim, Nadia", "O'Brien", "1-0", "a=b"})
        BOOST_TEST(csvField(kept) ==
                   (std::string(kept).find(',') == std::string::npos ? kept : "\"" + std::string(kept) + "\""));
    BOOST_TEST(csvField("-.5") == "-.5");
    BOOST_TEST(csvField("-1.") == "'-1.");  // not a number as written here: no digit after the point
    BOOST_TEST(csvField("-1e5") == "'-1e5");
}

BOOST_AUTO_TEST_CASE(the_table_neutralises_every_cell_and_header) {
    tournament::Table table;
    table.columns = {{"name"}, {"points"}};
    table.rows = {{{"=cmd|' /C calc'!A0"}, {"-1½"}}, {{"@Smith"}, {"-1"}}};
    BOOST_TEST(csvTable(table) == "name,points\n'=cmd|' /C calc'!A0,-1.5\n'@Smith,-1\n");
}
