// FIDE Tie-Break Regulations (Handbook C.07): the codes as TRF-26 writes them, exact values,
// and the computation of an event's tie-break list.
//
// Two editions are supported: the one in force since 1 March 2026 and the 2024-08 one. They
// differ only in the value of the dummy opponent that stands in for a player's own unplayed
// rounds (C.07 §16.4). See docs/tiebreaks.md for every code with its article (2024 layout of
// C.07; the numbers it marks ≈ are unverified against the handbook text).
#pragma once

#include "rules/message.h"
#include "scoring/event.h"

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace tourney {

// A tie-break list or code that cannot be read, or a tie-break the event cannot compute
// (ratings needed but unrated players present and no rating for them set, C.07 §10).
// said() is the message a front end translates with its values (rules/message.h).
class TiebreakError : public SaidError<std::runtime_error> {
public:
    using SaidError::SaidError;
};

// A rating-based tie-break asked for while unrated players are present and no rating for them
// is set (C.07 §10: the regulations must say how unrated players count). Its message keeps the
// code and the counts as values, for a front end that says it in another language.
class UnratedPlayersError : public TiebreakError {
public:
    UnratedPlayersError(const std::string& code, const std::string& acronym, int unrated, int first_unrated)
        : UnratedPlayersError(Message("%1 needs a rating for unrated players: %2 player(s) are unrated (the first is "
                                      "start number %3); set one with %4/Unnnn or --unrated-rating",
                                      code, unrated, first_unrated, acronym)) {}

private:
    explicit UnratedPlayersError(const Message& said) : TiebreakError(said) {}
};

enum class TiebreakRules { Fide2024, Fide2026 };

// The edition in force for an event that started on `start_date` (yyyy-mm-dd, yyyy/mm/dd,
// dd.mm.yyyy or TRF's yy/mm/dd); an empty or unreadable date means an event played now, under
// the newest edition (FIDE's tool reads the day's date, which gives the same).
TiebreakRules rulesForStartDate(std::string_view start_date);
// "2024" or "2026"; nullopt for anything else.
std::optional<TiebreakRules> parseRulesEdition(std::string_view text);

enum class TiebreakName {
    DirectEncounter,                       // DE   C.07 §6
    Wins,                                  // WIN  C.07 §7
    WinsOverTheBoard,                      // WON  C.07 §7
    GamesWithBlack,                        // BPG  C.07 §7
    WinsWithBlack,                         // BWG  C.07 §7
    RoundsElectedToPlay,                   // REP (GE)  C.07 §7
    ProgressiveScore,                      // PS   C.07 §7.5
    StandardPoints,                        // STD
    PairingNumber,                         // TPN
    Buchholz,                              // BH   C.07 §8.1
    ForeBuchholz,                          // FB   C.07 §8.3
    AverageOpponentsBuchholz,              // AOB  C.07 §8.4
    SonnebornBerger,                       // SB   C.07 §9.1
    Koya,                                  // KS   C.07 §9.2
    AverageRatingOfOpponents,              // ARO  C.07 §10.1
    PerformanceRating,                     // TPR  C.07 §10.2
    PerfectPerformance,                    // PTP  C.07 §10.3
    AveragePerformanceOfOpponents,         // APRO C.07 §10.4
    AveragePerfectPerformanceOfOpponents,  // APPO C.07 §10.5
    Rating,                                // RTNG
    // Draughts (docs/draughts.md): both are Buchholz sums under other federations' names.
    TruncatedSolkoff,  // TS   FMJD Annexes (Swiss): the opponents' scores but the lowest
    ResistancePoints,  // WP   KNDB weerstandspunten: the opponents' scores, all of them
};

// One entry of an event's tie-break list, with its modifiers (C.07 §14, TRF-26 line 202).
struct TiebreakCode {
    TiebreakName name = TiebreakName::Buchholz;
    int cut = 0;                         // /Cn: drop the n lowest entries
    int median = 0;                      // /Mn: drop the n lowest and the n highest
    bool unplayed_as_played = false;     // /P: forfeits count with the real opponent and result
    bool as_swiss = false;               // /S: Swiss rules in a round robin
    bool reverse = false;                // /R: lower is better
    int koya_percent = 50;               // /Lnn: KS threshold in percent of the maximum
    Points koya_offset;                  // /L+k, /L-k (k half-points), /L+k.k (points)
    std::optional<int> unrated_rating;   // /Uxxxx: rating for unrated players
    std::optional<TiebreakRules> rules;  // /V1, /V2, /V2024, /V2026

    // The code as TRF-26 writes it, e.g. "BH/C1" or "KS/L+1".
    std::string text() const;
    bool operator==(const TiebreakCode&) const = default;
};

std::string_view tiebreakAcronym(TiebreakName name);  // "BH", "SB", ...
// The article of C.07 that defines the tie-break, in the 2024 layout docs/tiebreaks.md follows
// ("C.07 §8.1"; "C.07" alone where no article could be named, e.g. STD and RTNG).
std::string_view tiebreakArticle(TiebreakName name);
// Reads one code such as "BH/C1", "sb", "KS/L60", "ARO!M1" (case-insensitive; '!' and '#'
// stand for '/'). Throws TiebreakError naming the code and what is wrong.
TiebreakCode parseTiebreakCode(std::string_view text);
// Reads a list separated by commas or blanks ("BH/C1 BH SB" or "DE,WIN"). An empty list is valid.
std::vector<TiebreakCode> parseTiebreakList(std::string_view text);

// The tie-breaks of an event whose arbiter names none, the one list every front end and help
// text takes. C.07 §13 recommends, for individual round robins, direct encounter, number of
// wins, Sonneborn-Berger and Koya; for Swiss events Buchholz cut 1, Buchholz, Sonneborn-Berger
// and direct encounter. At tables (scoring/table_tiebreaks.h): game points, first places,
// Buchholz, direct encounter, what the players achieved on the board before whom they met.
std::vector<std::string> defaultTiebreaks(PairingSystem system, bool at_tables);
std::vector<std::string> defaultTiebreaks(const Event& event);

// An exact tie-break value: an integer count of 10^-decimals. Points-based values carry one
// decimal (tenths, as Points does), products of points two (SB), averages as C.07 rounds them,
// counts and ratings none. A value may be undefined (an average over no games): it prints as
// "-0", as FIDE's tool prints it, and ranks after every defined value.
struct TiebreakValue {
    long long scaled = 0;
    int decimals = 0;
    bool defined = true;

    static TiebreakValue count(long long n) { return {n, 0, true}; }
    static TiebreakValue points(Points p) { return {p.tenths(), 1, true}; }
    static TiebreakValue undefined(int decimals = 0) { return {0, decimals, false}; }

    std::string toString() const;  // "12.5", "13.25", "2039", "-0"
    bool operator==(const TiebreakValue&) const = default;
};

// Whether a higher value of this tie-break is better (false for TPN and DE, and for /R).
bool higherIsBetter(const TiebreakCode& code);
// -1 when a ranks before b, 1 when after, 0 when equal, for this tie-break.
int compareValues(const TiebreakCode& code, const TiebreakValue& a, const TiebreakValue& b);

// How the tie-breaks of an event are to be computed.
struct TiebreakSettings {
    TiebreakRules rules = TiebreakRules::Fide2026;
    bool round_robin = false;           // pre-determined pairings (C.07 §15)
    int after_round = 0;                // 0: every paired round
    std::optional<int> unrated_rating;  // rating for unrated players, for every code
    // Without a rating for unrated players, rating-based tie-breaks throw UnratedPlayersError;
    // with this set they are undefined for everyone instead, as FIDE's reference tool prints them.
    bool unrated_as_undefined = false;
};

// The settings an Event implies: its start date's edition, its pairing system.
TiebreakSettings settingsFor(const Event& event, int after_round = 0);

// values[i][p - 1]: the value of codes[i] for player p. DE is computed inside the groups tied
// on points and on every code before it. Throws TiebreakError when a code cannot be computed.
std::vector<std::vector<TiebreakValue>> computeTiebreaks(const Event& event, const std::vector<TiebreakCode>& codes,
                                                         const TiebreakSettings& settings);

}  // namespace tourney
