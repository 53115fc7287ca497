// One key at a time from the terminal, for the --interactive entry of results: the arbiter
// presses 1, 0, =, + or - and sees the next board at once. When standard input is not a
// terminal (a script, a test), one line is read per key instead.
#pragma once

namespace tourney::app {

class KeyReader {
public:
    KeyReader();
    ~KeyReader();
    KeyReader(const KeyReader&) = delete;
    KeyReader& operator=(const KeyReader&) = delete;

    // The key pressed (the first character of the line when not a terminal); '\n' for Enter
    // or an empty line, and also at the end of the input.
    char next();

private:
    bool terminal_ = false;
    struct Saved;
    Saved* saved_ = nullptr;
};

}  // namespace tourney::app
