// tourney set-tiebreaks FILE LIST [--force]: changes the event's ordered tie-break list.
// Before round 1 is paired the list is free to change. Afterwards players have seen the
// announced list, so a change needs --force, prints a warning, and is kept in the event's log.
#include "app/command.h"
#include "app/command_line.h"
#include "app/event_store.h"
#include "app/refusal.h"
#include "app/tiebreak_option.h"

#include <QTextStream>

namespace tourney::app {
namespace {

std::string joined(const std::vector<std::string>& codes) {
    std::string text;
    for (const std::string& code : codes) text += (text.empty() ? "" : ",") + code;
    return text;
}

int run(const QStringList& arguments) {
    CommandLine line("set-tiebreaks FILE LIST [--force]",
                     "Sets the event's tie-breaks, in order (e.g. BH/C1,BH,SB,DE). Once round 1 is paired, "
                     "a change needs --force and is logged.");
    line.addPositional("FILE", "The event file.");
    line.addPositional("LIST", "Tie-break codes as TRF-26 line 202 writes them.");
    line.addFlag("force", "Change the list although rounds are already paired (an arbiter's decision, logged).");
    if (auto stop = line.parse(arguments)) return *stop;

    return runCommand("set-tiebreaks", [&] {
        const std::vector<std::string> codes = tiebreakList(line.positional(1));
        std::string before;
        int paired = 0;
        updateEventFile(line.positional(0), [&](Event& event, Database& database) {
            before = joined(event.tiebreaks);
            paired = event.roundsPaired();
            if (paired > 0 && !line.isSet("force"))
                throw Refusal("round " + std::to_string(paired) + " is already paired: the announced tie-breaks (" +
                              before + ") change only with --force, and the change is logged");
            event.tiebreaks = codes;
            if (paired > 0)
                appendLog(database, "set-tiebreaks --force",
                          "tie-breaks changed after round " + std::to_string(paired) + " was paired: " + before +
                              " -> " + joined(codes));
        });
        if (paired > 0)
            QTextStream(stderr) << "tourney set-tiebreaks: warning: tie-breaks changed after round " << paired
                                << " was paired (" << QString::fromStdString(before) << " -> "
                                << QString::fromStdString(joined(codes)) << "); the change is in the event's log\n";
        QTextStream(stdout) << "Tie-breaks: " << QString::fromStdString(joined(codes)) << '\n';
        return kSuccess;
    });
}

const Command registered("set-tiebreaks", "change the event's tie-break list (logged once rounds are paired)", run);

}  // namespace
}  // namespace tourney::app
