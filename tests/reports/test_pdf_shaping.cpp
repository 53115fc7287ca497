// Bengali on paper: standings, pairings, wall chart and scoresheets printed with the Bengali
// names of data/players.csv and a few more with conjuncts, reph and vowel signs in two parts,
// then read back glyph by glyph (pdf_glyphs.h). Every name must be drawn exactly as HarfBuzz
// shapes it with the font embedded for it, the same glyphs at the same places; pdftotext must
// give the name back; poppler must not warn about any report. Right-to-left names must come out
// right to left, in the order of the bidirectional algorithm.
#include "formats/player_csv.h"
#include "formats/utf8.h"
#include "pdf_glyphs.h"
#include "reports/font_face.h"
#include "reports/pdf_report.h"
#include "sample_events.h"

#include <boost/test/unit_test.hpp>

#include <hb.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <optional>
#include <set>

using namespace tourney;
using namespace tourney::reports;
using namespace tourney::reports::testing;
using namespace tourney::tournament;

namespace {

// Beyond the demo's names: reph over a conjunct (শর্মা), ন্দ্র, a pre-base vowel sign before a
// reph'd conjunct (র্তি), স্ন and গ্ধ, ya-phala with a two-part vowel sign (ন্দ্যো), ঋ and ত্ব, and
// a reph on the syllable before a hyphen (র্ণ-), where no word break may be read.
const std::vector<std::string> kMoreBengali = {"শর্মা, ইন্দ্রজিৎ", "কার্তিক, স্নিগ্ধা", "বন্দ্যোপাধ্যায়, ঋত্বিক",
                                               "সেনগুপ্ত-বর্মন, পূর্ণিমা", "পূর্ণ-দাস, অর্ক"};

bool isBengali(const std::string& text) {
    for (std::size_t at = 0; at < text.size();)
        if (const char32_t c = tourney::formats::nextCodePoint(text, at); c >= 0x0980 && c <= 0x09FF) return true;
    return false;
}

std::vector<std::string> demoPlayerNames() {
    std::ifstream in(std::string(TOURNEY_SOURCE_DIR) + "/data/players.csv");
    std::vector<std::string> names;
    for (const Player& player : formats::readPlayerCsv(in, "players.csv")) names.push_back(player.name);
    return names;
}

// HarfBuzz's own shaping of `text` with one font file, from scratch: glyphs and where each
// goes, in ems from the pen's start.
struct Expected {
    std::vector<std::uint32_t> ids;
    std::vector<double> x, y;
    double advance = 0;
};

Expected shapeWith(const std::string& font_name, const std::string& text, hb_direction_t direction) {
    const std::string path = findFont({font_name + ".ttf"});
    BOOST_REQUIRE_MESSAGE(!path.empty(), font_name);
    hb_blob_t* blob = hb_blob_create_from_file(path.c_str());
    hb_face_t* face = hb_face_create(blob, 0);
    hb_font_t* font = hb_font_create(face);
    hb_buffer_t* buffer = hb_buffer_create();
    hb_buffer_add_utf8(buffer, text.data(), static_cast<int>(text.size()), 0, -1);
    hb_buffer_guess_segment_properties(buffer);
    hb_buffer_set_direction(buffer, direction);
    if (hb_buffer_get_script(buffer) == HB_SCRIPT_BENGALI)
        hb_buffer_set_language(buffer, hb_language_from_string("bn", -1));
    hb_shape(font, buffer, nullptr, 0);
    unsigned count = 0;
    const hb_glyph_info_t* infos = hb_buffer_get_glyph_infos(buffer, &count);
    const hb_glyph_position_t* positions = hb_buffer_get_glyph_positions(buffer, &count);
    const double em = hb_face_get_upem(face);
    Expected expected;
    double pen = 0;
    for (unsigned i = 0; i < count; ++i) {
        expected.ids.push_back(infos[i].codepoint);
        expected.x.push_back((pen + positions[i].x_offset) / em);
        expected.y.push_back(positions[i].y_offset / em);
        pen += positions[i].x_advance;
    }
    expected.advance = pen / em;
    hb_buffer_destroy(buffer);
    hb_font_destroy(font);
    hb_face_destroy(face);
    hb_blob_destroy(blob);
    return expected;
}

// Where on the page `glyphs` draw the shaped text in font `font`, as the x of its pen's start:
// one text object holding every expected glyph at its place (to 0.01 pt), and no other glyph of
// that font starting within the text's width.
std::optional<double> drawnAsShaped(const std::vector<PlacedGlyph>& glyphs, const std::string& font,
                                    const Expected& expected) {
    constexpr double kTolerance = 0.01;
    for (const PlacedGlyph& first : glyphs) {
        if (first.font != font || first.id != expected.ids[0]) continue;
        const double x0 = first.x - expected.x[0] * first.size, y0 = first.y - expected.y[0] * first.size;
        const auto near = [&](const PlacedGlyph& g, std::size_t e) {
            return g.text_object == first.text_object && g.font == font && g.id == expected.ids[e] &&
                   std::abs(g.x - (x0 + expected.x[e] * first.size)) < kTolerance &&
                   std::abs(g.y - (y0 + expected.y[e] * first.size)) < kTolerance;
        };
        bool all = true;
        for (std::size_t e = 0; e < expected.ids.size() && all; ++e)
            all = std::any_of(glyphs.begin(), glyphs.end(), [&](const PlacedGlyph& g) { return near(g, e); });
        if (!all) continue;
        const auto inside = [&](double x) {
            return x > x0 - kTolerance && x < x0 + expected.advance * first.size - kTolerance;
        };
        const auto drawn = std::count_if(glyphs.begin(), glyphs.end(), [&](const PlacedGlyph& g) {
            return g.text_object == first.text_object && g.font == font && std::abs(g.y - y0) < first.size &&
                   inside(g.x);
        });
        std::size_t wanted = 0;
        for (std::size_t e = 0; e < expected.ids.size(); ++e) wanted += inside(x0 + expected.x[e] * first.size) ? 1 : 0;
        if (static_cast<std::size_t>(drawn) == wanted) return x0;
    }
    return std::nullopt;
}

// Whether some page of the PDF draws `text` as HarfBuzz shapes it in one of the embedded fonts
// whose name holds `family`; the x of its start when it does.
std::optional<double> findShaped(const std::string& path, const std::string& text, const std::string& family,
                                 hb_direction_t direction = HB_DIRECTION_LTR) {
    const PdfGlyphReader pdf(path);
    for (int page = 1; page <= pdf.pageCount(); ++page) {
        const std::vector<PlacedGlyph> glyphs = pdf.glyphs(page);
        std::set<std::string> fonts;
        for (const PlacedGlyph& glyph : glyphs)
            if (glyph.font.find(family) != std::string::npos) fonts.insert(glyph.font);
        for (const std::string& font : fonts)
            if (auto x = drawnAsShaped(glyphs, font, shapeWith(font, text, direction))) return x;
    }
    return std::nullopt;
}

Event bengaliEvent() {
    std::vector<std::string> names = demoPlayerNames();
    names.insert(names.end(), kMoreBengali.begin(), kMoreBengali.end());
    return roundRobinEvent(static_cast<int>(names.size()), 3, GameKind::Chess, names);
}

std::string write(const Event& event, ReportKind kind, const std::string& file, int round = 0) {
    const std::string path = scratchPath(file);
    writePdfReport(event, kind, PdfOptions{Paper::A4, round}, path);
    return path;
}

// The players seated in round `round`, byes left out.
std::vector<std::string> seatedNames(const Event& event, int round) {
    std::vector<std::string> names;
    for (const Game& game : event.rounds[static_cast<std::size_t>(round - 1)].games)
        for (const Seat& seat : game.seats) names.push_back(event.player(seat.player)->name);
    return names;
}

void checkBengaliNames(const std::string& path, const std::vector<std::string>& names) {
    const std::string text = pdfText(path);
    int checked = 0;
    for (const std::string& name : names) {
        if (!isBengali(name)) continue;
        ++checked;
        BOOST_TEST_CONTEXT(path << ": " << name) {
            BOOST_TEST(findShaped(path, name, "Bengali").has_value());
            BOOST_TEST(text.find(name) != std::string::npos);
        }
    }
    BOOST_TEST(checked >= 3);
}

}  // namespace

BOOST_AUTO_TEST_CASE(the_demo_players_include_bengali_names) {
    const auto names = demoPlayerNames();
    BOOST_TEST(std::count_if(names.begin(), names.end(), isBengali) >= 3);
}

BOOST_AUTO_TEST_CASE(standings_draw_every_bengali_name_as_harfbuzz_shapes_it) {
    const Event event = bengaliEvent();
    std::vector<std::string> names;
    for (const Player& player : event.players) names.push_back(player.name);
    checkBengaliNames(write(event, ReportKind::Standings, "bn-standings.pdf"), names);
}

BOOST_AUTO_TEST_CASE(pairings_draw_every_bengali_name_as_harfbuzz_shapes_it) {
    const Event event = bengaliEvent();
    std::vector<std::string> names;
    for (const Player& player : event.players) names.push_back(player.name);  // byes are listed too
    checkBengaliNames(write(event, ReportKind::Pairings, "bn-pairings.pdf", 3), names);
}

BOOST_AUTO_TEST_CASE(wall_chart_draws_every_bengali_name_as_harfbuzz_shapes_it) {
    Event event = bengaliEvent();
    event.system = PairingSystem::Swiss;
    std::vector<std::string> names;
    for (const Player& player : event.players) names.push_back(player.name);
    checkBengaliNames(write(event, ReportKind::WallChart, "bn-wallchart.pdf"), names);
}

BOOST_AUTO_TEST_CASE(scoresheets_draw_every_bengali_name_as_harfbuzz_shapes_it) {
    const Event event = bengaliEvent();
    for (int round = 1; round <= 3; ++round)
        checkBengaliNames(write(event, ReportKind::Scoresheets, "bn-sheets-" + std::to_string(round) + ".pdf", round),
                          seatedNames(event, round));
}

BOOST_AUTO_TEST_CASE(poppler_reads_every_report_kind_without_a_warning) {
    Event event = bengaliEvent();
    for (ReportKind kind : {ReportKind::Pairings, ReportKind::Standings, ReportKind::Crosstable, ReportKind::WallChart,
                            ReportKind::Scoresheets}) {
        if (kind == ReportKind::WallChart) event.system = PairingSystem::Swiss;
        const std::string path = write(event, kind, "bn-kind-" + std::to_string(static_cast<int>(kind)) + ".pdf", 3);
        BOOST_TEST_CONTEXT(path) {
            BOOST_TEST(commandErrors("pdftoppm -r 20 -png '" + path + "' '" + scratchPath("render") + "'") == "");
            BOOST_TEST(commandErrors("pdftotext '" + path + "' -") == "");
            BOOST_TEST(commandErrors("pdffonts '" + path + "'") == "");
        }
    }
}

BOOST_AUTO_TEST_CASE(right_to_left_names_print_right_to_left) {
    const std::vector<std::string> names = {"כהן, רחל", "محمد, أحمد", "Ivan", "Petrov"};
    const std::string path = write(roundRobinEvent(4, 1, GameKind::Chess, names), ReportKind::Standings, "rtl.pdf");
    // A name in Hebrew or Arabic reads from the right: its first word is drawn right of its last.
    const auto cohen = findShaped(path, "כהן", "Hebrew", HB_DIRECTION_RTL);
    const auto rachel = findShaped(path, "רחל", "Hebrew", HB_DIRECTION_RTL);
    BOOST_REQUIRE(cohen && rachel);
    BOOST_TEST(*rachel < *cohen);
    // Arabic letters join: each word is drawn as HarfBuzz shapes it, right to left.
    const auto muhammad = findShaped(path, "محمد", "Arabic", HB_DIRECTION_RTL);
    const auto ahmad = findShaped(path, "أحمد", "Arabic", HB_DIRECTION_RTL);
    BOOST_REQUIRE(muhammad && ahmad);
    BOOST_TEST(*ahmad < *muhammad);
    // poppler reads each right-to-left word back in reading order.
    const std::string text = pdfText(path);
    for (const char* word : {"כהן", "רחל", "محمد", "أحمد"}) BOOST_TEST(text.find(word) != std::string::npos, word);
}

BOOST_AUTO_TEST_CASE(a_hebrew_word_inside_a_latin_name_stays_where_it_is_written) {
    const std::vector<std::string> names = {"Cohen (כהן), Rachel", "Ivan", "Petrov", "Smith"};
    const std::string path = write(roundRobinEvent(4, 1, GameKind::Chess, names), ReportKind::Standings, "mixed.pdf");
    const auto before = findShaped(path, "Cohen (", "NotoSans-");
    const auto hebrew = findShaped(path, "כהן", "Hebrew", HB_DIRECTION_RTL);
    const auto after = findShaped(path, "), Rachel", "NotoSans-");
    BOOST_REQUIRE(before && hebrew && after);
    BOOST_TEST(*before < *hebrew);
    BOOST_TEST(*hebrew < *after);
}
