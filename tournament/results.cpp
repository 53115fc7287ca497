#include "tournament/results.h"

#include "scoring/placement.h"
#include "tournament/game_records.h"
#include "tournament/refusal.h"
#include "tournament/result_tokens.h"
#include "tournament/table_results.h"

#include <algorithm>

namespace tourney::tournament {

namespace {

Round& pairedRound(Event& event, int round) {
    if (event.rounds.empty()) throw Refusal("round", "no round is paired yet");
    if (round < 1 || round > event.roundsPaired())
        throw Refusal("round", "'" + std::to_string(round) + "' is not a whole number from 1 to " +
                                   std::to_string(event.roundsPaired()));
    return event.rounds[round - 1];
}

Game& gameAt(Round& round, int board) {
    const auto found = std::find_if(round.games.begin(), round.games.end(),
                                    [&](const Game& game) { return game.board == board; });
    if (found == round.games.end())
        throw Refusal("board", "round " + std::to_string(round.number) + " has no board " + std::to_string(board) +
                                   " (it has boards 1 to " + std::to_string(round.games.size()) + ")");
    return *found;
}

std::vector<Outcome> outcomesOf(const Event& event, const std::string& token, const Game& game) {
    if (token.empty()) throw UnusableRequest("result", "a result is needed (" + resultTokensOf(event.game) + ")");
    const auto outcomes = parseResultToken(token, event.game);
    if (!outcomes)
        throw Refusal("result", "'" + token + "' is not a " + std::string(rules::gameName(event.game)) + " result (" +
                                    resultTokensOf(event.game) + ")");
    if (game.seats.size() != outcomes->size())
        throw Refusal("result", "board " + std::to_string(game.board) + " has " + std::to_string(game.seats.size()) +
                                    " seats, '" + token + "' gives " + std::to_string(outcomes->size()));
    return *outcomes;
}

bool anyOutcome(const Game& game) {
    return std::any_of(game.seats.begin(), game.seats.end(),
                       [](const Seat& seat) { return seat.outcome != Outcome::Pending; });
}

}  // namespace

EnteredResult enterResult(EventStore& store, const ResultEntry& entry) {
    EnteredResult entered;
    store.update([&](Event& event, EventLog& log) {
        entered = EnteredResult{};
        if (isTableEvent(event)) {  // tables of four: game points per seat (table_results.h)
            entered = enterTableResult(event, log, entry);
            return;
        }
        Game& game = gameAt(pairedRound(event, entry.round), entry.board);
        const std::vector<Outcome> outcomes = outcomesOf(event, entry.result, game);
        entered.where = "round " + std::to_string(entry.round) + " board " + std::to_string(entry.board);
        const std::string previous = resultToken(game, event.game);
        const bool has_result = anyOutcome(game);
        if (has_result && !entry.force)
            throw Refusal(entered.where + " already has a result (" + (previous.empty() ? "partial" : previous) +
                          "); --force replaces it");
        std::string record = entry.record_file.empty()
                                 ? std::string()
                                 : checkedRecord(event.game, outcomes, entry.record_file, entry.record_text);
        for (std::size_t seat = 0; seat < game.seats.size(); ++seat) game.seats[seat].outcome = outcomes[seat];
        if (has_result) {
            entered.replaced = previous;
            std::string message = entered.where + ": " + previous + " replaced by " + entry.result;
            if (record.empty() && !game.record.empty()) message += "; its record, made for the old result, is removed";
            log.add("result --force", message);
        }
        if (!record.empty() || has_result) game.record = std::move(record);
        entered.result = resultToken(game, event.game, DrawSign::Half);
    });
    return entered;
}

}  // namespace tourney::tournament
