// tourney player add|import|list|withdraw: the event's players.
#include "app/command.h"
#include "app/command_line.h"
#include "app/event_store.h"
#include "app/player_csv.h"
#include "app/refusal.h"

#include <QFileInfo>
#include <QTextStream>

#include <fstream>
#include <stdexcept>

namespace tourney::app {
namespace {

// A round robin's schedule is fixed for the players it was drawn for (C.05 Annex 1): new
// players can join only before the first round is paired. A Swiss event takes late entries.
void checkMayRegister(const Event& event) {
    if (isRoundRobin(event.system) && event.roundsPaired() > 0)
        throw Refusal("a round robin takes no new players once round 1 is paired (tourney unpair undoes a pairing)");
}

void registerPlayers(Event& event, std::vector<Player> players) {
    for (Player& player : players) {
        player.start_no = static_cast<int>(event.players.size()) + 1;
        event.players.push_back(std::move(player));
    }
}

QString fieldOption(const std::string& field) { return QString::fromStdString(field).replace('_', '-'); }

int add(const QStringList& arguments) {
    CommandLine line("player add FILE", "Registers a player; the next start number is theirs.");
    line.addPositional("FILE", "The event file.");
    line.addOption("name", "NAME", "Name, any script; \"Surname, Given\" by FIDE convention (required).");
    line.addOption("rating", "R", "Rating (0 or absent: unrated).");
    line.addOption("title", "T", "Title: GM, IM, FM, WGM, ...");
    line.addOption("federation", "F", "Three-letter federation code.");
    line.addOption("fide-id", "ID", "FIDE id.");
    line.addOption("birth-year", "Y", "Year of birth.");
    line.addOption("sex", "m|f", "Sex.");
    if (auto stop = line.parse(arguments)) return *stop;

    return runCommand("player add", [&] {
        if (!line.isSet("name")) throw UsageError("--name is required");
        Player player;
        for (const std::string& field : playerCsvColumns()) {
            const QString option = fieldOption(field);
            if (!line.isSet(option)) continue;
            try {
                setPlayerField(player, field, line.value(option).toStdString());
            } catch (const std::invalid_argument& bad) {
                throw Refusal("argument --" + option.toStdString() + ": " + bad.what());
            }
        }
        int start_no = 0;
        updateEventFile(line.positional(0), [&](Event& event, Database&) {
            checkMayRegister(event);
            registerPlayers(event, {player});
            start_no = static_cast<int>(event.players.size());
        });
        QTextStream(stdout) << "Player " << start_no << ": " << QString::fromStdString(player.name) << '\n';
        return kSuccess;
    });
}

int import(const QStringList& arguments) {
    CommandLine line("player import FILE PLAYERS.csv",
                     "Registers the players of a UTF-8 CSV file, in file order. Its header row names\n"
                     "the columns name, rating, title, federation, fide_id, birth_year and sex in\n"
                     "any order; only name is required.");
    line.addPositional("FILE", "The event file.");
    line.addPositional("PLAYERS.csv", "The players.");
    if (auto stop = line.parse(arguments)) return *stop;

    return runCommand("player import", [&] {
        const std::string csv_path = line.positional(1).toStdString();
        std::ifstream csv(csv_path, std::ios::binary);
        if (!csv) throw Refusal(csv_path + ": cannot be read");
        std::vector<Player> players = readPlayerCsv(csv, csv_path);
        if (players.empty()) throw Refusal(csv_path + ": holds no players");
        int first = 0, last = 0;
        updateEventFile(line.positional(0), [&](Event& event, Database&) {
            checkMayRegister(event);
            first = static_cast<int>(event.players.size()) + 1;
            registerPlayers(event, std::move(players));
            last = static_cast<int>(event.players.size());
        });
        QTextStream(stdout) << "Registered " << (last - first + 1) << " players, start numbers " << first << " to " << last << '\n';
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
                    << text(p.federation) << '\t' << text(p.fide_id) << '\t' << (p.birth_year ? QString::number(p.birth_year) : "")
                    << '\t' << QString(QChar(static_cast<char>(p.sex))).trimmed() << '\t' << status(p) << '\n';
            return kSuccess;
        }
        int width = 4;
        for (const Player& p : event.players) width = std::max(width, static_cast<int>(text(p.name).size()));
        out << "  No  " << QString("Name").leftJustified(width) << "  Rating  Title  Fed  FIDE id     Born\n";
        for (const Player& p : event.players) {
            out << QString::number(p.start_no).rightJustified(4) << "  " << text(p.name).leftJustified(width) << "  "
                << (p.rating ? QString::number(p.rating) : "").rightJustified(6) << "  " << text(p.title).leftJustified(5)
                << "  " << text(p.federation).leftJustified(3) << "  " << text(p.fide_id).leftJustified(10) << "  "
                << (p.birth_year ? QString::number(p.birth_year) : "    ");
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
            const int start_no = line.integer("START_NO", line.positional(1), 1, 1'000'000);
            if (!event.player(start_no))
                throw Refusal(QString("argument START_NO: no player %1 (the event has %2)")
                                  .arg(start_no).arg(event.players.size()).toStdString());
            Player& player = *event.player(start_no);
            name = QString::fromStdString(player.name);
            if (player.withdrawn_from_round != 0)
                throw Refusal(QString("argument START_NO: %1 %2 is already withdrawn from round %3")
                                  .arg(start_no).arg(name).arg(player.withdrawn_from_round).toStdString());
            const int last_round = std::max(event.planned_rounds, event.roundsPaired());
            from_round = line.integerOption("from-round", event.roundsPaired() + 1, 1, last_round + 1);
            for (int r = from_round; r <= event.roundsPaired(); ++r) {
                Round& round = event.rounds[r - 1];
                for (Game& game : round.games) {
                    const int seat = game.seatOf(start_no);
                    if (seat < 0) continue;
                    if (game.hasResult())
                        throw Refusal(QString("argument --from-round: %1 %2 has a result in round %3; withdraw from a later round")
                                          .arg(start_no).arg(name).arg(r).toStdString());
                    // The player does not appear: each opponent wins by forfeit (FIDE Laws 6.9).
                    for (std::size_t s = 0; s < game.seats.size(); ++s)
                        game.seats[s].outcome = static_cast<int>(s) == seat ? Outcome::ForfeitLoss : Outcome::ForfeitWin;
                    forfeits << QString("round %1 board %2").arg(r).arg(game.board);
                }
            }
            player.withdrawn_from_round = from_round;
            if (!forfeits.isEmpty())
                appendLog(database, "player withdraw",
                          QString("%1 %2 withdrawn from round %3; lost by forfeit: %4")
                              .arg(start_no).arg(name).arg(from_round).arg(forfeits.join(", ")).toStdString());
        });
        QTextStream out(stdout);
        out << name << " is withdrawn from round " << from_round << '\n';
        if (!forfeits.isEmpty()) out << "Lost by forfeit: " << forfeits.join(", ") << '\n';
        return kSuccess;
    });
}

int run(const QStringList& arguments) {
    static const std::map<QString, CommandFunction> actions = {
        {"add", add}, {"import", import}, {"list", list}, {"withdraw", withdraw}};
    const QString action = arguments.value(1);
    const auto found = actions.find(action);
    if (found == actions.end()) {
        QTextStream out(action == "--help" || action == "-h" ? stdout : stderr);
        out << "Usage: tourney player add|import|list|withdraw FILE ...\n"
               "  add       register one player\n"
               "  import    register the players of a CSV file\n"
               "  list      list the players\n"
               "  withdraw  withdraw a player from a round on\n"
               "'tourney player ACTION --help' describes each.\n";
        return action == "--help" || action == "-h" ? kSuccess : kUsageError;
    }
    return found->second(arguments.mid(1));
}

const Command registered("player", "register, import, list and withdraw players", run);

}  // namespace
}  // namespace tourney::app
