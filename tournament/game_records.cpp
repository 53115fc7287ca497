#include "tournament/game_records.h"

#include "rules/registry.h"
#include "tournament/counted.h"
#include "tournament/record_players.h"
#include "tournament/refusal.h"
#include "tournament/result_tokens.h"

#include <algorithm>
#include <sstream>

namespace tourney::tournament {

namespace {

const rules::GameEntry& engineFor(rules::GameKind game, const std::string& field) {
    const rules::GameEntry* entry = rules::findGame(game);
    if (!entry)
        throw Refusal(field, "Tourney cannot check " + std::string(rules::gameName(game)) + " records yet" +
                                 (field == "record" ? "; enter the result without its record" : ""));
    return *entry;
}

std::string sentence(const rules::GameEntry& game, std::size_t index, const rules::GameRecord& record,
                     const rules::Verdict& verdict) {
    const std::string place = "game " + std::to_string(index) + " (" + record.file + ":" + std::to_string(record.line) +
                              "): ";
    // A record that breaks its format gets the reader's message, which names line and column.
    if (verdict.unreadable) return place + "cannot be read: " + verdict.reason;
    const std::string unit(game.move_unit);
    std::string text = std::string(rules::verdictName(verdict.kind));
    if (verdict.kind == rules::VerdictKind::Illegal) {
        // A reason that names its turn itself ("turn 14, Green, throw 3 5: b1-d3 ...") is not
        // preceded by the turn and the move again.
        const std::string at = unit + " " + std::to_string(verdict.ply);
        if (verdict.reason.rfind(at + ", ", 0) != 0) {
            text += " at " + at;
            if (!verdict.move_text.empty()) text += " (" + verdict.move_text + ")";
        }
        if (verdict.ply > 0 && std::size_t(verdict.ply) <= record.move_lines.size())
            text += " on line " + std::to_string(record.move_lines[std::size_t(verdict.ply) - 1]);
        text += ": " + verdict.reason;
    } else {
        text += ", " + std::to_string(verdict.ply) + " " + unit + (verdict.ply == 1 ? "" : "s");
        if (!verdict.reason.empty())
            text += ": " + verdict.reason;
        else if (!verdict.final_state.reason.empty())
            text += " (" + verdict.final_state.reason + ")";
    }
    return place + text;
}

std::string readError(const std::string& file_name, const rules::GameRecord& record) {
    // Engines may already name the file and line in their message.
    const bool placed = record.read_error.rfind(file_name + ":", 0) == 0;
    return placed ? record.read_error
                  : file_name + ":" + std::to_string(record.read_error_line) + ": " + record.read_error;
}

}  // namespace

std::vector<rules::GameRecord> readRecords(const rules::Engine& engine, std::istream& in, const std::string& file_name,
                                           const std::string& field) {
    try {
        return engine.readRecords(in, file_name);
    } catch (const std::runtime_error& unreadable) {  // the engine's word for "nothing readable"
        throw Refusal(field, unreadable.what());
    }
}

JudgedRecords judgeRecords(const std::string& game_name, std::istream& in, const std::string& file_name) {
    const auto kind = rules::parseGameName(game_name);
    if (!kind) throw UnusableRequest("game", "'" + game_name + "' is not a game (" + rules::gameNameList() + ")");
    const rules::GameEntry& game = engineFor(*kind, "game");
    const std::unique_ptr<rules::Engine> engine = game.make();
    const std::vector<rules::GameRecord> records = readRecords(*engine, in, file_name, "");
    JudgedRecords judged;
    judged.verdicts.columns = {{"index", Align::Right}, {"verdict"}, {"ply", Align::Right}, {"reason"}};
    int counts[3] = {0, 0, 0};
    for (std::size_t index = 0; index < records.size(); ++index) {
        const rules::GameRecord& record = records[index];
        const rules::Verdict verdict = engine->judge(record, claimedResult(*engine, record));
        ++counts[int(verdict.kind)];
        judged.verdicts.rows.push_back({std::to_string(index + 1), std::string(rules::verdictName(verdict.kind)),
                                        std::to_string(verdict.ply), verdict.reason});
        judged.sentences.push_back(sentence(game, index + 1, record, verdict));
    }
    judged.summary = counted(records.size(), "game") + ": " + std::to_string(counts[0]) + " ok, " +
                     std::to_string(counts[1]) + " illegal, " + std::to_string(counts[2]) + " inconsistent";
    judged.all_ok = counts[0] == static_cast<int>(records.size());
    return judged;
}

rules::Placing claimedResult(const rules::Engine& engine, const rules::GameRecord& record) {
    for (const std::string& token : {record.result_token, record.tag("Result")})
        if (std::optional<rules::Placing> placing = engine.parseResult(token); placing && placing->claimed())
            return *placing;
    return {};
}

rules::GameRecord oneRecord(const rules::Engine& engine, const std::string& file_name, const std::string& text) {
    std::istringstream in(text);
    std::vector<rules::GameRecord> records = readRecords(engine, in, file_name, "record");
    if (records.size() != 1)
        throw Refusal("record", file_name + ": holds " + std::to_string(records.size()) +
                                    " games; --record takes a file with one game");
    if (!records.front().read_error.empty()) throw Refusal("record", readError(file_name, records.front()));
    return std::move(records.front());
}

namespace {

// The outcomes typed beside the record must be the record's; left out, they are taken from it.
std::vector<Outcome> recordOutcomes(const rules::Engine& engine, const rules::GameRecord& record,
                                    const std::optional<std::vector<Outcome>>& typed, const std::string& where) {
    const rules::Placing written = claimedResult(engine, record);
    const std::string token = record.result_token.empty() || record.result_token == "*" ? record.tag("Result")
                                                                                        : record.result_token;
    const std::string tag = record.result_token.empty() || record.result_token == "*" ? "tag Result" : "field Result";
    if (typed) {
        if (written.claimed() && written.place != placingOf(*typed).place)
            throw Refusal("record",
                          where + ": " + tag + ": the record says " + token + ", which is not the result entered");
        return *typed;
    }
    const std::vector<Outcome> outcomes = twoSeatOutcomes(written);
    if (outcomes.empty())
        throw Refusal("record", where + ": tag Result: the record claims no result (" +
                                    (token.empty() ? std::string("none") : "'" + token + "'") +
                                    "); type the result with it");
    return outcomes;
}

}  // namespace

CheckedRecord checkedRecord(const Event& event, const Game& game, const std::optional<std::vector<Outcome>>& typed,
                            const std::string& file_name, const std::string& text) {
    if (typed && std::any_of(typed->begin(), typed->end(), [](Outcome outcome) { return isForfeit(outcome); }))
        throw Refusal("record", "a game lost by forfeit was not played and has no record");
    const std::unique_ptr<rules::Engine> engine = engineFor(event.game, "record").make();
    const rules::GameRecord record = oneRecord(*engine, file_name, text);
    const std::string where = file_name + ":" + std::to_string(record.line);
    checkRecordPlayers(event, game, record, where);
    CheckedRecord checked{recordOutcomes(*engine, record, typed, where), text};
    const rules::Verdict verdict = engine->judge(record, placingOf(checked.outcomes));
    if (verdict.kind == rules::VerdictKind::Illegal) {
        const int line = verdict.ply >= 1 && verdict.ply <= static_cast<int>(record.move_lines.size())
                             ? record.move_lines[verdict.ply - 1]
                             : record.line;
        throw Refusal(file_name + ":" + std::to_string(line) + ": move " + verdict.move_text + " (ply " +
                      std::to_string(verdict.ply) + ") is illegal: " + verdict.reason);
    }
    if (verdict.kind == rules::VerdictKind::Inconsistent)
        throw Refusal(where + ": the result entered contradicts the final position: " + verdict.reason);
    return checked;
}

}  // namespace tourney::tournament
