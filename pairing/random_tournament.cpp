#include "pairing/random_tournament.h"

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
        set(trim(text.substr(0, equals)), trim(text.substr(equals + 1)));
    }
    const RandomTournamentConfig& config() const { return config_; }

private:
    std::string name_;
    int number_ = 0;
    RandomTournamentConfig config_;

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

    double rate(const std::string& text, const std::string& key) const {
        std::istringstream in(text);
        double value = -1;
        char rest = 0;
        if (!(in >> value) || (in >> rest) || value < 0 || value > 1)
            fail(key + ": '" + text + "' is not a fraction from 0 to 1");
        return value;
    }

    void set(const std::string& key, const std::string& value) {
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
        } else {
            fail("unknown key '" + key +
                 "' (players, rounds, seed, ratings, draw_rate, forfeit_rate, bye_rate, withdraw_rate, points)");
        }
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
                                                        kind < 0.6   ? ByeKind::Half
                                                        : kind < 0.9 ? ByeKind::Zero
                                                                     : ByeKind::Full});
        }
    }
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
    return reader.config();
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
    for (int round = 1; round <= event.planned_rounds; ++round) {
        absences(event, round, config, draw);
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
        playRound(event, paired.round, config, draw);
        event.rounds.push_back(std::move(paired.round));
    }
    return event;
}

}  // namespace tourney
