// A prize table an organiser brings: a UTF-8 CSV file whose header row names the columns name,
// category and amount in any order (name and amount required; an empty category is an overall
// prize). Plain C++: it reads text, the event core checks the values against the event.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace tourney::formats {

struct PrizeLine {
    int line = 0;  // where it stands in the file, for messages
    std::string name;
    std::string category;
    std::string amount;  // as written; tournament::parseAmount reads it
};

// The prizes in file order. Throws InputError naming the file, the line and the field.
std::vector<PrizeLine> readPrizeCsv(std::istream& in, const std::string& file_name);

}  // namespace tourney::formats
