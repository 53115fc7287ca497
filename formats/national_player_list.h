// A federation's own list of its players, as a UTF-8 CSV file (formats/csv_records.h) for the
// player registry (tournament/player_registry.h). Its header names the columns, in any order:
// national_id and name (both required), fide_id, federation, title, sex and birth (a date,
// yyyy-mm-dd or dd.mm.yyyy, or a year alone); each value is checked as a player list's
// (formats/player_csv.h). docs/federation.md, "Player registry", describes it.
#pragma once

#include "scoring/event.h"

#include <functional>
#include <iosfwd>
#include <string>

namespace tourney::formats {

struct NationalListEntry {
    std::string national_id;
    Player player;  // name, fide_id, federation, title, sex, birth_year and birth_date
    int line = 0;   // where its record starts, for messages about it
};

// Each player of the list in file order, to `visit`. Throws InputError naming the file, the
// line and the field of the first bad value (an empty national id among them).
void visitNationalPlayerList(std::istream& in, const std::string& file_name,
                             const std::function<void(const NationalListEntry&)>& visit);

}  // namespace tourney::formats
