// tourney bye add|remove|list: byes requested in advance for a Swiss event (C.04.2). A player
// with a requested bye is left out of that round's pairing and scores the bye's points.
#include "app/command.h"
#include "app/command_actions.h"
#include "app/command_line.h"
#include "app/event_store.h"
#include "app/player_argument.h"
#include "app/refusal.h"

#include <QTextStream>

#include <algorithm>
#include <map>

namespace tourney::app {
namespace {

const std::map<QString, ByeKind> kKinds = {{"half", ByeKind::Half}, {"zero", ByeKind::Zero}, {"full", ByeKind::Full}};

QString kindName(ByeKind kind) { return QString::fromStdString(std::string(byeName(kind))); }

// Checks ROUND and START_NO of a request: a Swiss event, a round still to pair, a player who
// takes part in it.
struct RequestArguments {
    int round = 0;
    int player = 0;
};

RequestArguments requestArguments(const CommandLine& line, const Event& event) {
    if (event.system != PairingSystem::Swiss)
        throw Refusal(
            "byes are requested in Swiss events; a round robin's table is fixed (C.05), so a player who "
            "cannot play loses by forfeit");
    RequestArguments request;
    request.round = line.integer("ROUND", line.positional(1), 1, std::max(event.planned_rounds, 1));
    if (request.round <= event.roundsPaired())
        throw Refusal(QString("argument ROUND: round %1 is already paired; a bye is requested before its pairing "
                              "(tourney unpair undoes the last pairing)")
                          .arg(request.round)
                          .toStdString());
    request.player = startNumberArgument("START_NO", line.positional(2), event);
    const Player& player = *event.player(request.player);
    if (!player.activeIn(request.round))
        throw Refusal(QString("argument START_NO: %1 %2 is withdrawn from round %3")
                          .arg(request.player)
                          .arg(QString::fromStdString(player.name))
                          .arg(player.withdrawn_from_round)
                          .toStdString());
    return request;
}

void describeRequest(CommandLine& line) {
    line.addPositional("FILE", "The event file.");
    line.addPositional("ROUND", "The round, not yet paired.");
    line.addPositional("START_NO", "The player's start number.");
}

int add(const QStringList& arguments) {
    CommandLine line("bye add FILE ROUND START_NO",
                     "Records a bye a player asked for in advance: he is not paired in that round\n"
                     "and scores the bye's points (C.04.2). A half-point bye by default.");
    describeRequest(line);
    line.addOption("kind", "half|zero|full", "The bye's value, as the regulations allow (default half).");
    if (auto stop = line.parse(arguments)) return *stop;

    return runCommand("bye add", [&] {
        const QString kind_name = line.choice("kind", {"half", "zero", "full"});
        const ByeKind kind = kKinds.at(kind_name);
        QString said;
        updateEventFile(line.positional(0), [&](Event& event, Database&) {
            const RequestArguments request = requestArguments(line, event);
            for (const RequestedBye& bye : event.requested_byes)
                if (bye.round == request.round && bye.player == request.player)
                    throw Refusal(
                        QString("argument START_NO: %1 already has a %2 in round %3 (tourney bye remove takes it back)")
                            .arg(request.player)
                            .arg(kindName(bye.kind))
                            .arg(request.round)
                            .toStdString());
            event.requested_byes.push_back(RequestedBye{request.round, request.player, kind});
            said = QString("Round %1: %2 %3 has a %4\n")
                       .arg(request.round)
                       .arg(request.player)
                       .arg(QString::fromStdString(event.player(request.player)->name), kindName(kind));
        });
        QTextStream(stdout) << said;
        return kSuccess;
    });
}

int remove(const QStringList& arguments) {
    CommandLine line("bye remove FILE ROUND START_NO", "Takes back a bye requested for a round not yet paired.");
    describeRequest(line);
    if (auto stop = line.parse(arguments)) return *stop;

    return runCommand("bye remove", [&] {
        updateEventFile(line.positional(0), [&](Event& event, Database&) {
            const RequestArguments request = requestArguments(line, event);
            const auto erased = std::erase_if(event.requested_byes, [&](const RequestedBye& bye) {
                return bye.round == request.round && bye.player == request.player;
            });
            if (erased == 0)
                throw Refusal(QString("argument START_NO: %1 has no bye requested for round %2")
                                  .arg(request.player)
                                  .arg(request.round)
                                  .toStdString());
        });
        QTextStream(stdout) << "Removed the bye of " << line.positional(2) << " in round " << line.positional(1)
                            << '\n';
        return kSuccess;
    });
}

int list(const QStringList& arguments) {
    CommandLine line("bye list FILE",
                     "Lists the byes requested for rounds not yet paired:\n"
                     "round<TAB>start<TAB>name<TAB>kind (TRF code H, Z or F).");
    line.addPositional("FILE", "The event file.");
    if (auto stop = line.parse(arguments)) return *stop;

    return runCommand("bye list", [&] {
        const Event event = readEventFile(line.positional(0));
        std::vector<RequestedBye> pending;
        for (const RequestedBye& bye : event.requested_byes)
            if (bye.round > event.roundsPaired()) pending.push_back(bye);
        std::sort(pending.begin(), pending.end(), [](const RequestedBye& a, const RequestedBye& b) {
            return a.round != b.round ? a.round < b.round : a.player < b.player;
        });
        QTextStream out(stdout);
        for (const RequestedBye& bye : pending)
            out << bye.round << '\t' << bye.player << '\t' << QString::fromStdString(event.player(bye.player)->name)
                << '\t' << QChar(static_cast<char>(bye.kind)) << '\n';
        return kSuccess;
    });
}

int run(const QStringList& arguments) {
    return runAction("bye",
                     {{"add", "record a bye requested in advance", add},
                      {"remove", "take a requested bye back", remove},
                      {"list", "list the byes requested for rounds to come", list}},
                     arguments);
}

const Command registered("bye", "byes requested in advance (Swiss)", run);

}  // namespace
}  // namespace tourney::app
