// A round's results in one file, as an arbiter types them at the end of the evening: one line
// per board, "BOARD RESULT", the two separated by spaces, a tab or a comma. Blank lines are
// skipped, and so is a header line (a first line whose board is not a number, such as
// "board,result").
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace tourney::formats {

struct ResultLine {
    int line = 0;  // in the file, from 1
    int board = 0;
    std::string result;  // as typed; which results a game takes is the event core's to say
};

// Throws InputError naming the file, the line and the field ("board", "result") of every line
// that is not "BOARD RESULT", one a line (the first's line and field are the error's); a file
// saved as UTF-16, or a line cut by a NUL byte or holding another control character, is named
// so at once (formats/plain_text.h).
std::vector<ResultLine> readResultsFile(std::istream& in, const std::string& file_name);

}  // namespace tourney::formats
