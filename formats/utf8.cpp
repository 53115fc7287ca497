#include "formats/utf8.h"

namespace tourney::formats {

std::pair<char32_t, int> codePointAt(std::string_view text, std::size_t at) {
    const auto byte = static_cast<unsigned char>(text[at]);
    const int length = byte < 0x80 ? 1 : (byte >> 5) == 0x6 ? 2 : (byte >> 4) == 0xE ? 3 : (byte >> 3) == 0x1E ? 4 : 0;
    if (length == 0 || at + length > text.size()) return {0, 0};
    char32_t code_point = length == 1 ? byte : byte & (0xFF >> (length + 1));
    for (int k = 1; k < length; ++k) {
        const auto next = static_cast<unsigned char>(text[at + k]);
        if ((next >> 6) != 0x2) return {0, 0};
        code_point = (code_point << 6) | (next & 0x3F);
    }
    static constexpr char32_t kSmallest[] = {0, 0, 0x80, 0x800, 0x10000};
    if (code_point < kSmallest[length] || code_point > 0x10FFFF || (code_point >= 0xD800 && code_point <= 0xDFFF))
        return {0, 0};
    return {code_point, length};
}

char32_t nextCodePoint(std::string_view text, std::size_t& at) {
    const auto [code_point, length] = codePointAt(text, at);
    if (length == 0) {
        ++at;
        return 0xFFFD;
    }
    at += static_cast<std::size_t>(length);
    return code_point;
}

}  // namespace tourney::formats
