// tourney user add|passwd|role|list: the accounts of a federation's server (docs/federation.md),
// kept beside the events `tourney serve` serves (app/sql_account_store.h).
#include "app/command.h"
#include "app/command_actions.h"
#include "app/command_line.h"
#include "app/refusal.h"
#include "app/sql_account_store.h"
#include "tournament/accounts.h"

#include <termios.h>
#include <unistd.h>

#include <iostream>
#include <string>

namespace tourney::app {
namespace {

QString accounts(const CommandLine& line) { return accountsLocation(line.served()); }

// The password: typed without echo on a terminal, else the first line of standard input (a
// script pipes it; it never stands on a command line, where `ps` would show it).
std::string readPassword(const std::string& name) {
    std::string password;
    if (::isatty(STDIN_FILENO)) {
        printErr(spoken(tournament::Message("Password for %1: ", name)));
        termios saved{};
        ::tcgetattr(STDIN_FILENO, &saved);
        termios quiet = saved;
        quiet.c_lflag &= ~static_cast<tcflag_t>(ECHO);
        ::tcsetattr(STDIN_FILENO, TCSANOW, &quiet);
        std::getline(std::cin, password);
        ::tcsetattr(STDIN_FILENO, TCSANOW, &saved);
        printErr("\n");
    } else {
        std::getline(std::cin, password);
    }
    if (!password.empty() && password.back() == '\r') password.pop_back();
    return password;
}

std::optional<tournament::Role> role(const QString& text, bool none_allowed) {
    if (none_allowed && text == "none") return std::nullopt;
    if (const auto named = tournament::roleNamed(text.toStdString())) return named;
    throw UsageError(tournament::Message(
        "argument %1: '%2' is not a role: organiser, chief-arbiter, deputy-arbiter (or none, to take one away)", "ROLE",
        utf8(text)));
}

int add(const QStringList& arguments) {
    CommandLine line("user add NAME --role ROLE",
                     "Adds an account to the server, with its password (typed without echo, or the\n"
                     "first line of standard input) and its role: organiser (creates events,\n"
                     "appoints arbiters), chief-arbiter (everything in his events) or deputy-arbiter\n"
                     "(results and pairings), in one event (--event) or in every event.");
    line.addPositional("NAME", "The account's name: letters, digits, '.', '_' and '-'.");
    line.addOption("role", "ROLE", "organiser, chief-arbiter or deputy-arbiter.");
    line.addOption("event", "ID", "The event the role is held in (its id); every event without it.");
    line.addServerOption();
    if (auto stop = line.parse(arguments)) return *stop;
    return line.run([&] {
        if (!line.isSet("role")) throw UsageError(tournament::Message("give the account's role with --role"));
        const auto given = role(line.value("role"), false);
        const std::string name = utf8(line.positional(0));
        SqlAccountStore store(accounts(line));
        tournament::addAccount(store, name, readPassword(name), *given, utf8(line.value("event")));
        printSaid(tournament::Message("Added the account %1", name));
        return kSuccess;
    });
}

int passwd(const QStringList& arguments) {
    CommandLine line("user passwd NAME",
                     "Gives the account a new password (typed without echo, or the first line of\n"
                     "standard input); its sessions end.");
    line.addPositional("NAME", "The account's name.");
    line.addServerOption();
    if (auto stop = line.parse(arguments)) return *stop;
    return line.run([&] {
        const std::string name = utf8(line.positional(0));
        SqlAccountStore store(accounts(line));
        tournament::changePassword(store, name, readPassword(name));
        printSaid(tournament::Message("Changed the password of %1", name));
        return kSuccess;
    });
}

int setRole(const QStringList& arguments) {
    CommandLine line("user role NAME ROLE",
                     "Gives the account ROLE in one event (--event) or in every event, in place of the\n"
                     "role it held there; ROLE none takes that role away.");
    line.addPositional("NAME", "The account's name.");
    line.addPositional("ROLE", "organiser, chief-arbiter, deputy-arbiter or none.");
    line.addOption("event", "ID", "The event (its id); every event without it.");
    line.addServerOption();
    if (auto stop = line.parse(arguments)) return *stop;
    return line.run([&] {
        const auto given = role(line.positional(1), true);
        const std::string name = utf8(line.positional(0));
        SqlAccountStore store(accounts(line));
        tournament::appointRole(store, name, given, utf8(line.value("event")));
        printSaid(tournament::Message("%1: %2", name, utf8(line.positional(1))));
        return kSuccess;
    });
}

int list(const QStringList& arguments) {
    CommandLine line("user list NAME", "Prints the account's roles: role<TAB>event (empty: every event).");
    line.addPositional("NAME", "The account's name.");
    line.addServerOption();
    if (auto stop = line.parse(arguments)) return *stop;
    return line.run([&] {
        const std::string name = utf8(line.positional(0));
        const auto account = SqlAccountStore(accounts(line)).account(name);
        if (!account) throw tournament::NotInEvent("name", tournament::Message("no account named '%1'", name));
        for (const tournament::Grant& grant : account->grants)
            printOut(std::string(tournament::roleName(grant.role)) + "\t" + grant.event + "\n");
        return kSuccess;
    });
}

int run(const QStringList& arguments) {
    return runAction("user",
                     {{"add", "add an account with its password and role", add},
                      {"passwd", "change an account's password", passwd},
                      {"role", "give or take an account's role", setRole},
                      {"list", "an account's roles", list}},
                     arguments, "user add|passwd|role|list NAME ...");
}

const Command registered("user", "the accounts of a server: organisers and arbiters", run);

}  // namespace
}  // namespace tourney::app
