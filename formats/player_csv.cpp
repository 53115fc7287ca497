#include "formats/player_csv.h"

#include "formats/csv_records.h"
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
    const std::string key = headerKey(header);
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
                                                                    {"k", "k_factor"},
                                                                    {"section", "section"}};
    for (const auto& [synonym, column] : kSynonyms)
        if (key == synonym) return column;
    return std::nullopt;
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
        throw BadValue(Message("'%1' is not a whole number from %2 to %3", value, minimum, maximum));
    return number;
}

// A year of birth alone, or a date (yyyy-mm-dd, yyyy/mm/dd, dd.mm.yyyy; see
// scoring/calendar_date.h) that the calendar has: its year, and the date itself.
static void setBirth(Player& player, const std::string& value) {
    player.birth_date.clear();
    if (value.empty()) {
        player.birth_year = 0;
    } else if (value.find_first_of("-/.", 1) == std::string::npos) {  // "1985", or "-5" refused
        player.birth_year = wholeNumber(value, 1900, 2100);
    } else {
        const std::optional<CalendarDate> date = readDate(value);
        if (!date) throw BadValue(notADate(value));
        player.birth_year = wholeNumber(std::to_string(date->year), 1900, 2100);
        player.birth_date = date->iso();
    }
}

void setPlayerField(Player& player, const std::string& field, const std::string& raw_value) {
    const std::string value = trimmed(raw_value, " \t");
    // Refused where it enters, so no writer ever meets a name that breaks its line.
    if (const auto problem = textProblem(value)) throw BadValue(*problem);
    if (field == "name") {
        if (value.empty()) throw BadValue(Message("a player needs a name"));
        player.name = value;
    } else if (field == "rating") {
        player.rating = value.empty() ? 0 : wholeNumber(value, 0, 4000);
    } else if (field == "title") {
        if (value.size() > 4 || !allOf(value, std::isalpha))
            throw BadValue(Message("'%1' is not a title (GM, IM, WFM, ...)", value));
        player.title = uppercase(value);
    } else if (field == "federation") {
        if (!value.empty() && (value.size() != 3 || !allOf(value, std::isalpha)))
            throw BadValue(Message("'%1' is not a three-letter federation code (BAN, IND, ...)", value));
        player.federation = uppercase(value);
    } else if (field == "fide_id") {
        if (value.size() > 10 || !allOf(value, std::isdigit))
            throw BadValue(Message("'%1' is not a FIDE id (up to 10 digits)", value));
        player.fide_id = value;
    } else if (field == "birth_year") {
        setBirth(player, value);
    } else if (field == "club") {
        player.club = value;
    } else if (field == "latin_name") {
        if (!std::all_of(value.begin(), value.end(), [](unsigned char c) { return c < 0x80; }))
            throw BadValue(Message("'%1' is not in Latin letters (ASCII), as FIDE's reports need it", value));
        player.latin_name = value;
    } else if (field == "k_factor") {
        // The K factors of FIDE's rating regulations (B.02 8.3: 40, 20 or 10); 0 or empty: unknown.
        player.k_factor = value.empty() ? 0 : wholeNumber(value, 0, 40);
        if (player.k_factor != 0 && player.k_factor != 10 && player.k_factor != 20 && player.k_factor != 40)
            throw BadValue(Message("'%1' is not a FIDE K factor (40, 20 or 10)", value));
    } else if (field == "sex") {
        const std::string letter = lowercase(value);
        if (letter.empty())
            player.sex = Sex::Unknown;
        else if (letter == "m")
            player.sex = Sex::Male;
        else if (letter == "f" || letter == "w")
            player.sex = Sex::Female;
        else
            throw BadValue(Message("'%1' is not m or f", value));
    } else {
        throw BadValue(Message("unknown field"));
    }
}

std::vector<Player> readPlayerCsv(std::istream& in, const std::string& file_name) {
    std::vector<Player> players;
    for (ListedPlayer& listed : readListedPlayers(in, file_name)) players.push_back(std::move(listed.player));
    return players;
}

std::vector<ListedPlayer> readListedPlayers(std::istream& in, const std::string& file_name) {
    CsvRecords records(in, file_name);

    const auto header = records.next();
    if (!header) throw InputError(file_name, 1, "header", "the file is empty; the first line must name the columns");
    const std::vector<std::string> columns = csvColumns(
        *header, records.recordLine(), file_name, columnOf,
        "name, rating, title, federation, fide_id, birth_year, sex, club, latin name, k factor, section, and "
        "synonyms such as Fed, FIDE ID, Rtg, Born",
        {"name"});

    std::vector<ListedPlayer> players;
    while (const auto fields = records.next()) {
        records.requireFields(*fields, columns.size());
        ListedPlayer listed{{}, records.recordLine(), {}};
        for (std::size_t i = 0; i < columns.size(); ++i) {
            if (columns[i] == "section") {  // not the player's: where an event in sections places him
                listed.section = trimmed((*fields)[i]);
                continue;
            }
            try {
                setPlayerField(listed.player, columns[i], (*fields)[i]);
            } catch (const std::invalid_argument& bad) {
                throw InputError(file_name, records.recordLine(), columns[i], saidOf(bad));
            }
        }
        players.push_back(std::move(listed));
    }
    return players;
}

}  // namespace tourney::formats
