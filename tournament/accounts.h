// The accounts of a federation's server (issue 34): their passwords, roles and sessions, and
// the use cases on them (`tourney user`, signing in and out of `tourney serve`). Like the
// event's store (event_store.h), the accounts' store is an interface: app/ keeps them in SQL
// (an SQLite file beside the events, or their PostgreSQL database). The core reads no clock:
// the front end passes the time, in seconds since 1970.
#pragma once

#include "tournament/access_rules.h"
#include "tournament/refusal.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tourney::tournament {

// A line of the server's own log: what was done to the server as a whole, where an event's log
// cannot keep it (an event deleted, event_lifetime.h).
struct ServerLogLine {
    std::int64_t at = 0;  // seconds since 1970
    std::string actor;    // who did it, as an event's log names him (access_rules.h, Actor)
    std::string command;  // "delete"
    std::string event;    // the event's id
    Message said;
};

struct Account {
    std::string name;
    std::string password_hash;  // password_hash.h
    std::vector<Grant> grants;
};

class AccountStore {
public:
    virtual ~AccountStore() = default;

    virtual std::optional<Account> account(const std::string& name) = 0;
    // Every account's name, in order.
    virtual std::vector<std::string> accountNames() = 0;
    // Adds a new account; refused when the name is taken.
    virtual void addAccount(const Account& account) = 0;
    virtual void setPasswordHash(const std::string& name, const std::string& hash) = 0;
    virtual void setGrants(const std::string& name, const std::vector<Grant>& grants) = 0;

    // Sessions, by the SHA-256 of their id: the id itself is never stored.
    virtual void addSession(const std::string& id_hash, const std::string& account, std::int64_t now) = 0;
    // The account of a session and when it was last used.
    virtual std::optional<std::pair<std::string, std::int64_t>> session(const std::string& id_hash) = 0;
    virtual void touchSession(const std::string& id_hash, std::int64_t now) = 0;
    virtual void removeSession(const std::string& id_hash) = 0;
    // Every session of the account (a new password ends them).
    virtual void removeSessions(const std::string& account) = 0;

    // Failed sign-ins, per account name and client address.
    virtual int failuresSince(const std::string& account, const std::string& address, std::int64_t since) = 0;
    virtual void addFailure(const std::string& account, const std::string& address, std::int64_t now) = 0;
    virtual void clearFailures(const std::string& account, const std::string& address) = 0;

    // The server's log (ServerLogLine), oldest first.
    virtual void addServerLogLine(const ServerLogLine& line) = 0;
    virtual std::vector<ServerLogLine> serverLog() = 0;
};

// A sign-in that is not accepted: a wrong name or password (the web server's 401), or a
// session that expired or never was.
class NotSignedIn : public Refusal {
public:
    using Refusal::Refusal;
};

// Someone signed in asking for what his roles do not allow (403).
class NotPermitted : public Refusal {
public:
    using Refusal::Refusal;
};

// Sign-ins refused for a while after too many failures (429): `retry_after` seconds.
class TooManyAttempts : public Refusal {
public:
    TooManyAttempts(const Message& message, std::int64_t retry_after) : Refusal(message), retry_after_(retry_after) {}
    std::int64_t retryAfter() const { return retry_after_; }

private:
    std::int64_t retry_after_;
};

// `tourney user add`: a new account with its password and a first role. Refused: a name other
// than letters, digits, '.', '_' and '-' (1 to 64), a password under 8 characters, an
// organiser's role for one event, a name taken.
void addAccount(AccountStore& store, const std::string& name, const std::string& password, Role role,
                const std::string& event);

// `tourney user passwd`: a new password; the account's sessions end.
void changePassword(AccountStore& store, const std::string& name, const std::string& password);

// `tourney user role`: the account's role in `event` (every event when empty) becomes `role`,
// or, with no role, the role held there is taken away.
void appointRole(AccountStore& store, const std::string& name, std::optional<Role> role, const std::string& event);

// The same two asked for over the server by `by`: refused (NotPermitted) unless `by` may give
// the role (access_rules.h, mayAppoint); taking a role away asks the same as giving it.
void addAccountAs(AccountStore& store, const Actor& by, const std::string& name, const std::string& password, Role role,
                  const std::string& event);
void appointRoleAs(AccountStore& store, const Actor& by, const std::string& name, std::optional<Role> role,
                   const std::string& event);

// Who holds which role on the server, by name: what an organiser reads before appointing. The
// password hashes are left out.
std::vector<Account> accountsWithRoles(AccountStore& store);

struct SessionPolicy {
    std::int64_t idle_seconds = 30 * 60;    // a session unused this long has expired
    int max_failures = 5;                   // failed sign-ins per account and address ...
    std::int64_t failure_window = 15 * 60;  // ... within this time, then refused until it passes
};

struct SignedIn {
    std::string session_id;  // 256 random bits, hexadecimal: the cookie's value
    Actor actor;
};

// Checks the password and opens a session. Throws TooManyAttempts when `address` has failed
// for this account `max_failures` times within the window (even with the right password), and
// NotSignedIn for a wrong name or password (which counts as a failure).
SignedIn signIn(AccountStore& store, const std::string& name, const std::string& password, const std::string& address,
                std::int64_t now, const SessionPolicy& policy);

// The account signed in with `session_id`, its session kept alive; nullopt when there is no
// such session or it expired (and is removed).
std::optional<Actor> sessionActor(AccountStore& store, const std::string& session_id, std::int64_t now,
                                  const SessionPolicy& policy);

void signOut(AccountStore& store, const std::string& session_id);

}  // namespace tourney::tournament
