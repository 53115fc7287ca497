// Who may do what on a federation's server (issue 34, "Accounts and roles"): the one place
// that decides it. The web server asks `mayDo` before every write and answers 403 when it says
// no; nothing else in the program knows what a role allows.
//
// An organiser runs the server: he creates events, appoints their arbiters, archives events,
// restores them and deletes them. A chief arbiter does everything in his events, archiving them
// too once they are over; restoring an archived event, or deleting one, is the organiser's. A deputy arbiter enters results and pairs rounds (and changes
// pairings by hand) in his events, nothing else. The public reads everything and changes
// nothing. A role is held for one event, or for every event of the server when no event is
// named (an organiser's always is).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tourney::tournament {

enum class Role { Organiser, ChiefArbiter, DeputyArbiter };

// "organiser", "chief-arbiter", "deputy-arbiter": as `tourney user` takes and prints them.
std::string_view roleName(Role role);
// Also "chief" and "deputy"; nullopt for anything else.
std::optional<Role> roleNamed(std::string_view name);

// A role held in one event (`event`, its id), or in every event of the server (empty).
struct Grant {
    Role role;
    std::string event;
    bool operator==(const Grant&) const = default;
};

// What a request asks to do.
enum class Action {
    Read,             // any page, any API read, the feed
    CreateEvent,      // a new event on the server
    AppointArbiters,  // give or take a role
    ChangeEvent,      // players, byes, forbidden pairs, prizes, tie-breaks, the drawing of lots
    EnterResult,      // a result entered, replaced or cleared
    PairRound,        // the next round paired, the last taken back, a pairing changed by hand
    KeepRatingList,   // the server's copy of FIDE's rating list, shared by its events
    ArchiveEvent,     // make the event read-only (event_lifetime.h)
    RestoreEvent,     // make an archived event writable again
    DeleteEvent,      // remove the event and everything it holds
};

// Whether someone holding `grants` may do `action` in event `event` (empty for an action on
// the server as a whole: CreateEvent, AppointArbiters, KeepRatingList).
bool mayDo(const std::vector<Grant>& grants, Action action, const std::string& event);

// Whether someone holding `grants` may give `role` to an account through the server: an
// organiser appoints arbiters, chief and deputy. An organiser is made only at the server's own
// terminal (`tourney user`), so that a session taken over cannot make itself another.
bool mayAppoint(const std::vector<Grant>& grants, Role role);

// Someone a write is made by: an account's name and its roles.
struct Actor {
    std::string name;
    std::vector<Grant> grants;
};

// The holder of the arbiter's token of `tourney serve --token-file` (a server with one arbiter):
// chief arbiter of every event and organiser, as the token was before there were accounts.
// The log names him "arbiter (token)".
Actor tokenHolder();

}  // namespace tourney::tournament
