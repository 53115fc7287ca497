// Title norms (FIDE title regulations B.01, the edition applied from 1 January 2024, section 1.4
// "title norms"): whether a player's games in the event meet a GM, IM, WGM or WIM norm, with the
// figures an arbiter certifies. Articles (docs/fide_reports.md lists each one and the source it
// was checked against): 1.4.1 games (a: nine; c: eight in a nine-round event, with a forfeit win
// or a pairing-allocated bye for the ninth), 1.4.2 games left out (b: a round-robin opponent,
// unrated, who scored nothing against rated players; c: forfeits and games not rated),
// 1.4.3 at least two federations besides the player's, 1.4.4 at most 3/5 of the opponents from
// his federation and 2/3 from any one, 1.4.5 titleholders (a: half the opponents; b-e: a third,
// 3 at least, of the norm's title or above), 1.4.6 opponents' ratings (b: the floor; c: raised
// for one opponent only, the lowest; d: unrated opponents count 1400, with no limit on their
// number), 1.4.7 the average, rounded, 1.4.8 the performance (a: the least average; b: 35 %
// scored), 1.4.9 dp. Implemented: the general rules for one event. Not implemented: the
// exceptions 1.4.3a-d (national championships, national team championships, zonal events,
// Swiss events with enough foreign titled players), 1.4.2a (opponents of no FIDE federation),
// the double round robin's own count of titleholders (1.4.5), norms over several events, and
// the conditions on the event itself (1.1: rate of play, rounds a day, arbiters).
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

// What 1.4.1c looks at besides the games: the event's rounds and the rounds the player won by
// forfeit or took a pairing-allocated bye in. In a nine-round event one of them lets eight games
// stand for nine.
struct NormRounds {
    int event_rounds = 0;   // as planned, or as paired when more
    int unplayed_wins = 0;  // forfeit wins and pairing-allocated byes
};
NormRounds normRounds(const Event& event, int start_no);

struct NormCheck {
    NormTitle title = NormTitle::GM;
    int games = 0;          // 1.4.1a: at least 9 played
    int unplayed_wins = 0;  // 1.4.1c: forfeit wins and pairing-allocated byes; in 9 rounds one makes 8 games enough
    int score_halves = 0;
    int titleholders = 0, titleholders_needed = 0;    // 1.4.5a: half the opponents hold a title
    int title_level = 0, title_level_needed = 0;      // 1.4.5b-e: a third (3 at least) hold the norm's title or above
    int other_federations = 0;                        // 1.4.3: at least 2 besides the player's
    int own_federation = 0, own_federation_most = 0;  // 1.4.4: at most 3/5 from the player's federation
    int one_federation = 0, one_federation_most = 0;  // 1.4.4: at most 2/3 from any one federation
    int unrated = 0;                                  // 1.4.6d: counted as 1400, no limit on their number
    int raised_from = 0;              // 1.4.6b-c: the lowest rating raised to the floor, 0 when none was
    int average = 0;                  // 1.4.7: Ra, rounded; 1.4.8a: at least the norm's minimum
    int performance = 0;              // 1.4.8: Ra + dp (1.4.9), at least the norm's level
    std::vector<std::string> failed;  // the requirements not met, by name
    bool met() const { return failed.empty(); }
};

// The figures of a norm for a player against these opponents, in an event of `rounds` (1.4.1c).
NormCheck checkNorm(NormTitle title, const Player& player, const std::vector<NormOpponent>& opponents,
                    NormRounds rounds = {});

// The norms a player may still earn: none of his own title or above (a GM earns no norm, an
// IM only a GM norm); WGM and WIM norms for women only.
std::vector<NormTitle> normsOpenTo(const Player& player);

}  // namespace tourney
