// What every subcommand does alike: read its arguments with QCommandLineParser, answer
// --help, and turn a failure into a message and an exit code (command.h).
#pragma once

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace tourney::app {

class CommandLine {
public:
    // usage: the command as typed, e.g. "player add"; description: one line for --help.
    CommandLine(QString usage, const QString& description);

    void addPositional(const QString& name, const QString& description, bool required = true);
    void addOption(const QString& name, const QString& value_name, const QString& description);
    void addFlag(const QString& name, const QString& description);

    // Reads `arguments` (the subcommand's own, its name first). Returns an exit code when the
    // command must stop here (kSuccess after --help, kUsageError after a usage error, both
    // printed), or nullopt to go on.
    std::optional<int> parse(const QStringList& arguments);

    QString positional(int index) const;  // empty when an optional one is missing
    int positionalCount() const;
    bool isSet(const QString& name) const { return parser_.isSet(name); }
    QString value(const QString& name) const { return parser_.value(name); }

    // An integer argument within [minimum, maximum]; throws Refusal naming the argument.
    int integer(const QString& argument_name, const QString& text, int minimum, int maximum) const;
    // An optional integer option, `fallback` when absent.
    int integerOption(const QString& name, int fallback, int minimum, int maximum) const;
    // An option with a fixed set of values; the first is the default. Throws Refusal otherwise.
    QString choice(const QString& name, const QStringList& allowed) const;

private:
    QString helpText() const;

    QString usage_;
    QCommandLineParser parser_;
    int required_positionals_ = 0;
    int all_positionals_ = 0;
};

// Runs a command's work: a Refusal, an input error (scoring/trf.h), a pairing error or any
// other exception is printed as "tourney COMMAND: message" on stderr and gives kRefused.
int runCommand(const QString& command, const std::function<int()>& work);

}  // namespace tourney::app
