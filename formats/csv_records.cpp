#include "formats/csv_records.h"

#include "formats/input_error.h"
#include "formats/plain_text.h"

#include <algorithm>
#include <cctype>
#include <istream>
#include <iterator>

namespace tourney::formats {

namespace {

bool blank(const std::string& line) { return line.find_first_not_of(" \t") == std::string::npos; }

}  // namespace

CsvRecords::CsvRecords(std::istream& in, std::string file_name) : file_(std::move(file_name)) {
    const std::string content(std::istreambuf_iterator<char>(in), {});
    if (const auto problem = textFileProblem(content)) throw InputError(file_, problem->line, "", problem->message);
    // Spreadsheets in many countries write ';' between fields: the header line tells which.
    const std::string first_line = content.substr(0, content.find('\n'));
    if (first_line.find(';') != std::string::npos && first_line.find(',') == std::string::npos) separator_ = ';';
    text_.str(content);
}

std::optional<std::vector<std::string>> CsvRecords::next() {
    std::string line;
    while (readLine(line)) {
        record_line_ = line_number_;
        if (blank(line)) continue;
        return split(line);
    }
    return std::nullopt;
}

bool CsvRecords::readLine(std::string& line) {
    if (!std::getline(text_, line)) return false;
    ++line_number_;
    if (line_number_ == 1 && line.rfind("\xEF\xBB\xBF", 0) == 0) line.erase(0, 3);  // byte order mark
    if (!line.empty() && line.back() == '\r') line.pop_back();
    return true;
}

std::vector<std::string> CsvRecords::split(std::string line) {
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

void CsvRecords::requireFields(const std::vector<std::string>& fields, std::size_t columns) const {
    if (fields.size() != columns)
        throw InputError(file_, record_line_, "row",
                         Message("%1 fields where the header names %2", fields.size(), columns));
}

std::string headerKey(const std::string& cell) {
    std::string key;
    for (char c : cell)
        if (c != ' ' && c != '_' && c != '.' && c != '-')
            key += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return key;
}

std::vector<std::string> csvColumns(const std::vector<std::string>& header, int line, const std::string& file_name,
                                    std::optional<std::string> (*known)(const std::string& cell),
                                    const std::string& known_list, const std::vector<std::string>& required) {
    std::vector<std::string> columns;
    for (const std::string& raw : header) {
        const std::optional<std::string> column = known(trimmed(raw, " \t"));
        if (!column)
            throw InputError(
                file_name, line, "header",
                Message("unknown column '%1' (known: %2)", trimmed(raw, " \t"), Message::english(known_list)));
        if (std::find(columns.begin(), columns.end(), *column) != columns.end())
            throw InputError(file_name, line, "header", Message("column '%1' appears twice", *column));
        columns.push_back(*column);
    }
    for (const std::string& name : required)
        if (std::find(columns.begin(), columns.end(), name) == columns.end())
            throw InputError(file_name, line, "header", Message("no '%1' column", name));
    return columns;
}

}  // namespace tourney::formats
