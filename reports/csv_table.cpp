#include "reports/table_formats.h"

namespace tourney::reports {

using tournament::Table;

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

namespace {

// A number as a spreadsheet reads one: an optional sign, digits, an optional decimal part
// ("-1", "+2.5", "0.5"). Data, not a formula, even with its leading sign.
bool isNumber(const std::string& text) {
    std::size_t at = text[0] == '-' || text[0] == '+' ? 1 : 0;
    const std::size_t digits_start = at;
    while (at < text.size() && text[at] >= '0' && text[at] <= '9') ++at;
    const bool whole_digits = at > digits_start;
    if (at < text.size() && text[at] == '.') {
        const std::size_t fraction_start = ++at;
        while (at < text.size() && text[at] >= '0' && text[at] <= '9') ++at;
        if (at == fraction_start) return false;
    } else if (!whole_digits) {
        return false;
    }
    return at == text.size();
}

}  // namespace

// A cell a spreadsheet would run as a formula (=, +, - or @ first; a tab or carriage return
// first hides one) gets a leading apostrophe, as OWASP advises for CSV files: a player named
// "=HYPERLINK(...)" is shown as text, never evaluated. Numbers keep their sign.
std::string formulaSafe(const std::string& text, Signs signs) {
    const std::string_view starts = signs == Signs::Data ? "=@\t\r" : "=+-@\t\r";
    if (text.empty() || starts.find(text[0]) == std::string_view::npos || isNumber(text)) return text;
    return "'" + text;
}

std::string csvField(const std::string& raw) {
    const std::string text = formulaSafe(raw, Signs::Formula);
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
