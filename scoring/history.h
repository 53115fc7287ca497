// Each player's rounds seen one player at a time, as TRF-16 writes them: opponent, colour and
// a result code per round. Pairing (colours, floats, repeat encounters) and tie-breaks
// (opponents' scores, unplayed rounds) read this view; it is derived from the Event, never
// stored. Defined for two-seat games; a four-seat game's entries carry no single opponent.
#pragma once

#include "scoring/event.h"

#include <vector>

namespace tourney {

enum class Colour : char { None = '-', White = 'w', Black = 'b' };

struct RoundEntry {
    int opponent = 0;              // start number; 0 for byes, absence and not paired
    Colour colour = Colour::None;  // colour played (or assigned, for a forfeit)
    // TRF-16 result code: '1' '=' '0' played; 'W' 'D' 'L' played but unrated;
    // '+' '-' forfeit (opponent set); 'U' pairing-allocated bye; 'H' 'F' 'Z' requested byes;
    // '-' with no opponent: absent; ' ' not paired yet (or result pending: see `pending`).
    char code = ' ';
    bool pending = false;  // paired, result not entered
    Points points;         // what this round is worth under the event's point system

    bool playedOverTheBoard() const;  // a real game against a real opponent (C.04.1, C.07 §16)
    bool isForfeit() const;           // '+' or '-' against an opponent
};

// history[p - 1][r - 1] for player p and round r, for every paired round of the event.
std::vector<std::vector<RoundEntry>> playerHistories(const Event& event);

// One entry, from a player's point of view.
RoundEntry entryFor(const Event& event, const Round& round, int player);

}  // namespace tourney
