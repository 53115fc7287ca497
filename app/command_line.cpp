#include "app/command_line.h"

#include "app/command.h"
#include "app/interface_language.h"
#include "app/refusal.h"
#include "formats/input_error.h"
#include "tournament/refusal.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTextStream>

#include <cstdio>
#include <exception>
#include <new>

namespace tourney::app {

namespace {

// Qt wraps the description of an option or argument to its column itself: a line break written
// into the English (or its translation) cut a wrapped line in the middle ("a round robin at\n
// tables of four", recheck of issue 31). Breaks before an indented line (a list) stay.
QString paragraph(const QString& description) {
    static const QRegularExpression kBreakInProse("\n(?! )");
    return QString(description).replace(kBreakInProse, " ");
}

}  // namespace

// Help texts are written in English in each command and translated here, where they are given
// to the parser (app/interface_language.h).
CommandLine::CommandLine(QString usage, const QString& description) : usage_(std::move(usage)) {
    parser_.setApplicationDescription(translated("help", description));
    parser_.addHelpOption();
    parser_.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
}

void CommandLine::addPositional(const QString& name, const QString& description, bool required) {
    parser_.addPositionalArgument(name, paragraph(translated("help", description)), required ? name : "[" + name + "]");
    positional_names_ << name;
    ++all_positionals_;
    if (required) ++required_positionals_;
}

void CommandLine::addOption(const QString& name, const QString& value_name, const QString& description) {
    parser_.addOption(QCommandLineOption(name, paragraph(translated("help", description)), value_name));
}

void CommandLine::addServerOption() {
    addOption("server", "FOLDER|FILE|URL",
              "What `tourney serve` serves: a folder of events (the default: the current folder), an event "
              "file, or a postgresql:// address.");
}

QString CommandLine::served() const { return isSet("server") ? value("server") : QString("."); }

void CommandLine::addOption(const QString& name, const QString& value_name, const QString& description,
                            const QStringList& values) {
    QString text = translated("help", description);
    for (const QString& value : values) text = text.arg(value);
    parser_.addOption(QCommandLineOption(name, paragraph(text), value_name));
}

void CommandLine::addFlag(const QString& name, const QString& description) {
    parser_.addOption(QCommandLineOption(name, paragraph(translated("help", description))));
}

QString CommandLine::name() const {
    // The second word is an action ("player add"), never an option ("validate --game").
    static const QRegularExpression kCommandWords("^[a-z-]+( [a-z][a-z-]*)?");
    QString command = kCommandWords.match(usage_).captured(0);
    if (command.endsWith(' ')) command.chop(1);
    return command;
}

QString CommandLine::helpText() const {
    // QCommandLineParser names only the program and lists the arguments itself: the usage line
    // names the subcommand, and Qt's own options (--help-all) are none of an arbiter's business.
    // Its words come translated by Qt's own context, so the program is found after them.
    QString text = parser_.helpText();
    const QString usage = QCoreApplication::translate("QCommandLineParser", "Usage: %1");
    const QString before = usage.left(usage.indexOf("%1"));
    if (text.startsWith(before)) {
        const qsizetype program_end = text.indexOf(' ', before.size());
        if (argument_form_.isEmpty())
            text.replace(before.size(), program_end - before.size(), "tourney " + name());
        else  // Qt would list the positionals in order, without the action's name among them
            text.replace(before.size(), text.indexOf('\n') - before.size(),
                         "tourney " + name() + " " + argument_form_ + " [options]");
    }
    // Qt's --help-all with the lines its description wraps onto (a stray "options." was left).
    text.remove(QRegularExpression("\n *--help-all[^\n]*(\n {8,}[^ -][^\n]*)*"));
    return text;
}

// Forfeit results "-/+" and "-/-" begin with a dash, and so does a negative number ("-1"), and
// QCommandLineParser would read them as options ("Unknown option '1'"). No option begins with
// "-/" or a dash and a digit, so such an argument is marked as a value on the way in and
// unmarked by positional() and value(): `tourney result E -1 2 1-0` is then told that -1 is not
// a round, not that it is an unknown option.
static const QChar kLiteralMark(0xE000);  // a private-use character: never typed

static bool looksLikeValue(const QString& argument) {
    return argument.startsWith("-/") ||
           (argument.size() > 1 && argument[0] == '-' && (argument[1].isDigit() || argument[1] == '.'));
}

static QString unmarked(QString argument) {
    if (argument.startsWith(kLiteralMark)) argument.remove(0, 1);
    return argument;
}

QString CommandLine::value(const QString& name) const { return unmarked(parser_.value(name)); }

std::optional<int> CommandLine::parse(const QStringList& arguments) {
    QStringList marked = arguments;
    for (QString& argument : marked)
        if (looksLikeValue(argument)) argument.prepend(kLiteralMark);
    const bool parsed = parser_.parse(marked);
    if (parsed && parser_.isSet("help")) {
        QTextStream(stdout) << helpText();
        return kSuccess;
    }
    QString error;
    if (!parsed)
        error = parser_.errorText();
    else if (positionalCount() < required_positionals_)
        error = translated("messages", "missing arguments");
    else if (positionalCount() > all_positionals_)
        error = QCoreApplication::translate("messages", "unexpected argument '%1'")
                    .arg(parser_.positionalArguments().value(all_positionals_));
    if (error.isEmpty()) return std::nullopt;
    QTextStream(stderr) << "tourney " << name() << ": " << error << "\n\n" << helpText();
    return kUsageError;
}

QString CommandLine::positional(int index) const { return unmarked(parser_.positionalArguments().value(index)); }

int CommandLine::positionalCount() const { return static_cast<int>(parser_.positionalArguments().size()); }

int CommandLine::integer(const QString& argument_name, const QString& text, int minimum, int maximum) const {
    bool ok = false;
    const int value = text.trimmed().toInt(&ok);
    if (!ok || value < minimum || value > maximum)
        throw Refusal(QCoreApplication::translate("messages", "argument %1: '%2' is not a whole number from %3 to %4")
                          .arg(argument_name, text)
                          .arg(minimum)
                          .arg(maximum)
                          .toStdString());
    return value;
}

int CommandLine::wholeNumber(const QString& argument_name, const QString& text) const {
    bool ok = false;
    const int value = text.trimmed().toInt(&ok);
    if (!ok)
        throw Refusal(QCoreApplication::translate("messages", "argument %1: '%2' is not a whole number")
                          .arg(argument_name, text)
                          .toStdString());
    return value;
}

int CommandLine::integerOption(const QString& name, int fallback, int minimum, int maximum) const {
    return isSet(name) ? integer("--" + name, value(name), minimum, maximum) : fallback;
}

QString CommandLine::choice(const QString& name, const QStringList& allowed) const {
    if (!isSet(name)) return allowed.first();
    if (!allowed.contains(value(name)))
        throw Refusal(QCoreApplication::translate("messages", "argument %1: '%2' is not one of %3")
                          .arg("--" + name, value(name), allowed.join(", "))
                          .toStdString());
    return value(name);
}

QString CommandLine::argumentFor(const std::string& field) const {
    const auto named = field_names_.find(field);
    if (named != field_names_.end()) return named->second;
    const QString name = QString::fromStdString(field);
    if (positional_names_.contains(name.toUpper())) return name.toUpper();
    const QString option = QString(name).replace('_', '-');
    for (const QString& known : parser_.optionNames())
        if (known == option) return "--" + option;
    return name;
}

int CommandLine::run(const std::function<int()>& work) const { return runCommand(name(), work, this); }

static int usageError(const QString& command, const QString& message) {
    QTextStream(stderr)
        << "tourney " << command << ": " << message << '\n'
        << QCoreApplication::translate("messages", "'tourney %1 --help' describes the arguments.").arg(command) << '\n';
    return kUsageError;
}

// The event core and the commands write their messages as patterns with values (message.h);
// they are translated here, where they are printed.

int runCommand(const QString& command, const std::function<int()>& work, const CommandLine* line) {
    auto pointed = [&](const tournament::Refusal& refusal) {
        const QString text = translated(refusal.message());
        if (refusal.field().empty()) return text;
        return QCoreApplication::translate("messages", "argument %1: %2")
            .arg(line ? line->argumentFor(refusal.field()) : QString::fromStdString(refusal.field()), text);
    };
    try {
        return work();
    } catch (const UsageError& misuse) {
        return usageError(command, translated(misuse.message()));
    } catch (const tournament::UnusableRequest& missing) {
        return usageError(command, pointed(missing));
    } catch (const tournament::ForceRequired& on_purpose) {
        QTextStream(stderr) << "tourney " << command << ": "
                            << QCoreApplication::translate("messages", "%1; give --force to %2")
                                   .arg(pointed(on_purpose), translated(on_purpose.actionMessage()))
                            << '\n';
        return kRefused;
    } catch (const tournament::Refusal& refusal) {
        QTextStream(stderr) << "tourney " << command << ": " << pointed(refusal) << '\n';
        return kRefused;
    } catch (const formats::InputError& bad_input) {
        QTextStream(stderr) << "tourney " << command << ": " << translated(bad_input) << '\n';
        return kRefused;
    } catch (const std::bad_alloc&) {
        // Readers bound what they size by what a file holds; should anything still ask for more
        // memory than there is, the arbiter reads why, not "std::bad_alloc".
        QTextStream(stderr) << "tourney " << command << ": not enough memory for this input; nothing was changed\n";
        return kRefused;
    } catch (const std::exception& failure) {
        // The event core turns every failure the arbiter can act on into a Refusal; whatever
        // else arrives here is a bug, and is not dressed as one.
        QTextStream(stderr) << "tourney " << command << ": internal error: " << failure.what()
                            << " (a bug in Tourney; please report it)\n";
        return kInternalError;
    }
}

void printOut(const std::string& text) {
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
}

std::string spoken(const tournament::Message& message) { return utf8(translated(message)); }

std::string spokenLines(const std::vector<tournament::Message>& messages) {
    std::string text;
    for (const tournament::Message& message : messages) text += spoken(message) + '\n';
    return text;
}

void printErr(const std::string& text) { std::fwrite(text.data(), 1, text.size(), stderr); }

}  // namespace tourney::app
