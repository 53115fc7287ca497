// Lays a Table out on PDF pages: column widths from the text, a header row repeated on
// every page, and tables too wide for the paper split into column parts that each repeat the
// key columns (rank, number, name).
#pragma once

#include "reports/pdf_document.h"
#include "tournament/table.h"

namespace tourney::reports {

struct TableStyle {
    float font_size = 8.5f;
    float row_height = 13.0f;
};

// Starts a new page and prints the whole table, its notes after the last row.
void printTable(PdfDocument& pdf, const tournament::Table& table, Orientation orientation,
                const TableStyle& style = {});

}  // namespace tourney::reports
