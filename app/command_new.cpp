// tourney new FILE --name NAME --game GAME --system SYSTEM [--rounds N] [--scoring W,D,L]
//                  [--placement LIST] [--bye-points P] [--tiebreaks LIST] [--acceleration baku]
//                  [event details]
#include "app/command.h"
#include "app/command_line.h"
#include "app/database.h"
#include "app/sql_event_store.h"
#include "tournament/event_setup.h"

#include <QRandomGenerator>
#include <QTextStream>

namespace tourney::app {
namespace {

void describe(CommandLine& line) {
    line.addPositional("FILE", "The event file to create (SQLite).");
    line.addOption("name", "NAME", "The event's name (required).");
    line.addOption("game", "GAME", "chess, draughts, camelot or chaturaji (required).");
    line.addOption("system", "SYSTEM", "round-robin, double-round-robin or swiss (required).");
    line.addOption("rounds", "N",
                   "Number of rounds (Swiss; round robins derive it, but a round robin at\n"
                   "tables of four may be given fewer or more).");
    line.addOption("scoring", "W,D,L",
                   "Points for a win, a draw and a loss, e.g. 3,1,0 "
                   "(default 1,0.5,0; 2,1,0 for draughts).");
    line.addOption("placement", "LIST",
                   "Games at tables of four (chaturaji): the points of each place at a\n"
                   "table, first place first (default 3,2,1,0); tied seats share.");
    line.addOption("bye-points", "P", "Games at tables of four: a bye's score (default: the mean of --placement).");
    line.addOption("tiebreaks", "LIST",
                   "Tie-break codes in order, e.g. BH/C1,BH,SB,DE "
                   "(default DE,WIN,SB,KS for round robins, BH/C1,BH,SB,DE for Swiss;\n"
                   "at tables of four GP,WIN,BH,DE: game points, first places, Buchholz, direct encounter).");
    line.addOption("city", "CITY", "Where the event is played.");
    line.addOption("federation", "FED", "The organising federation's three-letter code.");
    line.addOption("start-date", "DATE", "First day, yyyy-mm-dd.");
    line.addOption("end-date", "DATE", "Last day, yyyy-mm-dd.");
    line.addOption("chief-arbiter", "NAME", "The chief arbiter.");
    line.addOption("time-control", "TEXT", "The time control, e.g. 90'/40+30'+30\".");
    line.addOption("acceleration", "METHOD",
                   "Swiss only: none (default) or baku, the Baku accelerated\n"
                   "pairings (virtual points for pairing only).");
}

tournament::EventSettings settingsOf(const CommandLine& line) {
    auto text = [&](const char* option) { return line.value(option).trimmed().toStdString(); };
    auto optional = [&](const char* option) {
        return line.isSet(option) ? std::optional<std::string>(text(option)) : std::nullopt;
    };
    tournament::EventSettings settings;
    settings.info.name = text("name");
    settings.info.city = text("city");
    settings.info.federation = text("federation");
    settings.info.start_date = text("start-date");
    settings.info.end_date = text("end-date");
    settings.info.chief_arbiter = text("chief-arbiter");
    settings.info.time_control = text("time-control");
    settings.game = text("game");
    settings.system = text("system");
    if (line.isSet("rounds"))
        settings.rounds = line.wholeNumber("--rounds", line.value("rounds"));  // the range: the core
    settings.scoring = optional("scoring");
    settings.placement = optional("placement");
    settings.bye_points = optional("bye-points");
    settings.tiebreaks = optional("tiebreaks");
    settings.acceleration = line.value("acceleration").trimmed().toLower().toStdString();
    settings.lots_seed = QRandomGenerator::system()->generate64();
    return settings;
}

int run(const QStringList& arguments) {
    CommandLine line("new FILE", "Creates an event file.");
    describe(line);
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        SqlEventStore store(line.positional(0));
        const Event event = tournament::createEvent(store, settingsOf(line));
        QTextStream(stdout) << "Created " << shownLocation(line.positional(0)) << ": "
                            << QString::fromStdString(event.info.name) << " ("
                            << QString::fromStdString(std::string(rules::gameName(event.game))) << ", "
                            << QString::fromStdString(std::string(systemName(event.system))) << ")\n";
        return kSuccess;
    });
}

const Command registered("new", "create an event file", run);

}  // namespace
}  // namespace tourney::app
