#include "formats/national_player_list.h"

#include "formats/csv_records.h"
#include "formats/input_error.h"
#include "formats/plain_text.h"
#include "formats/player_csv.h"

#include <optional>
#include <stdexcept>

namespace tourney::formats {
namespace {

// The header cells read as the list's columns: case, spaces, dots and underscores aside, and
// the names federations' spreadsheets give them.
std::optional<std::string> columnOf(const std::string& header) {
    const std::string key = headerKey(header);
    static const std::pair<const char*, const char*> kSynonyms[] = {{"nationalid", "national_id"},
                                                                    {"id", "national_id"},
                                                                    {"name", "name"},
                                                                    {"fideid", "fide_id"},
                                                                    {"federation", "federation"},
                                                                    {"fed", "federation"},
                                                                    {"title", "title"},
                                                                    {"sex", "sex"},
                                                                    {"gender", "sex"},
                                                                    {"birth", "birth"},
                                                                    {"birthdate", "birth"},
                                                                    {"born", "birth"},
                                                                    {"birthyear", "birth"}};
    for (const auto& [synonym, column] : kSynonyms)
        if (key == synonym) return column;
    return std::nullopt;
}

// One cell into the entry; a player's field is checked by the player list's own check.
void setField(NationalListEntry& entry, const std::string& column, const std::string& value) {
    if (column == "national_id") {
        entry.national_id = trimmed(value, " \t");
        if (entry.national_id.empty()) throw BadValue(Message("a player of the list needs a national id"));
        if (const auto problem = textProblem(entry.national_id)) throw BadValue(*problem);
    } else {
        setPlayerField(entry.player, column == "birth" ? "birth_year" : column, value);
    }
}

}  // namespace

void visitNationalPlayerList(std::istream& in, const std::string& file_name,
                             const std::function<void(const NationalListEntry&)>& visit) {
    CsvRecords records(in, file_name);
    const auto header = records.next();
    if (!header) throw InputError(file_name, 1, "header", "the file is empty; the first line must name the columns");
    const std::vector<std::string> columns = csvColumns(*header, records.recordLine(), file_name, columnOf,
                                                        "national_id, name, fide_id, federation, title, sex, birth",
                                                        {"national_id", "name"});
    while (const auto fields = records.next()) {
        records.requireFields(*fields, columns.size());
        NationalListEntry entry;
        entry.line = records.recordLine();
        for (std::size_t i = 0; i < columns.size(); ++i) {
            try {
                setField(entry, columns[i], (*fields)[i]);
            } catch (const std::invalid_argument& bad) {
                throw InputError(file_name, entry.line, columns[i], saidOf(bad));
            }
        }
        visit(entry);
    }
}

}  // namespace tourney::formats
