// How two ways of writing one player's name are compared, wherever Tourney compares names: a
// duplicate entry (players.h) and the players a game record names (record_players.h).
#pragma once

#include <string>
#include <vector>

namespace tourney::tournament {

// The name with ASCII letters in lower case (other scripts as written), runs of blanks as one
// space, a comma followed by one space, nothing at either end: "sharma,  aditya" and
// "Sharma, Aditya" fold alike.
std::string foldedName(const std::string& name);

// The forms a name is compared in: folded, and for "Surname, Given" also "given surname", so
// that "Aditya Sharma" meets "Sharma, Aditya" (FIDE writes the surname first, many arbiters
// and game records do not). The one rule both the duplicate check and the record check use.
std::vector<std::string> nameForms(const std::string& name);

// Two ways of writing one name agree: a form of one is a form of the other (nameForms).
bool sameName(const std::string& written, const std::string& registered);

}  // namespace tourney::tournament
