// A report as a table of printed text: what every output (PDF, HTML, CSV) lays out.
// The functions that build tables from an Event compute; the writers only print.
#pragma once

#include <string>
#include <vector>

namespace tourney::reports {

enum class Align { Left, Center, Right };

struct Column {
    std::string header;
    Align align = Align::Left;
    bool key = false;      // repeated on every page when a wide table is split across pages
    bool stretch = false;  // takes the width left over (names)
};

struct Cell {
    Cell() = default;
    Cell(std::string text_) : text(std::move(text_)) {}
    Cell(const char* text_) : text(text_) {}

    std::string text;
    bool strong = false;  // printed bold
    bool shaded = false;  // greyed out: a crosstable's diagonal
};

struct ReportTable {
    std::string title;  // "Pairings of round 3", "Standings after round 9"
    std::vector<Column> columns;
    std::vector<std::vector<Cell>> rows;  // every row has columns.size() cells
    std::vector<std::string> notes;       // lines printed under the table (byes, legend)
};

}  // namespace tourney::reports
