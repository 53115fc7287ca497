// tourney new FILE --name NAME --game GAME --system SYSTEM [--rounds N] [--scoring W,D,L]
//                  [--placement LIST] [--bye-points P] [--tiebreaks LIST] [--acceleration baku]
//                  [--fide-mode on|off] [--teams [--boards N] [--match-points W,D,L] [--team-score SCORE]]
//                  [event details]
#include "app/command.h"
#include "app/command_line.h"
#include "app/database.h"
#include "app/new_event_command.h"
#include "app/new_event_fields.h"
#include "app/refusal.h"
#include "app/sql_event_store.h"
#include "rules/registry.h"
#include "scoring/tiebreaks.h"
#include "tournament/event_setup.h"

#include <QStringList>
#include <QTextStream>

#include <algorithm>
#include <utility>
#include <vector>

namespace tourney::app {
namespace {

// The games of two seats by their own scale, from the registry: "1,0.5,0 for chess, camelot;
// 2,1,0 for draughts".
QString gameScales() {
    std::vector<std::pair<QString, QStringList>> scales;
    for (const rules::GameEntry& game : rules::registeredGames()) {
        if (game.seat_names.size() != 2) continue;
        const QString scale = QStringList{QString::number(game.win_points), QString::number(game.draw_points),
                                          QString::number(game.loss_points)}
                                  .join(',');
        auto same = std::find_if(scales.begin(), scales.end(), [&](const auto& known) { return known.first == scale; });
        if (same == scales.end()) same = scales.insert(scales.end(), {scale, {}});
        same->second << QString::fromStdString(std::string(game.name));
    }
    QStringList parts;
    for (const auto& [scale, games] : scales) parts << scale + " for " + games.join(", ");
    return parts.join("; ");
}

// The games played at tables of more than two: "chaturaji".
QString gamesAtTables() {
    QStringList games;
    for (const rules::GameEntry& game : rules::registeredGames())
        if (game.seat_names.size() > 2) games << QString::fromStdString(std::string(game.name));
    return games.join(", ");
}

}  // namespace

void describeNewEvent(CommandLine& line) {
    line.addOption("name", "NAME", "The event's name (required).");
    line.addOption("game", "GAME", "%1 (required).", {QString::fromStdString(rules::gameNameList(" or "))});
    line.addOption("system", "SYSTEM",
                   "round-robin, double-round-robin, swiss (FIDE Dutch), dubov (FIDE Dubov) or burstein\n"
                   "(FIDE Burstein) (required).");
    line.addOption("rounds", "N",
                   "Number of rounds (Swiss; round robins derive it, but a round robin at\n"
                   "tables of four may be given fewer or more).");
    line.addOption("scoring", "W,D,L", "Points for a win, a draw and a loss, e.g. 3,1,0 (default: the game's own: %1).",
                   {gameScales()});
    line.addOption("placement", "LIST",
                   "Games at tables (%1): the points of each place at a\n"
                   "table, first place first (default 3,2,1,0); tied seats share.",
                   {gamesAtTables()});
    line.addOption("bye-points", "P", "Games at tables of four: a bye's score (default: the mean of --placement).");
    const auto defaults = [](PairingSystem system, bool at_tables) {
        QStringList codes;
        for (const std::string& code : defaultTiebreaks(system, at_tables)) codes << QString::fromStdString(code);
        return codes.join(',');
    };
    line.addOption("tiebreaks", "LIST",
                   "Tie-break codes in order, e.g. BH/C1,BH,SB,DE "
                   "(default %1 for round robins, %2 for Swiss;\n"
                   "at tables of four %3).",
                   {defaults(PairingSystem::RoundRobin, false), defaults(PairingSystem::Swiss, false),
                    defaults(PairingSystem::Swiss, true)});
    line.addOption("city", "CITY", "Where the event is played.");
    line.addOption("federation", "FED", "The organising federation's three-letter code.");
    line.addOption("start-date", "DATE", "First day, yyyy-mm-dd.");
    line.addOption("end-date", "DATE", "Last day, yyyy-mm-dd.");
    line.addOption("chief-arbiter", "NAME", "The chief arbiter.");
    line.addOption("time-control", "TEXT", "The time control, e.g. 90'/40+30'+30\".");
    line.addOption("acceleration", "METHOD",
                   "Swiss only: none (default) or baku, the Baku accelerated\n"
                   "pairings (virtual points for pairing only).");
    line.addOption("fide-mode", "on|off",
                   "FIDE mode: tie-breaks and forbidden pairs locked once round 1\n"
                   "is paired, pairings by hand compared with the engine's (default:\n"
                   "on for chess, which FIDE rates; off for the other games).");
    line.nameField("fide_mode", "--fide-mode");
    line.addFlag("teams",
                 "A team event: teams of players (tourney team add), a line-up each round\n"
                 "(tourney lineup), results per board; a round robin of teams (the Swiss\n"
                 "team pairing, C.04.6, is not done yet). --tiebreaks then takes the team\n"
                 "codes (MP, GP, DE, BH:MP, BH:GP, SB:MP, SB:GP, EMGSB, EGMSB, ESB).");
    line.addOption("boards", "N", "Team events: the boards of a match, one player of each team a board (default 4).");
    line.addOption("match-points", "W,D,L", "Team events: match points for a match won, drawn, lost (default 2,1,0).");
    line.addOption("team-score", "SCORE", "Team events: what ranks the teams, match-points (default) or game-points.");
    line.nameField("boards", "--boards");
    line.nameField("match_points", "--match-points");
    line.nameField("team_score", "--team-score");
    line.nameField("teams", "--teams");
}

tournament::EventSettings newEventSettingsOf(const CommandLine& line) {
    tournament::EventSettings settings = newEventSettings([&](const std::string& field) -> std::optional<std::string> {
        const QString option = QString::fromStdString(field).replace('_', '-');  // "start_date": --start-date
        return line.isSet(option) ? std::optional(line.value(option).toStdString()) : std::nullopt;
    });
    if (line.isSet("rounds"))
        settings.rounds = line.wholeNumber("--rounds", line.value("rounds"));  // the range: the core
    if (line.isSet("fide-mode")) {
        const QString mode = line.value("fide-mode");
        if (mode != "on" && mode != "off") throw UsageError("--fide-mode takes on or off");
        settings.fide_mode = mode == "on";
    }
    if (line.isSet("teams")) {
        settings.team_boards = line.isSet("boards") ? line.wholeNumber("--boards", line.value("boards")) : 4;
        if (line.isSet("match-points")) settings.match_points = utf8(line.value("match-points"));
        if (line.isSet("team-score")) settings.team_score = utf8(line.value("team-score"));
    } else if (line.isSet("boards") || line.isSet("match-points") || line.isSet("team-score")) {
        throw UsageError("--boards, --match-points and --team-score are for team events (--teams)");
    }
    return settings;
}

namespace {

int run(const QStringList& arguments) {
    CommandLine line("new FILE", "Creates an event file.");
    line.addPositional("FILE", "The event file to create (SQLite).");
    describeNewEvent(line);
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        SqlEventStore store = commandLineStore(line.positional(0));
        const Event event = tournament::createEvent(store, newEventSettingsOf(line));
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
