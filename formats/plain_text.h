// Text fields that come from outside (names, event details, the lines of a file) must be text
// that keeps to its line: well-formed UTF-8 without control characters. A line break in a
// player's name would write an extra line into a TRF, an escape sequence would drive the
// terminal that lists the players, a NUL would cut the name short in other programs.
#pragma once

#include "rules/message.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tourney::formats {

// Well-formed UTF-8 (RFC 3629): no stray continuation bytes, overlong forms or surrogates.
bool isUtf8(std::string_view text);

// What is wrong with a text field, as a message ("holds a line break at character 7", "is not
// valid UTF-8 text (byte 3)"), or nullopt when it is plain text. Control characters are C0 (line
// breaks, tab, ESC, NUL, ...), DEL, C1, and the Unicode line and paragraph separators.
std::optional<Message> textProblem(std::string_view text);

// The text made safe for one line of an output file: each control character becomes a space
// and each byte that is not UTF-8 becomes U+FFFD. Writers use it on every text field, so even
// a field stored before these checks existed cannot break its line.
std::string lineSafe(std::string_view text);

// The text without the characters of `blanks` at either end. The default is every ASCII space
// character (as std::isspace reads them in the C locale); a reader that keeps some of them as
// part of a field passes its own set.
std::string trimmed(std::string_view text, std::string_view blanks = " \t\n\v\f\r");

// The lines of a text, each without its line end. A line ends in LF (Unix), CR LF (Windows) or
// a lone CR: TRF-16 asks for CR, and bbpPairings writes CR alone, so a reader that split on LF
// only would see one long line holding carriage returns. A last line without a line end counts;
// an empty text has no lines.
std::vector<std::string_view> textLines(std::string_view text);

// The start of a file that is not UTF-8 text but UTF-16 or UTF-32 (by its byte order mark or
// its NUL bytes): the words to say so, or nullopt.
std::optional<Message> encodingProblem(std::string_view start);

// What keeps a whole file from being read as lines of UTF-8 text, said for the arbiter: the
// file is UTF-16 or UTF-32 (line 0: the file as a whole), or a line breaks off in a NUL byte,
// as a file cut short by a crash or a copy does (the line, from 1, and the character).
struct TextFileProblem {
    int line = 0;
    Message message;
};
std::optional<TextFileProblem> textFileProblem(std::string_view content);

}  // namespace tourney::formats
