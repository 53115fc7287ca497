// tourney log FILE [--verify]: what arbiters changed, and when; --verify checks the log's hash
// chain (tournament/log_chain.h).
#include "app/command.h"
#include "app/command_line.h"
#include "app/interface_language.h"
#include "app/sql_event_store.h"
#include "tournament/log_chain.h"

#include <QDateTime>

namespace tourney::app {
namespace {

// The log keeps UTC; the arbiter reads the time of the place, with its offset.
std::string localTime(const std::string& utc) {
    const QDateTime when = QDateTime::fromString(QString::fromStdString(utc), Qt::ISODate);
    if (!when.isValid()) return utc;
    return when.toLocalTime().toString("yyyy-MM-dd HH:mm:ss t").toStdString();
}

int run(const QStringList& arguments) {
    CommandLine line("log FILE [--verify]",
                     "Prints the event's log: every result entered, corrected or cleared, every\n"
                     "pairing, change by hand and unpairing, every player change and withdrawal,\n"
                     "with the local time of each. Each line is chained to the one before by SHA-256.");
    line.addPositional("FILE", "The event file.");
    line.addFlag("verify",
                 "Check the hash chain instead: exit 0 when every line follows from the lines before it, 3 "
                 "naming the first line that does not (changed after it was written).");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        if (line.isSet("verify")) {
            const tournament::LogVerification verified = tournament::verifyLogChain(
                SqlEventStore(line.positional(0)).readLog());
            printSaid(verified.said());
            return verified.holds() ? kSuccess : kNotAllOk;
        }
        std::string text;
        for (const tournament::LogEntry& entry : SqlEventStore(line.positional(0)).readLog())
            // A line logged before the log kept messages is said in its English, translated whole
            // where its only values are numbers.
            text += localTime(entry.logged_at) + "  " + (entry.actor.empty() ? "" : "[" + entry.actor + "] ") +
                    entry.command + ": " +
                    translated(entry.said.empty() ? tournament::Message::english(entry.message) : entry.said)
                        .toStdString() +
                    '\n';
        printOut(text);
        return kSuccess;
    });
}

const Command registered("log", "print the event's log of changes, or verify its hash chain", run);

}  // namespace
}  // namespace tourney::app
