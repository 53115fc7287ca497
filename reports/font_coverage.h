// Which characters a TrueType font has glyphs for, read from its `cmap` table. A PDF page
// draws each stretch of text in the first font that covers it, so Latin, Cyrillic and
// Bengali names all print without the author choosing fonts per name.
#pragma once

#include <string>
#include <vector>

namespace tourney::reports {

class FontCoverage {
public:
    // Reads the Unicode cmap (format 4, the Basic Multilingual Plane) of a .ttf file.
    // An unreadable file covers nothing.
    static FontCoverage fromFile(const std::string& path);

    bool covers(char32_t code_point) const;
    bool empty() const { return ranges_.empty(); }

private:
    struct Range {
        char32_t first;
        char32_t last;
    };
    std::vector<Range> ranges_;  // sorted, glyph-bearing code points only
};

}  // namespace tourney::reports
