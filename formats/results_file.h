// A round's results in one file, as an arbiter types them at the end of the evening: one line
// per board, "BOARD RESULT", the two separated by spaces, a tab or a comma. Blank lines are
// skipped, and so is a header line (a first line whose board is not a number, such as
// "board,result").
#pragma once

#include "formats/input_error.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace tourney::formats {

struct ResultLine {
    int line = 0;  // in the file, from 1
    int board = 0;
    std::string result;  // as typed; which results a game takes is the event core's to say
};

// The lines read, and an error naming the file, the line and the field ("board", "result") of
// every line that is not "BOARD RESULT": the event core reports them together with the lines
// that name a board or a result the round does not have, in one run (issue 31 item 11).
struct ResultsFile {
    std::vector<ResultLine> lines;
    std::vector<InputError> unreadable;
};

// A file saved as UTF-16, or a line cut by a NUL byte or holding another control character,
// is thrown as an InputError at once (formats/plain_text.h): nothing else of it is read.
ResultsFile readResultsLines(std::istream& in, const std::string& file_name);

}  // namespace tourney::formats
