// What happened to one player in one round, and what it is worth.
//
// A round gives every registered player exactly one of:
//   - a seat in a game, with an Outcome (played over the board, or decided by forfeit), or
//   - a bye of some ByeKind (no opponent), or
//   - nothing at all (not yet paired; after a withdrawal the arbiter records Absent).
#pragma once

#include "scoring/points.h"

#include <optional>
#include <string>
#include <string_view>

namespace tourney {

// The outcome for one seat of a game.
enum class Outcome : char {
    Pending = '?',  // paired, no result yet
    Win = '1',
    Draw = '=',
    Loss = '0',
    ForfeitWin = '+',   // opponent did not appear: not a played game (C.04.1 e, C.07 §16)
    ForfeitLoss = '-',  // did not appear; a double forfeit is ForfeitLoss on both seats
    // Played at a table of more than two seats (Chaturaji): the seat's worth follows from the
    // game points of the whole table and the event's placement points (scoring/placement.h).
    Placed = 'p',
};

bool isPlayed(Outcome outcome);     // Win, Draw, Loss or Placed: the game was played over the board
bool isForfeit(Outcome outcome);    // ForfeitWin or ForfeitLoss
Outcome mirrored(Outcome outcome);  // what the opponent of a two-seat game got

// A round without a game. The names follow C.04.1 and the TRF-16 result codes.
enum class ByeKind : char {
    PairingAllocated = 'U',  // given by the pairing to the odd player out (C.04.1 c)
    Half = 'H',              // requested in advance, half a point
    Full = 'F',              // requested or awarded, a full point
    Zero = 'Z',              // requested in advance, no points
    Absent = 'A',            // not paired: withdrawn, or absent without a requested bye
};

std::string_view byeName(ByeKind kind);  // "pairing-allocated bye", "half-point bye", ...
std::optional<ByeKind> byeKindFromCode(char trf_code);

// How many points each kind of result is worth. Defaults are FIDE's 1/½/0 with byes as in
// C.04.1 and C.07: a forfeit win and a pairing-allocated bye score as a win.
struct PointSystem {
    Points win = Points::whole(1);
    Points draw = Points::half();
    Points loss = Points::whole(0);
    Points forfeit_win = Points::whole(1);
    Points forfeit_loss = Points::whole(0);
    Points pairing_bye = Points::whole(1);
    Points half_bye = Points::half();
    Points full_bye = Points::whole(1);
    Points zero_bye = Points::whole(0);
    Points absent = Points::whole(0);

    static PointSystem standard();  // 1 / ½ / 0
    // Win, draw and loss values; forfeits and byes follow them the way C.04.1 and C.07 count
    // them: a forfeit win and a pairing-allocated or full-point bye are worth a win, a
    // half-point bye a draw, everything else nothing. (2, 1, 0) is FMJD's draughts scale.
    static PointSystem fromValues(Points win, Points draw, Points loss);
    // "W,D,L" such as "2,1,0" or "3,1,0": byes and forfeits follow the win and draw values.
    static std::optional<PointSystem> fromTriple(std::string_view text);

    // Pending is worth nothing yet; nor is Placed here: a table's seats are scored by places
    // (scoring/placement.h, seatPoints).
    Points forOutcome(Outcome outcome) const;
    Points forBye(ByeKind kind) const;

    // "W,D,L" as fromTriple reads it.
    std::string tripleText() const;
    bool operator==(const PointSystem&) const = default;
};

}  // namespace tourney
