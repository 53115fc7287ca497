#include "reports/table_sheet_pdf.h"

#include "reports/labels.h"
#include "reports/scoresheet_pdf.h"
#include "rules/registry.h"
#include "tournament/result_text.h"

namespace tourney::reports {

using tournament::Align;

namespace {

constexpr float kLabelSize = 6.5f;
const Rgb kLabelGrey = kGrey(0.35f);

void labelledBox(PdfDocument& pdf, const Box& box, const std::string& caption) {
    pdf.frame(box, 0.8f);
    pdf.textIn({box.x + 2, box.y + 1, box.width - 4, 8}, reports::label(caption), kLabelSize, Align::Left,
               Weight::Regular, kLabelGrey);
}

// One seat's row: colour, seat, number, name; then the boxes to fill and the signature.
void seatRow(PdfDocument& pdf, const Box& row, const Event& event, int seat, int start_no) {
    const std::string seat_name = tournament::seatName(event.game, seat);
    pdf.fill({row.x, row.y + 4, 10, row.height - 8}, seatColour(event.game, seat));
    const float name_width = row.width * 0.42f;
    pdf.textIn({row.x + 14, row.y + 2, name_width, 11},
               label(seat_name) + "  ·  " + label("No") + " " + withDigits(std::to_string(start_no)), kLabelSize + 1,
               Align::Left, Weight::Regular, kLabelGrey);
    pdf.textIn({row.x + 14, row.y + 13, name_width, row.height - 15}, playerLine(event, start_no), 10, Align::Left,
               Weight::Bold);
    const float x = row.x + 18 + name_width;
    labelledBox(pdf, {x, row.y + 3, 62, row.height - 6}, "Game points");
    labelledBox(pdf, {x + 66, row.y + 3, 36, row.height - 6}, "Place");
    const float signature = x + 108;
    pdf.line(signature, row.bottom() - 8, row.right(), row.bottom() - 8, 0.5f);
    pdf.textIn({signature, row.bottom() - 7, row.right() - signature, 8}, label("Signature"), kLabelSize, Align::Left,
               Weight::Regular, kLabelGrey);
}

void tableSheet(PdfDocument& pdf, const Box& sheet, const Event& event, int round, const Game& game) {
    pdf.textIn({sheet.x, sheet.y, sheet.width * 0.7f, 18},
               label("Table " + std::to_string(game.board)) + "  ·  " + label("Round " + std::to_string(round)), 14,
               Align::Left, Weight::Bold);
    pdf.textIn({sheet.x + sheet.width * 0.5f, sheet.y, sheet.width * 0.5f, 18}, event.info.name, 9, Align::Right);
    const float top = sheet.y + 24;
    const float footer = 46;
    const float row_height = (sheet.bottom() - footer - top) / static_cast<float>(game.seats.size());
    for (std::size_t seat = 0; seat < game.seats.size(); ++seat) {
        const Box row{sheet.x, top + static_cast<float>(seat) * row_height, sheet.width, row_height};
        seatRow(pdf, row, event, static_cast<int>(seat), game.seats[seat].player);
        if (seat > 0) pdf.line(row.x, row.y, row.right(), row.y, 0.3f, kGrey(0.6f));
    }
    const float y = sheet.bottom() - footer;
    std::string order;
    for (std::size_t seat = 0; seat < game.seats.size(); ++seat)
        order += (seat ? "-" : "") + label(tournament::seatName(event.game, static_cast<int>(seat)));
    pdf.textIn({sheet.x, y + 4, sheet.width * 0.6f, 10},
               label("Game points as won at the table; equal points share a place. Entered as") + " " + order + ".",
               kLabelSize, Align::Left, Weight::Regular, kLabelGrey);
    pdf.line(sheet.x + sheet.width * 0.62f, sheet.bottom() - 10, sheet.right(), sheet.bottom() - 10, 0.5f);
    pdf.textIn({sheet.x + sheet.width * 0.62f, sheet.bottom() - 9, sheet.width * 0.38f, 8},
               label("Arbiter's signature"), kLabelSize, Align::Left, Weight::Regular, kLabelGrey);
    pdf.frame({sheet.x - 6, sheet.y - 6, sheet.width + 12, sheet.height + 12}, 0.6f, kGrey(0.5f));
}

}  // namespace

Rgb seatColour(GameKind game, int seat) {
    const rules::GameEntry* entry = rules::findGame(game);
    if (!entry || entry->scoresheet.seat_colours.empty()) return kGrey(0.6f);
    const std::vector<rules::ScoresheetLayout::Colour>& colours = entry->scoresheet.seat_colours;
    const rules::ScoresheetLayout::Colour& colour = colours[static_cast<std::size_t>(seat) % colours.size()];
    return {colour.red, colour.green, colour.blue};
}

void printTableSheets(PdfDocument& pdf, const Event& event, int round_number) {
    printTwoToAPage(pdf, event, round_number, [&](const Box& sheet, const Game& game) {
        tableSheet(pdf, {sheet.x + 6, sheet.y + 6, sheet.width - 12, sheet.height - 12}, event, round_number, game);
    });
}

}  // namespace tourney::reports
