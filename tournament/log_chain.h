// The event's log chained by hash (issue 37), so that a published log shows that no line was
// rewritten, removed or put in between: each line stores the SHA-256 of the line before it's
// hash followed by its own canonical text. The first line follows kLogChainStart. A store
// gives each line its hash as it writes it (chainedLogHash); anybody holding the log can
// verify it again (verifyLogChain), and a line changed afterwards breaks the chain there.
#pragma once

#include "tournament/event_store.h"
#include "tournament/message.h"

#include <optional>
#include <string>
#include <vector>

namespace tourney::tournament {

// What the first line's hash follows: 64 zeros.
extern const std::string kLogChainStart;

// Everything a line says, each field (its stamp, its command, its English, its message with
// values in their stored form and, when it names one, who made it) as its length in bytes, a
// colon and its bytes, so that no two different lines read the same.
std::string canonicalLogText(const LogEntry& entry);

// SHA-256 of `previous_hash` followed by the line's canonical text, in hexadecimal.
std::string chainedLogHash(const std::string& previous_hash, const LogEntry& entry);

// Gives `entries` their hashes, the first following `previous_hash`.
void chainLog(std::vector<LogEntry>& entries, std::string previous_hash = kLogChainStart);

struct LogVerification {
    int lines = 0;
    // The first line (1-based) whose stored hash does not follow from the lines before it and
    // its own text: that line or one before it was changed; none when the chain holds.
    std::optional<int> first_broken;
    LogEntry broken_line;   // when the chain breaks: that line
    std::string last_hash;  // when the chain holds: the last line's hash

    bool holds() const { return !first_broken; }
    // "the log's 12 lines are chained intact; the last hash is ..." or "line 5 of 12 breaks the
    // chain (...)".
    Message said() const;
};

LogVerification verifyLogChain(const std::vector<LogEntry>& entries);

}  // namespace tourney::tournament
