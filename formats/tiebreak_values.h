// A table of tie-break values as FIDE's reference tie-break tool prints them, tab-separated: a
// header "#startrank<TAB>points<TAB>CODE...", then one line per player: start rank, points, the
// value of each code ("-0" where it is undefined). TRF-26 has no field for a player's tie-break
// values, so the checker (`tourney engine -c --tiebreak-values FILE`) reads the values a
// tournament published from such a table, beside its TRF.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace tourney::formats {

// One value as written: hundredths (ratings and counts are whole, points carry one decimal,
// averages and SB two), or undefined ("-0").
struct FiledValue {
    std::string text;
    long long hundredths = 0;
    bool defined = true;
    // Values compare as numbers, not as text: "14.0" equals "14".
    bool sameAs(const FiledValue& other) const {
        return defined == other.defined && (!defined || hundredths == other.hundredths);
    }
};

// "12.5", "13.25", "2039", "-0"; std::nullopt-like failure as a false `ok`.
struct FiledValueReading {
    FiledValue value;
    bool ok = false;
};
FiledValueReading readFiledValue(std::string_view text);

struct TiebreakValuesRow {
    int line = 0;
    int start_no = 0;
    FiledValue points;
    std::vector<FiledValue> values;  // one per code, in the header's order
};

struct TiebreakValuesTable {
    std::string file_name;
    std::vector<std::string> codes;  // as the header names them ("BH/C1/V2")
    std::vector<TiebreakValuesRow> rows;
};

// Throws InputError naming the file, the line and the column of anything it cannot read.
TiebreakValuesTable readTiebreakValues(std::string_view text, const std::string& file_name);
TiebreakValuesTable readTiebreakValuesFile(const std::string& path);

}  // namespace tourney::formats
