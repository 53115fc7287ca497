// The crosstable the tie-breaks read, and the one function per tie-break that reads it.
// Internal to scoring/: callers use computeTiebreaks (tiebreaks.h).
//
// Vocabulary of C.07 §16 used throughout:
//  - played game: two players met over the board (TRF 1 = 0 and the unrated W D L);
//  - VUR, voluntarily unplayed round: an unplayed round that did not bring a win's points
//    (forfeit loss, half- or zero-point bye, absence);
//  - last non-VUR round: the last round the player played, or was given a PAB, a forfeit win
//    or a full-point bye;
//  - trailing absence: a round after that without an opponent (absent after withdrawal).
#pragma once

#include "scoring/history.h"
#include "scoring/tiebreaks.h"

#include <vector>

namespace tourney {

struct TiebreakRound {
    int opponent = 0;  // start number; 0 for byes and absences
    Colour colour = Colour::None;
    char code = ' ';                    // TRF result code, as RoundEntry holds it
    Points points;                      // under the event's point system
    bool over_the_board = false;        // a played game against an opponent
    bool pairing_bye = false;           // PAB (TRF U)
    bool voluntarily_unplayed = false;  // VUR, C.07 §16.2
    int game_halves = 0;                // the played game's result on the 1/½/0 scale, in halves (C.07 §10)
};

struct TiebreakPlayer {
    int start_no = 0;
    int rating = 0;                     // 0 = unrated
    Points points;                      // PTS over the rounds computed
    int last_non_vur_round = 0;         // lna(p); 0 when none
    std::vector<TiebreakRound> rounds;  // index r - 1
};

struct TiebreakTable {
    std::vector<TiebreakPlayer> players;  // index p - 1
    Points win;                           // W of the point system
    Points draw;                          // D of the point system
    int rounds = 0;                       // R: the rounds computed
    TiebreakSettings settings;

    const TiebreakPlayer& player(int start_no) const { return players[start_no - 1]; }
    int size() const { return static_cast<int>(players.size()); }
};

// One tie-break's values for every player, index p - 1.
using TiebreakColumn = std::vector<TiebreakValue>;

TiebreakTable makeTiebreakTable(const Event& event, const TiebreakSettings& settings);

// The codes in order; DE sees the groups tied on points and on the codes before it.
std::vector<TiebreakColumn> computeTiebreakColumns(const TiebreakTable& table, const std::vector<TiebreakCode>& codes);

// Numbers the groups of players equal on points and on every column computed so far: the
// groups direct encounter works in (C.07 §6).
std::vector<int> tiedGroups(const TiebreakTable& table, const std::vector<TiebreakColumn>& columns);

// What a code changes about the event-wide settings.
bool isRoundRobinFor(const TiebreakTable& table, const TiebreakCode& code);
TiebreakRules rulesFor(const TiebreakTable& table, const TiebreakCode& code);

// --- opponent_entries.cpp: C.07 §14-16 --------------------------------------------------

// A player's score as the opponents see it (C.07 §16.3): trailing absences count as draws in
// a Swiss; in a round robin they keep their points.
Points adjustedScore(const TiebreakTable& table, const TiebreakPlayer& player);
std::vector<Points> adjustedScores(const TiebreakTable& table);

// One round of an opponent-based sum (BH, FB, SB): the value the round counts for, what it
// contributes (the value itself for BH, times the player's points for SB), and whether it is
// a VUR, which the cut exception removes first (C.07 §16.5).
struct OpponentEntry {
    long long value = 0;         // in tenths of a point
    long long contribution = 0;  // tenths (BH) or hundredths (SB)
    bool voluntarily_unplayed = false;
};

// Which sum the entries are for, and how unplayed rounds enter it.
struct EntryRules {
    bool sonneborn_berger = false;    // SB: entries are weighted by the round's points
    bool unplayed_as_played = false;  // /P: forfeits count with the real opponent
    bool round_robin = false;         // C.07 §15: forfeits count as played, the bye is left out
    TiebreakRules rules = TiebreakRules::Fide2026;
    int fore_round = 0;  // FB: the round counted as played when paired
};
// One player's per-round entries, with the dummy opponent for unplayed rounds (C.07 §16.4).
// `shown` holds every player's adjusted score; `own` caps the dummy opponent (PTS, or the
// FB-adjusted score).
std::vector<OpponentEntry> opponentEntries(const TiebreakTable& table, const TiebreakPlayer& player,
                                           const std::vector<Points>& shown, Points own, const EntryRules& rules);

// The entry rules a BH-like code implies, and every player's PTS.
EntryRules opponentEntryRules(const TiebreakTable& table, const TiebreakCode& code);
std::vector<Points> finalScores(const TiebreakTable& table);
// Every player's sum of entries after the code's cuts: BH or SB as `rules` says, with the
// score each player shows to opponents (`shown`) and the score that caps each one's dummy
// opponent (`own`).
TiebreakColumn opponentSums(const TiebreakTable& table, const TiebreakCode& code, const EntryRules& rules,
                            const std::vector<Points>& shown, const std::vector<Points>& own);

// Sum of the entries after Cut-n / Median-n with the VUR exception (C.07 §14, §16.5).
long long sumAfterCuts(std::vector<OpponentEntry> entries, int cut, int median, int rounds);

// --- one function per tie-break ---------------------------------------------------------
TiebreakColumn wins(const TiebreakTable& table);                                        // WIN  C.07 §7
TiebreakColumn winsOverTheBoard(const TiebreakTable& table);                            // WON  C.07 §7
TiebreakColumn gamesWithBlack(const TiebreakTable& table);                              // BPG  C.07 §7
TiebreakColumn winsWithBlack(const TiebreakTable& table);                               // BWG  C.07 §7
TiebreakColumn roundsElectedToPlay(const TiebreakTable& table);                         // REP  C.07 §7
TiebreakColumn standardPoints(const TiebreakTable& table);                              // STD
TiebreakColumn pairingNumbers(const TiebreakTable& table);                              // TPN
TiebreakColumn progressiveScore(const TiebreakTable& table, const TiebreakCode& code);  // PS
TiebreakColumn koya(const TiebreakTable& table, const TiebreakCode& code);              // KS

TiebreakColumn buchholz(const TiebreakTable& table, const TiebreakCode& code);                  // BH  C.07 §8.1
TiebreakColumn foreBuchholz(const TiebreakTable& table, const TiebreakCode& code);              // FB
TiebreakColumn averageOpponentsBuchholz(const TiebreakTable& table, const TiebreakCode& code);  // AOB
TiebreakColumn sonnebornBerger(const TiebreakTable& table, const TiebreakCode& code);           // SB
TiebreakColumn truncatedSolkoff(const TiebreakTable& table, const TiebreakCode& code);          // TS  FMJD
TiebreakColumn resistancePoints(const TiebreakTable& table, const TiebreakCode& code);          // WP  KNDB

TiebreakColumn averageRatingOfOpponents(const TiebreakTable& table, const TiebreakCode& code);  // ARO
TiebreakColumn performanceRating(const TiebreakTable& table, const TiebreakCode& code);         // TPR
TiebreakColumn perfectPerformance(const TiebreakTable& table, const TiebreakCode& code);        // PTP
TiebreakColumn averageOfOpponents(const TiebreakTable& table, const TiebreakColumn& values);    // APRO, APPO
TiebreakColumn ownRatings(const TiebreakTable& table, const TiebreakCode& code);                // RTNG

// DE (C.07 §6): `group[p - 1]` numbers the groups of players tied on everything before DE.
TiebreakColumn directEncounter(const TiebreakTable& table, const TiebreakCode& code, const std::vector<int>& group);

}  // namespace tourney
