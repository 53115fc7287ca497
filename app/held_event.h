// The event as this process last read or wrote it, with the revision it had then
// (tournament/event_store.h: every change stores a new revision, under the write lock). A store
// given one (SqlEventStore) reads the whole event from the database only when the stored
// revision is another: `tourney serve` loads each revision once for all its requests, and after
// a write of its own holds the event it wrote instead of reading it back (issue 33). A change
// made by another process (a command line, another server) stores another revision, so the
// held event is never taken for it.
#pragma once

#include "scoring/event.h"
#include "scoring/standings.h"
#include "scoring/tiebreaks.h"

#include <memory>
#include <mutex>
#include <vector>

namespace tourney::app {

class HeldEvent {
public:
    // The event held when it is the one stored at `revision`; else nullptr.
    std::shared_ptr<const Event> at(long long revision) const {
        std::lock_guard lock(mutex_);
        return revision == revision_ ? event_ : nullptr;
    }
    void hold(std::shared_ptr<const Event> event, long long revision) {
        std::lock_guard lock(mutex_);
        event_ = std::move(event);
        revision_ = revision;
    }
    // The event held, of whichever revision; nullptr before the first read.
    std::shared_ptr<const Event> last() const {
        std::lock_guard lock(mutex_);
        return event_;
    }

    // The standings after every paired round of `event` (computeStandings), computed once while
    // `event` is the one held: the cards of many players share them. nullptr when `event` is
    // not held or a tie-break cannot be computed (C.07 §10): the caller computes and says why.
    std::shared_ptr<const std::vector<Standing>> standingsOf(const Event& event) {
        std::lock_guard computing(standings_mutex_);
        std::shared_ptr<const Event> held;
        {
            std::lock_guard lock(mutex_);
            if (event_.get() != &event) return nullptr;
            held = event_;
        }
        if (standings_event_ != held) {
            try {
                standings_ = std::make_shared<const std::vector<Standing>>(computeStandings(event));
            } catch (const TiebreakError&) {
                standings_ = nullptr;
            }
            standings_event_ = held;
        }
        return standings_;
    }

    // Taken while the event is read for a revision not held, so that the requests arriving
    // meanwhile wait for that one read instead of each reading it again.
    std::mutex& reading() { return reading_; }

private:
    mutable std::mutex mutex_;
    std::shared_ptr<const Event> event_;
    long long revision_ = -1;
    std::mutex reading_;
    std::mutex standings_mutex_;
    std::shared_ptr<const Event> standings_event_;  // the event standings_ are of
    std::shared_ptr<const std::vector<Standing>> standings_;
};

}  // namespace tourney::app
