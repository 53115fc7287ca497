// What every subcommand does alike: read its arguments with QCommandLineParser, answer
// --help, and turn a failure into a message and an exit code (command.h).
#pragma once

#include "tournament/counted.h"
#include "tournament/message.h"

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <functional>
#include <map>
#include <optional>

namespace tourney::app {

class CommandLine {
public:
    // usage: the command as typed, e.g. "player add"; description: one line for --help.
    CommandLine(QString usage, const QString& description);

    void addPositional(const QString& name, const QString& description, bool required = true);
    void addOption(const QString& name, const QString& value_name, const QString& description);
    // A description whose %1, %2, ... are filled, after translation, with `values`: facts kept in
    // one place elsewhere (the games of the registry, the default tie-breaks).
    void addOption(const QString& name, const QString& value_name, const QString& description,
                   const QStringList& values);
    void addFlag(const QString& name, const QString& description);
    // --server FOLDER|FILE|URL, for the commands that administer what `tourney serve` serves
    // (its accounts, its log, its player registry); served() is its value, the current folder
    // when it is not given.
    void addServerOption();
    QString served() const;
    // The last positional may be given any number of times ("checkin FILE 12 15 17").
    void repeatLastPositional() { all_positionals_ = 1000; }

    // Reads `arguments` (the subcommand's own, its name first). Returns an exit code when the
    // command must stop here (kSuccess after --help, kUsageError after a usage error, both
    // printed), or nullopt to go on.
    std::optional<int> parse(const QStringList& arguments);

    QString positional(int index) const;  // empty when an optional one is missing
    int positionalCount() const;
    bool isSet(const QString& name) const { return parser_.isSet(name); }
    QString value(const QString& name) const;
    // Every value of an option given several times ("--section A:2000- --section B:-1999").
    QStringList values(const QString& name) const { return parser_.values(name); }
    // The option's value as the event core takes text, or nullopt when it is not given (a
    // setting left as it is).
    std::optional<std::string> text(const QString& name) const {
        return isSet(name) ? std::optional(value(name).toStdString()) : std::nullopt;
    }

    // An integer argument within [minimum, maximum]; throws Refusal naming the argument.
    int integer(const QString& argument_name, const QString& text, int minimum, int maximum) const;
    // A whole number, any; throws Refusal naming the argument otherwise. Ranges that depend
    // on the event are the use case's to check.
    int wholeNumber(const QString& argument_name, const QString& text) const;
    // An optional integer option, `fallback` when absent.
    int integerOption(const QString& name, int fallback, int minimum, int maximum) const;
    // An option with a fixed set of values; the first is the default. Throws Refusal otherwise.
    QString choice(const QString& name, const QStringList& allowed) const;

    // The argument that carries a use case's input field: the positional of the same name in
    // capitals ("start_no": START_NO), else the option ("from_round": --from-round), else one
    // named by nameField. Messages say "argument BOARD: ..." with it.
    QString argumentFor(const std::string& field) const;
    void nameField(const std::string& field, const QString& argument) { field_names_[field] = argument; }

    // Runs the command's work, as runCommand does, with refusals pointed at their argument.
    int run(const std::function<int()>& work) const;

    // The subcommand, as typed: "player add".
    QString name() const;

    // The arguments as typed, for --help, when the action's name does not come first
    // ("FILE ROUND swap B1 B2").
    void showArgumentsAs(const QString& form) { argument_form_ = form; }

private:
    QString helpText() const;

    QString usage_;
    QString argument_form_;
    QCommandLineParser parser_;
    QStringList positional_names_;
    std::map<std::string, QString> field_names_;
    int required_positionals_ = 0;
    int all_positionals_ = 0;
};

// Runs a command's work: a refusal or an input error (formats/input_error.h) is printed as
// "tourney COMMAND: message" on stderr and gives kRefused; a UsageError or a missing input
// gives kUsageError; any other exception is a bug, printed as "internal error: ..." with
// kInternalError.
int runCommand(const QString& command, const std::function<int()>& work, const CommandLine* line = nullptr);

// Writes text as it is (UTF-8) to standard output or standard error.
void printOut(const std::string& text);
void printErr(const std::string& text);
// A message of the command in the interface language (interface_language.h), as UTF-8.
std::string spoken(const tournament::Message& message);
// Each message spoken on a line of its own: the warnings and notes of a use case.
std::string spokenLines(const std::vector<tournament::Message>& messages);
// The message on a line of its own on standard output.
inline void printSaid(const tournament::Message& message) { printOut(spoken(message) + '\n'); }

// "1 player", "3 players": a number and its noun, singular or plural.
using tournament::counted;

// A QString's UTF-8 text, for the event core.
inline std::string utf8(const QString& text) { return text.toStdString(); }

}  // namespace tourney::app
