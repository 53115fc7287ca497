// Where an event is kept. The use cases of the event core read and change an event only
// through this interface; the command line and the web server give them a store (app/:
// SQLite files and PostgreSQL through Qt SQL). A store holds one event.
#pragma once

#include "scoring/event.h"
#include "tournament/message.h"
#include "tournament/refusal.h"

#include <functional>
#include <string>
#include <vector>

namespace tourney::tournament {

// One line of the event's log: what an arbiter changed beyond the usual course (a result
// replaced, tie-breaks changed after round 1, a withdrawal that forfeited games, ...).
struct LogEntry {
    std::string logged_at;  // stamped by the store: UTC, ISO 8601
    std::string command;    // the use case, e.g. "result --force"
    std::string message;    // in English
    // The same as a message with its names and numbers as values, for a front end that says it in
    // another language (issue 31 item 5); empty for a line logged before the log kept messages.
    Message said;
    // The link of the hash chain (log_chain.h): set by the store when it writes the line,
    // empty before.
    std::string hash = {};
    // Who made the change (issue 34): the account signed in to `tourney serve`, "arbiter
    // (token)" for the holder of its token; stamped by the store. Empty for the command line
    // and for lines logged before the log named anyone.
    std::string actor = {};
};

// The log lines a change adds; the store writes them in the same transaction as the event.
class EventLog {
public:
    void add(std::string command, const Message& said) {
        added_.push_back({{}, std::move(command), said.text(), said});
    }
    const std::vector<LogEntry>& added() const { return added_; }

private:
    std::vector<LogEntry> added_;
};

class EventStore {
public:
    virtual ~EventStore() = default;

    // The event as stored, read as one consistent snapshot. Throws Refusal when there is none.
    virtual Event load() = 0;

    // Stores a new event; refused when the store already holds one. Nothing is left behind
    // when it fails.
    void create(const Event& event) { create(event, {}); }
    // The same, with the log the event brings from elsewhere (an archive, event_archive.h): its
    // lines keep the times they were stamped with, in one transaction with the event.
    virtual void create(const Event& event, const std::vector<LogEntry>& log) = 0;

    // One transaction: the event is read, `change` edits it and may add log lines, and both are
    // written. When `change` throws, nothing is written and the exception goes on. An archived
    // event is read-only (event_lifetime.h): every change is refused (Archived) before `change`
    // runs, whichever use case asks, and nothing is written.
    void update(const std::function<void(Event& event, EventLog& log)>& change) {
        write([&](Event& event, EventLog& log) {
            if (event.archived)
                throw Archived(
                    Message("event %1 is archived: it is read-only until an organiser restores it", event.info.name));
            change(event, log);
        });
    }
    // The same, archived or not: restoring an archived event (event_lifetime.h) is the one
    // change made to one.
    void updateEvenIfArchived(const std::function<void(Event& event, EventLog& log)>& change) { write(change); }

    // The log, oldest first.
    virtual std::vector<LogEntry> readLog() = 0;

    // A number that every change of the event makes different: a reader that keeps what it
    // computed from the event (a web page) knows from it when to compute again.
    virtual long long revision() = 0;

protected:
    // The transaction of update(), as the store makes it.
    virtual void write(const std::function<void(Event& event, EventLog& log)>& change) = 0;
};

}  // namespace tourney::tournament
