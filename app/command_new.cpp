// tourney new FILE --name NAME --game GAME --system SYSTEM [--rounds N] [--scoring W,D,L]
//                  [--tiebreaks LIST] [--acceleration baku] [event details]
#include "app/command.h"
#include "app/command_line.h"
#include "app/event_store.h"
#include "app/refusal.h"
#include "scoring/tiebreaks.h"

#include "app/tiebreak_option.h"

#include <QDate>
#include <QRandomGenerator>
#include <QTextStream>

namespace tourney::app {
namespace {

// Tie-breaks when the arbiter names none. C.07 §13 recommends, for individual round robins,
// direct encounter, number of wins, Sonneborn-Berger and Koya; for Swiss events, Buchholz
// cut 1, Buchholz, Sonneborn-Berger and direct encounter.
std::vector<std::string> defaultTiebreaks(PairingSystem system) {
    if (isRoundRobin(system)) return {"DE", "WIN", "SB", "KS"};
    return {"BH/C1", "BH", "SB", "DE"};
}

std::string isoDate(const CommandLine& line, const QString& option) {
    if (!line.isSet(option)) return {};
    const QDate date = QDate::fromString(line.value(option), Qt::ISODate);
    if (!date.isValid())
        throw Refusal(
            ("argument --" + option + ": '" + line.value(option) + "' is not a date (yyyy-mm-dd)").toStdString());
    return date.toString(Qt::ISODate).toStdString();
}

int run(const QStringList& arguments) {
    CommandLine line("new FILE", "Creates an event file.");
    line.addPositional("FILE", "The event file to create (SQLite).");
    line.addOption("name", "NAME", "The event's name (required).");
    line.addOption("game", "GAME", "chess, draughts, camelot or chaturaji (required).");
    line.addOption("system", "SYSTEM", "round-robin, double-round-robin or swiss (required).");
    line.addOption("rounds", "N", "Number of rounds (Swiss only; round robins derive it).");
    line.addOption("scoring", "W,D,L",
                   "Points for a win, a draw and a loss, e.g. 3,1,0 "
                   "(default 1,0.5,0; 2,1,0 for draughts).");
    line.addOption("tiebreaks", "LIST",
                   "Tie-break codes in order, e.g. BH/C1,BH,SB,DE "
                   "(default DE,WIN,SB,KS for round robins, BH/C1,BH,SB,DE for Swiss).");
    line.addOption("city", "CITY", "Where the event is played.");
    line.addOption("federation", "FED", "The organising federation's three-letter code.");
    line.addOption("start-date", "DATE", "First day, yyyy-mm-dd.");
    line.addOption("end-date", "DATE", "Last day, yyyy-mm-dd.");
    line.addOption("chief-arbiter", "NAME", "The chief arbiter.");
    line.addOption("time-control", "TEXT", "The time control, e.g. 90'/40+30'+30\".");
    line.addOption("acceleration", "METHOD",
                   "Swiss only: none (default) or baku, the Baku accelerated\n"
                   "pairings of C.04.7 (virtual points for pairing only).");
    if (auto stop = line.parse(arguments)) return *stop;

    return runCommand("new", [&] {
        for (const char* required : {"name", "game", "system"})
            if (!line.isSet(required) || line.value(required).trimmed().isEmpty())
                throw UsageError(std::string("--") + required + " is required");
        Event event;
        event.info.name = line.value("name").trimmed().toStdString();
        const auto game = rules::parseGameName(line.value("game").toStdString());
        if (!game)
            throw Refusal(("argument --game: '" + line.value("game") + "' is not chess, draughts, camelot or chaturaji")
                              .toStdString());
        event.game = *game;
        const auto system = parseSystemName(line.value("system").toStdString());
        if (!system)
            throw Refusal(
                ("argument --system: '" + line.value("system") + "' is not round-robin, double-round-robin or swiss")
                    .toStdString());
        event.system = *system;
        if (isRoundRobin(event.system)) {
            if (line.isSet("rounds"))
                throw Refusal("argument --rounds: a round robin takes its number of rounds from its number of players");
        } else {
            if (!line.isSet("rounds")) throw UsageError("--rounds is required for a Swiss event");
            event.planned_rounds = line.integer("--rounds", line.value("rounds"), 1, 99);
        }
        event.points = event.game == rules::GameKind::Draughts ? PointSystem::draughts() : PointSystem::standard();
        if (line.isSet("scoring")) {
            const auto points = PointSystem::fromTriple(line.value("scoring").toStdString());
            if (!points)
                throw Refusal(
                    ("argument --scoring: '" + line.value("scoring") + "' is not W,D,L such as 1,0.5,0 or 3,1,0")
                        .toStdString());
            event.points = *points;
        }
        if (line.isSet("acceleration")) {
            const QString method = line.value("acceleration").trimmed().toLower();
            if (method != "baku" && method != "none")
                throw Refusal(("argument --acceleration: '" + line.value("acceleration") + "' is not none or baku")
                                  .toStdString());
            if (method == "baku" && isRoundRobin(event.system))
                throw Refusal("argument --acceleration: accelerated pairings are for Swiss events (C.04.7)");
            // C.04.7 applies with the standard point system only (a win is two draws, a loss 0).
            if (method == "baku" &&
                (event.points.win.tenths() != 2 * event.points.draw.tenths() || event.points.loss.tenths() != 0))
                throw Refusal("argument --acceleration: Baku acceleration needs win = 2 x draw and loss = 0 (C.04.7)");
            event.acceleration = method == "baku" ? Acceleration::Baku : Acceleration::None;
        }
        event.tiebreaks = line.isSet("tiebreaks") ? tiebreakList(line.value("tiebreaks"))
                                                  : defaultTiebreaks(event.system);
        event.info.city = line.value("city").toStdString();
        event.info.federation = line.value("federation").toUpper().toStdString();
        event.info.start_date = isoDate(line, "start-date");
        event.info.end_date = isoDate(line, "end-date");
        event.info.chief_arbiter = line.value("chief-arbiter").toStdString();
        event.info.time_control = line.value("time-control").toStdString();
        // The seed of the drawing of lots (C.07 §9), drawn once here and kept with the event.
        event.lots_seed = QRandomGenerator::system()->generate64();

        createEventFile(line.positional(0), event);
        QTextStream(stdout) << "Created " << line.positional(0) << ": " << QString::fromStdString(event.info.name)
                            << " (" << QString::fromStdString(std::string(rules::gameName(event.game))) << ", "
                            << QString::fromStdString(std::string(systemName(event.system))) << ")\n";
        return kSuccess;
    });
}

const Command registered("new", "create an event file", run);

}  // namespace
}  // namespace tourney::app
