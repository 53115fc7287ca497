#include "tournament/requests.h"

#include "tournament/fide_mode.h"
#include "tournament/players.h"
#include "tournament/refusal.h"
#include "tournament/table_setup.h"

#include <algorithm>
#include <map>
#include <set>

namespace tourney::tournament {

namespace {

using Pair = std::pair<int, int>;  // start numbers, lower first

Pair normalised(const Pair& pair) { return {std::min(pair.first, pair.second), std::max(pair.first, pair.second)}; }

// A request needs a Swiss event, a round still to pair, and a player who takes part in it.
void checkByeRequest(const Event& event, int round, int player) {
    if (isRoundRobin(event.system))
        throw Refusal(
            "byes are requested in Swiss events; a round robin's table is fixed (C.05), so a player who "
            "cannot play loses by forfeit");
    const int last = std::max(event.planned_rounds, 1);
    if (round < 1 || round > last)
        throw Refusal("round", Message("'%1' is not a whole number from %2 to %3", round, 1, last));
    if (round <= event.roundsPaired())
        throw Refusal("round", Message("round %1 is already paired; a bye is requested before its pairing "
                                       "(tourney unpair undoes the last pairing)",
                                       round));
    const Player& entrant = *event.player(checkedStartNumber(event, player));
    if (!entrant.activeIn(round))
        throw Refusal("start_no",
                      Message("%1 %2 is withdrawn from round %3", player, entrant.name, entrant.withdrawn_from_round));
}

// Two or more different players of a Swiss event.
void checkTeam(const Event& event, const std::vector<int>& players) {
    if (isRoundRobin(event.system))
        throw Refusal("forbidden pairs apply to Swiss events; a round robin's table is fixed (C.05)");
    for (std::size_t i = 0; i < players.size(); ++i) {
        checkedStartNumber(event, players[i], "start_nos");
        if (std::find(players.begin(), players.begin() + i, players[i]) != players.begin() + i)
            throw Refusal("start_nos", Message("%1 is named twice", players[i]));
    }
    if (players.size() < 2) throw Refusal("start_nos", "name at least two players, e.g. 3,7");
}

// Every two of `players`: a team of four gives six pairs.
std::vector<Pair> pairsAmong(const std::vector<int>& players) {
    std::vector<Pair> pairs;
    for (std::size_t i = 0; i < players.size(); ++i)
        for (std::size_t j = i + 1; j < players.size(); ++j) pairs.push_back(normalised({players[i], players[j]}));
    return pairs;
}

// "3 Name, 17 Name": the players of a request as the log names them.
Message playersText(const Event& event, const std::vector<int>& players) {
    std::vector<Message> each;
    for (int start_no : players) each.push_back(Message("%1 %2", start_no, event.player(start_no)->name));
    return listed(each);
}

}  // namespace

ByeKind requestedByeKind(const std::string& name) {
    static const std::map<std::string, ByeKind> kKinds = {
        {"half", ByeKind::Half}, {"zero", ByeKind::Zero}, {"full", ByeKind::Full}};
    const auto found = kKinds.find(name);
    if (found == kKinds.end()) throw Refusal("kind", Message("'%1' is not one of half, zero, full", name));
    return found->second;
}

std::string requestBye(EventStore& store, int round, int player, ByeKind kind) {
    std::string name;
    store.update([&](Event& event, EventLog& log) {
        checkByeRequest(event, round, player);
        if (kind == ByeKind::Half)
            if (const auto problem = halfByeProblem(event)) throw Refusal("kind", *problem);
        for (const RequestedBye& bye : event.requested_byes)
            if (bye.round == round && bye.player == player)
                throw Refusal("start_no", Message("%1 already has a %2 in round %3 (tourney bye remove takes it back)",
                                                  player, Message::english(std::string(byeName(bye.kind))), round));
        event.requested_byes.push_back(RequestedBye{round, player, kind});
        name = event.player(player)->name;
        log.add("bye add",
                Message("round %1: %2 %3, %4", round, player, name, Message::english(std::string(byeName(kind)))));
    });
    return name;
}

void cancelBye(EventStore& store, int round, int player) {
    store.update([&](Event& event, EventLog& log) {
        checkByeRequest(event, round, player);
        const RequestedBye* requested = nullptr;
        for (const RequestedBye& bye : event.requested_byes)
            if (bye.round == round && bye.player == player) requested = &bye;
        if (requested)
            log.add("bye remove", Message("round %1: %2 %3, %4 taken back", round, player, event.player(player)->name,
                                          Message::english(std::string(byeName(requested->kind)))));
        const auto erased = std::erase_if(
            event.requested_byes, [&](const RequestedBye& bye) { return bye.round == round && bye.player == player; });
        if (erased == 0) throw Refusal("start_no", Message("%1 has no bye requested for round %2", player, round));
    });
}

Table pendingByeList(const Event& event) {
    std::vector<RequestedBye> pending;
    for (const RequestedBye& bye : event.requested_byes)
        if (bye.round > event.roundsPaired()) pending.push_back(bye);
    std::sort(pending.begin(), pending.end(), [](const RequestedBye& a, const RequestedBye& b) {
        return std::make_pair(a.round, a.player) < std::make_pair(b.round, b.player);
    });
    Table table;
    table.columns = {{"round", Align::Right, false, false, ValueKind::Integer},
                     {"start", Align::Right, false, false, ValueKind::Integer},
                     {"name"},
                     {"kind"}};
    for (const RequestedBye& bye : pending)
        table.rows.push_back({std::to_string(bye.round), std::to_string(bye.player), event.player(bye.player)->name,
                              std::string(1, static_cast<char>(bye.kind))});
    return table;
}

Forbidding forbidPairs(EventStore& store, const std::vector<int>& players) {
    Forbidding done;
    store.update([&](Event& event, EventLog& log) {
        done = Forbidding{};
        checkTeam(event, players);
        requireUnlocked(event, LockedSetting::ForbiddenPairs);
        std::set<Pair> forbidden;
        for (const Pair& pair : event.forbidden_pairs) forbidden.insert(normalised(pair));
        for (const Pair& pair : pairsAmong(players)) {
            if (!forbidden.insert(pair).second) {
                ++done.known;
                continue;
            }
            event.forbidden_pairs.push_back(pair);
            ++done.added;
        }
        if (done.added > 0) log.add("forbid add", Message("may not meet: %1", playersText(event, players)));
    });
    return done;
}

void allowPairs(EventStore& store, const std::vector<int>& players) {
    store.update([&](Event& event, EventLog& log) {
        checkTeam(event, players);
        requireUnlocked(event, LockedSetting::ForbiddenPairs);
        const std::vector<Pair> pairs = pairsAmong(players);
        const auto erased = std::erase_if(event.forbidden_pairs, [&](const Pair& pair) {
            return std::find(pairs.begin(), pairs.end(), normalised(pair)) != pairs.end();
        });
        if (erased == 0) throw Refusal("start_nos", "no pair among them is forbidden");
        log.add("forbid remove", Message("may meet again: %1", playersText(event, players)));
    });
}

Table forbiddenPairList(const Event& event) {
    std::set<Pair> pairs;
    for (const Pair& pair : event.forbidden_pairs) pairs.insert(normalised(pair));
    Table table;
    table.columns = {{"first", Align::Right, false, false, ValueKind::Integer},
                     {"first name"},
                     {"second", Align::Right, false, false, ValueKind::Integer},
                     {"second name"}};
    const auto name = [&](int start_no) {
        const Player* player = event.player(start_no);
        return player ? player->name : std::string();
    };
    for (const auto& [first, second] : pairs)
        table.rows.push_back({std::to_string(first), name(first), std::to_string(second), name(second)});
    return table;
}

}  // namespace tourney::tournament
