#include "formats/results_file.h"

#include "formats/input_error.h"

#include <algorithm>
#include <charconv>
#include <istream>

namespace tourney::formats {

namespace {

// The line's fields: split at spaces, tabs and commas, empty fields dropped.
std::vector<std::string> fields(const std::string& text) {
    std::vector<std::string> found;
    std::string field;
    for (char c : text) {
        if (c == ' ' || c == '\t' || c == ',') {
            if (!field.empty()) found.push_back(field);
            field.clear();
        } else {
            field += c;
        }
    }
    if (!field.empty()) found.push_back(field);
    return found;
}

bool wholeNumber(const std::string& text, int& value) {
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    return error == std::errc() && end == text.data() + text.size();
}

}  // namespace

std::vector<ResultLine> readResultsFile(std::istream& in, const std::string& file_name) {
    std::vector<ResultLine> lines;
    InputErrors bad;  // every bad line, reported together
    std::string text;
    bool first = true;
    for (int number = 1; std::getline(in, text); ++number) {
        if (number == 1 && text.rfind("\xEF\xBB\xBF", 0) == 0) text.erase(0, 3);  // byte-order mark
        if (!text.empty() && text.back() == '\r') text.pop_back();
        const std::vector<std::string> parts = fields(text);
        if (parts.empty()) continue;
        ResultLine line{number, 0, parts.size() > 1 ? parts[1] : ""};
        const bool numbered = wholeNumber(parts[0], line.board);
        if (first && !numbered) {  // a header line
            first = false;
            continue;
        }
        first = false;
        if (!numbered || line.board < 1)
            bad.add(InputError(file_name, number, "board", "'" + parts[0] + "' is not a board number"));
        else if (parts.size() < 2)
            bad.add(InputError(file_name, number, "result", "board " + parts[0] + " has no result"));
        else if (parts.size() > 2)
            bad.add(InputError(file_name, number, "result",
                               "'" + parts[2] + "' after the result: one board and one result per line"));
        else
            lines.push_back(std::move(line));
    }
    if (in.bad()) throw InputError(file_name, 0, "", "cannot be read");
    bad.throwIfAny();
    return lines;
}

}  // namespace tourney::formats
