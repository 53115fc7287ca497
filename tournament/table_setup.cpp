#include "tournament/table_setup.h"

#include "rules/registry.h"
#include "scoring/placement.h"
#include "tournament/refusal.h"

namespace tourney::tournament {

namespace {

std::string listText(const std::vector<Points>& scale) {
    std::string text;
    for (Points points : scale) text += (text.empty() ? "" : ",") + points.toString();
    return text;
}

std::vector<Points> placementList(const std::string& text, int seats) {
    if (const auto finer = Points::finerThanTenthsIn(text)) throw finerThanTenthsRefusal("placement", text, *finer);
    std::vector<Points> scale;
    std::string rest = text;
    while (true) {
        const std::size_t comma = rest.find_first_of(",/");
        const auto value = Points::parse(rest.substr(0, comma));
        if (!value)
            throw Refusal("placement", Message("'%1' is not a list of points such as %2", text,
                                               Message::numeral(listText(defaultPlacement(seats)))));
        scale.push_back(*value);
        if (comma == std::string::npos) break;
        rest = rest.substr(comma + 1);
    }
    if (const auto problem = placementProblem(scale, seats))
        throw Refusal("placement", Message("'%1': %2", text, Message::english(*problem)));
    return scale;
}

}  // namespace

Refusal finerThanTenthsRefusal(const std::string& field, const std::string& given, const std::string& value) {
    return Refusal(field, Message("'%1': points are kept exact, in tenths, and %2 is finer than a tenth; choose values "
                                  "in tenths (such as %3 or %4)",
                                  given, Message::numeral(value), Message::numeral("0.5"), Message::numeral("1.5")));
}

void setTableScoring(Event& event, const std::optional<std::string>& scoring,
                     const std::optional<std::string>& placement, const std::optional<std::string>& bye_points) {
    if (scoring)
        throw Refusal("scoring",
                      Message("a game at tables is scored by places, not by wins and draws: use --placement"));
    const int seats = seatsPerTable(event);
    event.placement = placement ? placementList(*placement, seats) : defaultPlacement(seats);
    Points bye = meanPlacement(event.placement);
    if (bye_points) {
        const auto value = Points::parse(*bye_points);
        if (Points::finerThanTenths(*bye_points)) throw finerThanTenthsRefusal("bye_points", *bye_points, *bye_points);
        if (!value || value->tenths() < 0)
            throw Refusal("bye_points",
                          Message("'%1' is not a number of points such as %2", *bye_points, Message::numeral("1.5")));
        bye = *value;
    }
    // The places give the points of a table; a bye scores as the arbiter set (a half-point bye
    // half of it, when that is exact: halfByeProblem), forfeits and absences nothing beyond the
    // last place (scoring/placement.h).
    event.points = PointSystem::fromValues(event.placement.front(), bye, event.placement.back());
    event.points.pairing_bye = bye;
    event.points.full_bye = bye;
    event.points.half_bye = bye.halved().value_or(Points{});
    event.points.zero_bye = Points{};
    event.points.absent = Points{};
}

std::optional<Message> halfByeProblem(const Event& event) {
    if (!event.atTables() || event.points.full_bye.halved()) return std::nullopt;
    const Points bye = event.points.full_bye;
    const long long hundredths = bye.tenths() * 5;  // the half, odd tenths: 1.5 gives 75
    const std::string half = std::to_string(hundredths / 100) + (hundredths % 100 < 10 ? ".0" : ".") +
                             std::to_string(hundredths % 100);
    return Message(
        "a half-point bye would be worth half of this event's bye of %1, %2, finer than the tenths Tourney "
        "keeps points in; ask for a full bye (%1) or a zero bye",
        Message::numeral(bye.toString()), Message::numeral(half));
}

void refuseTableSettings(const Event& event, const std::optional<std::string>& placement,
                         const std::optional<std::string>& bye_points) {
    const std::string game(rules::gameName(event.game));
    if (placement)
        throw Refusal("placement",
                      Message("placement points are for games at tables of four; %1 has two players", game));
    if (bye_points) throw Refusal("bye_points", Message("a bye's score is set by --scoring for %1", game));
}

int plannedTableRounds(const std::optional<int>& rounds) {
    if (!rounds) return 0;
    if (*rounds < 1 || *rounds > 999)
        throw Refusal("rounds", Message("'%1' is not a whole number from %2 to %3", *rounds, 1, 999));
    return *rounds;
}

}  // namespace tourney::tournament
