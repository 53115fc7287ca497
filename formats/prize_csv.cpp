#include "formats/prize_csv.h"

#include "formats/csv_records.h"
#include "formats/input_error.h"
#include "formats/plain_text.h"

#include <algorithm>
#include <cctype>
#include <optional>

namespace tourney::formats {

namespace {

std::optional<std::string> prizeColumn(const std::string& cell) {
    std::string lower = cell;
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
    if (lower == "name" || lower == "prize") return "name";
    if (lower == "category" || lower == "cat") return "category";
    if (lower == "amount" || lower == "money" || lower == "value") return "amount";
    return std::nullopt;
}

}  // namespace

std::vector<PrizeLine> readPrizeCsv(std::istream& in, const std::string& file_name) {
    CsvRecords records(in, file_name);
    const auto header = records.next();
    if (!header) throw InputError(file_name, 1, "header", "the file is empty; the first line must name the columns");
    const std::vector<std::string> columns = csvColumns(*header, records.recordLine(), file_name, prizeColumn,
                                                        "name, category, amount", {"name", "amount"});
    std::vector<PrizeLine> prizes;
    while (const auto fields = records.next()) {
        records.requireFields(*fields, columns.size());
        PrizeLine prize{records.recordLine(), {}, {}, {}};
        for (std::size_t i = 0; i < columns.size(); ++i) {
            const std::string value = trimmed((*fields)[i], " \t");
            if (columns[i] == "name") prize.name = value;
            if (columns[i] == "category") prize.category = value;
            if (columns[i] == "amount") prize.amount = value;
        }
        prizes.push_back(std::move(prize));
    }
    if (prizes.empty()) throw InputError(file_name, records.recordLine(), "", "the file holds no prizes");
    return prizes;
}

}  // namespace tourney::formats
