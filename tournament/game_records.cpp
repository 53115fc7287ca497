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
        throw Refusal(field, field == "record"
                                 ? Message("Tourney cannot check %1 records yet; enter the result without "
                                           "its record",
                                           rules::gameWord(game))
                                 : Message("Tourney cannot check %1 records yet", rules::gameWord(game)));
    return *entry;
}

// The engines' words (verdicts, reasons, "ply" and "turn") are English texts of their own,
// translated as a whole where a translation has them.
Message sentence(const rules::GameEntry& game, std::size_t index, const rules::GameRecord& record,
                 const rules::Verdict& verdict) {
    const Message place("game %1 (%2:%3)", index, record.file, record.line);
    const Message reason = rules::reasonOf(verdict);
    // A record that breaks its format gets the reader's message, which names line and column.
    if (verdict.unreadable) return Message("%1: cannot be read: %2", place, reason);
    const std::string unit(game.move_unit);
    Message text = Message::english(std::string(rules::verdictName(verdict.kind)));
    if (verdict.kind == rules::VerdictKind::Illegal) {
        // A reason that names its turn itself ("turn 14, Green, throw 3 5: b1-d3 ...") is not
        // preceded by the turn and the move again.
        if (verdict.reason.rfind(unit + " " + std::to_string(verdict.ply) + ", ", 0) != 0)
            text = verdict.move_text.empty()
                       ? Message("%1 at %2 %3", text, Message::english(unit), verdict.ply)
                       : Message("%1 at %2 %3 (%4)", text, Message::english(unit), verdict.ply, verdict.move_text);
        if (verdict.ply > 0 && std::size_t(verdict.ply) <= record.move_lines.size())
            text = Message("%1 on line %2", text, record.move_lines[std::size_t(verdict.ply) - 1]);
        text = Message("%1: %2", text, reason);
    } else {
        text = Message("%1, %2 %3", text, verdict.ply,
                       Message::english(std::string(verdict.ply == 1 ? game.move_unit : game.move_units)));
        if (!verdict.reason.empty())
            text = Message("%1: %2", text, reason);
        else if (!verdict.final_state.reason.empty())
            text = Message("%1 (%2)", text, rules::endingOf(verdict.final_state));
    }
    return Message("%1: %2", place, text);
}

Message readError(const std::string& file_name, const rules::GameRecord& record) {
    // Engines may already name the file and line in their message.
    const bool placed = record.read_error.rfind(file_name + ":", 0) == 0;
    return placed ? record.readProblem()
                  : Message("%1:%2: %3", file_name, record.read_error_line, record.readProblem());
}

}  // namespace

std::vector<rules::GameRecord> readRecords(const rules::Engine& engine, std::istream& in, const std::string& file_name,
                                           const std::string& field) {
    try {
        return engine.readRecords(in, file_name);
    } catch (const rules::UnreadableFile& unreadable) {  // the engine's word for "nothing readable"
        throw Refusal(field, unreadable.said());
    } catch (const std::runtime_error& unreadable) {
        throw Refusal(field, unreadable.what());
    }
}

JudgedRecords judgeRecords(const std::string& game_name, std::istream& in, const std::string& file_name) {
    const auto kind = rules::parseGameName(game_name);
    if (!kind) throw UnusableRequest("game", Message("'%1' is not a game (%2)", game_name, rules::gameNameList()));
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
    judged.summary =
        records.size() == 1
            ? Message("%1 game: %2 ok, %3 illegal, %4 inconsistent", records.size(), counts[0], counts[1], counts[2])
            : Message("%1 games: %2 ok, %3 illegal, %4 inconsistent", records.size(), counts[0], counts[1], counts[2]);
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
        throw Refusal("record",
                      Message("%1: holds %2 games; --record takes a file with one game", file_name, records.size()));
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
    const Message tag = record.result_token.empty() || record.result_token == "*" ? Message("tag Result")
                                                                                  : Message("field Result");
    if (typed) {
        if (written.claimed() && written.place != placingOf(*typed).place)
            throw Refusal("record",
                          Message("%1: %2: the record says %3, which is not the result entered", where, tag, token));
        return *typed;
    }
    const std::vector<Outcome> outcomes = twoSeatOutcomes(written);
    if (outcomes.empty())
        throw Refusal("record", token.empty()
                                    ? Message("%1: tag Result: the record claims no result (none); type the result "
                                              "with it",
                                              where)
                                    : Message("%1: tag Result: the record claims no result ('%2'); type the result "
                                              "with it",
                                              where, token));
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
        throw Refusal(Message("%1:%2: move %3 (ply %4) is illegal: %5", file_name, line, verdict.move_text, verdict.ply,
                              rules::reasonOf(verdict)));
    }
    if (verdict.kind == rules::VerdictKind::Inconsistent)
        throw Refusal(
            Message("%1: the result entered contradicts the final position: %2", where, rules::reasonOf(verdict)));
    return checked;
}

}  // namespace tourney::tournament
