#include "tournament/round_pairing.h"
#include "tournament/teams.h"

#include "pairing/berger.h"
#include "pairing/pairing.h"
#include "pairing/table_pairing.h"
#include "tournament/check_in.h"
#include "tournament/engine_failures.h"
#include "tournament/entry_fees.h"
#include "tournament/event_setup.h"
#include "tournament/initial_ranking.h"
#include "tournament/refusal.h"
#include "tournament/round_readiness.h"

#include <algorithm>

namespace tourney::tournament {

namespace {

// What round 1 settles: a round robin's length follows from its field (C.05 Annex 1); a Swiss
// event pairs by pairing numbers from the initial ranking (C.04.2 A.2), while a round robin
// keeps the order the arbiter drew. Returns whether the players were renumbered.
bool settleBeforeRoundOne(Event& event) {
    if (event.roundsPaired() > 0) return false;
    if (isRoundRobin(event.system))
        event.planned_rounds = event.atTables() ? tableRoundRobinLength(event)  // tables of four
                                                : roundRobinRounds(static_cast<int>(event.players.size()),
                                                                   event.system == PairingSystem::DoubleRoundRobin);
    if (isRoundRobin(event.system) || inInitialRankingOrder(event)) return false;
    numberByInitialRanking(event);
    return true;
}

}  // namespace

void setRoundDate(EventStore& store, int round, const std::string& written_date) {
    const std::string date = checkedDate(written_date, "date");
    store.update([&](Event& event, EventLog& log) {
        requirePairedRound(event, round);
        const auto shown = [](const std::string& day) { return day.empty() ? Message("(none)") : Message::value(day); };
        log.add("round-date", Message("round %1: %2 -> %3", round, shown(event.rounds[round - 1].date), shown(date)));
        event.rounds[round - 1].date = date;
    });
}

PairedRound pairNextRound(EventStore& store, bool explain, const std::string& written_date) {
    const std::string date = checkedDate(written_date, "date");
    PairedRound paired;
    store.update([&](Event& event, EventLog& log) {
        if (event.teams) {  // a round robin of teams (teams.h)
            pairNextTeamRound(event, log);
            paired.round = static_cast<int>(event.teams->rounds.size());
            paired.event = event;
            return;
        }
        if (const NextRoundReadiness readiness = nextRoundReadiness(event); !readiness.ready())
            throw Refusal(std::string(), readiness.reason);
        paired.notes.clear();
        // Issue 36: a warning, not a refusal; and the players the desk did not check in are left
        // out with the zero-point bye of a player absent by request (check_in.h).
        if (const auto unpaid = unpaidWarning(event)) paired.notes.push_back(*unpaid);
        for (const Message& note : byesForAbsentees(event, log)) paired.notes.push_back(note);
        paired.renumbered = settleBeforeRoundOne(event);
        if (paired.renumbered)
            paired.notes.push_back(
                Message("Start numbers now follow the initial ranking (rating, title, name; C.04.2 A.2)."));
        // C.04.3 1.9.3: when no legal pairing exists the engine says so, and the arbiter decides.
        tourney::PairedRound next = refusingEngineFailures(
            "", [&] { return tourney::pairNextRound(event, PairingOptions{explain}); });
        next.round.number = event.roundsPaired() + 1;
        next.round.date = date;
        event.rounds.push_back(std::move(next.round));
        paired.explanation = std::move(next.explanation);
        paired.round = event.roundsPaired();
        paired.event = event;
        log.add("pair", Message("round %1 paired: %2", paired.round,
                                countedMessage(event.rounds.back().games.size(), "%1 board", "%1 boards")));
    });
    return paired;
}

}  // namespace tourney::tournament
