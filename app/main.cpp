// tourney: the command-line front of the tournament manager.
#include "app/command.h"
#include "app/interface_language.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

using namespace tourney::app;

static QString help(const char* english) { return translated("help", english); }

static void printOverview(QTextStream& out) {
    out << help("Usage: tourney <command> [options]") << "\n\n" << help("Commands:") << '\n';
    for (const auto& [name, info] : commands())
        out << "  " << QString::fromStdString(name).leftJustified(12) << ' '
            << translated("help", QString::fromStdString(info.summary)) << '\n';
    out << '\n'
        << help("'tourney <command> --help' describes each command.") << '\n'
        << help(
               "Every command also takes --lang en|bn (the language of help, messages and report labels;\n"
               "or TOURNEY_LANG) and --digits ascii|bengali (the digits of reports; or TOURNEY_DIGITS).")
        << '\n';
}

int main(int argc, char* argv[]) {
    QCoreApplication application(argc, argv);
    QCoreApplication::setApplicationName("tourney");
    QCoreApplication::setApplicationVersion("0.1.0");

    QStringList arguments = QCoreApplication::arguments();
    QTextStream out(stdout);
    if (const QString problem = setUpInterfaceLanguage(arguments); !problem.isEmpty()) {
        QTextStream(stderr) << "tourney: " << problem << '\n';
        return kUsageError;
    }
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
        err << "tourney: " << help("unknown command '%1'").arg(arguments[1]) << '\n';
        printOverview(err);
        return kUsageError;
    }
    arguments.removeFirst();  // the subcommand sees its own name first
    return found->second.run(arguments);
}
