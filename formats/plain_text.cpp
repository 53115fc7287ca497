#include "formats/plain_text.h"

#include "formats/utf8.h"

#include <algorithm>
#include <cstdio>

namespace tourney::formats {

namespace {

bool isControl(char32_t code_point) {
    return code_point < 0x20 || (code_point >= 0x7F && code_point <= 0x9F) || code_point == 0x2028 ||
           code_point == 0x2029;
}

// What a text holds at `character`, as a message (issue 31 item 5: a bad line's reason is
// translated with its place).
Message controlHeld(char32_t code_point, std::size_t character) {
    switch (code_point) {
    case '\n': return Message("holds a line break at character %1", character);
    case '\r': return Message("holds a carriage return at character %1", character);
    case '\t': return Message("holds a tab at character %1", character);
    case 0x1B: return Message("holds an escape character (ESC) at character %1", character);
    case 0: return Message("holds a NUL byte at character %1", character);
    case 0x2028: return Message("holds a line separator (U+2028) at character %1", character);
    case 0x2029: return Message("holds a paragraph separator (U+2029) at character %1", character);
    default: {
        char code[16];
        std::snprintf(code, sizeof code, "U+%04X", static_cast<unsigned>(code_point));
        return Message("holds a control character (%1) at character %2", std::string(code), character);
    }
    }
}

}  // namespace

bool isUtf8(std::string_view text) {
    for (std::size_t at = 0; at < text.size();) {
        const int length = codePointAt(text, at).second;
        if (length == 0) return false;
        at += length;
    }
    return true;
}

std::optional<Message> textProblem(std::string_view text) {
    std::size_t character = 1;
    for (std::size_t at = 0; at < text.size(); ++character) {
        const auto [code_point, length] = codePointAt(text, at);
        if (length == 0) return Message("is not valid UTF-8 text (byte %1)", at + 1);
        if (isControl(code_point)) return controlHeld(code_point, character);
        at += length;
    }
    return std::nullopt;
}

std::string lineSafe(std::string_view text) {
    std::string safe;
    safe.reserve(text.size());
    for (std::size_t at = 0; at < text.size();) {
        const auto [code_point, length] = codePointAt(text, at);
        if (length == 0) {
            safe += "\xEF\xBF\xBD";  // U+FFFD, the replacement character
            ++at;
            continue;
        }
        if (isControl(code_point))
            safe += ' ';
        else
            safe.append(text.substr(at, length));
        at += length;
    }
    return safe;
}

std::optional<Message> encodingProblem(std::string_view start) {
    auto startsWith = [&](std::string_view prefix) { return start.substr(0, prefix.size()) == prefix; };
    if (startsWith(std::string_view("\xFF\xFE\0\0", 4)) || startsWith(std::string_view("\0\0\xFE\xFF", 4)))
        return Message("the file is UTF-32 text, not UTF-8; save it as UTF-8");
    if (startsWith("\xFF\xFE") || startsWith("\xFE\xFF"))
        return Message("the file is UTF-16 text, not UTF-8; save it as UTF-8");
    // Without a byte order mark: ASCII letters in UTF-16 leave a NUL in every other byte, at
    // odd offsets (little-endian) or even ones (big-endian). A text cut by a run of NUL bytes
    // has them at both, and is a damaged line, not UTF-16.
    const std::string_view head = start.substr(0, 64);
    std::size_t nul_at[2] = {0, 0};
    for (std::size_t at = 0; at < head.size(); ++at) nul_at[at % 2] += head[at] == '\0';
    const std::size_t pairs = head.size() / 2;
    const auto mostly = [&](std::size_t count) { return count * 4 >= pairs * 3; };
    const auto few = [&](std::size_t count) { return count * 2 <= pairs; };
    if (pairs >= 2 && ((mostly(nul_at[0]) && few(nul_at[1])) || (mostly(nul_at[1]) && few(nul_at[0]))))
        return Message("the file looks like UTF-16 text (NUL bytes between the letters), not UTF-8; save it as UTF-8");
    return std::nullopt;
}

std::optional<TextFileProblem> textFileProblem(std::string_view content) {
    if (auto problem = encodingProblem(content)) return TextFileProblem{0, std::move(*problem)};
    const std::size_t nul = content.find('\0');
    if (nul == std::string_view::npos) return std::nullopt;
    // Counted as textLines counts them: LF, CR LF and a lone CR each end a line.
    const std::string_view before = content.substr(0, nul);
    int line = 1;
    for (std::size_t at = 0; at < before.size(); ++at)
        if (before[at] == '\n' || (before[at] == '\r' && content[at + 1] != '\n')) ++line;
    const std::size_t last_end = before.find_last_of("\r\n");
    std::size_t at = last_end == std::string_view::npos ? 0 : last_end + 1;
    std::size_t character = 1;
    for (; at < nul; ++character) nextCodePoint(content, at);
    return TextFileProblem{line, Message("the line breaks off at character %1 in a NUL (zero) byte, which text never "
                                         "holds: the file is damaged or is not plain text; check it in a text editor "
                                         "and save it again as UTF-8 text",
                                         character)};
}

std::vector<std::string_view> textLines(std::string_view text) {
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = text.find_first_of("\r\n", start);
        if (end == std::string_view::npos) {
            lines.push_back(text.substr(start));
            break;
        }
        lines.push_back(text.substr(start, end - start));
        start = end + (text.compare(end, 2, "\r\n") == 0 ? 2 : 1);
    }
    return lines;
}

std::string trimmed(std::string_view text, std::string_view blanks) {
    const auto first = text.find_first_not_of(blanks);
    if (first == std::string_view::npos) return {};
    return std::string(text.substr(first, text.find_last_not_of(blanks) - first + 1));
}

}  // namespace tourney::formats
