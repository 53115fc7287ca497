// The event's log in a TRF (issue 37): written as TRF-26 comment lines (`###`) at the end of
// an export, and read back by an import, so that an exported event imported again keeps its
// log, its hash chain (log_chain.h) and its FIDE mode, and exports again to the same file.
//
// The comments are a line that says what follows, "Tourney log: N lines, each chained by
// SHA-256 to the one before (tourney log --verify); FIDE mode on" (or off), then one line for
// each line of the log, "log N " and the line's fields as JSON on one line (the fields of the
// archive's log lines, docs/archive.md: its stamp, command, English, message with values and
// hash). Other comment lines are left alone.
#pragma once

#include "formats/trf.h"
#include "scoring/event.h"
#include "tournament/event_store.h"

#include <optional>
#include <string>
#include <vector>

namespace tourney::tournament {

// The log as the text of TRF comment lines. An event FIDE rates carries it whatever its mode,
// so that the mode is read back too; another event carries none. None either for an empty log
// when the mode is the one an import starts with anyway (fide_mode.h: initialFideMode).
std::vector<std::string> trfLogComments(const Event& event, const std::vector<LogEntry>& log);

struct TrfLog {
    bool fide_mode = false;
    std::vector<LogEntry> entries;
};

// The log a TRF's comment lines carry; nullopt when it has no Tourney log. The log must be
// whole and its chain must hold: a line changed, removed or put in between is refused with
// InputError naming the file, the comment's line and the field ("###"), since an event imported
// with such a log would show a history that did not happen.
std::optional<TrfLog> trfLog(const formats::TrfDocument& document);

}  // namespace tourney::tournament
