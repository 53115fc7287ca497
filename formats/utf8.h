// Reading UTF-8 one code point at a time. The checks of outside text (plain_text.h), the
// width of text in a terminal (display_width.h) and the shaping of PDF text
// (reports/text_shaping.h) all decode with these two functions.
#pragma once

#include <cstddef>
#include <string_view>
#include <utility>

namespace tourney::formats {

// The code point at text[at] and its length in bytes; length 0 when the bytes there are not
// well-formed UTF-8 (RFC 3629: no stray continuation bytes, overlong forms or surrogates).
std::pair<char32_t, int> codePointAt(std::string_view text, std::size_t at);

// The code point at `at`, and `at` moved past it; a byte that does not start well-formed UTF-8
// reads as U+FFFD and is passed alone.
char32_t nextCodePoint(std::string_view text, std::size_t& at);

}  // namespace tourney::formats
