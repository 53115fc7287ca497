#include "formats/trf_dates.h"

#include <cctype>
#include <vector>

namespace tourney::formats {

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
    }
    if (after_separator || groups.back().empty()) return std::nullopt;
    return groups;
}

int number(const std::string& digits) { return std::stoi(digits); }

DateReading checked(CalendarDate date) {
    if (isCalendarDate(date)) return {date, false};
    return {std::nullopt, true};
}

// Three groups: year first (4 digits), or day first with a four-digit year last.
DateReading fromThreeGroups(const std::vector<std::string>& groups, bool two_digit_year) {
    const std::string &a = groups[0], &b = groups[1], &c = groups[2];
    if (b.size() > 2) return {};
    if (a.size() == 4 && c.size() <= 2) return checked({number(a), number(b), number(c)});
    if (c.size() == 4 && a.size() <= 2) return checked({number(c), number(b), number(a)});
    if (two_digit_year && a.size() == 2 && c.size() == 2) return checked({2000 + number(a), number(b), number(c)});
    return {};
}

}  // namespace

bool isCalendarDate(const CalendarDate& date) {
    if (date.year < 1000 || date.year > 9999) return false;
    if (date.yearOnly()) return true;
    if (date.month < 1 || date.month > 12 || date.day < 1) return false;
    static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (date.year % 4 == 0 && date.year % 100 != 0) || date.year % 400 == 0;
    return date.day <= kDays[date.month - 1] + (date.month == 2 && leap ? 1 : 0);
}

DateReading readEventDate(std::string_view text) {
    const auto groups = digitGroups(text);
    if (!groups || groups->size() != 3) return {};
    return fromThreeGroups(*groups, true);
}

DateReading readBirthDate(std::string_view text, int event_year) {
    const auto groups = digitGroups(text);
    if (!groups) return {};
    if (groups->size() == 3) {
        const auto& g = *groups;
        if (g[0].size() == 4 && number(g[1]) == 0 && number(g[2]) == 0) return checked({number(g[0]), 0, 0});
        return fromThreeGroups(g, false);
    }
    if (groups->size() != 1) return {};
    const std::string& digits = groups->front();
    if (digits.size() == 4) return checked({number(digits), 0, 0});
    if (digits.size() == 8) {  // yyyymmdd, else ddmmyyyy
        const CalendarDate year_first{number(digits.substr(0, 4)), number(digits.substr(4, 2)),
                                      number(digits.substr(6))};
        if (isCalendarDate(year_first)) return {year_first, false};
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

std::string isoDate(const CalendarDate& date) {
    auto two = [](int value) { return (value < 10 ? "0" : "") + std::to_string(value); };
    if (date.yearOnly()) return std::to_string(date.year);
    return std::to_string(date.year) + "-" + two(date.month) + "-" + two(date.day);
}

}  // namespace tourney::formats
