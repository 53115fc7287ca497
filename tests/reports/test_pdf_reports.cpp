// Every PDF report kind, read back with poppler's pdftotext and pdfinfo: the names, points and
// results must be on the page, in the right rows, with the event's header on every page.
#include "reports/pdf_report.h"
#include "reports/qr_code.h"
#include "sample_events.h"
#include "scoring/standings.h"
#include "tournament/hall_paper.h"
#include "tournament/result_text.h"

#include <boost/test/unit_test.hpp>

#include "tournament/refusal.h"

#include <map>
#include <sstream>
#include <stdexcept>

using namespace tourney;
using namespace tourney::formats;
using namespace tourney::reports;
using namespace tourney::tournament;
using namespace tourney::reports::testing;

namespace {

std::string writeReport(const Event& event, ReportKind kind, const std::string& file, int round = 0,
                        Paper paper = Paper::A4) {
    const std::string path = scratchPath(file);
    writePdfReport(event, kind, PdfOptions{paper, round}, path);
    return path;
}

// Points from the outcomes, computed here by hand (1 / ½ / 0, a forfeit win 1), in tenths.
std::map<int, int> tenthsAfter(const Event& event, int rounds) {
    std::map<int, int> tenths;
    for (int r = 0; r < rounds; ++r)
        for (const Game& game : event.rounds[static_cast<std::size_t>(r)].games)
            for (const Seat& seat : game.seats)
                tenths[seat.player] += seat.outcome == Outcome::Win || seat.outcome == Outcome::ForfeitWin ? 10
                                       : seat.outcome == Outcome::Draw                                     ? 5
                                                                                                           : 0;
    return tenths;
}

std::string printed(int tenths) { return pointsText(Points::fromTenths(tenths)); }

}  // namespace

BOOST_AUTO_TEST_CASE(pairings_list_board_players_points_before_round_and_result) {
    const Event event = roundRobinEvent(6, 5);
    const std::string path = writeReport(event, ReportKind::Pairings, "pairings.pdf", 3);
    const std::string text = pdfText(path);
    BOOST_TEST(text.find("Pairings of round 3") != std::string::npos);
    const auto before = tenthsAfter(event, 2);
    for (const Game& game : event.rounds[2].games) {
        const Player& white = *event.player(game.seats[0].player);
        const Player& black = *event.player(game.seats[1].player);
        const int kind = (3 + game.board) % 3;
        const std::string result = kind == 0 ? "1-0" : kind == 1 ? "½-½" : "0-1";  // as pdftotext packs it
        const std::string line = lineWith(text, {white.name, black.name});
        BOOST_TEST_CONTEXT("board " << game.board << ": " << line) {
            BOOST_TEST(!line.empty());
            BOOST_TEST(line.find(result) != std::string::npos);
            BOOST_TEST(line.find(std::to_string(white.rating)) < line.find(result));
            BOOST_TEST(line.find(std::to_string(black.rating)) > line.find(result));
            BOOST_TEST(line.find(printed(before.at(white.start_no))) != std::string::npos);
        }
    }
    BOOST_TEST(lineWith(text, {"GM", kNames[0]}) != "");
}

BOOST_AUTO_TEST_CASE(pairings_before_the_round_leave_the_result_column_empty_and_list_byes) {
    Event event = roundRobinEvent(5, 1);  // odd field: one pairing-allocated bye per round
    Round next = bergerRound(5, 2, false);
    event.rounds.push_back(next);
    const std::string text = pdfText(writeReport(event, ReportKind::Pairings, "pairings-pending.pdf", 2));
    for (const Game& game : next.games) {
        const std::string line = lineWith(text, {event.player(game.seats[0].player)->name});
        BOOST_TEST(line.find('-') == std::string::npos, line);
    }
    BOOST_REQUIRE(!next.byes.empty());
    const std::string bye_line = lineWith(text, {"bye", event.player(next.byes[0].player)->name});
    BOOST_TEST(!bye_line.empty());
}

BOOST_AUTO_TEST_CASE(standings_rank_players_by_points_with_every_tiebreak_column) {
    const Event event = roundRobinEvent(6, 5);
    const std::string text = pdfText(writeReport(event, ReportKind::Standings, "standings.pdf"));
    BOOST_TEST(text.find("Standings after round 5") != std::string::npos);
    BOOST_TEST(!lineWith(text, {"Rk", "Name", "Pts", "SB", "DE"}).empty());
    const auto points = tenthsAfter(event, 5);
    std::size_t previous_position = 0;
    int previous_points = 1000;
    std::vector<std::pair<std::size_t, int>> order;
    for (const Player& player : event.players) {
        const std::string line = lineWith(text, {player.name});
        BOOST_TEST_CONTEXT(player.name << ": " << line) {
            BOOST_TEST(line.find(printed(points.at(player.start_no))) != std::string::npos);
        }
        order.push_back({text.find(player.name), points.at(player.start_no)});
    }
    std::sort(order.begin(), order.end());
    for (const auto& [position, tenths] : order) {
        BOOST_TEST(position > previous_position);
        BOOST_TEST(tenths <= previous_points);  // higher points print higher up
        previous_position = position;
        previous_points = tenths;
    }
}

BOOST_AUTO_TEST_CASE(crosstable_cells_hold_colour_and_result_of_the_row_player) {
    const Event event = roundRobinEvent(6, 5);
    const std::string text = pdfText(writeReport(event, ReportKind::Crosstable, "crosstable.pdf"));
    BOOST_TEST(text.find("Crosstable after round 5") != std::string::npos);
    // Round 1, board 2: (1 + 2) % 3 == 0, White won.
    const Game& game = event.rounds[0].games[1];
    const std::string white_row = lineWith(text, {event.player(game.seats[0].player)->name});
    const std::string black_row = lineWith(text, {event.player(game.seats[1].player)->name});
    BOOST_TEST(white_row.find("w1") != std::string::npos, white_row);
    BOOST_TEST(black_row.find("b0") != std::string::npos, black_row);
    // Round 2, board 1 was a forfeit won by White.
    const Game& forfeit = event.rounds[1].games[0];
    BOOST_TEST(lineWith(text, {event.player(forfeit.seats[0].player)->name}).find("w+") != std::string::npos);
    BOOST_TEST(lineWith(text, {event.player(forfeit.seats[1].player)->name}).find("b−") != std::string::npos);
    BOOST_TEST(!lineWith(text, {"No", "Name", "Pts", "SB", "Rk"}).empty());
}

BOOST_AUTO_TEST_CASE(crosstable_of_a_wide_round_robin_breaks_across_pages_with_repeated_headers) {
    const Event event = roundRobinEvent(44, 3);
    const std::string path = writeReport(event, ReportKind::Crosstable, "crosstable-wide.pdf");
    const int pages = pdfPages(path);
    BOOST_TEST(pages >= 2);
    for (int page = 1; page <= pages; ++page) {
        const std::string text = pdfPageText(path, page);
        BOOST_TEST_CONTEXT("page " << page) {
            BOOST_TEST(text.find("Dhaka Spring <Open> & Co") != std::string::npos);
            BOOST_TEST(text.find("Chief Arbiter: Rahman, Ahmed") != std::string::npos);
            BOOST_TEST(text.find("2026-03-01 – 2026-03-09") != std::string::npos);
            BOOST_TEST(text.find("Page " + std::to_string(page) + " of " + std::to_string(pages)) != std::string::npos);
            BOOST_TEST(!lineWith(text, {"No", "Name"}).empty());
        }
    }
    // The key columns (number, name) repeat on every part of the split grid.
    const std::string all = pdfText(path);
    std::size_t parts = 0;
    for (std::size_t at = all.find(kNames[0]); at != std::string::npos; at = all.find(kNames[0], at + 1)) ++parts;
    BOOST_TEST(parts >= 2);
    BOOST_TEST(all.find("(part 2 of") != std::string::npos);
    // The last grid column and the points are on the last part.
    BOOST_TEST(!lineWith(pdfPageText(path, pages), {"44", "Pts", "Rk"}).empty());
}

BOOST_AUTO_TEST_CASE(wall_chart_of_a_swiss_event_shows_every_player_and_round) {
    const Event event = swissEvent();
    const std::string path = writeReport(event, ReportKind::WallChart, "wallchart.pdf");
    const std::string text = pdfText(path);
    BOOST_TEST(text.find("Wall chart after round 9") != std::string::npos);
    BOOST_TEST(!lineWith(text, {"R1", "R9", "Pts"}).empty());
    for (const Player& player : event.players) BOOST_TEST(text.find(player.name) != std::string::npos, player.name);
    BOOST_TEST(pdfInfo(path).find("841.89 x 595.28") != std::string::npos);  // A4 landscape
}

BOOST_AUTO_TEST_CASE(wall_chart_cells_give_the_opponent_colour_and_result) {
    Event event = roundRobinEvent(6, 5);
    event.system = PairingSystem::Swiss;
    const std::string text = pdfText(writeReport(event, ReportKind::WallChart, "wallchart-rr.pdf"));
    // Opponents are named by rank when ranks are distinct, else by starting number.
    const auto standings = computeStandings(event);
    std::map<int, int> rank_of;
    bool distinct = true;
    for (const Standing& standing : standings) {
        distinct = distinct && rank_of.count(standing.rank) == 0;
        rank_of[standing.rank] = 0;
    }
    rank_of.clear();
    for (const Standing& standing : standings)
        rank_of[standing.start_no] = distinct ? standing.rank : standing.start_no;
    const Game& game = event.rounds[0].games[1];  // White won
    const std::string white_row = lineWith(text, {event.player(game.seats[0].player)->name});
    const std::string black_row = lineWith(text, {event.player(game.seats[1].player)->name});
    BOOST_TEST(white_row.find(std::to_string(rank_of[game.seats[1].player]) + "w1") != std::string::npos, white_row);
    BOOST_TEST(black_row.find(std::to_string(rank_of[game.seats[0].player]) + "b0") != std::string::npos, black_row);
}

BOOST_AUTO_TEST_CASE(long_wall_chart_repeats_header_and_page_numbers_on_every_page) {
    const Event event = readTrfFile(fixture("dutch/L000_n234_r9.trf")).event;
    const std::string path = writeReport(event, ReportKind::WallChart, "wallchart-long.pdf");
    const int pages = pdfPages(path);
    BOOST_TEST(pages >= 5);
    for (int page = 1; page <= pages; ++page) {
        const std::string text = pdfPageText(path, page);
        BOOST_TEST(!lineWith(text, {"Rk", "Name", "R9", "Pts"}).empty(), "page " << page);
        BOOST_TEST(text.find("Page " + std::to_string(page) + " of " + std::to_string(pages)) != std::string::npos);
    }
}

BOOST_AUTO_TEST_CASE(letter_paper_gives_letter_pages) {
    const std::string path = writeReport(roundRobinEvent(6, 5), ReportKind::Standings, "letter.pdf", 0, Paper::Letter);
    BOOST_TEST(pdfInfo(path).find("612 x 792") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(names_in_latin_cyrillic_and_bengali_print_with_embedded_fonts) {
    const std::string path = writeReport(roundRobinEvent(8, 7), ReportKind::Standings, "scripts.pdf");
    const std::string text = pdfText(path);
    for (const char* name : kNames) BOOST_TEST(text.find(name) != std::string::npos, name);
    const std::string fonts = commandOutput("pdffonts '" + path + "'");
    BOOST_TEST(fonts.find("NotoSans-Regular") != std::string::npos);
    BOOST_TEST(fonts.find("NotoSansBengali") != std::string::npos);
    BOOST_TEST(fonts.find(" no ") == std::string::npos, fonts);  // every font embedded
}

BOOST_AUTO_TEST_CASE(chess_scoresheets_two_per_page_with_sixty_moves_and_signatures) {
    const Event event = roundRobinEvent(8, 2);  // 4 boards a round
    const std::string path = writeReport(event, ReportKind::Scoresheets, "scoresheets.pdf", 2);
    BOOST_TEST(pdfPages(path) == 2);
    const std::string page = pdfPageText(path, 1);
    for (int board = 0; board < 2; ++board)
        for (const Seat& seat : event.rounds[1].games[static_cast<std::size_t>(board)].seats)
            BOOST_TEST(page.find(event.player(seat.player)->name) != std::string::npos);
    BOOST_TEST(page.find("Chess scoresheet") != std::string::npos);
    BOOST_TEST(page.find("Dhaka Spring <Open> & Co") != std::string::npos);
    BOOST_TEST(page.find("60") != std::string::npos);
    BOOST_TEST(page.find("White's signature") != std::string::npos);
    BOOST_TEST(page.find("½-½") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(draughts_scoresheet_carries_the_numbered_board) {
    const std::string text = pdfText(
        writeReport(roundRobinEvent(4, 1, GameKind::Draughts), ReportKind::Scoresheets, "draughts-sheet.pdf", 1));
    BOOST_TEST(text.find("International draughts scoresheet") != std::string::npos);
    BOOST_TEST(text.find("White starts on 31-50") != std::string::npos);
    BOOST_TEST(text.find("46") != std::string::npos);
    BOOST_TEST(text.find("2-0") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(draughts_results_print_in_points_of_two) {
    const std::string text = pdfText(
        writeReport(roundRobinEvent(4, 3, GameKind::Draughts), ReportKind::Pairings, "draughts-pairings.pdf", 3));
    // Round 3: board 1 drawn, board 2 lost by White (see roundRobinEvent).
    BOOST_TEST(text.find("1-1") != std::string::npos);
    BOOST_TEST(text.find("0-2") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(camelot_scoresheet_explains_the_notation) {
    const std::string text = pdfText(
        writeReport(roundRobinEvent(4, 1, GameKind::Camelot), ReportKind::Scoresheets, "camelot-sheet.pdf", 1));
    BOOST_TEST(text.find("Camelot scoresheet") != std::string::npos);
    BOOST_TEST(text.find("C6-D7") != std::string::npos);
    BOOST_TEST(text.find("F6-F8-H8xH10xJ12") != std::string::npos);
    BOOST_TEST(text.find("both enemy castle squares") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(chaturaji_scoresheet_has_a_line_per_turn_with_the_throw_and_two_moves) {
    const Event event = chaturajiEvent();
    const std::string path = writeReport(event, ReportKind::Scoresheets, "chaturaji-sheet.pdf", 1);
    BOOST_TEST(pdfPages(path) == 1);
    const std::string text = pdfText(path);
    for (const char* seat : {"Red", "Green", "Yellow", "Black"}) BOOST_TEST(text.find(seat) != std::string::npos);
    for (int p = 1; p <= 8; ++p) BOOST_TEST(text.find(event.player(p)->name) != std::string::npos);
    // The columns of a turn as the record writes it: army, throw, first and second move.
    BOOST_TEST(!lineWith(text, {"Army", "Throw", "1st move", "2nd move"}).empty());
    BOOST_TEST(!lineWith(text, {"5", "Red"}).empty());  // turn 5 is Red's again: play goes round
    BOOST_TEST(!lineWith(text, {"8", "Black"}).empty());
    BOOST_TEST(text.find("Dice and points") != std::string::npos);
    BOOST_TEST(text.find("Points") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(chaturaji_table_sheets_name_the_seats_with_boxes_and_signatures) {
    const Event event = chaturajiEvent();
    const std::string path = writeReport(event, ReportKind::TableSheets, "chaturaji-tables.pdf", 1);
    BOOST_TEST(pdfPages(path) == 1);  // two tables, two to a page
    const std::string text = pdfText(path);
    BOOST_TEST(text.find("Table 1") != std::string::npos);
    BOOST_TEST(text.find("Table 2") != std::string::npos);
    BOOST_TEST(!lineWith(text, {"Yellow", "No 3"}).empty());
    for (int p = 1; p <= 8; ++p) BOOST_TEST(text.find(event.player(p)->name) != std::string::npos);
    BOOST_TEST(text.find("Game points") != std::string::npos);
    BOOST_TEST(text.find("Arbiter's signature") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(chaturaji_meetings_say_who_met_whom_in_which_round_and_seat) {
    Event event = chaturajiEvent();
    int points = 9;
    for (Game& game : event.rounds[0].games)
        for (Seat& seat : game.seats) seat.outcome = Outcome::Placed, seat.game_points = points--;
    const std::string text = pdfText(writeReport(event, ReportKind::Meetings, "chaturaji-meetings.pdf", 1));
    BOOST_TEST(text.find("Meetings after round 1") != std::string::npos);
    // Player 1 sat Red at table 1 and met 2, 3 and 4 there; with 9 game points he came first.
    BOOST_TEST(!lineWith(text, {event.player(1)->name, "Red", "2 Green, 3 Yellow, 4 Black", "9"}).empty());
}

BOOST_AUTO_TEST_CASE(chaturaji_pairings_list_four_seats_per_board) {
    const Event event = chaturajiEvent();
    const std::string text = pdfText(writeReport(event, ReportKind::Pairings, "chaturaji-pairings.pdf", 1));
    BOOST_TEST(!lineWith(text, {"Yellow", event.player(3)->name}).empty());
    BOOST_TEST(!lineWith(text, {"Black", event.player(8)->name}).empty());
}

BOOST_AUTO_TEST_CASE(a_round_not_paired_is_refused_with_the_rounds_that_are) {
    const Event event = roundRobinEvent(6, 2);
    try {
        writeReport(event, ReportKind::Pairings, "none.pdf", 4);
        BOOST_FAIL("expected a refusal");
    } catch (const Refusal& error) {
        BOOST_TEST(std::string(error.what()) == "round 4 is not paired yet (rounds 1 to 2 are)");
        BOOST_TEST(error.field() == "round");
    }
    BOOST_CHECK_THROW(writeReport(chaturajiEvent(), ReportKind::Crosstable, "none.pdf"), Refusal);
}

// Issue 31, item 12: a long event name and a long report title both print whole: the title is
// never cut, and the name moves the title to the second line rather than losing its end.
BOOST_AUTO_TEST_CASE(item_12_pdf_titles_are_not_cut) {
    Event event = roundRobinEvent(6, 5);
    event.info.name = "Bangabandhu International Open Chess Championship for Juniors, Seniors and Veterans 2026";
    event.prizes = {{"1st", 500000, ""}, {"2nd", 300000, ""}};
    event.prize_sharing = PrizeSharing::Shared;
    const std::string text = pdfText(writeReport(event, ReportKind::Prizes, "long-title.pdf"));
    BOOST_TEST(text.find(event.info.name) != std::string::npos, text);
    BOOST_TEST(text.find("Prize list (prizes shared equally)") != std::string::npos, text);
    BOOST_TEST(text.find("…") == std::string::npos, text);
}

// Issue 36: a QR code's rectangles are its dark modules exactly: every dark module of
// libqrencode's matrix lies in one rectangle, no light module in any, inside the quiet zone of
// four modules (ISO/IEC 18004 §6.3.8); the finder pattern's corner is dark, its separator light.
BOOST_AUTO_TEST_CASE(issue_36_a_qr_code_is_drawn_as_its_dark_modules) {
    const QrCode code("https://chess.example.org/events/open/players/12");
    BOOST_TEST(code.size() >= 21);
    BOOST_TEST((code.size() - 17) % 4 == 0);  // a version's size: 21, 25, 29, ...
    BOOST_TEST(code.dark(0, 0));
    BOOST_TEST(!code.dark(7, 0));
    const float module = 2;
    const Box box{100, 200, module * static_cast<float>(code.size() + 8), module * static_cast<float>(code.size() + 8)};
    std::vector<std::vector<int>> covered(static_cast<std::size_t>(code.size()), std::vector<int>(code.size(), 0));
    for (const Box& rectangle : qrRectangles(code, box)) {
        const int row = static_cast<int>((rectangle.y - box.y) / module + 0.5f) - 4;
        const int first = static_cast<int>((rectangle.x - box.x) / module + 0.5f) - 4;
        const int count = static_cast<int>(rectangle.width / module + 0.5f);
        BOOST_REQUIRE(row >= 0 && first >= 0 && first + count <= code.size() && row < code.size());
        BOOST_TEST(rectangle.height == module);
        for (int column = first; column < first + count; ++column) ++covered[row][column];
    }
    for (int row = 0; row < code.size(); ++row)
        for (int column = 0; column < code.size(); ++column)
            BOOST_TEST(covered[row][column] == (code.dark(column, row) ? 1 : 0), column << "," << row);
    BOOST_CHECK_THROW(QrCode(std::string(4000, 'x')), std::invalid_argument);
}

// Issue 36: the hall's paper of a round that is not paired, and a site address that is none,
// are refused naming the field; cards hold both players of each board.
BOOST_AUTO_TEST_CASE(issue_36_the_halls_paper_holds_the_boards_and_refuses_naming_the_field) {
    const Event event = roundRobinEvent(6, 1);
    const SiteAddress site = siteAddress("https://chess.example.org/open/");
    BOOST_TEST(site.playerPage(3) == "https://chess.example.org/open/players/3");
    const std::vector<PairingCard> cards = pairingCards(event, 1, site);
    BOOST_REQUIRE(cards.size() == 3u);
    BOOST_TEST(cards[0].board == 1);
    BOOST_TEST(cards[0].white.start_no == event.rounds[0].games[0].seats[0].player);
    BOOST_TEST(cards[0].black.page == site.playerPage(event.rounds[0].games[0].seats[1].player));
    BOOST_TEST(pairingCards(event, 1, std::nullopt)[0].white.page.empty());
    BOOST_TEST(tableNumbers(event, 1) == (std::vector<int>{1, 2, 3}), boost::test_tools::per_element());
    BOOST_TEST(playerBadges(event, site).size() == 6u);
    const auto refusedField = [](const auto& call) {
        try {
            call();
        } catch (const Refusal& refusal) {
            return refusal.field();
        }
        return std::string("(not refused)");
    };
    BOOST_TEST(refusedField([&] { pairingCards(event, 99, site); }) == "round");
    BOOST_TEST(refusedField([&] { tableNumbers(event, 99); }) == "round");
    for (const char* bad : {"", "ftp://x.org", "https://", "https:///path", "https://x.org/a b"})
        BOOST_TEST(refusedField([&] { siteAddress(bad); }) == "site_url", bad);
    BOOST_TEST(refusedField([&] { pdfReport(event, ReportKind::Badges, PdfOptions{}); }) == "site_url");
    PdfOptions without;
    without.no_qr = true;
    BOOST_TEST(pdfReport(event, ReportKind::Badges, without).rfind("%PDF", 0) == 0u);
}
