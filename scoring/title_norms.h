// Title norms (FIDE title regulations B.01, the edition of 2024, section 1.4 "title norms"):
// whether a player's games in the event meet a GM, IM, WGM or WIM norm, with the figures an
// arbiter certifies. Articles: 1.4.1 games (c: eight games and a forfeit win or a
// pairing-allocated bye), 1.4.2 games left out (b: a round-robin opponent, unrated, who scored
// nothing against rated players; c: forfeits and games not rated), 1.4.3 federations, 1.4.4
// titleholders, 1.4.5 the norm's title level, 1.4.6 opponents' ratings (b: the floor; d:
// unrated opponents count 1400, with no limit on their number), 1.4.7 average, 1.4.8
// performance, 1.4.9 score. Implemented: the general rules for one event. Not implemented: the
// exceptions to 1.4.3 (national championships, zonal and continental events, Swiss events with
// enough foreign titled players), norms over several events, and the conditions on the event
// itself (rate of play, rounds a day, arbiters).
#pragma once

#include "scoring/event.h"

#include <string>
#include <string_view>
#include <vector>

namespace tourney {

enum class NormTitle { GM, IM, WGM, WIM };
std::string_view normTitleName(NormTitle title);  // "GM", "IM", "WGM", "WIM"

// An opponent of one game played over the board and rated (no forfeit, no bye, not entered as
// unrated: 1.4.2c); rating 0: unrated. Titles as fideTitleCode reads them (g or GM).
struct NormOpponent {
    int start_no = 0;
    int rating = 0;
    std::string title;
    std::string federation;
    int halves = 0;  // the player's result: 2, 1 or 0
    int round = 0;   // the round the game was played in
};
// In a round robin an unrated opponent who scored nothing against rated players is left out
// (1.4.2b).
std::vector<NormOpponent> normOpponents(const Event& event, int start_no);

// 1.4.1c: the rounds the player won by forfeit or took a pairing-allocated bye in; one of them
// lets eight games played stand for nine.
int unplayedWinsForNorm(const Event& event, int start_no);

struct NormCheck {
    NormTitle title = NormTitle::GM;
    int games = 0;          // 1.4.1a: at least 9 played
    int unplayed_wins = 0;  // 1.4.1c: forfeit wins and pairing-allocated byes; one makes 8 games enough
    int score_halves = 0;
    int titleholders = 0, titleholders_needed = 0;    // 1.4.4: half the opponents hold a title
    int title_level = 0, title_level_needed = 0;      // 1.4.5: a third (3 at least) hold the norm's title or above
    int other_federations = 0;                        // 1.4.3a: at least 2 besides the player's
    int own_federation = 0, own_federation_most = 0;  // 1.4.3b: at most 3/5 from the player's federation
    int one_federation = 0, one_federation_most = 0;  // 1.4.3b: at most 2/3 from any one federation
    int unrated = 0;                                  // 1.4.6d: counted as 1400, no limit on their number
    int raised_from = 0;                              // 1.4.6b: the lowest rating raised to the floor, 0 when none was
    int average = 0;                                  // 1.4.7: Ra, rounded, at least the norm's minimum
    int performance = 0;                              // 1.4.8: Ra + dp, at least the norm's level
    std::vector<std::string> failed;                  // the requirements not met, by name
    bool met() const { return failed.empty(); }
};

// The figures of a norm for a player against these opponents, with `unplayed_wins` rounds won
// without a game (1.4.1c).
NormCheck checkNorm(NormTitle title, const Player& player, const std::vector<NormOpponent>& opponents,
                    int unplayed_wins = 0);

// The norms a player may still earn: none of his own title or above (a GM earns no norm, an
// IM only a GM norm); WGM and WIM norms for women only.
std::vector<NormTitle> normsOpenTo(const Player& player);

}  // namespace tourney
