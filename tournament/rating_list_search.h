// Finding a player in FIDE's rating list (formats/fide_rating_list.h) to register him: the
// arbiter at the venue types a FIDE id or a part of a name, and adds the player found with the
// list's details instead of typing them.
#pragma once

#include "formats/fide_rating_list.h"
#include "tournament/message.h"

#include <cstddef>
#include <iosfwd>
#include <string>
#include <vector>

namespace tourney::tournament {

struct RatingListHits {
    std::vector<formats::RatingListEntry> players;  // the highest rated first, at most the limit
    std::size_t matched = 0;                        // every player the query found
};

// `query`: a FIDE id (digits only) finds that player; any other text finds the players whose
// name holds each of its words (split at spaces and commas), whatever their case. Throws
// Refusal (field "q") for a query without two letters or digits; InputError for a list that is
// not FIDE's (named by file, line and field).
RatingListHits searchRatingList(std::istream& list, const std::string& file_name, const std::string& query,
                                std::size_t limit);

// How many players the list holds, every entry checked as a search reads it: the list is
// checked whole before it is kept for searching.
std::size_t ratingListSize(std::istream& list, const std::string& file_name);

// "Kept FIDE's rating list players_list_foa.txt to search: 1234 players".
Message ratingListKept(const std::string& file_name, std::size_t players);

}  // namespace tourney::tournament
