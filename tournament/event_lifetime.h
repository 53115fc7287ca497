// The end of an event's life on a federation's server (issue 34): archived, it is the record the
// federation keeps, read-only (every change refused, event_store.h) while the public still reads
// all of it; restored, it is an event like any other; deleted, it is gone with its log, so the
// deletion is written in the server's log (accounts.h). Who may do which is access_rules.h's:
// archiving is the organiser's and the event's chief arbiter's, restoring and deleting the
// organiser's alone.
#pragma once

#include "tournament/access_rules.h"
#include "tournament/accounts.h"
#include "tournament/event_store.h"
#include "tournament/message.h"

#include <cstdint>
#include <functional>
#include <string>

namespace tourney::tournament {

// Makes the event read-only, logged in its log. Refused (Archived) when it is archived already;
// refused unless `force` (ForceRequired) while its last paired round still awaits results: an
// arbiter archives an event that is over, and one that is not is most likely a slip.
Message archiveEvent(EventStore& store, bool force);

// Makes an archived event writable again, logged in its log. Refused when it is not archived.
Message restoreEvent(EventStore& store);

// Deletes the event kept as `id` in `store`: `remove` takes it away (its file, its schema) and
// the server's log (`server`) keeps a line naming it, who deleted it (`by`) and when (`now`,
// seconds since 1970). Refused (NotPermitted) unless `by` may delete it; refused unless `force`
// (ForceRequired) when rounds of it are paired and it is not archived: its results would go
// with it while it may still be running, and a finished event is archived before it is deleted.
Message deleteEvent(EventStore& store, AccountStore& server, const Actor& by, const std::string& id, bool force,
                    std::int64_t now, const std::function<void()>& remove);

}  // namespace tourney::tournament
