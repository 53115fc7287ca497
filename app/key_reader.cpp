#include "app/key_reader.h"

#include <termios.h>
#include <unistd.h>
#include <cstdio>
#include <iostream>
#include <string>

namespace tourney::app {

struct KeyReader::Saved {
    termios settings;
};

KeyReader::KeyReader() : terminal_(isatty(STDIN_FILENO) != 0) {
    if (!terminal_) return;
    saved_ = new Saved;
    tcgetattr(STDIN_FILENO, &saved_->settings);
    termios raw = saved_->settings;
    raw.c_lflag &= static_cast<tcflag_t>(~(ICANON | ECHO));  // a key at a time, not echoed
    raw.c_cc[VMIN] = 1;
    raw.c_cc[VTIME] = 0;
    tcsetattr(STDIN_FILENO, TCSANOW, &raw);
}

KeyReader::~KeyReader() {
    if (saved_) tcsetattr(STDIN_FILENO, TCSANOW, &saved_->settings);
    delete saved_;
}

char KeyReader::next() {
    if (terminal_) {
        const int key = std::getchar();
        return key == EOF || key == '\r' ? '\n' : static_cast<char>(key);
    }
    std::string line;
    if (!std::getline(std::cin, line) || line.empty() || line == "\r") return '\n';
    return line.front();
}

}  // namespace tourney::app
