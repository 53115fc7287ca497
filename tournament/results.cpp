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
        // The first board's number is a value too, so that --digits writes it as it writes the others.
        throw NotInEvent("board", unit == "table" ? Message("round %1 has no table %2 (it has tables %3 to %4)",
                                                            round.number, board, 1, round.games.size())
                                                  : Message("round %1 has no board %2 (it has boards %3 to %4)",
                                                            round.number, board, 1, round.games.size()));
    return *found;
}

std::vector<Outcome> outcomesOf(const Event& event, const std::string& token, const Game& game) {
    if (token.empty()) throw UnusableRequest("result", Message("a result is needed (%1)", resultTokensOf(event.game)));
    const auto outcomes = parseResultToken(token, event.game);
    if (!outcomes)
        throw Refusal("result", Message("'%1' is not a %2 result (%3)", token, rules::gameWord(event.game),
                                        resultTokensOf(event.game)));
    if (game.seats.size() != outcomes->size())
        throw Refusal("result", Message("board %1 has %2 seats, '%3' gives %4", game.board, game.seats.size(), token,
                                        outcomes->size()));
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
std::vector<Message> laterPairingsUsing(const Event& event, int round, const Game& game) {
    std::vector<Message> warnings;
    if (isRoundRobin(event.system)) return warnings;
    for (int later = round + 1; later <= event.roundsPaired(); ++later) {
        Message boards;  // "board 4, a bye for 7"
        for (const Seat& seat : game.seats) {
            Message place;
            if (const Game* next = event.rounds[later - 1].gameOf(seat.player))
                place = Message("board %1", next->board);
            else if (event.rounds[later - 1].byeOf(seat.player))
                place = Message("a bye for %1", seat.player);
            else
                continue;
            boards = boards.empty() ? place : Message("%1, %2", boards, place);
        }
        warnings.push_back(
            Message("round %1 was paired with the result of round %2 (its players: %3)", later, round, boards));
    }
    return warnings;
}

Message before(const std::string& result) { return result == "partial" ? Message("partial") : Message::value(result); }

// Refuses, before anything changes, what needs the arbiter's --force: a board that has a result
// (when replacing), and a result that a later pairing stood on (replacing or clearing).
void checkChangeAllowed(const ResultEntry& entry, const EnteredResult& entered, bool has_result) {
    if (entry.clear && !has_result) throw Refusal(Message("%1 has no result to clear", entered.where));
    if (entry.force) return;
    if (has_result && !entry.clear)
        throw ForceRequired(entered.warnings.empty()
                                ? Message("%1 already has a result (%2)", entered.where, before(entered.before))
                                : Message("%1 already has a result (%2); %3", entered.where, before(entered.before),
                                          joined(entered.warnings)),
                            "replace it");
    if (!entered.warnings.empty())
        throw ForceRequired(Message("%1: %2", entered.where, joined(entered.warnings)), "change it anyway");
}

void logEntry(EventLog& log, const ResultEntry& entry, const EnteredResult& entered, bool removed_record) {
    if (entered.before.empty()) {
        log.add("result", entry.unrated ? Message("%1: %2 (not rated)", entered.where, entry.result)
                                        : Message("%1: %2", entered.where, entry.result));
        return;
    }
    Message message = entry.clear ? Message("%1: %2 cleared", entered.where, entered.before)
                                  : Message("%1: %2 replaced by %3", entered.where, entered.before, entry.result);
    if (entry.unrated) message = Message("%1 (not rated)", message);
    if (removed_record) message = Message("%1; its record, made for the old result, is removed", message);
    if (!entered.warnings.empty()) message = Message("%1; %2", message, joined(entered.warnings));
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
    entered.where = Message("round %1 board %2", entry.round, entry.board);
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
        throw Refusal("result", Message("only a game played over the board can be entered as not rated"));
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
        if (results.lines.empty() && results.unreadable.empty())
            throw Refusal(Message("%1: holds no results", results.file));
        std::map<int, int> first_line;  // board -> the line that named it first
        formats::InputErrors bad;       // every bad line, reported together; then nothing is stored
        for (const formats::InputError& unreadable : results.unreadable) bad.add(unreadable);
        std::vector<Message> needs_force;  // lines a confirmation would let through
        for (const formats::ResultLine& line : results.lines) {
            const auto [known, fresh] = first_line.emplace(line.board, line.line);
            if (!fresh) {
                bad.add(formats::InputError(
                    results.file, line.line, "board",
                    Message("board %1 appears twice (first on line %2)", line.board, known->second)));
                continue;
            }
            ResultEntry entry{results.round, line.board, line.result, false, results.force, {}, {}};
            try {
                entered.push_back(apply(event, log, entry));
            } catch (const ForceRequired& on_purpose) {  // asked for after the lines that are wrong
                needs_force.push_back(Message("%1:%2: %3", results.file, line.line, on_purpose.message()));
            } catch (const Refusal& refusal) {
                bad.add(formats::InputError(results.file, line.line, refusal.field(), refusal.message()));
            }
        }
        bad.throwIfAny();
        if (!needs_force.empty()) {
            Message all = needs_force.front();
            for (std::size_t i = 1; i < needs_force.size(); ++i) all = Message("%1\n%2", all, needs_force[i]);
            throw ForceRequired(all, "replace them");
        }
    });
    return entered;
}

}  // namespace tourney::tournament
