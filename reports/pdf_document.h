// A PDF being written with libharu: paper, pages, text in UTF-8 shaped by HarfBuzz and drawn
// in embedded TrueType fonts (text_shaping.h, pdf_font.h), and the running header and footer
// every page carries (event, place, dates, chief arbiter, page x of y). Coordinates are points
// from the page's top-left corner, y growing downwards.
#pragma once

#include "reports/pdf_font.h"
#include "reports/text_shaping.h"
#include "tournament/table.h"

#include <hpdf.h>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace tourney::reports {

enum class Paper { A4, Letter };
std::optional<Paper> parsePaper(std::string_view name);  // "a4", "letter"

enum class Orientation { Portrait, Landscape };

struct Box {
    float x = 0, y = 0, width = 0, height = 0;
    float right() const { return x + width; }
    float bottom() const { return y + height; }
};

struct Rgb {
    float r = 0, g = 0, b = 0;
};
inline constexpr Rgb kBlack{0, 0, 0};
inline constexpr Rgb kGrey(float level) { return Rgb{level, level, level}; }

// What every page repeats.
struct RunningHeader {
    std::string event_name;
    std::string details;  // "Dhaka · 2026-03-01 – 2026-03-09 · Chief Arbiter: ..."
};

// The first error libharu reported, kept until save() turns it into an exception.
struct PdfError {
    unsigned long code = 0;
    unsigned long detail = 0;
};

class PdfDocument {
public:
    explicit PdfDocument(Paper paper, RunningHeader header);
    ~PdfDocument();
    PdfDocument(const PdfDocument&) = delete;
    PdfDocument& operator=(const PdfDocument&) = delete;

    // A new page with the running header; `title` names the report on it.
    void newPage(Orientation orientation, const std::string& title);
    // A new page without the running header (scoresheets fill the whole sheet).
    void newBlankPage(Orientation orientation);
    // The area between the running header and the footer of the current page.
    Box body() const { return body_; }
    Box page() const { return {0, 0, page_width_, page_height_}; }
    int pageCount() const { return static_cast<int>(pages_.size()); }

    // The width of the shaped text.
    float textWidth(std::string_view utf8, float size, Weight weight = Weight::Regular);
    // Draws text with its baseline at y, starting at x; right-to-left text too starts at x.
    void text(float x, float baseline, std::string_view utf8, float size, Weight weight = Weight::Regular,
              Rgb colour = kBlack);
    // Text placed in a box, vertically centred; shrunk (to 75%) and then cut with "…" to fit.
    void textIn(const Box& box, std::string_view utf8, float size, tournament::Align align,
                Weight weight = Weight::Regular, Rgb colour = kBlack);

    void fill(const Box& box, Rgb colour);
    void frame(const Box& box, float line_width, Rgb colour = kBlack);
    void line(float x1, float y1, float x2, float y2, float line_width, Rgb colour = kBlack);

    // Writes footers (page x of y) and returns the document's bytes; call once. Throws
    // std::runtime_error when libharu reported an error.
    std::string bytes();

private:
    void numberPages();
    void startPage(Orientation orientation);
    // The text shaped once per document and weight: tables measure a cell, then draw it.
    const ShapedText& shaped(std::string_view utf8, Weight weight);
    PdfFont& pdfFont(const FontFace& face);
    void setTitle(const std::string& title);
    void checkErrors(const char* doing) const;

    // Before pdf_: a missing font throws before libharu allocates anything.
    FontFamily regular_{Weight::Regular}, bold_{Weight::Bold};
    std::unordered_map<std::string, ShapedText> shaped_[2];
    HPDF_Doc pdf_ = nullptr;
    std::map<const FontFace*, std::unique_ptr<PdfFont>> fonts_;  // the faces drawn so far
    Paper paper_;
    RunningHeader header_;
    struct PageEntry {
        HPDF_Page page;
        bool numbered;  // carries the running header, so also the page number
    };
    std::vector<PageEntry> pages_;
    HPDF_Page current_ = nullptr;
    float page_width_ = 0, page_height_ = 0;
    Box body_;
    PdfError error_;
};

}  // namespace tourney::reports
