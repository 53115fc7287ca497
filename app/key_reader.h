// One key at a time, for the --interactive entry of results: the arbiter presses 1, 0, =, +
// or - and sees the next board at once. On a terminal each key press is read as it comes; from
// a pipe or a file every character is a key too (so "010==" is five boards, issue 31 item 7),
// a line's end after a key only ends the line, and an empty line is Enter.
#pragma once

namespace tourney::app {

class KeyReader {
public:
    static constexpr char kEnter = '\n';
    static constexpr char kEnd = '\x04';  // the end of the input (or Ctrl-D)

    KeyReader();
    ~KeyReader();
    KeyReader(const KeyReader&) = delete;
    KeyReader& operator=(const KeyReader&) = delete;

    // The key pressed: kEnter for Enter or an empty line, kEnd at the end of the input,
    // Backspace as '\x7f' (also when the terminal sends '\b').
    char next();

private:
    bool terminal_ = false;
    bool after_key_ = false;  // not a terminal: the last character read was a key
    struct Saved;
    Saved* saved_ = nullptr;
};

}  // namespace tourney::app
