// One turn of a Chaturaji record, as docs/games.md §3.13 writes it: the army letter, the throw as two
// digits, and two move slots in the order played, each `from-to` (onto an empty square),
// `fromxto` (a capture) or `-` (a die passed): `r 35 h2-f3 g4-f4`, `g 22 a1-c3 -`.
#pragma once

#include "rules/chaturaji/board.h"
#include "rules/chaturaji/dice.h"
#include "rules/message.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace tourney::rules::chaturaji {

struct Slot {
    bool passed = true;
    bool capture_mark = false;  // written with `x`
    std::uint8_t from = 0;
    std::uint8_t to = 0;
};

struct Turn {
    Army army = Army::Red;
    Throw dice;
    std::array<Slot, 2> slots;
};

std::string slotText(const Slot& slot);  // "h2-f3", "e5xc5", "-"

// A turn line read: the turn, or where (1-based column of `line`) and why it breaks the
// format. Only the syntax is checked here: whether the turn is legal is for the replay.
struct TurnReading {
    Turn turn;
    int column = 0;  // of the error
    Message error;   // empty when the line is a turn
};

TurnReading readTurn(std::string_view line);

}  // namespace tourney::rules::chaturaji
