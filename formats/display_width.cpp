#include "formats/display_width.h"

#include "formats/utf8.h"

#include <algorithm>
#include <iterator>

namespace tourney::formats {

namespace {

struct Range {
    char32_t first, last;
};

// Nonspacing and enclosing marks (Mn, Me), from the Unicode Character Database: Combining
// Diacritical Marks (with their Extended and Supplement blocks, and those for symbols), the
// Cyrillic combining marks, Devanagari and Bengali, the CJK tone and kana voicing marks,
// variation selectors and half marks.
constexpr Range kCombiningMarks[] = {
    {0x0300, 0x036F}, {0x0483, 0x0489}, {0x0900, 0x0902}, {0x093A, 0x093A}, {0x093C, 0x093C}, {0x0941, 0x0948},
    {0x094D, 0x094D}, {0x0951, 0x0957}, {0x0962, 0x0963}, {0x0981, 0x0981}, {0x09BC, 0x09BC}, {0x09C1, 0x09C4},
    {0x09CD, 0x09CD}, {0x09E2, 0x09E3}, {0x09FE, 0x09FE}, {0x1AB0, 0x1ACE}, {0x1DC0, 0x1DFF}, {0x20D0, 0x20F0},
    {0x2DE0, 0x2DFF}, {0x302A, 0x302D}, {0x3099, 0x309A}, {0xA66F, 0xA672}, {0xA674, 0xA67D}, {0xA69E, 0xA69F},
    {0xFE00, 0xFE0F}, {0xFE20, 0xFE2F},
};

// Spacing marks (Mc) of Devanagari and Bengali, and the Hangul tone marks: one column each, but
// part of the cluster of the letter before them.
constexpr Range kSpacingMarks[] = {
    {0x0903, 0x0903}, {0x093B, 0x093B}, {0x093E, 0x0940}, {0x0949, 0x094C}, {0x094E, 0x094F}, {0x0982, 0x0983},
    {0x09BE, 0x09C0}, {0x09C7, 0x09C8}, {0x09CB, 0x09CC}, {0x09D7, 0x09D7}, {0x302E, 0x302F},
};

// Format characters (Cf) that draw nothing: zero-width space, non-joiner and joiner,
// direction marks and embeddings, word joiner and invisible operators, the byte order mark.
constexpr Range kInvisibleFormats[] = {{0x200B, 0x200F}, {0x202A, 0x202E}, {0x2060, 0x2064}, {0xFEFF, 0xFEFF}};

// East_Asian_Width W and F: Hangul Jamo, CJK radicals, punctuation, kana, Bopomofo and
// compatibility, the ideographs (with their extension planes), Yi, Hangul syllables,
// compatibility ideographs, vertical and small forms, fullwidth forms, and the common emoji.
constexpr Range kWide[] = {
    {0x1100, 0x115F}, {0x231A, 0x231B},   {0x2329, 0x232A},   {0x23E9, 0x23EC},   {0x2E80, 0x303E},
    {0x3041, 0x33FF}, {0x3400, 0x4DBF},   {0x4E00, 0x9FFF},   {0xA000, 0xA4CF},   {0xA960, 0xA97F},
    {0xAC00, 0xD7A3}, {0xF900, 0xFAFF},   {0xFE10, 0xFE19},   {0xFE30, 0xFE6F},   {0xFF00, 0xFF60},
    {0xFFE0, 0xFFE6}, {0x1F300, 0x1F64F}, {0x1F900, 0x1F9FF}, {0x20000, 0x2FFFD}, {0x30000, 0x3FFFD},
};

// The Bengali and Devanagari consonants a virama joins into a conjunct (Unicode's
// Indic_Conjunct_Break=Consonant for these two scripts), and their viramas.
constexpr Range kConjunctConsonants[] = {
    {0x0915, 0x0939}, {0x0958, 0x095F}, {0x0978, 0x097F}, {0x0995, 0x09A8}, {0x09AA, 0x09B0},
    {0x09B2, 0x09B2}, {0x09B6, 0x09B9}, {0x09DC, 0x09DD}, {0x09DF, 0x09DF}, {0x09F0, 0x09F1},
};
constexpr char32_t kDevanagariVirama = 0x094D, kBengaliHasanta = 0x09CD;
constexpr char32_t kZeroWidthNonJoiner = 0x200C, kZeroWidthJoiner = 0x200D;

template <std::size_t N>
bool within(const Range (&table)[N], char32_t c) {
    // The tables are sorted and disjoint: the first range that ends at or after c holds it, if any does.
    const Range* range = std::lower_bound(std::begin(table), std::end(table), c,
                                          [](const Range& r, char32_t value) { return r.last < value; });
    return range != std::end(table) && range->first <= c;
}

bool extendsCluster(char32_t c) {
    return within(kCombiningMarks, c) || within(kSpacingMarks, c) || c == kZeroWidthNonJoiner || c == kZeroWidthJoiner;
}

}  // namespace

int terminalColumns(char32_t c) {
    if (c < 0x0300) return 1;  // ASCII and Latin-1: no marks, nothing wide
    if (within(kCombiningMarks, c) || within(kInvisibleFormats, c)) return 0;
    return within(kWide, c) ? 2 : 1;
}

std::size_t displayWidth(std::string_view utf8) {
    std::size_t width = 0;
    for (std::size_t at = 0; at < utf8.size();)
        width += static_cast<std::size_t>(terminalColumns(nextCodePoint(utf8, at)));
    return width;
}

std::size_t clusterEnd(std::string_view utf8, std::size_t at) {
    std::size_t end = at;
    if (end >= utf8.size()) return end;
    nextCodePoint(utf8, end);  // the letter that starts it
    bool after_virama = false;
    while (end < utf8.size()) {
        std::size_t next = end;
        const char32_t c = nextCodePoint(utf8, next);
        if (!extendsCluster(c) && !(after_virama && within(kConjunctConsonants, c))) break;
        // GB9c: a virama, perhaps a joiner, then a consonant stay one cluster; a non-joiner
        // asks for the visible hasanta instead, and the consonant after it starts anew.
        if (c == kDevanagariVirama || c == kBengaliHasanta)
            after_virama = true;
        else if (c != kZeroWidthJoiner)
            after_virama = false;
        end = next;
    }
    return end;
}

}  // namespace tourney::formats
