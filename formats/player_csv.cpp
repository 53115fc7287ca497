#include "formats/player_csv.h"

#include "formats/input_error.h"
#include "formats/plain_text.h"
#include "scoring/calendar_date.h"

#include <algorithm>
#include <charconv>
#include <istream>
#include <iterator>
#include <optional>
#include <sstream>
#include <stdexcept>

namespace tourney::formats {

const std::vector<std::string>& playerCsvColumns() {
    static const std::vector<std::string> columns = {"name",       "rating", "title", "federation", "fide_id",
                                                     "birth_year", "sex",    "club",  "latin_name", "k_factor"};
    return columns;
}

// The names spreadsheets and federation lists give the columns, read as Tourney's own: "Fed",
// "FIDE ID", "Rtg", "Born", ... Case, spaces, dots and underscores do not matter.
static std::optional<std::string> columnOf(const std::string& header) {
    std::string key;
    for (char c : header)
        if (c != ' ' && c != '_' && c != '.' && c != '-')
            key += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    static const std::pair<const char*, const char*> kSynonyms[] = {{"name", "name"},
                                                                    {"player", "name"},
                                                                    {"rating", "rating"},
                                                                    {"rtg", "rating"},
                                                                    {"elo", "rating"},
                                                                    {"title", "title"},
                                                                    {"tit", "title"},
                                                                    {"federation", "federation"},
                                                                    {"fed", "federation"},
                                                                    {"fideid", "fide_id"},
                                                                    {"idfide", "fide_id"},
                                                                    {"birthyear", "birth_year"},
                                                                    {"born", "birth_year"},
                                                                    {"birth", "birth_year"},
                                                                    {"birthdate", "birth_year"},
                                                                    {"yearofbirth", "birth_year"},
                                                                    {"sex", "sex"},
                                                                    {"gender", "sex"},
                                                                    {"club", "club"},
                                                                    {"team", "club"},
                                                                    {"latinname", "latin_name"},
                                                                    {"latin", "latin_name"},
                                                                    {"kfactor", "k_factor"},
                                                                    {"k", "k_factor"}};
    for (const auto& [synonym, column] : kSynonyms)
        if (key == synonym) return column;
    return std::nullopt;
}

// A year of birth alone, or taken from a date (yyyy-mm-dd, yyyy/mm/dd, dd.mm.yyyy; see
// scoring/calendar_date.h) that the calendar has.
static std::string birthYear(const std::string& value) {
    if (value.find_first_of("-/.", 1) == std::string::npos) return value;  // "1985", or "-5" refused below
    const std::optional<CalendarDate> date = readDate(value);
    if (!date) throw std::invalid_argument(notADate(value));
    return std::to_string(date->year);
}

static std::string trimmed(const std::string& text) {
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string::npos) return {};
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

static std::string lowercase(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
    return text;
}

static std::string uppercase(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::toupper(c); });
    return text;
}

static bool allOf(const std::string& text, int (*test)(int)) {
    return std::all_of(text.begin(), text.end(), [&](unsigned char c) { return test(c) != 0; });
}

static int wholeNumber(const std::string& value, int minimum, int maximum) {
    int number = 0;
    const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), number);
    if (error != std::errc() || end != value.data() + value.size() || number < minimum || number > maximum)
        throw std::invalid_argument("'" + value + "' is not a whole number from " + std::to_string(minimum) + " to " +
                                    std::to_string(maximum));
    return number;
}

void setPlayerField(Player& player, const std::string& field, const std::string& raw_value) {
    const std::string value = trimmed(raw_value);
    // Refused where it enters, so no writer ever meets a name that breaks its line.
    if (const auto problem = textProblem(value)) throw std::invalid_argument(*problem);
    if (field == "name") {
        if (value.empty()) throw std::invalid_argument("a player needs a name");
        player.name = value;
    } else if (field == "rating") {
        player.rating = value.empty() ? 0 : wholeNumber(value, 0, 4000);
    } else if (field == "title") {
        if (value.size() > 4 || !allOf(value, std::isalpha))
            throw std::invalid_argument("'" + value + "' is not a title (GM, IM, WFM, ...)");
        player.title = uppercase(value);
    } else if (field == "federation") {
        if (!value.empty() && (value.size() != 3 || !allOf(value, std::isalpha)))
            throw std::invalid_argument("'" + value + "' is not a three-letter federation code (BAN, IND, ...)");
        player.federation = uppercase(value);
    } else if (field == "fide_id") {
        if (value.size() > 10 || !allOf(value, std::isdigit))
            throw std::invalid_argument("'" + value + "' is not a FIDE id (up to 10 digits)");
        player.fide_id = value;
    } else if (field == "birth_year") {
        player.birth_year = value.empty() ? 0 : wholeNumber(birthYear(value), 1900, 2100);
    } else if (field == "club") {
        player.club = value;
    } else if (field == "latin_name") {
        if (!std::all_of(value.begin(), value.end(), [](unsigned char c) { return c < 0x80; }))
            throw std::invalid_argument("'" + value + "' is not in Latin letters (ASCII), as FIDE's reports need it");
        player.latin_name = value;
    } else if (field == "k_factor") {
        // The K factors of FIDE's rating regulations (B.02 8.3: 40, 20 or 10); 0 or empty: unknown.
        player.k_factor = value.empty() ? 0 : wholeNumber(value, 0, 40);
        if (player.k_factor != 0 && player.k_factor != 10 && player.k_factor != 20 && player.k_factor != 40)
            throw std::invalid_argument("'" + value + "' is not a FIDE K factor (40, 20 or 10)");
    } else if (field == "sex") {
        const std::string letter = lowercase(value);
        if (letter.empty())
            player.sex = Sex::Unknown;
        else if (letter == "m")
            player.sex = Sex::Male;
        else if (letter == "f" || letter == "w")
            player.sex = Sex::Female;
        else
            throw std::invalid_argument("'" + value + "' is not m or f");
    } else {
        throw std::invalid_argument("unknown field");
    }
}

namespace {

// Splits CSV text into records (RFC 4180: quoted fields may hold the separator, quotes doubled,
// and line breaks), remembering the line each record starts on.
class CsvRecords {
public:
    CsvRecords(std::istream& in, std::string file_name) : in_(in), file_(std::move(file_name)) {}

    // The next non-blank record, or nullopt at the end of the file.
    std::optional<std::vector<std::string>> next() {
        std::string line;
        while (readLine(line)) {
            record_line_ = line_number_;
            if (trimmed(line).empty()) continue;
            return split(line);
        }
        return std::nullopt;
    }

    int recordLine() const { return record_line_; }
    void useSeparator(char separator) { separator_ = separator; }

private:
    bool readLine(std::string& line) {
        if (!std::getline(in_, line)) return false;
        ++line_number_;
        if (line_number_ == 1 && line.rfind("\xEF\xBB\xBF", 0) == 0) line.erase(0, 3);  // byte order mark
        if (!line.empty() && line.back() == '\r') line.pop_back();
        return true;
    }

    std::vector<std::string> split(std::string line) {
        std::vector<std::string> fields(1);
        bool quoted = false;
        for (std::size_t i = 0;; ++i) {
            if (i == line.size()) {
                if (!quoted) break;
                std::string continuation;  // a quoted field goes on over a line break
                if (!readLine(continuation))
                    throw InputError(file_, record_line_, "field " + std::to_string(fields.size()),
                                     "a quoted field is not closed");
                line += '\n' + continuation;
            }
            const char c = line[i];
            if (quoted) {
                if (c != '"')
                    fields.back() += c;
                else if (i + 1 < line.size() && line[i + 1] == '"')
                    fields.back() += '"', ++i;
                else
                    quoted = false;
            } else if (c == '"') {
                quoted = true;
            } else if (c == separator_) {
                fields.emplace_back();
            } else {
                fields.back() += c;
            }
        }
        return fields;
    }

    std::istream& in_;
    std::string file_;
    char separator_ = ',';
    int line_number_ = 0;
    int record_line_ = 0;
};

}  // namespace

std::vector<Player> readPlayerCsv(std::istream& in, const std::string& file_name) {
    std::vector<Player> players;
    for (ListedPlayer& listed : readListedPlayers(in, file_name)) players.push_back(std::move(listed.player));
    return players;
}

std::vector<ListedPlayer> readListedPlayers(std::istream& in, const std::string& file_name) {
    const std::string content(std::istreambuf_iterator<char>(in), {});
    if (const auto problem = encodingProblem(content)) throw InputError(file_name, 1, "", *problem);
    std::istringstream text(content);
    CsvRecords records(text, file_name);
    // Spreadsheets in many countries write ';' between fields: the header line tells which.
    const std::string first_line = content.substr(0, content.find('\n'));
    if (first_line.find(';') != std::string::npos && first_line.find(',') == std::string::npos)
        records.useSeparator(';');

    const auto header = records.next();
    if (!header) throw InputError(file_name, 1, "header", "the file is empty; the first line must name the columns");
    std::vector<std::string> columns;
    for (const std::string& raw : *header) {
        const std::optional<std::string> known = columnOf(trimmed(raw));
        if (!known)
            throw InputError(file_name, records.recordLine(), "header",
                             "unknown column '" + trimmed(raw) +
                                 "' (known: name, rating, title, federation, fide_id, birth_year, sex, club, latin "
                                 "name, k factor, and "
                                 "synonyms such as Fed, FIDE ID, Rtg, Born)");
        const std::string& column = *known;
        if (std::find(columns.begin(), columns.end(), column) != columns.end())
            throw InputError(file_name, records.recordLine(), "header", "column '" + column + "' appears twice");
        columns.push_back(column);
    }
    if (std::find(columns.begin(), columns.end(), "name") == columns.end())
        throw InputError(file_name, records.recordLine(), "header", "no 'name' column");

    std::vector<ListedPlayer> players;
    while (const auto fields = records.next()) {
        if (fields->size() != columns.size())
            throw InputError(
                file_name, records.recordLine(), "row",
                std::to_string(fields->size()) + " fields where the header names " + std::to_string(columns.size()));
        Player player;
        for (std::size_t i = 0; i < columns.size(); ++i) {
            try {
                setPlayerField(player, columns[i], (*fields)[i]);
            } catch (const std::invalid_argument& bad) {
                throw InputError(file_name, records.recordLine(), columns[i], bad.what());
            }
        }
        players.push_back({std::move(player), records.recordLine()});
    }
    return players;
}

}  // namespace tourney::formats
