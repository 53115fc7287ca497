#include "reports/pdf_table.h"

#include "reports/labels.h"

#include <algorithm>
#include <numeric>

namespace tourney::reports {

using tournament::Align;
using tournament::Cell;
using tournament::Column;
using tournament::Table;

namespace {

constexpr float kCellPadding = 5.0f;        // both sides together
constexpr float kNarrowestName = 80.0f;     // a stretch column never gets less
constexpr float kWidestName = 190.0f;       // nor more when measuring, so numbers stay near the names
constexpr float kWidestStretched = 300.0f;  // nor more when a narrow table is widened to the page

// The width each column needs for its widest text.
std::vector<float> naturalWidths(PdfDocument& pdf, const Table& table, const TableStyle& style) {
    std::vector<float> widths(table.columns.size(), 0.0f);
    for (std::size_t c = 0; c < table.columns.size(); ++c)
        widths[c] = pdf.textWidth(table.columns[c].header, style.font_size, Weight::Bold);
    for (const auto& row : table.rows)
        for (std::size_t c = 0; c < row.size() && c < widths.size(); ++c)
            if (!row[c].text.empty())
                widths[c] = std::max(widths[c], pdf.textWidth(row[c].text, style.font_size,
                                                              row[c].strong ? Weight::Bold : Weight::Regular));
    for (std::size_t c = 0; c < widths.size(); ++c) {
        widths[c] += kCellPadding;
        if (table.columns[c].stretch) widths[c] = std::clamp(widths[c], kNarrowestName, kWidestName);
    }
    return widths;
}

// Which columns go on which part of a wide table. Every part holds the key columns.
std::vector<std::vector<std::size_t>> columnParts(const Table& table, const std::vector<float>& widths, float room) {
    std::vector<std::size_t> all(widths.size());
    std::iota(all.begin(), all.end(), 0);
    if (std::accumulate(widths.begin(), widths.end(), 0.0f) <= room) return {all};

    float key_width = 0;
    for (std::size_t c : all)
        if (table.columns[c].key) key_width += widths[c];
    std::vector<std::vector<std::size_t>> parts;
    std::vector<std::size_t> part;
    float used = key_width;
    const auto close = [&] {
        std::vector<std::size_t> columns = part;
        for (std::size_t c : all)
            if (table.columns[c].key) columns.push_back(c);
        std::sort(columns.begin(), columns.end());
        parts.push_back(columns);
        part.clear();
        used = key_width;
    };
    for (std::size_t c : all) {
        if (table.columns[c].key) continue;
        if (!part.empty() && used + widths[c] > room) close();
        part.push_back(c);
        used += widths[c];
    }
    if (!part.empty()) close();
    return parts;
}

// Final widths of one part: stretch columns take the room left, or give it back.
std::vector<float> partWidths(const Table& table, const std::vector<std::size_t>& columns,
                              const std::vector<float>& natural, float room) {
    std::vector<float> widths;
    float total = 0;
    int stretchers = 0;
    for (std::size_t c : columns) {
        widths.push_back(natural[c]);
        total += natural[c];
        if (table.columns[c].stretch) ++stretchers;
    }
    if (stretchers == 0) return widths;
    const float share = (room - total) / static_cast<float>(stretchers);
    for (std::size_t i = 0; i < columns.size(); ++i)
        if (table.columns[columns[i]].stretch)
            widths[i] = std::max(kNarrowestName,
                                 share > 0 ? std::min(widths[i] + share, kWidestStretched) : widths[i] + share);
    return widths;
}

void printHeaderRow(PdfDocument& pdf, const Table& table, const std::vector<std::size_t>& columns,
                    const std::vector<float>& widths, float y, const TableStyle& style) {
    float x = pdf.body().x;
    const float total = std::accumulate(widths.begin(), widths.end(), 0.0f);
    pdf.fill({x, y, total, style.row_height + 2}, kGrey(0.85f));
    for (std::size_t i = 0; i < columns.size(); ++i) {
        const Column& column = table.columns[columns[i]];
        pdf.textIn({x, y, widths[i], style.row_height + 2}, column.header, style.font_size, column.align, Weight::Bold);
        x += widths[i];
    }
    pdf.line(pdf.body().x, y + style.row_height + 2, pdf.body().x + total, y + style.row_height + 2, 0.8f);
}

void printRow(PdfDocument& pdf, const std::vector<Cell>& row, const Table& table,
              const std::vector<std::size_t>& columns, const std::vector<float>& widths, float y, bool zebra,
              const TableStyle& style) {
    const float total = std::accumulate(widths.begin(), widths.end(), 0.0f);
    if (zebra) pdf.fill({pdf.body().x, y, total, style.row_height}, kGrey(0.94f));
    float x = pdf.body().x;
    for (std::size_t i = 0; i < columns.size(); ++i) {
        const std::size_t c = columns[i];
        const Box box{x, y, widths[i], style.row_height};
        if (c < row.size()) {
            const Cell& cell = row[c];
            if (cell.shaded) pdf.fill(box, kGrey(0.55f));
            pdf.textIn(box, cell.text, style.font_size, table.columns[c].align,
                       cell.strong ? Weight::Bold : Weight::Regular);
        }
        x += widths[i];
    }
}

// Thin rules between columns and a frame around a block of rows.
void printGrid(PdfDocument& pdf, const std::vector<float>& widths, float top, float bottom) {
    float x = pdf.body().x;
    const float total = std::accumulate(widths.begin(), widths.end(), 0.0f);
    for (std::size_t i = 0; i + 1 < widths.size(); ++i) {
        x += widths[i];
        pdf.line(x, top, x, bottom, 0.3f, kGrey(0.65f));
    }
    pdf.frame({pdf.body().x, top, total, bottom - top}, 0.6f);
}

}  // namespace

std::vector<std::string> wrapText(PdfDocument& pdf, const std::string& text, float size, float room) {
    std::vector<std::string> lines;
    std::string line;
    std::size_t at = 0;
    while (at < text.size()) {
        std::size_t space = text.find(' ', at);
        if (space == std::string::npos) space = text.size();
        const std::string word = text.substr(at, space - at);
        const std::string candidate = line.empty() ? word : line + " " + word;
        if (!line.empty() && pdf.textWidth(candidate, size) > room) {
            lines.push_back(line);
            line = word;
        } else {
            line = candidate;
        }
        at = space + 1;
    }
    if (!line.empty()) lines.push_back(line);
    return lines;
}

void printTable(PdfDocument& pdf, const Table& table, Orientation orientation, const TableStyle& style) {
    pdf.newPage(orientation, table.title);
    continueTable(pdf, table, orientation, pdf.body().y, style);
}

float continueTable(PdfDocument& pdf, const Table& table, Orientation orientation, float top_y,
                    const TableStyle& style) {
    const std::vector<float> natural = naturalWidths(pdf, table, style);
    const auto parts = columnParts(table, natural, pdf.body().width);
    const float header_height = style.row_height + 2;
    const float note_height = style.font_size + 4;
    float end_y = pdf.body().y;

    for (std::size_t p = 0; p < parts.size(); ++p) {
        const std::string title = parts.size() == 1 ? table.title
                                                    : table.title + " " +
                                                          label("(part " + std::to_string(p + 1) + " of " +
                                                                std::to_string(parts.size()) + ")");
        if (p > 0) pdf.newPage(orientation, title);
        const std::vector<float> widths = partWidths(table, parts[p], natural, pdf.body().width);

        std::size_t next = 0;
        bool first_page = true;
        do {
            if (!first_page) pdf.newPage(orientation, title);
            // The first rows go under what the page already holds; a new page has room for some.
            const float top = first_page && p == 0 ? top_y : pdf.body().y;
            first_page = false;
            printHeaderRow(pdf, table, parts[p], widths, top, style);
            float y = top + header_height;
            while (next < table.rows.size() && y + style.row_height <= pdf.body().bottom()) {
                printRow(pdf, table.rows[next], table, parts[p], widths, y, next % 2 == 1, style);
                y += style.row_height;
                ++next;
            }
            printGrid(pdf, widths, top, y);
            end_y = y;
        } while (next < table.rows.size());
    }

    float y = end_y + note_height / 2;
    // Notes follow the last row, wrapped at word boundaries, on a new page when this one is full.
    for (const std::string& note : table.notes) {
        for (const std::string& line : wrapText(pdf, note, style.font_size, pdf.body().width - kCellPadding)) {
            if (y + note_height > pdf.body().bottom()) {
                pdf.newPage(orientation, table.title);
                y = pdf.body().y;
            }
            pdf.textIn({pdf.body().x, y, pdf.body().width, note_height}, line, style.font_size, Align::Left);
            y += note_height;
        }
    }
    return y;
}

}  // namespace tourney::reports
