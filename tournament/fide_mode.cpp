#include "tournament/fide_mode.h"

#include "pairing/dutch_check.h"
#include "pairing/pairing.h"
#include "rules/registry.h"
#include "tournament/rating_report.h"
#include "tournament/refusal.h"

namespace tourney::tournament {

bool fideLocksHold(const Event& event) { return event.fide_mode && event.roundsPaired() > 0; }

void requireUnlocked(const Event& event, LockedSetting setting) {
    if (!fideLocksHold(event)) return;
    switch (setting) {
    case LockedSetting::Tiebreaks:
        throw Locked("tiebreaks", Message("the tie-breaks are locked in FIDE mode once round 1 is paired (C.07 §13: "
                                          "announced before the event); leave FIDE mode, with a reason, to change "
                                          "them"));
    case LockedSetting::ForbiddenPairs:
        throw Locked("start_nos", Message("forbidden pairs are locked in FIDE mode once round 1 is paired (C.04.2 "
                                          "1.5: the correct pairings are not altered in favour of any player); "
                                          "leave FIDE mode, with a reason, to change them"));
    }
}

bool initialFideMode(const Event& event, std::optional<bool> asked) {
    if (asked && *asked && !isFideRated(event))
        throw Refusal("fide_mode", Message("FIDE mode is for events FIDE rates: chess between two players; this event "
                                           "is %1",
                                           std::string(rules::gameName(event.game))));
    return asked.value_or(isFideRated(event));
}

Message setFideMode(EventStore& store, bool on, const std::string& reason) {
    Message done;
    store.update([&](Event& event, EventLog& log) {
        if (event.fide_mode == on)
            throw Refusal("mode",
                          on ? Message("the event is in FIDE mode already") : Message("the event is not in FIDE mode"));
        if (on) initialFideMode(event, true);
        // Leaving unlocks what the pairings and standings stand on: the log keeps why.
        if (!on && reason.empty()) throw UnusableRequest("reason", "leaving FIDE mode needs a reason, for the log");
        event.fide_mode = on;
        const Message why = Message::value(reason);
        if (on)
            done = reason.empty() ? Message("FIDE mode entered after round %1", event.roundsPaired())
                                  : Message("FIDE mode entered after round %1: %2", event.roundsPaired(), why);
        else
            done = Message("FIDE mode left after round %1: %2", event.roundsPaired(), why);
        log.add(on ? "fide-mode on" : "fide-mode off", done);
    });
    return done;
}

static std::vector<RecordedPair> reversed(const std::vector<RecordedPair>& pairs) {
    std::vector<RecordedPair> turned;
    for (const RecordedPair& pair : pairs) turned.push_back({pair.black, pair.white, pair.colours_known});
    return turned;
}

std::vector<Message> differencesFromEngine(const Event& event, int round) {
    if (!event.fide_mode || isRoundRobin(event.system) || event.atTables()) return {};
    const RoundCheck check = checkSwissRound(event, round);
    if (check.agrees()) return {};
    if (!check.failure.empty())
        return {Message("round %1: the engine finds no pairing to compare with (%2)", round,
                        Message::value(check.failure))};
    // Pairs as the round now has them and as the engine has them, where the two differ.
    std::vector<RecordedPair> by_hand = check.missing, by_engine = reversed(check.swapped_colours);
    by_hand.insert(by_hand.end(), check.swapped_colours.begin(), check.swapped_colours.end());
    for (const auto& [white, black] : check.unexpected) by_engine.push_back({white, black, true});
    return {Message("round %1 differs from the engine's pairing (C.04.2 1.4): it pairs %2 where the engine pairs %3",
                    round, Message::value(describePairs(by_hand)), Message::value(describePairs(by_engine)))};
}

std::optional<Message> engineCheckNote(const Event& event, int round) {
    if (isRoundRobin(event.system) || event.atTables() || round < 1 || round > event.roundsPaired())
        return std::nullopt;
    const Message system = Message::value(std::string(swissArticles(event.system).system));
    if (checkSwissRound(event, round).agrees())
        return Message("Checked by tourney engine -c: the engine of %1 pairs this round the same way.", system);
    return Message("Checked by tourney engine -c: the engine of %1 pairs this round otherwise (changed by hand).",
                   system);
}

}  // namespace tourney::tournament
