// A round's pairings as `tourney pair` and `tourney pairings` print them.
#pragma once

#include "scoring/event.h"

#include <QString>
#include <QTextStream>

namespace tourney::app {

enum class TableFormat { Text, Tsv };

// Text: a table for people, with names. Tsv: one line per board,
// board<TAB>white_start<TAB>black_start<TAB>result, then one line per bye with black_start 0
// and the bye's TRF code (U, H, F, Z) as its result; four-seat games list every seat.
void printRound(QTextStream& out, const Event& event, const Round& round, TableFormat format);

}  // namespace tourney::app
