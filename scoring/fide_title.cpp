#include "scoring/fide_title.h"

#include <algorithm>
#include <cctype>
#include <utility>

namespace tourney {

std::string fideTitleCode(std::string_view written) {
    static const std::pair<std::string_view, std::string_view> kOneLetterCodes[] = {
        {"g", "GM"}, {"m", "IM"}, {"f", "FM"}, {"c", "CM"}, {"wg", "WGM"}, {"wm", "WIM"}, {"wf", "WFM"}, {"wc", "WCM"}};
    std::string text(written);
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
    for (const auto& [short_code, code] : kOneLetterCodes)
        if (text == short_code) return std::string(code);
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::toupper(c); });
    return text;
}

}  // namespace tourney
