// tourney: the command-line front of the tournament manager.
#include "app/command.h"
#include "app/interface_language.h"
#include "formats/plain_text.h"

#include <QCoreApplication>
#include <QTextStream>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

using namespace tourney::app;

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

// The edit distance between two words (insertions, deletions, substitutions).
static int distance(const std::string& a, const std::string& b) {
    std::vector<int> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) row[j] = static_cast<int>(j);
    for (std::size_t i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = static_cast<int>(i);
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const int above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[b.size()];
}

// The command a mistyped name most likely meant, when one is close enough.
static std::string closestCommand(const std::string& typed) {
    std::string best;
    int best_distance = 3;
    for (const auto& [name, info] : commands())
        if (const int d = distance(typed, name); d < best_distance) best = name, best_distance = d;
    return best;
}

int main(int argc, char* argv[]) {
    QCoreApplication application(argc, argv);
    QCoreApplication::setApplicationName("tourney");
    // The semantic version kept in one place, the top CMakeLists.txt's project() (docs/fide-acceptance.md).
    QCoreApplication::setApplicationVersion(TOURNEY_VERSION);

    // Qt would replace bytes that are not UTF-8 silently, and a name would be stored changed.
    for (int i = 1; i < argc; ++i)
        if (!tourney::formats::isUtf8(argv[i])) {
            QTextStream(stderr) << "tourney: argument " << i << " is not valid UTF-8 text\n";
            return kUsageError;
        }
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
        err << "tourney: " << help("unknown command '%1'").arg(arguments[1]);
        if (const std::string near = closestCommand(arguments[1].toStdString()); !near.empty())
            err << "; " << help("did you mean '%1'?").arg(QString::fromStdString(near));
        err << '\n';
        printOverview(err);
        return kUsageError;
    }
    arguments.removeFirst();  // the subcommand sees its own name first
    return found->second.run(arguments);
}
