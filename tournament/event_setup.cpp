#include "tournament/event_setup.h"
#include "tournament/fide_mode.h"

#include "formats/plain_text.h"
#include "formats/player_csv.h"
#include "rules/registry.h"
#include "scoring/calendar_date.h"
#include "scoring/table_tiebreaks.h"
#include "scoring/tiebreaks.h"
#include "tournament/refusal.h"
#include "tournament/table_setup.h"
#include "tournament/teams.h"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <stdexcept>

namespace tourney::tournament {

namespace {

Points pointsOf(double value) { return Points::fromTenths(std::llround(value * 10)); }

// The game's own scale (FMJD: 2/1/0), or the arbiter's W,D,L.
PointSystem pointSystem(const EventSettings& settings, GameKind game) {
    if (settings.scoring) {
        const auto points = PointSystem::fromTriple(*settings.scoring);
        if (const auto finer = Points::finerThanTenthsIn(*settings.scoring))
            throw finerThanTenthsRefusal("scoring", *settings.scoring, *finer);
        if (!points) throw Refusal("scoring", Message("'%1' is not W,D,L such as 1,0.5,0 or 3,1,0", *settings.scoring));
        return *points;
    }
    const rules::GameEntry* entry = rules::findGame(game);
    if (!entry) return PointSystem::standard();
    return PointSystem::fromValues(pointsOf(entry->win_points), pointsOf(entry->draw_points),
                                   pointsOf(entry->loss_points));
}

Acceleration acceleration(const EventSettings& settings, const Event& event) {
    if (settings.acceleration.empty() || settings.acceleration == "none") return Acceleration::None;
    if (settings.acceleration != "baku")
        throw Refusal("acceleration", Message("'%1' is not none or baku", settings.acceleration));
    if (isRoundRobin(event.system)) throw Refusal("acceleration", "accelerated pairings are for Swiss events (C.04.7)");
    if (event.atTables()) throw Refusal("acceleration", "accelerated pairings (C.04.7) are for games of two");
    // C.04.7 applies with the standard point system only (a win is two draws, a loss 0).
    if (event.points.win.tenths() != 2 * event.points.draw.tenths() || event.points.loss.tenths() != 0)
        throw Refusal("acceleration", "Baku acceleration needs win = 2 x draw and loss = 0 (C.04.7)");
    return Acceleration::Baku;
}

int plannedRounds(const EventSettings& settings, const Event& event) {
    const PairingSystem system = event.system;
    if (isRoundRobin(system) && event.atTables()) return plannedTableRounds(settings.rounds);
    if (isRoundRobin(system)) {
        if (settings.rounds)
            throw Refusal("rounds", "a round robin takes its number of rounds from its number of players");
        return 0;  // known once the players are: see pairNextRound
    }
    if (!settings.rounds) throw UnusableRequest("rounds", "a Swiss event needs its number of rounds");
    if (*settings.rounds < 1 || *settings.rounds > 99)
        throw Refusal("rounds", Message("'%1' is not a whole number from %2 to %3", *settings.rounds, 1, 99));
    return *settings.rounds;
}

// Event details are printed in reports and written into TRF header lines: plain one-line text.
void checkDetails(const EventInfo& info) {
    const std::pair<const char*, const std::string*> details[] = {
        {"name", &info.name},
        {"city", &info.city},
        {"federation", &info.federation},
        {"start_date", &info.start_date},
        {"end_date", &info.end_date},
        {"chief_arbiter", &info.chief_arbiter},
        {"deputy_arbiters", &info.deputy_arbiters},
        {"time_control", &info.time_control},
    };
    for (const auto& [field, text] : details)
        if (const auto problem = formats::textProblem(*text)) throw Refusal(field, *problem);
    // The organising federation is a code like a player's, checked by the same rule.
    try {
        Player probe;
        if (!info.federation.empty()) formats::setPlayerField(probe, "federation", info.federation);
    } catch (const std::invalid_argument& wrong) {
        throw Refusal("federation", wrong.what());
    }
}

}  // namespace

std::string checkedDate(const std::string& text, const std::string& field) {
    if (text.empty()) return text;
    const std::optional<CalendarDate> date = readDate(text);
    if (!date) throw Refusal(field, notADate(text));
    return date->iso();
}

std::vector<std::string> tiebreakCodes(const std::string& list) {
    std::vector<std::string> codes;
    try {
        for (const TiebreakCode& code : parseTiebreakList(list)) codes.push_back(code.text());
    } catch (const TiebreakError& error) {
        throw Refusal("tiebreaks", error.said());
    }
    return codes;
}

std::vector<std::string> tiebreakCodesFor(const Event& event, const std::string& list) {
    if (!event.atTables()) return tiebreakCodes(list);
    try {
        return tableTiebreakList(list);
    } catch (const TiebreakError& error) {
        throw Refusal("tiebreaks", error.said());
    }
}

Event newEvent(const EventSettings& settings) {
    Event event;
    event.info = settings.info;
    checkDetails(event.info);
    if (event.info.name.empty()) throw UnusableRequest("name", "an event needs a name");
    if (settings.game.empty()) throw UnusableRequest("game", "an event needs its game");
    if (settings.system.empty()) throw UnusableRequest("system", "an event needs its pairing system");
    const auto game = rules::parseGameName(settings.game);
    if (!game) throw Refusal("game", Message("'%1' is not %2", settings.game, rules::gameNameList(" or ")));
    event.game = *game;
    const auto system = parseSystemName(settings.system);
    if (!system)
        throw Refusal("system", Message("'%1' is not round-robin, double-round-robin, swiss, dubov or burstein",
                                        settings.system));
    event.system = *system;
    if (event.system == PairingSystem::Dubov && event.atTables())
        throw Refusal("system", Message("the Dubov system pairs games of two players"));
    if (event.system == PairingSystem::Burstein && event.atTables())
        throw Refusal("system", Message("the Burstein system pairs games of two players"));
    event.planned_rounds = plannedRounds(settings, event);
    if (event.atTables()) {
        setTableScoring(event, settings.scoring, settings.placement, settings.bye_points);
    } else {
        refuseTableSettings(event, settings.placement, settings.bye_points);
        event.points = pointSystem(settings, event.game);
    }
    event.acceleration = acceleration(settings, event);
    if (settings.team_boards)
        makeTeamEvent(event, *settings.team_boards, settings.match_points, settings.team_score, settings.tiebreaks);
    else if (settings.match_points || settings.team_score)
        throw Refusal(settings.match_points ? "match_points" : "team_score",
                      Message("match points and the team score are for team events (--teams)"));
    else
        event.tiebreaks = settings.tiebreaks ? tiebreakCodesFor(event, *settings.tiebreaks) : defaultTiebreaks(event);
    for (char& letter : event.info.federation) letter = char(std::toupper(static_cast<unsigned char>(letter)));
    event.info.start_date = checkedDate(event.info.start_date, "start_date");
    event.info.end_date = checkedDate(event.info.end_date, "end_date");
    event.lots_seed = settings.lots_seed;
    event.fide_mode = event.teams ? false : initialFideMode(event, settings.fide_mode);
    return event;
}

Event createEvent(EventStore& store, const EventSettings& settings) {
    Event event = newEvent(settings);
    store.create(event);
    return event;
}

}  // namespace tourney::tournament
