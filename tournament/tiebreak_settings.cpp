#include "tournament/tiebreak_settings.h"

#include "tournament/event_setup.h"
#include "tournament/fide_mode.h"
#include "tournament/refusal.h"

namespace tourney::tournament {

std::string joinedCodes(const std::vector<std::string>& codes) {
    std::string text;
    for (const std::string& code : codes) text += (text.empty() ? "" : ",") + code;
    return text;
}

std::optional<Message> TiebreakChange::warning() const {
    if (rounds_paired == 0) return std::nullopt;
    return Message(
        "warning: tie-breaks changed after round %1 was paired (%2 -> %3); the change is in the event's "
        "log",
        rounds_paired, joinedCodes(before), joinedCodes(after));
}

TiebreakChange setTiebreaks(EventStore& store, const std::string& list, bool force) {
    TiebreakChange change;
    store.update([&](Event& event, EventLog& log) {
        change.after = tiebreakCodesFor(event, list);  // tables of four have codes of their own
        change.before = event.tiebreaks;
        change.rounds_paired = event.roundsPaired();
        requireUnlocked(event, LockedSetting::Tiebreaks);  // before --force: FIDE mode allows none
        if (change.rounds_paired > 0 && !force)
            throw ForceRequired(Message("round %1 is already paired: the tie-breaks announced are %2",
                                        change.rounds_paired, joinedCodes(change.before)),
                                "change them all the same (the change is logged)");
        event.tiebreaks = change.after;
        if (change.rounds_paired == 0 && change.after != change.before)
            log.add("set-tiebreaks", Message("%1 -> %2", joinedCodes(change.before), joinedCodes(change.after)));
        else if (change.rounds_paired > 0)
            log.add("set-tiebreaks --force",
                    Message("tie-breaks changed after round %1 was paired: %2 -> %3", change.rounds_paired,
                            joinedCodes(change.before), joinedCodes(change.after)));
    });
    return change;
}

}  // namespace tourney::tournament
