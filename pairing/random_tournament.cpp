#include "pairing/random_tournament.h"

#include "pairing/dutch_players.h"
#include "pairing/pairing.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <istream>
#include <random>
#include <sstream>

namespace tourney {
namespace {

// Draws from the seed with arithmetic of our own: std::mt19937_64's sequence is fixed by the
// C++ standard, its distributions are not, so the same seed gives the same event everywhere.
class Draw {
public:
    explicit Draw(unsigned long long seed) : engine_(seed) {}
    double fraction() { return static_cast<double>(engine_() >> 11) * 0x1.0p-53; }  // [0, 1)
    int between(int low, int high) {                                                // [low, high]
        return low + static_cast<int>(engine_() % static_cast<std::uint64_t>(high - low + 1));
    }
    bool chance(double rate) { return fraction() < rate; }

private:
    std::mt19937_64 engine_;
};

std::string trim(const std::string& text) {
    const auto begin = text.find_first_not_of(" \t\r");
    if (begin == std::string::npos) return "";
    return text.substr(begin, text.find_last_not_of(" \t\r") - begin + 1);
}

class ConfigReader {
public:
    ConfigReader(const std::string& name) : name_(name) {}

    void line(const std::string& raw, int number) {
        number_ = number;
        const std::string text = trim(raw.substr(0, raw.find('#')));
        if (text.empty()) return;
        const auto equals = text.find('=');
        if (equals == std::string::npos) fail("expected 'key = value'");
        const std::string key = trim(text.substr(0, equals)), value = trim(text.substr(equals + 1));
        if (!tourneyKey(key, value) && !javafoKey(key, value) && !javafoPoints(key, value))
            fail("unknown key '" + key +
                 "' (players, rounds, seed, ratings, draw_rate, forfeit_rate, bye_rate, withdraw_rate, points, "
                 "acceleration, teams; or JaVaFo's PlayersNumber, RoundsNumber, DrawPercentage, ForfeitRate, "
                 "RetiredRate, HalfPointByeRate, HighestRating, LowestRating, PointsForWin, PointsForDraw, "
                 "PointsForLoss, PointsForForfeitLoss, PointsForPAB)");
    }
    // What depends on more than one line: the rating range, JaVaFo's point values, and
    // whether the point system allows Baku acceleration.
    const RandomTournamentConfig& finish() {
        if (config_.rating_low > config_.rating_high) {
            number_ = rating_line_;
            fail("the lowest rating " + std::to_string(config_.rating_low) + " is above the highest " +
                 std::to_string(config_.rating_high));
        }
        if (javafo_points_.given) config_.points = javafo_points_.system(config_.points);
        if (config_.acceleration == Acceleration::Baku &&
            (config_.points.win.tenths() != 2 * config_.points.draw.tenths() || config_.points.loss.tenths() != 0)) {
            number_ = acceleration_line_;
            fail("acceleration: Baku acceleration needs win = 2 x draw and loss = 0 (C.04.7)");
        }
        return config_;
    }

private:
    // PointsFor... keys: each replaces one value; a forfeit loss's value is a zero-point bye's
    // and an absence's too (TRF-26 162's A), and the pairing-allocated bye is worth a win
    // unless PointsForPAB says otherwise (as JaVaFo and bbpPairings read them).
    struct JavafoPoints {
        bool given = false;
        std::optional<Points> win, draw, loss, forfeit_loss, pairing_bye;
        PointSystem system(const PointSystem& base) const {
            PointSystem points = PointSystem::fromValues(win.value_or(base.win), draw.value_or(base.draw),
                                                         loss.value_or(base.loss));
            points.forfeit_loss = points.zero_bye = points.absent = forfeit_loss.value_or(base.forfeit_loss);
            points.pairing_bye = pairing_bye.value_or(points.win);
            return points;
        }
    };

    std::string name_;
    int number_ = 0;
    int rating_line_ = 0, acceleration_line_ = 0;
    RandomTournamentConfig config_;
    JavafoPoints javafo_points_;

    [[noreturn]] void fail(const std::string& message) const {
        throw RandomTournamentError(name_ + ":" + std::to_string(number_) + ": " + message);
    }

    long long whole(const std::string& text, const std::string& key) const {
        std::size_t used = 0;
        long long value = 0;
        try {
            value = std::stoll(text, &used);
        } catch (const std::exception&) {
            used = 0;
        }
        if (used == 0 || used != text.size() || value < 0) fail(key + ": '" + text + "' is not a whole number");
        return value;
    }

    std::pair<int, int> range(const std::string& text, const std::string& key, int least, int most) const {
        const auto dash = text.find('-', 1);
        const int low = static_cast<int>(whole(trim(text.substr(0, dash)), key));
        const int high = dash == std::string::npos ? low : static_cast<int>(whole(trim(text.substr(dash + 1)), key));
        if (low > high || low < least || high > most)
            fail(key + ": '" + text + "' must lie within " + std::to_string(least) + "-" + std::to_string(most) +
                 ", the lower bound first");
        return {low, high};
    }

    int bounded(const std::string& text, const std::string& key, int least, int most) const {
        const long long value = whole(text, key);
        if (value < least || value > most)
            fail(key + ": '" + text + "' is not a whole number from " + std::to_string(least) + " to " +
                 std::to_string(most));
        return static_cast<int>(value);
    }

    double number(const std::string& text, const std::string& key, double least, double most,
                  const std::string& what) const {
        std::istringstream in(text);
        double value = -1;
        char rest = 0;
        if (!(in >> value) || (in >> rest) || value < least || value > most)
            fail(key + ": '" + text + "' is not " + what);
        return value;
    }

    double rate(const std::string& text, const std::string& key) const {
        return number(text, key, 0, 1, "a fraction from 0 to 1");
    }

    // JaVaFo's rates: "one in N", N at least `least`.
    double oneIn(const std::string& text, const std::string& key, double least) const {
        return 1.0 / number(text, key, least, 1e12, "a rate 'one in N' with N at least " + std::to_string(int(least)));
    }

    Points points(const std::string& text, const std::string& key) const {
        const auto value = Points::parse(text);
        if (!value || value->tenths() < 0 || Points::finerThanTenths(text))
            fail(key + ": '" + text + "' is not a number of points (tenths at most)");
        return *value;
    }

    bool tourneyKey(const std::string& key, const std::string& value) {
        if (key == "players") {
            std::tie(config_.players_low, config_.players_high) = range(value, key, 2, 9999);
        } else if (key == "rounds") {
            std::tie(config_.rounds_low, config_.rounds_high) = range(value, key, 1, 99);
        } else if (key == "seed") {
            config_.seed = static_cast<unsigned long long>(whole(value, key));
        } else if (key == "ratings") {
            std::tie(config_.rating_low, config_.rating_high) = range(value, key, 0, 4000);
        } else if (key == "draw_rate") {
            config_.draw_rate = rate(value, key);
        } else if (key == "forfeit_rate") {
            config_.forfeit_rate = rate(value, key);
        } else if (key == "bye_rate") {
            config_.bye_rate = rate(value, key);
        } else if (key == "withdraw_rate") {
            config_.withdraw_rate = rate(value, key);
        } else if (key == "points") {
            const auto points = PointSystem::fromTriple(value);
            if (!points) fail("points: '" + value + "' is not W,D,L (such as 1,0.5,0 or 3,1,0)");
            config_.points = *points;
        } else if (key == "acceleration") {
            if (value != "none" && value != "baku") fail("acceleration: '" + value + "' is not none or baku");
            config_.acceleration = value == "baku" ? Acceleration::Baku : Acceleration::None;
            acceleration_line_ = number_;
        } else if (key == "teams") {
            config_.teams = bounded(value, key, 0, 999);
        } else {
            return false;
        }
        return true;
    }

    // JaVaFo 1.4's generator keys, with the meaning bbpPairings gives them.
    bool javafoKey(const std::string& key, const std::string& value) {
        if (key == "PlayersNumber") {
            config_.players_low = config_.players_high = bounded(value, key, 2, 9999);
        } else if (key == "RoundsNumber") {
            config_.rounds_low = config_.rounds_high = bounded(value, key, 1, 99);
        } else if (key == "DrawPercentage") {
            config_.draw_rate = bounded(value, key, 0, 100) / 100.0;
        } else if (key == "ForfeitRate") {  // one game in N is forfeited
            config_.forfeit_rate = oneIn(value, key, 1);
        } else if (key == "RetiredRate") {  // one player in N withdraws
            config_.retiring_share = oneIn(value, key, 2);
        } else if (key == "HalfPointByeRate" || key == "HalfPointByteRate") {  // JaVaFo's spelling too
            config_.half_bye_share = oneIn(value, key, 1);
        } else if (key == "HighestRating") {
            config_.rating_high = bounded(value, key, 0, 4000);
            rating_line_ = number_;
        } else if (key == "LowestRating") {
            config_.rating_low = bounded(value, key, 0, 4000);
            rating_line_ = number_;
        } else {
            return false;
        }
        return true;
    }

    bool javafoPoints(const std::string& key, const std::string& value) {
        std::optional<Points>* slot = key == "PointsForWin"           ? &javafo_points_.win
                                      : key == "PointsForDraw"        ? &javafo_points_.draw
                                      : key == "PointsForLoss"        ? &javafo_points_.loss
                                      : key == "PointsForForfeitLoss" ? &javafo_points_.forfeit_loss
                                      : key == "PointsForPAB"         ? &javafo_points_.pairing_bye
                                                                      : nullptr;
        if (!slot) return false;
        *slot = points(value, key);
        javafo_points_.given = true;
        return true;
    }
};

// Players numbered by the initial ranking (C.04.2): rating, then name.
std::vector<Player> randomPlayers(int count, const RandomTournamentConfig& config, Draw& draw) {
    std::vector<int> ratings;
    for (int i = 0; i < count; ++i) ratings.push_back(draw.between(config.rating_low, config.rating_high));
    std::sort(ratings.begin(), ratings.end(), std::greater<>());
    std::vector<Player> players;
    for (int i = 0; i < count; ++i) {
        Player player;
        player.start_no = i + 1;
        char name[32];
        std::snprintf(name, sizeof name, "Random, Player %04d", i + 1);
        player.name = name;
        player.rating = ratings[i];
        players.push_back(player);
    }
    return players;
}

// Before round `round`: some players withdraw for good, some ask for a bye (C.04.2).
void absences(Event& event, int round, const RandomTournamentConfig& config, Draw& draw) {
    for (Player& player : event.players) {
        if (!player.activeIn(round)) continue;
        if (draw.chance(config.withdraw_rate)) {
            player.withdrawn_from_round = round;
        } else if (draw.chance(config.bye_rate)) {
            const double kind = draw.fraction();
            event.requested_byes.push_back(RequestedBye{round, player.start_no,
                                                        config.half_bye_share ? ByeKind::Half
                                                        : kind < 0.6          ? ByeKind::Half
                                                        : kind < 0.9          ? ByeKind::Zero
                                                                              : ByeKind::Full});
        }
    }
}

// The per-round chance that makes `share` of the players do something at least once in
// `rounds` rounds: 1 - (1 - share)^(1 / rounds).
double perRound(double share, int rounds) { return 1.0 - std::pow(1.0 - share, 1.0 / std::max(rounds, 1)); }

// JaVaFo's shares over the event, as per-round rates once the number of rounds is known.
RandomTournamentConfig perRoundRates(RandomTournamentConfig config, int rounds) {
    if (config.retiring_share) config.withdraw_rate = perRound(*config.retiring_share, rounds);
    if (config.half_bye_share) config.bye_rate = perRound(*config.half_bye_share, rounds);
    return config;
}

// C.04.7: group A (the first 2 x ceil(N/4) players of the initial list) gets a win's value
// before the first rounds and a draw's before the rest of the accelerated rounds. Given as
// explicit points per player and round, which the engines of every Swiss system add to the
// pairing scores and which the TRF writes as TRF-26 250 records.
std::vector<VirtualPoints> bakuPoints(const Event& event) {
    std::vector<VirtualPoints> points;
    const int last_of_group_a = dutch::bakuLastOfGroupA(event);
    for (const Player& player : event.players) {
        if (player.start_no > last_of_group_a) break;
        VirtualPoints entry{player.start_no, {}};
        for (int round = 1; round <= event.planned_rounds; ++round)
            entry.per_round.push_back(
                Points::fromTenths(dutch::bakuVirtualPoints(true, event.planned_rounds, round, event.points)));
        points.push_back(std::move(entry));
    }
    return points;
}

// Each player's club names his team: the players are dealt out in a drawn order, so the teams
// differ in size by one at most.
void assignTeams(Event& event, int teams, Draw& draw) {
    std::vector<int> order;
    for (const Player& player : event.players) order.push_back(player.start_no);
    for (int i = static_cast<int>(order.size()) - 1; i > 0; --i) std::swap(order[i], order[draw.between(0, i)]);
    for (std::size_t i = 0; i < order.size(); ++i)
        event.players[order[i] - 1].club = "Team " + std::to_string(i % teams + 1);
}

// A game's outcome for White: the expected score from the ratings (Elo), part of it drawn.
Outcome playedOutcome(int white_rating, int black_rating, const RandomTournamentConfig& config, Draw& draw) {
    const double expected = 1.0 / (1.0 + std::pow(10.0, (black_rating - white_rating) / 400.0));
    const double drawn = config.draw_rate * (1.0 - std::fabs(2.0 * expected - 1.0));
    const double roll = draw.fraction();
    if (roll < expected - drawn / 2) return Outcome::Win;
    if (roll < expected + drawn / 2) return Outcome::Draw;
    return Outcome::Loss;
}

void playRound(Event& event, Round& round, const RandomTournamentConfig& config, Draw& draw) {
    for (Game& game : round.games) {
        Outcome white;
        if (draw.chance(config.forfeit_rate))
            white = draw.chance(0.5) ? Outcome::ForfeitWin : Outcome::ForfeitLoss;
        else
            white = playedOutcome(event.players[game.seats[0].player - 1].rating,
                                  event.players[game.seats[1].player - 1].rating, config, draw);
        game.seats[0].outcome = white;
        game.seats[1].outcome = mirrored(white);
    }
}

}  // namespace

RandomTournamentConfig readRandomTournamentConfig(std::istream& in, const std::string& name) {
    ConfigReader reader(name);
    int number = 0;
    for (std::string line; std::getline(in, line);) reader.line(line, ++number);
    return reader.finish();
}

Event generateRandomTournament(const RandomTournamentConfig& config) {
    Draw draw(config.seed);
    Event event;
    event.system = config.system;
    event.points = config.points;
    const int players = draw.between(config.players_low, config.players_high);
    event.planned_rounds = std::min(draw.between(config.rounds_low, config.rounds_high), players - 1 + players % 2);
    event.info.name = "Random tournament, seed " + std::to_string(config.seed);
    event.players = randomPlayers(players, config, draw);
    event.first_board_white = draw.chance(0.5);  // 5.1: drawn by lot
    // Drawn only when asked for, so that a configuration without them gives what it gave before.
    if (config.teams > 0) assignTeams(event, config.teams, draw);
    if (config.acceleration == Acceleration::Baku) event.virtual_points = bakuPoints(event);
    const RandomTournamentConfig rates = perRoundRates(config, event.planned_rounds);
    for (int round = 1; round <= event.planned_rounds; ++round) {
        absences(event, round, rates, draw);
        PairedRound paired;
        try {
            paired = pairNextRound(event);
        } catch (const PairingError&) {
            // No legal pairing (1.9.3): the arbiter would decide; the event ends after the last
            // paired round, and the byes and withdrawals drawn for this one never happened.
            std::erase_if(event.requested_byes, [&](const RequestedBye& bye) { return bye.round == round; });
            for (Player& player : event.players)
                if (player.withdrawn_from_round == round) player.withdrawn_from_round = 0;
            break;
        }
        std::erase_if(event.requested_byes, [&](const RequestedBye& bye) { return bye.round == round; });
        playRound(event, paired.round, rates, draw);
        event.rounds.push_back(std::move(paired.round));
    }
    return event;
}

}  // namespace tourney
