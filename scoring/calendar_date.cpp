#include "scoring/calendar_date.h"

#include <cctype>
#include <chrono>
#include <vector>

namespace tourney {

namespace {

// The groups of digits of a date and the separators between them: "28. 07. 2005" gives
// {28, 07, 2005}; nullopt when anything else stands in it.
std::optional<std::vector<std::string>> digitGroups(std::string_view text) {
    std::vector<std::string> groups(1);
    bool after_separator = false;
    for (char c : text) {
        if (std::isdigit(static_cast<unsigned char>(c))) {
            if (after_separator) groups.emplace_back();
            after_separator = false;
            groups.back() += c;
        } else if ((c == '/' || c == '.' || c == '-') && !groups.back().empty() && !after_separator) {
            after_separator = true;
        } else if (c == ' ' && after_separator) {
            continue;  // "28. 07. 2005"
        } else {
            return std::nullopt;
        }
        if (groups.size() > 3 || groups.back().size() > 8) return std::nullopt;
    }
    if (after_separator || groups.back().empty()) return std::nullopt;
    return groups;
}

int number(const std::string& digits) { return std::stoi(digits); }

DateReading checked(const CalendarDate& date) {
    if (isCalendarDate(date)) return {date, false};
    return {std::nullopt, true};
}

// Three groups: the year first (four digits), or the day first with a four-digit year last,
// or TRF's yy/mm/dd where `two_digit_year` allows it.
DateReading fromThreeGroups(const std::vector<std::string>& groups, bool two_digit_year) {
    const std::string &a = groups[0], &b = groups[1], &c = groups[2];
    if (b.size() > 2) return {};
    if (a.size() == 4 && c.size() <= 2) return checked({number(a), number(b), number(c)});
    if (c.size() == 4 && a.size() <= 2) return checked({number(c), number(b), number(a)});
    if (two_digit_year && a.size() == 2 && c.size() <= 2) return checked({2000 + number(a), number(b), number(c)});
    return {};
}

}  // namespace

std::string CalendarDate::iso() const {
    auto two = [](int n) { return std::string(n < 10 ? "0" : "") + std::to_string(n); };
    const std::string y = std::to_string(year);
    const std::string padded = std::string(y.size() < 4 ? 4 - y.size() : 0, '0') + y;
    if (yearOnly()) return padded;
    return padded + "-" + two(month) + "-" + two(day);
}

bool isCalendarDate(const CalendarDate& date) {
    if (date.year < 1000 || date.year > 9999) return false;
    if (date.yearOnly()) return true;
    if (date.month < 1 || date.month > 12 || date.day < 1 || date.day > 31) return false;
    const std::chrono::year_month_day day{std::chrono::year{date.year},
                                          std::chrono::month{static_cast<unsigned>(date.month)},
                                          std::chrono::day{static_cast<unsigned>(date.day)}};
    return day.ok();
}

DateReading readDay(std::string_view text) {
    const auto groups = digitGroups(text);
    if (!groups || groups->size() != 3) return {};
    const DateReading reading = fromThreeGroups(*groups, true);
    if (reading.date && reading.date->yearOnly()) return {std::nullopt, true};  // 2010/00/00 is no day
    return reading;
}

std::optional<CalendarDate> readDate(std::string_view text) { return readDay(text).date; }

DateReading readBirthDate(std::string_view text, int event_year) {
    const auto groups = digitGroups(text);
    if (!groups) return {};
    if (groups->size() == 3) {
        const auto& g = *groups;
        if (g[0].size() == 4 && g[1].size() <= 2 && g[2].size() <= 2 && number(g[1]) == 0 && number(g[2]) == 0)
            return checked({number(g[0]), 0, 0});
        return fromThreeGroups(g, false);
    }
    if (groups->size() != 1) return {};
    const std::string& digits = groups->front();
    if (digits.size() == 4) return checked({number(digits), 0, 0});
    if (digits.size() == 8) {  // yyyymmdd, else ddmmyyyy
        const CalendarDate year_first{number(digits.substr(0, 4)), number(digits.substr(4, 2)),
                                      number(digits.substr(6))};
        if (isCalendarDate(year_first) && !year_first.yearOnly()) return {year_first, false};
        return checked({number(digits.substr(4)), number(digits.substr(2, 2)), number(digits.substr(0, 2))});
    }
    if (digits.size() == 6) {  // ddmmyy
        const int yy = number(digits.substr(4));
        int year = 2000 + yy;
        if (event_year > 0 ? year > event_year : yy >= 30) year -= 100;
        return checked({year, number(digits.substr(2, 2)), number(digits.substr(0, 2))});
    }
    return {};
}

Message notADate(std::string_view text) { return Message("'%1' is not a date (yyyy-mm-dd)", std::string(text)); }

}  // namespace tourney
