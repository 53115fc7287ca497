// Reading an input file whole (a TRF, a player list, game records), with messages that say
// what is wrong with the file itself: missing, a folder, a FIFO, too large, unreadable, UTF-16
// where UTF-8 is expected, or a line cut by a NUL byte.
#pragma once

#include <cstddef>
#include <string>

namespace tourney::formats {

// Larger than any real input: a TRF of 10,000 players and 99 rounds is about 11 MB.
inline constexpr std::size_t kMaxInputBytes = 256u << 20;

// The file's bytes. Checks the kind of file before opening it, so a FIFO never blocks and a
// folder is named as one. Throws InputError (formats/input_error.h) naming the file.
std::string readInputFile(const std::string& path, std::size_t max_bytes = kMaxInputBytes);

// Refuses, with InputError naming the file, a path that is missing or not a regular file: for
// readers that stream a file too large to read whole.
void checkRegularFile(const std::string& path);

// The same, and refuses a file that is UTF-16 or UTF-32 rather than UTF-8 text, or has a line
// cut by a NUL byte (naming the line).
std::string readTextFile(const std::string& path, std::size_t max_bytes = kMaxInputBytes);

}  // namespace tourney::formats
