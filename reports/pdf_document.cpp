#include "reports/pdf_document.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>

namespace tourney::reports {

using tournament::Align;
using tournament::Cell;
using tournament::Column;
using tournament::Table;

namespace {

// Page sizes in points (1/72 inch).
constexpr float kA4Width = 595.28f, kA4Height = 841.89f;
constexpr float kLetterWidth = 612.0f, kLetterHeight = 792.0f;
constexpr float kMargin = 36.0f;

const char* const kFontFolders[] = {
    "/usr/share/fonts/truetype/noto", "/usr/share/fonts/truetype/dejavu",
    "/usr/share/fonts/noto",          "/usr/share/fonts/dejavu",
    "/usr/share/fonts/TTF",           "/usr/share/fonts/truetype",
};

// The first of `file_names` found in the font folders (TOURNEY_FONT_DIR first), or "".
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

// Reading a cmap costs a file read; each font is read once per process.
const FontCoverage& coverageOf(const std::string& path) {
    static std::mutex guard;
    static std::map<std::string, std::unique_ptr<FontCoverage>> cache;
    std::lock_guard<std::mutex> lock(guard);
    auto& slot = cache[path];
    if (!slot) slot = std::make_unique<FontCoverage>(FontCoverage::fromFile(path));
    return *slot;
}

void HPDF_STDCALL recordError(HPDF_STATUS code, HPDF_STATUS detail, void* user_data) {
    auto* error = static_cast<PdfError*>(user_data);
    if (error->code == 0) *error = PdfError{code, detail};
}

// Decodes one UTF-8 code point at `at`, advancing it; malformed bytes read as U+FFFD.
char32_t nextCodePoint(std::string_view text, std::size_t& at) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = byte(at);
    int length = lead < 0x80 ? 1 : (lead >> 5) == 0x6 ? 2 : (lead >> 4) == 0xE ? 3 : (lead >> 3) == 0x1E ? 4 : 0;
    if (length == 0 || at + static_cast<std::size_t>(length) > text.size()) {
        ++at;
        return 0xFFFD;
    }
    char32_t code = length == 1 ? lead : lead & (0x7F >> length);
    for (int i = 1; i < length; ++i) {
        if ((byte(at + i) & 0xC0) != 0x80) {
            ++at;
            return 0xFFFD;
        }
        code = (code << 6) | (byte(at + i) & 0x3F);
    }
    at += static_cast<std::size_t>(length);
    return code;
}

bool isAscii(std::string_view text) {
    for (char c : text)
        if (static_cast<unsigned char>(c) >= 0x80) return false;
    return true;
}

}  // namespace

std::optional<Paper> parsePaper(std::string_view name) {
    if (name == "a4" || name == "A4") return Paper::A4;
    if (name == "letter" || name == "Letter") return Paper::Letter;
    return std::nullopt;
}

PdfDocument::PdfDocument(Paper paper, RunningHeader header) : paper_(paper), header_(std::move(header)) {
    pdf_ = HPDF_New(recordError, &error_);
    if (pdf_ == nullptr) throw std::runtime_error("PDF: cannot start a document (out of memory)");
    HPDF_UseUTFEncodings(pdf_);
    HPDF_SetCompressionMode(pdf_, HPDF_COMP_ALL);
    HPDF_SetInfoAttr(pdf_, HPDF_INFO_CREATOR, "Tourney");
    if (!header_.event_name.empty()) HPDF_SetInfoAttr(pdf_, HPDF_INFO_TITLE, header_.event_name.c_str());
    main_[0] = loadFace({"NotoSans-Regular.ttf", "DejaVuSans.ttf"});
    main_[1] = loadFace({"NotoSans-Bold.ttf", "DejaVuSans-Bold.ttf"});
    if (main_[0].font == nullptr || main_[1].font == nullptr) {
        HPDF_Free(pdf_);
        throw std::runtime_error("PDF: no usable font; install fonts-noto-core or fonts-dejavu-core");
    }
}

PdfDocument::~PdfDocument() { HPDF_Free(pdf_); }

PdfDocument::Face PdfDocument::loadFace(const std::vector<std::string>& file_names) {
    const std::string path = findFont(file_names);
    if (path.empty()) return {};
    const char* name = HPDF_LoadTTFontFromFile(pdf_, path.c_str(), HPDF_TRUE);
    if (name == nullptr) {
        HPDF_ResetError(pdf_);
        error_ = {};
        return {};
    }
    return Face{HPDF_GetFont(pdf_, name, "UTF-8"), &coverageOf(path)};
}

const PdfDocument::Face& PdfDocument::faceFor(char32_t code_point, Weight weight) {
    const int w = weight == Weight::Bold ? 1 : 0;
    if (main_[w].coverage->covers(code_point)) return main_[w];
    // Bengali (U+0980-U+09FF) and anything else the main face lacks: load on first need.
    if (!bengali_tried_[w]) {
        bengali_tried_[w] = true;
        bengali_[w] = loadFace({w ? "NotoSansBengali-Bold.ttf" : "NotoSansBengali-Regular.ttf"});
    }
    if (bengali_[w].font != nullptr && bengali_[w].coverage->covers(code_point)) return bengali_[w];
    if (!fallback_tried_[w]) {
        fallback_tried_[w] = true;
        fallback_[w] = loadFace({w ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"});
    }
    if (fallback_[w].font != nullptr && fallback_[w].coverage->covers(code_point)) return fallback_[w];
    return main_[w];  // prints the font's missing-glyph box
}

std::vector<PdfDocument::Run> PdfDocument::runs(std::string_view utf8, Weight weight) {
    const int w = weight == Weight::Bold ? 1 : 0;
    if (isAscii(utf8)) return {Run{main_[w].font, utf8}};
    std::vector<Run> result;
    const Face* current = nullptr;
    std::size_t run_start = 0;
    for (std::size_t at = 0; at < utf8.size();) {
        const std::size_t start = at;
        const char32_t code = nextCodePoint(utf8, at);
        // Stay in the current run's font while it covers the text: marks keep their base letter.
        if (current != nullptr && current->coverage->covers(code)) continue;
        const Face* face = &faceFor(code, weight);
        if (face == current) continue;
        if (current != nullptr) result.push_back(Run{current->font, utf8.substr(run_start, start - run_start)});
        current = face;
        run_start = start;
    }
    if (current != nullptr) result.push_back(Run{current->font, utf8.substr(run_start)});
    return result;
}

float PdfDocument::textWidth(std::string_view utf8, float size, Weight weight) {
    float width = 0;
    for (const Run& run : runs(utf8, weight)) {
        const HPDF_TextWidth measured = HPDF_Font_TextWidth(
            run.font, reinterpret_cast<const HPDF_BYTE*>(run.text.data()), static_cast<HPDF_UINT>(run.text.size()));
        width += static_cast<float>(measured.width) * size / 1000.0f;
    }
    return width;
}

void PdfDocument::text(float x, float baseline, std::string_view utf8, float size, Weight weight, Rgb colour) {
    if (utf8.empty()) return;
    HPDF_Page_SetRGBFill(current_, colour.r, colour.g, colour.b);
    HPDF_Page_BeginText(current_);
    HPDF_Page_MoveTextPos(current_, x, page_height_ - baseline);
    for (const Run& run : runs(utf8, weight)) {
        HPDF_Page_SetFontAndSize(current_, run.font, size);
        HPDF_Page_ShowText(current_, std::string(run.text).c_str());
    }
    HPDF_Page_EndText(current_);
}

void PdfDocument::textIn(const Box& box, std::string_view utf8, float size, Align align, Weight weight, Rgb colour) {
    if (utf8.empty()) return;
    constexpr float kPadding = 2.5f;
    const float room = box.width - 2 * kPadding;
    float width = textWidth(utf8, size, weight);
    std::string fitted(utf8);
    if (width > room) {
        const float shrunk = size * room / width;
        if (shrunk >= size * 0.75f) {
            size = shrunk;
        } else {
            size *= 0.75f;
            // Cut whole code points until the text and an ellipsis fit.
            std::vector<std::size_t> boundaries;
            for (std::size_t at = 0; at < fitted.size();) {
                nextCodePoint(fitted, at);
                boundaries.push_back(at);
            }
            while (boundaries.size() > 1) {
                boundaries.pop_back();
                std::string candidate = fitted.substr(0, boundaries.back()) + "…";
                if (textWidth(candidate, size, weight) <= room) {
                    fitted = candidate;
                    break;
                }
            }
        }
        width = textWidth(fitted, size, weight);
    }
    float x = box.x + kPadding;
    if (align == Align::Right) x = box.right() - kPadding - width;
    if (align == Align::Center) x = box.x + (box.width - width) / 2;
    text(x, box.y + box.height / 2 + size * 0.36f, fitted, size, weight, colour);
}

void PdfDocument::fill(const Box& box, Rgb colour) {
    HPDF_Page_SetRGBFill(current_, colour.r, colour.g, colour.b);
    HPDF_Page_Rectangle(current_, box.x, page_height_ - box.bottom(), box.width, box.height);
    HPDF_Page_Fill(current_);
}

void PdfDocument::frame(const Box& box, float line_width, Rgb colour) {
    HPDF_Page_SetLineWidth(current_, line_width);
    HPDF_Page_SetRGBStroke(current_, colour.r, colour.g, colour.b);
    HPDF_Page_Rectangle(current_, box.x, page_height_ - box.bottom(), box.width, box.height);
    HPDF_Page_Stroke(current_);
}

void PdfDocument::line(float x1, float y1, float x2, float y2, float line_width, Rgb colour) {
    HPDF_Page_SetLineWidth(current_, line_width);
    HPDF_Page_SetRGBStroke(current_, colour.r, colour.g, colour.b);
    HPDF_Page_MoveTo(current_, x1, page_height_ - y1);
    HPDF_Page_LineTo(current_, x2, page_height_ - y2);
    HPDF_Page_Stroke(current_);
}

void PdfDocument::startPage(Orientation orientation) {
    current_ = HPDF_AddPage(pdf_);
    const bool landscape = orientation == Orientation::Landscape;
    const float short_side = paper_ == Paper::A4 ? kA4Width : kLetterWidth;
    const float long_side = paper_ == Paper::A4 ? kA4Height : kLetterHeight;
    page_width_ = landscape ? long_side : short_side;
    page_height_ = landscape ? short_side : long_side;
    HPDF_Page_SetWidth(current_, page_width_);
    HPDF_Page_SetHeight(current_, page_height_);
    pages_.push_back({current_, false});
}

void PdfDocument::newBlankPage(Orientation orientation) {
    startPage(orientation);
    body_ = {kMargin, kMargin, page_width_ - 2 * kMargin, page_height_ - 2 * kMargin};
}

void PdfDocument::newPage(Orientation orientation, const std::string& title) {
    startPage(orientation);
    pages_.back().numbered = true;
    const float top = 30;
    const float title_width = textWidth(title, 11, Weight::Bold);
    textIn({kMargin - 2.5f, top, page_width_ - 2 * kMargin - title_width - 12, 18}, header_.event_name, 13, Align::Left,
           Weight::Bold);
    text(page_width_ - kMargin - title_width, top + 13, title, 11, Weight::Bold, kGrey(0.25f));
    textIn({kMargin - 2.5f, top + 18, page_width_ - 2 * kMargin + 5, 12}, header_.details, 8.5f, Align::Left,
           Weight::Regular, kGrey(0.3f));
    line(kMargin, top + 33, page_width_ - kMargin, top + 33, 0.8f);
    body_ = {kMargin, top + 42, page_width_ - 2 * kMargin, page_height_ - top - 42 - 40};
}

void PdfDocument::checkErrors(const char* doing) const {
    if (error_.code == 0) return;
    char message[128];
    std::snprintf(message, sizeof message, "PDF: libharu error 0x%04lX (detail %lu) while %s", error_.code,
                  error_.detail, doing);
    throw std::runtime_error(message);
}

void PdfDocument::save(const std::string& path) {
    const int total = pageCount();
    for (int i = 0; i < total; ++i) {
        if (!pages_[static_cast<std::size_t>(i)].numbered) continue;
        current_ = pages_[static_cast<std::size_t>(i)].page;
        page_width_ = HPDF_Page_GetWidth(current_);
        page_height_ = HPDF_Page_GetHeight(current_);
        const float rule = page_height_ - 30;
        line(kMargin, rule, page_width_ - kMargin, rule, 0.4f, kGrey(0.5f));
        text(kMargin, rule + 10, "Tourney", 7.5f, Weight::Regular, kGrey(0.4f));
        const std::string number = "Page " + std::to_string(i + 1) + " of " + std::to_string(total);
        text(page_width_ - kMargin - textWidth(number, 7.5f), rule + 10, number, 7.5f, Weight::Regular, kGrey(0.2f));
    }
    checkErrors("drawing the pages");
    // Written aside and renamed at the end: a failed write leaves no half-written file.
    const std::string partial = path + ".part";
    std::error_code ignored;
    if (HPDF_SaveToFile(pdf_, partial.c_str()) != HPDF_OK || error_.code != 0) {
        std::filesystem::remove(partial, ignored);
        throw std::runtime_error(path + ": cannot be written");
    }
    std::error_code renamed;
    std::filesystem::rename(partial, path, renamed);
    if (renamed) {
        std::filesystem::remove(partial, ignored);
        throw std::runtime_error(path + ": cannot be written (" + renamed.message() + ")");
    }
}

}  // namespace tourney::reports
