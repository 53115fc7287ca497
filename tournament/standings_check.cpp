#include "tournament/standings_check.h"

#include "formats/input_error.h"
#include "formats/tiebreak_values.h"
#include "scoring/standings.h"
#include "scoring/tiebreaks.h"
#include "tournament/trf_tiebreaks.h"

#include <map>

namespace tourney::tournament {

namespace {

std::string located(const std::string& file, int line) { return file + ":" + std::to_string(line); }

// Columns 81-84: the results, scored by the event's point values (TRF-26 162).
void checkPoints(const formats::TrfDocument& document, StandingsCheck& check) {
    const auto& filed = document.filed_standings;
    for (std::size_t i = 0; i < filed.size(); ++i) {
        if (!filed[i].points) continue;
        ++check.points_checked;
        if (!filed[i].points_agree)
            check.differences.push_back({check.after_round, document.fileId(static_cast<int>(i) + 1), "points",
                                         "the results, scored by the point values (162)",
                                         located(document.file_name, filed[i].line), filed[i].points->toFixed1(),
                                         filed[i].results.toFixed1()});
    }
}

// Columns 86-89: the rank by points, then the tie-breaks of 202 in order (C.07 §1-2). Players
// equal on everything share a rank; a file may give each of them any of the places they share.
void checkRanks(const formats::TrfDocument& document, StandingsCheck& check) {
    const Event& event = document.event;
    if (event.tiebreaks.empty()) {
        check.ranks_unchecked = "the file lists no tie-breaks (no 202 or 212 record)";
        return;
    }
    std::vector<Standing> standings;
    try {
        standings = computeStandings(event);
    } catch (const TiebreakError& error) {
        check.ranks_unchecked = error.what();
        return;
    }
    for (const std::string& code : event.tiebreaks) check.rank_order += (check.rank_order.empty() ? "" : ", ") + code;
    std::map<int, int> sharing;
    for (const Standing& standing : standings) ++sharing[standing.rank];
    for (const Standing& standing : standings) {
        const auto& filed = document.filed_standings[standing.start_no - 1];
        if (filed.rank == 0) continue;
        ++check.ranks_checked;
        const int last = standing.rank + sharing[standing.rank] - 1;
        if (filed.rank >= standing.rank && filed.rank <= last) continue;
        check.differences.push_back({check.after_round, document.fileId(standing.start_no), "rank",
                                     "C.07: points, then " + check.rank_order + " in order",
                                     located(document.file_name, filed.line), std::to_string(filed.rank),
                                     last == standing.rank
                                         ? std::to_string(last)
                                         : std::to_string(standing.rank) + "-" + std::to_string(last) + " (shared)"});
    }
}

// The start number of the player the file numbers `file_id` (XXC rank renumbers), 0 for none.
int startNumberOf(const formats::TrfDocument& document, int file_id) {
    if (document.file_ids.empty()) return document.event.player(file_id) ? file_id : 0;
    for (std::size_t i = 0; i < document.file_ids.size(); ++i)
        if (document.file_ids[i] == file_id) return static_cast<int>(i) + 1;
    return 0;
}

// One value of the table against the rules' (`what`: points or a code, with its article).
void compareValue(const formats::FiledValue& filed, const std::string& computed, const std::string& what,
                  const std::string& article, int player, const std::string& where, StandingsCheck& check) {
    const formats::FiledValueReading ours = formats::readFiledValue(computed);
    if (ours.ok && filed.sameAs(ours.value)) return;
    check.differences.push_back({check.after_round, player, what, article, where, filed.text, computed});
}

void checkValues(const formats::TrfDocument& document, const std::string& values_path, StandingsCheck& check) {
    const formats::TiebreakValuesTable table = formats::readTiebreakValuesFile(values_path);
    TrfTiebreakRequest request;
    request.system = TrfTiebreakRequest::System::Swiss;  // the file is checked as the Swiss it was paired as
    request.codes = "";
    for (const std::string& code : table.codes) *request.codes += (request.codes->empty() ? "" : ",") + code;
    std::vector<TiebreakCode> codes;
    try {
        codes = parseTiebreakList(*request.codes);
    } catch (const TiebreakError& error) {
        throw formats::InputError(table.file_name, 1, "header", error.said());
    }
    const TrfTiebreaks computed = trfTiebreaks(document, request);
    std::map<int, const std::vector<Cell>*> row_of;
    for (const auto& row : computed.table.rows) row_of[std::stoi(row[0].text)] = &row;
    for (const formats::TiebreakValuesRow& row : table.rows) {
        const int start_no = startNumberOf(document, row.start_no);
        if (start_no == 0)
            throw formats::InputError(table.file_name, row.line, "startrank",
                                      Message("start rank %1 has no player in %2", row.start_no, document.file_name));
        const std::vector<Cell>& ours = *row_of.at(start_no);
        const std::string where = located(table.file_name, row.line);
        compareValue(row.points, ours[1].text, "points", "the results, scored by the point values (162)", row.start_no,
                     where, check);
        for (std::size_t i = 0; i < codes.size(); ++i) {
            ++check.values_checked;
            compareValue(row.values[i], ours[i + 2].text, table.codes[i], std::string(tiebreakArticle(codes[i].name)),
                         row.start_no, where, check);
        }
    }
}

}  // namespace

StandingsCheck checkStandings(const formats::TrfDocument& document, const std::optional<std::string>& values_path,
                              bool points_columns) {
    StandingsCheck check;
    check.after_round = document.event.roundsPaired();
    if (points_columns) checkPoints(document, check);
    checkRanks(document, check);
    if (values_path) checkValues(document, *values_path, check);
    return check;
}

}  // namespace tourney::tournament
