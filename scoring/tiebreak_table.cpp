// The crosstable the tie-breaks read, built once from the event (C.07 §16.2 categories).
#include "scoring/tiebreak_table.h"

#include "scoring/calendar_date.h"
#include "scoring/ranking.h"

#include <algorithm>

namespace tourney {

namespace {

// The result of a played game on the 1/½/0 scale, in halves: rating-based tie-breaks use it
// whatever the event's point system (C.07 §10).
int gameHalves(char code) {
    switch (code) {
    case '1':
    case 'W': return 2;
    case '=':
    case 'D': return 1;
    default: return 0;
    }
}

}  // namespace

int roundsToCompute(const Event& event, int after_round) {
    int last = event.roundsPaired();
    if (after_round > 0) last = std::min(last, after_round);
    for (int r = 0; r < last; ++r)
        if (!event.rounds[r].complete()) return r;
    return last;
}

TiebreakRules rulesForStartDate(std::string_view start_date) {
    // The 2026 edition applies to events that start on or after 1 March 2026. An event without
    // a date is taken to be played under the edition in force, the newest: computing engines do
    // not read the clock, and it could only give that answer since the edition came in force.
    const std::optional<CalendarDate> date = readDate(start_date);
    if (!date) return TiebreakRules::Fide2026;
    return date->iso() < "2026-03-01" ? TiebreakRules::Fide2024 : TiebreakRules::Fide2026;
}

std::optional<TiebreakRules> parseRulesEdition(std::string_view text) {
    if (text == "2024") return TiebreakRules::Fide2024;
    if (text == "2026") return TiebreakRules::Fide2026;
    return std::nullopt;
}

TiebreakSettings settingsFor(const Event& event, int after_round) {
    TiebreakSettings settings;
    settings.rules = rulesForStartDate(event.info.start_date);
    settings.round_robin = isRoundRobin(event.system);
    settings.after_round = after_round;
    return settings;
}

TiebreakTable makeTiebreakTable(const Event& event, const TiebreakSettings& settings) {
    TiebreakTable table;
    table.win = event.points.win;
    table.draw = event.points.draw;
    table.rounds = roundsToCompute(event, settings.after_round);
    table.settings = settings;
    const auto histories = playerHistories(event);
    table.players.resize(event.players.size());
    for (std::size_t i = 0; i < event.players.size(); ++i) {
        TiebreakPlayer& player = table.players[i];
        player.start_no = static_cast<int>(i) + 1;
        player.rating = event.players[i].rating;
        player.rounds.resize(table.rounds);
        for (int r = 0; r < table.rounds; ++r) {
            const RoundEntry& entry = histories[i][r];
            TiebreakRound& round = player.rounds[r];
            round.opponent = entry.opponent;
            round.colour = entry.colour;
            round.code = entry.code;
            round.points = entry.points;
            round.over_the_board = entry.playedOverTheBoard();
            round.pairing_bye = entry.code == 'U';
            // C.07 §16.2: every unplayed round that did not bring a win's points. FIDE's tool
            // counts the PAB as played, so it never is one.
            round.voluntarily_unplayed = !round.over_the_board && !round.pairing_bye && entry.points != table.win;
            round.game_halves = round.over_the_board ? gameHalves(entry.code) : 0;
            player.points += entry.points;
            if (!round.voluntarily_unplayed) player.last_non_vur_round = r + 1;
        }
    }
    return table;
}

bool isRoundRobinFor(const TiebreakTable& table, const TiebreakCode& code) {
    return table.settings.round_robin && !code.as_swiss;
}

TiebreakRules rulesFor(const TiebreakTable& table, const TiebreakCode& code) {
    return code.rules ? *code.rules : table.settings.rules;
}

}  // namespace tourney
