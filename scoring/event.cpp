#include "scoring/event.h"

#include "rules/registry.h"
#include "scoring/placement.h"

#include <algorithm>

namespace tourney {

std::string_view systemName(PairingSystem system) {
    switch (system) {
    case PairingSystem::RoundRobin: return "round-robin";
    case PairingSystem::DoubleRoundRobin: return "double-round-robin";
    case PairingSystem::Swiss: return "swiss";
    case PairingSystem::Dubov: return "dubov";
    case PairingSystem::Burstein: return "burstein";
    }
    return "unknown";
}

std::optional<PairingSystem> parseSystemName(std::string_view name) {
    for (auto system : {PairingSystem::RoundRobin, PairingSystem::DoubleRoundRobin, PairingSystem::Swiss,
                        PairingSystem::Dubov, PairingSystem::Burstein})
        if (systemName(system) == name) return system;
    return std::nullopt;
}

bool isRoundRobin(PairingSystem system) {
    return system == PairingSystem::RoundRobin || system == PairingSystem::DoubleRoundRobin;
}

std::string_view prizeSharingName(PrizeSharing sharing) {
    switch (sharing) {
    case PrizeSharing::TieBreak: return "tiebreak";
    case PrizeSharing::Hort: return "hort";
    case PrizeSharing::Shared: return "shared";
    }
    return "tiebreak";
}

std::optional<PrizeSharing> parsePrizeSharing(std::string_view name) {
    for (auto sharing : {PrizeSharing::TieBreak, PrizeSharing::Hort, PrizeSharing::Shared})
        if (prizeSharingName(sharing) == name) return sharing;
    return std::nullopt;
}

bool Game::hasResult() const {
    return !seats.empty() &&
           std::none_of(seats.begin(), seats.end(), [](const Seat& seat) { return seat.outcome == Outcome::Pending; });
}

int Game::seatOf(int player) const {
    for (std::size_t i = 0; i < seats.size(); ++i)
        if (seats[i].player == player) return static_cast<int>(i);
    return -1;
}

bool Round::complete() const {
    return std::all_of(games.begin(), games.end(), [](const Game& game) { return game.hasResult(); });
}

const Game* Round::gameOf(int player) const {
    for (const Game& game : games)
        if (game.seatOf(player) >= 0) return &game;
    return nullptr;
}

const Bye* Round::byeOf(int player) const {
    for (const Bye& bye : byes)
        if (bye.player == player) return &bye;
    return nullptr;
}

const Player* Event::player(int start_no) const {
    if (start_no < 1 || start_no > static_cast<int>(players.size())) return nullptr;
    return &players[start_no - 1];
}

Player* Event::player(int start_no) {
    if (start_no < 1 || start_no > static_cast<int>(players.size())) return nullptr;
    return &players[start_no - 1];
}

bool Event::atTables() const { return rules::seatCount(game) > 2; }

int opponentOf(const Game& game, int player) {
    if (game.seats.size() != 2) return 0;
    if (game.seats[0].player == player) return game.seats[1].player;
    if (game.seats[1].player == player) return game.seats[0].player;
    return 0;
}

std::vector<std::pair<int, int>> forbiddenPairsIn(const Event& event, int round) {
    std::vector<std::pair<int, int>> pairs = event.forbidden_pairs;
    for (const RoundLimitedForbiddenPair& pair : event.forbidden_in_rounds)
        if (pair.first_round <= round && round <= pair.last_round) pairs.emplace_back(pair.first, pair.second);
    return pairs;
}

Points pointsAfter(const Event& event, int player, int through_round) {
    int last = event.roundsPaired();
    if (through_round > 0 && through_round < last) last = through_round;
    Points total;
    for (int r = 0; r < last; ++r) {
        const Round& round = event.rounds[r];
        if (const Game* game = round.gameOf(player))
            total += seatPoints(event, *game, game->seatOf(player));
        else if (const Bye* bye = round.byeOf(player))
            total += event.points.forBye(bye->kind);
    }
    return total;
}

void renumberPlayers(Event& event, const std::vector<int>& new_number) {
    auto renumber = [&](int& start_no) {
        if (start_no >= 1 && start_no < static_cast<int>(new_number.size())) start_no = new_number[start_no];
    };
    for (Player& player : event.players) renumber(player.start_no);
    std::sort(event.players.begin(), event.players.end(),
              [](const Player& a, const Player& b) { return a.start_no < b.start_no; });
    for (Round& round : event.rounds) {
        for (Game& game : round.games)
            for (Seat& seat : game.seats) renumber(seat.player);
        for (Bye& bye : round.byes) renumber(bye.player);
    }
    for (RequestedBye& bye : event.requested_byes) renumber(bye.player);
    for (auto& [first, second] : event.forbidden_pairs) renumber(first), renumber(second);
    for (RoundLimitedForbiddenPair& pair : event.forbidden_in_rounds) renumber(pair.first), renumber(pair.second);
    for (VirtualPoints& points : event.virtual_points) renumber(points.player);
    for (CheckIn& check_in : event.check_ins) renumber(check_in.player);
    for (Payment& payment : event.payments) renumber(payment.player);
    for (RegistrationEntry& entry : event.entries) renumber(entry.start_no);
    if (event.teams) {
        for (Team& team : event.teams->teams)
            for (int& start_no : team.roster) renumber(start_no);
        for (TeamRound& round : event.teams->rounds)
            for (TeamLineup& lineup : round.lineups)
                for (int& start_no : lineup.players) renumber(start_no);  // 0, an empty board, stays
    }
}

}  // namespace tourney
