// Text measured in characters (Unicode code points), not bytes: TRF columns are counted so,
// and a name in Bengali or Cyrillic must not shift the fields after it.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace tourney::formats {

// A line split into code points, so that columns can be read by character position.
class CodePoints {
public:
    explicit CodePoints(const std::string& line) : line_(line) {
        for (std::size_t i = 0; i < line.size(); ++i)
            if ((static_cast<unsigned char>(line[i]) & 0xC0) != 0x80) starts_.push_back(i);
    }
    std::size_t width() const { return starts_.size(); }
    // Characters [first, last] (1-based, inclusive), as far as the line reaches.
    std::string get(std::size_t first, std::size_t last) const {
        if (first > starts_.size()) return {};
        std::size_t begin = starts_[first - 1];
        std::size_t end = last >= starts_.size() ? line_.size() : starts_[last];
        return line_.substr(begin, end - begin);
    }

private:
    const std::string& line_;
    std::vector<std::size_t> starts_;
};

// A field of one or more ASCII digits and nothing else.
bool allDigits(const std::string& text);

// The words of a field, as TRF's free-form records give them: split at spaces and tabs.
std::vector<std::string> words(const std::string& text);

// Pads or cuts text to a width counted in characters; a cut falls between grapheme clusters
// (display_width.h), so a letter keeps its marks and a conjunct stays whole.
std::string fit(const std::string& text, std::size_t width, bool right_align = false);

}  // namespace tourney::formats
