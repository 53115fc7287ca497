#include "reports/table_formats.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <functional>
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

// The text of a row's cell of column c, whatever way the row keeps its cells.
using CellText = std::function<const std::string&(std::size_t column)>;

// A column group: [{"code": header, "value": cell}, ...] at the given depth.
std::string groupArray(const Table& table, const CellText& cell, const std::string& group, const std::string& indent) {
    std::string items;
    for (std::size_t c = 0; c < table.columns.size(); ++c) {
        if (table.columns[c].group != group) continue;
        items += std::string(items.empty() ? "" : ",\n") + indent + "    {\n" + indent +
                 "        \"code\": " + quoted(table.columns[c].header) + ",\n" + indent +
                 "        \"value\": " + value(cell(c), table.columns[c].kind) + "\n" + indent + "    }";
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
// keeps what was named last, groups first, then the columns in order. `always`: the members
// every row lists (groups and the columns that are not sparse); `of_sparse`: the member of each
// sparse column, when it has one.
struct Members {
    std::vector<Member> all;
    std::vector<std::size_t> always;
    std::vector<std::optional<std::size_t>> of_sparse;  // by column
};

Members rowMembers(const Table& table) {
    std::map<std::string, std::optional<std::size_t>> by_key;
    for (const std::string& group : table.groups) by_key[group] = std::nullopt;
    for (std::size_t c = 0; c < table.columns.size(); ++c) {
        const tournament::Column& column = table.columns[c];
        if (column.group.empty())
            by_key[column.header] = c;
        else
            by_key[column.group] = std::nullopt;
    }
    Members members;
    members.of_sparse.resize(table.columns.size());
    for (const auto& [key, column] : by_key) {
        if (column && table.columns[*column].sparse)
            members.of_sparse[*column] = members.all.size();
        else
            members.always.push_back(members.all.size());
        members.all.push_back({quoted(key), column, column ? "" : key});
    }
    return members;
}

// One row's object: the members every row lists, and among them, in key order, the sparse
// cells that are not empty (`present`: member indices, ascending).
void appendObject(std::string& text, const Table& table, const Members& members, const CellText& cell,
                  const std::vector<std::size_t>& present) {
    text += "    {\n";
    bool first = true;
    auto next_always = members.always.begin();
    auto next_present = present.begin();
    while (next_always != members.always.end() || next_present != present.end()) {
        const bool sparse = next_always == members.always.end() ||
                            (next_present != present.end() && *next_present < *next_always);
        const Member& member = members.all[sparse ? *next_present++ : *next_always++];
        text += first ? "        " : ",\n        ";
        text += member.key;
        text += ": ";
        text += member.column ? value(cell(*member.column), table.columns[*member.column].kind)
                              : groupArray(table, cell, member.group, "        ");
        first = false;
    }
    text += first ? "    }" : "\n    }";
}

std::string jsonRows(std::size_t rows, const std::function<void(std::string&, std::size_t row)>& append) {
    std::string text = "[\n";
    for (std::size_t r = 0; r < rows; ++r) {
        append(text, r);
        text += r + 1 == rows ? "\n" : ",\n";
    }
    return text + "]\n";
}

const std::string kEmpty;

}  // namespace

std::string jsonTable(const Table& table) {
    const Members members = rowMembers(table);
    std::vector<std::size_t> present;
    return jsonRows(table.rows.size(), [&](std::string& text, std::size_t r) {
        const std::vector<tournament::Cell>& row = table.rows[r];
        const CellText cell = [&](std::size_t c) -> const std::string& {
            return c < row.size() ? row[c].text : kEmpty;
        };
        present.clear();
        for (std::size_t c = 0; c < table.columns.size(); ++c)
            if (members.of_sparse[c] && !cell(c).empty()) present.push_back(*members.of_sparse[c]);
        std::sort(present.begin(), present.end());
        appendObject(text, table, members, cell, present);
    });
}

std::string jsonTable(const tournament::SparseTable& sparse) {
    const Table& table = sparse.table;
    const Members members = rowMembers(table);
    // Where each column that is not sparse sits in a row's cells.
    std::vector<std::size_t> position(table.columns.size(), 0);
    for (std::size_t c = 0, at = 0; c < table.columns.size(); ++c)
        if (!table.columns[c].sparse) position[c] = at++;
    std::vector<std::size_t> present;
    return jsonRows(table.rows.size(), [&](std::string& text, std::size_t r) {
        const std::vector<tournament::Cell>& row = table.rows[r];
        static const std::vector<std::pair<std::size_t, tournament::Cell>> kNone;
        const auto& kept = r < sparse.sparse.size() ? sparse.sparse[r] : kNone;
        const CellText cell = [&](std::size_t c) -> const std::string& {
            if (!table.columns[c].sparse) return position[c] < row.size() ? row[position[c]].text : kEmpty;
            const auto found = std::lower_bound(kept.begin(), kept.end(), c,
                                                [](const auto& one, std::size_t column) { return one.first < column; });
            return found != kept.end() && found->first == c ? found->second.text : kEmpty;
        };
        present.clear();
        for (const auto& [c, one] : kept)
            if (members.of_sparse[c] && !one.text.empty()) present.push_back(*members.of_sparse[c]);
        std::sort(present.begin(), present.end());
        appendObject(text, table, members, cell, present);
    });
}

}  // namespace tourney::reports
