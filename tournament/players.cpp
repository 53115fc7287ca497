#include "tournament/players.h"

#include "formats/input_error.h"
#include "formats/player_csv.h"
#include "tournament/fide_codes.h"
#include "tournament/initial_ranking.h"
#include "tournament/player_names.h"
#include "tournament/prizes.h"
#include "tournament/refusal.h"
#include "tournament/table_setup.h"
#include "tournament/venue_lists.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <stdexcept>
#include <type_traits>
#include <unordered_map>

namespace tourney::tournament {

namespace {

// A round robin's schedule is fixed for the players it was drawn for (C.05 Annex 1): new
// players can join only before the first round is paired. A Swiss event takes late entries.
void checkMayRegister(const Event& event) {
    if (isRoundRobin(event.system) && event.roundsPaired() > 0)
        throw Refusal(
            Message("a round robin takes no new players once round %1 is paired (tourney unpair undoes a pairing)", 1));
}

// The byes a late entrant gets for the rounds paired before he arrived.
std::vector<ByeKind> missedRoundByes(const Event& event, const std::vector<std::string>& names) {
    const int rounds_paired = event.roundsPaired();
    static const std::map<std::string, ByeKind> kKinds = {
        {"zero", ByeKind::Zero}, {"half", ByeKind::Half}, {"full", ByeKind::Full}};
    if (!names.empty() && rounds_paired == 0)
        throw Refusal("missed_rounds", "no round is paired yet, so nobody has missed one");
    const std::vector<std::string> given = names.empty() ? std::vector<std::string>{"zero"} : names;
    if (given.size() != 1 && static_cast<int>(given.size()) != rounds_paired)
        throw Refusal("missed_rounds", Message("%1 values for %2 rounds paired (give one, or one per round)",
                                               given.size(), rounds_paired));
    std::vector<ByeKind> kinds;
    for (int r = 0; r < rounds_paired; ++r) {
        const std::string& name = given[given.size() == 1 ? 0 : r];
        const auto found = kKinds.find(name);
        if (found == kKinds.end()) throw Refusal("missed_rounds", Message("'%1' is not zero, half or full", name));
        if (found->second == ByeKind::Half)
            if (const auto problem = halfByeProblem(event)) throw Refusal("missed_rounds", *problem);
        kinds.push_back(found->second);
    }
    return kinds;
}

// Before round 1 a player takes the next start number. A late entry to a Swiss event takes
// his place in the initial ranking (C.04.2), or the next number when the arbiter keeps the
// numbers, and each round he missed scores as entered. The players already registered whose
// numbers moved go into done.moved.
void enter(Event& event, std::vector<Player> players, LateEntryNumbers numbering, Registration& done) {
    const int registered = static_cast<int>(event.players.size());
    std::vector<int> now_numbered(registered + 1);  // by the number each had before
    for (int old = 1; old <= registered; ++old) now_numbered[old] = old;
    for (Player& player : players) {
        if (!done.late || numbering == LateEntryNumbers::AtTheEnd) {
            const int start_no = static_cast<int>(event.players.size()) + 1;
            player.start_no = start_no;
            event.players.push_back(std::move(player));
            done.start_numbers.push_back(start_no);
        } else {
            const int start_no = insertByInitialRanking(event, std::move(player));
            for (int& earlier : done.start_numbers)
                if (earlier >= start_no) ++earlier;
            for (int& number : now_numbered)
                if (number >= start_no) ++number;
            done.start_numbers.push_back(start_no);
        }
        if (!done.late) continue;
        for (int r = 0; r < event.roundsPaired(); ++r)
            event.rounds[r].byes.push_back(Bye{done.start_numbers.back(), done.missed[r]});
    }
    for (int old = 1; old <= registered; ++old)
        if (now_numbered[old] != old)
            done.moved.push_back({old, now_numbered[old], event.player(now_numbered[old])->name});
    done.renumbered = !done.moved.empty();
}

// "12 -> 13 Name, 13 -> 14 Name": whose number a late entry changed, old number first.
Message movedText(const std::vector<MovedNumber>& moved) {
    std::vector<Message> each;
    for (const MovedNumber& player : moved) each.push_back(Message("%1 -> %2 %3", player.from, player.to, player.name));
    return listed(each);
}

// Late entries that moved other players' pairing numbers go to the event's log, with every old
// and new number: printed pairings and scoresheets of earlier rounds carry the old numbers.
void logRenumbering(EventLog& log, const Event& event, const Registration& done) {
    if (!done.renumbered) return;
    std::vector<Message> entrants;
    for (int start_no : done.start_numbers)
        entrants.push_back(Message("%1 %2", start_no, event.player(start_no)->name));
    log.add("player add", Message("late entry at its place in the initial ranking (C.04.2): %1; moved down: %2",
                                  listed(entrants), movedText(done.moved)));
}

// The player does not appear: each opponent wins by forfeit (FIDE Laws 6.9). Games that
// already have a result are refused: the withdrawal must start later.
void forfeitGamesFrom(Event& event, int start_no, Withdrawal& done) {
    for (int r = done.from_round; r <= event.roundsPaired(); ++r) {
        for (Game& game : event.rounds[r - 1].games) {
            const int seat = game.seatOf(start_no);
            if (seat < 0) continue;
            if (game.hasResult())
                throw Refusal("from_round", Message("%1 %2 has a result in round %3; withdraw from a later round",
                                                    start_no, done.name, r));
            for (std::size_t s = 0; s < game.seats.size(); ++s)
                if (static_cast<int>(s) == seat || game.seats.size() == 2)  // at a table of four the others play on
                    game.seats[s].outcome = static_cast<int>(s) == seat ? Outcome::ForfeitLoss : Outcome::ForfeitWin;
            done.forfeits.push_back(Message("round %1 board %2", r, game.board));
        }
    }
}

// The same person entered twice: the same FIDE id, or the same name and year of birth, the
// name compared in Latin letters: a player's name and his Latin name (a Bengali name's Latin
// form is the name he has in a list of Latin names), case, spacing and the order "Surname,
// Given" / "Given Surname" folded as a game record's names are (nameForms). Looked up by key,
// not by scanning: an import of 20,000 names stays linear (issue 40, item 7).
class EntrantIndex {
public:
    struct Match {
        const Player* twin = nullptr;      // the same person: refused
        const Player* namesake = nullptr;  // the same name, a year of birth missing: maybe the same person
    };
    // The first entrants indexed who are, or may be, the same person as `newcomer`.
    Match matchOf(const Player& newcomer) const {
        Match match;
        auto earliest = [&](const Player*& kept, const Player* found) {
            if (!kept || order_.at(found) < order_.at(kept)) kept = found;
        };
        if (!newcomer.fide_id.empty())
            if (const auto found = by_fide_id_.find(newcomer.fide_id); found != by_fide_id_.end())
                earliest(match.twin, found->second);
        for (const std::string& key : nameKeys(newcomer)) {
            const auto [first, last] = by_name_.equal_range(key);
            for (auto found = first; found != last; ++found) {
                const int year = found->second->birth_year;
                if (year != 0 && newcomer.birth_year != 0 && year == newcomer.birth_year)
                    earliest(match.twin, found->second);
                else if (year == 0 || newcomer.birth_year == 0)
                    earliest(match.namesake, found->second);
            }
        }
        return match;
    }
    void add(const Player& player) {
        order_.emplace(&player, order_.size());
        if (!player.fide_id.empty()) by_fide_id_.emplace(player.fide_id, &player);
        for (const std::string& key : nameKeys(player)) by_name_.emplace(key, &player);
    }

private:
    static std::vector<std::string> nameKeys(const Player& player) {
        std::vector<std::string> keys = nameForms(player.name);
        if (!player.latin_name.empty())
            for (std::string& form : nameForms(player.latin_name)) keys.push_back(std::move(form));
        std::sort(keys.begin(), keys.end());
        keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
        return keys;
    }
    std::unordered_map<const Player*, std::size_t> order_;
    std::unordered_map<std::string, const Player*> by_fide_id_;
    std::unordered_multimap<std::string, const Player*> by_name_;
};

// Who a newcomer matched: a registered player by number and name, or an earlier line of the
// list by where it was read.
Message matchedPlayer(const Player& other, const std::vector<Player>& players,
                      const std::vector<std::string>& origins) {
    const bool listed = &other >= players.data() && &other < players.data() + players.size();
    if (!listed)
        return Message("player %1 %2", other.start_no,
                       other.name + (other.latin_name.empty() ? "" : " (" + other.latin_name + ")"));
    if (const auto at = static_cast<std::size_t>(&other - players.data()); at < origins.size())
        return Message::value(origins[at] + " " + other.name);
    return Message("an earlier player of the list");
}

// `origins` (one per player, or none) says where each newcomer was read: the refusal names
// the line of the file. Returns a warning for each newcomer whose name a player already has
// when a year of birth is missing on either side: he may be the same person, or a namesake.
std::vector<Message> checkNoDuplicates(const Event& event, const std::vector<Player>& players,
                                       const std::vector<std::string>& origins) {
    auto origin = [&](std::size_t index) { return index < origins.size() ? origins[index] + ": " : std::string(); };
    EntrantIndex registered, listed;
    for (const Player& player : event.players) registered.add(player);
    std::vector<Message> warnings;
    for (std::size_t index = 0; index < players.size(); ++index) {
        const Player& newcomer = players[index];
        EntrantIndex::Match match = registered.matchOf(newcomer);
        const EntrantIndex::Match in_list = listed.matchOf(newcomer);
        if (!match.twin) match.twin = in_list.twin;
        if (!match.namesake) match.namesake = in_list.namesake;
        listed.add(newcomer);
        if (match.twin) {
            const Player& other = *match.twin;
            const Message same = !newcomer.fide_id.empty() && other.fide_id == newcomer.fide_id
                                     ? Message("FIDE id %1", newcomer.fide_id)
                                     : Message("name and year of birth");
            throw Refusal("players",
                          Message("%1%2 has the %3 of %4 (--allow-duplicate registers him all the same)", origin(index),
                                  newcomer.name, same, matchedPlayer(other, players, origins)));
        }
        if (match.namesake)
            warnings.push_back(
                Message("Warning: %1%2 has the name of %3 and a year of birth is missing: the same "
                        "person entered twice? (player edit --birth tells them apart)",
                        origin(index), newcomer.name, matchedPlayer(*match.namesake, players, origins)));
    }
    return warnings;
}

std::vector<Message> lateEntryNotes(const Registration& done, LateEntryNumbers numbering) {
    std::vector<Message> notes;
    if (!done.late) return notes;
    if (done.renumbered) {
        notes.push_back(
            Message("Late entry: pairing numbers follow the initial ranking (C.04.2); these players moved down (old "
                    "number -> new):"));
        for (const MovedNumber& player : done.moved)
            notes.push_back(Message("  %1 -> %2 %3", player.from, player.to, player.name));
    } else if (numbering == LateEntryNumbers::AtTheEnd) {
        notes.push_back(
            Message("Late entry: start numbers kept as asked; the newcomer takes the next number and ranks last "
                    "for the pairing."));
    } else if (done.numbers_kept) {
        notes.push_back(
            Message("Late entry after round %1 is paired: pairing numbers are kept (C.04.2).", kLastRoundToRenumber));
    }
    for (std::size_t r = 0; r < done.missed.size(); ++r)
        notes.push_back(Message("Round %1: %2", r + 1, Message::english(std::string(byeName(done.missed[r])))));
    return notes;
}

int numberOf(const Event& event, const std::string& name) {
    for (const Player& player : event.players)
        if (player.name == name) return player.start_no;
    return 0;
}

}  // namespace

std::vector<Message> playerChanges(const Player& before, const Player& after) {
    std::vector<Message> changes;
    // A number is a number (written in the interface's digits), 0 is none; text is as typed.
    const auto shown = [](const auto& value) {
        if constexpr (std::is_same_v<std::decay_t<decltype(value)>, int>)
            return value ? Message::number(value) : Message("(none)");
        else
            return value.empty() ? Message("(none)") : Message::value(value);
    };
    auto compare = [&](const Message& field, const auto& old_value, const auto& new_value) {
        if (old_value != new_value)
            changes.push_back(Message("%1 %2 -> %3", field, shown(old_value), shown(new_value)));
    };
    compare(Message("name"), before.name, after.name);
    compare(Message("rating"), before.rating, after.rating);
    compare(Message("title"), before.title, after.title);
    compare(Message("federation"), before.federation, after.federation);
    compare(Message("fide_id"), before.fide_id, after.fide_id);
    compare(Message("birth_year"), before.birth_year, after.birth_year);
    compare(Message("birth_date"), before.birth_date, after.birth_date);
    compare(Message("sex"), std::string(1, static_cast<char>(before.sex)),
            std::string(1, static_cast<char>(after.sex)));
    compare(Message("club"), before.club, after.club);
    compare(Message("latin_name"), before.latin_name, after.latin_name);
    compare(Message("k_factor"), before.k_factor, after.k_factor);
    return changes;
}

// Takes a player out of the event: whatever names him goes (byes of rounds he missed, requests,
// forbidden pairs, virtual points) and the players after him move up one number.
void forgetPlayer(Event& event, int start_no) {
    // Money received is never dropped with the entry (issue 36): the desk refunds or moves it first.
    long long paid = 0;
    for (const Payment& payment : event.payments)
        if (payment.player == start_no) paid += payment.hundredths;
    if (paid > 0)
        throw Refusal("start_no", Message("%1 %2 has paid %3 at the desk; his payments stay on the treasurer's "
                                          "list, so withdraw him instead",
                                          start_no, event.player(start_no)->name, Message::numeral(amountText(paid))));
    std::erase_if(event.check_ins, [&](const CheckIn& check_in) { return check_in.player == start_no; });
    for (Round& round : event.rounds) std::erase_if(round.byes, [&](const Bye& bye) { return bye.player == start_no; });
    std::erase_if(event.requested_byes, [&](const RequestedBye& bye) { return bye.player == start_no; });
    std::erase_if(event.forbidden_pairs,
                  [&](const auto& pair) { return pair.first == start_no || pair.second == start_no; });
    std::erase_if(event.forbidden_in_rounds, [&](const RoundLimitedForbiddenPair& pair) {
        return pair.first == start_no || pair.second == start_no;
    });
    std::erase_if(event.virtual_points, [&](const VirtualPoints& points) { return points.player == start_no; });
    for (RegistrationEntry& entry : event.entries)
        if (entry.start_no == start_no) entry.start_no = 0;  // the entry stays, approved, its player gone
    event.players.erase(event.players.begin() + (start_no - 1));
    std::vector<int> new_number(event.players.size() + 2, 0);
    for (int old = 1; old < static_cast<int>(new_number.size()); ++old)
        new_number[old] = old < start_no ? old : old - 1;
    renumberPlayers(event, new_number);
}

namespace {

std::string status(const Player& player) {
    return player.withdrawn_from_round == 0 ? "active"
                                            : "withdrawn from round " + std::to_string(player.withdrawn_from_round);
}

}  // namespace

Player playerFromFields(const std::vector<std::pair<std::string, std::string>>& fields) {
    Player player;
    for (const auto& [field, value] : fields) {
        try {
            formats::setPlayerField(player, field, value);
        } catch (const std::invalid_argument& bad) {
            throw Refusal(field, formats::saidOf(bad));
        }
    }
    if (player.name.empty()) throw UnusableRequest("name", "a player needs a name");
    return player;
}

int checkedStartNumber(const Event& event, int start_no, const std::string& field) {
    if (!event.player(start_no))
        throw NotInEvent(field, Message("no player %1 (the event has %2)", start_no, event.players.size()));
    return start_no;
}

Registration registerPlayers(EventStore& store, std::vector<Player> players,
                             const std::vector<std::string>& missed_rounds, bool allow_duplicates) {
    RegistrationOptions options;
    options.missed_rounds = missed_rounds;
    options.allow_duplicates = allow_duplicates;
    return registerPlayers(store, std::move(players), options);
}

Registration registerPlayers(EventStore& store, std::vector<Player> players, const RegistrationOptions& options) {
    if (players.empty()) throw Refusal("players", "no players to register");
    Registration done;
    store.update([&](Event& event, EventLog& log) {
        done = Registration{};
        checkMayRegister(event);
        const std::vector<Message> namesakes = options.allow_duplicates
                                                   ? std::vector<Message>{}
                                                   : checkNoDuplicates(event, players, options.origins);
        done.missed = missedRoundByes(event, options.missed_rounds);
        done.late = event.roundsPaired() > 0;
        done.numbers_kept = done.late && (event.roundsPaired() >= kLastRoundToRenumber ||
                                          options.late_numbers == LateEntryNumbers::AtTheEnd);
        enter(event, players, options.late_numbers, done);
        logRenumbering(log, event, done);
        for (int start_no : done.start_numbers)
            log.add("player add", Message("%1 %2", start_no, event.player(start_no)->name));
        done.notes = lateEntryNotes(done, options.late_numbers);
        done.notes.insert(done.notes.end(), namesakes.begin(), namesakes.end());
        for (int start_no : done.start_numbers)
            for (Message& warning : fideCodeWarnings(*event.player(start_no))) done.notes.push_back(std::move(warning));
    });
    return done;
}

Withdrawal withdrawPlayer(EventStore& store, int start_no, std::optional<int> from_round) {
    Withdrawal done;
    store.update([&](Event& event, EventLog& log) {
        done = Withdrawal{};
        Player& player = *event.player(checkedStartNumber(event, start_no));
        done.name = player.name;
        if (player.withdrawn_from_round != 0)
            throw Refusal("start_no", Message("%1 %2 is already withdrawn from round %3", start_no, player.name,
                                              player.withdrawn_from_round));
        const int last_round = std::max(event.planned_rounds, event.roundsPaired());
        done.from_round = from_round.value_or(event.roundsPaired() + 1);
        if (done.from_round < 1 || done.from_round > last_round + 1)
            throw Refusal("from_round",
                          Message("'%1' is not a whole number from %2 to %3", done.from_round, 1, last_round + 1));
        forfeitGamesFrom(event, start_no, done);
        player.withdrawn_from_round = done.from_round;
        // Byes he asked for in rounds not yet paired lapse: he is not paired at all (C.04.2).
        std::erase_if(event.requested_byes, [&](const RequestedBye& bye) {
            return bye.player == start_no && bye.round >= done.from_round && bye.round > event.roundsPaired();
        });
        const Message message("%1 %2 withdrawn from round %3", start_no, done.name, done.from_round);
        log.add("player withdraw",
                done.forfeits.empty() ? message : Message("%1; lost by forfeit: %2", message, listed(done.forfeits)));
    });
    return done;
}

PlayerEdit editPlayer(EventStore& store, int start_no, const std::vector<std::pair<std::string, std::string>>& fields) {
    if (fields.empty()) throw UnusableRequest("fields", "name at least one field to change");
    PlayerEdit done;
    store.update([&](Event& event, EventLog& log) {
        done = PlayerEdit{};
        Player& player = *event.player(checkedStartNumber(event, start_no));
        const Player before = player;
        for (const auto& [field, value] : fields) {
            try {
                formats::setPlayerField(player, field, value);
            } catch (const std::invalid_argument& bad) {
                throw Refusal(field, formats::saidOf(bad));
            }
        }
        done.name = player.name;
        done.changes = playerChanges(before, player);
        if (done.changes.empty()) return;
        if (player.federation != before.federation || player.title != before.title)
            done.notes = fideCodeWarnings(player);
        log.add("player edit", Message("%1 %2: %3", start_no, player.name, listed(done.changes)));
        // C.04.2 A.2: the pairing numbers follow the initial ranking until round 1 is paired.
        if (!isRoundRobin(event.system) && event.rounds.empty() && !inInitialRankingOrder(event)) {
            numberByInitialRanking(event);
            done.reranked = true;
            done.notes.push_back(
                Message("Start numbers follow the initial ranking again (C.04.2 A.2); %1 is now number %2.", done.name,
                        numberOf(event, done.name)));
        } else if (event.roundsPaired() > 0) {
            done.notes.push_back(
                Message("Pairing numbers stay as they are once round %1 is paired; the change is logged.", 1));
        }
    });
    return done;
}

std::string removePlayer(EventStore& store, int start_no) {
    std::string name;
    store.update([&](Event& event, EventLog& log) {
        name = event.player(checkedStartNumber(event, start_no))->name;
        for (const Round& round : event.rounds) {
            const Bye* bye = round.byeOf(start_no);
            if (round.gameOf(start_no) || (bye && bye->kind == ByeKind::PairingAllocated))
                throw Refusal("start_no",
                              Message("%1 %2 was paired in round %3; a player who has played is withdrawn, not removed",
                                      start_no, name, round.number));
        }
        if (const Team* team = event.teams ? event.teams->teamOf(start_no) : nullptr)
            throw Refusal("start_no",
                          Message("%1 %2 is on the roster of %3: a team keeps its roster", start_no, name, team->name));
        forgetPlayer(event, start_no);
        log.add("player remove", Message("%1 %2 removed; the players after him moved up", start_no, name));
    });
    return name;
}

Message undoWithdrawal(EventStore& store, int start_no) {
    Message said;
    store.update([&](Event& event, EventLog& log) {
        Player& player = *event.player(checkedStartNumber(event, start_no));
        if (player.withdrawn_from_round == 0)
            throw Refusal("start_no", Message("%1 %2 is not withdrawn", start_no, player.name));
        const int paired = event.roundsPaired();
        said = player.withdrawn_from_round <= paired
                   ? Message("%1 %2 takes part again from round %3; rounds %4 to %5 keep what the withdrawal gave him",
                             start_no, player.name, paired + 1, player.withdrawn_from_round, paired)
                   : Message("%1 %2 takes part again", start_no, player.name);
        player.withdrawn_from_round = 0;
        log.add("player withdraw --undo", said);
    });
    return said;
}

Table playerList(const Event& event, bool by_name) {
    Table table;
    table.columns = {{"start", Align::Right, true, false, ValueKind::Integer},
                     {"name", Align::Left, true, true},
                     {"rating", Align::Right, false, false, ValueKind::Integer},
                     {"title"},
                     {"federation"},
                     {"fide_id"},
                     {"birth_year", Align::Right, false, false, ValueKind::Integer},
                     {"sex"},
                     {"status"},
                     {"club"},
                     {"latin_name"},
                     {"k_factor", Align::Right, false, false, ValueKind::Integer}};
    std::vector<int> order;
    if (by_name)
        order = startNumbersByName(event);
    else
        for (const Player& p : event.players) order.push_back(p.start_no);
    for (int start_no : order) {
        const Player& p = *event.player(start_no);
        const char sex = static_cast<char>(p.sex);
        table.rows.push_back({std::to_string(p.start_no), p.name, std::to_string(p.rating), p.title, p.federation,
                              p.fide_id, p.birth_year ? std::to_string(p.birth_year) : "",
                              sex == ' ' ? "" : std::string(1, sex), status(p), p.club, p.latin_name,
                              p.k_factor ? std::to_string(p.k_factor) : ""});
    }
    return table;
}

Registration importPlayers(EventStore& store, std::istream& csv, const std::string& file_name,
                           RegistrationOptions options) {
    std::vector<Player> players;
    options.origins.clear();
    for (formats::ListedPlayer& listed : formats::readListedPlayers(csv, file_name)) {
        if (!listed.section.empty())  // a file for an event in sections (tourney sections import)
            throw formats::InputError(file_name, listed.line, "section",
                                      Message("names section %1, but this event is not in sections", listed.section));
        players.push_back(std::move(listed.player));
        options.origins.push_back(file_name + ":" + std::to_string(listed.line));
    }
    if (players.empty()) throw Refusal(Message("%1: holds no players", file_name));
    return registerPlayers(store, std::move(players), options);
}

namespace {

// "9 to 11" for numbers that follow each other, else "3, 7, 12".
std::string numbersText(std::vector<int> numbers) {
    std::sort(numbers.begin(), numbers.end());
    if (numbers.size() == 1) return std::to_string(numbers.front());
    if (numbers.back() - numbers.front() + 1 == static_cast<int>(numbers.size()))
        return std::to_string(numbers.front()) + " to " + std::to_string(numbers.back());
    std::string listed;
    for (int start_no : numbers) listed += (listed.empty() ? "" : ", ") + std::to_string(start_no);
    return listed;
}

}  // namespace

Message importedMessage(const Registration& done) {
    const std::size_t registered = done.start_numbers.size();
    const Message numbers = Message::numeral(numbersText(done.start_numbers));
    return registered == 1 ? Message("Registered %1 player, start number %2", registered, numbers)
                           : Message("Registered %1 players, start numbers %2", registered, numbers);
}

}  // namespace tourney::tournament
