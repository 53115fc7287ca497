#include "reports/table_formats.h"

#include <charconv>
#include <cstdio>
#include <map>
#include <optional>

namespace tourney::reports {

using tournament::Table;
using tournament::ValueKind;

namespace {

std::string quoted(const std::string& text) {
    std::string out = "\"";
    for (char c : text) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                char escaped[8];
                std::snprintf(escaped, sizeof escaped, "\\u%04x", static_cast<unsigned char>(c));
                out += escaped;
            } else {
                out += c;
            }
        }
    }
    return out + '"';
}

// The shortest text that reads back as the same number.
std::string number(double value) {
    char digits[32];
    const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
    return std::string(digits, end);
}

// A number as the tables print it: a change is signed, "+12.80" as much as "-7.20", and
// from_chars takes no plus sign.
std::optional<double> parsed(const std::string& text) {
    const bool plus = text.size() > 1 && text[0] == '+' && text[1] >= '0' && text[1] <= '9';
    const char* first = text.data() + (plus ? 1 : 0);
    double value = 0;
    const auto [end, error] = std::from_chars(first, text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

// A cell as a JSON value of its column's kind.
std::string value(const std::string& text, ValueKind kind) {
    switch (kind) {
    case ValueKind::Text: return quoted(text);
    case ValueKind::Integer: return number(static_cast<double>(static_cast<long long>(parsed(text).value_or(0))));
    case ValueKind::Number: {
        const auto read = parsed(decimalHalves(text));
        return read ? number(*read) : "null";
    }
    }
    return "null";
}

// A column group: [{"code": header, "value": cell}, ...] at the given depth.
std::string groupArray(const Table& table, const std::vector<tournament::Cell>& row, const std::string& group,
                       const std::string& indent) {
    std::string items;
    for (std::size_t c = 0; c < table.columns.size(); ++c) {
        if (table.columns[c].group != group) continue;
        items += std::string(items.empty() ? "" : ",\n") + indent + "    {\n" + indent +
                 "        \"code\": " + quoted(table.columns[c].header) + ",\n" + indent +
                 "        \"value\": " + value(c < row.size() ? row[c].text : "", table.columns[c].kind) + "\n" +
                 indent + "    }";
    }
    return items.empty() ? "[\n" + indent + "]" : "[\n" + items + "\n" + indent + "]";
}

std::string object(const Table& table, const std::vector<tournament::Cell>& row) {
    std::map<std::string, std::string> members;  // JSON objects list their keys in order
    for (const std::string& group : table.groups) members[group] = groupArray(table, row, group, "        ");
    for (std::size_t c = 0; c < table.columns.size(); ++c) {
        const tournament::Column& column = table.columns[c];
        if (!column.group.empty())
            members[column.group] = groupArray(table, row, column.group, "        ");
        else
            members[column.header] = value(c < row.size() ? row[c].text : "", column.kind);
    }
    std::string text = "    {\n";
    for (auto member = members.begin(); member != members.end(); ++member)
        text += "        " + quoted(member->first) + ": " + member->second +
                (std::next(member) == members.end() ? "\n" : ",\n");
    return text + "    }";
}

}  // namespace

std::string jsonTable(const Table& table) {
    std::string text = "[\n";
    for (std::size_t r = 0; r < table.rows.size(); ++r)
        text += object(table, table.rows[r]) + (r + 1 == table.rows.size() ? "\n" : ",\n");
    return text + "]\n";
}

}  // namespace tourney::reports
