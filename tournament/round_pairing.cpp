#include "tournament/round_pairing.h"

#include "pairing/berger.h"
#include "pairing/pairing.h"
#include "pairing/table_pairing.h"
#include "scoring/placement.h"
#include "tournament/engine_failures.h"
#include "tournament/initial_ranking.h"
#include "tournament/refusal.h"
#include "tournament/round_readiness.h"

#include <algorithm>
#include <cctype>

namespace tourney::tournament {

namespace {

// What round 1 settles: a round robin's length follows from its field (C.05 Annex 1); a Swiss
// event pairs by pairing numbers from the initial ranking (C.04.2 A.2), while a round robin
// keeps the order the arbiter drew. Returns whether the players were renumbered.
bool settleBeforeRoundOne(Event& event) {
    if (event.roundsPaired() > 0) return false;
    if (isRoundRobin(event.system))
        event.planned_rounds = isTableEvent(event) ? tableRoundRobinLength(event)  // tables of four
                                                   : roundRobinRounds(static_cast<int>(event.players.size()),
                                                                      event.system == PairingSystem::DoubleRoundRobin);
    if (event.system != PairingSystem::Swiss || inInitialRankingOrder(event)) return false;
    numberByInitialRanking(event);
    return true;
}

}  // namespace

void checkDate(const std::string& date) {
    const auto digits = [&](std::size_t at, std::size_t count) {
        int value = 0;
        for (std::size_t i = at; i < at + count; ++i) {
            if (!std::isdigit(static_cast<unsigned char>(date[i]))) return -1;
            value = value * 10 + (date[i] - '0');
        }
        return value;
    };
    const bool shaped = date.size() == 10 && date[4] == '-' && date[7] == '-';
    const int year = shaped ? digits(0, 4) : -1, month = shaped ? digits(5, 2) : -1, day = shaped ? digits(8, 2) : -1;
    static const int kDays[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    if (year < 1900 || month < 1 || month > 12 || day < 1 || day > kDays[month - 1] ||
        (month == 2 && day == 29 && !leap))
        throw Refusal("date", "'" + date + "' is not a date yyyy-mm-dd");
}

void setRoundDate(EventStore& store, int round, const std::string& date) {
    if (!date.empty()) checkDate(date);
    store.update([&](Event& event, EventLog& log) {
        if (round < 1 || round > event.roundsPaired())
            throw NotInEvent("round", "round " + std::to_string(round) + " is not paired (the event has " +
                                          std::to_string(event.roundsPaired()) + " paired)");
        log.add("round-date", "round " + std::to_string(round) + ": " +
                                  (event.rounds[round - 1].date.empty() ? "(none)" : event.rounds[round - 1].date) +
                                  " -> " + (date.empty() ? "(none)" : date));
        event.rounds[round - 1].date = date;
    });
}

PairedRound pairNextRound(EventStore& store, bool explain, const std::string& date) {
    if (!date.empty()) checkDate(date);
    PairedRound paired;
    store.update([&](Event& event, EventLog& log) {
        if (const NextRoundReadiness readiness = nextRoundReadiness(event); !readiness.ready())
            throw Refusal(readiness.reason);
        paired.renumbered = settleBeforeRoundOne(event);
        if (paired.renumbered)
            paired.notes = {"Start numbers now follow the initial ranking (rating, title, name; C.04.2 A.2)."};
        // C.04.3 1.9.3: when no legal pairing exists the engine says so, and the arbiter decides.
        tourney::PairedRound next = refusingEngineFailures(
            "", [&] { return tourney::pairNextRound(event, PairingOptions{explain}); });
        next.round.number = event.roundsPaired() + 1;
        next.round.date = date;
        event.rounds.push_back(std::move(next.round));
        paired.explanation = std::move(next.explanation);
        paired.round = event.roundsPaired();
        paired.event = event;
        log.add("pair", "round " + std::to_string(paired.round) +
                            " paired: " + std::to_string(event.rounds.back().games.size()) + " boards");
    });
    return paired;
}

}  // namespace tourney::tournament
