#include "scoring/calendar_date.h"

#include <cctype>
#include <chrono>
#include <vector>

namespace tourney {

std::string CalendarDate::iso() const {
    auto two = [](int n) { return std::string(n < 10 ? "0" : "") + std::to_string(n); };
    std::string y = std::to_string(year);
    return std::string(y.size() < 4 ? 4 - y.size() : 0, '0') + y + "-" + two(month) + "-" + two(day);
}

std::optional<CalendarDate> readDate(std::string_view text) {
    std::vector<std::string> parts(1);
    for (char c : text) {
        if (std::isdigit(static_cast<unsigned char>(c)))
            parts.back() += c;
        else if ((c == '-' || c == '/' || c == '.') && !parts.back().empty() && parts.size() < 3)
            parts.emplace_back();
        else
            return std::nullopt;
    }
    if (parts.size() != 3 || parts[1].empty() || parts[1].size() > 2 || parts[2].empty()) return std::nullopt;
    const std::string* year = nullptr;
    const std::string* day = nullptr;
    std::string century;
    if (parts[0].size() == 4 && parts[2].size() <= 2) {  // yyyy-mm-dd
        year = &parts[0];
        day = &parts[2];
    } else if (parts[2].size() == 4 && parts[0].size() <= 2) {  // dd.mm.yyyy
        year = &parts[2];
        day = &parts[0];
    } else if (parts[0].size() == 2 && parts[2].size() <= 2) {  // TRF yy/mm/dd
        century = "20" + parts[0];
        year = &century;
        day = &parts[2];
    } else {
        return std::nullopt;
    }
    const CalendarDate date{std::stoi(*year), std::stoi(parts[1]), std::stoi(*day)};
    const std::chrono::year_month_day day_of_calendar{std::chrono::year{date.year},
                                                      std::chrono::month{static_cast<unsigned>(date.month)},
                                                      std::chrono::day{static_cast<unsigned>(date.day)}};
    if (!day_of_calendar.ok()) return std::nullopt;
    return date;
}

std::string notADate(std::string_view text) { return "'" + std::string(text) + "' is not a date (yyyy-mm-dd)"; }

}  // namespace tourney
