// A report table as CSV (RFC 4180), for spreadsheets and federation rating officers.
#pragma once

#include "tournament/table.h"

#include <iosfwd>
#include <string>

namespace tourney::reports {

// One header line, then one line per row; points with ½ written as decimals ("2½" -> "2.5").
void writeCsv(std::ostream& out, const tournament::Table& table);

// A field quoted when it holds a comma, a quote or a line break, quotes doubled.
std::string csvField(const std::string& text);

}  // namespace tourney::reports
