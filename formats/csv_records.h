// CSV as spreadsheets write it (RFC 4180): quoted fields may hold the separator, doubled quotes
// and line breaks; ',' or ';' between fields, as the header line shows; a byte order mark and
// CRLF line ends allowed. Each record remembers the line it starts on, for error messages.
#pragma once

#include <iosfwd>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace tourney::formats {

class CsvRecords {
public:
    // Reads the whole of `in`; throws InputError when it is not UTF-8 text (a UTF-16 file,
    // a spreadsheet's binary format).
    CsvRecords(std::istream& in, std::string file_name);

    // The next non-blank record, or nullopt at the end of the file.
    std::optional<std::vector<std::string>> next();
    // The line the record last returned starts on (1-based).
    int recordLine() const { return record_line_; }
    // Throws InputError (field "row") unless the record has as many fields as the header.
    void requireFields(const std::vector<std::string>& fields, std::size_t columns) const;

private:
    bool readLine(std::string& line);
    std::vector<std::string> split(std::string line);

    std::istringstream text_;
    std::string file_;
    char separator_ = ',';
    int line_number_ = 0;
    int record_line_ = 0;
};

// A header cell as the readers match it against their columns' names and synonyms: ASCII in
// lower case, without blanks, underscores, dots and hyphens ("FIDE ID", "fide_id" and "Fide-Id"
// are all "fideid").
std::string headerKey(const std::string& cell);

// A CSV file's columns as a reader knows them: each header cell looked up with `known` (which
// maps synonyms to one name, or returns nullopt), every name once, the `required` ones present.
// Throws InputError naming the header line and the cell at fault.
std::vector<std::string> csvColumns(const std::vector<std::string>& header, int line, const std::string& file_name,
                                    std::optional<std::string> (*known)(const std::string& cell),
                                    const std::string& known_list, const std::vector<std::string>& required);

}  // namespace tourney::formats
