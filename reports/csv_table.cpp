#include "reports/table_formats.h"

namespace tourney::reports {

using tournament::Table;

namespace {

// Spreadsheets read "2.5", not "2½". Only the sign after a digit or alone is rewritten.
std::string decimalHalves(const std::string& text) {
    static const std::string kHalf = "½";
    std::string result;
    for (std::size_t at = 0; at < text.size();) {
        if (text.compare(at, kHalf.size(), kHalf) == 0) {
            const bool after_digit = !result.empty() && result.back() >= '0' && result.back() <= '9';
            result += after_digit ? ".5" : "0.5";
            at += kHalf.size();
        } else {
            result += text[at++];
        }
    }
    return result;
}

}  // namespace

std::string csvField(const std::string& text) {
    if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
    std::string quoted = "\"";
    for (char c : text) {
        if (c == '"') quoted += '"';
        quoted += c;
    }
    return quoted + '"';
}

std::string csvTable(const Table& table, const TableOutput& output) {
    const char* end = output.crlf ? "\r\n" : "\n";
    std::string text;
    if (output.header) {
        for (std::size_t c = 0; c < table.columns.size(); ++c)
            text += (c ? "," : "") + csvField(table.columns[c].header);
        text += end;
    }
    for (const auto& row : table.rows) {
        for (std::size_t c = 0; c < row.size(); ++c) text += (c ? "," : "") + csvField(decimalHalves(row[c].text));
        text += end;
    }
    return text;
}

}  // namespace tourney::reports
