// tourney log FILE: what arbiters changed by force, and when.
#include "app/command.h"
#include "app/command_line.h"
#include "app/sql_event_store.h"

namespace tourney::app {
namespace {

int run(const QStringList& arguments) {
    CommandLine line("log FILE",
                     "Prints the event's log: results replaced with --force, withdrawals\n"
                     "that turned games into forfeits, with the time (UTC) of each.");
    line.addPositional("FILE", "The event file.");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        std::string text;
        for (const tournament::LogEntry& entry : SqlEventStore(line.positional(0)).readLog())
            text += entry.logged_at + "  " + entry.command + ": " + entry.message + '\n';
        printOut(text);
        return kSuccess;
    });
}

const Command registered("log", "print the event's log of overrides", run);

}  // namespace
}  // namespace tourney::app
