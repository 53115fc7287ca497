#include "reports/table_formats.h"

#include "formats/display_width.h"
#include "formats/plain_text.h"
#include "reports/labels.h"

#include <algorithm>

namespace tourney::reports {

using formats::displayWidth;
using tournament::Align;
using tournament::Table;

namespace {

std::string padded(const std::string& text, std::size_t width, Align align) {
    const std::string padding(width - std::min(width, displayWidth(text)), ' ');
    return align == Align::Right ? padding + text : text + padding;
}

std::string line(const std::vector<std::string>& cells, const std::vector<std::size_t>& widths, const Table& table) {
    std::string text;
    for (std::size_t c = 0; c < cells.size(); ++c)
        text += (c ? "  " : "") + padded(cells[c], widths[c], table.columns[c].align);
    while (!text.empty() && text.back() == ' ') text.pop_back();
    return text + '\n';
}

}  // namespace

std::string textTable(const Table& original, const TableOutput& output) {
    const Table table = localized(original);  // a terminal shows the table to a person
    std::vector<std::vector<std::string>> lines;
    if (output.header) {
        lines.emplace_back();
        for (const auto& column : table.columns) lines.back().push_back(column.header);
    }
    for (const auto& row : table.rows) {
        lines.emplace_back();
        // A name stored before names were checked may hold a line break or an escape sequence
        // that would drive the terminal: every control character prints as a space.
        for (const auto& cell : row) lines.back().push_back(formats::lineSafe(cell.text));
    }
    std::vector<std::size_t> widths(table.columns.size(), 0);
    for (const auto& cells : lines)
        for (std::size_t c = 0; c < cells.size() && c < widths.size(); ++c)
            widths[c] = std::max(widths[c], displayWidth(cells[c]));
    std::string text = output.title && !table.title.empty() ? formats::lineSafe(table.title) + "\n\n" : "";
    for (const auto& cells : lines) text += line(cells, widths, table);
    for (const std::string& note : table.notes) text += formats::lineSafe(note) + '\n';
    return text;
}

std::string tsvTable(const Table& table, const TableOutput& output) {
    auto field = [](const std::string& text) { return formulaSafe(formats::lineSafe(text), Signs::Data); };
    std::string text;
    if (output.header)
        for (std::size_t c = 0; c < table.columns.size(); ++c)
            text += (c ? "\t" : "") + field(table.columns[c].header) + (c + 1 == table.columns.size() ? "\n" : "");
    for (const auto& row : table.rows) {
        for (std::size_t c = 0; c < row.size(); ++c) {
            const bool number = c < table.columns.size() && table.columns[c].kind == tournament::ValueKind::Number;
            text += (c ? "\t" : "") + field(number ? decimalHalves(row[c].text) : row[c].text);
        }
        text += '\n';
    }
    return text;
}

std::optional<TableFormat> parseTableFormat(std::string_view name) {
    if (name == "text") return TableFormat::Text;
    if (name == "tsv") return TableFormat::Tsv;
    if (name == "csv") return TableFormat::Csv;
    if (name == "json") return TableFormat::Json;
    if (name == "html") return TableFormat::Html;
    return std::nullopt;
}

std::string renderTable(const Table& table, TableFormat format, const TableOutput& output) {
    switch (format) {
    case TableFormat::Text: return textTable(table, output);
    case TableFormat::Tsv: return tsvTable(table, output);
    case TableFormat::Csv: return csvTable(table, output);
    case TableFormat::Json: return jsonTable(table);
    case TableFormat::Html: return htmlTable(table);
    }
    return {};
}

}  // namespace tourney::reports
