// The dates of a TRF as real files write them. TRF-16 asks for yyyy/mm/dd (event dates 042 and
// 052, birth dates in columns 70-79) and yy/mm/dd (round dates, 132); files from the field also
// write them day first (24/09/2010, 24.09.2010, "28. 07. 2005"), with dashes, a year alone
// (1960, 1960/00/00), or six digits day-month-year (240660). All are read here into one value.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace tourney::formats {

struct CalendarDate {
    int year = 0;
    int month = 0;  // 0 with day 0: only the year is known (a birth year)
    int day = 0;
    bool yearOnly() const { return month == 0 && day == 0; }
    auto operator<=>(const CalendarDate&) const = default;
};

// Whether the date is one the calendar has (a year alone counts). The one place that says so,
// so that a shared date check can replace it.
bool isCalendarDate(const CalendarDate& date);

// How a date was read: a date, or the reason it is none.
struct DateReading {
    std::optional<CalendarDate> date;
    bool impossible = false;  // written as a date, but the calendar has no such day (2010/02/30)
};

// An event or round date: yyyy/mm/dd, yyyy-mm-dd, yyyy.mm.dd, dd/mm/yyyy, dd.mm.yyyy,
// dd-mm-yyyy (blanks after a separator allowed), yy/mm/dd with the year 20yy.
DateReading readEventDate(std::string_view text);

// A birth date: the forms of readEventDate (but yy/mm/dd), a year alone (yyyy, yyyy/00/00),
// eight digits yyyymmdd, and six digits ddmmyy, whose century is the latest that does not put
// the birth after `event_year` (0: unknown, then 19yy from yy 30 on, else 20yy).
DateReading readBirthDate(std::string_view text, int event_year);

// yyyy-mm-dd; a year alone as yyyy.
std::string isoDate(const CalendarDate& date);

}  // namespace tourney::formats
