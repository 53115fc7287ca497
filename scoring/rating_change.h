// The FIDE rating change of one event, under the rating regulations B.02 in force (those of
// 1 March 2024, with 8.3.1 as amended from 1 October 2025), and the rating performance of an
// unrated player towards a first rating (B.02 7.1). Pure computation on the event model.
#pragma once

#include "rules/message.h"
#include "scoring/event.h"

#include <string>
#include <string_view>
#include <vector>

namespace tourney {

// FIDE keeps three rating lists; an event counts for the one its time control belongs to
// (Laws of Chess, Appendices A.1 and B.1: rapid, more than 10 and less than 60 minutes for each
// player, the time plus 60 times any increment; blitz, 10 minutes or less; else standard).
// Rapid and blitz follow B.02's rules for standard with the exceptions of their own chapter.
enum class RatingKind { Standard, Rapid, Blitz };
std::string_view ratingKindName(RatingKind kind);  // "standard", "rapid", "blitz"
// From the event's time control as written (TRF 122): "90+30", "15 min + 10 sec", "3+2",
// "G/25". The first number is the minutes, a number after the last '+' the increment in
// seconds. Standard when no number is written.
RatingKind ratingKindOf(const std::string& time_control);

// One game that counts for a player's FIDE rating.
struct FideGame {
    int round = 0;
    int opponent = 0;  // start number
    int opponent_rating = 0;
    int halves = 0;  // 2 a win, 1 a draw, 0 a loss
};

// The player's games that are played and rated (over the board, with a result, not entered as
// unrated `Game::rated`), whoever the opponent: opponent_rating 0 for an unrated one. Norms
// (B.01) count these.
std::vector<FideGame> ratedGamesPlayed(const Event& event, int start_no);

// The games of a player that FIDE rates: played over the board with a result (no forfeit, no
// bye, nothing pending), not entered as unrated (`Game::rated`, B.02 5.1), against a rated
// opponent. An unrated opponent's game does not count for a rated player, and a first rating
// is made from rated opponents only (B.02 7.1.4). Rapid and blitz events from 1 December 2024:
// not a game between players more than 600 apart when one is rated above 2600.
std::vector<FideGame> fideRatedGames(const Event& event, int start_no);

// Rapid and blitz, from 1 December 2024 (`event_date` yyyy-mm-dd, empty: unknown, taken as
// after): a game whose players are more than 600 apart, one rated above 2600, is not rated.
bool ratedPairing(int own, int opponent, RatingKind kind, const std::string& event_date);

struct KFactor {
    int value = 0;
    bool from_list = false;  // the rating list's K; false: derived from rating and age here
    std::string reason;      // why this value, for the reader ("under 18, rated under 2300")
    Message said;            // the same as a message, for a front end that translates it

    KFactor() = default;
    KFactor(int k, bool listed, const Message& why) : value(k), from_list(listed), reason(why.text()), said(why) {}
};

// B.02 8.3.3: K for a rated player. The list's K (Player::k_factor) when known; otherwise what
// rating and year of birth tell: 10 from 2400, 40 to the end of the year of the 18th birthday
// while under 2300, else 20 (the 30 games of a new player and a 2400 reached in the past are
// not in the event: the list's K knows them). Then K x games may not exceed 700.
// `event_year` 0: unknown (the under-18 rule is not applied).
KFactor kFactorFor(const Player& player, int event_year, int rated_games);

// B.02 8.3.1: the rating difference counted, own minus opponent's: more than 400 counts as
// 400 for a player rated below 2650; from 2650 the difference is used as it is. Rapid and
// blitz have no 2650 exception: 400 for everyone.
int countedDifference(int own, int opponent, RatingKind kind = RatingKind::Standard);

struct GameRatingChange {
    FideGame game;
    int difference = 0;  // as counted (8.3.1)
    int expected = 0;    // PD, hundredths (8.1.2)
    int change = 0;      // K x (score - PD), hundredths (8.3.2)
};

struct RatingChange {
    KFactor k;
    std::vector<GameRatingChange> games;
    int score_halves = 0;
    int expected = 0;  // sum of PD, hundredths
    int change = 0;    // sum of the games' changes, hundredths
    int rounded = 0;   // the change in whole points, .5 away from zero
    int new_rating = 0;
};

// The change of a rated player over these games.
RatingChange ratingChange(int rating, const KFactor& k, const std::vector<FideGame>& games,
                          RatingKind kind = RatingKind::Standard);

// B.02 7.1: the rating performance of an unrated player towards a first rating.
struct FirstRating {
    int games = 0;  // against rated opponents
    int score_halves = 0;
    bool counted = false;       // false: no game, or a zero score, which is disregarded (7.1.1)
    int average = 0;            // Ra with the two hypothetical 1800 opponents, rounded (7.1.4)
    int performance = 0;        // Ru = Ra + dp, at most 2200 (7.1.4)
    bool enough_games = false;  // 5 games against rated opponents here; fewer may be pooled
                                // with other events of the last 26 months (7.1)
    bool published = false;     // enough games and Ru at least the floor 1400 (7.1)
};
FirstRating firstRating(const std::vector<FideGame>& games);

// What B.02 makes of one player's games in the event: a rated player's change, or an unrated
// player's performance towards a first rating.
struct PlayerRating {
    RatingKind kind = RatingKind::Standard;  // the event's (ratingKindOf its time control)
    bool rated = false;                      // Player::rating > 0
    std::vector<FideGame> games;
    RatingChange change;  // rated players
    FirstRating first;    // unrated players
    // The rating performance over these games, for anyone with one: the average of the
    // opponents plus dp of the percentage (B.02 8.1.1); unrated players: Ru of 7.1.4.
    int performance = 0;
};
PlayerRating playerRating(const Event& event, int start_no);

// The year the event ends (end date, else start date); 0 when neither is known.
int eventYear(const EventInfo& info);

}  // namespace tourney
