// tourney team add FILE NAME --roster LIST [--federation FED] [--captain NAME] | list FILE:
// the teams of a team event (tournament/teams.h).
// tourney lineup FILE ROUND TEAM PLAYERS | --regulars: the line-ups of a round.
// tourney match FILE ROUND MATCH RESULTS: the results of a match's boards.
#include "app/command.h"
#include "app/command_actions.h"
#include "app/command_line.h"
#include "app/refusal.h"
#include "app/sql_event_store.h"
#include "tournament/teams.h"

namespace tourney::app {
namespace {

// "1,2,3" as start numbers; "-" or 0 stands for a board left empty where `empty_allowed`.
std::vector<int> startNumbers(const CommandLine& line, const QString& argument, const QString& text,
                              bool empty_allowed) {
    std::vector<int> numbers;
    for (const QString& item : text.split(',')) {
        const QString trimmed = item.trimmed();
        if (empty_allowed && trimmed == "-")
            numbers.push_back(0);
        else
            numbers.push_back(line.wholeNumber(argument, trimmed));
    }
    return numbers;
}

int add(const QStringList& arguments) {
    CommandLine line("team add FILE NAME",
                     "Enters a team before round 1 is paired; the next team number is its. Its\n"
                     "roster lists its players' start numbers in board order, reserves last.");
    line.addPositional("FILE", "The event file.");
    line.addPositional("NAME", "The team's name.");
    line.addOption("roster", "LIST", "Start numbers in board order, separated by commas (required).");
    line.addOption("federation", "FED", "The team's federation or club.");
    line.addOption("captain", "NAME", "The team's captain.");
    line.nameField("roster", "--roster");
    line.nameField("name", "NAME");
    line.nameField("federation", "--federation");
    line.nameField("captain", "--captain");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        if (!line.isSet("roster")) throw UsageError("give the team's players with --roster");
        tournament::TeamEntry entry;
        entry.name = utf8(line.positional(1));
        entry.federation = utf8(line.value("federation"));
        entry.captain = utf8(line.value("captain"));
        entry.roster = startNumbers(line, "--roster", line.value("roster"), false);
        SqlEventStore store = commandLineStore(line.positional(0));
        const int number = tournament::addTeam(store, entry);
        printOut(spoken(tournament::Message("Team %1: %2", number, entry.name)) + '\n');
        return kSuccess;
    });
}

int list(const QStringList& arguments) {
    return runTableCommand(arguments, "team list FILE", "Lists the teams with their rosters.",
                           [](const Event& event) { return tournament::teamListTable(event); });
}

int runTeam(const QStringList& arguments) {
    return runAction("team", {{"add", "enter a team with its roster", add}, {"list", "list the teams", list}},
                     arguments);
}

int runLineup(const QStringList& arguments) {
    CommandLine line("lineup FILE ROUND [TEAM PLAYERS]",
                     "Sets a team's line-up for a round: its players' start numbers board by board,\n"
                     "in the roster's order; - leaves a board empty (its game is lost by forfeit).");
    line.addPositional("FILE", "The event file.");
    line.addPositional("ROUND", "The round.");
    line.addPositional("TEAM", "The team's number.", false);
    line.addPositional("PLAYERS", "Start numbers separated by commas, board 1 first, e.g. 1,2,-,5.", false);
    line.addFlag("regulars", "Every team of the round without a line-up plays its first players, one a board.");
    line.nameField("round", "ROUND");
    line.nameField("team", "TEAM");
    line.nameField("players", "PLAYERS");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        const int round = line.wholeNumber("ROUND", line.positional(1));
        SqlEventStore store = commandLineStore(line.positional(0));
        if (line.isSet("regulars")) {
            if (line.positionalCount() > 2) throw UsageError("--regulars takes no TEAM or PLAYERS");
            tournament::setRegularLineups(store, round);
            printOut(spoken(tournament::Message("Round %1: every team without a line-up plays its regulars", round)) +
                     '\n');
            return kSuccess;
        }
        if (line.positionalCount() < 4) throw UsageError("give TEAM and PLAYERS, or --regulars");
        tournament::LineupEntry entry;
        entry.round = round;
        entry.team = line.wholeNumber("TEAM", line.positional(2));
        entry.players = startNumbers(line, "PLAYERS", line.positional(3), true);
        tournament::setLineup(store, entry);
        printOut(spoken(tournament::Message("Round %1: line-up of team %2 set", entry.round, entry.team)) + '\n');
        return kSuccess;
    });
}

int runMatch(const QStringList& arguments) {
    CommandLine line("match FILE ROUND MATCH RESULTS",
                     "Enters the results of a team match's boards at once, board 1 first, each as\n"
                     "for a game (White's first); all are stored or none.");
    line.addPositional("FILE", "The event file.");
    line.addPositional("ROUND", "The round.");
    line.addPositional("MATCH", "The match, as the round's pairing numbers it.");
    line.addPositional("RESULTS", "Results separated by commas, e.g. 1-0,0-1,1/2-1/2,-; - skips a board.");
    line.addFlag("force", "Replace results already entered (logged).");
    line.nameField("round", "ROUND");
    line.nameField("match", "MATCH");
    line.nameField("board", "RESULTS");
    line.nameField("result", "RESULTS");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        std::vector<std::string> results;
        for (const QString& token : line.positional(3).split(',')) results.push_back(utf8(token.trimmed()));
        SqlEventStore store = commandLineStore(line.positional(0));
        const auto entered = tournament::enterMatchResults(store, line.wholeNumber("ROUND", line.positional(1)),
                                                           line.wholeNumber("MATCH", line.positional(2)), results,
                                                           line.isSet("force"));
        std::string text;
        for (const tournament::EnteredBoardResult& board : entered)
            text += spoken(tournament::Message("%1: %2", board.where, tournament::Message::value(board.result))) + '\n';
        printOut(text);
        return kSuccess;
    });
}

const Command team("team", "enter and list the teams of a team event", runTeam);
const Command lineup("lineup", "set a team's line-up for a round", runLineup);
const Command match("match", "enter the results of a team match's boards", runMatch);

}  // namespace
}  // namespace tourney::app
