#include "formats/tiebreak_values.h"

#include "formats/input_error.h"
#include "formats/input_file.h"
#include "formats/plain_text.h"

#include <cctype>

namespace tourney::formats {

namespace {

std::vector<std::string> tabFields(std::string_view line) {
    std::vector<std::string> fields;
    for (std::size_t at = 0;;) {
        const std::size_t tab = line.find('\t', at);
        fields.push_back(trimmed(line.substr(at, tab == std::string_view::npos ? tab : tab - at)));
        if (tab == std::string_view::npos) return fields;
        at = tab + 1;
    }
}

}  // namespace

FiledValueReading readFiledValue(std::string_view text) {
    FiledValueReading reading;
    reading.value.text = std::string(text);
    if (text == "-0") {  // undefined, as FIDE's tool prints it
        reading.value.defined = false;
        reading.ok = true;
        return reading;
    }
    const bool negative = !text.empty() && text[0] == '-';
    if (negative) text.remove_prefix(1);
    const std::size_t point = text.find('.');
    const std::string_view whole = text.substr(0, point);
    const std::string_view fraction = point == std::string_view::npos ? std::string_view() : text.substr(point + 1);
    auto digits = [](std::string_view part) {
        for (const char c : part)
            if (!std::isdigit(static_cast<unsigned char>(c))) return false;
        return true;
    };
    if (whole.empty() || whole.size() > 9 || !digits(whole) || fraction.size() > 2 || !digits(fraction) ||
        (point != std::string_view::npos && fraction.empty()))
        return reading;
    long long hundredths = std::stoll(std::string(whole)) * 100;
    if (!fraction.empty()) hundredths += std::stoll(std::string(fraction)) * (fraction.size() == 1 ? 10 : 1);
    reading.value.hundredths = negative ? -hundredths : hundredths;
    reading.ok = true;
    return reading;
}

TiebreakValuesTable readTiebreakValues(std::string_view text, const std::string& file_name) {
    TiebreakValuesTable table;
    table.file_name = file_name;
    int line = 0;
    bool header = false;
    for (const std::string_view raw : textLines(text)) {
        ++line;
        if (trimmed(raw).empty()) continue;
        const std::vector<std::string> fields = tabFields(raw);
        if (!header) {
            if (fields.size() < 2 || fields[0] != "#startrank" || fields[1] != "points")
                throw InputError(file_name, line, "header",
                                 "expected '#startrank', 'points' and the tie-break codes, separated by tabs");
            table.codes.assign(fields.begin() + 2, fields.end());
            header = true;
            continue;
        }
        if (fields.size() != table.codes.size() + 2)
            throw InputError(file_name, line, "",
                             Message("%1 columns, but the header names %2", static_cast<int>(fields.size()),
                                     static_cast<int>(table.codes.size() + 2)));
        TiebreakValuesRow row;
        row.line = line;
        const FiledValueReading start = readFiledValue(fields[0]);
        if (!start.ok || !start.value.defined || start.value.hundredths <= 0 || start.value.hundredths % 100 != 0)
            throw InputError(file_name, line, "startrank", Message("'%1' is not a start rank", fields[0]));
        row.start_no = static_cast<int>(start.value.hundredths / 100);
        for (std::size_t column = 1; column < fields.size(); ++column) {
            const FiledValueReading value = readFiledValue(fields[column]);
            const std::string field = column == 1 ? "points" : table.codes[column - 2];
            if (!value.ok) throw InputError(file_name, line, field, Message("'%1' is not a value", fields[column]));
            if (column == 1)
                row.points = value.value;
            else
                row.values.push_back(value.value);
        }
        table.rows.push_back(std::move(row));
    }
    if (!header) throw InputError(file_name, line, "header", "the table is empty");
    return table;
}

TiebreakValuesTable readTiebreakValuesFile(const std::string& path) {
    return readTiebreakValues(readTextFile(path), path);
}

}  // namespace tourney::formats
