// How the player registry (player_registry.h) compares names: a name and a search are folded
// to the same plain words, so that case, accents, punctuation and the order "Surname, Given" or
// "Given Surname" do not keep a player from being found, and a word typed with one letter wrong
// still finds him.
#pragma once

#include <string>
#include <vector>

namespace tourney::tournament {

// The words of a name in lower case without accents: Latin letters of Latin-1 and Latin
// Extended-A (and Romanian's Ș, Ț) lose their marks ("Ö" -> "o", "ß" -> "ss", "Ł" -> "l"),
// combining marks and apostrophes are dropped ("O'Brien" -> "obrien"), letters of other
// scripts are kept as written; anything else (blanks, commas, hyphens, dots) separates words.
std::vector<std::string> foldedWords(const std::string& name);

// The two orders a registry indexes a name by, each its folded words joined by one space:
// "Surname Given" as written ("Carlsen, Magnus" -> "carlsen magnus"), and the words after the
// first comma put first ("magnus carlsen"); a name without a comma has the same two.
struct NameKeys {
    std::string surname_first;
    std::string given_first;
};
NameKeys nameKeys(const std::string& name);

// How many single-letter edits (insert, delete, replace, or swap two neighbours) turn `a` into
// `b`, counting no further than `limit` (limit + 1 when more).
int editDistance(const std::string& a, const std::string& b, int limit);

// The edits a word typed in a search may have and still find a name's word: none under four
// letters, one up to seven, two from eight.
int typosAllowed(const std::string& word);

}  // namespace tourney::tournament
