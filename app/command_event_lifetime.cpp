// tourney archive|restore|delete FILE: an event made read-only, writable again, or deleted
// (issue 34; tournament/event_lifetime.h, docs/federation.md). At the server's own terminal,
// as `tourney user`: whoever may write the file (or log in to the database) acts as organiser.
// tourney server-log: the server's own log, where the deletions are kept.
#include "app/command.h"
#include "app/command_line.h"
#include "app/sql_account_store.h"
#include "app/sql_event_store.h"
#include "app/web_server.h"
#include "tournament/event_lifetime.h"

#include <QDateTime>

namespace tourney::app {
namespace {

int archiveCommand(const QStringList& arguments) {
    CommandLine line("archive FILE [--force]",
                     "Archives the event: it becomes read-only, every change refused until an\n"
                     "organiser restores it; its pages and exports stay as they are. An event whose\n"
                     "last round still awaits results needs --force.");
    line.addPositional("FILE", "The event file, or its postgresql:// address.");
    line.addFlag("force", "Archive it although its last round awaits results.");
    if (auto stop = line.parse(arguments)) return *stop;
    return line.run([&] {
        SqlEventStore store = commandLineStore(line.positional(0));
        printSaid(tournament::archiveEvent(store, line.isSet("force")));
        return kSuccess;
    });
}

int restoreCommand(const QStringList& arguments) {
    CommandLine line("restore FILE", "Restores an archived event: it may be changed again. Logged in its log.");
    line.addPositional("FILE", "The event file, or its postgresql:// address.");
    if (auto stop = line.parse(arguments)) return *stop;
    return line.run([&] {
        SqlEventStore store = commandLineStore(line.positional(0));
        printSaid(tournament::restoreEvent(store));
        return kSuccess;
    });
}

int deleteCommand(const QStringList& arguments) {
    CommandLine line("delete FILE [--force]",
                     "Deletes the event with its log: the file, or the event's schema of a PostgreSQL\n"
                     "database. An event with rounds paired that is not archived needs --force. The\n"
                     "deletion is written in the server's log, kept with its accounts.");
    line.addPositional("FILE", "The event file, or its postgresql://.../DATABASE/EVENT address.");
    line.addFlag("force", "Delete it although rounds are paired and it is not archived.");
    if (auto stop = line.parse(arguments)) return *stop;
    return line.run([&] {
        const QString location = line.positional(0);
        SqlEventStore store = commandLineStore(location);
        SqlAccountStore server(accountsLocation(location));
        // The command line is the server's own terminal: its user acts as organiser.
        const tournament::Actor by{commandLineUser() + " (command line)", {{tournament::Role::Organiser, ""}}};
        printSaid(tournament::deleteEvent(store, server, by, WebServer::eventId(location).toStdString(),
                                          line.isSet("force"), QDateTime::currentSecsSinceEpoch(),
                                          [&] { store.removeEvent(); }));
        return kSuccess;
    });
}

int serverLogCommand(const QStringList& arguments) {
    CommandLine line("server-log [--server FOLDER|FILE|URL]",
                     "Prints the server's own log, kept with its accounts: the events deleted, when\n"
                     "(local time), by whom, and what they held.");
    line.addServerOption();
    if (auto stop = line.parse(arguments)) return *stop;
    return line.run([&] {
        SqlAccountStore server(accountsLocation(line.served()));
        std::string text;
        for (const tournament::ServerLogLine& entry : server.serverLog())
            text += QDateTime::fromSecsSinceEpoch(entry.at).toString("yyyy-MM-dd HH:mm:ss t").toStdString() + "  [" +
                    entry.actor + "] " + entry.command + ": " + spoken(entry.said) + '\n';
        printOut(text);
        return kSuccess;
    });
}

const Command archived("archive", "make the event read-only (an organiser restores it)", archiveCommand);
const Command restored("restore", "make an archived event writable again", restoreCommand);
const Command deleted("delete", "delete the event with its log (logged in the server's log)", deleteCommand);
const Command server_log("server-log", "print the server's own log: the events deleted", serverLogCommand);

}  // namespace
}  // namespace tourney::app
