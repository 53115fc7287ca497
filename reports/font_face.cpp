#include "reports/font_face.h"

#include "tournament/refusal.h"

#include <hb-ot.h>

#include <cstdlib>
#include <filesystem>
#include <memory>
#include <mutex>
#include <stdexcept>

namespace tourney::reports {

namespace {

const char* const kFontFolders[] = {
    "/usr/share/fonts/truetype/noto", "/usr/share/fonts/truetype/dejavu",
    "/usr/share/fonts/noto",          "/usr/share/fonts/dejavu",
    "/usr/share/fonts/TTF",           "/usr/share/fonts/truetype",
};

// The scripts the main face (Noto Sans) lacks and Debian's fonts-noto-core has a face for.
struct ScriptFont {
    hb_script_t script;
    const char* name;  // file name without "-Regular.ttf" / "-Bold.ttf"
};
const ScriptFont kScriptFonts[] = {
    {HB_SCRIPT_BENGALI, "NotoSansBengali"},   {HB_SCRIPT_ARABIC, "NotoSansArabic"},
    {HB_SCRIPT_HEBREW, "NotoSansHebrew"},     {HB_SCRIPT_DEVANAGARI, "NotoSansDevanagari"},
    {HB_SCRIPT_TAMIL, "NotoSansTamil"},       {HB_SCRIPT_THAI, "NotoSansThai"},
    {HB_SCRIPT_GEORGIAN, "NotoSansGeorgian"}, {HB_SCRIPT_ARMENIAN, "NotoSansArmenian"},
};

std::string fileName(const char* family, Weight weight) {
    return std::string(family) + (weight == Weight::Bold ? "-Bold.ttf" : "-Regular.ttf");
}

// DejaVu names its regular face without a suffix.
std::string dejaVu(Weight weight) { return weight == Weight::Bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"; }

// A big-endian 16-bit integer of a font table.
int s16(const char* data, unsigned length, unsigned at) {
    if (at + 2 > length) return 0;
    return static_cast<std::int16_t>((static_cast<unsigned char>(data[at]) << 8) |
                                     static_cast<unsigned char>(data[at + 1]));
}

}  // namespace

std::string findFont(const std::vector<std::string>& file_names) {
    std::vector<std::string> folders;
    if (const char* own = std::getenv("TOURNEY_FONT_DIR")) folders.emplace_back(own);
    folders.insert(folders.end(), std::begin(kFontFolders), std::end(kFontFolders));
    for (const std::string& name : file_names)
        for (const std::string& folder : folders) {
            std::filesystem::path path = std::filesystem::path(folder) / name;
            std::error_code ignored;
            if (std::filesystem::is_regular_file(path, ignored)) return path.string();
        }
    return "";
}

const FontFace* FontFace::open(const std::string& path) {
    // Reading and parsing a font costs a file read; each file is opened once per process.
    static std::mutex guard;
    static std::map<std::string, std::unique_ptr<FontFace>> faces;
    std::lock_guard<std::mutex> lock(guard);
    auto found = faces.find(path);
    if (found != faces.end()) return found->second.get();
    hb_blob_t* blob = hb_blob_create_from_file_or_fail(path.c_str());
    hb_face_t* face = blob == nullptr ? nullptr : hb_face_create(blob, 0);
    hb_blob_destroy(blob);
    if (face != nullptr && hb_face_get_glyph_count(face) == 0) {
        hb_face_destroy(face);
        face = nullptr;
    }
    std::unique_ptr<FontFace>& slot = faces[path];
    if (face != nullptr) slot.reset(new FontFace(path, face));
    return slot.get();
}

FontFace::FontFace(std::string path, hb_face_t* face)
    : path_(std::move(path)), face_(face), font_(hb_font_create(face)), units_per_em_(hb_face_get_upem(face)) {
    hb_face_make_immutable(face_);
    hb_font_make_immutable(font_);  // shared by every document
}

FontFace::~FontFace() {
    hb_font_destroy(font_);
    hb_face_destroy(face_);
}

std::uint32_t FontFace::glyphOf(char32_t code_point) const {
    hb_codepoint_t glyph = 0;
    return hb_font_get_nominal_glyph(font_, code_point, &glyph) ? glyph : 0;
}

int FontFace::advance(std::uint32_t glyph) const { return hb_font_get_glyph_h_advance(font_, glyph); }

std::string FontFace::postscriptName() const {
    char name[128];
    unsigned length = sizeof name;
    hb_ot_name_get_utf8(face_, HB_OT_NAME_ID_POSTSCRIPT_NAME, HB_LANGUAGE_INVALID, &length, name);
    if (length > 0) return std::string(name, length);
    return std::filesystem::path(path_).stem().string();
}

FontFace::Metrics FontFace::metrics() const {
    Metrics metrics;
    hb_position_t value = 0;
    if (hb_ot_metrics_get_position(font_, HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER, &value)) metrics.ascent = value;
    if (hb_ot_metrics_get_position(font_, HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER, &value)) metrics.descent = value;
    if (hb_ot_metrics_get_position(font_, HB_OT_METRICS_TAG_CAP_HEIGHT, &value)) metrics.cap_height = value;
    hb_blob_t* head = hb_face_reference_table(face_, HB_TAG('h', 'e', 'a', 'd'));
    unsigned length = 0;
    const char* data = hb_blob_get_data(head, &length);
    metrics.x_min = s16(data, length, 36);
    metrics.y_min = s16(data, length, 38);
    metrics.x_max = s16(data, length, 40);
    metrics.y_max = s16(data, length, 42);
    hb_blob_destroy(head);
    return metrics;
}

FontFamily::FontFamily(Weight weight) : weight_(weight) {
    main_ = FontFace::open(findFont({fileName("NotoSans", weight), dejaVu(weight)}));
    // The machine lacks what Tourney needs, and the arbiter can install it: a refusal, not a bug.
    if (main_ == nullptr)
        throw tournament::Refusal("PDF: no usable font; install fonts-noto-core or fonts-dejavu-core");
}

const FontFace* FontFamily::scriptFace(hb_script_t script) {
    auto found = script_faces_.find(script);
    if (found != script_faces_.end()) return found->second;
    const FontFace* face = nullptr;
    for (const ScriptFont& font : kScriptFonts)
        if (font.script == script) {
            const std::string path = findFont({fileName(font.name, weight_)});
            if (!path.empty()) face = FontFace::open(path);
        }
    script_faces_[script] = face;
    return face;
}

const FontFace& FontFamily::faceFor(char32_t code_point, hb_script_t script) {
    if (main_->covers(code_point)) return *main_;
    if (const FontFace* own = scriptFace(script); own != nullptr && own->covers(code_point)) return *own;
    if (!fallback_tried_) {
        fallback_tried_ = true;
        const std::string path = findFont({dejaVu(weight_)});
        if (!path.empty()) fallback_ = FontFace::open(path);
    }
    if (fallback_ != nullptr && fallback_->covers(code_point)) return *fallback_;
    return *main_;  // prints the font's missing-glyph box
}

}  // namespace tourney::reports
