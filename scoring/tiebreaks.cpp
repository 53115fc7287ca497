// An event's tie-break list computed in order (C.07 §4).
#include "scoring/tiebreak_table.h"

#include <algorithm>
#include <numeric>

namespace tourney {

std::vector<int> tiedGroups(const TiebreakTable& table, const std::vector<TiebreakColumn>& columns) {
    auto key = [&](int p) {
        std::vector<std::pair<bool, long long>> values{{true, table.players[p].points.tenths()}};
        for (const TiebreakColumn& column : columns) values.emplace_back(column[p].defined, column[p].scaled);
        return values;
    };
    std::vector<int> order(table.players.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int a, int b) { return key(a) < key(b); });
    std::vector<int> group(table.players.size(), 0);
    for (std::size_t i = 1; i < order.size(); ++i)
        group[order[i]] = key(order[i]) == key(order[i - 1]) ? group[order[i - 1]] : static_cast<int>(i);
    return group;
}

namespace {

TiebreakColumn computeOne(const TiebreakTable& table, const TiebreakCode& code,
                          const std::vector<TiebreakColumn>& before) {
    switch (code.name) {
    case TiebreakName::DirectEncounter: return directEncounter(table, code, tiedGroups(table, before));
    case TiebreakName::Wins: return wins(table);
    case TiebreakName::WinsOverTheBoard: return winsOverTheBoard(table);
    case TiebreakName::GamesWithBlack: return gamesWithBlack(table);
    case TiebreakName::WinsWithBlack: return winsWithBlack(table);
    case TiebreakName::RoundsElectedToPlay: return roundsElectedToPlay(table);
    case TiebreakName::ProgressiveScore: return progressiveScore(table, code);
    case TiebreakName::StandardPoints: return standardPoints(table);
    case TiebreakName::PairingNumber: return pairingNumbers(table);
    case TiebreakName::Buchholz: return buchholz(table, code);
    case TiebreakName::ForeBuchholz: return foreBuchholz(table, code);
    case TiebreakName::AverageOpponentsBuchholz: return averageOpponentsBuchholz(table, code);
    case TiebreakName::SonnebornBerger: return sonnebornBerger(table, code);
    case TiebreakName::Koya: return koya(table, code);
    case TiebreakName::AverageRatingOfOpponents: return averageRatingOfOpponents(table, code);
    case TiebreakName::PerformanceRating: return performanceRating(table, code);
    case TiebreakName::PerfectPerformance: return perfectPerformance(table, code);
    case TiebreakName::AveragePerformanceOfOpponents: return averageOfOpponents(table, performanceRating(table, code));
    case TiebreakName::AveragePerfectPerformanceOfOpponents:
        return averageOfOpponents(table, perfectPerformance(table, code));
    case TiebreakName::Rating: return ownRatings(table, code);
    case TiebreakName::TruncatedSolkoff: return truncatedSolkoff(table, code);
    case TiebreakName::ResistancePoints: return resistancePoints(table, code);
    }
    return {};
}

}  // namespace

std::vector<TiebreakColumn> computeTiebreakColumns(const TiebreakTable& table, const std::vector<TiebreakCode>& codes) {
    std::vector<TiebreakColumn> columns;
    for (const TiebreakCode& code : codes) columns.push_back(computeOne(table, code, columns));
    return columns;
}

std::vector<std::vector<TiebreakValue>> computeTiebreaks(const Event& event, const std::vector<TiebreakCode>& codes,
                                                         const TiebreakSettings& settings) {
    return computeTiebreakColumns(makeTiebreakTable(event, settings), codes);
}

}  // namespace tourney
