#include "tournament/norm_forms.h"

#include "scoring/fide_title.h"
#include "scoring/standings.h"
#include "scoring/title_norms.h"
#include "tournament/rating_report.h"
#include "tournament/refusal.h"

#include <algorithm>
#include <map>
#include <set>

namespace tourney::tournament {

namespace {

// A norm a player achieved: the player, his counted games and the figures of the check.
struct AchievedNorm {
    const Player* player = nullptr;
    std::vector<NormOpponent> opponents;
    NormCheck check;
};

// Every norm met in the event, by start number (B.01 1.4; scoring/title_norms.h decides).
std::vector<AchievedNorm> achievedNorms(const Event& event) {
    std::vector<AchievedNorm> norms;
    for (const Player& player : event.players) {
        const std::vector<NormOpponent> opponents = normOpponents(event, player.start_no);
        const NormRounds rounds = normRounds(event, player.start_no);
        for (NormTitle title : normsOpenTo(player))
            if (NormCheck check = checkNorm(title, player, opponents, rounds); check.met())
                norms.push_back({&player, opponents, std::move(check)});
    }
    return norms;
}

std::string dates(const EventInfo& info) {
    if (info.start_date.empty() || info.end_date.empty() || info.start_date == info.end_date)
        return info.start_date.empty() ? info.end_date : info.start_date;
    return info.start_date + " - " + info.end_date;
}

std::string place(const EventInfo& info) {
    if (info.city.empty() || info.federation.empty()) return info.city + info.federation;
    return info.city + " (" + info.federation + ")";
}

std::string systemText(const Event& event) { return !isRoundRobin(event.system) ? "Swiss" : "Round robin"; }

std::string titleText(const std::string& title) { return fideTitleCode(title); }

std::string birthText(const Player& player) {
    if (!player.birth_date.empty()) return player.birth_date;
    return player.birth_year > 0 ? std::to_string(player.birth_year) : "";
}

std::string ratingText(int rating) { return rating > 0 ? std::to_string(rating) : "unrated"; }

// The event's lines, which both forms carry first.
std::vector<FormField> eventFields(const Event& event) {
    const EventInfo& info = event.info;
    return {{"Event", info.name},
            {"Place", place(info)},
            {"Dates", dates(info)},
            {"Chief arbiter", info.chief_arbiter},
            {"Deputy arbiters", info.deputy_arbiters},
            {"Rate of play", info.time_control},
            {"System", systemText(event)},
            {"Rounds", std::to_string(std::max(event.planned_rounds, event.roundsPaired()))}};
}

// IT1's table: every game the norm counts, by round, with the opponent's title, rating and
// federation (1.4.2c: games not played or not rated are not there).
Table gamesTable(const Event& event, const std::vector<NormOpponent>& opponents) {
    Table games;
    games.title = "Games counted";
    games.columns = {{"Rd", Align::Right, false, false, ValueKind::Integer},
                     {"Opponent", Align::Left, false, true},
                     {"Title"},
                     {"FIDE id"},
                     {"Fed"},
                     {"Rating", Align::Right},
                     {"Result", Align::Center}};
    for (const NormOpponent& opponent : opponents) {
        const Player& player = *event.player(opponent.start_no);
        games.rows.push_back({std::to_string(opponent.round), player.name, titleText(opponent.title), player.fide_id,
                              opponent.federation, ratingText(opponent.rating),
                              opponent.halves == 2   ? "1"
                              : opponent.halves == 1 ? "½"
                                                     : "0"});
    }
    return games;
}

std::string ofNeeded(int count, int needed) {
    return std::to_string(count) + " (" + std::to_string(needed) + " needed)";
}

// IT1's figures (B.01 1.4.1-1.4.9), as the norms report gives them.
std::vector<FormField> normFields(const NormCheck& check) {
    const std::string norm(normTitleName(check.title));
    std::vector<FormField> fields = {
        {"Games counted", std::to_string(check.games)},
        {"Score", halvesText(check.score_halves)},
        {"Rating average of the opponents (Ra)", std::to_string(check.average)},
        {"Performance (Rp)", std::to_string(check.performance)},
        {"Titleholders among the opponents", ofNeeded(check.titleholders, check.titleholders_needed)},
        {norm + " or above among the opponents", ofNeeded(check.title_level, check.title_level_needed)},
        {"Federations besides the player's", std::to_string(check.other_federations)},
        {"Opponents of the player's federation",
         std::to_string(check.own_federation) + " (at most " + std::to_string(check.own_federation_most) + ")"},
        {"Unrated opponents (counted 1400)", std::to_string(check.unrated)}};
    if (check.unplayed_wins > 0)
        fields.push_back({"Forfeit wins and pairing-allocated byes", std::to_string(check.unplayed_wins)});
    if (check.raised_from > 0)
        fields.push_back({"Lowest rating raised to the floor", "from " + std::to_string(check.raised_from)});
    return fields;
}

NormForm certificate(const Event& event, const AchievedNorm& norm) {
    const Player& player = *norm.player;
    const std::string title(normTitleName(norm.check.title));
    NormForm form;
    form.title = "IT1 Certificate of title norm: " + title;
    form.fields = {{"Norm", title + " norm"},
                   {"Player", player.latin_name.empty() ? player.name : player.latin_name},
                   {"FIDE id", player.fide_id},
                   {"Federation", player.federation},
                   {"Title held", titleText(player.title)},
                   {"Date of birth", birthText(player)},
                   {"Rating", ratingText(player.rating)}};
    for (FormField& field : eventFields(event)) form.fields.push_back(std::move(field));
    for (FormField& field : normFields(norm.check)) form.fields.push_back(std::move(field));
    form.tables.push_back(gamesTable(event, norm.opponents));
    form.notes = {
        "Checked by Tourney under B.01 (2024) 1.4.1-1.4.9 for this event alone. The arbiter "
        "confirms what it does not check (the exceptions 1.4.3a-d, the rate of play, the "
        "arbiters, the registration of the event) and signs.",
        "Chief arbiter's signature: ____________________   Date: __________"};
    return form;
}

Table normsTable(const std::vector<AchievedNorm>& norms) {
    Table table;
    table.title = "Norms achieved";
    table.columns = {{"No", Align::Right, false, false, ValueKind::Integer},
                     {"Name", Align::Left, false, true},
                     {"FIDE id"},
                     {"Fed"},
                     {"Norm"},
                     {"Games", Align::Right},
                     {"Score", Align::Right},
                     {"Ra", Align::Right},
                     {"Rp", Align::Right}};
    for (const AchievedNorm& norm : norms)
        table.rows.push_back({std::to_string(norm.player->start_no), norm.player->name, norm.player->fide_id,
                              norm.player->federation, std::string(normTitleName(norm.check.title)),
                              std::to_string(norm.check.games), halvesText(norm.check.score_halves),
                              std::to_string(norm.check.average), std::to_string(norm.check.performance)});
    if (table.rows.empty()) table.notes.push_back("No player achieved a norm.");
    return table;
}

Table playersTable(const Event& event) {
    Table table;
    table.title = "Players";
    table.columns = {{"Rank", Align::Right, false, false, ValueKind::Integer},
                     {"No", Align::Right, false, false, ValueKind::Integer},
                     {"Name", Align::Left, false, true},
                     {"Title"},
                     {"FIDE id"},
                     {"Fed"},
                     {"Rating", Align::Right},
                     {"Points", Align::Right}};
    for (const Standing& standing : computeStandings(event)) {
        const Player& player = *event.player(standing.start_no);
        table.rows.push_back({std::to_string(standing.rank), std::to_string(player.start_no), player.name,
                              titleText(player.title), player.fide_id, player.federation, ratingText(player.rating),
                              pointsAfter(event, player.start_no).toFixed1()});
    }
    return table;
}

}  // namespace

std::vector<NormForm> normCertificates(const Event& event, int start_no) {
    checkFideRated(event);
    if (start_no != 0 && !event.player(start_no))
        throw NotInEvent("player", Message("the event has no player %1", start_no));
    std::vector<NormForm> forms;
    for (const AchievedNorm& norm : achievedNorms(event))
        if (start_no == 0 || norm.player->start_no == start_no) forms.push_back(certificate(event, norm));
    if (forms.empty())
        throw Refusal("player", start_no == 0 ? Message("no player achieved a title norm (B.01 1.4)")
                                              : Message("player %1 achieved no title norm (B.01 1.4)", start_no));
    return forms;
}

NormForm tournamentReportForm(const Event& event) {
    checkFideRated(event);
    NormForm form;
    form.title = "IT3 Tournament report";
    form.fields = eventFields(event);
    std::set<std::string> federations;
    std::map<std::string, int> titles;
    int rated = 0;
    for (const Player& player : event.players) {
        if (!player.federation.empty()) federations.insert(player.federation);
        if (!player.title.empty()) ++titles[titleText(player.title)];
        rated += player.rating > 0 ? 1 : 0;
    }
    std::string titled;
    for (const auto& [title, count] : titles)
        titled += (titled.empty() ? "" : ", ") + title + " " + std::to_string(count);
    form.fields.push_back({"Players", std::to_string(event.players.size())});
    form.fields.push_back({"Rated players", std::to_string(rated)});
    form.fields.push_back({"Federations", std::to_string(federations.size())});
    form.fields.push_back({"Titleholders", titled.empty() ? "none" : titled});
    const std::vector<AchievedNorm> norms = achievedNorms(event);
    form.fields.push_back({"Norms achieved", std::to_string(norms.size())});
    form.tables = {normsTable(norms), playersTable(event)};
    form.notes = {
        "Each norm has its IT1 certificate (tourney report EVENT it1). The crosstable goes with "
        "this report (tourney report EVENT crosstable or wallchart).",
        "Chief arbiter's signature: ____________________   Date: __________"};
    return form;
}

}  // namespace tourney::tournament
