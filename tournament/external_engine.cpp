#include "tournament/external_engine.h"

#include "pairing/dutch_replay.h"
#include "pairing/random_tournament.h"
#include "scoring/tiebreaks.h"
#include "tournament/engine_failures.h"
#include "tournament/refusal.h"

#include <algorithm>

namespace tourney::tournament {

namespace {

int fileNumber(const formats::TrfDocument& document, int start_no) {
    return start_no == 0 ? 0 : document.fileId(start_no);
}

// A checked round's pairs in the file's own player numbers (the bye's 0 stays 0).
RoundCheck inFileNumbers(RoundCheck round, const formats::TrfDocument& document) {
    for (auto* pairs : {&round.missing, &round.swapped_colours})
        for (RecordedPair& pair : *pairs)
            pair.white = fileNumber(document, pair.white), pair.black = fileNumber(document, pair.black);
    for (auto& [white, black] : round.unexpected)
        white = fileNumber(document, white), black = fileNumber(document, black);
    return round;
}

}  // namespace

Event engineEvent(const formats::TrfDocument& document, PairingSystem system) {
    Event event = document.event;
    event.system = system;
    // C.04.3 5.1: without an XXC/152 line the initial colour is read back from round 1.
    if (!document.colour_declared)
        event.first_board_white = refusingEngineFailures("", [&] { return initialColourFromRoundOne(event); });
    return event;
}

EnginePairs engineNextRound(const formats::TrfDocument& document, const Event& event, bool explain) {
    const int next_round = event.roundsPaired() + 1;
    // C.04.3 1.7.1 and 3.4: the last round is paired by its own rules, so a round after the
    // one the file declares last has no rules to be paired by.
    if (document.rounds_declared && next_round > event.planned_rounds)
        throw formats::InputError(document.file_name, document.rounds_line, document.rounds_code,
                                  "the file declares " + std::to_string(event.planned_rounds) +
                                      (event.planned_rounds == 1 ? " round" : " rounds") +
                                      " and all are paired: there is no round " + std::to_string(next_round) +
                                      " to pair");
    PairedRound paired;
    try {
        paired = swissEngine(event.system)(event, PairingOptions{explain});
    } catch (const PairingError& impossible) {
        return EnginePairs{{}, {}, impossible.what()};
    }
    if (paired.round.games.empty() &&
        std::none_of(paired.round.byes.begin(), paired.round.byes.end(),
                     [](const Bye& bye) { return bye.kind == ByeKind::PairingAllocated; }))
        throw Refusal(
            Message("round %1 has nobody to pair: every player has a bye or an absence entered for it", next_round));
    EnginePairs answer{{}, paired.explanation, {}};
    for (const Game& game : paired.round.games)
        answer.pairs.emplace_back(document.fileId(game.seats[0].player), document.fileId(game.seats[1].player));
    for (const Bye& bye : paired.round.byes)
        if (bye.kind == ByeKind::PairingAllocated) answer.pairs.emplace_back(document.fileId(bye.player), 0);
    return answer;
}

DutchCheck engineCheck(const formats::TrfDocument& document, const Event& event, bool explain) {
    DutchCheck check = refusingEngineFailures("", [&] { return checkSwissRounds(event, explain); });
    for (RoundCheck& round : check.rounds) round = inFileNumbers(round, document);
    return check;
}

Event engineRandomTournament(std::istream& config, const std::string& config_name, PairingSystem system,
                             std::optional<unsigned long long> seed) {
    return refusingEngineFailures("", [&] {
        RandomTournamentConfig settings = readRandomTournamentConfig(config, config_name);
        settings.system = system;
        if (seed) settings.seed = *seed;
        Event event = generateRandomTournament(settings);
        // The generated TRF lists its tie-breaks (202, 212) and ranks by them, for a checker of
        // standings to verify (C.02.03 §7): C.07 §13's list for the system.
        event.tiebreaks = defaultTiebreaks(event);
        return event;
    });
}

}  // namespace tourney::tournament
