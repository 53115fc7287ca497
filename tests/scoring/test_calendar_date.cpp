// Issue 30 item 4: one reading of dates for every field that holds one (the event's days, a
// round's date, a date of birth, the dates of a TRF), with the forms each used to take.
#include "formats/player_csv.h"
#include "formats/trf.h"
#include "scoring/calendar_date.h"
#include "tournament/event_setup.h"
#include "tournament/refusal.h"

#include <boost/test/unit_test.hpp>

#include <sstream>

using namespace tourney;

namespace {

std::string iso(std::string_view text) {
    const auto date = readDate(text);
    return date ? date->iso() : "refused";
}

// The field a refusal names, or "accepted".
template <typename Work>
std::string refusedField(Work work) {
    try {
        work();
    } catch (const tournament::Refusal& refusal) {
        return refusal.field();
    } catch (const formats::InputError& error) {
        return error.field();
    }
    return "accepted";
}

}  // namespace

BOOST_AUTO_TEST_CASE(the_iso_form_and_the_forms_files_carry_are_read_as_one_day) {
    BOOST_TEST(iso("2026-03-01") == "2026-03-01");
    BOOST_TEST(iso("2026/03/01") == "2026-03-01");
    BOOST_TEST(iso("01.03.2026") == "2026-03-01");  // dd.mm.yyyy, as player lists write it
    BOOST_TEST(iso("26/03/01") == "2026-03-01");    // TRF's yy/mm/dd
    BOOST_TEST(iso("2026-3-1") == "2026-03-01");
}

BOOST_AUTO_TEST_CASE(days_the_calendar_lacks_are_refused) {
    BOOST_TEST(iso("2008-02-30") == "refused");
    BOOST_TEST(iso("31.13.2008") == "refused");
    BOOST_TEST(iso("2007-02-29") == "refused");  // not a leap year
    BOOST_TEST(iso("2008-02-29") == "2008-02-29");
    BOOST_TEST(iso("1900-02-29") == "refused");  // a century, not a leap year
    BOOST_TEST(iso("2000-02-29") == "2000-02-29");
    BOOST_TEST(iso("2008-00-10") == "refused");
    for (const char* text : {"", "2008", "2008-02", "2008-02-03-04", "-2008-02-03", "2008--02", "12345-01-01",
                             "March 1", "2008-02-03 ", "2008-002-03"})
        BOOST_TEST(iso(text) == "refused", "'" << text << "'");
    BOOST_TEST(notADate("2008-02-30").text() == "'2008-02-30' is not a date (yyyy-mm-dd)");
}

BOOST_AUTO_TEST_CASE(the_event_s_days_and_a_round_s_date_are_refused_with_their_field) {
    BOOST_TEST(tournament::checkedDate("01.03.2026", "date") == "2026-03-01");
    BOOST_TEST(tournament::checkedDate("", "date").empty());
    BOOST_TEST(refusedField([] { tournament::checkedDate("2008-02-30", "date"); }) == "date");
    tournament::EventSettings settings;
    settings.info.name = "Spring";
    settings.game = "chess";
    settings.system = "swiss";
    settings.rounds = 5;
    settings.info.start_date = "28.02.2026";
    settings.info.end_date = "2026-03-02";
    const Event event = tournament::newEvent(settings);
    BOOST_TEST(event.info.start_date == "2026-02-28");
    BOOST_TEST(event.info.end_date == "2026-03-02");
    settings.info.end_date = "31.13.2008";
    BOOST_TEST(refusedField([&] { tournament::newEvent(settings); }) == "end_date");
}

BOOST_AUTO_TEST_CASE(a_date_of_birth_must_be_a_day_of_the_calendar) {
    const auto read = [](const std::string& text) {
        std::istringstream in(text);
        return formats::readPlayerCsv(in, "players.csv");
    };
    BOOST_TEST(read("name,birth\nA,15.06.1994\n").front().birth_year == 1994);
    BOOST_TEST(read("name,birth\nA,1994-06-15\n").front().birth_year == 1994);
    BOOST_TEST(read("name,birth\nA,1994\n").front().birth_year == 1994);
    BOOST_TEST(refusedField([&] { read("name,birth\nA,31.13.2008\n"); }) == "birth_year");
    BOOST_TEST(refusedField([&] { read("name,birth\nA,2008-02-30\n"); }) == "birth_year");
}

BOOST_AUTO_TEST_CASE(a_trf_s_event_days_are_read_as_one_day_or_refused) {
    const auto read = [](const std::string& header) {
        std::istringstream in(
            "012 Dated\n" + header +
            "001    1      Alpha                             2100                             1.0    1     2 w 1\n"
            "001    2      Beta                              2000                             0.0    2     1 b 0\n");
        return formats::readTrf(in, "test.trf");
    };
    BOOST_TEST(read("042 2026/03/01\n052 03.03.2026\n").event.info.start_date == "2026-03-01");
    BOOST_TEST(read("042 2026/03/01\n052 03.03.2026\n").event.info.end_date == "2026-03-03");
    BOOST_TEST(refusedField([&] { read("042 2008/02/30\n"); }) == "042 start date");
    BOOST_TEST(refusedField([&] { read("052 31.13.2008\n"); }) == "052 end date");
}
