#include "formats/text_columns.h"

#include "formats/display_width.h"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace tourney::formats {

namespace {

std::size_t codePointCount(std::string_view text) {
    return static_cast<std::size_t>(std::count_if(
        text.begin(), text.end(), [](char byte) { return (static_cast<unsigned char>(byte) & 0xC0) != 0x80; }));
}

}  // namespace

std::string fit(const std::string& text, std::size_t width, bool right_align) {
    // Whole clusters only: a name cut after its hasanta or before its vowel sign would end the
    // field in half a letter. The field keeps its width in characters, padded where a cluster
    // did not fit.
    std::size_t cut = 0, length = 0;
    while (cut < text.size()) {
        const std::size_t end = clusterEnd(text, cut);
        const std::size_t characters = codePointCount(std::string_view(text).substr(cut, end - cut));
        if (length + characters > width) break;
        length += characters;
        cut = end;
    }
    const std::string padding(width - length, ' ');
    return right_align ? padding + text.substr(0, cut) : text.substr(0, cut) + padding;
}

bool allDigits(const std::string& text) {
    return !text.empty() &&
           std::all_of(text.begin(), text.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

std::vector<std::string> words(const std::string& text) {
    std::vector<std::string> result;
    std::istringstream stream(text);
    for (std::string word; stream >> word;) result.push_back(word);
    return result;
}

}  // namespace tourney::formats
