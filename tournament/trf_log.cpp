#include "tournament/trf_log.h"

#include "formats/json.h"
#include "tournament/log_chain.h"
#include "tournament/rating_report.h"
#include "tournament/stored_message.h"

#include <algorithm>

namespace tourney::tournament {

namespace {

using formats::InputError;
using formats::JsonValue;

const std::string kHeaderStart = "Tourney log: ";
const std::string kLinePrefix = "log ";

JsonValue logLineJson(const LogEntry& entry) {
    JsonValue line = JsonValue::object();
    line.set("logged_at", JsonValue::string(entry.logged_at));
    line.set("command", JsonValue::string(entry.command));
    line.set("message", JsonValue::string(entry.message));
    // The message with its values as the store keeps it: its JSON, nested, not quoted.
    const std::string said = storedMessage(entry.said);
    line.set("said", said.empty() ? JsonValue() : formats::parseJson(said, "the event log"));
    line.set("hash", JsonValue::string(entry.hash));
    // Who made the change (issue 34), as the archive keeps it: only when the line names someone.
    if (!entry.actor.empty()) line.set("actor", JsonValue::string(entry.actor));
    return line;
}

[[noreturn]] void refuse(const formats::TrfDocument& document, int line, const Message& why) {
    throw InputError(document.file_name, line, "###", why);
}

std::string textMember(const formats::TrfDocument& document, const formats::TrfDocument::Comment& comment,
                       const JsonValue& line, const char* name) {
    const JsonValue* member = line.find(name);
    if (!member || member->kind() != JsonValue::Kind::String)
        refuse(document, comment.line, Message("the log line has no text \"%1\"", std::string(name)));
    return member->text();
}

LogEntry logEntryFrom(const formats::TrfDocument& document, const formats::TrfDocument::Comment& comment,
                      const std::string& json) {
    JsonValue line;
    try {
        line = formats::parseJson(json, document.file_name);
    } catch (const InputError& error) {
        refuse(document, comment.line, Message("the log line is not the JSON Tourney writes: %1", error.said()));
    }
    if (line.kind() != JsonValue::Kind::Object)
        refuse(document, comment.line, Message("the log line is not the JSON Tourney writes"));
    LogEntry entry{textMember(document, comment, line, "logged_at"),
                   textMember(document, comment, line, "command"),
                   textMember(document, comment, line, "message"),
                   {},
                   textMember(document, comment, line, "hash")};
    if (line.find("actor")) entry.actor = textMember(document, comment, line, "actor");
    const JsonValue* said = line.find("said");
    const std::string stored = said && said->kind() != JsonValue::Kind::Null ? formats::jsonDocument(*said) : "";
    entry.said = messageFromStored(stored);
    if (storedMessage(entry.said) != stored)
        refuse(document, comment.line, Message("the log line's \"said\" is not a message Tourney stored"));
    return entry;
}

// "Tourney log: 12 lines, ...; FIDE mode on": the number of lines and the mode. Read by hand,
// not with std::regex, whose GCC 12 code warns under the sanitizers.
std::optional<std::pair<int, bool>> header(const std::string& text) {
    if (text.rfind(kHeaderStart, 0) != 0) return std::nullopt;
    std::size_t at = kHeaderStart.size(), digits = 0;
    while (at + digits < text.size() && digits <= 9 && text[at + digits] >= '0' && text[at + digits] <= '9') ++digits;
    if (digits == 0 || digits > 9) return std::nullopt;
    const int lines = std::stoi(text.substr(at, digits));
    at += digits;
    if (text.compare(at, 5, " line") != 0) return std::nullopt;
    at += 5;
    if (at < text.size() && text[at] == 's') ++at;
    if (text.compare(at, 2, ", ") != 0) return std::nullopt;
    at += 2;
    const std::string on = "; FIDE mode on", off = "; FIDE mode off";
    const auto endsWith = [&](const std::string& end) {
        return text.size() >= at + end.size() && text.compare(text.size() - end.size(), end.size(), end) == 0;
    };
    if (endsWith(on)) return std::pair{lines, true};
    if (endsWith(off)) return std::pair{lines, false};
    return std::nullopt;
}

}  // namespace

std::vector<std::string> trfLogComments(const Event& event, const std::vector<LogEntry>& log) {
    const bool left = std::any_of(log.begin(), log.end(),
                                  [](const LogEntry& e) { return e.command == "fide-mode off"; });
    const bool carried = isFideRated(event) || event.fide_mode || left;
    if (!carried || (log.empty() && event.fide_mode == isFideRated(event))) return {};
    std::vector<std::string> comments{kHeaderStart + std::to_string(log.size()) +
                                      " lines, each chained by SHA-256 to the one before (tourney log --verify); "
                                      "FIDE mode " +
                                      (event.fide_mode ? "on" : "off")};
    for (std::size_t i = 0; i < log.size(); ++i)
        comments.push_back(kLinePrefix + std::to_string(i + 1) + " " + formats::jsonLine(logLineJson(log[i])));
    return comments;
}

std::optional<TrfLog> trfLog(const formats::TrfDocument& document) {
    const auto& comments = document.comments;
    const auto start = std::find_if(comments.begin(), comments.end(),
                                    [](const auto& comment) { return comment.text.rfind(kHeaderStart, 0) == 0; });
    if (start == comments.end()) return std::nullopt;
    const auto said = header(start->text);
    if (!said) refuse(document, start->line, Message("not the header of a log Tourney writes"));
    TrfLog log;
    log.fide_mode = said->second;
    std::vector<int> lines;  // each entry's line in the file
    for (auto comment = start + 1; comment != comments.end(); ++comment) {
        if (comment->text.rfind(kLinePrefix, 0) != 0) continue;  // a comment of somebody else's
        const std::string number = std::to_string(log.entries.size() + 1) + " ";
        if (comment->text.compare(kLinePrefix.size(), number.size(), number) != 0)
            refuse(document, comment->line,
                   Message("log line %1 expected here: a line of the log was removed or moved",
                           static_cast<int>(log.entries.size() + 1)));
        log.entries.push_back(
            logEntryFrom(document, *comment, comment->text.substr(kLinePrefix.size() + number.size())));
        lines.push_back(comment->line);
    }
    if (static_cast<int>(log.entries.size()) != said->first)
        refuse(document, start->line,
               Message("the log's header says %1 lines and the file has %2: lines were removed or added", said->first,
                       static_cast<int>(log.entries.size())));
    const LogVerification verification = verifyLogChain(log.entries);
    if (!verification.holds())
        refuse(document, lines[static_cast<std::size_t>(*verification.first_broken - 1)], verification.said());
    return log;
}

}  // namespace tourney::tournament
