// Result tokens: what each game accepts, and how results print back.
#include "tournament/result_tokens.h"

#include <boost/test/unit_test.hpp>

using namespace tourney;
using namespace tourney::tournament;
using rules::GameKind;

static std::vector<Outcome> outcomes(std::string_view token, GameKind game) {
    auto parsed = parseResultToken(token, game);
    BOOST_REQUIRE_MESSAGE(parsed, "token " << token << " refused");
    return *parsed;
}

BOOST_AUTO_TEST_CASE(chess_tokens_give_each_seat_its_outcome) {
    BOOST_TEST((outcomes("1-0", GameKind::Chess) == std::vector<Outcome>{Outcome::Win, Outcome::Loss}));
    BOOST_TEST((outcomes("0-1", GameKind::Chess) == std::vector<Outcome>{Outcome::Loss, Outcome::Win}));
    BOOST_TEST((outcomes("1/2-1/2", GameKind::Chess) == std::vector<Outcome>{Outcome::Draw, Outcome::Draw}));
    BOOST_TEST((outcomes("½-½", GameKind::Chess) == std::vector<Outcome>{Outcome::Draw, Outcome::Draw}));
}

BOOST_AUTO_TEST_CASE(forfeits_are_not_played_games) {
    BOOST_TEST((outcomes("+/-", GameKind::Chess) == std::vector<Outcome>{Outcome::ForfeitWin, Outcome::ForfeitLoss}));
    BOOST_TEST(
        (outcomes("-/+", GameKind::Draughts) == std::vector<Outcome>{Outcome::ForfeitLoss, Outcome::ForfeitWin}));
    BOOST_TEST(
        (outcomes("-/-", GameKind::Camelot) == std::vector<Outcome>{Outcome::ForfeitLoss, Outcome::ForfeitLoss}));
}

BOOST_AUTO_TEST_CASE(fmjd_tokens_belong_to_draughts_only) {
    BOOST_TEST((outcomes("2-0", GameKind::Draughts) == std::vector<Outcome>{Outcome::Win, Outcome::Loss}));
    BOOST_TEST((outcomes("1-1", GameKind::Draughts) == std::vector<Outcome>{Outcome::Draw, Outcome::Draw}));
    BOOST_TEST((outcomes("0-2", GameKind::Draughts) == std::vector<Outcome>{Outcome::Loss, Outcome::Win}));
    BOOST_TEST(!parseResultToken("2-0", GameKind::Chess));
    BOOST_TEST(!parseResultToken("1-1", GameKind::Chess));
    BOOST_TEST(!parseResultToken("1:0", GameKind::Chess));
    BOOST_TEST(!parseResultToken("", GameKind::Chess));
}

BOOST_AUTO_TEST_CASE(results_print_in_the_games_own_notation) {
    Game game{1, {{1, Outcome::Draw}, {2, Outcome::Draw}}, ""};
    BOOST_TEST(resultToken(game, GameKind::Chess) == "1/2-1/2");
    BOOST_TEST(resultToken(game, GameKind::Chess, DrawSign::Half) == "½-½");
    BOOST_TEST(resultToken(game, GameKind::Draughts) == "1-1");
    game.seats = {{1, Outcome::Loss}, {2, Outcome::Win}};
    BOOST_TEST(resultToken(game, GameKind::Draughts) == "0-2");
    game.seats = {{1, Outcome::ForfeitWin}, {2, Outcome::ForfeitLoss}};
    BOOST_TEST(resultToken(game, GameKind::Chess) == "+/-");
    game.seats = {{1, Outcome::Pending}, {2, Outcome::Pending}};
    BOOST_TEST(resultToken(game, GameKind::Chess).empty());
}

BOOST_AUTO_TEST_CASE(every_accepted_token_prints_back_to_an_equivalent_token) {
    for (GameKind game : {GameKind::Chess, GameKind::Draughts})
        for (std::string_view token : {"1-0", "0-1", "1/2-1/2", "+/-", "-/+", "-/-", "2-0", "1-1", "0-2"}) {
            const auto parsed = parseResultToken(token, game);
            if (!parsed) continue;
            Game played{1, {{1, (*parsed)[0]}, {2, (*parsed)[1]}}, ""};
            BOOST_TEST((parseResultToken(resultToken(played, game), game) == parsed));
        }
}

BOOST_AUTO_TEST_CASE(places_follow_outcomes_for_any_number_of_seats) {
    BOOST_TEST((placingOf({Outcome::Win, Outcome::Loss}) == rules::whiteWins()));
    BOOST_TEST((placingOf({Outcome::Loss, Outcome::Win}) == rules::blackWins()));
    BOOST_TEST((placingOf({Outcome::Draw, Outcome::Draw}) == rules::drawn()));
    BOOST_TEST(
        (placingOf({Outcome::Win, Outcome::Draw, Outcome::Loss, Outcome::Draw}).place == std::vector<int>{1, 2, 4, 2}));
}
