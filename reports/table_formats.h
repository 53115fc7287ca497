// Every table a use case returns (tournament/table.h), printed in the format asked for: text
// for a terminal, TSV for scripts, CSV for spreadsheets, JSON for programs, HTML for the web.
// PDF tables are printed by pdf_table.h, on a page of a document.
#pragma once

#include "tournament/table.h"

#include <optional>
#include <string>
#include <string_view>

namespace tourney::reports {

enum class TableFormat { Text, Tsv, Csv, Json, Html };
std::optional<TableFormat> parseTableFormat(std::string_view name);  // "text", "tsv", "csv", "json", "html"

struct TableOutput {
    bool header = true;  // text, TSV and CSV: the header row first
    bool title = true;   // text: the title and an empty line first
    // CSV lines end as RFC 4180 says (CRLF) in files; a stream for other programs takes LF.
    bool crlf = false;
};

std::string renderTable(const tournament::Table& table, TableFormat format, const TableOutput& output = {});

// Text: columns two spaces apart, each as wide as its widest cell in terminal columns
// (formats::displayWidth: a Bengali name with its vowel signs and conjuncts, a Cyrillic or a
// CJK name all end where the terminal draws their end), aligned as the column says; no
// trailing spaces.
std::string textTable(const tournament::Table& table, const TableOutput& output = {});

// TSV: cells separated by tabs; a tab or line break inside a cell becomes a space, so no value
// can break its line; a cell beginning with = or @ gets a leading apostrophe (formulaSafe); a
// number column's halves as decimals (decimalHalves).
std::string tsvTable(const tournament::Table& table, const TableOutput& output = {});

// The text with a leading apostrophe when a spreadsheet would run it as a formula. CSV counts
// a leading + or - as one (Signs::Formula); TSV, which scripts read for results such as "+/-"
// and "-/+", takes them as data (Signs::Data) and guards = and @ (issue 40, item 7).
enum class Signs { Formula, Data };
std::string formulaSafe(const std::string& text, Signs signs);

// CSV (RFC 4180): fields quoted when they hold a comma, a quote or a line break, quotes
// doubled; halves written as decimals ("2½" -> "2.5") for spreadsheets. A cell that a
// spreadsheet would run as a formula (first character =, +, -, @, tab or carriage return) is
// written with a leading apostrophe; numbers such as "-1" or "+2.5" are kept as they are.
std::string csvTable(const tournament::Table& table, const TableOutput& output = {});
// "2½" -> "2.5", "½" -> "0.5": the points every text report prints as tournament::pointsText
// does, as the formats for programs write them (CSV every cell; TSV and JSON number columns).
// Only the sign after a digit or alone is rewritten.
std::string decimalHalves(const std::string& text);
std::string csvField(const std::string& text);

// JSON: an array with an object per row, keyed by column header; whole numbers and numbers
// as JSON numbers (an empty number is null; "2½" is 2.5); the columns of a group as one array of
// {"code": header, "value": cell}. Keys in alphabetical order, four-space indents.
std::string jsonTable(const tournament::Table& table);
// The same text for a table whose sparse columns are kept by the cells they have: what
// jsonTable(table.dense()) writes, without the empty cells made and passed over.
std::string jsonTable(const tournament::SparseTable& table);

// HTML: a <table> with its title and notes, every text escaped.
std::string htmlTable(const tournament::Table& table);

}  // namespace tourney::reports
