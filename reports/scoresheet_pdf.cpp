#include "reports/scoresheet_pdf.h"

#include "reports/labels.h"
#include "reports/table_sheet_pdf.h"
#include "rules/registry.h"
#include "tournament/refusal.h"
#include "tournament/result_text.h"
#include "tournament/result_tokens.h"

#include <stdexcept>

namespace tourney::reports {

using tournament::Align;
using tournament::Cell;
using tournament::Column;
using tournament::Table;

namespace {

constexpr float kLabelSize = 6.5f;
constexpr float kValueSize = 9.5f;
constexpr float kLine = 0.6f;
const Rgb kLabelGrey = kGrey(0.35f);
const Rgb kRuleGrey = kGrey(0.55f);

// A framed field with a small caption on top and its value below: "Round" / "3". The caption
// is printed in the report language.
void field(PdfDocument& pdf, const Box& box, const std::string& caption, const std::string& value,
           Weight weight = Weight::Regular) {
    pdf.frame(box, kLine);
    pdf.textIn({box.x, box.y + 1, box.width, 9}, label(caption), kLabelSize, Align::Left, Weight::Regular, kLabelGrey);
    pdf.textIn({box.x, box.y + 9, box.width, box.height - 9}, value, kValueSize, Align::Left, weight);
}

using rules::ScoresheetLayout;

// The game's entry (rules/registry.h), or a chess-like one for a game without an engine.
const rules::GameEntry& entryOf(GameKind game) {
    static const rules::GameEntry kPlain = [] {
        rules::GameEntry plain;
        plain.title = "Game";
        return plain;
    }();
    const rules::GameEntry* entry = rules::findGame(game);
    return entry ? *entry : kPlain;
}

// Move grid of a two-player game: `blocks` side by side, `rows` moves each, numbered on.
// Draughts splits each move cell into a from and a to square.
void twoPlayerMoves(PdfDocument& pdf, const Box& area, int blocks, int rows, bool square_pairs) {
    constexpr float kGap = 6, kNumber = 17, kHeader = 12;
    const float block_width = (area.width - kGap * static_cast<float>(blocks - 1)) / static_cast<float>(blocks);
    const float move_width = (block_width - kNumber) / 2;
    const float row_height = (area.height - kHeader) / static_cast<float>(rows);
    for (int b = 0; b < blocks; ++b) {
        const float x = area.x + static_cast<float>(b) * (block_width + kGap);
        pdf.fill({x, area.y, block_width, kHeader}, kGrey(0.85f));
        pdf.textIn({x + kNumber, area.y, move_width, kHeader}, label("White"), 7.5f, Align::Center, Weight::Bold);
        pdf.textIn({x + kNumber + move_width, area.y, move_width, kHeader}, label("Black"), 7.5f, Align::Center,
                   Weight::Bold);
        for (int r = 0; r < rows; ++r) {
            const float y = area.y + kHeader + static_cast<float>(r) * row_height;
            if (r % 2 == 1) pdf.fill({x, y, kNumber, row_height}, kGrey(0.93f));
            pdf.textIn({x, y, kNumber, row_height}, withDigits(std::to_string(b * rows + r + 1)), 7.5f, Align::Right);
            pdf.line(x, y + row_height, x + block_width, y + row_height, 0.3f, kRuleGrey);
            if (square_pairs)
                for (float mx : {x + kNumber, x + kNumber + move_width})
                    pdf.line(mx + move_width / 2, y + row_height * 0.3f, mx + move_width / 2, y + row_height, 0.3f,
                             kRuleGrey);
        }
        pdf.line(x + kNumber, area.y, x + kNumber, area.bottom(), 0.5f);
        pdf.line(x + kNumber + move_width, area.y, x + kNumber + move_width, area.bottom(), 0.5f);
        pdf.frame({x, area.y, block_width, area.height}, kLine);
    }
}

// The board as the players see it from White's side, its dark squares numbered from the top
// left (draughts: 1-50), with the layout's lines under it.
void numberedBoard(PdfDocument& pdf, const Box& area, const ScoresheetLayout& layout) {
    const int size = layout.board_size;
    const auto side = static_cast<float>(size);
    const float square = std::min(area.width, area.height - 30) / side;
    const float left = area.x + (area.width - side * square) / 2;
    for (int row = 0; row < size; ++row)
        for (int column = 0; column < size; ++column) {
            const Box box{left + static_cast<float>(column) * square, area.y + static_cast<float>(row) * square, square,
                          square};
            const bool dark = (row + column) % 2 == 1;
            if (!dark) continue;
            pdf.fill(box, kGrey(0.62f));
            const int number = row * (size / 2) + column / 2 + 1;
            pdf.textIn({box.x - 2, box.y, box.width + 4, box.height}, withDigits(std::to_string(number)),
                       square * 0.42f, Align::Center, Weight::Regular, Rgb{1, 1, 1});
        }
    pdf.frame({left, area.y, side * square, side * square}, kLine);
    float y = area.y + side * square + 4;
    for (std::string_view line : layout.panel_lines) {
        pdf.textIn({area.x, y, area.width, 9}, label(std::string(line)), 6.5f, Align::Center, Weight::Regular,
                   kLabelGrey);
        y += 8;
    }
}

// Short lines of help printed beside the grid.
void helpPanel(PdfDocument& pdf, const Box& area, const ScoresheetLayout& layout) {
    pdf.frame(area, 0.4f, kRuleGrey);
    pdf.textIn({area.x + 2, area.y + 2, area.width - 4, 11}, label(std::string(layout.panel_title)), 7.5f, Align::Left,
               Weight::Bold);
    float y = area.y + 14;
    for (std::string_view line : layout.panel_lines) {
        pdf.textIn({area.x + 2, y, area.width - 4, 9.5f}, label(std::string(line)), 6.5f, Align::Left, Weight::Regular,
                   kLabelGrey);
        y += 9.5f;
    }
}

// Lines under the moves (Camelot: the notation and the ends of the game), above the signatures.
void notes(PdfDocument& pdf, const Box& area, const ScoresheetLayout& layout) {
    float y = area.y + 1;
    for (std::string_view line : layout.notes) {
        pdf.textIn({area.x, y, area.width, 9}, label(std::string(line)), 6.5f, Align::Left, Weight::Regular,
                   kLabelGrey);
        y += 9;
    }
}

// Games with dice (Chaturaji): one line per turn, as the record writes it (docs/games.md
// §3.13): the army, the throw, and the two moves in the order played ("-" for a die passed).
// Turns pass from seat to seat in the order of play, so the army of each line is printed; an
// army that is out is skipped by writing "out" over its line. `blocks` columns of turns side
// by side.
void turnsWithThrows(PdfDocument& pdf, const Box& area, const Event& event, int blocks) {
    const int seats = rules::seatCount(event.game);
    constexpr float kGap = 6, kHeader = 12, kNumber = 16, kArmy = 30, kThrow = 26;
    const float block_width = (area.width - kGap * static_cast<float>(blocks - 1)) / static_cast<float>(blocks);
    const float move = (block_width - kNumber - kArmy - kThrow) / 2;
    const int rows = static_cast<int>((area.height - kHeader) / 11.5f);
    const float row_height = (area.height - kHeader) / static_cast<float>(rows);
    for (int b = 0; b < blocks; ++b) {
        const float x = area.x + static_cast<float>(b) * (block_width + kGap);
        pdf.fill({x, area.y, block_width, kHeader}, kGrey(0.85f));
        const float columns[] = {x + kNumber, x + kNumber + kArmy, x + kNumber + kArmy + kThrow,
                                 x + kNumber + kArmy + kThrow + move};
        const char* headers[] = {"Army", "Throw", "1st move", "2nd move"};
        const float widths[] = {kArmy, kThrow, move, move};
        for (int c = 0; c < 4; ++c)
            pdf.textIn({columns[c], area.y, widths[c], kHeader}, label(headers[c]), 6.5f, Align::Center, Weight::Bold);
        for (int r = 0; r < rows; ++r) {
            const int turn = b * rows + r;
            const float y = area.y + kHeader + static_cast<float>(r) * row_height;
            const int seat = turn % seats;
            pdf.textIn({x, y, kNumber - 2, row_height}, withDigits(std::to_string(turn + 1)), 6.5f, Align::Right);
            pdf.fill({columns[0] + 2, y + row_height * 0.25f, 5, row_height * 0.5f}, seatColour(event.game, seat));
            pdf.textIn({columns[0] + 8, y, kArmy - 8, row_height}, label(tournament::seatName(event.game, seat)), 6.5f,
                       Align::Left);
            const bool last_seat = seat == seats - 1;
            pdf.line(x, y + row_height, x + block_width, y + row_height, last_seat ? 0.6f : 0.3f,
                     last_seat ? kBlack : kRuleGrey);
        }
        for (float column : columns) pdf.line(column, area.y, column, area.bottom(), 0.4f);
        pdf.frame({x, area.y, block_width, area.height}, kLine);
    }
}

void signatureLine(PdfDocument& pdf, float x, float y, float width, const std::string& caption) {
    pdf.line(x, y, x + width, y, 0.5f);
    pdf.textIn({x, y + 1, width, 9}, label(caption), kLabelSize, Align::Left, Weight::Regular, kLabelGrey);
}

// The grid of moves and what the game's layout prints beside it and under it.
void moveGrid(PdfDocument& pdf, const Box& sheet, const Event& event, float top, float footer) {
    const ScoresheetLayout& layout = entryOf(event.game).scoresheet;
    const float panel = layout.panel == ScoresheetLayout::Panel::None ? 0 : 104;
    const Box moves{sheet.x, top, sheet.width - (panel > 0 ? panel + 6 : 0), sheet.bottom() - footer - top - 4};
    const Box beside{moves.right() + 6, top, panel, moves.height};
    if (layout.moves == ScoresheetLayout::Moves::TurnsWithThrows)
        turnsWithThrows(pdf, moves, event, layout.blocks);
    else
        twoPlayerMoves(pdf, moves, layout.blocks, layout.rows, layout.square_pairs);
    if (layout.panel == ScoresheetLayout::Panel::NumberedBoard) numberedBoard(pdf, beside, layout);
    if (layout.panel == ScoresheetLayout::Panel::Help) helpPanel(pdf, beside, layout);
    if (!layout.notes.empty())
        notes(pdf, {sheet.x + sheet.width / 4, sheet.bottom() - footer, sheet.width * 3 / 4, footer - 14}, layout);
}

// The results a player circles: the game's own ("2-0 1-1 0-2" in draughts), ½ for 1/2.
std::string resultChoices(GameKind game) {
    const tournament::TwoSeatResults results = tournament::twoSeatResults(game, tournament::DrawSign::Half);
    return withDigits(results.first_wins + "      " + results.drawn + "      " + results.second_wins);
}

void scoresheet(PdfDocument& pdf, const Box& sheet, const Event& event, int round, const Game& game) {
    const bool four_seats = game.seats.size() > 2;
    const rules::GameEntry& entry = entryOf(event.game);
    // Title and event fields.
    pdf.textIn({sheet.x - 2.5f, sheet.y, sheet.width, 16}, label(std::string(entry.title) + " scoresheet"), 11,
               Align::Left, Weight::Bold);
    float y = sheet.y + 18;
    const float w = sheet.width;
    field(pdf, {sheet.x, y, w * 0.52f, 26}, "Event", event.info.name, Weight::Bold);
    field(pdf, {sheet.x + w * 0.52f, y, w * 0.12f, 26}, "Round", withDigits(std::to_string(round)), Weight::Bold);
    field(pdf, {sheet.x + w * 0.64f, y, w * 0.12f, 26}, four_seats ? "Table" : "Board",
          withDigits(std::to_string(game.board)), Weight::Bold);
    field(pdf, {sheet.x + w * 0.76f, y, w * 0.24f, 26}, "Date", "");
    y += 26;

    // Players.
    const int seats = static_cast<int>(game.seats.size());
    const float seat_width = w / static_cast<float>(seats);
    for (int s = 0; s < seats; ++s) {
        const int start_no = game.seats[static_cast<std::size_t>(s)].player;
        const Box box{sheet.x + static_cast<float>(s) * seat_width, y, seat_width, 26};
        field(pdf, box, tournament::seatName(event.game, s) + "  ·  No " + std::to_string(start_no),
              playerLine(event, start_no), Weight::Bold);
        if (four_seats) pdf.fill({box.right() - 8, box.y + 2, 6, 6}, seatColour(event.game, s));
    }
    y += 32;

    // Moves, with the game's panel on the right or its notes under them.
    const float footer = four_seats ? 50 : 34;
    moveGrid(pdf, sheet, event, y, footer);

    // Result and signatures.
    const float bottom = sheet.bottom();
    if (four_seats) {
        for (int s = 0; s < seats; ++s) {
            const float x = sheet.x + static_cast<float>(s) * seat_width;
            pdf.fill({x + 2, bottom - footer + 4, 6, 6}, seatColour(event.game, s));
            pdf.textIn({x + 9, bottom - footer, seat_width - 12, 14}, label("Points ______   Place ____"), 8,
                       Align::Left);
            signatureLine(pdf, x + 4, bottom - 10, seat_width - 12,
                          tournament::seatName(event.game, s) + "'s signature");
        }
        return;
    }
    const std::string results = resultChoices(event.game);
    const float part = w / 4;
    pdf.frame({sheet.x, bottom - footer, part - 8, footer - 4}, kLine);
    pdf.textIn({sheet.x, bottom - footer + 1, part - 8, 9}, label("Result (circle one)"), kLabelSize, Align::Left,
               Weight::Regular, kLabelGrey);
    pdf.textIn({sheet.x, bottom - footer + 10, part - 8, footer - 14}, results, 10, Align::Center, Weight::Bold);
    signatureLine(pdf, sheet.x + part, bottom - 10, part - 12, "White's signature");
    signatureLine(pdf, sheet.x + 2 * part, bottom - 10, part - 12, "Black's signature");
    signatureLine(pdf, sheet.x + 3 * part, bottom - 10, part - 4, "Arbiter's signature");
}

}  // namespace

std::string playerLine(const Event& event, int start_no) {
    const Player* player = event.player(start_no);
    if (player == nullptr) return "";
    std::string line = player->title.empty() ? player->name : player->title + " " + player->name;
    if (player->rating > 0) line += "  (" + withDigits(std::to_string(player->rating)) + ")";
    return line;
}

void printTwoToAPage(PdfDocument& pdf, const Event& event, int round_number,
                     const std::function<void(const Box& sheet, const Game& game)>& form) {
    if (round_number < 1 || round_number > event.roundsPaired())
        throw tournament::NotInEvent("round", "round " + std::to_string(round_number) + " is not paired");
    const Round& round = event.rounds[static_cast<std::size_t>(round_number - 1)];
    if (round.games.empty())
        throw tournament::Refusal("round", "round " + std::to_string(round_number) + " has no games");

    constexpr float kMargin = 24, kCut = 22;
    for (std::size_t i = 0; i < round.games.size(); ++i) {
        const bool top_half = i % 2 == 0;
        if (top_half) pdf.newBlankPage(Orientation::Portrait);
        const Box page = pdf.page();
        const float half = (page.height - 2 * kMargin - kCut) / 2;
        const Box sheet{kMargin, top_half ? kMargin : kMargin + half + kCut, page.width - 2 * kMargin, half};
        if (top_half) {
            // A dashed cut line between the two sheets.
            const float cut = kMargin + half + kCut / 2;
            for (float x = kMargin; x < page.width - kMargin; x += 8) pdf.line(x, cut, x + 4, cut, 0.4f, kRuleGrey);
        }
        form(sheet, round.games[i]);
    }
}

void printScoresheets(PdfDocument& pdf, const Event& event, int round_number) {
    printTwoToAPage(pdf, event, round_number,
                    [&](const Box& sheet, const Game& game) { scoresheet(pdf, sheet, event, round_number, game); });
}

}  // namespace tourney::reports
