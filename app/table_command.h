// The commands that print one table of an event in the format asked for (text, CSV, TSV,
// JSON): FILE, --format, and the use case that makes the table.
#pragma once

#include "scoring/event.h"
#include "tournament/table.h"

#include <QString>
#include <QStringList>

namespace tourney::app {

using EventTable = tournament::Table (*)(const Event& event);

// Parses `arguments` (FILE, an event file or a .trf file; --format), reads the event and prints
// `table` of it. Returns the command's exit code.
int printEventTable(const QStringList& arguments, const QString& usage, const QString& description, EventTable table);

}  // namespace tourney::app
