#include "reports/text_shaping.h"

#include "formats/utf8.h"

#include <fribidi.h>

#include <algorithm>
#include <memory>

namespace tourney::reports {

using formats::nextCodePoint;

namespace {

struct Character {
    char32_t code;
    std::size_t offset;  // of its first byte
    hb_script_t script = HB_SCRIPT_COMMON;
    FriBidiLevel level = 0;
    const FontFace* face = nullptr;
};

std::vector<Character> decode(std::string_view text) {
    std::vector<Character> characters;
    characters.reserve(text.size());
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t offset = at;
        characters.push_back(Character{nextCodePoint(text, at), offset});
    }
    return characters;
}

// Embedding levels by the Unicode bidirectional algorithm, the direction of the text taken
// from its first strong character. Text without right-to-left characters or bidi controls
// stays at level 0 without running the algorithm.
void assignLevels(std::vector<Character>& characters) {
    const bool bidi = std::any_of(characters.begin(), characters.end(), [](const Character& c) {
        const FriBidiCharType type = fribidi_get_bidi_type(c.code);
        return FRIBIDI_IS_RTL(type) || FRIBIDI_IS_EXPLICIT(type) || FRIBIDI_IS_ISOLATE(type);
    });
    if (!bidi) return;
    const auto length = static_cast<FriBidiStrIndex>(characters.size());
    std::vector<FriBidiChar> codes;
    for (const Character& c : characters) codes.push_back(c.code);
    std::vector<FriBidiCharType> types(characters.size());
    std::vector<FriBidiBracketType> brackets(characters.size());
    std::vector<FriBidiLevel> levels(characters.size());
    fribidi_get_bidi_types(codes.data(), length, types.data());
    fribidi_get_bracket_types(codes.data(), length, types.data(), brackets.data());
    FriBidiParType direction = FRIBIDI_PAR_ON;
    if (fribidi_get_par_embedding_levels_ex(types.data(), brackets.data(), length, &direction, levels.data()) == 0)
        return;  // out of memory: left to right
    for (std::size_t i = 0; i < characters.size(); ++i) characters[i].level = levels[i];
}

// The script of every character; punctuation, digits, spaces and combining marks (Common,
// Inherited) belong to the script before them, or after them at the start of the text.
void assignScripts(std::vector<Character>& characters) {
    hb_unicode_funcs_t* unicode = hb_unicode_funcs_get_default();
    const auto real = [](hb_script_t s) {
        return s != HB_SCRIPT_COMMON && s != HB_SCRIPT_INHERITED && s != HB_SCRIPT_UNKNOWN;
    };
    hb_script_t last = HB_SCRIPT_INVALID;
    for (Character& c : characters) {
        const hb_script_t own = hb_unicode_script(unicode, c.code);
        if (real(own)) last = own;
        c.script = real(own) ? own : last;
    }
    hb_script_t next = HB_SCRIPT_LATIN;  // text of digits and punctuation only
    for (auto c = characters.rbegin(); c != characters.rend(); ++c) {
        if (c->script == HB_SCRIPT_INVALID)
            c->script = next;
        else
            next = c->script;
    }
}

// The face of every character: the face of the run so far while it has the character and the
// script goes on (a mark stays with its letter, a comma with the name), else the family's
// choice.
void assignFaces(std::vector<Character>& characters, FontFamily& fonts) {
    const FontFace* current = nullptr;
    hb_script_t current_script = HB_SCRIPT_INVALID;
    for (Character& c : characters) {
        if (current == nullptr || c.script != current_script || !current->covers(c.code)) {
            current = &fonts.faceFor(c.code, c.script);
            current_script = c.script;
        }
        c.face = current;
    }
}

hb_language_t languageOf(hb_script_t script) {
    switch (script) {
    case HB_SCRIPT_BENGALI: return hb_language_from_string("bn", -1);
    case HB_SCRIPT_ARABIC: return hb_language_from_string("ar", -1);
    case HB_SCRIPT_HEBREW: return hb_language_from_string("he", -1);
    default: return HB_LANGUAGE_INVALID;  // the font's default language system
    }
}

struct Item {
    ShapedRun run;
    hb_script_t script;
    FriBidiLevel level;
};

// Runs of one face, script and level, in logical order.
std::vector<Item> itemize(const std::vector<Character>& characters, std::size_t text_size) {
    std::vector<Item> items;
    for (std::size_t i = 0; i < characters.size(); ++i) {
        const Character& c = characters[i];
        const bool same = !items.empty() && items.back().run.face == c.face && items.back().script == c.script &&
                          items.back().level == c.level;
        if (!same) {
            if (!items.empty()) items.back().run.end = c.offset;
            Item item{ShapedRun{}, c.script, c.level};
            item.run.face = c.face;
            item.run.right_to_left = c.level % 2 == 1;
            item.run.begin = c.offset;
            items.push_back(item);
        }
    }
    if (!items.empty()) items.back().run.end = text_size;
    return items;
}

// Rule L2 of the bidirectional algorithm on whole runs: from the highest level down to the
// lowest odd one, every stretch of runs at that level or higher is reversed.
void toVisualOrder(std::vector<Item>& items) {
    int highest = 0, lowest_odd = 127;
    for (const Item& item : items) {
        highest = std::max<int>(highest, item.level);
        if (item.level % 2 == 1) lowest_odd = std::min<int>(lowest_odd, item.level);
    }
    for (int level = highest; level >= lowest_odd; --level)
        for (auto start = items.begin(); start != items.end();) {
            start = std::find_if(start, items.end(), [&](const Item& item) { return item.level >= level; });
            auto stop = std::find_if(start, items.end(), [&](const Item& item) { return item.level < level; });
            std::reverse(start, stop);
            start = stop;
        }
}

void shapeRun(std::string_view text, Item& item, hb_buffer_t* buffer) {
    ShapedRun& run = item.run;
    hb_buffer_clear_contents(buffer);
    // The whole text goes in as context, so letters join and shape across run boundaries.
    hb_buffer_add_utf8(buffer, text.data(), static_cast<int>(text.size()), static_cast<unsigned>(run.begin),
                       static_cast<int>(run.end - run.begin));
    hb_buffer_set_direction(buffer, run.right_to_left ? HB_DIRECTION_RTL : HB_DIRECTION_LTR);
    hb_buffer_set_script(buffer, item.script);
    hb_buffer_set_language(buffer, languageOf(item.script));
    hb_shape(run.face->font(), buffer, nullptr, 0);
    unsigned count = 0;
    const hb_glyph_info_t* infos = hb_buffer_get_glyph_infos(buffer, &count);
    const hb_glyph_position_t* positions = hb_buffer_get_glyph_positions(buffer, &count);
    run.glyphs.resize(count);
    for (unsigned i = 0; i < count; ++i) {
        run.glyphs[i] = ShapedGlyph{infos[i].codepoint, infos[i].cluster, positions[i].x_advance, positions[i].x_offset,
                                    positions[i].y_offset};
        run.advance += positions[i].x_advance;
    }
}

}  // namespace

ShapedText shapeText(std::string_view utf8, FontFamily& fonts) {
    ShapedText shaped{std::string(utf8), {}};
    std::vector<Character> characters = decode(utf8);
    assignLevels(characters);
    assignScripts(characters);
    assignFaces(characters, fonts);
    std::vector<Item> items = itemize(characters, utf8.size());
    toVisualOrder(items);
    // One buffer per thread, reused: shaping a table's cells is most of a report's work.
    static thread_local std::unique_ptr<hb_buffer_t, void (*)(hb_buffer_t*)> buffer(hb_buffer_create(),
                                                                                    hb_buffer_destroy);
    for (Item& item : items) {
        shapeRun(shaped.text, item, buffer.get());
        shaped.runs.push_back(std::move(item.run));
    }
    return shaped;
}

float ShapedText::width(float size) const {
    float width = 0;
    for (const ShapedRun& run : runs)
        width += static_cast<float>(run.advance) * size / static_cast<float>(run.face->unitsPerEm());
    return width;
}

std::vector<std::size_t> ShapedText::cutPoints() const {
    std::vector<std::size_t> points{text.size()};
    for (const ShapedRun& run : runs)
        for (const ShapedGlyph& glyph : run.glyphs)
            if (glyph.cluster > 0) points.push_back(glyph.cluster);
    std::sort(points.begin(), points.end());
    points.erase(std::unique(points.begin(), points.end()), points.end());
    return points;
}

std::pair<std::size_t, std::size_t> ShapedText::clusterBytes(const ShapedRun& run, std::size_t glyph) const {
    const std::size_t begin = run.glyphs[glyph].cluster;
    std::size_t end = run.end;
    for (const ShapedGlyph& other : run.glyphs)
        if (other.cluster > begin) end = std::min<std::size_t>(end, other.cluster);
    return {begin, end};
}

}  // namespace tourney::reports
