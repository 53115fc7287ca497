#include "reports/pdf_document.h"

#include "reports/labels.h"
#include "tournament/refusal.h"

#include <hpdf_objects.h>
#include <hpdf_pages.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
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

void HPDF_STDCALL recordError(HPDF_STATUS code, HPDF_STATUS detail, void* user_data) {
    auto* error = static_cast<PdfError*>(user_data);
    if (error->code == 0) *error = PdfError{code, detail};
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
    HPDF_SetCompressionMode(pdf_, HPDF_COMP_ALL);
    HPDF_SetInfoAttr(pdf_, HPDF_INFO_CREATOR, "Tourney");
    if (!header_.event_name.empty()) setTitle(header_.event_name);
}

PdfDocument::~PdfDocument() { HPDF_Free(pdf_); }

void PdfDocument::setTitle(const std::string& title) {
    HPDF_SetInfoAttr(pdf_, HPDF_INFO_TITLE, isAscii(title) ? title.c_str() : "-");
    if (isAscii(title)) return;
    // libharu writes info strings byte for byte; a title in Bengali needs UTF-16.
    const std::string bytes = "\xFE\xFF" + utf16BigEndian(decodedText(title));
    HPDF_Dict_Add(pdf_->info, "Title",
                  HPDF_Binary_New(pdf_->mmgr, reinterpret_cast<HPDF_BYTE*>(const_cast<char*>(bytes.data())),
                                  static_cast<HPDF_UINT>(bytes.size())));
}

const ShapedText& PdfDocument::shaped(std::string_view utf8, Weight weight) {
    const int w = weight == Weight::Bold ? 1 : 0;
    auto& cache = shaped_[w];
    auto found = cache.find(std::string(utf8));
    if (found != cache.end()) return found->second;
    return cache.emplace(std::string(utf8), shapeText(utf8, w ? bold_ : regular_)).first->second;
}

PdfFont& PdfDocument::pdfFont(const FontFace& face) {
    std::unique_ptr<PdfFont>& font = fonts_[&face];
    if (!font) font = std::make_unique<PdfFont>(pdf_, face);
    return *font;
}

float PdfDocument::textWidth(std::string_view utf8, float size, Weight weight) {
    return shaped(utf8, weight).width(size);
}

void PdfDocument::text(float x, float baseline, std::string_view utf8, float size, Weight weight, Rgb colour) {
    if (utf8.empty()) return;
    const ShapedText& shaped_text = shaped(utf8, weight);
    HPDF_Page_SetRGBFill(current_, colour.r, colour.g, colour.b);
    // The text object is written here, not through libharu's text calls, which take characters
    // and cannot show glyphs by id. Each run moves the line start to its own left edge.
    std::string content = "BT\n" + pdfNumber(x) + " " + pdfNumber(page_height_ - baseline) + " Td\n";
    float run_x = 0;
    for (const ShapedRun& run : shaped_text.runs) {
        if (run.glyphs.empty()) continue;
        PdfFont& font = pdfFont(*run.face);
        const char* name = HPDF_Page_GetLocalFontName(current_, font.dictionary());
        if (name == nullptr) throw std::runtime_error("PDF: libharu failed while adding a font to a page");
        if (run_x != 0) content += pdfNumber(run_x) + " 0 Td\n";
        content += "/" + std::string(name) + " " + pdfNumber(size) + " Tf\n" + font.show(shaped_text, run, size);
        run_x = static_cast<float>(run.advance) * size / static_cast<float>(run.face->unitsPerEm());
    }
    content += "ET\n";
    const auto* attr = static_cast<HPDF_PageAttr>(static_cast<HPDF_Dict>(current_)->attr);
    if (HPDF_Stream_Write(attr->stream, reinterpret_cast<const HPDF_BYTE*>(content.data()),
                          static_cast<HPDF_UINT>(content.size())) != HPDF_OK)
        throw std::runtime_error("PDF: libharu failed while writing a page");
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
            // Cut whole clusters (a letter with its marks, a Bengali syllable) until the text
            // and an ellipsis fit.
            std::vector<std::size_t> boundaries = shaped(fitted, weight).cutPoints();
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
    const float full = page_width_ - 2 * kMargin;
    // The report's title is never cut. It shares the first line with the event's name when both
    // fit there; otherwise the name takes the first line and the title the second, beside the
    // details, which give way first.
    const float title_width = std::min(textWidth(title, 11, Weight::Bold) + 5, full + 5);
    const bool one_line = textWidth(header_.event_name, 13, Weight::Bold) + title_width + 12 <= full;
    const float title_top = one_line ? top : top + 15;
    textIn({kMargin - 2.5f, top, one_line ? full - title_width - 12 : full + 5, 18}, header_.event_name, 13,
           Align::Left, Weight::Bold);
    textIn({page_width_ - kMargin + 2.5f - title_width, title_top, title_width, 18}, title, 11, Align::Right,
           Weight::Bold, kGrey(0.25f));
    textIn({kMargin - 2.5f, top + 18, one_line ? full + 5 : full - title_width - 8, 12}, header_.details, 8.5f,
           Align::Left, Weight::Regular, kGrey(0.3f));
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

void PdfDocument::numberPages() {
    const int total = pageCount();
    for (int i = 0; i < total; ++i) {
        if (!pages_[static_cast<std::size_t>(i)].numbered) continue;
        current_ = pages_[static_cast<std::size_t>(i)].page;
        page_width_ = HPDF_Page_GetWidth(current_);
        page_height_ = HPDF_Page_GetHeight(current_);
        const float rule = page_height_ - 30;
        line(kMargin, rule, page_width_ - kMargin, rule, 0.4f, kGrey(0.5f));
        text(kMargin, rule + 10, "Tourney", 7.5f, Weight::Regular, kGrey(0.4f));
        const std::string number = label("Page " + std::to_string(i + 1) + " of " + std::to_string(total));
        text(page_width_ - kMargin - textWidth(number, 7.5f), rule + 10, number, 7.5f, Weight::Regular, kGrey(0.2f));
    }
    checkErrors("drawing the pages");
    for (auto& [face, font] : fonts_) font->finish();
}

std::string PdfDocument::bytes() {
    numberPages();
    std::string pdf;
    if (HPDF_SaveToStream(pdf_) == HPDF_OK && error_.code == 0) {
        pdf.resize(HPDF_GetStreamSize(pdf_));
        HPDF_UINT32 size = static_cast<HPDF_UINT32>(pdf.size());
        const HPDF_STATUS read = HPDF_ReadFromStream(pdf_, reinterpret_cast<HPDF_BYTE*>(pdf.data()), &size);
        if ((read == HPDF_OK || read == HPDF_STREAM_EOF) && size == pdf.size()) return pdf;
    }
    throw std::runtime_error("the PDF cannot be made (libharu error " + std::to_string(error_.code) + ")");
}

}  // namespace tourney::reports
