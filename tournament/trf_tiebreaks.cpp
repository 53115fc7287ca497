#include "tournament/trf_tiebreaks.h"

#include "formats/trf.h"
#include "scoring/tiebreaks.h"
#include "tournament/refusal.h"

#include <algorithm>
#include <cctype>

namespace tourney::tournament {

namespace {

// FIDE's tool: the 092 line names the system; failing that, a field that fits the number of
// rounds of a single or double round robin is one.
bool looksLikeRoundRobin(const formats::TrfDocument& document, int rounds) {
    std::string system = document.system_line;
    std::transform(system.begin(), system.end(), system.begin(), [](unsigned char c) { return std::toupper(c); });
    if (system.find("SWISS") != std::string::npos) return false;
    if (system.find("RR") != std::string::npos || system.find("ROBIN") != std::string::npos ||
        system.find("BERGER") != std::string::npos)
        return true;
    if (isRoundRobin(document.event.system)) return true;
    const int n = static_cast<int>(document.event.players.size());
    // A single round robin has n - 1 rounds (n even) or n (n odd); FIDE's tool takes a double one
    // where twice the players make the rounds or one more.
    return n == rounds || n == rounds + 1 || 2 * n == rounds || 2 * n == rounds + 1;
}

TiebreakSettings settingsOf(const TrfTiebreakRequest& request, const formats::TrfDocument& document) {
    const Event& event = document.event;
    TiebreakSettings settings = settingsFor(event);
    if (request.rules) {
        const auto rules = parseRulesEdition(*request.rules);
        if (!rules) throw UnusableRequest("rules", "must be 2024 or 2026");
        settings.rules = *rules;
    }
    if (request.after_round < 0) throw UnusableRequest("round", "must be a round number");
    settings.after_round = request.after_round;
    if (request.unrated_rating && *request.unrated_rating < 0)
        throw UnusableRequest("unrated_rating", "must be a rating");
    settings.unrated_rating = request.unrated_rating;
    const int rounds = settings.after_round > 0 ? std::min(settings.after_round, event.roundsPaired())
                                                : event.roundsPaired();
    using System = TrfTiebreakRequest::System;
    settings.round_robin = request.system == System::RoundRobin ||
                           (request.system == System::Detect && looksLikeRoundRobin(document, rounds));
    return settings;
}

std::vector<TiebreakCode> codesOf(const TrfTiebreakRequest& request, const Event& event) {
    if (request.codes) return parseTiebreakList(*request.codes);
    std::vector<TiebreakCode> codes;
    for (const std::string& code : event.tiebreaks) codes.push_back(parseTiebreakCode(code));
    return codes;
}

}  // namespace

TrfTiebreaks trfTiebreaks(const TrfTiebreakRequest& request) {
    return trfTiebreaks(formats::readTrfFile(request.trf_path), request);
}

TrfTiebreaks trfTiebreaks(const formats::TrfDocument& document, const TrfTiebreakRequest& request) {
    const Event& event = document.event;
    TiebreakSettings settings = settingsOf(request, document);
    TrfTiebreaks result;
    try {
        const std::vector<TiebreakCode> codes = codesOf(request, event);
        std::vector<std::vector<TiebreakValue>> values;
        try {
            values = computeTiebreaks(event, codes, settings);
        } catch (const UnratedPlayersError& error) {
            // Like FIDE's tool: these columns print as undefined (-0); the arbiter is told why.
            result.warnings.push_back(Message("%1; printed as -0 (undefined)", error.said()));
            settings.unrated_as_undefined = true;
            values = computeTiebreaks(event, codes, settings);
        }
        result.table.columns = {{"#startrank", Align::Right}, {"points", Align::Right}};
        for (const TiebreakCode& code : codes) result.table.columns.push_back({code.text(), Align::Right});
        const int rounds = settings.after_round > 0 ? std::min(settings.after_round, event.roundsPaired())
                                                    : event.roundsPaired();
        for (const Player& player : event.players) {
            std::vector<Cell> row = {std::to_string(player.start_no),
                                     pointsAfter(event, player.start_no, rounds).toFixed1()};
            for (const auto& column : values) row.push_back(column[player.start_no - 1].toString());
            result.table.rows.push_back(std::move(row));
        }
    } catch (const TiebreakError& error) {
        throw Refusal(error.said());
    }
    return result;
}

}  // namespace tourney::tournament
