#include "tournament/players.h"

#include "formats/player_csv.h"
#include "tournament/initial_ranking.h"
#include "tournament/refusal.h"

#include <algorithm>
#include <map>
#include <stdexcept>

namespace tourney::tournament {

namespace {

// A round robin's schedule is fixed for the players it was drawn for (C.05 Annex 1): new
// players can join only before the first round is paired. A Swiss event takes late entries.
void checkMayRegister(const Event& event) {
    if (isRoundRobin(event.system) && event.roundsPaired() > 0)
        throw Refusal("a round robin takes no new players once round 1 is paired (tourney unpair undoes a pairing)");
}

// The byes a late entrant gets for the rounds paired before he arrived.
std::vector<ByeKind> missedRoundByes(const std::vector<std::string>& names, int rounds_paired) {
    static const std::map<std::string, ByeKind> kKinds = {
        {"zero", ByeKind::Zero}, {"half", ByeKind::Half}, {"full", ByeKind::Full}};
    if (!names.empty() && rounds_paired == 0)
        throw Refusal("missed_rounds", "no round is paired yet, so nobody has missed one");
    const std::vector<std::string> given = names.empty() ? std::vector<std::string>{"zero"} : names;
    if (given.size() != 1 && static_cast<int>(given.size()) != rounds_paired)
        throw Refusal("missed_rounds", std::to_string(given.size()) + " values for " + std::to_string(rounds_paired) +
                                           " rounds paired (give one, or one per round)");
    std::vector<ByeKind> kinds;
    for (int r = 0; r < rounds_paired; ++r) {
        const std::string& name = given[given.size() == 1 ? 0 : r];
        const auto found = kKinds.find(name);
        if (found == kKinds.end()) throw Refusal("missed_rounds", "'" + name + "' is not zero, half or full");
        kinds.push_back(found->second);
    }
    return kinds;
}

// Before round 1 a player takes the next start number. A late entry to a Swiss event takes
// his place in the initial ranking (C.04.2), and each round he missed scores as entered.
void enter(Event& event, std::vector<Player> players, Registration& done) {
    for (Player& player : players) {
        if (!done.late) {
            player.start_no = static_cast<int>(event.players.size()) + 1;
            event.players.push_back(std::move(player));
            done.start_numbers.push_back(static_cast<int>(event.players.size()));
            continue;
        }
        const int start_no = insertByInitialRanking(event, std::move(player));
        for (int& earlier : done.start_numbers)
            if (earlier >= start_no) ++earlier;
        done.start_numbers.push_back(start_no);
        done.renumbered = done.renumbered || start_no < static_cast<int>(event.players.size());
        for (int r = 0; r < event.roundsPaired(); ++r) event.rounds[r].byes.push_back(Bye{start_no, done.missed[r]});
    }
}

// Late entries that moved other players' pairing numbers go to the event's log: printed
// pairings and scoresheets of earlier rounds carry the old numbers.
void logRenumbering(EventLog& log, const Event& event, const Registration& done) {
    if (!done.renumbered) return;
    std::string entrants;
    for (int start_no : done.start_numbers)
        entrants += (entrants.empty() ? "" : ", ") + std::to_string(start_no) + " " + event.player(start_no)->name;
    log.add("player add", "late entry at its place in the initial ranking (C.04.2): " + entrants +
                              "; the players ranked after moved up by one number each");
}

// The player does not appear: each opponent wins by forfeit (FIDE Laws 6.9). Games that
// already have a result are refused: the withdrawal must start later.
void forfeitGamesFrom(Event& event, int start_no, Withdrawal& done) {
    for (int r = done.from_round; r <= event.roundsPaired(); ++r) {
        for (Game& game : event.rounds[r - 1].games) {
            const int seat = game.seatOf(start_no);
            if (seat < 0) continue;
            if (game.hasResult())
                throw Refusal("from_round", std::to_string(start_no) + " " + done.name + " has a result in round " +
                                                std::to_string(r) + "; withdraw from a later round");
            for (std::size_t s = 0; s < game.seats.size(); ++s)
                if (static_cast<int>(s) == seat || game.seats.size() == 2)  // at a table of four the others play on
                    game.seats[s].outcome = static_cast<int>(s) == seat ? Outcome::ForfeitLoss : Outcome::ForfeitWin;
            done.forfeits.push_back("round " + std::to_string(r) + " board " + std::to_string(game.board));
        }
    }
}

std::vector<std::string> lateEntryNotes(const Registration& done) {
    std::vector<std::string> notes;
    if (!done.late) return notes;
    if (done.renumbered)
        notes.push_back(
            "Late entry: pairing numbers follow the initial ranking (C.04.2); the players after the newcomer moved "
            "up.");
    else if (done.numbers_kept)
        notes.push_back("Late entry after round " + std::to_string(kLastRoundToRenumber) +
                        " is paired: pairing numbers are kept (C.04.2).");
    for (std::size_t r = 0; r < done.missed.size(); ++r)
        notes.push_back("Round " + std::to_string(r + 1) + ": " + std::string(byeName(done.missed[r])));
    return notes;
}

std::string status(const Player& player) {
    return player.withdrawn_from_round == 0 ? "active"
                                            : "withdrawn from round " + std::to_string(player.withdrawn_from_round);
}

}  // namespace

Player playerFromFields(const std::vector<std::pair<std::string, std::string>>& fields) {
    Player player;
    for (const auto& [field, value] : fields) {
        try {
            formats::setPlayerField(player, field, value);
        } catch (const std::invalid_argument& bad) {
            throw Refusal(field, bad.what());
        }
    }
    if (player.name.empty()) throw UnusableRequest("name", "a player needs a name");
    return player;
}

int checkedStartNumber(const Event& event, int start_no, const std::string& field) {
    if (!event.player(start_no))
        throw Refusal(field, "no player " + std::to_string(start_no) + " (the event has " +
                                 std::to_string(event.players.size()) + ")");
    return start_no;
}

Registration registerPlayers(EventStore& store, std::vector<Player> players,
                             const std::vector<std::string>& missed_rounds) {
    if (players.empty()) throw Refusal("players", "no players to register");
    Registration done;
    store.update([&](Event& event, EventLog& log) {
        done = Registration{};
        checkMayRegister(event);
        done.missed = missedRoundByes(missed_rounds, event.roundsPaired());
        done.late = event.roundsPaired() > 0;
        done.numbers_kept = done.late && event.roundsPaired() >= kLastRoundToRenumber;
        enter(event, players, done);
        logRenumbering(log, event, done);
        done.notes = lateEntryNotes(done);
    });
    return done;
}

Withdrawal withdrawPlayer(EventStore& store, int start_no, std::optional<int> from_round) {
    Withdrawal done;
    store.update([&](Event& event, EventLog& log) {
        done = Withdrawal{};
        Player& player = *event.player(checkedStartNumber(event, start_no));
        done.name = player.name;
        if (player.withdrawn_from_round != 0)
            throw Refusal("start_no", std::to_string(start_no) + " " + player.name +
                                          " is already withdrawn from round " +
                                          std::to_string(player.withdrawn_from_round));
        const int last_round = std::max(event.planned_rounds, event.roundsPaired());
        done.from_round = from_round.value_or(event.roundsPaired() + 1);
        if (done.from_round < 1 || done.from_round > last_round + 1)
            throw Refusal("from_round", "'" + std::to_string(done.from_round) + "' is not a whole number from 1 to " +
                                            std::to_string(last_round + 1));
        forfeitGamesFrom(event, start_no, done);
        player.withdrawn_from_round = done.from_round;
        // Byes he asked for in rounds not yet paired lapse: he is not paired at all (C.04.2).
        std::erase_if(event.requested_byes, [&](const RequestedBye& bye) {
            return bye.player == start_no && bye.round >= done.from_round && bye.round > event.roundsPaired();
        });
        if (done.forfeits.empty()) return;
        std::string games;
        for (const std::string& game : done.forfeits) games += (games.empty() ? "" : ", ") + game;
        log.add("player withdraw", std::to_string(start_no) + " " + done.name + " withdrawn from round " +
                                       std::to_string(done.from_round) + "; lost by forfeit: " + games);
    });
    return done;
}

Table playerList(const Event& event) {
    Table table;
    table.columns = {{"start", Align::Right, true, false, ValueKind::Integer},
                     {"name", Align::Left, true, true},
                     {"rating", Align::Right, false, false, ValueKind::Integer},
                     {"title"},
                     {"federation"},
                     {"fide_id"},
                     {"birth_year", Align::Right, false, false, ValueKind::Integer},
                     {"sex"},
                     {"status"}};
    for (const Player& p : event.players) {
        const char sex = static_cast<char>(p.sex);
        table.rows.push_back({std::to_string(p.start_no), p.name, std::to_string(p.rating), p.title, p.federation,
                              p.fide_id, p.birth_year ? std::to_string(p.birth_year) : "",
                              sex == ' ' ? "" : std::string(1, sex), status(p)});
    }
    return table;
}

}  // namespace tourney::tournament
