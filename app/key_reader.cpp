#include "app/key_reader.h"

#include <termios.h>
#include <unistd.h>
#include <cstdio>

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
    for (;;) {
        const int key = std::getchar();
        if (key == EOF || key == kEnd) return kEnd;
        if (key == '\b' || key == 0x7f) {
            after_key_ = true;
            return '\x7f';
        }
        if (key == '\r' && terminal_) return kEnter;
        if (key == '\r') continue;  // "\r\n" line ends of a file written on Windows
        if (key == '\n') {
            // Not a terminal: the end of a line that held keys only ends it.
            if (!terminal_ && after_key_) {
                after_key_ = false;
                continue;
            }
            return kEnter;
        }
        after_key_ = true;
        return static_cast<char>(key);
    }
}

}  // namespace tourney::app
