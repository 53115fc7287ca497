// The event model: players, rounds, games and byes. Plain values, no storage, no I/O.
//
// A game has seats, not "white and black": two for chess, draughts and Camelot, four for
// Chaturaji. Seat 0 is White (the first to move) in two-player games. Nothing in the model
// assumes two seats; code that needs an opponent asks `opponentOf`, which is defined only for
// two-seat games.
#pragma once

#include "rules/rules.h"
#include "scoring/registration_entry.h"
#include "scoring/result.h"
#include "scoring/team.h"
#include "scoring/venue_desk.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace tourney {

using rules::GameKind;

// Swiss: the FIDE Dutch system (C.04.3); Dubov: the FIDE Dubov system (C.04.4.1); Burstein:
// the FIDE Burstein system (C.04.4.2).
enum class PairingSystem { RoundRobin, DoubleRoundRobin, Swiss, Dubov, Burstein };
// "round-robin", "double-round-robin", "swiss", "dubov", "burstein"
std::string_view systemName(PairingSystem system);
std::optional<PairingSystem> parseSystemName(std::string_view name);
bool isRoundRobin(PairingSystem system);

enum class Sex : char { Unknown = ' ', Male = 'm', Female = 'f' };

struct Player {
    int start_no = 0;        // pairing number, 1-based
    std::string name;        // UTF-8, any script; "Surname, Given" by FIDE convention
    std::string latin_name;  // the name in Latin letters, for FIDE (TRF); empty: `name` is Latin
    int rating = 0;          // 0 = unrated
    std::string title;       // GM, IM, FM, WGM, ... (empty when none)
    std::string federation;  // three-letter code, e.g. BAN, IND
    std::string fide_id;     // digits, empty when none
    std::string club;        // empty when none
    int birth_year = 0;      // 0 = unknown
    // yyyy-mm-dd when the source gave the whole date (its year is birth_year); empty when it
    // gave the year alone, or nothing. Kept so that a TRF exports the date it imported.
    std::string birth_date;
    Sex sex = Sex::Unknown;
    int k_factor = 0;              // the FIDE rating list's K (40, 20, 10); 0 = not known (B.02 8.3)
    int withdrawn_from_round = 0;  // 0 = active; R = takes no part from round R on

    bool activeIn(int round) const { return withdrawn_from_round == 0 || round < withdrawn_from_round; }
    bool operator==(const Player&) const = default;
};

struct Seat {
    int player = 0;  // start number
    Outcome outcome = Outcome::Pending;
    // Tables of more than two (Chaturaji): the game points the seat won on the board, with
    // outcome Placed; none while pending and for a seat lost by forfeit (ForfeitLoss).
    std::optional<int> game_points = std::nullopt;
    bool operator==(const Seat&) const = default;
};

struct Game {
    int board = 0;              // 1-based
    std::vector<Seat> seats;    // seat 0 moves first (White)
    std::string record;         // the game's record (PGN, PDN, ...) when one was entered
    bool rated = true;          // false: played but not rated (TRF W/D/L), e.g. fewer than two moves
    bool colours_known = true;  // false: a forfeit recorded without colours (TRF colour '-')

    bool hasResult() const;  // every seat has an outcome
    // The seat index of a player, or -1.
    int seatOf(int player) const;
    bool operator==(const Game&) const = default;
};

struct Bye {
    int player = 0;
    ByeKind kind = ByeKind::PairingAllocated;
    bool operator==(const Bye&) const = default;
};

struct Round {
    int number = 0;           // 1-based
    std::string date;         // yyyy-mm-dd when the round was played (TRF 132); may be empty
    std::vector<Game> games;  // in board order
    std::vector<Bye> byes;

    bool complete() const;  // every game has a result
    const Game* gameOf(int player) const;
    const Bye* byeOf(int player) const;
    bool operator==(const Round&) const = default;
};

// A bye the player asked for before the round was paired (C.04.2: byes requested in advance).
struct RequestedBye {
    int round = 0;
    int player = 0;
    ByeKind kind = ByeKind::Half;
    bool operator==(const RequestedBye&) const = default;
};

// Two players who may not meet in some rounds only (TRF-26 record 260), e.g. two players
// of one club kept apart in the first rounds of an open.
struct RoundLimitedForbiddenPair {
    int first = 0, second = 0;  // start numbers
    int first_round = 1, last_round = 1;
    bool operator==(const RoundLimitedForbiddenPair&) const = default;
};

// Virtual points added for pairing only (accelerated pairings, C.04.7 / JaVaFo XXA).
struct VirtualPoints {
    int player = 0;
    std::vector<Points> per_round;  // index r - 1; missing rounds add nothing
    bool operator==(const VirtualPoints&) const = default;
};

enum class Acceleration { None, Baku };

// A group of players the organiser ranks apart and gives prizes to (women, U16, S65, a rating
// band, ...). `rule` holds the conditions as the arbiter typed them, comma-separated, all of
// which must hold ("women,U16"); tournament/categories.h reads them.
struct Category {
    std::string name;  // "U16", "Women", "U1800": unique in the event
    std::string rule;  // "U16", "women", "rating<1800", "federation=IND", "club=Mumbai CC", ...
    bool operator==(const Category&) const = default;
};

// One prize of the prize table. Amounts are kept in hundredths (cents, paise) of the currency.
struct Prize {
    std::string name;  // "1st", "Best U16"
    long long hundredths = 0;
    std::string category;  // empty: an overall prize; else a Category's name
    bool operator==(const Prize&) const = default;
};

// How tied players share prizes (tournament/prizes.h): by tie-break, the best tie-break takes
// the prize whole; by the Hort system, half of the prizes is shared equally; or shared, the
// prizes of the tied players are added up and shared equally.
enum class PrizeSharing { TieBreak, Hort, Shared };
std::string_view prizeSharingName(PrizeSharing sharing);  // "tiebreak", "hort", "shared"
std::optional<PrizeSharing> parsePrizeSharing(std::string_view name);

struct EventInfo {
    std::string name;
    std::string city;
    std::string federation;
    std::string start_date;  // ISO 8601, yyyy-mm-dd (may be empty)
    std::string end_date;
    std::string chief_arbiter;
    std::string deputy_arbiters;  // "; " between two deputies: TRF writes one 112 line each
    std::string time_control;
    // What FIDE's rating needs besides (tournament/rated_event_check.h): the chief arbiter's
    // FIDE id, the event's registration with FIDE and the day it was registered (yyyy-mm-dd).
    std::string chief_arbiter_fide_id = {};
    std::string fide_registration = {};
    std::string fide_registered_on = {};
    bool operator==(const EventInfo&) const = default;
};

// Events compare equal when every value is the same (a store that keeps the event it wrote checks
// it against the event read back, tests/app/test_event_store.cpp).
struct Event {
    EventInfo info;
    GameKind game = GameKind::Chess;
    PairingSystem system = PairingSystem::Swiss;
    int planned_rounds = 0;
    PointSystem points;
    // Games of more than two seats: the points each place at a table is worth, first place
    // first ({3, 2, 1, 0} for four seats when empty; scoring/placement.h). The bye's score is
    // points.pairing_bye.
    std::vector<Points> placement;
    std::vector<std::string> tiebreaks;  // TRF-26 codes in order, e.g. {"BH/C1", "SB", "DE"};
                                         // for tables the codes of scoring/table_tiebreaks.h
    bool first_board_white = true;       // colour of the top-ranked player in round 1 (drawn by lot)
    std::vector<Player> players;         // index i holds start number i + 1
    std::vector<Round> rounds;           // index r holds round r + 1

    // What the pairing must respect besides the rounds played.
    std::vector<RequestedBye> requested_byes;                    // for rounds not yet paired
    std::vector<std::pair<int, int>> forbidden_pairs;            // e.g. teammates; start numbers
    std::vector<RoundLimitedForbiddenPair> forbidden_in_rounds;  // only in the rounds given
    Acceleration acceleration = Acceleration::None;
    std::vector<VirtualPoints> virtual_points;  // explicit per-player acceleration (XXA)

    // Seed of the drawing of lots that breaks ties left after every tie-break (C.07 §9).
    // Chosen once when the event is created and stored with it, so standings are reproducible.
    unsigned long long lots_seed = 0;

    // Categories and the prize table, for the prize list (tournament/prizes.h).
    std::vector<Category> categories;
    std::vector<Prize> prizes;  // in the order entered: places in a category follow it
    PrizeSharing prize_sharing = PrizeSharing::TieBreak;

    // FIDE mode (issue 37; tournament/fide_mode.h): what decides the pairings and the standings
    // (scoring, bye values, tie-breaks, forbidden pairs) is locked once round 1 is paired, and
    // a pairing changed by hand is compared with the engine's. On by default for a game FIDE
    // rates (rules/registry.h); leaving it is logged.
    bool fide_mode = false;

    // A team event (scoring/team.h): its teams, boards, match points and team rounds. The
    // players are those of `players`; the individual `rounds` stay empty.
    std::optional<TeamEvent> teams;

    // The desk at the venue (scoring/venue_desk.h): check-ins of rounds not yet paired (kept
    // once paired, as the record of who came), entry fees and payments.
    std::vector<CheckIn> check_ins;
    EntryFees fees;
    std::vector<Payment> payments;

    // The public registration form (scoring/registration_entry.h): whether it takes entries,
    // and the entries in the order they came, each waiting, approved or rejected.
    RegistrationWindow registration;
    std::vector<RegistrationEntry> entries;

    // Archived (issue 34; tournament/event_lifetime.h): read-only, every change refused until an
    // organiser restores it. The public still reads every page of it.
    bool archived = false;

    bool isTeamEvent() const { return teams.has_value(); }
    const Player* player(int start_no) const;
    Player* player(int start_no);
    int roundsPaired() const { return static_cast<int>(rounds.size()); }
    // Whether the game is played at tables of more than two seats (its registry entry names
    // more than two seats, rules/registry.h): the pairing, standings, results and reports of
    // such an event go to their table variants.
    bool atTables() const;
    bool operator==(const Event&) const = default;
};

// Gives every player the start number new_number[old] (indexed by the old number) and renumbers
// everything that names a player, so the event reads the same with the new numbers. The
// players end up sorted by them.
void renumberPlayers(Event& event, const std::vector<int>& new_number);

// Two-seat games only: the opponent's start number, or 0.
int opponentOf(const Game& game, int player);

// The pairs the arbiter keeps apart in `round` (C.04.3 C1): forbidden_pairs, and those of
// forbidden_in_rounds whose rounds include it.
std::vector<std::pair<int, int>> forbiddenPairsIn(const Event& event, int round);

// The points a player holds after `through_round` rounds (all rounds when 0 or more than paired).
Points pointsAfter(const Event& event, int player, int through_round = 0);

}  // namespace tourney
