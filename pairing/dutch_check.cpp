#include "pairing/dutch_check.h"

#include "pairing/dutch_replay.h"
#include "pairing/pairing.h"

#include <algorithm>

namespace tourney {

int DutchCheck::differing() const {
    return static_cast<int>(
        std::count_if(rounds.begin(), rounds.end(), [](const RoundCheck& r) { return !r.agrees(); }));
}

std::vector<RecordedPair> recordedPairs(const Round& round) {
    std::vector<RecordedPair> pairs;
    for (const Game& game : round.games) {
        if (game.seats.size() != 2) continue;
        const int first = game.seats[0].player, second = game.seats[1].player;
        if (game.colours_known)
            pairs.push_back({first, second, true});
        else
            pairs.push_back({std::min(first, second), std::max(first, second), false});
    }
    for (const Bye& bye : round.byes)
        if (bye.kind == ByeKind::PairingAllocated) pairs.push_back({bye.player, 0, true});
    std::sort(pairs.begin(), pairs.end());
    return pairs;
}

RoundCheck compareRound(int round, const std::vector<RecordedPair>& recorded,
                        const std::set<std::pair<int, int>>& paired) {
    RoundCheck check;
    check.round = round;
    std::set<std::pair<int, int>> matched;
    for (const RecordedPair& pair : recorded) {
        const std::pair<int, int> as_given{pair.white, pair.black}, swapped{pair.black, pair.white};
        if (paired.count(as_given))
            matched.insert(as_given);
        else if (paired.count(swapped)) {
            matched.insert(swapped);
            if (pair.colours_known) check.swapped_colours.push_back(pair);
        } else
            check.missing.push_back(pair);
    }
    for (const auto& pair : paired)
        if (!matched.count(pair)) check.unexpected.push_back(pair);
    return check;
}

DutchCheck checkDutchRounds(const Event& event, bool explain) {
    Event dutch = event;
    dutch.system = PairingSystem::Swiss;
    return checkSwissRounds(dutch, explain);
}

RoundCheck checkSwissRound(const Event& event, int round, bool explain) {
    const std::vector<RecordedPair> recorded = recordedPairs(event.rounds[round - 1]);
    try {
        PairedRound paired = swissEngine(event.system)(eventBeforeRound(event, round), PairingOptions{explain});
        RoundCheck check = compareRound(round, recorded, pairsOf(paired.round));
        if (!check.agrees()) check.explanation = std::move(paired.explanation);
        return check;
    } catch (const std::exception& error) {
        RoundCheck refused;
        refused.round = round;
        refused.failure = error.what();
        return refused;
    }
}

DutchCheck checkSwissRounds(const Event& event, bool explain) {
    DutchCheck result;
    for (int r = 1; r <= event.roundsPaired(); ++r) result.rounds.push_back(checkSwissRound(event, r, explain));
    return result;
}

std::string describePairs(const std::vector<RecordedPair>& pairs) {
    std::string text;
    for (const RecordedPair& pair : pairs)
        text += (text.empty() ? "" : ", ") + std::to_string(pair.white) + "-" + std::to_string(pair.black) +
                (pair.colours_known ? "" : " (no colours)");
    return text.empty() ? "none" : text;
}

std::string describePairs(const std::vector<std::pair<int, int>>& pairs) {
    std::string text;
    for (auto [white, black] : pairs)
        text += (text.empty() ? "" : ", ") + std::to_string(white) + "-" + std::to_string(black);
    return text.empty() ? "none" : text;
}

}  // namespace tourney
