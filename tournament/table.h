// A table as the use cases return it: a title, columns, rows of text and notes. It says what
// to show, never how: reports/ renders it as text for a terminal, TSV, CSV, JSON, HTML or PDF.
#pragma once

#include "tournament/message.h"

#include <string>
#include <utility>
#include <vector>

namespace tourney::tournament {

enum class Align { Left, Center, Right };

// What a cell holds, for outputs that keep types (JSON): text, a whole number (empty: 0), or
// a number (empty: null).
enum class ValueKind { Text, Integer, Number };

struct Column {
    std::string header;
    Align align = Align::Left;
    bool key = false;      // repeated on every page when a wide table is split across pages
    bool stretch = false;  // takes the width left over (names)
    ValueKind kind = ValueKind::Text;
    // Columns of one group (e.g. "tiebreaks") are listed together in JSON, each as
    // {"code": header, "value": cell}.
    std::string group = {};
    bool secondary = false;  // left out where the screen is narrow (a phone): ratings, titles, ...
    // Empty in most rows (a crosstable's column of one opponent): an output that names each
    // cell by its column (JSON) leaves an empty cell of it out, so that a 1,000-player
    // crosstable is the games played, not a million empty cells.
    bool sparse = false;
};

struct Cell {
    Cell() = default;
    Cell(std::string text_) : text(std::move(text_)) {}
    Cell(const char* text_) : text(text_) {}

    std::string text;
    bool strong = false;  // printed bold
    bool shaded = false;  // greyed out: a crosstable's diagonal
};

struct Table {
    std::string title;  // "Pairings of round 3", "Standings after round 9"
    std::vector<Column> columns;
    std::vector<std::vector<Cell>> rows;  // every row has columns.size() cells
    std::vector<std::string> notes;       // lines printed under the table (byes, legend)
    // The notes that carry names or values, as messages (issue 31 item 5): a front end says a
    // note whose English is one of these messages through the message, the others as text
    // (translated whole, their numbers as %1, %2).
    std::vector<Message> said_notes;
    std::vector<std::string> groups;  // column groups JSON lists even when they have no column

    // Adds a note said as a message.
    void note(const Message& said) {
        notes.push_back(said.text());
        said_notes.push_back(said);
    }
};

// A table whose sparse columns are kept by the cells they have, for the outputs that name each
// cell by its column (JSON): a crosstable's grid, of which a 1,000-player Swiss fills a dozen
// cells a row out of a thousand (issue 33: made anew after every result a server takes).
// `dense()` is the same as a Table, which every output takes.
struct SparseTable {
    Table table;  // every row: the cells of the columns that are not sparse, in column order
    // Every row's cells of the sparse columns, by column in increasing order; a cell left out is
    // empty and plain.
    std::vector<std::vector<std::pair<std::size_t, Cell>>> sparse;

    // The whole table, every row with a cell for every column: moved out of this one.
    Table dense() && {
        Table whole = std::move(table);
        sparse.resize(whole.rows.size());
        for (std::size_t r = 0; r < whole.rows.size(); ++r) {
            std::vector<std::pair<std::size_t, Cell>>& kept = sparse[r];
            std::vector<Cell> row(whole.columns.size());
            std::size_t given = 0, next_kept = 0;
            for (std::size_t c = 0; c < whole.columns.size(); ++c) {
                if (!whole.columns[c].sparse) {
                    if (given < whole.rows[r].size()) row[c] = std::move(whole.rows[r][given++]);
                } else if (next_kept < kept.size() && kept[next_kept].first == c) {
                    row[c] = std::move(kept[next_kept++].second);
                }
            }
            whole.rows[r] = std::move(row);
        }
        return whole;
    }
    Table dense() const& { return SparseTable(*this).dense(); }
};

}  // namespace tourney::tournament
