// tourney log FILE: what arbiters changed by force, and when.
#include "app/command.h"
#include "app/command_line.h"
#include "app/database.h"
#include "app/event_store.h"

#include <QTextStream>

namespace tourney::app {
namespace {

int run(const QStringList& arguments) {
    CommandLine line("log FILE",
                     "Prints the event's log: results replaced with --force, withdrawals\n"
                     "that turned games into forfeits, with the time (UTC) of each.");
    line.addPositional("FILE", "The event file.");
    if (auto stop = line.parse(arguments)) return *stop;

    return runCommand("log", [&] {
        Database database(line.positional(0), Database::Open::Existing);
        QTextStream out(stdout);
        for (const LogEntry& entry : readLog(database))
            out << QString::fromStdString(entry.logged_at) << "  " << QString::fromStdString(entry.command) << ": "
                << QString::fromStdString(entry.message) << '\n';
        return kSuccess;
    });
}

const Command registered("log", "print the event's log of overrides", run);

}  // namespace
}  // namespace tourney::app
