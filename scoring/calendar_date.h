// Dates as arbiters and files write them, read in one place: the event's first and last day,
// the date of a round, a player's date of birth, the dates of a TRF.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace tourney {

// A day of the Gregorian calendar that exists (no 30 February, no month 13).
struct CalendarDate {
    int year = 0;
    int month = 0;
    int day = 0;

    std::string iso() const;  // yyyy-mm-dd
    bool operator==(const CalendarDate&) const = default;
};

// Reads the forms Tourney has always taken: yyyy-mm-dd (ISO 8601), yyyy/mm/dd, dd.mm.yyyy, and
// TRF's yy/mm/dd of FIDE's own tools (read as 20yy); any of '-', '/', '.' between the parts,
// and one-digit months and days. nullopt for any other text and for a day the calendar does
// not have (2008-02-30, 31.13.2008).
std::optional<CalendarDate> readDate(std::string_view text);

// What a message says of `text` when readDate refuses it: "'2008-02-30' is not a date
// (yyyy-mm-dd)". The caller names the field.
std::string notADate(std::string_view text);

}  // namespace tourney
