// tourney: the command-line front of the tournament manager.
#include "app/command.h"
#include "formats/plain_text.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

using namespace tourney::app;

static void printOverview(QTextStream& out) {
    out << "Usage: tourney <command> [options]\n\nCommands:\n";
    for (const auto& [name, info] : commands())
        out << "  " << QString::fromStdString(name).leftJustified(12) << ' ' << QString::fromStdString(info.summary)
            << '\n';
    out << "\n'tourney <command> --help' describes each command.\n";
}

int main(int argc, char* argv[]) {
    QCoreApplication application(argc, argv);
    QCoreApplication::setApplicationName("tourney");
    QCoreApplication::setApplicationVersion("0.1.0");

    // Qt would replace bytes that are not UTF-8 silently, and a name would be stored changed.
    for (int i = 1; i < argc; ++i)
        if (!tourney::formats::isUtf8(argv[i])) {
            QTextStream(stderr) << "tourney: argument " << i << " is not valid UTF-8 text\n";
            return kUsageError;
        }
    QStringList arguments = QCoreApplication::arguments();
    QTextStream out(stdout);
    if (arguments.size() < 2 || arguments[1] == "--help" || arguments[1] == "-h" || arguments[1] == "help") {
        printOverview(out);
        return arguments.size() < 2 ? kUsageError : kSuccess;
    }
    if (arguments[1] == "--version") {
        out << "tourney " << QCoreApplication::applicationVersion() << '\n';
        return kSuccess;
    }
    const auto& table = commands();
    auto found = table.find(arguments[1].toStdString());
    if (found == table.end()) {
        QTextStream err(stderr);
        err << "tourney: unknown command '" << arguments[1] << "'\n";
        printOverview(err);
        return kUsageError;
    }
    arguments.removeFirst();  // the subcommand sees its own name first
    return found->second.run(arguments);
}
