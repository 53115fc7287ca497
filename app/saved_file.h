// Writing an output file whole or not at all.
#pragma once

#include <QString>

#include <string>

namespace tourney::app {

// Writes `text` to `path` aside and renames it at the end: a failed write leaves no
// half-written file. Refuses to replace a folder, a FIFO or device, or an SQLite database
// (an event file). Throws Refusal naming the file.
void writeWholeFile(const QString& path, const std::string& text);

}  // namespace tourney::app
