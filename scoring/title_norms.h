// Title norms (FIDE title regulations B.01, section 1.4: "title norms"): whether a player's
// games in the event meet a GM, IM, WGM or WIM norm, with the figures an arbiter certifies.
// Article numbers as in B.01 1.41-1.49 (games, federations, titleholders, ratings, average,
// performance, score). Implemented: the general rules for one event. Not implemented: the
// exceptions of 1.43 (national championships, zonal and continental events, Swiss events
// with enough foreign titled players, which lift the federation rules), 1.42's games that count
// though not played (a bye or forfeit in place of a ninth game), norms over several events,
// and the conditions on the event itself (rate of play, rounds a day, arbiters).
#pragma once

#include "scoring/event.h"

#include <string>
#include <string_view>
#include <vector>

namespace tourney {

enum class NormTitle { GM, IM, WGM, WIM };
std::string_view normTitleName(NormTitle title);  // "GM", "IM", "WGM", "WIM"

// An opponent of one game played over the board and rated (no forfeit, no bye, not entered as
// unrated); rating 0: unrated.
struct NormOpponent {
    int start_no = 0;
    int rating = 0;
    std::string title;
    std::string federation;
    int halves = 0;  // the player's result: 2, 1 or 0
};
std::vector<NormOpponent> normOpponents(const Event& event, int start_no);

struct NormCheck {
    NormTitle title = NormTitle::GM;
    int games = 0;  // 1.41: at least 9
    int score_halves = 0;
    int titleholders = 0, titleholders_needed = 0;    // 1.44: half the opponents hold a title
    int title_level = 0, title_level_needed = 0;      // 1.45: a third (3 at least) hold the norm's title or above
    int other_federations = 0;                        // 1.43: at least 2 besides the player's
    int own_federation = 0, own_federation_most = 0;  // 1.43: at most 3/5 from the player's federation
    int one_federation = 0, one_federation_most = 0;  // 1.43: at most 2/3 from any one federation
    int unrated = 0, unrated_most = 0;                // 1.46: at most 20 % unrated (counted as 1400)
    int raised_from = 0;                              // 1.46: the lowest rating raised to the floor, 0 when none was
    int average = 0;                                  // 1.47: Ra, rounded, at least the norm's minimum
    int performance = 0;                              // 1.48: Ra + dp, at least the norm's level
    std::vector<std::string> failed;                  // the requirements not met, by name
    bool met() const { return failed.empty(); }
};

// The figures of a norm for a player against these opponents.
NormCheck checkNorm(NormTitle title, const Player& player, const std::vector<NormOpponent>& opponents);

// The norms a player may still earn: none of his own title or above (a GM earns no norm, an
// IM only a GM norm); WGM and WIM norms for women only.
std::vector<NormTitle> normsOpenTo(const Player& player);

}  // namespace tourney
