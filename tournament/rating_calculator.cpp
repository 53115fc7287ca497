#include "tournament/rating_calculator.h"

#include "tournament/rating_report.h"
#include "tournament/refusal.h"

#include <algorithm>
#include <cctype>

namespace tourney::tournament {

namespace {

int wholeNumber(const std::string& text, const std::string& field, int most) {
    const bool digits = !text.empty() && text.size() <= 5 &&
                        std::all_of(text.begin(), text.end(), [](unsigned char c) { return std::isdigit(c); });
    if (!digits || std::stoi(text) > most)
        throw Refusal(field, Message("'%1' is not a number from %2 to %3", text, 0, most));
    return std::stoi(text);
}

int halvesOf(const std::string& result, const std::string& field) {
    if (result == "1") return 2;
    if (result == "0.5" || result == ".5" || result == "=" || result == "\u00BD") return 1;
    if (result == "0") return 0;
    throw Refusal(field, Message("'%1' is not a result (1, 0.5 or 0)", result));
}

// "2100:1,1900:0.5": each game as the opponent's rating and the player's result.
std::vector<FideGame> gamesOf(const std::string& list) {
    std::vector<FideGame> games;
    std::size_t at = 0;
    while (at <= list.size()) {
        const std::size_t end = std::min(list.find(',', at), list.size());
        const std::string item = list.substr(at, end - at);
        const std::string field = "game " + std::to_string(games.size() + 1);
        const std::size_t colon = item.find(':');
        if (colon == std::string::npos) throw Refusal(field, Message("'%1' is not RATING:RESULT (2100:1)", item));
        const int opponent = wholeNumber(item.substr(0, colon), field + " rating", 3500);
        if (opponent == 0) throw Refusal(field + " rating", "an unrated opponent's game is not rated (B.02 7.1.4)");
        games.push_back({static_cast<int>(games.size()) + 1, 0, opponent, halvesOf(item.substr(colon + 1), field)});
        at = end + 1;
    }
    if (games.empty()) throw Refusal("games", "no game given");
    return games;
}

RatingKind kindOf(const std::string& name) {
    for (RatingKind kind : {RatingKind::Standard, RatingKind::Rapid, RatingKind::Blitz})
        if (ratingKindName(kind) == name) return kind;
    throw Refusal("kind", Message("'%1' is not standard, rapid or blitz", name));
}

Table unratedCalculation(const std::vector<FideGame>& games) {
    const FirstRating first = firstRating(games);
    Table table;
    table.title = "Performance towards a first rating (B.02 7.1.4)";
    table.columns = {{"Games", Align::Right, false, false, ValueKind::Integer},
                     {"Score", Align::Right, false, false, ValueKind::Number},
                     {"Ra", Align::Right, false, false, ValueKind::Integer},
                     {"Performance", Align::Right, false, false, ValueKind::Integer}};
    table.rows.push_back({std::to_string(first.games), halvesText(first.score_halves),
                          first.counted ? std::to_string(first.average) : "",
                          first.counted ? std::to_string(first.performance) : ""});
    if (!first.counted) table.notes.push_back("No point against rated opponents: disregarded (B.02 7.1.1).");
    table.notes.push_back("Ra and the performance count two hypothetical opponents rated 1800, both drawn (7.1.4).");
    return table;
}

}  // namespace

Table ratingCalculation(const RatingCalculationRequest& request) {
    const int rating = request.rating.empty() ? 0 : wholeNumber(request.rating, "rating", 3500);
    const RatingKind kind = kindOf(request.kind);
    const std::vector<FideGame> games = gamesOf(request.games);
    if (rating == 0) return unratedCalculation(games);
    Player player;
    player.rating = rating;
    player.birth_year = request.birth_year;
    player.k_factor = request.k.empty() ? 0 : wholeNumber(request.k, "K", 40);
    const KFactor k = kFactorFor(player, request.year, static_cast<int>(games.size()));
    const RatingChange change = ratingChange(rating, k, games, kind);
    Table table;
    table.title = "FIDE " + std::string(ratingKindName(kind)) + " rating change, rated " + std::to_string(rating) +
                  ", K " + kText(k) + " (B.02 8.3)";
    table.columns = {{"Game", Align::Right, false, false, ValueKind::Integer},
                     {"Opponent", Align::Right, false, false, ValueKind::Integer},
                     {"Result", Align::Right, false, false, ValueKind::Number},
                     {"D", Align::Right, false, false, ValueKind::Integer},
                     {"Expected", Align::Right, false, false, ValueKind::Number},
                     {"Change", Align::Right, false, false, ValueKind::Number}};
    for (const GameRatingChange& line : change.games)
        table.rows.push_back({std::to_string(line.game.round), std::to_string(line.game.opponent_rating),
                              halvesText(line.game.halves), std::to_string(line.difference),
                              hundredthsText(line.expected), hundredthsText(line.change, true)});
    table.note(Message("K %1: %2. D: the difference counted (8.3.1).", kText(k), k.said));
    table.note(Message("Total: score %1, expected %2, change %3, new rating %4.",
                       Message::numeral(halvesText(change.score_halves)),
                       Message::numeral(hundredthsText(change.expected)),
                       Message::numeral(hundredthsText(change.change, true)), change.new_rating));
    return table;
}

}  // namespace tourney::tournament
