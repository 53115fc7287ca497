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

// A row's member: the cell of a column, or the array of a group of columns.
struct Member {
    std::string key;                    // already quoted
    std::optional<std::size_t> column;  // none: the group named `key`
    std::string group;
};

// The members of every row in the order JSON lists them (keys sorted), worked out once per
// table: a crosstable's row has a member for each of a thousand opponents. A key named twice
// keeps what was named last, groups first, then the columns in order.
std::vector<Member> rowMembers(const Table& table) {
    std::map<std::string, std::optional<std::size_t>> by_key;
    for (const std::string& group : table.groups) by_key[group] = std::nullopt;
    for (std::size_t c = 0; c < table.columns.size(); ++c) {
        const tournament::Column& column = table.columns[c];
        if (column.group.empty())
            by_key[column.header] = c;
        else
            by_key[column.group] = std::nullopt;
    }
    std::vector<Member> members;
    for (const auto& [key, column] : by_key) members.push_back({quoted(key), column, column ? "" : key});
    return members;
}

void appendObject(std::string& text, const Table& table, const std::vector<Member>& members,
                  const std::vector<tournament::Cell>& row) {
    static const std::string kEmpty;
    text += "    {\n";
    bool first = true;
    for (const Member& member : members) {
        std::string member_value;
        if (member.column) {
            const std::size_t c = *member.column;
            const std::string& cell = c < row.size() ? row[c].text : kEmpty;
            if (cell.empty() && table.columns[c].sparse) continue;  // an opponent not met
            member_value = value(cell, table.columns[c].kind);
        } else {
            member_value = groupArray(table, row, member.group, "        ");
        }
        text += first ? "        " : ",\n        ";
        text += member.key;
        text += ": ";
        text += member_value;
        first = false;
    }
    text += first ? "    }" : "\n    }";
}

}  // namespace

std::string jsonTable(const Table& table) {
    const std::vector<Member> members = rowMembers(table);
    std::string text = "[\n";
    for (std::size_t r = 0; r < table.rows.size(); ++r) {
        appendObject(text, table, members, table.rows[r]);
        text += r + 1 == table.rows.size() ? "\n" : ",\n";
    }
    return text + "]\n";
}

}  // namespace tourney::reports
