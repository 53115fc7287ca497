// A small static web site of an event: an index, the pairings of every round, the standings
// and the crosstable (round robin) or wall chart (Swiss). Every text is escaped; the pages
// read on a phone (tables scroll sideways) and print cleanly.
#pragma once

#include "reports/table_formats.h"
#include "scoring/event.h"

#include <string>
#include <string_view>
#include <vector>

namespace tourney::reports {

// &, <, >, " and ' as character references.
std::string htmlEscape(std::string_view text);

// Writes the site into `directory` (created when missing) and returns the files written.
// Throws std::runtime_error naming the file that cannot be written.
std::vector<std::string> writeHtmlSite(const Event& event, const std::string& directory);

}  // namespace tourney::reports
