// The one way a command writes an output file: checked, whole or not at all.
#pragma once

#include <QString>

#include <string>

namespace tourney::app {

// Where an output goes and what it may replace.
struct OutputTarget {
    QString path;
    // The event the command read (a file path; empty for none): never the output.
    QString event;
    // Whether an existing regular file may be replaced (the command's --force).
    bool replace = false;
};

// Refuses, naming the file, an output that would land on the event itself (by its name, a
// link or another path to it), on any SQLite database (a Tourney event), on anything that is
// not a regular file (a folder, a FIFO, a device), or on an existing file without `replace`.
void checkOutputTarget(const OutputTarget& target);

// Checks the target, then writes `bytes` to a file beside it and renames that over the path:
// a failed write leaves no half-written file. Throws Refusal naming the file.
void writeOutputFile(const OutputTarget& target, const std::string& bytes);

// Whether `path` is a page or style sheet an earlier `publish` wrote: it is replaced as the site
// is brought up to date; any other file of the same name (an event called index.html) only with
// --force.
bool publishedEarlier(const QString& path);

}  // namespace tourney::app
