// The player registry of a federation's server (issue 34): every player the federation knows,
// once, with his FIDE id, national id, federation, title, sex, birth and ratings per time
// control, each rating with the month of the list it came from. It is filled from FIDE's
// monthly list (formats/fide_rating_list.h) and the federation's own list (a CSV,
// formats/national_player_list.h), searched by id or by name (registry_names.h: case, accents,
// word order and small typos aside), and events register players from it, so that one FIDE id
// is one person in every event. Like the events' store, the registry's store is an interface:
// app/ keeps it in SQL beside the events (app/sql_player_registry.h).
#pragma once

#include "formats/fide_rating_list.h"
#include "scoring/event.h"
#include "tournament/message.h"
#include "tournament/registry_names.h"
#include "tournament/table.h"

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace tourney::tournament {

enum class TimeControl { Standard, Rapid, Blitz };

struct RegistryRating {
    int rating = 0;     // 0 = none
    std::string month;  // "2026-03": the list it came from; empty when none was imported
    bool operator==(const RegistryRating&) const = default;
};

struct RegistryPlayer {
    std::int64_t number = 0;  // the registry's own number, given on entry, never reused
    std::string fide_id;      // digits; empty when none
    std::string national_id;  // as the federation writes it; empty when none
    std::string name;         // "Surname, Given"
    std::string federation;
    std::string title;
    Sex sex = Sex::Unknown;
    int birth_year = 0;
    std::string birth_date;  // yyyy-mm-dd when known
    RegistryRating standard, rapid, blitz;

    const RegistryRating& rating(TimeControl control) const;
    bool operator==(const RegistryPlayer&) const = default;
};

// One player as an import gives him to the store, with the keys his name is found by.
struct RegistryEntry {
    RegistryPlayer player;
    NameKeys keys;
    std::vector<std::string> words;  // foldedWords of the name
};

// The writes of one import, all in one transaction of the store.
class RegistryImport {
public:
    virtual ~RegistryImport() = default;
    // A player of FIDE's list, by FIDE id: added, or his FIDE details (federation, title, sex,
    // year of birth, the three ratings and their month) replaced; his national id and date of
    // birth stay, and so does his name when he has a national id (the federation's spelling,
    // in any script; FIDE's is the Latin one).
    virtual void putFidePlayer(const RegistryEntry& entry) = 0;
    // A player of the national list: the player of the same national id, else of the same FIDE
    // id, takes the list's national id, name, federation, title, sex and birth (what the list
    // leaves empty is kept); or a new player is added. A FIDE id that
    // another player of the registry holds is refused by the caller before.
    virtual void putNationalPlayer(const RegistryEntry& entry) = 0;
    // The player a national list's row would change: by national id, else by FIDE id.
    virtual std::optional<RegistryPlayer> matchOf(const std::string& national_id, const std::string& fide_id) = 0;
    // How many players the registry holds, as the import has changed it so far.
    virtual std::size_t count() = 0;
};

// A name search as the store runs it: a player is found when, for each word of the search,
// one of its alternatives begins a word of his name, and the alternative of one of the words
// at `leading` begins his name in one of its two orders (NameKeys). Found: the highest
// standard rating first, at most `limit`; `matched` counts them all.
struct NameSearch {
    std::vector<std::vector<std::string>> words;  // folded
    std::vector<std::size_t> leading;
    std::size_t limit = 20;
};

struct RegistryHits {
    std::vector<RegistryPlayer> players;
    std::size_t matched = 0;
    // The search found nobody as typed, and these are the players found with the words
    // corrected (registry_names.h: typosAllowed).
    bool corrected = false;
};

class RegistryStore {
public:
    virtual ~RegistryStore() = default;
    // Runs `work` in one transaction: committed when it returns, nothing kept when it throws.
    // `bulk`: a whole FIDE list follows, so the store may rebuild its name index once at the end.
    virtual void import(bool bulk, const std::function<void(RegistryImport&)>& work) = 0;
    virtual std::optional<RegistryPlayer> byNumber(std::int64_t number) = 0;
    virtual std::optional<RegistryPlayer> byFideId(const std::string& fide_id) = 0;
    virtual std::optional<RegistryPlayer> byNationalId(const std::string& national_id) = 0;
    virtual RegistryHits byName(const NameSearch& search) = 0;
    // The words of the registry's names that begin with `initial` (one letter, folded) and have
    // from `shortest` to `longest` bytes: where a typo's correction is looked for.
    virtual std::vector<std::string> nameWords(const std::string& initial, std::size_t shortest,
                                               std::size_t longest) = 0;
    virtual std::size_t size() = 0;
};

// What an import did.
struct RegistryImported {
    std::size_t players = 0;  // rows of the list
    std::size_t added = 0;    // players new to the registry
};

// "2026-03"; throws Refusal (field "month") for anything else.
std::string checkedMonth(const std::string& month);

// `tourney registry import --fide`: every player of FIDE's list (players_list_foa.txt or
// players_list_xml.xml, read as it streams by), his three ratings of `month`. One transaction:
// a malformed line (InputError naming file, line and field) or a FIDE id given twice stores
// nothing.
RegistryImported importFideList(RegistryStore& store, std::istream& list, const std::string& file_name,
                                const std::string& month);

// `tourney registry import --national`: the federation's list (formats/national_player_list.h).
// One transaction; a bad value, a national id given twice, or a FIDE id that another player of
// the registry holds is refused naming the file, the line and the field, and nothing is stored.
RegistryImported importNationalList(RegistryStore& store, std::istream& csv, const std::string& file_name);

// "Imported 1,234 players from players_list_foa.txt (56 new); the registry holds 5,678".
Message importedMessage(const RegistryImported& done, const std::string& file_name, std::size_t registry_size);

// A player by what identifies him: a FIDE id (digits), "R" and the registry's number ("R17"),
// or "N:" and a national id. Throws NotInEvent when there is none; Refusal (field `field`) for
// text that is none of these.
RegistryPlayer registryPlayer(RegistryStore& store, const std::string& key, const std::string& field = "id");

// A search as typed: an identifier as registryPlayer reads it finds that player, anything else
// the players whose names hold its words (registry_names.h): "carlsen magnus", "Magnus Carlsen"
// and "CARLSEN, magnus" alike, a word may be the beginning of the name's ("carl mag"), and when
// nothing is found so, each word of four letters or more may have typosAllowed edits. Throws
// Refusal (field "q") for a search without two letters or digits.
RegistryHits searchRegistry(RegistryStore& store, const std::string& query, std::size_t limit);

// The players found, one row each: number, FIDE id, national id, name, federation, title, sex,
// birth, and each time control's rating with its month.
Table registryTable(const std::vector<RegistryPlayer>& players);

// The player as an event registers him: the registry's details, and the rating of `control`.
Player playerFromRegistry(const RegistryPlayer& entry, TimeControl control);

// An event that registers a player of the registry: his page lists them.
struct PlayerInEvent {
    std::string event;  // its id on the server
    std::string name;   // the event's
    std::string start_date;
    int start_no = 0;
};

// The events of `events` (each with its id) that register `player`, by start date: by FIDE id
// when he has one; else by his name (sameName, player_names.h) and year of birth, both known.
std::vector<PlayerInEvent> eventsOfPlayer(const RegistryPlayer& player,
                                          const std::vector<std::pair<std::string, const Event*>>& events);

// One row an event: event, name, start date, start number.
Table playerEventsTable(const std::vector<PlayerInEvent>& entries);

// "standard", "rapid", "blitz"; throws Refusal (field `field`) for another.
TimeControl timeControlNamed(const std::string& name, const std::string& field);

}  // namespace tourney::tournament
