// The player list an arbiter brings: a UTF-8 CSV file whose header row names the columns
// name, rating, title, federation, fide_id, birth_year, sex, club, latin_name and k_factor in
// any order (only name is required). Plain C++: it reads text and builds Players, nothing else.
#pragma once

#include "scoring/event.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace tourney::formats {

// The players in file order, start numbers not yet given (0). Throws InputError
// (formats/input_error.h) naming the file, the line and the field of the first bad value.
std::vector<Player> readPlayerCsv(std::istream& in, const std::string& file_name);

// A player of the list and the line of the file his record starts on (the header is line 1).
struct ListedPlayer {
    Player player;
    int line = 0;
    // The section the file places him in (its column `section`, for an event in sections,
    // tournament/sections.h); empty when the file has no such column or leaves the cell empty.
    std::string section;
};
// As readPlayerCsv, with each player's line, for messages about him that come later (a
// duplicate entry refused on registration).
std::vector<ListedPlayer> readListedPlayers(std::istream& in, const std::string& file_name);

// Checks one field of a player as the CSV reader and `player add` both need it, and stores it.
// Throws std::invalid_argument with a message about the value (the caller adds where it came from).
void setPlayerField(Player& player, const std::string& field, const std::string& value);

// The column names readPlayerCsv knows, in their usual order.
const std::vector<std::string>& playerCsvColumns();

}  // namespace tourney::formats
