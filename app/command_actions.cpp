#include "app/command_actions.h"

#include "app/command_line.h"
#include "app/event_input.h"
#include "app/interface_language.h"
#include "app/sql_event_store.h"
#include "reports/table_formats.h"

#include <QTextStream>

#include <algorithm>

namespace tourney::app {

int runAction(const QString& command, const std::vector<Action>& actions, const QStringList& arguments,
              const QString& usage) {
    const QString name = arguments.value(1);
    const auto found = std::find_if(actions.begin(), actions.end(),
                                    [&](const Action& action) { return action.name == name; });
    if (found != actions.end()) return found->run(arguments.mid(1));

    const bool asked = name == "--help" || name == "-h";
    QStringList names;
    int width = 0;
    for (const Action& action : actions) {
        names << action.name;
        width = std::max(width, static_cast<int>(action.name.size()));
    }
    QTextStream out(asked ? stdout : stderr);
    out << "Usage: tourney " << (usage.isEmpty() ? command + ' ' + names.join('|') + " FILE ..." : usage) << '\n';
    for (const Action& action : actions)
        out << "  " << action.name.leftJustified(width) << "  " << translated("help", action.summary) << '\n';
    out << help("'tourney %1 ACTION --help' describes each.").arg(command) << '\n';
    return asked ? kSuccess : kUsageError;
}

int runTableCommand(const QStringList& arguments, const QString& usage, const QString& description,
                    const std::function<tournament::Table(const Event&)>& table, TableSource source) {
    const bool trf = source == TableSource::EventOrTrf;
    CommandLine line(usage, description);
    line.addPositional("FILE", trf ? "The event file, or a FIDE TRF file (.trf)." : "The event file.");
    line.addOption("format", "text|tsv|csv|json", "text (default), or tsv, csv and json with a header line.");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        const QString format = line.choice("format", {"text", "tsv", "csv", "json"});
        const Event event = trf ? readEventOrTrf(line.positional(0)) : SqlEventStore(line.positional(0)).load();
        printOut(reports::renderTable(table(event), *reports::parseTableFormat(utf8(format))));
        return kSuccess;
    });
}

}  // namespace tourney::app
