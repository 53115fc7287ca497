// Commands made of actions, such as `tourney player add|import|list|withdraw`: the first
// argument names the action, and each action is a command of its own with its own --help.
#pragma once

#include "app/command.h"
#include "scoring/event.h"
#include "tournament/table.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

namespace tourney::app {

struct Action {
    QString name;
    QString summary;  // one line for the command's --help
    CommandFunction run;
};

// Runs the action named by arguments[1], giving it the arguments from its name on. Without a
// known action, prints the list of actions: on standard output after --help (kSuccess), on
// standard error otherwise (kUsageError). `usage`: the command's form after "tourney", when it
// is not "COMMAND ACTION FILE ..." (`pairing FILE ROUND swap B1 B2 | ...`). The summaries are
// help texts, translated (scripts/translations.py finds them in the call).
int runAction(const QString& command, const std::vector<Action>& actions, const QStringList& arguments,
              const QString& usage = {});

// Where a table command reads its event: the stored event only, or also a FIDE TRF file.
enum class TableSource { EventFile, EventOrTrf };

// A command (or action) that prints one table of the event: `USAGE FILE [--format
// text|tsv|csv|json]`, the table made by `table` from the event as stored (or as a .trf file
// describes it, for EventOrTrf).
int runTableCommand(const QStringList& arguments, const QString& usage, const QString& description,
                    const std::function<tournament::Table(const Event&)>& table,
                    TableSource source = TableSource::EventFile);

}  // namespace tourney::app
