// Lays a Table out on PDF pages: column widths from the text, a header row repeated on
// every page, and tables too wide for the paper split into column parts that each repeat the
// key columns (rank, number, name).
#pragma once

#include "reports/pdf_document.h"
#include "tournament/table.h"

#include <string>
#include <vector>

namespace tourney::reports {

struct TableStyle {
    float font_size = 8.5f;
    float row_height = 13.0f;
};

// Starts a new page and prints the whole table, its notes after the last row.
void printTable(PdfDocument& pdf, const tournament::Table& table, Orientation orientation,
                const TableStyle& style = {});

// The table from `top` on the current page (forms print tables under their fields); new pages
// as it needs them. Returns where its last row or note ended.
float continueTable(PdfDocument& pdf, const tournament::Table& table, Orientation orientation, float top,
                    const TableStyle& style = {});

// The text in lines no wider than `room` at `size`, broken at spaces.
std::vector<std::string> wrapText(PdfDocument& pdf, const std::string& text, float size, float room);

}  // namespace tourney::reports
