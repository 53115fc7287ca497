#include "tournament/manual_pairing.h"

#include "rules/registry.h"
#include "scoring/history.h"
#include "tournament/fide_mode.h"
#include "tournament/players.h"
#include "tournament/refusal.h"
#include "tournament/result_tokens.h"

#include <algorithm>
#include <cstdlib>

namespace tourney::tournament {

namespace {

// The last round, which alone may be changed, and only before its results.
Round& changeableRound(Event& event, int round) {
    if (round < 1 || round > event.roundsPaired())
        throw NotInEvent("round", Message("'%1' is not a paired round", round));
    if (round != event.roundsPaired())
        throw Refusal("round", Message("round %1 is not the last paired round (%2); later pairings stand on it", round,
                                       event.roundsPaired()));
    Round& changed = event.rounds[round - 1];
    for (const Game& game : changed.games)
        if (game.hasResult() || std::any_of(game.seats.begin(), game.seats.end(),
                                            [](const Seat& seat) { return seat.outcome != Outcome::Pending; }))
            throw Refusal("round", Message("round %1 already has results (board %2); pairings change before results",
                                           round, game.board));
    return changed;
}

Game& twoSeatBoard(const Event& event, Round& round, int board) {
    if (rules::seatCount(event.game) != 2) throw Refusal("board", "pairings by hand are for two-player games");
    for (Game& game : round.games)
        if (game.board == board) return game;
    throw NotInEvent("board", Message("round %1 has no board %2", round.number, board));
}

Message boardText(const Event& event, const Game& game) {
    const int white = game.seats[0].player, black = game.seats[1].player;
    return Message("board %1: %2 %3 - %4 %5", game.board, white, event.player(white)->name, black,
                   event.player(black)->name);
}

// C.04.1 b: two players meet once; the arbiter's forbidden pairs too (C.04.3 C1).
void warnRepeat(const Event& event, int round, const Game& game, std::vector<Message>& warnings) {
    const int a = game.seats[0].player, b = game.seats[1].player;
    for (int r = 1; r < round; ++r)
        if (const Game* earlier = event.rounds[r - 1].gameOf(a); earlier && earlier->seatOf(b) >= 0)
            warnings.push_back(
                Message("board %1: %2 and %3 met in round %4 (C.04.1 b: two players meet once)", game.board, a, b, r));
    for (const auto& [x, y] : forbiddenPairsIn(event, round))
        if ((x == a && y == b) || (x == b && y == a))
            warnings.push_back(Message("board %1: %2 and %3 are a forbidden pair (C.04.3 C1)", game.board, a, b));
}

// C.04.1 f and C.04.3 C3: no colour difference beyond two, no colour three times in a row.
void warnColour(const Event& event, int round, int player, Colour colour, std::vector<Message>& warnings) {
    const std::vector<RoundEntry> history = playerHistories(event)[player - 1];
    int difference = 0;
    std::vector<Colour> played;
    for (int r = 0; r + 1 < round && r < static_cast<int>(history.size()); ++r)
        if (history[r].playedOverTheBoard() || history[r].isForfeit()) {
            if (history[r].colour == Colour::None) continue;
            played.push_back(history[r].colour);
            difference += history[r].colour == Colour::White ? 1 : -1;
        }
    difference += colour == Colour::White ? 1 : -1;
    const bool three = played.size() >= 2 && played.back() == colour && played[played.size() - 2] == colour;
    const std::string& name = event.player(player)->name;
    const bool white = colour == Colour::White;
    if (three)
        warnings.push_back(white
                               ? Message("%1 %2 gets White a third time in a row (C.04.1 f, C.04.3 C3)", player, name)
                               : Message("%1 %2 gets Black a third time in a row (C.04.1 f, C.04.3 C3)", player, name));
    else if (std::abs(difference) > 2)
        warnings.push_back(
            white
                ? Message("%1 %2 gets White with a colour difference beyond two (C.04.1 f, C.04.3 C3)", player, name)
                : Message("%1 %2 gets Black with a colour difference beyond two (C.04.1 f, C.04.3 C3)", player, name));
}

std::vector<Message> warningsFor(const Event& event, int round, const Game& game) {
    std::vector<Message> warnings;
    if (isRoundRobin(event.system))
        warnings.push_back(Message("board %1: the Berger table (C.05) is changed", game.board));
    warnRepeat(event, round, game, warnings);
    warnColour(event, round, game.seats[0].player, Colour::White, warnings);
    warnColour(event, round, game.seats[1].player, Colour::Black, warnings);
    return warnings;
}

// Checks and logs the boards a change touched.
PairingChange finish(const Event& event, EventLog& log, int round, const std::vector<const Game*>& touched,
                     const Message& what) {
    PairingChange change;
    for (const Game* game : touched) {
        change.done.push_back(boardText(event, *game));
        for (Message& warning : warningsFor(event, round, *game)) change.warnings.push_back(std::move(warning));
    }
    for (Message& difference : differencesFromEngine(event, round)) change.warnings.push_back(std::move(difference));
    Message message("round %1, %2: %3", round, what, joined(change.done));
    for (const Message& warning : change.warnings) message = Message("%1; warning: %2", message, warning);
    log.add("pairing", message);
    return change;
}

// Where a player sits in a round: a seat of a game, or the pairing-allocated bye.
int* placeOf(Round& round, int player) {
    for (Game& game : round.games)
        for (Seat& seat : game.seats)
            if (seat.player == player) return &seat.player;
    for (Bye& bye : round.byes)
        if (bye.player == player && bye.kind == ByeKind::PairingAllocated) return &bye.player;
    return nullptr;
}

}  // namespace

PairingChange swapOpponents(EventStore& store, int round, int first, int second) {
    PairingChange change;
    store.update([&](Event& event, EventLog& log) {
        Round& changed = changeableRound(event, round);
        Game& a = twoSeatBoard(event, changed, first);
        Game& b = twoSeatBoard(event, changed, second);
        if (&a == &b) throw Refusal("board", "name two different boards");
        std::swap(a.seats[1].player, b.seats[1].player);
        change = finish(event, log, round, {&a, &b}, Message("opponents swapped"));
    });
    return change;
}

PairingChange swapColours(EventStore& store, int round, int board) {
    PairingChange change;
    store.update([&](Event& event, EventLog& log) {
        Game& game = twoSeatBoard(event, changeableRound(event, round), board);
        std::swap(game.seats[0], game.seats[1]);
        change = finish(event, log, round, {&game}, Message("colours swapped"));
    });
    return change;
}

PairingChange setBoard(EventStore& store, int round, int board, int white, int black) {
    PairingChange change;
    store.update([&](Event& event, EventLog& log) {
        Round& changed = changeableRound(event, round);
        Game& game = twoSeatBoard(event, changed, board);
        checkedStartNumber(event, white, "white");
        checkedStartNumber(event, black, "black");
        if (white == black) throw Refusal("black", "a player cannot meet himself");
        // Each newcomer trades places with the player whose seat he takes: a permutation, so
        // every player keeps exactly one place in the round.
        for (int seat = 0; seat < 2; ++seat) {
            const int newcomer = seat == 0 ? white : black;
            int* from = placeOf(changed, newcomer);
            if (!from)
                throw Refusal(
                    seat == 0 ? "white" : "black",
                    Message("%1 is not paired in round %2 (absent or with a requested bye)", newcomer, round));
            std::swap(*from, game.seats[seat].player);
        }
        change = finish(event, log, round, {&game}, Message("board set"));
    });
    return change;
}

Unpairing unpairLastRound(EventStore& store, bool force) {
    Unpairing done;
    store.update([&](Event& event, EventLog& log) {
        done = Unpairing{};
        if (event.rounds.empty()) throw Refusal("no round is paired");
        done.round = event.roundsPaired();
        for (const Game& game : event.rounds.back().games)
            if (std::any_of(game.seats.begin(), game.seats.end(),
                            [](const Seat& s) { return s.outcome != Outcome::Pending; }))
                done.lost_results.push_back(game.hasResult()
                                                ? Message("board %1: %2", game.board, resultToken(game, event.game))
                                                : Message("board %1: partial", game.board));
        std::string lost;
        for (const Message& result : done.lost_results) lost += (lost.empty() ? "" : ", ") + result.text();
        if (!done.lost_results.empty() && !force)
            throw ForceRequired(Message("round %1 already has results (%2)", done.round, lost),
                                "remove the pairing and these results");
        event.rounds.pop_back();
        log.add(force && !lost.empty() ? "unpair --force" : "unpair",
                lost.empty() ? Message("round %1 unpaired", done.round)
                             : Message("round %1 unpaired; results removed: %2", done.round, lost));
    });
    return done;
}

}  // namespace tourney::tournament
