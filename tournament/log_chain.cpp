#include "tournament/log_chain.h"

#include "tournament/sha256.h"
#include "tournament/stored_message.h"

namespace tourney::tournament {

const std::string kLogChainStart(64, '0');

static void appendField(std::string& text, const std::string& field) {
    text += std::to_string(field.size());
    text += ':';
    text += field;
}

std::string canonicalLogText(const LogEntry& entry) {
    std::string text;
    for (const std::string* field : {&entry.logged_at, &entry.command, &entry.message}) appendField(text, *field);
    appendField(text, storedMessage(entry.said));
    // A line that names no one reads as lines did before they could (schema 8): their hashes,
    // published or not, still verify.
    if (!entry.actor.empty()) appendField(text, entry.actor);
    return text;
}

std::string chainedLogHash(const std::string& previous_hash, const LogEntry& entry) {
    return sha256Hex(previous_hash + canonicalLogText(entry));
}

void chainLog(std::vector<LogEntry>& entries, std::string previous_hash) {
    for (LogEntry& entry : entries) {
        entry.hash = chainedLogHash(previous_hash, entry);
        previous_hash = entry.hash;
    }
}

LogVerification verifyLogChain(const std::vector<LogEntry>& entries) {
    LogVerification verification;
    verification.lines = static_cast<int>(entries.size());
    std::string previous_hash = kLogChainStart;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (entries[i].hash != chainedLogHash(previous_hash, entries[i])) {
            verification.first_broken = static_cast<int>(i + 1);
            verification.broken_line = entries[i];
            break;
        }
        previous_hash = entries[i].hash;
    }
    if (verification.holds() && !entries.empty()) verification.last_hash = entries.back().hash;
    return verification;
}

Message LogVerification::said() const {
    if (holds()) {
        // The last hash stands for the whole log: a copy published with it shows that lines were
        // neither changed nor dropped from its end since.
        if (lines == 0) return Message("the log is empty");
        return lines == 1 ? Message("the log's %1 line is chained intact; the last hash is %2", lines,
                                    Message::value(last_hash))
                          : Message("the log's %1 lines are chained intact; the last hash is %2", lines,
                                    Message::value(last_hash));
    }
    return Message(
        "line %1 of %2 breaks the chain (%3, %4): it, or a line before it, was changed after it was "
        "written",
        *first_broken, lines, Message::value(broken_line.logged_at), Message::value(broken_line.command));
}

}  // namespace tourney::tournament
