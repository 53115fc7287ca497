// tourney player add|import|list|withdraw: the event's players.
#include "app/command.h"
#include "app/command_actions.h"
#include "app/command_line.h"
#include "app/event_store.h"
#include "app/initial_ranking.h"
#include "app/player_argument.h"
#include "app/refusal.h"
#include "formats/player_csv.h"

#include <QFileInfo>
#include <QTextStream>

#include <algorithm>
#include <fstream>
#include <map>
#include <stdexcept>

namespace tourney::app {
namespace {

// A round robin's schedule is fixed for the players it was drawn for (C.05 Annex 1): new
// players can join only before the first round is paired. A Swiss event takes late entries.
void checkMayRegister(const Event& event) {
    if (isRoundRobin(event.system) && event.roundsPaired() > 0)
        throw Refusal("a round robin takes no new players once round 1 is paired (tourney unpair undoes a pairing)");
}

const char* kMissedRoundsHelp =
    "Late entries to a Swiss event: what each round already paired scores, zero or half\n"
    "(a zero-point or half-point bye, as the regulations say), or full; one value for every\n"
    "missed round, or one per round separated by commas (default: zero).";

// The byes a late entrant gets for the rounds paired before he arrived: the --missed-rounds
// option, one kind for all of them or one per round.
std::vector<ByeKind> missedRoundByes(const CommandLine& line, int rounds_paired) {
    static const std::map<QString, ByeKind> kKinds = {
        {"zero", ByeKind::Zero}, {"half", ByeKind::Half}, {"full", ByeKind::Full}};
    const QStringList names = line.isSet("missed-rounds") ? line.value("missed-rounds").split(',')
                                                          : QStringList{"zero"};
    if (line.isSet("missed-rounds") && rounds_paired == 0)
        throw Refusal("argument --missed-rounds: no round is paired yet, so nobody has missed one");
    if (names.size() != 1 && names.size() != rounds_paired)
        throw Refusal(QString("argument --missed-rounds: %1 values for %2 rounds paired (give one, or one per round)")
                          .arg(names.size())
                          .arg(rounds_paired)
                          .toStdString());
    std::vector<ByeKind> kinds;
    for (int r = 0; r < rounds_paired; ++r) {
        const QString name = names.value(names.size() == 1 ? 0 : r).trimmed();
        const auto found = kKinds.find(name);
        if (found == kKinds.end())
            throw Refusal(("argument --missed-rounds: '" + name + "' is not zero, half or full").toStdString());
        kinds.push_back(found->second);
    }
    return kinds;
}

// What became of the players just registered: their start numbers, and for late entries
// what their arrival changed.
struct Registration {
    std::vector<int> start_numbers;
    bool late = false;
    bool renumbered = false;
};

// Before round 1 a player takes the next start number (round 1 numbers the whole list by the
// initial ranking). A late entry to a Swiss event takes his place in the initial ranking
// (C.04.2), and each round he missed scores as the arbiter entered it.
Registration registerPlayers(Event& event, std::vector<Player> players, const std::vector<ByeKind>& missed) {
    Registration done;
    done.late = event.roundsPaired() > 0;
    for (Player& player : players) {
        if (!done.late) {
            player.start_no = static_cast<int>(event.players.size()) + 1;
            event.players.push_back(std::move(player));
            done.start_numbers.push_back(static_cast<int>(event.players.size()));
            continue;
        }
        const int start_no = insertByInitialRanking(event, std::move(player));
        for (int& earlier : done.start_numbers)
            if (earlier >= start_no) ++earlier;
        done.start_numbers.push_back(start_no);
        done.renumbered = done.renumbered || start_no < static_cast<int>(event.players.size());
        for (int r = 0; r < event.roundsPaired(); ++r) event.rounds[r].byes.push_back(Bye{start_no, missed[r]});
    }
    return done;
}

// Late entries that moved other players' pairing numbers go to the event's log: printed
// pairings and scoresheets of earlier rounds carry the old numbers.
void logRenumbering(Database& database, const std::string& command, const Event& event, const Registration& done) {
    if (!done.renumbered) return;
    std::string entrants;
    for (int start_no : done.start_numbers)
        entrants += (entrants.empty() ? "" : ", ") + std::to_string(start_no) + " " + event.player(start_no)->name;
    appendLog(database, command,
              "late entry at its place in the initial ranking (C.04.2): " + entrants +
                  "; the players ranked after moved up by one number each");
}

void printLateEntry(QTextStream& out, int rounds_paired, const Registration& done, const std::vector<ByeKind>& missed) {
    if (!done.late) return;
    if (done.renumbered)
        out << "Late entry: pairing numbers follow the initial ranking (C.04.2); the players after the newcomer moved "
               "up.\n";
    else if (rounds_paired >= kLastRoundToRenumber)
        out << "Late entry after round " << kLastRoundToRenumber << " is paired: pairing numbers are kept (C.04.2).\n";
    for (int r = 0; r < static_cast<int>(missed.size()); ++r)
        out << "Round " << r + 1 << ": " << QString::fromStdString(std::string(byeName(missed[r]))) << '\n';
}

QString fieldOption(const std::string& field) { return QString::fromStdString(field).replace('_', '-'); }

int add(const QStringList& arguments) {
    CommandLine line("player add FILE",
                     "Registers a player; the next start number is theirs. After round 1 of a\n"
                     "Swiss event is paired, a late entry takes his place in the initial ranking.");
    line.addPositional("FILE", "The event file.");
    line.addOption("name", "NAME", "Name, any script; \"Surname, Given\" by FIDE convention (required).");
    line.addOption("rating", "R", "Rating (0 or absent: unrated).");
    line.addOption("title", "T", "Title: GM, IM, FM, WGM, ...");
    line.addOption("federation", "F", "Three-letter federation code.");
    line.addOption("fide-id", "ID", "FIDE id.");
    line.addOption("birth-year", "Y", "Year of birth.");
    line.addOption("sex", "m|f", "Sex.");
    line.addOption("missed-rounds", "KINDS", kMissedRoundsHelp);
    if (auto stop = line.parse(arguments)) return *stop;

    return runCommand("player add", [&] {
        if (!line.isSet("name")) throw UsageError("--name is required");
        Player player;
        for (const std::string& field : formats::playerCsvColumns()) {
            const QString option = fieldOption(field);
            if (!line.isSet(option)) continue;
            try {
                formats::setPlayerField(player, field, line.value(option).toStdString());
            } catch (const std::invalid_argument& bad) {
                throw Refusal("argument --" + option.toStdString() + ": " + bad.what());
            }
        }
        Registration done;
        int rounds_paired = 0;
        std::vector<ByeKind> missed;
        updateEventFile(line.positional(0), [&](Event& event, Database& database) {
            checkMayRegister(event);
            missed = missedRoundByes(line, event.roundsPaired());
            done = registerPlayers(event, {player}, missed);
            rounds_paired = event.roundsPaired();
            logRenumbering(database, "player add", event, done);
        });
        QTextStream out(stdout);
        out << "Player " << done.start_numbers.front() << ": " << QString::fromStdString(player.name) << '\n';
        printLateEntry(out, rounds_paired, done, missed);
        return kSuccess;
    });
}

int import(const QStringList& arguments) {
    CommandLine line("player import FILE PLAYERS.csv",
                     "Registers the players of a UTF-8 CSV file, in file order. Its header row names\n"
                     "the columns name, rating, title, federation, fide_id, birth_year and sex in\n"
                     "any order; only name is required. After round 1 of a Swiss event is paired,\n"
                     "each is a late entry and takes his place in the initial ranking.");
    line.addPositional("FILE", "The event file.");
    line.addPositional("PLAYERS.csv", "The players.");
    line.addOption("missed-rounds", "KINDS", kMissedRoundsHelp);
    if (auto stop = line.parse(arguments)) return *stop;

    return runCommand("player import", [&] {
        const std::string csv_path = line.positional(1).toStdString();
        std::ifstream csv(csv_path, std::ios::binary);
        if (!csv) throw Refusal(csv_path + ": cannot be read");
        std::vector<Player> players = formats::readPlayerCsv(csv, csv_path);
        if (players.empty()) throw Refusal(csv_path + ": holds no players");
        Registration done;
        int rounds_paired = 0;
        std::vector<ByeKind> missed;
        updateEventFile(line.positional(0), [&](Event& event, Database& database) {
            checkMayRegister(event);
            missed = missedRoundByes(line, event.roundsPaired());
            done = registerPlayers(event, std::move(players), missed);
            rounds_paired = event.roundsPaired();
            logRenumbering(database, "player import", event, done);
        });
        QTextStream out(stdout);
        std::vector<int> numbers = done.start_numbers;
        std::sort(numbers.begin(), numbers.end());
        const bool consecutive = numbers.back() - numbers.front() + 1 == static_cast<int>(numbers.size());
        out << "Registered " << numbers.size() << " players, start numbers ";
        if (consecutive) {
            out << numbers.front() << " to " << numbers.back() << '\n';
        } else {
            QStringList listed;
            for (int start_no : numbers) listed << QString::number(start_no);
            out << listed.join(", ") << '\n';
        }
        printLateEntry(out, rounds_paired, done, missed);
        return kSuccess;
    });
}

QString status(const Player& player) {
    return player.withdrawn_from_round == 0 ? QString("active")
                                            : QString("withdrawn from round %1").arg(player.withdrawn_from_round);
}

int list(const QStringList& arguments) {
    CommandLine line("player list FILE", "Lists the players by start number.");
    line.addPositional("FILE", "The event file.");
    line.addOption("format", "text|tsv", "text (default) or tsv with a header line.");
    if (auto stop = line.parse(arguments)) return *stop;

    return runCommand("player list", [&] {
        const QString format = line.choice("format", {"text", "tsv"});
        const Event event = readEventFile(line.positional(0));
        QTextStream out(stdout);
        auto text = [](const std::string& value) { return QString::fromStdString(value); };
        if (format == "tsv") {
            out << "start\tname\trating\ttitle\tfederation\tfide_id\tbirth_year\tsex\tstatus\n";
            for (const Player& p : event.players)
                out << p.start_no << '\t' << text(p.name) << '\t' << p.rating << '\t' << text(p.title) << '\t'
                    << text(p.federation) << '\t' << text(p.fide_id) << '\t'
                    << (p.birth_year ? QString::number(p.birth_year) : "") << '\t'
                    << QString(QChar(static_cast<char>(p.sex))).trimmed() << '\t' << status(p) << '\n';
            return kSuccess;
        }
        int width = 4;
        for (const Player& p : event.players) width = std::max(width, static_cast<int>(text(p.name).size()));
        out << "  No  " << QString("Name").leftJustified(width) << "  Rating  Title  Fed  FIDE id     Born\n";
        for (const Player& p : event.players) {
            out << QString::number(p.start_no).rightJustified(4) << "  " << text(p.name).leftJustified(width) << "  "
                << (p.rating ? QString::number(p.rating) : "").rightJustified(6) << "  "
                << text(p.title).leftJustified(5) << "  " << text(p.federation).leftJustified(3) << "  "
                << text(p.fide_id).leftJustified(10) << "  " << (p.birth_year ? QString::number(p.birth_year) : "    ");
            if (p.withdrawn_from_round) out << "  " << status(p);
            out << '\n';
        }
        return kSuccess;
    });
}

int withdraw(const QStringList& arguments) {
    CommandLine line("player withdraw FILE START_NO",
                     "Withdraws a player: from round R on they are not paired. Games of theirs\n"
                     "already paired from round R on and without a result are lost by forfeit.");
    line.addPositional("FILE", "The event file.");
    line.addPositional("START_NO", "The player's start number.");
    line.addOption("from-round", "R", "The first round the player misses (default: the next round to pair).");
    if (auto stop = line.parse(arguments)) return *stop;

    return runCommand("player withdraw", [&] {
        QStringList forfeits;
        QString name;
        int from_round = 0;
        updateEventFile(line.positional(0), [&](Event& event, Database& database) {
            const int start_no = startNumberArgument("START_NO", line.positional(1), event);
            Player& player = *event.player(start_no);
            name = QString::fromStdString(player.name);
            if (player.withdrawn_from_round != 0)
                throw Refusal(QString("argument START_NO: %1 %2 is already withdrawn from round %3")
                                  .arg(start_no)
                                  .arg(name)
                                  .arg(player.withdrawn_from_round)
                                  .toStdString());
            const int last_round = std::max(event.planned_rounds, event.roundsPaired());
            from_round = line.integerOption("from-round", event.roundsPaired() + 1, 1, last_round + 1);
            for (int r = from_round; r <= event.roundsPaired(); ++r) {
                Round& round = event.rounds[r - 1];
                for (Game& game : round.games) {
                    const int seat = game.seatOf(start_no);
                    if (seat < 0) continue;
                    if (game.hasResult())
                        throw Refusal(
                            QString(
                                "argument --from-round: %1 %2 has a result in round %3; withdraw from a later round")
                                .arg(start_no)
                                .arg(name)
                                .arg(r)
                                .toStdString());
                    // The player does not appear: each opponent wins by forfeit (FIDE Laws 6.9).
                    for (std::size_t s = 0; s < game.seats.size(); ++s)
                        game.seats[s].outcome = static_cast<int>(s) == seat ? Outcome::ForfeitLoss
                                                                            : Outcome::ForfeitWin;
                    forfeits << QString("round %1 board %2").arg(r).arg(game.board);
                }
            }
            player.withdrawn_from_round = from_round;
            // Byes he asked for in rounds not yet paired lapse: he is not paired at all (C.04.2).
            std::erase_if(event.requested_byes, [&](const RequestedBye& bye) {
                return bye.player == start_no && bye.round >= from_round && bye.round > event.roundsPaired();
            });
            if (!forfeits.isEmpty())
                appendLog(database, "player withdraw",
                          QString("%1 %2 withdrawn from round %3; lost by forfeit: %4")
                              .arg(start_no)
                              .arg(name)
                              .arg(from_round)
                              .arg(forfeits.join(", "))
                              .toStdString());
        });
        QTextStream out(stdout);
        out << name << " is withdrawn from round " << from_round << '\n';
        if (!forfeits.isEmpty()) out << "Lost by forfeit: " << forfeits.join(", ") << '\n';
        return kSuccess;
    });
}

int run(const QStringList& arguments) {
    return runAction("player",
                     {{"add", "register one player", add},
                      {"import", "register the players of a CSV file", import},
                      {"list", "list the players", list},
                      {"withdraw", "withdraw a player from a round on", withdraw}},
                     arguments);
}

const Command registered("player", "register, import, list and withdraw players", run);

}  // namespace
}  // namespace tourney::app
