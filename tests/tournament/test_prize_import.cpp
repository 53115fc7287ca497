// Issue 31, item 12: a prize table in one step, from a CSV file (formats/prize_csv.h) or copied
// from another event (tournament/prizes.h: importPrizes, copyPrizes), all or none, logged.
#include "formats/input_error.h"
#include "formats/prize_csv.h"
#include "tournament/categories.h"
#include "tournament/prizes.h"
#include "use_case_fixture.h"

#include <boost/test/unit_test.hpp>

#include <sstream>

using namespace tourney;
using namespace tourney::tournament;
using namespace tourney::tournament::testing;

namespace {

std::vector<formats::PrizeLine> prizeFile(const std::string& text) {
    std::istringstream in(text);
    return formats::readPrizeCsv(in, "prizes.csv");
}

// The message of the InputError that reading `text` throws, or "" when it reads.
std::string readingError(const std::string& text) {
    try {
        prizeFile(text);
    } catch (const formats::InputError& error) {
        return error.what();
    }
    return "";
}

}  // namespace

BOOST_AUTO_TEST_CASE(item_12_a_prize_file_names_its_columns_in_any_order_with_semicolons_too) {
    const auto prizes = prizeFile(
        "\xEF\xBB\xBF"
        "Amount;Name;Category\r\n5000;1st;\r\n500.50;\"Best U16; girls\";U16\r\n");
    BOOST_REQUIRE(prizes.size() == 2u);
    BOOST_TEST(prizes[0].name == "1st");
    BOOST_TEST(prizes[0].category.empty());
    BOOST_TEST(prizes[0].line == 2);
    BOOST_TEST(prizes[1].name == "Best U16; girls");
    BOOST_TEST(prizes[1].amount == "500.50");
    BOOST_TEST(prizes[1].line == 3);
}

BOOST_AUTO_TEST_CASE(item_12_a_bad_prize_file_is_named_with_its_line_and_field) {
    BOOST_TEST(readingError("name,category\n1st,\n") == "prizes.csv:1: field header: no 'amount' column");
    BOOST_TEST(readingError("name,amount,colour\n") ==
               "prizes.csv:1: field header: unknown column 'colour' (known: name, category, amount)");
    BOOST_TEST(readingError("name,amount\n1st,5000\n2nd\n") ==
               "prizes.csv:3: field row: 1 fields where the header names 2");
    BOOST_TEST(readingError("name,amount\n") == "prizes.csv:1: the file holds no prizes");
}

BOOST_AUTO_TEST_CASE(item_12_prizes_from_a_file_are_added_all_or_none_and_logged) {
    EventFixture fixture(4);
    addCategory(fixture.store, "U16");
    addPrize(fixture.store, "1st", "5000", "");
    BOOST_TEST(importPrizes(fixture.store, prizeFile("name,category,amount\n2nd,,3000\nBest U16,U16,500\n"),
                            "prizes.csv") == 2);
    const Event event = fixture.event();
    BOOST_REQUIRE(event.prizes.size() == 3u);
    BOOST_TEST(event.prizes[1].name == "2nd");
    BOOST_TEST(event.prizes[2].category == "U16");
    BOOST_TEST(event.prizes[2].hundredths == 50000);
    BOOST_TEST(fixture.log().back().message == "2 prizes added from prizes.csv");
    // A line with a category the event lacks: its line and field named, nothing added.
    const long long revision = fixture.store.revision();
    try {
        importPrizes(fixture.store, prizeFile("name,category,amount\n3rd,,1000\nBest S65,S65,500\n"), "prizes.csv");
        BOOST_ERROR("not refused");
    } catch (const formats::InputError& error) {
        BOOST_TEST(error.line() == 3);
        BOOST_TEST(error.field() == "category");
        BOOST_TEST(std::string(error.what()).find("no category S65") != std::string::npos, error.what());
    }
    BOOST_TEST(fixture.store.revision() == revision);
    BOOST_TEST(fixture.event().prizes.size() == 3u);
}

BOOST_AUTO_TEST_CASE(item_12_a_prize_table_is_copied_with_its_categories_and_sharing) {
    EventFixture last_year(4);
    addCategory(last_year.store, "U16");
    addCategory(last_year.store, "Women", "women");
    addPrize(last_year.store, "1st", "5000", "");
    addPrize(last_year.store, "Best woman", "700", "Women");
    setPrizeSharing(last_year.store, "hort");

    EventFixture this_year(4);
    addCategory(this_year.store, "U16");  // the same rule: kept, not doubled
    const CopiedPrizes copied = copyPrizes(this_year.store, last_year.event(), "open-2025.tourney");
    BOOST_TEST(copied.prizes == 2);
    BOOST_TEST(copied.categories == 1);
    const Event event = this_year.event();
    BOOST_TEST(event.categories.size() == 2u);
    BOOST_TEST(event.prizes[1].category == "Women");
    BOOST_TEST((event.prize_sharing == PrizeSharing::Hort));
    BOOST_TEST(this_year.log().back().message ==
               "2 prizes copied from open-2025.tourney, with 1 new category; prize sharing hort");

    // A category of the same name with another rule would change who is eligible: refused.
    EventFixture other(4);
    addCategory(other.store, "Women", "women,U18");
    checkRefused<Refusal>(
        other.store, [&] { copyPrizes(other.store, last_year.event(), "open-2025.tourney"); }, "category",
        "category Women is 'women,U18' here and 'women' in open-2025.tourney");
}

// The recheck of issue 31 item 12: a second copy, or an import after a copy, doubled the table.
BOOST_AUTO_TEST_CASE(item_12_a_prize_already_in_the_table_is_refused_unless_the_table_is_replaced) {
    EventFixture last_year(4);
    addPrize(last_year.store, "1st", "5000", "");
    addPrize(last_year.store, "2nd", "3000", "");
    EventFixture this_year(4);
    copyPrizes(this_year.store, last_year.event(), "open-2025.tourney");
    checkRefused<Refusal>(
        this_year.store, [&] { copyPrizes(this_year.store, last_year.event(), "open-2025.tourney"); }, "name",
        "the prize table already has 1st: 5000 as prize 1");
    const long long revision = this_year.store.revision();
    try {
        importPrizes(this_year.store, prizeFile("name,category,amount\n3rd,,1000\n2nd,,3000\n"), "prizes.csv");
        BOOST_ERROR("an import doubling prize 2 was taken");
    } catch (const formats::InputError& error) {
        BOOST_TEST(error.line() == 3);
        BOOST_TEST(
            std::string(error.what()).find("the prize table already has 2nd: 3000 as prize 2") != std::string::npos,
            error.what());
    }
    BOOST_TEST(this_year.store.revision() == revision);
    // Replaced on purpose: the table is the new one alone, and the log says what went.
    BOOST_TEST(importPrizes(this_year.store, prizeFile("name,category,amount\n1st,,6000\n2nd,,3500\n"), "prizes.csv",
                            PrizeTableChange::Replace) == 2);
    BOOST_REQUIRE(this_year.event().prizes.size() == 2u);
    BOOST_TEST(this_year.event().prizes[0].hundredths == 600000);
    BOOST_TEST(this_year.log().back().message == "2 prizes added from prizes.csv, replacing the 2 prizes of the table");
    copyPrizes(this_year.store, last_year.event(), "open-2025.tourney", PrizeTableChange::Replace);
    BOOST_TEST(this_year.event().prizes.size() == 2u);
    BOOST_TEST(this_year.event().prizes[0].hundredths == 500000);
    BOOST_TEST(this_year.log().back().message.find("replacing the 2 prizes of the table") != std::string::npos);
}
