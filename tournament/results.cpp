#include "tournament/results.h"

#include "formats/input_error.h"
#include "rules/registry.h"
#include "tournament/game_records.h"
#include "tournament/refusal.h"
#include "tournament/result_tokens.h"
#include "tournament/round_readiness.h"
#include "tournament/table_results.h"

#include <algorithm>
#include <map>

namespace tourney::tournament {

namespace {

// A template so that the same check serves the event being changed and requireBoard's const one.
template <typename EventType>
auto& pairedRound(EventType& event, int round) {
    requirePairedRound(event, round);
    return event.rounds[round - 1];
}

// A board of the round; at tables of four, `unit` is "table" and the messages say so.
template <typename RoundType>
auto& gameAt(RoundType& round, int board, const std::string& unit = "board") {
    const auto found = std::find_if(round.games.begin(), round.games.end(),
                                    [&](const Game& game) { return game.board == board; });
    if (found == round.games.end())
        throw NotInEvent("board", "round " + std::to_string(round.number) + " has no " + unit + " " +
                                      std::to_string(board) + " (it has " + unit + "s 1 to " +
                                      std::to_string(round.games.size()) + ")");
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

std::string playersOf(const Event& event, const Game& game) {
    std::string text;
    for (const Seat& seat : game.seats) {
        const Player* player = event.player(seat.player);
        text += (text.empty() ? "" : " - ") + std::to_string(seat.player) + (player ? " " + player->name : "");
    }
    return text;
}

// A Swiss round is paired on the scores of the rounds before it (C.04.1): a result that changes
// after a later round was paired changes what that pairing stood on. A round robin's table does
// not depend on results. Names each later round and the boards where the game's players sit.
std::vector<std::string> laterPairingsUsing(const Event& event, int round, const Game& game) {
    std::vector<std::string> warnings;
    if (isRoundRobin(event.system)) return warnings;
    for (int later = round + 1; later <= event.roundsPaired(); ++later) {
        std::string boards;
        for (const Seat& seat : game.seats)
            if (const Game* next = event.rounds[later - 1].gameOf(seat.player))
                boards += (boards.empty() ? "board " : ", board ") + std::to_string(next->board);
            else if (event.rounds[later - 1].byeOf(seat.player))
                boards += std::string(boards.empty() ? "" : ", ") + "a bye for " + std::to_string(seat.player);
        warnings.push_back("round " + std::to_string(later) + " was paired with the result of round " +
                           std::to_string(round) + " (its players: " + boards + ")");
    }
    return warnings;
}

std::string joined(const std::vector<std::string>& parts, const char* separator) {
    std::string text;
    for (const std::string& part : parts) text += (text.empty() ? "" : separator) + part;
    return text;
}

// Refuses, before anything changes, what needs the arbiter's --force: a board that has a result
// (when replacing), and a result that a later pairing stood on (replacing or clearing).
void checkChangeAllowed(const ResultEntry& entry, const EnteredResult& entered, bool has_result) {
    if (entry.clear && !has_result) throw Refusal(entered.where + " has no result to clear");
    if (entry.force) return;
    if (has_result && !entry.clear)
        throw ForceRequired(entered.where + " already has a result (" +
                                (entered.before.empty() ? "partial" : entered.before) + ")" +
                                (entered.warnings.empty() ? "" : "; " + joined(entered.warnings, "; ")),
                            "replace it");
    if (!entered.warnings.empty())
        throw ForceRequired(entered.where + ": " + joined(entered.warnings, "; "), "change it anyway");
}

void logEntry(EventLog& log, const ResultEntry& entry, const EnteredResult& entered, bool removed_record) {
    if (entered.before.empty()) {
        log.add("result", entered.where + ": " + entry.result + (entry.unrated ? " (not rated)" : ""));
        return;
    }
    std::string message = entered.where + ": " + entered.before +
                          (entry.clear ? " cleared" : " replaced by " + entry.result) +
                          (entry.unrated ? " (not rated)" : "");
    if (removed_record) message += "; its record, made for the old result, is removed";
    if (!entered.warnings.empty()) message += "; " + joined(entered.warnings, "; ");
    log.add(entry.clear ? "result --clear" : "result --force", message);
}

// One board's result on the event in memory: checked, then set and logged.
EnteredResult apply(Event& event, EventLog& log, const ResultEntry& entry) {
    if (event.atTables()) {  // tables of four: game points per seat (table_results.h)
        Game& table = gameAt(pairedRound(event, entry.round), entry.board, "table");
        EnteredResult entered = enterTableResult(event, log, entry, table);
        entered.players = playersOf(event, table);
        return entered;
    }
    EnteredResult entered;
    Game& game = gameAt(pairedRound(event, entry.round), entry.board);
    // A record without a result typed beside it gives its own (issue 31, item 3).
    const bool from_record = !entry.clear && entry.result.empty() && !entry.record_file.empty();
    std::vector<Outcome> outcomes = entry.clear || from_record
                                        ? std::vector<Outcome>(game.seats.size(), Outcome::Pending)
                                        : outcomesOf(event, entry.result, game);
    entered.where = "round " + std::to_string(entry.round) + " board " + std::to_string(entry.board);
    entered.players = playersOf(event, game);
    entered.before = resultToken(game, event.game);
    const bool has_result = anyOutcome(game);
    if (has_result) entered.warnings = laterPairingsUsing(event, entry.round, game);
    if (has_result && entered.before.empty()) entered.before = "partial";
    checkChangeAllowed(entry, entered, has_result);
    std::string record;
    if (!entry.record_file.empty() && !entry.clear) {
        CheckedRecord checked = checkedRecord(event, game, from_record ? std::nullopt : std::optional(outcomes),
                                              entry.record_file, entry.record_text);
        outcomes = std::move(checked.outcomes);
        record = std::move(checked.text);
    }
    if (entry.unrated && !std::all_of(outcomes.begin(), outcomes.end(), isPlayed))
        throw Refusal("result", "only a game played over the board can be entered as not rated");
    for (std::size_t seat = 0; seat < game.seats.size(); ++seat) game.seats[seat].outcome = outcomes[seat];
    game.rated = !entry.unrated;
    const bool removed_record = has_result && record.empty() && !game.record.empty();
    if (!record.empty() || has_result) game.record = std::move(record);
    ResultEntry logged = entry;
    if (from_record) logged.result = resultToken(game, event.game);
    logEntry(log, logged, entered, removed_record);
    entered.result = resultToken(game, event.game, DrawSign::Half);
    if (!game.rated && !entry.clear) entered.result += " (not rated)";
    return entered;
}

}  // namespace

void requireBoard(const Event& event, int round, int board) {
    gameAt(pairedRound(event, round), board, event.atTables() ? "table" : "board");
}

EnteredResult enterResult(EventStore& store, const ResultEntry& entry) {
    EnteredResult entered;
    store.update([&](Event& event, EventLog& log) { entered = apply(event, log, entry); });
    return entered;
}

std::vector<EnteredResult> enterRoundResults(EventStore& store, const RoundResults& results) {
    std::vector<EnteredResult> entered;
    store.update([&](Event& event, EventLog& log) {
        entered.clear();
        pairedRound(event, results.round);
        if (results.lines.empty()) throw Refusal(results.file + ": holds no results");
        std::map<int, int> first_line;         // board -> the line that named it first
        formats::InputErrors bad;              // every bad line, reported together; then nothing is stored
        std::vector<std::string> needs_force;  // lines a confirmation would let through
        for (const formats::ResultLine& line : results.lines) {
            const auto [known, fresh] = first_line.emplace(line.board, line.line);
            if (!fresh) {
                bad.add(formats::InputError(results.file, line.line, "board",
                                            "board " + std::to_string(line.board) + " appears twice (first on line " +
                                                std::to_string(known->second) + ")"));
                continue;
            }
            ResultEntry entry{results.round, line.board, line.result, false, results.force, {}, {}};
            try {
                entered.push_back(apply(event, log, entry));
            } catch (const ForceRequired& on_purpose) {  // asked for after the lines that are wrong
                needs_force.push_back(formats::InputError(results.file, line.line, "", on_purpose.what()).what());
            } catch (const Refusal& refusal) {
                bad.add(formats::InputError(results.file, line.line, refusal.field(), refusal.what()));
            }
        }
        bad.throwIfAny();
        if (!needs_force.empty()) throw ForceRequired(joined(needs_force, "\n"), "replace them");
    });
    return entered;
}

}  // namespace tourney::tournament
