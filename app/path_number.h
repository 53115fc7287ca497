// A number in a request's path (/rounds/3, /api/players/12): digits only and in range, never
// wrapped. Qt HTTP Server 6.4 converts an <arg> taken as int modulo 2^32, so that
// /api/rounds/4294967297/boards/4294967301/result wrote round 1 board 5 (issue 40, item 6).
#pragma once

#include <QString>

#include <optional>

namespace tourney::app {

// 1 to 1,000,000 (more rounds, boards or players than any event has); nullopt for anything
// else, which the server answers as a page that does not exist (404).
inline std::optional<int> pathNumber(const QString& text) {
    constexpr int kLargest = 1'000'000;
    if (text.isEmpty() || text.size() > 7) return std::nullopt;
    int value = 0;
    for (const QChar c : text) {
        if (c < u'0' || c > u'9') return std::nullopt;
        value = value * 10 + (c.unicode() - u'0');
    }
    if (value < 1 || value > kLargest) return std::nullopt;
    return value;
}

}  // namespace tourney::app
