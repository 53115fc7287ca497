#include "tournament/check_in.h"

#include "tournament/players.h"
#include "tournament/refusal.h"

#include <algorithm>
#include <cctype>

namespace tourney::tournament {

namespace {

// The round a check-in is for: the next one to pair unless named, and never one paired.
int checkInRound(const Event& event, int round) {
    if (isRoundRobin(event.system) || event.isTeamEvent())
        throw Refusal(
            "check-in applies to Swiss events; a round robin's table is fixed (C.05), so a player who does not "
            "come loses by forfeit");
    const int next = event.roundsPaired() + 1;
    if (round == 0) round = next;
    const int last = std::max(event.planned_rounds, 1);
    if (round < next || round > last)
        throw Refusal("round", Message("round %1 cannot be checked in: the next round to pair is %2, the last %3",
                                       round, next, last));
    return round;
}

void checkPlayers(const Event& event, int round, const std::vector<int>& players, bool present) {
    if (players.empty()) throw UnusableRequest("start_no", "name at least one player");
    for (int start_no : players) {
        const Player& player = *event.player(checkedStartNumber(event, start_no));
        if (present && !player.activeIn(round))
            throw Refusal("start_no", Message("%1 %2 is withdrawn from round %3 and cannot be checked in", start_no,
                                              player.name, player.withdrawn_from_round));
    }
}

// Marks one player, replacing what the desk said of him before for the round.
void mark(Event& event, int round, int player, bool present) {
    for (CheckIn& check_in : event.check_ins)
        if (check_in.round == round && check_in.player == player) {
            check_in.present = present;
            return;
        }
    event.check_ins.push_back(CheckIn{round, player, present});
}

const CheckIn* checkInOf(const Event& event, int round, int player) {
    for (const CheckIn& check_in : event.check_ins)
        if (check_in.round == round && check_in.player == player) return &check_in;
    return nullptr;
}

bool hasRequestedBye(const Event& event, int round, int player) {
    return std::any_of(event.requested_byes.begin(), event.requested_byes.end(),
                       [&](const RequestedBye& bye) { return bye.round == round && bye.player == player; });
}

std::string lowered(const std::string& text) {
    std::string lower = text;
    for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return lower;
}

Message namesOf(const Event& event, const std::vector<int>& players) {
    std::vector<Message> each;
    for (int start_no : players) each.push_back(Message("%1 %2", start_no, event.player(start_no)->name));
    return listed(each);
}

}  // namespace

CheckedIn checkInPlayers(EventStore& store, int round, const std::vector<int>& players, bool present) {
    CheckedIn done;
    store.update([&](Event& event, EventLog& log) {
        done.round = checkInRound(event, round);
        checkPlayers(event, done.round, players, present);
        done.players.clear();
        for (int start_no : players)
            if (std::find(done.players.begin(), done.players.end(), start_no) == done.players.end())
                done.players.push_back(start_no);
        for (int start_no : done.players) mark(event, done.round, start_no, present);
        log.add(present ? "checkin" : "checkin --absent",
                Message(present ? "round %1: present: %2" : "round %1: not present: %2", done.round,
                        namesOf(event, done.players)));
    });
    return done;
}

int findEntrant(const Event& event, const std::string& text) {
    if (!text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return checkedStartNumber(event, text.size() > 6 ? -1 : std::stoi(text), "player");
    const std::string wanted = lowered(text);
    std::vector<int> found;
    for (const Player& player : event.players)
        if (!wanted.empty() && lowered(player.name).find(wanted) != std::string::npos) found.push_back(player.start_no);
    if (found.size() == 1) return found.front();
    if (found.empty()) throw NotInEvent("player", Message("no player's name holds '%1'", text));
    const std::vector<int> shown(found.begin(), found.begin() + std::min<std::size_t>(found.size(), 5));
    throw Refusal("player",
                  Message("'%1' names %2 players: %3; give a start number", text, found.size(), namesOf(event, shown)));
}

bool checkInUsed(const Event& event, int round) {
    return std::any_of(event.check_ins.begin(), event.check_ins.end(),
                       [&](const CheckIn& check_in) { return check_in.round == round; });
}

std::vector<int> absentAtCheckIn(const Event& event, int round) {
    std::vector<int> absent;
    if (!checkInUsed(event, round)) return absent;
    for (const Player& player : event.players) {
        if (!player.activeIn(round) || hasRequestedBye(event, round, player.start_no)) continue;
        const CheckIn* check_in = checkInOf(event, round, player.start_no);
        if (!check_in || !check_in->present) absent.push_back(player.start_no);
    }
    return absent;
}

std::vector<Message> byesForAbsentees(Event& event, EventLog& log) {
    if (isRoundRobin(event.system) || event.isTeamEvent()) return {};
    const int round = event.roundsPaired() + 1;
    const std::vector<int> absent = absentAtCheckIn(event, round);
    if (absent.empty()) return {};
    for (int start_no : absent) event.requested_byes.push_back(RequestedBye{round, start_no, ByeKind::Zero});
    const Message said("round %1: not checked in, a zero-point bye: %2", round, namesOf(event, absent));
    log.add("pair (check-in)", said);
    return {said};
}

Table checkInList(const Event& event, int round) {
    if (round == 0) round = event.roundsPaired() + 1;
    Table table;
    table.title = Message("Check-in, round %1", round).text();
    table.columns = {{"No", Align::Right, true, false, ValueKind::Integer},
                     {"Name", Align::Left, true, true},
                     {"Rtg", Align::Right, false, false, ValueKind::Integer},
                     {"Status"}};
    int present = 0;
    for (const Player& player : event.players) {
        const CheckIn* check_in = checkInOf(event, round, player.start_no);
        std::string status = "not checked in";
        if (!player.activeIn(round))
            status = "withdrawn";
        else if (hasRequestedBye(event, round, player.start_no))
            status = "bye requested";
        else if (check_in)
            status = check_in->present ? "present" : "absent";
        if (status == "present") ++present;
        table.rows.push_back({std::to_string(player.start_no), player.name,
                              player.rating ? std::to_string(player.rating) : std::string(), status});
    }
    table.note(Message("%1 of %2 players present", present, event.players.size()));
    return table;
}

}  // namespace tourney::tournament
