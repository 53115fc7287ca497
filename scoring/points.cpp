#include "scoring/points.h"

#include <cctype>

namespace tourney {

std::optional<Points> Points::parse(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
    if (text.empty()) return std::nullopt;
    bool negative = false;
    if (text.front() == '-') {
        negative = true;
        text.remove_prefix(1);
    }
    // A trailing "½" (UTF-8 C2 BD) adds five tenths: "2½", or "½" alone.
    long long tenths = 0;
    constexpr std::string_view kHalf = "\xC2\xBD";
    bool half = false;
    if (text.size() >= kHalf.size() && text.substr(text.size() - kHalf.size()) == kHalf) {
        half = true;
        text.remove_suffix(kHalf.size());
    }
    std::size_t i = 0;
    bool digits = false;
    long long whole = 0;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) {
        whole = whole * 10 + (text[i] - '0');
        if (whole > 1'000'000'000'000LL) return std::nullopt;
        digits = true;
        ++i;
    }
    tenths = whole * 10;
    if (i < text.size() && (text[i] == '.' || text[i] == ',')) {
        if (half) return std::nullopt;
        ++i;
        if (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) {
            tenths += text[i] - '0';
            digits = true;
            ++i;
        }
        // Further digits are allowed only as zeros: points are exact in tenths.
        while (i < text.size() && text[i] == '0') ++i;
    }
    if (i != text.size() || (!digits && !half)) return std::nullopt;
    if (half) tenths += 5;
    return Points(negative ? -tenths : tenths);
}

bool Points::finerThanTenths(std::string_view text) {
    const std::size_t point = text.find_first_of(".,");
    if (point == std::string_view::npos || parse(text)) return false;
    // The same number cut after its first decimal reads as points, and what was cut holds digits
    // only (trailing spaces aside): "1.25" is 1.2 and "5".
    std::size_t end = text.size();
    while (end > point && std::isspace(static_cast<unsigned char>(text[end - 1]))) --end;
    if (end < point + 3 || !parse(text.substr(0, point + 2))) return false;
    for (std::size_t i = point + 2; i < end; ++i)
        if (!std::isdigit(static_cast<unsigned char>(text[i]))) return false;
    return true;
}

std::optional<std::string> Points::finerThanTenthsIn(std::string_view list) {
    while (true) {
        const std::size_t separator = list.find_first_of(",/");
        if (finerThanTenths(list.substr(0, separator))) return std::string(list.substr(0, separator));
        if (separator == std::string_view::npos) return std::nullopt;
        list.remove_prefix(separator + 1);
    }
}

std::string Points::toString() const {
    long long value = tenths_ < 0 ? -tenths_ : tenths_;
    std::string text = (tenths_ < 0 ? "-" : "") + std::to_string(value / 10);
    if (value % 10 != 0) text += "." + std::to_string(value % 10);
    return text;
}

std::string Points::toFixed1() const {
    long long value = tenths_ < 0 ? -tenths_ : tenths_;
    return (tenths_ < 0 ? "-" : "") + std::to_string(value / 10) + "." + std::to_string(value % 10);
}

}  // namespace tourney
