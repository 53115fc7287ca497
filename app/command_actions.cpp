#include "app/command_actions.h"

#include <QTextStream>

#include <algorithm>

namespace tourney::app {

int runAction(const QString& command, const std::vector<Action>& actions, const QStringList& arguments) {
    const QString name = arguments.value(1);
    const auto found = std::find_if(actions.begin(), actions.end(),
                                    [&](const Action& action) { return action.name == name; });
    if (found != actions.end()) return found->run(arguments.mid(1));

    const bool help = name == "--help" || name == "-h";
    QStringList names;
    int width = 0;
    for (const Action& action : actions) {
        names << action.name;
        width = std::max(width, static_cast<int>(action.name.size()));
    }
    QTextStream out(help ? stdout : stderr);
    out << "Usage: tourney " << command << ' ' << names.join('|') << " FILE ...\n";
    for (const Action& action : actions)
        out << "  " << action.name.leftJustified(width) << "  " << action.summary << '\n';
    out << "'tourney " << command << " ACTION --help' describes each.\n";
    return help ? kSuccess : kUsageError;
}

}  // namespace tourney::app
