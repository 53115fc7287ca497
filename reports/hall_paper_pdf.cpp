#include "reports/hall_paper_pdf.h"

#include "reports/labels.h"
#include "reports/qr_code.h"

#include <functional>

namespace tourney::reports {

using tournament::Align;
using tournament::PaperPlayer;

namespace {

constexpr float kMargin = 28;  // around the sheets: the cut marks are drawn in it
constexpr float kInset = 10;   // inside a sheet, from its cut
const Rgb kLabelGrey = kGrey(0.35f);
const Rgb kMarkGrey = kGrey(0.4f);

struct Grid {
    int columns = 1, rows = 1;
    Orientation orientation = Orientation::Portrait;
};

// Short lines in the margins where each cut goes, on the lines between the sheets and at their
// outer edges: a guillotine cuts from mark to mark.
void cutMarks(PdfDocument& pdf, const Grid& grid, float width, float height) {
    const Box page = pdf.page();
    for (int column = 0; column <= grid.columns; ++column) {
        const float x = kMargin + static_cast<float>(column) * width;
        pdf.line(x, 4, x, kMargin - 6, 0.5f, kMarkGrey);
        pdf.line(x, page.height - kMargin + 6, x, page.height - 4, 0.5f, kMarkGrey);
    }
    for (int row = 0; row <= grid.rows; ++row) {
        const float y = kMargin + static_cast<float>(row) * height;
        pdf.line(4, y, kMargin - 6, y, 0.5f, kMarkGrey);
        pdf.line(page.width - kMargin + 6, y, page.width - 4, y, 0.5f, kMarkGrey);
    }
}

// `count` sheets, `grid` to a page, each drawn by `sheet` in its box (already inset).
void printSheets(PdfDocument& pdf, std::size_t count, const Grid& grid,
                 const std::function<void(const Box& box, std::size_t index)>& sheet) {
    const std::size_t per_page = static_cast<std::size_t>(grid.columns * grid.rows);
    for (std::size_t index = 0; index < count; ++index) {
        if (index % per_page == 0) pdf.newBlankPage(grid.orientation);
        const Box page = pdf.page();
        const float width = (page.width - 2 * kMargin) / static_cast<float>(grid.columns);
        const float height = (page.height - 2 * kMargin) / static_cast<float>(grid.rows);
        if (index % per_page == 0) cutMarks(pdf, grid, width, height);
        const int place = static_cast<int>(index % per_page);
        const Box cell{kMargin + static_cast<float>(place % grid.columns) * width,
                       kMargin + static_cast<float>(place / grid.columns) * height, width, height};
        pdf.frame(cell, 0.3f, kGrey(0.8f));  // a faint outline: a sheet cut a little off still looks right
        sheet({cell.x + kInset, cell.y + kInset, cell.width - 2 * kInset, cell.height - 2 * kInset}, index);
    }
}

std::string number(int value) { return withDigits(std::to_string(value)); }

std::string ratingText(const PaperPlayer& player) {
    return player.rating > 0 ? label("Rating") + " " + number(player.rating) : label("unrated");
}

// "GM  ·  BAN": the parts the player has, `·` between them.
std::string joined(const std::vector<std::string>& parts) {
    std::string line;
    for (const std::string& part : parts) {
        if (part.empty()) continue;
        if (!line.empty()) line += "  ·  ";
        line += part;
    }
    return line;
}

void caption(PdfDocument& pdf, const Box& box, const std::string& text) {
    pdf.textIn(box, text, 7, Align::Left, Weight::Regular, kLabelGrey);
}

// One side of a card: the colour, the player, and his QR code on the right.
void cardPlayer(PdfDocument& pdf, const Box& box, const std::string& colour, const PaperPlayer& player) {
    const float code = player.page.empty() ? 0 : box.height;
    const float width = box.width - code - (code > 0 ? 6 : 0);
    pdf.frame({box.x, box.y + 3, 9, 9}, 0.6f);
    if (colour == "Black") pdf.fill({box.x, box.y + 3, 9, 9}, kBlack);
    pdf.textIn({box.x + 11, box.y, width - 11, 14},
               label(colour) + "  ·  " + label("No") + " " + number(player.start_no), 8.5f, Align::Left,
               Weight::Regular, kLabelGrey);
    pdf.textIn({box.x, box.y + 15, width, 22}, player.name, 14, Align::Left, Weight::Bold);
    pdf.textIn({box.x, box.y + 37, width, 13}, joined({player.title, ratingText(player), player.federation}), 9,
               Align::Left);
    pdf.textIn({box.x, box.y + 50, width, 13}, player.club, 9, Align::Left, Weight::Regular, kLabelGrey);
    if (code > 0) drawQrCode(pdf, QrCode(player.page), {box.right() - code, box.y, code, code});
}

void pairingCard(PdfDocument& pdf, const Box& sheet, const std::string& event_name,
                 const tournament::PairingCard& card) {
    pdf.textIn({sheet.x, sheet.y, sheet.width * 0.62f, 20},
               label("Round") + " " + number(card.round) + "  ·  " + label("Board") + " " + number(card.board), 15,
               Align::Left, Weight::Bold);
    pdf.textIn({sheet.x + sheet.width * 0.62f, sheet.y, sheet.width * 0.38f, 20}, event_name, 8, Align::Right,
               Weight::Regular, kLabelGrey);
    pdf.line(sheet.x, sheet.y + 23, sheet.right(), sheet.y + 23, 0.5f);
    cardPlayer(pdf, {sheet.x, sheet.y + 30, sheet.width, 66}, "White", card.white);
    pdf.line(sheet.x, sheet.y + 101, sheet.right(), sheet.y + 101, 0.3f, kGrey(0.6f));
    cardPlayer(pdf, {sheet.x, sheet.y + 107, sheet.width, 66}, "Black", card.black);
    const float result_top = sheet.y + 180;
    const Box result{sheet.x, result_top, sheet.width, sheet.bottom() - 26 - result_top};
    pdf.frame(result, 0.8f);
    caption(pdf, {result.x + 2, result.y + 1, result.width, 9}, label("Result (circle one)"));
    pdf.textIn({result.x, result.y + 9, result.width, result.height - 9}, withDigits(card.results), 14, Align::Center,
               Weight::Bold);
    const float half = sheet.width / 2;
    for (const auto& [x, who] :
         {std::pair{sheet.x, label("White's signature")}, std::pair{sheet.x + half, label("Black's signature")}}) {
        pdf.line(x, sheet.bottom() - 9, x + half - 8, sheet.bottom() - 9, 0.5f);
        caption(pdf, {x, sheet.bottom() - 8, half - 8, 8}, who);
    }
}

void badge(PdfDocument& pdf, const Box& sheet, const std::string& event_name, const PaperPlayer& player) {
    pdf.textIn({sheet.x, sheet.y, sheet.width, 14}, event_name, 9, Align::Center, Weight::Regular, kLabelGrey);
    pdf.line(sheet.x, sheet.y + 16, sheet.right(), sheet.y + 16, 0.5f);
    pdf.textIn({sheet.x, sheet.y + 22, sheet.width, 32}, player.name, 20, Align::Left, Weight::Bold);
    const float top = sheet.y + 60;
    const float code = player.page.empty() ? 0 : sheet.bottom() - top;
    const float width = sheet.width - code - (code > 0 ? 8 : 0);
    pdf.textIn({sheet.x, top, width, 16}, joined({player.title, player.federation}), 12, Align::Left, Weight::Bold);
    pdf.textIn({sheet.x, top + 18, width, 16}, ratingText(player), 11, Align::Left);
    pdf.textIn({sheet.x, top + 36, width, 14}, player.club, 10, Align::Left, Weight::Regular, kLabelGrey);
    caption(pdf, {sheet.x, sheet.bottom() - 52, width, 10}, label("Start number"));
    pdf.textIn({sheet.x, sheet.bottom() - 42, width, 42}, number(player.start_no), 34, Align::Left, Weight::Bold);
    if (code > 0) drawQrCode(pdf, QrCode(player.page), {sheet.right() - code, top, code, code});
}

void tableNumber(PdfDocument& pdf, const Box& sheet, const Event& event, int board) {
    pdf.textIn({sheet.x, sheet.y + 10, sheet.width, 40}, label(event.atTables() ? "Table" : "Board"), 30, Align::Center,
               Weight::Bold, kLabelGrey);
    pdf.textIn({sheet.x, sheet.y + 60, sheet.width, sheet.height - 100}, number(board), 230, Align::Center,
               Weight::Bold);
    pdf.textIn({sheet.x, sheet.bottom() - 24, sheet.width, 20}, event.info.name, 12, Align::Center, Weight::Regular,
               kLabelGrey);
}

}  // namespace

void printPairingCards(PdfDocument& pdf, const Event& event, const std::vector<tournament::PairingCard>& cards) {
    printSheets(pdf, cards.size(), {2, 3, Orientation::Portrait},
                [&](const Box& box, std::size_t index) { pairingCard(pdf, box, event.info.name, cards[index]); });
}

void printBadges(PdfDocument& pdf, const Event& event, const std::vector<PaperPlayer>& badges) {
    printSheets(pdf, badges.size(), {2, 4, Orientation::Portrait},
                [&](const Box& box, std::size_t index) { badge(pdf, box, event.info.name, badges[index]); });
}

void printTableNumbers(PdfDocument& pdf, const Event& event, const std::vector<int>& numbers) {
    printSheets(pdf, numbers.size(), {1, 2, Orientation::Portrait},
                [&](const Box& box, std::size_t index) { tableNumber(pdf, box, event, numbers[index]); });
}

}  // namespace tourney::reports
