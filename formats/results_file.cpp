#include "formats/results_file.h"

#include "formats/input_error.h"
#include "formats/plain_text.h"

#include <algorithm>
#include <charconv>
#include <istream>
#include <iterator>
#include <string_view>

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

ResultsFile readResultsLines(std::istream& in, const std::string& file_name) {
    // Whole first: a file saved as UTF-16, or with a line cut by a NUL byte, is named so
    // rather than read as boards and results that make no sense (issue 40, item 7).
    const std::string content(std::istreambuf_iterator<char>(in), {});
    if (in.bad()) throw InputError(file_name, 0, "", "cannot be read");
    if (const auto problem = textFileProblem(content)) throw InputError(file_name, problem->line, "", problem->message);
    const std::size_t start = content.rfind("\xEF\xBB\xBF", 0) == 0 ? 3 : 0;  // after a byte-order mark
    ResultsFile read;
    bool first = true;
    int number = 0;
    for (const std::string_view text : textLines(std::string_view(content).substr(start))) {
        ++number;
        std::string plain(text);
        std::replace(plain.begin(), plain.end(), '\t', ' ');  // a tab separates, as a blank does
        // Nothing else that is not text is echoed back in a message: an escape would drive the terminal.
        if (const auto problem = textProblem(plain))
            throw InputError(file_name, number, "", Message("the line %1", *problem));
        const std::vector<std::string> parts = fields(plain);
        if (parts.empty()) continue;
        ResultLine line{number, 0, parts.size() > 1 ? parts[1] : ""};
        const bool numbered = wholeNumber(parts[0], line.board);
        if (first && !numbered) {  // a header line
            first = false;
            continue;
        }
        first = false;
        if (!numbered || line.board < 1)
            read.unreadable.push_back(
                InputError(file_name, number, "board", Message("'%1' is not a board number", parts[0])));
        else if (parts.size() < 2)
            read.unreadable.push_back(
                InputError(file_name, number, "result", Message("board %1 has no result", parts[0])));
        else if (parts.size() > 2)
            read.unreadable.push_back(
                InputError(file_name, number, "result",
                           Message("'%1' after the result: one board and one result per line", parts[2])));
        else
            read.lines.push_back(std::move(line));
    }
    return read;
}

}  // namespace tourney::formats
