#include "scoring/history.h"

#include "scoring/placement.h"

namespace tourney {

bool RoundEntry::playedOverTheBoard() const {
    return opponent > 0 && !pending &&
           (code == '1' || code == '=' || code == '0' || code == 'W' || code == 'D' || code == 'L');
}

bool RoundEntry::isForfeit() const { return opponent > 0 && (code == '+' || code == '-'); }

static char codeFor(Outcome outcome, bool rated) {
    switch (outcome) {
    case Outcome::Win: return rated ? '1' : 'W';
    case Outcome::Draw: return rated ? '=' : 'D';
    case Outcome::Loss: return rated ? '0' : 'L';
    case Outcome::ForfeitWin: return '+';
    case Outcome::ForfeitLoss: return '-';
    case Outcome::Placed: return 'p';  // no TRF code: TRF has no tables of four
    case Outcome::Pending: return ' ';
    }
    return ' ';
}

static char codeFor(ByeKind kind) {
    // TRF-16 has no code of its own for an absence: it writes "0000 - -".
    return kind == ByeKind::Absent ? '-' : static_cast<char>(kind);
}

static RoundEntry gameEntry(const Event& event, const Game& game, int seat) {
    RoundEntry entry;
    const Outcome outcome = game.seats[seat].outcome;
    entry.opponent = opponentOf(game, game.seats[seat].player);
    if (game.seats.size() == 2) entry.colour = seat == 0 ? Colour::White : Colour::Black;
    entry.pending = outcome == Outcome::Pending;
    entry.code = codeFor(outcome, game.rated);
    entry.points = seatPoints(event, game, seat);
    return entry;
}

static RoundEntry byeEntry(const Event& event, const Bye& bye) {
    RoundEntry entry;
    entry.code = codeFor(bye.kind);
    entry.points = event.points.forBye(bye.kind);
    return entry;
}

RoundEntry entryFor(const Event& event, const Round& round, int player) {
    if (const Game* game = round.gameOf(player)) return gameEntry(event, *game, game->seatOf(player));
    if (const Bye* bye = round.byeOf(player)) return byeEntry(event, *bye);
    return RoundEntry{};
}

// One pass over each round's games and byes: linear in the size of the event, so it stays
// cheap for fields of thousands.
std::vector<std::vector<RoundEntry>> playerHistories(const Event& event) {
    const std::size_t rounds = event.rounds.size();
    std::vector<std::vector<RoundEntry>> histories(event.players.size(), std::vector<RoundEntry>(rounds));
    auto slot = [&](int player, std::size_t r) -> RoundEntry* {
        if (player < 1 || player > static_cast<int>(histories.size())) return nullptr;
        return &histories[player - 1][r];
    };
    for (std::size_t r = 0; r < rounds; ++r) {
        const Round& round = event.rounds[r];
        for (const Game& game : round.games)
            for (std::size_t seat = 0; seat < game.seats.size(); ++seat)
                if (RoundEntry* entry = slot(game.seats[seat].player, r))
                    *entry = gameEntry(event, game, static_cast<int>(seat));
        for (const Bye& bye : round.byes)
            if (RoundEntry* entry = slot(bye.player, r)) *entry = byeEntry(event, bye);
    }
    return histories;
}

}  // namespace tourney
