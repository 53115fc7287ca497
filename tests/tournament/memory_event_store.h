// An EventStore held in memory, for testing the use cases of tournament/ in process. It keeps
// the contract of tournament/event_store.h as the SQL store (app/sql_event_store.cpp) keeps it:
// load() of an empty store is refused; create() into a full one is refused and changes nothing;
// update() is all-or-nothing (when `change` throws, the event, the log and the revision stay
// exactly as they were, and the exception goes on); every committed change, create() included,
// gives a new revision; log lines carry the time set with setTime() and are chained by hash
// (tournament/log_chain.h).
#pragma once

#include "tournament/event_store.h"
#include "tournament/log_chain.h"
#include "tournament/refusal.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace tourney::tournament::testing {

class MemoryEventStore : public EventStore {
public:
    MemoryEventStore() = default;
    // A store that holds `event` already, as if created.
    explicit MemoryEventStore(Event event) : event_(std::move(event)), revision_(1) {}

    Event load() override {
        if (!event_) throw Refusal(std::string(kLocation) + ": no such event (create one first)");
        return *event_;
    }

    using EventStore::create;
    void create(const Event& event, const std::vector<LogEntry>& log) override {
        if (event_) throw Refusal(std::string(kLocation) + ": already holds an event");
        event_ = event;
        log_ = log;
        chainLog(log_);
        ++revision_;
    }

    void write(const std::function<void(Event& event, EventLog& log)>& change) override {
        // The change works on a copy: whatever it does before it throws is dropped with it.
        Event event = load();
        EventLog log;
        change(event, log);
        std::vector<LogEntry> entries = log_;
        for (const LogEntry& entry : log.added()) {
            LogEntry stamped{now_, entry.command, entry.message, entry.said};
            stamped.hash = chainedLogHash(entries.empty() ? kLogChainStart : entries.back().hash, stamped);
            entries.push_back(std::move(stamped));
        }
        event_ = std::move(event);
        log_ = std::move(entries);
        ++revision_;
    }

    std::vector<LogEntry> readLog() override { return log_; }

    long long revision() override { return revision_; }

    // The time later log lines are stamped with (UTC, ISO 8601 as the SQL store writes it).
    void setTime(std::string utc) { now_ = std::move(utc); }

    bool holdsEvent() const { return event_.has_value(); }

    static constexpr const char* kLocation = "memory";

private:
    std::optional<Event> event_;
    std::vector<LogEntry> log_;
    long long revision_ = 0;
    std::string now_ = "2026-01-01T00:00:00Z";
};

}  // namespace tourney::tournament::testing
