// One font face embedded in a PDF so that pages show glyphs by id, the glyphs HarfBuzz chose.
// libharu's own fonts take Unicode text and look each character's glyph up in the cmap, which
// cannot show a conjunct or a reordered vowel sign; so the font objects are written here, with
// libharu's object layer:
//   Type0 font, Encoding Identity-H  ->  CIDFontType2, CIDToGIDMap Identity (CID = glyph id)
//                                       FontDescriptor -> FontFile2: the font subset to the
//                                       glyphs drawn, glyph ids kept (HarfBuzz's subsetter)
//   ToUnicode: a bfchar CMap, glyph id -> the text the glyph stands for
// Text stays searchable: a glyph maps back to its character, a ligature to its characters. A
// cluster whose glyphs cannot give its text back one glyph at a time (a pre-base vowel sign drawn
// before its consonant, a vowel sign in two parts, a glyph that stands for different text
// elsewhere) is wrapped in a marked-content span with /ActualText, which extractors take
// instead of its glyphs.
#pragma once

#include "reports/text_shaping.h"

#include <hpdf.h>

#include <map>
#include <set>
#include <string>

namespace tourney::reports {

// A number as PDF content takes it: at most two decimals, no trailing zeros.
std::string pdfNumber(double value);
// The code points of UTF-8 text (malformed bytes as U+FFFD), and text as UTF-16BE bytes, as PDF
// text strings and ToUnicode maps take it.
std::u32string decodedText(std::string_view utf8);
std::string utf16BigEndian(const std::u32string& text);

class PdfFont {
public:
    // Creates the font's dictionaries in `pdf`. Throws std::runtime_error when libharu fails.
    PdfFont(HPDF_Doc pdf, const FontFace& face);

    const FontFace& face() const { return face_; }
    HPDF_Dict dictionary() const { return font_; }

    // The content-stream operators that show `run` of `text` at `size` points from the current
    // text position: TJ arrays of glyph ids placed where HarfBuzz put them (offsets by TJ
    // adjustments and text rise), with ActualText spans where clusters need them.
    std::string show(const ShapedText& text, const ShapedRun& run, float size);

    // Writes what depends on the glyphs shown: widths, ToUnicode and the subset font file.
    // Once, before the document is saved. Throws std::runtime_error when libharu or the
    // subsetter fails.
    void finish();

private:
    bool mapCluster(const std::vector<std::uint32_t>& glyphs, const std::u32string& text, bool right_to_left);
    bool claim(std::uint32_t glyph, const std::u32string& text);
    HPDF_Dict fontFile() const;
    HPDF_Dict toUnicode() const;
    HPDF_Array widths() const;

    HPDF_Doc pdf_;
    const FontFace& face_;
    HPDF_Dict font_ = nullptr, cid_font_ = nullptr, descriptor_ = nullptr;
    std::map<std::uint32_t, std::u32string> unicode_;  // the ToUnicode map
    std::set<std::uint32_t> used_;                     // every glyph shown
};

}  // namespace tourney::reports
