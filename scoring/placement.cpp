#include "scoring/placement.h"

#include "rules/registry.h"

#include <algorithm>

namespace tourney {

int seatsPerTable(const Event& event) { return rules::seatCount(event.game); }

std::vector<Points> defaultPlacement(int seats) {
    std::vector<Points> scale;
    for (int place = 1; place <= seats; ++place) scale.push_back(Points::whole(seats - place));
    return scale;
}

std::vector<Points> placementScale(const Event& event) {
    return event.placement.empty() ? defaultPlacement(seatsPerTable(event)) : event.placement;
}

Points meanPlacement(const std::vector<Points>& scale) {
    if (scale.empty()) return Points{};
    long long sum = 0;
    for (Points points : scale) sum += points.tenths();
    return Points::fromTenths(sum / static_cast<long long>(scale.size()));
}

namespace {

// The points of places first .. first + count - 1 (0-based), in tenths: what `count` tied
// seats share.
long long placesTenths(const std::vector<Points>& scale, std::size_t first, std::size_t count) {
    long long sum = 0;
    for (std::size_t place = first; place < first + count; ++place) sum += scale[place].tenths();
    return sum;
}

}  // namespace

std::optional<std::string> placementProblem(const std::vector<Points>& scale, int seats) {
    if (static_cast<int>(scale.size()) != seats)
        return "a table has " + std::to_string(seats) + " places, so " + std::to_string(seats) +
               " values are needed, not " + std::to_string(scale.size());
    for (std::size_t place = 0; place < scale.size(); ++place) {
        if (scale[place].tenths() < 0) return "place " + std::to_string(place + 1) + " is worth less than nothing";
        if (place > 0 && scale[place] > scale[place - 1])
            return "place " + std::to_string(place + 1) + " is worth more than place " + std::to_string(place) +
                   "; the values go from the first place down";
    }
    // Tied seats share their places' points: every run of places must share in whole tenths,
    // since points are kept exact (scoring/points.h).
    for (std::size_t first = 0; first < scale.size(); ++first)
        for (std::size_t count = 2; first + count <= scale.size(); ++count)
            if (placesTenths(scale, first, count) % static_cast<long long>(count) != 0)
                return "a tie of " + std::to_string(count) + " from place " + std::to_string(first + 1) +
                       " would share points that are not a whole number of tenths";
    return std::nullopt;
}

std::vector<int> tablePlaces(const Game& game) {
    if (!game.hasResult()) return {};
    // A seat that played beats every forfeited one; among played seats, more game points place
    // higher. The key orders seats that way: forfeits below any score.
    auto key = [](const Seat& seat) {
        return seat.outcome == Outcome::ForfeitLoss ? -1 : seat.game_points.value_or(0);
    };
    std::vector<int> places;
    for (const Seat& mine : game.seats)
        places.push_back(1 +
                         static_cast<int>(std::count_if(game.seats.begin(), game.seats.end(),
                                                        [&](const Seat& other) { return key(other) > key(mine); })));
    return places;
}

std::vector<Points> tablePoints(const std::vector<Points>& scale, const Game& game) {
    const std::vector<int> places = tablePlaces(game);
    if (places.empty() || scale.empty()) return {};
    std::vector<Points> points;
    for (std::size_t seat = 0; seat < game.seats.size(); ++seat) {
        // A forfeit scores the last place, whoever else forfeited: it is never shared upwards.
        if (game.seats[seat].outcome == Outcome::ForfeitLoss) {
            points.push_back(scale.back());
            continue;
        }
        const std::size_t first = static_cast<std::size_t>(places[seat] - 1);
        const std::size_t tied = static_cast<std::size_t>(std::count(places.begin(), places.end(), places[seat]));
        const std::size_t count = std::min(tied, scale.size() - std::min(first, scale.size()));
        if (count == 0) {
            points.push_back(scale.back());
            continue;
        }
        // A scale the event refused could not divide; such a share is rounded down to tenths.
        points.push_back(Points::fromTenths(placesTenths(scale, first, count) / static_cast<long long>(count)));
    }
    return points;
}

std::string tableResultText(const Game& game) {
    if (!game.hasResult()) return {};
    std::string text;
    for (const Seat& seat : game.seats) {
        if (!text.empty()) text += '-';
        text += seat.outcome == Outcome::ForfeitLoss ? "F" : std::to_string(seat.game_points.value_or(0));
    }
    return text;
}

Points seatPoints(const Event& event, const Game& game, int seat) {
    if (seat < 0 || seat >= static_cast<int>(game.seats.size())) return Points{};
    if (game.seats.size() <= 2) return event.points.forOutcome(game.seats[static_cast<std::size_t>(seat)].outcome);
    const std::vector<Points> points = tablePoints(placementScale(event), game);
    return points.empty() ? Points{} : points[static_cast<std::size_t>(seat)];
}

}  // namespace tourney
