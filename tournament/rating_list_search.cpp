#include "tournament/rating_list_search.h"

#include "tournament/refusal.h"

#include <algorithm>
#include <cctype>

namespace tourney::tournament {
namespace {

std::string lowerCase(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
    return text;
}

std::vector<std::string> wordsOf(const std::string& query) {
    std::vector<std::string> words;
    std::string word;
    for (char c : query + ' ') {
        if (c == ' ' || c == ',' || c == '\t') {
            if (!word.empty()) words.push_back(lowerCase(word));
            word.clear();
        } else {
            word += c;
        }
    }
    return words;
}

bool isFideId(const std::string& query) {
    return !query.empty() && std::all_of(query.begin(), query.end(), [](unsigned char c) { return std::isdigit(c); });
}

}  // namespace

RatingListHits searchRatingList(std::istream& list, const std::string& file_name, const std::string& query,
                                std::size_t limit) {
    const std::vector<std::string> words = wordsOf(query);
    std::size_t typed = 0;
    for (const std::string& word : words) typed += word.size();
    if (typed < 2) throw Refusal("q", "type a FIDE id or at least two letters of a name");
    const bool by_id = words.size() == 1 && isFideId(words.front());
    std::vector<formats::RatingListEntry> found;
    formats::visitFideRatingList(list, file_name, [&](const formats::RatingListEntry& entry) {
        if (by_id) {
            if (entry.fide_id == words.front()) found.push_back(entry);
            return;
        }
        const std::string name = lowerCase(entry.name);
        if (std::all_of(words.begin(), words.end(),
                        [&](const std::string& word) { return name.find(word) != std::string::npos; }))
            found.push_back(entry);
    });
    std::stable_sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.rating > b.rating; });
    RatingListHits hits;
    hits.matched = found.size();
    if (found.size() > limit) found.resize(limit);
    hits.players = std::move(found);
    return hits;
}

std::size_t ratingListSize(std::istream& list, const std::string& file_name) {
    std::size_t players = 0;
    formats::visitFideRatingList(list, file_name, [&](const formats::RatingListEntry&) { ++players; });
    return players;
}

Message ratingListKept(const std::string& file_name, std::size_t players) {
    return Message("Kept FIDE's rating list %1 to search: %2 players", file_name, players);
}

}  // namespace tourney::tournament
