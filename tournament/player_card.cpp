#include "tournament/player_card.h"

#include "scoring/history.h"
#include "scoring/rating_change.h"
#include "scoring/standings.h"
#include "scoring/tiebreaks.h"
#include "tournament/players.h"
#include "tournament/rating_report.h"
#include "tournament/result_text.h"
#include "tournament/table_reports.h"

#include <algorithm>
#include <stdexcept>

namespace tourney::tournament {

namespace {

std::string opponentText(const Event& event, int opponent) {
    const Player* player = event.player(opponent);
    return player ? std::to_string(opponent) + " " + player->name : std::string();
}

std::string opponentRating(const Event& event, int opponent) {
    const Player* player = event.player(opponent);
    return player && player->rating > 0 ? std::to_string(player->rating) : std::string();
}

std::string roundResult(const Event& event, const RoundEntry& entry) {
    if (entry.pending) return "...";
    if (entry.opponent == 0) {
        const auto kind = byeKindFromCode(entry.code);
        return kind ? std::string(byeName(*kind)) : entry.code == '-' ? "absent" : "";
    }
    return outcomeText(event.points, entry.code == '+'                        ? Outcome::ForfeitWin
                                     : entry.code == '-'                      ? Outcome::ForfeitLoss
                                     : entry.code == '1' || entry.code == 'W' ? Outcome::Win
                                     : entry.code == '0' || entry.code == 'L' ? Outcome::Loss
                                                                              : Outcome::Draw);
}

// The player's tie-break values in the standings after every paired round, "BH 12.0, SB 10.25".
// `computed`: the standings when the caller has them, else computed here.
Message tiebreakLine(const Event& event, int start_no, const std::vector<Standing>* computed) {
    if (event.tiebreaks.empty() || event.roundsPaired() == 0 || event.atTables()) return {};
    std::vector<Standing> standings;
    try {
        if (!computed) standings = computeStandings(event);
    } catch (const TiebreakError& error) {  // a tie-break that cannot be computed is said so (C.07 §10)
        return Message("Tie-breaks: %1", error.said());
    }
    if (computed) standings = *computed;
    const auto own = std::find_if(standings.begin(), standings.end(),
                                  [&](const Standing& standing) { return standing.start_no == start_no; });
    if (own == standings.end()) return {};
    std::vector<Message> values;
    for (std::size_t i = 0; i < event.tiebreaks.size() && i < own->tiebreak_text.size(); ++i)
        values.push_back(Message("%1 %2", event.tiebreaks[i], Message::numeral(own->tiebreak_text[i])));
    return Message("Rank %1; tie-breaks: %2", own->rank, listed(values));
}

// The expected score and rating change of round r's game, when FIDE rates it for this player.
std::pair<std::string, std::string> fideCells(const PlayerRating& rating, int round) {
    if (!rating.rated) return {};
    for (const GameRatingChange& game : rating.change.games)
        if (game.game.round == round) return {hundredthsText(game.expected), hundredthsText(game.change, true)};
    return {};
}

// At tables of four a round has no colour and no one opponent: the card shows the table, his
// seat, the three others with theirs, his game points, place and what the table gave him, as
// the meetings report does (issue 31: the Chaturaji card was blank but for the points).
void addTableRounds(const Event& event, int start_no, Table& table) {
    table.columns = {{"Rd", Align::Right},       {"Table", Align::Right},
                     {"Seat", Align::Left},      {"Met", Align::Left, false, true},
                     {"Game pts", Align::Right}, {"Place", Align::Center},
                     {"Score", Align::Center},   {"Pts", Align::Right}};
    const std::vector<RoundEntry> history = playerHistories(event)[start_no - 1];
    Points total;
    for (std::size_t r = 0; r < history.size(); ++r) {
        total += history[r].pending ? Points{} : history[r].points;
        const TableRound at = tableRoundOf(event, event.rounds[r], start_no);
        std::string met;
        for (const TableRound::Other& other : at.others)
            met += (met.empty() ? "" : "; ") + opponentText(event, other.start_no) + " (" + other.seat + ")";
        table.rows.push_back({std::to_string(r + 1), at.table, at.seat, met, at.game_points, at.place,
                              history[r].pending ? "..." : at.score, pointsText(total)});
    }
}

// On boards of two: colour, opponent and his rating, result, points, and in a FIDE-rated
// event each rated game's expected score and rating change (B.02 8.3).
void addBoardRounds(const Event& event, int start_no, const PlayerRating* rating, Table& table) {
    table.columns = {{"Rd", Align::Right},
                     {"Colour", Align::Left},
                     {"Opponent", Align::Left, false, true},
                     {"Rtg", Align::Right, false, false, ValueKind::Integer, "", true},
                     {"Result", Align::Center},
                     {"Pts", Align::Right}};
    if (rating) {
        table.columns.push_back({"Exp", Align::Right, false, false, ValueKind::Number, "", true});
        table.columns.push_back({"Change", Align::Right, false, false, ValueKind::Number, "", true});
    }
    const std::vector<RoundEntry> history = playerHistories(event)[start_no - 1];
    Points total;
    for (std::size_t r = 0; r < history.size(); ++r) {
        const RoundEntry& entry = history[r];
        total += entry.pending ? Points{} : entry.points;
        std::vector<Cell> row = {std::to_string(r + 1),
                                 entry.colour == Colour::None ? "" : colourLetter(entry.colour),
                                 opponentText(event, entry.opponent),
                                 opponentRating(event, entry.opponent),
                                 roundResult(event, entry),
                                 pointsText(total)};
        if (rating) {
            const auto [expected, change] = fideCells(*rating, static_cast<int>(r) + 1);
            row.insert(row.end(), {expected, change});
        }
        table.rows.push_back(std::move(row));
    }
}

Table cardOf(const Event& event, int start_no, const std::vector<Standing>* standings) {
    const Player& player = *event.player(checkedStartNumber(event, start_no));
    const bool fide = isFideRated(event);
    Table table;
    table.title = std::to_string(start_no) + " " + player.name;
    for (const std::string& detail : {player.title, player.federation, player.club,
                                      player.rating > 0 ? std::to_string(player.rating) : std::string()})
        if (!detail.empty()) table.title += ", " + detail;
    const PlayerRating rating = fide ? playerRating(event, start_no) : PlayerRating{};
    if (event.atTables())
        addTableRounds(event, start_no, table);
    else
        addBoardRounds(event, start_no, fide ? &rating : nullptr, table);
    if (player.withdrawn_from_round != 0) table.note(Message("Withdrawn from round %1", player.withdrawn_from_round));
    if (fide && event.roundsPaired() > 0) table.note(ratingSummary(player, rating));
    if (const Message line = tiebreakLine(event, start_no, standings); !line.empty()) table.note(line);
    return table;
}

}  // namespace

Table playerCard(const Event& event, int start_no) { return cardOf(event, start_no, nullptr); }

Table playerCard(const Event& event, int start_no, const std::vector<Standing>& standings) {
    return cardOf(event, start_no, &standings);
}

}  // namespace tourney::tournament
