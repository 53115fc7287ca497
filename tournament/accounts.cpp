#include "tournament/accounts.h"

#include "tournament/password_hash.h"
#include "tournament/sha256.h"

#include <algorithm>

namespace tourney::tournament {

static void checkName(const std::string& name) {
    const bool usable = !name.empty() && name.size() <= 64 && std::all_of(name.begin(), name.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '_' ||
               c == '-';
    });
    if (!usable)
        throw UnusableRequest("name", Message("an account's name: letters, digits, '.', '_' and '-' (at most 64)"));
}

static void checkPassword(const std::string& password) {
    if (password.size() < 8) throw Refusal("password", Message("a password needs at least %1 characters", 8));
}

static Account existing(AccountStore& store, const std::string& name) {
    std::optional<Account> account = store.account(name);
    if (!account) throw NotInEvent("name", Message("no account named '%1'", name));
    return *account;
}

static void checkGrant(Role role, const std::string& event) {
    if (role == Role::Organiser && !event.empty())
        throw Refusal("event", Message("an organiser's role is for the whole server, not for one event"));
}

void addAccount(AccountStore& store, const std::string& name, const std::string& password, Role role,
                const std::string& event) {
    checkName(name);
    checkPassword(password);
    checkGrant(role, event);
    if (store.account(name)) throw Refusal("name", Message("an account named '%1' exists already", name));
    store.addAccount({name, hashPassword(password), {{role, event}}});
}

void changePassword(AccountStore& store, const std::string& name, const std::string& password) {
    existing(store, name);
    checkPassword(password);
    store.setPasswordHash(name, hashPassword(password));
    store.removeSessions(name);  // whoever knew the old password is signed out
}

void appointRole(AccountStore& store, const std::string& name, std::optional<Role> role, const std::string& event) {
    Account account = existing(store, name);
    if (role) checkGrant(*role, event);
    // One role per event (and one for every event): the new one replaces what was held there.
    std::erase_if(account.grants, [&](const Grant& grant) { return grant.event == event; });
    if (role) account.grants.push_back({*role, event});
    store.setGrants(name, account.grants);
}

// A role is given or taken away over the server only by whom access_rules.h lets appoint it;
// taking away a role someone holds asks for the right to give that role.
static void mayAppointOrRefuse(const Actor& by, Role role) {
    if (!mayAppoint(by.grants, role))
        throw NotPermitted("role", Message("%1 may not appoint a %2", by.name, std::string(roleName(role))));
}

void addAccountAs(AccountStore& store, const Actor& by, const std::string& name, const std::string& password, Role role,
                  const std::string& event) {
    mayAppointOrRefuse(by, role);
    addAccount(store, name, password, role, event);
}

void appointRoleAs(AccountStore& store, const Actor& by, const std::string& name, std::optional<Role> role,
                   const std::string& event) {
    mayAppointOrRefuse(by, role.value_or(Role::DeputyArbiter));  // before saying whether the name exists
    const Account account = existing(store, name);
    for (const Grant& held : account.grants)
        if (held.event == event) mayAppointOrRefuse(by, held.role);
    appointRole(store, name, role, event);
}

std::vector<Account> accountsWithRoles(AccountStore& store) {
    std::vector<Account> accounts;
    for (const std::string& name : store.accountNames())
        if (std::optional<Account> account = store.account(name)) {
            account->password_hash.clear();
            accounts.push_back(std::move(*account));
        }
    return accounts;
}

SignedIn signIn(AccountStore& store, const std::string& name, const std::string& password, const std::string& address,
                std::int64_t now, const SessionPolicy& policy) {
    if (store.failuresSince(name, address, now - policy.failure_window) >= policy.max_failures)
        throw TooManyAttempts(Message("too many failed sign-ins; try again in %1 minutes",
                                      std::to_string((policy.failure_window + 59) / 60)),
                              policy.failure_window);
    const std::optional<Account> account = store.account(name);
    // A name that has no account costs the same hashing as a wrong password: how long the
    // answer takes says nothing of which names exist.
    static const std::string kNoAccount = hashPassword(randomHex(16));
    const bool matches = passwordMatches(account ? account->password_hash : kNoAccount, password);
    if (!account || !matches) {
        store.addFailure(name, address, now);
        throw NotSignedIn("password", Message("wrong name or password"));
    }
    store.clearFailures(name, address);
    SignedIn signed_in{randomHex(32), {account->name, account->grants}};
    store.addSession(sha256Hex(signed_in.session_id), account->name, now);
    return signed_in;
}

std::optional<Actor> sessionActor(AccountStore& store, const std::string& session_id, std::int64_t now,
                                  const SessionPolicy& policy) {
    const std::string id_hash = sha256Hex(session_id);
    const auto session = store.session(id_hash);
    if (!session) return std::nullopt;
    if (now - session->second > policy.idle_seconds) {
        store.removeSession(id_hash);
        return std::nullopt;
    }
    const std::optional<Account> account = store.account(session->first);
    if (!account) return std::nullopt;
    store.touchSession(id_hash, now);
    return Actor{account->name, account->grants};
}

void signOut(AccountStore& store, const std::string& session_id) { store.removeSession(sha256Hex(session_id)); }

}  // namespace tourney::tournament
