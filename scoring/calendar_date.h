// Dates as arbiters and files write them, read in one place: the event's first and last day,
// the date of a round, a player's date of birth, and the dates of a TRF as real files write
// them (TRF-16 asks for yyyy/mm/dd and, for rounds, yy/mm/dd; files from the field also write
// the day first, "28. 07. 2005", a year alone, or six digits ddmmyy).
#pragma once

#include "rules/message.h"

#include <optional>
#include <string>
#include <string_view>

namespace tourney {

// A day of the Gregorian calendar, or a year alone (month and day 0: a birth year).
struct CalendarDate {
    int year = 0;
    int month = 0;
    int day = 0;

    bool yearOnly() const { return month == 0 && day == 0; }
    std::string iso() const;  // yyyy-mm-dd; a year alone as yyyy
    auto operator<=>(const CalendarDate&) const = default;
};

// Whether the calendar has that day (no 30 February, no month 13; a year alone counts), in the
// years 1000-9999.
bool isCalendarDate(const CalendarDate& date);

// How a text was read: a date, or none; `impossible` when it is written as a date but the
// calendar has no such day (2010/02/30), so that a reader can refuse it rather than pass it by.
struct DateReading {
    std::optional<CalendarDate> date;
    bool impossible = false;
};

// A day: yyyy-mm-dd (ISO 8601), yyyy/mm/dd, yyyy.mm.dd, dd.mm.yyyy, dd/mm/yyyy, dd-mm-yyyy,
// and TRF's yy/mm/dd of FIDE's own tools (read as 20yy); blanks after a separator ("28. 07.
// 2005") and one-digit months and days are allowed.
DateReading readDay(std::string_view text);

// readDay's date, or nullopt for any other text and for a day the calendar does not have.
std::optional<CalendarDate> readDate(std::string_view text);

// A date of birth: the forms of readDay but yy/mm/dd, a year alone (yyyy, yyyy/00/00), eight
// digits yyyymmdd (or ddmmyyyy), and six digits ddmmyy, whose century is the latest that does
// not put the birth after `event_year` (0: unknown, then 19yy from yy 30 on, else 20yy).
DateReading readBirthDate(std::string_view text, int event_year);

// What a message says of `text` when readDate refuses it: "'2008-02-30' is not a date
// (yyyy-mm-dd)". The caller names the field.
Message notADate(std::string_view text);

}  // namespace tourney
