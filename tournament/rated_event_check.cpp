#include "tournament/rated_event_check.h"

#include "formats/plain_text.h"
#include "rules/registry.h"
#include "scoring/calendar_date.h"
#include "tournament/event_setup.h"
#include "tournament/rating_report.h"
#include "tournament/refusal.h"

#include <algorithm>
#include <cctype>
#include <chrono>

namespace tourney::tournament {

namespace {

// The articles, as the texts read for them number them (docs/organiser.md, "Will this be rated?").
constexpr const char* kRateOfPlay = "B.02 1.1";
constexpr const char* kRegistration = "B.02 0.2, 0.2.1, 0.2.2";
constexpr const char* kArbiters = "B.02 0.3";
constexpr const char* kPlayerData = "B.02 (article not read)";
constexpr const char* kRoundRobinRated = "B.02 6.3, 6.31";
constexpr const char* kSwissRated = "B.02 6.4, 6.42";

// Reads digits from `at`; none when there are none.
std::optional<int> number(const std::string& text, std::size_t& at) {
    const std::size_t first = at;
    while (at < text.size() && std::isdigit(static_cast<unsigned char>(text[at])) && at - first < 5) ++at;
    if (at == first) return std::nullopt;
    return std::stoi(text.substr(first, at - first));
}

void skipMark(const std::string& text, std::size_t& at, char mark) {
    if (at < text.size() && text[at] == mark) ++at;
}

int dayNumber(const CalendarDate& date) {
    using namespace std::chrono;
    return static_cast<int>(sys_days(year_month_day(year(date.year), month(static_cast<unsigned>(date.month)),
                                                    day(static_cast<unsigned>(date.day))))
                                .time_since_epoch()
                                .count());
}

int highestRating(const Event& event) {
    int highest = 0;
    for (const Player& player : event.players) highest = std::max(highest, player.rating);
    return highest;
}

RatedRequirement rateOfPlay(const Event& event) {
    const int highest = highestRating(event);
    // B.02 1.1: for 60 moves, 120 minutes where a player is rated 2400 or more, 90 where one is
    // rated 1800 or more, 60 otherwise; the highest rating of the field decides for its games.
    const int needed = highest >= 2400 ? 120 : highest >= 1800 ? 90 : 60;
    RatedRequirement requirement{"rate of play", kRateOfPlay, false, {}};
    const std::string& control = event.info.time_control;
    if (control.empty()) {
        requirement.said = Message(
            "the event has no time control; the highest rating, %1, needs %2 minutes for 60 "
            "moves (tourney rated-details --time-control)",
            highest, needed);
        return requirement;
    }
    const std::optional<int> minutes = minutesForSixtyMoves(control);
    if (!minutes) {
        requirement.said = Message("the time control '%1' cannot be read; write e.g. 90+30 or 40/90+30+30", control);
        return requirement;
    }
    requirement.met = *minutes >= needed;
    requirement.said = requirement.met ? Message("%1 gives %2 minutes for 60 moves; the highest rating, %3, needs %4",
                                                 control, *minutes, highest, needed)
                                       : Message(
                                             "%1 gives %2 minutes for 60 moves, less than the %3 that a game of a "
                                             "player rated %4 needs",
                                             control, *minutes, needed, highest);
    return requirement;
}

// B.02 0.2.1: 30 days ahead when a player is rated over 2700 or a woman over 2500; else 0.2.2,
// three days.
int noticeDays(const Event& event) {
    for (const Player& player : event.players)
        if (player.rating > 2700 || (player.sex == Sex::Female && player.rating > 2500)) return 30;
    return 3;
}

RatedRequirement registration(const Event& event) {
    RatedRequirement requirement{"registration", kRegistration, false, {}};
    const EventInfo& info = event.info;
    const int days = noticeDays(event);
    const auto start = readDate(info.start_date);
    const auto registered = readDate(info.fide_registered_on);
    if (info.fide_registration.empty() || !registered)
        requirement.said = Message(
            "register the event with FIDE through the federation at least %1 days before it "
            "starts, then record it (tourney rated-details --fide-registration "
            "--registered-on)",
            days);
    else if (!start)
        requirement.said = Message("the event has no start date to count the %1 days of notice from", days);
    else if (dayNumber(*start) - dayNumber(*registered) < days)
        requirement.said = Message("registered %1 on %2, less than %3 days before the start on %4",
                                   info.fide_registration, registered->iso(), days, start->iso());
    else {
        requirement.met = true;
        requirement.said = Message("registered %1 on %2, at least %3 days before the start on %4",
                                   info.fide_registration, registered->iso(), days, start->iso());
    }
    return requirement;
}

RatedRequirement arbiter(const Event& event) {
    RatedRequirement requirement{"arbiter", kArbiters, false, {}};
    const EventInfo& info = event.info;
    if (info.chief_arbiter.empty() || info.chief_arbiter_fide_id.empty()) {
        requirement.said = Message(
            "name the chief arbiter and his FIDE id (tourney rated-details --chief-arbiter "
            "--chief-arbiter-fide-id); every arbiter must hold FIDE's licence");
        return requirement;
    }
    requirement.met = true;
    requirement.said = Message(
        "chief arbiter %1, FIDE id %2: check the licence on FIDE's list of arbiters, which "
        "Tourney cannot see",
        info.chief_arbiter, info.chief_arbiter_fide_id);
    return requirement;
}

RatedRequirement playerData(const Event& event) {
    std::vector<Message> lacking;
    for (const Player& player : event.players)
        if (player.fide_id.empty() || player.federation.empty())
            lacking.push_back(Message("%1 %2", player.start_no, player.name));
    RatedRequirement requirement{"players", kPlayerData, lacking.empty(), {}};
    requirement.said = lacking.empty()
                           ? Message("every player has a FIDE id and a federation")
                           : Message("%1 players lack a FIDE id or a federation: %2", lacking.size(), listed(lacking));
    return requirement;
}

RatedRequirement ratedPlayers(const Event& event) {
    const auto count = static_cast<int>(event.players.size());
    const auto rated = static_cast<int>(
        std::count_if(event.players.begin(), event.players.end(), [](const Player& p) { return p.rating > 0; }));
    if (isRoundRobin(event.system)) {
        // 6.3: a third of the players rated; 6.31: at least 4 when fewer than 10 play.
        const int needed = count < 10 ? 4 : (count + 2) / 3;
        return {"rated players", kRoundRobinRated, rated >= needed,
                Message("%1 of %2 players rated; a round robin needs %3", rated, count, needed)};
    }
    // 6.4, 6.42: in a Swiss only games against rated opponents count, and an unrated player's only
    // when he meets at least three rated opponents.
    const bool unrated = rated < count;
    const bool enough = rated > 0 && (!unrated || (rated >= 3 && event.planned_rounds >= 3));
    return {"rated players", kSwissRated, enough,
            Message("%1 of %2 players rated, %3 rounds; an unrated player's games count when he meets at least 3 "
                    "rated opponents",
                    rated, count, event.planned_rounds)};
}

}  // namespace

bool RatedEventCheck::rated() const {
    return std::all_of(requirements.begin(), requirements.end(), [](const RatedRequirement& r) { return r.met; });
}

std::optional<int> minutesForSixtyMoves(const std::string& text) {
    std::size_t at = 0;
    int moves = 0, minutes = 0, increment = 0;
    const auto first = number(text, at);
    if (!first) return std::nullopt;
    if (at < text.size() && text[at] == '/') {  // moves/minutes: a first period, then the rest
        ++at;
        const auto period = number(text, at);
        if (!period || *first < 1) return std::nullopt;
        moves = *first;
        minutes = *period;
        skipMark(text, at, '\'');
        if (at >= text.size() || text[at] != '+') return std::nullopt;
        ++at;
        const auto rest = number(text, at);
        if (!rest) return std::nullopt;
        skipMark(text, at, '\'');
        if (moves < 60) minutes += *rest;
    } else {
        minutes = *first;
        skipMark(text, at, '\'');
    }
    if (at < text.size() && text[at] == '+') {
        ++at;
        const auto seconds = number(text, at);
        if (!seconds) return std::nullopt;
        skipMark(text, at, '"');
        increment = *seconds;
    }
    if (at != text.size()) return std::nullopt;
    return minutes + increment;  // 60 moves, `increment` seconds each: as many minutes
}

RatedEventCheck checkRatedEvent(const Event& event) {
    RatedEventCheck check;
    if (!isFideRated(event)) {
        check.requirements.push_back({"game", "B.02", false,
                                      Message("FIDE rates chess games between two players; this event is %1",
                                              std::string(rules::gameName(event.game)))});
        return check;
    }
    check.requirements = {rateOfPlay(event), registration(event), arbiter(event), playerData(event),
                          ratedPlayers(event)};
    return check;
}

Table ratedEventTable(const RatedEventCheck& check) {
    Table table;
    table.title = "Will this be rated? (FIDE Rating Regulations)";
    table.columns = {{"Requirement"}, {"Article"}, {"Fulfilled"}, {"Details", Align::Left, false, true}};
    for (const RatedRequirement& requirement : check.requirements)
        table.rows.push_back(
            {requirement.rule, requirement.article, requirement.met ? "met" : "missing", requirement.said.text()});
    table.note(check.rated() ? Message("Every requirement Tourney can check is met.")
                             : Message("Not every requirement is met: FIDE would not rate the event as it stands."));
    return table;
}

void setRatedEventDetails(EventStore& store, const RatedEventDetails& details) {
    if (details.time_control && !details.time_control->empty() && !minutesForSixtyMoves(*details.time_control))
        throw Refusal("time_control",
                      Message("'%1' is not a time control; write e.g. 90+30 or 40/90+30+30", *details.time_control));
    if (const auto& id = details.chief_arbiter_fide_id;
        id && (id->size() > 12 || !std::all_of(id->begin(), id->end(), [](char c) { return c >= '0' && c <= '9'; })))
        throw Refusal("chief_arbiter_fide_id", Message("'%1' is not a FIDE id (digits)", *id));
    const std::optional<std::string> registered_on =
        details.fide_registered_on ? std::optional(checkedDate(*details.fide_registered_on, "fide_registered_on"))
                                   : std::nullopt;
    for (const auto& [field, text] : {std::pair{"time_control", &details.time_control},
                                      {"chief_arbiter", &details.chief_arbiter},
                                      {"fide_registration", &details.fide_registration}})
        if (*text)
            if (const auto problem = formats::textProblem(**text)) throw Refusal(field, *problem);
    store.update([&](Event& event, EventLog& log) {
        EventInfo& info = event.info;
        if (details.time_control) info.time_control = *details.time_control;
        if (details.chief_arbiter) info.chief_arbiter = *details.chief_arbiter;
        if (details.chief_arbiter_fide_id) info.chief_arbiter_fide_id = *details.chief_arbiter_fide_id;
        if (details.fide_registration) info.fide_registration = *details.fide_registration;
        if (registered_on) info.fide_registered_on = *registered_on;
        log.add("rated-details", Message("time control %1; chief arbiter %2 (FIDE id %3); FIDE registration %4 of %5",
                                         info.time_control, info.chief_arbiter, info.chief_arbiter_fide_id,
                                         info.fide_registration, info.fide_registered_on));
    });
}

}  // namespace tourney::tournament
