#include "tournament/norms_report.h"

#include "scoring/title_norms.h"
#include "tournament/rating_report.h"

namespace tourney::tournament {

namespace {

std::string ofNeeded(int count, int needed) { return std::to_string(count) + "/" + std::to_string(needed); }

std::vector<Cell> normRow(const Player& player, const NormCheck& check) {
    return {std::to_string(player.start_no),
            player.name,
            std::string(normTitleName(check.title)),
            std::to_string(check.games),
            halvesText(check.score_halves),
            std::to_string(check.average),
            std::to_string(check.performance),
            ofNeeded(check.titleholders, check.titleholders_needed),
            std::string(normTitleName(check.title)) + "+ " + ofNeeded(check.title_level, check.title_level_needed),
            std::to_string(check.other_federations),
            std::to_string(check.own_federation) + " (max " + std::to_string(check.own_federation_most) + ")",
            std::to_string(check.unrated),
            check.raised_from > 0 ? std::to_string(check.raised_from) + " raised" : ""};
}

}  // namespace

Table normsReport(const Event& event) {
    checkFideRated(event);
    Table table;
    table.title = event.info.name + ": title norms (B.01 2024, 1.4)";
    table.columns = {{"No", Align::Right, true, false, ValueKind::Integer},
                     {"Name", Align::Left, true, true},
                     {"Norm"},
                     {"Games", Align::Right, false, false, ValueKind::Integer},
                     {"Score", Align::Right, false, false, ValueKind::Number},
                     {"Ra", Align::Right, false, false, ValueKind::Integer},
                     {"Perf", Align::Right, false, false, ValueKind::Integer},
                     {"Titled", Align::Right},
                     {"Level", Align::Right},
                     {"Feds", Align::Right, false, false, ValueKind::Integer},
                     {"Own fed", Align::Right},
                     {"Unrated", Align::Right, false, false, ValueKind::Integer},
                     {"Floor", Align::Right}};
    for (const Player& player : event.players) {
        const std::vector<NormOpponent> opponents = normOpponents(event, player.start_no);
        const NormRounds rounds = normRounds(event, player.start_no);
        for (NormTitle title : normsOpenTo(player))
            if (const NormCheck check = checkNorm(title, player, opponents, rounds); check.met())
                table.rows.push_back(normRow(player, check));
    }
    // The notes are messages, translated whole (issue 31 item 5).
    if (table.rows.empty()) table.note(Message("No player meets a norm."));
    table.note(
        Message("Games: played and rated (1.4.2c); in nine rounds eight are enough with a forfeit win or a "
                "pairing-allocated bye (1.4.1c). Titled: opponents holding GM, IM, FM, WGM, WIM or WFM, of those "
                "needed (1.4.5a); Level: opponents holding the norm's title or above (1.4.5b-e); Feds: federations "
                "other than the player's (1.4.3); Own fed: at most 3/5 of the opponents (1.4.4); Floor: the lowest "
                "opponent's rating raised to the norm's floor (1.4.6b-c); unrated opponents count 1400, however "
                "many (1.4.6d); in a round robin an unrated opponent who scored nothing against rated players is "
                "left out (1.4.2b)."));
    table.note(
        Message("Not checked: the exceptions to the federation rules (1.4.3a-d), norms over several events, and the "
                "event's own conditions (rate of play, arbiters, registration)."));
    return table;
}

}  // namespace tourney::tournament
