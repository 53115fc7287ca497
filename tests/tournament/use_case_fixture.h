// What the in-process tests of tournament/'s use cases share: events made through the use cases
// themselves (createEvent, registerPlayers) in a MemoryEventStore, and the check that a refused
// change names its field and says why, and left the store as it was.
#pragma once

#include "memory_event_store.h"
#include "tournament/event_setup.h"
#include "tournament/players.h"
#include "tournament/refusal.h"
#include "tournament/results.h"

#include <boost/test/unit_test.hpp>

#include <functional>
#include <ostream>
#include <string>
#include <vector>

// How Boost.Test prints the model's values in a failed check: outcomes and byes by their TRF
// codes ('1', '=', '+', 'H', ...), points as a standings table writes them.
namespace tourney {
inline std::ostream& operator<<(std::ostream& out, Outcome outcome) { return out << static_cast<char>(outcome); }
inline std::ostream& operator<<(std::ostream& out, ByeKind kind) { return out << static_cast<char>(kind); }
inline std::ostream& operator<<(std::ostream& out, const Points& points) { return out << points.toString(); }
}  // namespace tourney

namespace tourney::tournament::testing {

// A player as registered from a list: a name, a rating, a year of birth.
inline Player entrant(const std::string& name, int rating, int birth_year = 1990, Sex sex = Sex::Male) {
    Player player;
    player.name = name;
    player.rating = rating;
    player.birth_year = birth_year;
    player.sex = sex;
    return player;
}

// `count` players rated 2400, 2380, ... so that the registration order is the initial ranking.
inline std::vector<Player> entrants(int count) {
    std::vector<Player> players;
    for (int i = 0; i < count; ++i) players.push_back(entrant("Player " + std::to_string(i + 1), 2400 - 20 * i));
    return players;
}

inline EventSettings settingsFor(const std::string& game, const std::string& system, std::optional<int> rounds = {}) {
    EventSettings settings;
    settings.info.name = "Test Open";
    settings.info.start_date = "2026-03-01";
    settings.game = game;
    settings.system = system;
    settings.rounds = rounds;
    settings.lots_seed = 7;
    return settings;
}

// A chess event of `players` entrants: Swiss over `rounds` rounds, or a round robin when
// `rounds` is empty; in FIDE mode as `fide_mode` says (tournament/fide_mode.h: by default on
// for chess).
struct EventFixture {
    MemoryEventStore store;

    explicit EventFixture(int players, std::optional<int> rounds = 5, const std::string& game = "chess",
                          std::optional<bool> fide_mode = std::nullopt) {
        EventSettings settings = settingsFor(game, rounds ? "swiss" : "round-robin", rounds);
        settings.fide_mode = fide_mode;
        createEvent(store, settings);
        if (players > 0) registerPlayers(store, entrants(players));
    }

    Event event() { return store.load(); }
    std::vector<LogEntry> log() { return store.readLog(); }
    // The log lines added since `before` lines were there.
    std::vector<LogEntry> logSince(std::size_t before) {
        const std::vector<LogEntry> all = log();
        return {all.begin() + static_cast<std::ptrdiff_t>(before), all.end()};
    }
};

// Runs `change`, which must be refused with an exception of type `Refused` naming `field` and
// saying `message` (a part of it); the store must hold the same event, log and revision after.
template <typename Refused = Refusal>
void checkRefused(MemoryEventStore& store, const std::function<void()>& change, const std::string& field,
                  const std::string& message) {
    const long long revision = store.revision();
    const std::size_t log_lines = store.readLog().size();
    try {
        change();
        BOOST_ERROR("not refused; expected: " + message);
    } catch (const Refused& refusal) {
        BOOST_TEST(refusal.field() == field);
        BOOST_TEST(std::string(refusal.what()).find(message) != std::string::npos,
                   "'" << refusal.what() << "' does not say '" << message << "'");
    }
    BOOST_TEST(store.revision() == revision, "a refused change was stored");
    BOOST_TEST(store.readLog().size() == log_lines, "a refused change was logged");
}

// Runs `change`, which must fail with an exception that says `message` (a part of it), whatever
// its type (a pairing that cannot be made throws the pairing engine's own error), and leave the
// store as it was.
inline void checkFails(MemoryEventStore& store, const std::function<void()>& change, const std::string& message) {
    const long long revision = store.revision();
    const std::size_t log_lines = store.readLog().size();
    try {
        change();
        BOOST_ERROR("did not fail; expected: " + message);
    } catch (const std::exception& error) {
        BOOST_TEST(std::string(error.what()).find(message) != std::string::npos,
                   "'" << error.what() << "' does not say '" << message << "'");
    }
    BOOST_TEST(store.revision() == revision, "a failed change was stored");
    BOOST_TEST(store.readLog().size() == log_lines, "a failed change was logged");
}

// One board's (or table's) result as typed.
inline ResultEntry resultEntry(int round, int board, const std::string& result, bool force = false) {
    ResultEntry entry;
    entry.round = round;
    entry.board = board;
    entry.result = result;
    entry.force = force;
    return entry;
}

// The players' names in start-number order.
inline std::vector<std::string> names(const Event& event) {
    std::vector<std::string> list;
    for (const Player& player : event.players) list.push_back(player.name);
    return list;
}

// Enters a result on every board of `round` that has none: White wins, or `token`.
inline void enterAll(MemoryEventStore& store, int round, const std::string& token = "1-0") {
    const Event event = store.load();
    for (const Game& game : event.rounds.at(round - 1).games)
        if (!game.hasResult()) enterResult(store, resultEntry(round, game.board, token));
}

// Enters the game of `winner` in `round` as won by him (`token` "1/2": drawn).
inline void win(MemoryEventStore& store, int round, int winner, const std::string& token = "") {
    const Event event = store.load();
    const Game* game = event.rounds.at(round - 1).gameOf(winner);
    BOOST_REQUIRE(game);
    enterResult(store, resultEntry(round, game->board,
                                   !token.empty()              ? token
                                   : game->seatOf(winner) == 0 ? "1-0"
                                                               : "0-1"));
}

// The cells of a table as text, row by row.
inline std::vector<std::vector<std::string>> texts(const Table& table) {
    std::vector<std::vector<std::string>> rows;
    for (const auto& row : table.rows) {
        rows.emplace_back();
        for (const Cell& cell : row) rows.back().push_back(cell.text);
    }
    return rows;
}

}  // namespace tourney::tournament::testing
