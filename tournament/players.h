// The event's players: registering them (one by one or from a list, before round 1 or as late
// entries), withdrawing them, and the list of them.
#pragma once

#include "scoring/event.h"
#include "tournament/event_store.h"
#include "tournament/message.h"
#include "tournament/table.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace tourney::tournament {

// A player from fields as typed ("name", "rating", "title", "federation", "fide_id",
// "birth_year", "sex"), each checked. Throws Refusal naming the field at fault.
Player playerFromFields(const std::vector<std::pair<std::string, std::string>>& fields);

// A player whose start number a late entry changed.
struct MovedNumber {
    int from = 0;
    int to = 0;  // greater: he moved down the list
    std::string name;
};

// What became of the players just registered.
struct Registration {
    std::vector<int> start_numbers;  // in the order given
    bool late = false;               // rounds were paired already
    bool renumbered = false;         // a late entry moved other players' numbers (C.04.2)
    bool numbers_kept = false;       // the next free numbers were taken: too late to renumber, or asked
    std::vector<MovedNumber> moved;  // the players already registered whose numbers changed, by old number
    std::vector<ByeKind> missed;     // what each round already paired scores for them
    std::vector<Message> notes;      // what a late entry changed, for the arbiter to see at once
};

// Registers players. Before round 1 each takes the next start number (round 1 of a Swiss event
// numbers the whole list by the initial ranking). A late entry to a Swiss event takes his place
// in the initial ranking (C.04.2), the players after him moving down one number each and
// listed in Registration::moved, unless RegistrationOptions::late_numbers keeps the numbers;
// each round he missed scores as `missed_rounds` says:
// "zero", "half" or "full", one for every round or one per round (default: zero). A round
// robin takes no new players once paired (C.05).
// A player already registered with the same FIDE id, or with the same name and year of birth,
// is refused as a second entry of the same person unless `allow_duplicates`. Names are
// compared as Latin letters: each player's name and his Latin name (Player::latin_name), with
// case, spacing and name order folded as a game record's names are (nameForms,
// player_names.h): "sharma,  aditya" and "Aditya Sharma" are "Sharma, Aditya". The same name
// with a year of birth missing on either side is registered with a warning in
// Registration::notes naming the other player.
Registration registerPlayers(EventStore& store, std::vector<Player> players,
                             const std::vector<std::string>& missed_rounds = {}, bool allow_duplicates = false);

// How a late entry is numbered once rounds are paired.
enum class LateEntryNumbers {
    // His place in the initial ranking (C.04.2; the Dutch rules' pairing numbers): the players
    // ranked after him move down one number each. The default.
    ByInitialRanking,
    // The next free number: nobody moves (as Swiss-Manager does unless the list is re-sorted).
    AtTheEnd,
};

struct RegistrationOptions {
    std::vector<std::string> missed_rounds;  // as above
    bool allow_duplicates = false;
    LateEntryNumbers late_numbers = LateEntryNumbers::ByInitialRanking;
    // Where each player was read, in the order given ("players.csv:5"), for the messages that
    // name him; empty when typed.
    std::vector<std::string> origins;
};

Registration registerPlayers(EventStore& store, std::vector<Player> players, const RegistrationOptions& options);

// `tourney player import` and the application's upload: the players of a player CSV
// (formats/player_csv.h) read from `csv`, registered in file order, each with his line of
// `file_name` for the messages that name him. A bad value is refused naming file, line and
// field; a file without players is refused; either way nothing is stored.
Registration importPlayers(EventStore& store, std::istream& csv, const std::string& file_name,
                           RegistrationOptions options);
// "Registered 3 players, start numbers 9 to 11": what an import did, as both front ends say it.
Message importedMessage(const Registration& done);

// What an edit changed, each as "rating 2210 -> 2250".
struct PlayerEdit {
    std::string name;
    std::vector<Message> changes;
    bool reranked = false;  // before round 1 of a Swiss event: the start numbers follow the ranking
    std::vector<Message> notes;
};

// Changes fields of a player, each checked as on registration. Before round 1 of a Swiss event
// the players are numbered by the initial ranking again (C.04.2 A.2); afterwards the pairing
// numbers stay, and the change is logged.
PlayerEdit editPlayer(EventStore& store, int start_no, const std::vector<std::pair<std::string, std::string>>& fields);

// Removes a player registered by mistake, before his first pairing: the players after him move
// up one number, and everything that names a player follows. Returns his name.
std::string removePlayer(EventStore& store, int start_no);

// removePlayer's work on the event in memory, inside a store's update (a move between sections,
// tournament/sections.h): whatever names the player goes and the players after him move up.
// Refused while he has paid at the desk.
void forgetPlayer(Event& event, int start_no);

// What a withdrawal did.
struct Withdrawal {
    std::string name;
    int from_round = 0;
    std::vector<Message> forfeits;  // "round 4 board 2": games of his lost by forfeit
};

// Withdraws a player from `from_round` on (by default the next round to pair): he is not paired any
// more, his games already paired from then on and still without a result are lost by forfeit,
// and byes he asked for in those rounds lapse.
Withdrawal withdrawPlayer(EventStore& store, int start_no, std::optional<int> from_round = std::nullopt);

// Takes a withdrawal back: the player is paired again from the next round on. Rounds paired
// while he was withdrawn keep what the withdrawal gave him (an absence, a game lost by forfeit:
// results the arbiter may correct). Returns what happened, for the arbiter.
Message undoWithdrawal(EventStore& store, int start_no);

// The players by start number (or by name): start, name, rating, title, federation, FIDE id,
// birth year, sex and status ("active", "withdrawn from round 3").
Table playerList(const Event& event, bool by_name = false);

// "rating 2210 -> 2250" for each field that differs between two states of a player.
std::vector<Message> playerChanges(const Player& before, const Player& after);

// A start number that names a player of the event; throws Refusal (field `field`) otherwise.
int checkedStartNumber(const Event& event, int start_no, const std::string& field = "start_no");

}  // namespace tourney::tournament
