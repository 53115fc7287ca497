// The fonts a PDF page draws with, opened with HarfBuzz: which characters a font has, the
// metrics its PDF descriptor needs, and which font draws which script. A report picks no
// fonts itself: each character goes to the first font that has it, so Latin, Cyrillic,
// Bengali, Arabic and Hebrew names all print.
#pragma once

#include <hb.h>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace tourney::reports {

enum class Weight { Regular, Bold };

// One TrueType font file. Faces are opened once per process and never closed, so a face can
// be shared by every document and kept by pointer.
class FontFace {
public:
    // The face of the font file at `path`, or nullptr when the file is not a usable font.
    static const FontFace* open(const std::string& path);
    ~FontFace();
    FontFace(const FontFace&) = delete;
    FontFace& operator=(const FontFace&) = delete;

    const std::string& path() const { return path_; }
    hb_face_t* face() const { return face_; }
    hb_font_t* font() const { return font_; }  // scaled to font units
    unsigned unitsPerEm() const { return units_per_em_; }

    // The glyph the font's cmap gives a character, 0 when it has none.
    std::uint32_t glyphOf(char32_t code_point) const;
    bool covers(char32_t code_point) const { return glyphOf(code_point) != 0; }
    // The glyph's advance width in font units, as the font's metrics give it.
    int advance(std::uint32_t glyph) const;
    // The PostScript name (name ID 6), the file name when the font has none.
    std::string postscriptName() const;

    struct Metrics {
        int ascent = 0, descent = 0, cap_height = 0;     // font units
        int x_min = 0, y_min = 0, x_max = 0, y_max = 0;  // the font's bounding box ('head')
    };
    Metrics metrics() const;

private:
    FontFace(std::string path, hb_face_t* face);

    std::string path_;
    hb_face_t* face_;
    hb_font_t* font_;
    unsigned units_per_em_;
};

// The first of `file_names` found in the font folders ($TOURNEY_FONT_DIR first), or "".
std::string findFont(const std::vector<std::string>& file_names);

// The faces text of one weight is drawn in: Noto Sans for Latin, Greek and Cyrillic, the Noto
// Sans font of their script for Bengali, Arabic, Hebrew and a few others, DejaVu Sans for the
// rest. Faces other than the main one are looked up on first need.
class FontFamily {
public:
    // Throws std::runtime_error naming the font packages when no main face is installed.
    explicit FontFamily(Weight weight);

    const FontFace& main() const { return *main_; }
    // The face that draws `code_point` in text of `script`: the main face when it has the
    // character, else the script's own face, else DejaVu; the main face (its missing-glyph
    // box) when none has it.
    const FontFace& faceFor(char32_t code_point, hb_script_t script);

private:
    const FontFace* scriptFace(hb_script_t script);

    Weight weight_;
    const FontFace* main_ = nullptr;
    std::map<hb_script_t, const FontFace*> script_faces_;  // nullptr: not installed
    const FontFace* fallback_ = nullptr;
    bool fallback_tried_ = false;
};

}  // namespace tourney::reports
