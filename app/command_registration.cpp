// tourney registration FILE open --closes TIME | close | list | approve N | reject N [--reason]:
// the organiser's side of the public registration form (tournament/registration_form.h). The
// entries come in through `tourney serve` (/events/ID/register); here they are approved, each
// becoming a player, or rejected.
#include "app/command.h"
#include "app/command_actions.h"
#include "app/command_line.h"
#include "app/sql_event_store.h"
#include "reports/table_formats.h"
#include "tournament/registration_form.h"

#include <QDateTime>

namespace tourney::app {
namespace {

// The server's local time, as the form's closing time is typed and compared.
std::string localNow() { return utf8(QDateTime::currentDateTime().toString("yyyy-MM-dd HH:mm:ss")); }

int open(const QStringList& arguments) {
    CommandLine line("registration FILE open --closes TIME",
                     "Opens the public registration form of `tourney serve` until TIME (the local\n"
                     "time, \"YYYY-MM-DD HH:MM\"), or moves its closing time. Entries wait for approval.");
    line.showArgumentsAs("FILE open --closes TIME");
    line.addPositional("FILE", "The event file.");
    line.addOption("closes", "TIME", "When the form stops taking entries: \"YYYY-MM-DD HH:MM\", local time.");
    line.nameField("closes", "--closes");
    if (auto stop = line.parse(arguments)) return *stop;
    return line.run([&] {
        SqlEventStore store = commandLineStore(line.positional(0));
        const RegistrationWindow window = tournament::openRegistration(store, line.text("closes").value_or(""),
                                                                       localNow());
        printSaid(tournament::Message("Registration open until %1", window.closes_at));
        return kSuccess;
    });
}

int close(const QStringList& arguments) {
    CommandLine line("registration FILE close",
                     "Closes the registration form before its time; the entries stay, to be approved\n"
                     "or rejected.");
    line.showArgumentsAs("FILE close");
    line.addPositional("FILE", "The event file.");
    if (auto stop = line.parse(arguments)) return *stop;
    return line.run([&] {
        SqlEventStore store = commandLineStore(line.positional(0));
        tournament::closeRegistration(store);
        printSaid(tournament::Message("Registration closed"));
        return kSuccess;
    });
}

int list(const QStringList& arguments) {
    CommandLine line("registration FILE list",
                     "Prints the entries of the registration form in the order they came, and\n"
                     "whether the form is open.");
    line.showArgumentsAs("FILE list");
    line.addPositional("FILE", "The event file.");
    line.addFlag("waiting", "Only the entries that wait for approval.");
    line.addOption("format", "text|tsv|csv|json", "text (default), or tsv, csv and json.");
    if (auto stop = line.parse(arguments)) return *stop;
    return line.run([&] {
        const QString format = line.choice("format", {"text", "tsv", "csv", "json"});
        SqlEventStore store = commandLineStore(line.positional(0));
        printOut(reports::renderTable(tournament::entryList(store.load(), line.isSet("waiting")),
                                      *reports::parseTableFormat(utf8(format))));
        return kSuccess;
    });
}

int approve(const QStringList& arguments) {
    CommandLine line("registration FILE approve N",
                     "Approves entry N: its entrant becomes a player, with every check of `player\n"
                     "add`. Logged.");
    line.showArgumentsAs("FILE approve N");
    line.addPositional("FILE", "The event file.");
    line.addPositional("N", "The entry's number, as `registration FILE list` shows it.");
    line.nameField("entry", "N");
    line.nameField("players", "N");
    if (auto stop = line.parse(arguments)) return *stop;
    return line.run([&] {
        SqlEventStore store = commandLineStore(line.positional(0));
        const tournament::ApprovedEntry done = tournament::approveEntry(store,
                                                                        line.wholeNumber("N", line.positional(1)));
        printSaid(tournament::Message("Entry %1 approved: player %2 %3", done.entry.number, done.entry.start_no,
                                      done.entry.name));
        for (const tournament::Message& note : done.notes) printSaid(note);
        return kSuccess;
    });
}

int reject(const QStringList& arguments) {
    CommandLine line("registration FILE reject N", "Rejects entry N, with the reason given. Logged.");
    line.showArgumentsAs("FILE reject N [--reason TEXT]");
    line.addPositional("FILE", "The event file.");
    line.addPositional("N", "The entry's number, as `registration FILE list` shows it.");
    line.addOption("reason", "TEXT", "Why the entry is rejected.");
    line.nameField("entry", "N");
    line.nameField("reason", "--reason");
    if (auto stop = line.parse(arguments)) return *stop;
    return line.run([&] {
        SqlEventStore store = commandLineStore(line.positional(0));
        const RegistrationEntry entry = tournament::rejectEntry(store, line.wholeNumber("N", line.positional(1)),
                                                                line.text("reason").value_or(""));
        printSaid(tournament::Message("Entry %1 %2 rejected", entry.number, entry.name));
        return kSuccess;
    });
}

// The action comes after FILE on the command line: move its name first.
int run(const QStringList& arguments) {
    QStringList reordered = arguments;
    if (arguments.size() > 2 && !arguments[1].startsWith('-'))
        reordered = QStringList{arguments[0], arguments[2], arguments[1]} + arguments.mid(3);
    return runAction("registration",
                     {{"open", "open the public registration form until a closing time", open},
                      {"close", "close the registration form", close},
                      {"list", "list the entries of the registration form", list},
                      {"approve", "approve an entry: its entrant becomes a player", approve},
                      {"reject", "reject an entry", reject}},
                     reordered, "registration FILE open --closes TIME | close | list | approve N | reject N");
}

const Command registered("registration", "the public registration form: open, close, approve or reject entries", run);

}  // namespace
}  // namespace tourney::app
