// The draughts federations' names for Buchholz sums (docs/draughts.md): FMJD's truncated
// Solkoff and the KNDB's weerstandspunten. Both are computed by buchholz() (C.07 §8.1), which
// holds the one reading of the opponents' scores and of unplayed rounds (C.07 §16).
#include "scoring/tiebreak_table.h"

namespace tourney {

namespace {

TiebreakCode asBuchholz(const TiebreakCode& code) {
    TiebreakCode buchholz_code = code;
    buchholz_code.name = TiebreakName::Buchholz;
    return buchholz_code;
}

}  // namespace

// TS: the sum of the opponents' scores without the lowest one (FMJD Annexes 2024, Swiss
// system, "truncated Solkoff"). The code carries the cut (parseTiebreakCode sets C1 when none
// is given), so TS/C2, TS/C3 ... give the further values of the "full" truncated Solkoff, which
// FMJD reads one after the other while players stay tied.
TiebreakColumn truncatedSolkoff(const TiebreakTable& table, const TiebreakCode& code) {
    return buchholz(table, asBuchholz(code));
}

// WP: weerstandspunten, the sum of all the opponents' scores (KNDB; docs/draughts.md says what
// could be read of its text).
TiebreakColumn resistancePoints(const TiebreakTable& table, const TiebreakCode& code) {
    return buchholz(table, asBuchholz(code));
}

}  // namespace tourney
