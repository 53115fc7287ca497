// Text shaped for printing: cut into runs of one font, one script and one direction, put in
// visual order by the Unicode bidirectional algorithm (fribidi), and shaped by HarfBuzz, which
// applies each font's OpenType tables: Bengali conjuncts, reph and pre-base vowel signs, Arabic
// joining, kerning, marks placed on their letters. A PDF page draws exactly these glyphs, and
// measures text by their advances.
#pragma once

#include "reports/font_face.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tourney::reports {

struct ShapedGlyph {
    std::uint32_t id = 0;       // glyph id in the run's face
    std::uint32_t cluster = 0;  // byte offset in the text of the first character it stands for
    std::int32_t x_advance = 0, x_offset = 0, y_offset = 0;  // font units
};

struct ShapedRun {
    const FontFace* face = nullptr;
    bool right_to_left = false;
    std::size_t begin = 0, end = 0;   // its bytes in the text, in logical order
    std::vector<ShapedGlyph> glyphs;  // left to right as drawn
    std::int64_t advance = 0;         // font units
};

struct ShapedText {
    std::string text;
    std::vector<ShapedRun> runs;  // left to right as drawn

    // The width in points at font size `size`.
    float width(float size) const;
    // The byte offsets at which the text can be cut without breaking a cluster (a Bengali
    // syllable, a letter with its marks), ascending, the end of the text included.
    std::vector<std::size_t> cutPoints() const;
    // The bytes of the text that `glyph` of `run` and the glyphs of its cluster stand for.
    std::pair<std::size_t, std::size_t> clusterBytes(const ShapedRun& run, std::size_t glyph) const;
};

// Shapes one line of UTF-8 text (malformed bytes read as U+FFFD) in the faces of `fonts`.
ShapedText shapeText(std::string_view utf8, FontFamily& fonts);

}  // namespace tourney::reports
