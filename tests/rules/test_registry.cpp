// Issue 30 item 4: what a game knows lives in its registry entry, so a new game is its folder
// and one line in rules/registry.cpp. Every entry must say all of it.
#include "rules/registry.h"

#include <boost/test/unit_test.hpp>

#include <set>
#include <string>

using namespace tourney::rules;
using Layout = ScoresheetLayout;

BOOST_AUTO_TEST_CASE(every_registered_game_says_all_the_rest_of_tourney_asks_of_it) {
    std::set<std::string_view> names;
    for (const GameEntry& entry : registeredGames()) {
        const std::string game(entry.name);
        BOOST_TEST_CONTEXT("game '" << game << "'") {
            BOOST_TEST(!entry.name.empty());
            BOOST_TEST(names.insert(entry.name).second, "names are unique");
            BOOST_TEST(!entry.title.empty());
            BOOST_TEST(!entry.record_format.empty());
            BOOST_TEST(!entry.record_extensions.empty());
            for (std::string_view extension : entry.record_extensions) BOOST_TEST(extension.front() == '.');
            BOOST_TEST(!entry.initial_position.empty());
            BOOST_TEST(!entry.result_help.empty());
            BOOST_TEST((entry.move_unit == "ply" || entry.move_unit == "turn"));
            BOOST_TEST(entry.seat_names.size() >= 2u);
            BOOST_TEST(!entry.first_wins.empty());
            BOOST_TEST(!entry.second_wins.empty());
            BOOST_TEST(!entry.drawn.empty());
            BOOST_TEST(entry.win_points > entry.draw_points);
            BOOST_TEST(entry.draw_points >= entry.loss_points);
            BOOST_REQUIRE(entry.make != nullptr);
            const auto engine = entry.make();
            BOOST_REQUIRE(engine != nullptr);
            BOOST_TEST((engine->kind() == entry.kind), "the engine plays the entry's game");
            BOOST_TEST((findGame(entry.kind) == &entry));
            BOOST_TEST((parseGameName(entry.name) == entry.kind));
            BOOST_TEST(gameName(entry.kind) == entry.name);
            BOOST_TEST(static_cast<std::size_t>(seatCount(entry.kind)) == entry.seat_names.size());

            // Games at tables are scored by points per seat, each checked by the game.
            const bool at_tables = entry.seat_names.size() > 2;
            BOOST_TEST((entry.scale == ResultScale::PointsPerSeat) == at_tables);
            if (at_tables) BOOST_TEST(entry.impossible_points != nullptr);

            // The scoresheet: a grid with room, each panel with what it prints, a colour for
            // each seat at a table.
            const Layout& sheet = entry.scoresheet;
            BOOST_TEST(sheet.blocks >= 1);
            if (sheet.moves == Layout::Moves::WhiteAndBlack) {
                BOOST_TEST(sheet.rows >= 1);
                BOOST_TEST(entry.seat_names.size() == 2u, "a White and a Black cell a move");
            }
            if (sheet.moves == Layout::Moves::TurnsWithThrows) BOOST_TEST(entry.uses_throws);
            if (sheet.panel == Layout::Panel::NumberedBoard) BOOST_TEST(sheet.board_size >= 2);
            if (sheet.panel == Layout::Panel::Help) {
                BOOST_TEST(!sheet.panel_title.empty());
                BOOST_TEST(!sheet.panel_lines.empty());
            }
            if (at_tables) BOOST_TEST(sheet.seat_colours.size() == entry.seat_names.size());
        }
    }
    BOOST_TEST(names.size() == 4u);
}

BOOST_AUTO_TEST_CASE(the_list_of_games_in_messages_comes_from_the_registry) {
    BOOST_TEST(gameNameList() == "chess, draughts, camelot, chaturaji");
    BOOST_TEST(gameNameList(" or ") == "chess, draughts, camelot or chaturaji");
    BOOST_TEST(!parseGameName("go").has_value());
}
