// How two ways of writing one player's name are compared, wherever Tourney compares names: a
// duplicate entry (players.h) and the players a game record names (record_players.h).
#pragma once

#include <string>

namespace tourney::tournament {

// The name with ASCII letters in lower case (other scripts as written), runs of blanks as one
// space, a comma followed by one space, nothing at either end: "sharma,  aditya" and
// "Sharma, Aditya" fold alike.
std::string foldedName(const std::string& name);

// Two ways of writing one name agree: folded alike, with "Surname, Given" read as
// "Given Surname" too.
bool sameName(const std::string& written, const std::string& registered);

}  // namespace tourney::tournament
