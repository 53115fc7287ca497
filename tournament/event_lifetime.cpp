#include "tournament/event_lifetime.h"

#include "tournament/round_readiness.h"

namespace tourney::tournament {
namespace {

Message rounds(const Event& event) {
    return countedMessage(static_cast<std::size_t>(event.roundsPaired()), "%1 round", "%1 rounds");
}

}  // namespace

Message archiveEvent(EventStore& store, bool force) {
    Message done;
    store.update([&](Event& event, EventLog& log) {
        if (!force && event.roundsPaired() > 0) {
            const std::size_t awaiting = boardsAwaitingResults(event, event.roundsPaired()).size();
            if (awaiting > 0)
                throw ForceRequired(Message("round %1 of event %2 has %3 awaiting a result", event.roundsPaired(),
                                            event.info.name, countedMessage(awaiting, "%1 board", "%1 boards")),
                                    "archive it all the same");
        }
        event.archived = true;
        done = Message("event %1 archived: it is read-only until an organiser restores it", event.info.name);
        log.add("archive", done);
    });
    return done;
}

Message restoreEvent(EventStore& store) {
    Message done;
    store.updateEvenIfArchived([&](Event& event, EventLog& log) {
        if (!event.archived) throw Refusal(Message("event %1 is not archived", event.info.name));
        event.archived = false;
        done = Message("event %1 restored: it may be changed again", event.info.name);
        log.add("restore", done);
    });
    return done;
}

Message deleteEvent(EventStore& store, AccountStore& server, const Actor& by, const std::string& id, bool force,
                    std::int64_t now, const std::function<void()>& remove) {
    if (!mayDo(by.grants, Action::DeleteEvent, id))
        throw NotPermitted(Message("the roles of %1 do not allow deleting event %2", by.name, id));
    const Event event = store.load();
    if (!force && !event.archived && event.roundsPaired() > 0)
        throw ForceRequired(Message("event %1 has %2 paired and is not archived: its results would be lost",
                                    event.info.name, rounds(event)),
                            "delete it with its results");
    remove();
    // The event's own log went with it: the server's keeps the deletion.
    const Message done = Message("event %1 (%2) deleted: %3, %4 paired", event.info.name, id,
                                 countedMessage(event.players.size(), "%1 player", "%1 players"), rounds(event));
    server.addServerLogLine({now, by.name, "delete", id, done});
    return done;
}

}  // namespace tourney::tournament
