// Issue 34, accounts and roles: what each role may do (tournament/access_rules.h, the one place
// that decides it), the accounts' use cases on a store in memory (passwords, sessions that
// expire, sign-ins throttled per account and address), and the log's hash chain with a line
// that names who made it; and events archived, restored and deleted by those allowed to
// (tournament/event_lifetime.h).
#include "tournament/access_rules.h"
#include "tournament/accounts.h"
#include "tournament/event_lifetime.h"
#include "tournament/log_chain.h"
#include "tournament/manual_pairing.h"
#include "tournament/password_hash.h"
#include "tournament/requests.h"
#include "tournament/round_pairing.h"
#include "tournament/sha256.h"
#include "tournament/tiebreak_settings.h"
#include "use_case_fixture.h"

#include <boost/test/unit_test.hpp>

#include <map>
#include <tuple>

using namespace tourney::tournament;

namespace {

// The accounts' store contract, in memory.
class MemoryAccountStore final : public AccountStore {
public:
    std::optional<Account> account(const std::string& name) override {
        const auto found = accounts.find(name);
        return found == accounts.end() ? std::nullopt : std::optional<Account>(found->second);
    }
    std::vector<std::string> accountNames() override {
        std::vector<std::string> names;
        for (const auto& [name, account] : accounts) names.push_back(name);
        return names;
    }
    void addAccount(const Account& account) override { accounts.emplace(account.name, account); }
    void setPasswordHash(const std::string& name, const std::string& hash) override {
        accounts.at(name).password_hash = hash;
    }
    void setGrants(const std::string& name, const std::vector<Grant>& grants) override {
        accounts.at(name).grants = grants;
    }
    void addSession(const std::string& id_hash, const std::string& account, std::int64_t now) override {
        sessions[id_hash] = {account, now};
    }
    std::optional<std::pair<std::string, std::int64_t>> session(const std::string& id_hash) override {
        const auto found = sessions.find(id_hash);
        return found == sessions.end() ? std::nullopt : std::optional(found->second);
    }
    void touchSession(const std::string& id_hash, std::int64_t now) override { sessions.at(id_hash).second = now; }
    void removeSession(const std::string& id_hash) override { sessions.erase(id_hash); }
    void removeSessions(const std::string& account) override {
        std::erase_if(sessions, [&](const auto& session) { return session.second.first == account; });
    }
    int failuresSince(const std::string& account, const std::string& address, std::int64_t since) override {
        int count = 0;
        for (const auto& [who, where, when] : failures) count += who == account && where == address && when > since;
        return count;
    }
    void addFailure(const std::string& account, const std::string& address, std::int64_t now) override {
        failures.emplace_back(account, address, now);
    }
    void clearFailures(const std::string& account, const std::string& address) override {
        std::erase_if(failures, [&](const auto& failure) {
            return std::get<0>(failure) == account && std::get<1>(failure) == address;
        });
    }
    void addServerLogLine(const ServerLogLine& line) override { server_log.push_back(line); }
    std::vector<ServerLogLine> serverLog() override { return server_log; }

    std::map<std::string, Account> accounts;
    std::map<std::string, std::pair<std::string, std::int64_t>> sessions;
    std::vector<std::tuple<std::string, std::string, std::int64_t>> failures;
    std::vector<ServerLogLine> server_log;
};

const std::vector<Action> kWrites = {Action::CreateEvent,  Action::AppointArbiters, Action::ChangeEvent,
                                     Action::EnterResult,  Action::PairRound,       Action::KeepRatingList,
                                     Action::ArchiveEvent, Action::RestoreEvent,    Action::DeleteEvent};

}  // namespace

BOOST_AUTO_TEST_CASE(a_deputy_arbiter_enters_results_and_pairs_in_his_event_only) {
    const std::vector<Grant> deputy{{Role::DeputyArbiter, "open"}};
    BOOST_TEST(mayDo(deputy, Action::EnterResult, "open"));
    BOOST_TEST(mayDo(deputy, Action::PairRound, "open"));
    BOOST_TEST(!mayDo(deputy, Action::ChangeEvent, "open"));  // players, byes, prizes: the chief's
    BOOST_TEST(!mayDo(deputy, Action::EnterResult, "cup"));
    BOOST_TEST(!mayDo(deputy, Action::CreateEvent, ""));
    BOOST_TEST(!mayDo(deputy, Action::AppointArbiters, ""));
    BOOST_TEST(!mayDo(deputy, Action::KeepRatingList, ""));
}

BOOST_AUTO_TEST_CASE(a_chief_arbiter_does_everything_in_his_events_and_nothing_elsewhere) {
    const std::vector<Grant> chief{{Role::ChiefArbiter, "open"}};
    for (const Action action : {Action::ChangeEvent, Action::EnterResult, Action::PairRound})
        BOOST_TEST(mayDo(chief, action, "open"));
    BOOST_TEST(!mayDo(chief, Action::EnterResult, "cup"));
    BOOST_TEST(!mayDo(chief, Action::CreateEvent, ""));
    BOOST_TEST(!mayDo(chief, Action::AppointArbiters, ""));
    BOOST_TEST(!mayDo(chief, Action::KeepRatingList, ""));  // the list is the whole server's
    const std::vector<Grant> everywhere{{Role::ChiefArbiter, ""}};
    BOOST_TEST(mayDo(everywhere, Action::EnterResult, "cup"));
    BOOST_TEST(mayDo(everywhere, Action::KeepRatingList, ""));
}

BOOST_AUTO_TEST_CASE(an_organiser_creates_events_and_appoints_but_enters_no_result) {
    const std::vector<Grant> organiser{{Role::Organiser, ""}};
    BOOST_TEST(mayDo(organiser, Action::CreateEvent, ""));
    BOOST_TEST(mayDo(organiser, Action::AppointArbiters, ""));
    BOOST_TEST(!mayDo(organiser, Action::EnterResult, "open"));
    BOOST_TEST(!mayDo(organiser, Action::ChangeEvent, "open"));
}

BOOST_AUTO_TEST_CASE(the_public_reads_and_changes_nothing) {
    BOOST_TEST(mayDo({}, Action::Read, "open"));
    for (const Action action : kWrites) BOOST_TEST(!mayDo({}, action, "open"));
}

BOOST_AUTO_TEST_CASE(the_arbiter_s_token_is_chief_of_every_event_and_organiser) {
    const Actor holder = tokenHolder();
    for (const Action action : kWrites)
        BOOST_TEST(mayDo(holder.grants, action, action < Action::ChangeEvent ? "" : "any"));
    BOOST_TEST(holder.name == "arbiter (token)");
}

BOOST_AUTO_TEST_CASE(roles_are_named_as_tourney_user_takes_them) {
    for (const Role role : {Role::Organiser, Role::ChiefArbiter, Role::DeputyArbiter})
        BOOST_TEST((roleNamed(roleName(role)) == role));
    BOOST_TEST((roleNamed("deputy") == Role::DeputyArbiter));
    BOOST_TEST(!roleNamed("arbiter"));
}

BOOST_AUTO_TEST_CASE(passwords_are_stored_as_argon2id_and_only_the_right_one_matches) {
    const std::string stored = hashPassword("correct horse");
    BOOST_TEST(stored.rfind("$argon2id$", 0) == 0u, stored);
    BOOST_TEST(stored.find("correct horse") == std::string::npos);
    BOOST_TEST(passwordMatches(stored, "correct horse"));
    BOOST_TEST(!passwordMatches(stored, "correct horsE"));
    BOOST_TEST(!passwordMatches("", "correct horse"));
    BOOST_TEST(hashPassword("correct horse") != stored);  // each with its own salt
    BOOST_TEST(randomHex(32).size() == 64u);
    BOOST_TEST(randomHex(32) != randomHex(32));
}

BOOST_AUTO_TEST_CASE(accounts_are_refused_a_bad_name_a_short_password_a_taken_name_and_an_organiser_of_one_event) {
    MemoryAccountStore store;
    BOOST_CHECK_THROW(addAccount(store, "a b", "long enough", Role::ChiefArbiter, ""), UnusableRequest);
    BOOST_CHECK_THROW(addAccount(store, "rahim", "short", Role::ChiefArbiter, ""), Refusal);
    BOOST_CHECK_THROW(addAccount(store, "rahim", "long enough", Role::Organiser, "open"), Refusal);
    BOOST_TEST(store.accounts.empty());
    addAccount(store, "rahim", "long enough", Role::ChiefArbiter, "open");
    BOOST_CHECK_THROW(addAccount(store, "rahim", "other password", Role::DeputyArbiter, ""), Refusal);
    BOOST_TEST(passwordMatches(store.accounts.at("rahim").password_hash, "long enough"));
}

BOOST_AUTO_TEST_CASE(a_role_in_an_event_replaces_the_one_held_there_and_none_takes_it_away) {
    MemoryAccountStore store;
    addAccount(store, "karim", "long enough", Role::DeputyArbiter, "open");
    appointRole(store, "karim", Role::ChiefArbiter, "open");
    appointRole(store, "karim", Role::DeputyArbiter, "cup");
    BOOST_TEST((store.accounts.at("karim").grants ==
                std::vector<Grant>{{Role::ChiefArbiter, "open"}, {Role::DeputyArbiter, "cup"}}));
    appointRole(store, "karim", std::nullopt, "open");
    BOOST_TEST((store.accounts.at("karim").grants == std::vector<Grant>{{Role::DeputyArbiter, "cup"}}));
    BOOST_CHECK_THROW(appointRole(store, "nobody", Role::ChiefArbiter, ""), NotInEvent);
}

BOOST_AUTO_TEST_CASE(a_session_is_stored_hashed_and_expires_after_the_idle_time) {
    MemoryAccountStore store;
    addAccount(store, "rahim", "long enough", Role::ChiefArbiter, "open");
    const SessionPolicy policy;  // 30 minutes idle
    const SignedIn in = signIn(store, "rahim", "long enough", "10.0.0.1", 1000, policy);
    BOOST_TEST(in.session_id.size() == 64u);
    BOOST_TEST(!store.sessions.contains(in.session_id));  // only its hash is kept
    BOOST_TEST(store.sessions.contains(sha256Hex(in.session_id)));
    // Used within the idle time, it lives on from its last use.
    BOOST_TEST(sessionActor(store, in.session_id, 1000 + 1700, policy).has_value());
    BOOST_TEST(sessionActor(store, in.session_id, 1000 + 3400, policy)->name == "rahim");
    BOOST_TEST(!sessionActor(store, in.session_id, 1000 + 3400 + 1801, policy).has_value());
    BOOST_TEST(store.sessions.empty());
    BOOST_TEST(!sessionActor(store, "no such session", 1000, policy).has_value());
}

BOOST_AUTO_TEST_CASE(a_wrong_password_or_name_is_not_signed_in_and_a_new_password_ends_the_sessions) {
    MemoryAccountStore store;
    addAccount(store, "rahim", "long enough", Role::ChiefArbiter, "open");
    BOOST_CHECK_THROW(signIn(store, "rahim", "wrong password", "10.0.0.1", 1000, {}), NotSignedIn);
    BOOST_CHECK_THROW(signIn(store, "nobody", "long enough", "10.0.0.1", 1000, {}), NotSignedIn);
    BOOST_TEST(store.sessions.empty());
    const SignedIn in = signIn(store, "rahim", "long enough", "10.0.0.1", 1000, {});
    changePassword(store, "rahim", "another password");
    BOOST_TEST(!sessionActor(store, in.session_id, 1001, {}).has_value());
    BOOST_CHECK_THROW(signIn(store, "rahim", "long enough", "10.0.0.1", 1002, {}), NotSignedIn);
    BOOST_TEST(signIn(store, "rahim", "another password", "10.0.0.1", 1003, {}).actor.name == "rahim");
}

BOOST_AUTO_TEST_CASE(sign_ins_are_throttled_after_five_failures_per_account_and_address_until_the_window_passes) {
    MemoryAccountStore store;
    addAccount(store, "rahim", "long enough", Role::ChiefArbiter, "open");
    const SessionPolicy policy;  // 5 failures in 15 minutes
    for (int i = 0; i < 5; ++i)
        BOOST_CHECK_THROW(signIn(store, "rahim", "guess " + std::to_string(i), "10.0.0.9", 1000 + i, policy),
                          NotSignedIn);
    // The right password does not help from that address for that account ...
    BOOST_CHECK_THROW(signIn(store, "rahim", "long enough", "10.0.0.9", 1010, policy), TooManyAttempts);
    // ... but the arbiter at another address signs in.
    BOOST_TEST(signIn(store, "rahim", "long enough", "10.0.0.1", 1010, policy).actor.name == "rahim");
    BOOST_TEST(signIn(store, "rahim", "long enough", "10.0.0.9", 1004 + 15 * 60, policy).actor.name == "rahim");
    BOOST_TEST(store.failures.empty());  // a sign-in clears the failures it had
}

BOOST_AUTO_TEST_CASE(a_log_line_names_who_made_it_and_lines_naming_no_one_hash_as_before) {
    LogEntry before{"2026-11-01T10:00:00Z", "result", "round 1 board 1: 1-0",
                    Message("round %1 board %2: %3", 1, 1, "1-0")};
    const std::string hash_before = chainedLogHash(kLogChainStart, before);
    // The text a line without actor hashed to under schema 8: every field as length:bytes.
    BOOST_TEST(canonicalLogText(before).find("deputy") == std::string::npos);
    LogEntry named = before;
    named.actor = "deputy";
    BOOST_TEST(chainedLogHash(kLogChainStart, named) != hash_before);
    BOOST_TEST(canonicalLogText(named) == canonicalLogText(before) + "6:deputy");
    std::vector<LogEntry> log{before, named};
    chainLog(log);
    BOOST_TEST(verifyLogChain(log).holds());
    log[1].actor = "chief";  // who made it cannot be changed afterwards either
    BOOST_TEST(verifyLogChain(log).first_broken.value_or(0) == 2);
}

// Issue 34: an organiser appoints arbiters over the server; no one makes an organiser there,
// and no one else appoints anyone (access_rules.h, mayAppoint).
BOOST_AUTO_TEST_CASE(issue_34_an_organiser_appoints_arbiters_over_the_server_and_no_one_else_does) {
    MemoryAccountStore store;
    addAccount(store, "rahim", "organiser's password", Role::Organiser, "");
    addAccount(store, "karim", "chief's password", Role::ChiefArbiter, "open");
    const Actor organiser{"rahim", {{Role::Organiser, ""}}};
    const Actor chief{"karim", {{Role::ChiefArbiter, "open"}}};

    addAccountAs(store, organiser, "nusrat", "deputy's password", Role::DeputyArbiter, "open");
    appointRoleAs(store, organiser, "nusrat", Role::ChiefArbiter, "cup");
    BOOST_TEST((store.accounts.at("nusrat").grants ==
                std::vector<Grant>{{Role::DeputyArbiter, "open"}, {Role::ChiefArbiter, "cup"}}));
    appointRoleAs(store, organiser, "nusrat", std::nullopt, "open");
    BOOST_TEST((store.accounts.at("nusrat").grants == std::vector<Grant>{{Role::ChiefArbiter, "cup"}}));

    BOOST_CHECK_THROW(appointRoleAs(store, organiser, "nusrat", Role::Organiser, ""), NotPermitted);
    BOOST_CHECK_THROW(addAccountAs(store, organiser, "tanvir", "a long password", Role::Organiser, ""), NotPermitted);
    BOOST_CHECK_THROW(appointRoleAs(store, organiser, "rahim", std::nullopt, ""), NotPermitted);  // an organiser's role
    BOOST_CHECK_THROW(appointRoleAs(store, chief, "nusrat", Role::DeputyArbiter, "open"), NotPermitted);
    BOOST_CHECK_THROW(addAccountAs(store, chief, "tanvir", "a long password", Role::DeputyArbiter, "open"),
                      NotPermitted);
    BOOST_CHECK_THROW(appointRoleAs(store, chief, "nobody", Role::DeputyArbiter, "open"), NotPermitted);
    BOOST_TEST(!store.account("tanvir"));
    BOOST_TEST((store.accounts.at("rahim").grants == std::vector<Grant>{{Role::Organiser, ""}}));

    const std::vector<Account> listed = accountsWithRoles(store);
    BOOST_REQUIRE_EQUAL(listed.size(), 3u);
    BOOST_TEST(listed[0].name == "karim");
    BOOST_TEST(listed[1].name == "nusrat");
    BOOST_TEST(listed[2].name == "rahim");
    for (const Account& account : listed) BOOST_TEST(account.password_hash.empty());
}

// Issue 34: who archives, restores and deletes an event. The chief arbiter archives his event once
// it is over; opening the federation's record again, or deleting it, is the organiser's.
BOOST_AUTO_TEST_CASE(issue_34_a_chief_arbiter_archives_his_event_and_only_an_organiser_restores_or_deletes) {
    const std::vector<Grant> chief{{Role::ChiefArbiter, "open"}}, deputy{{Role::DeputyArbiter, "open"}};
    const std::vector<Grant> organiser{{Role::Organiser, ""}};
    BOOST_TEST(mayDo(chief, Action::ArchiveEvent, "open"));
    BOOST_TEST(!mayDo(chief, Action::ArchiveEvent, "cup"));
    BOOST_TEST(!mayDo(chief, Action::RestoreEvent, "open"));
    BOOST_TEST(!mayDo(chief, Action::DeleteEvent, "open"));
    for (const Action action : {Action::ArchiveEvent, Action::RestoreEvent, Action::DeleteEvent}) {
        BOOST_TEST(!mayDo(deputy, action, "open"));
        BOOST_TEST(mayDo(organiser, action, "open"));
        BOOST_TEST(!mayDo({}, action, "open"));
    }
}

namespace {

// An event of 6 players with round 1 paired and one result in: something of every kind to change.
struct ArchivedEvent : testing::EventFixture {
    ArchivedEvent() : EventFixture(6) {
        pairNextRound(store);
        enterResult(store, testing::resultEntry(1, 1, "1-0"));
    }
};

const std::string kArchived = "event Test Open is archived: it is read-only until an organiser restores it";

}  // namespace

BOOST_FIXTURE_TEST_CASE(issue_34_an_archived_event_refuses_every_write_naming_it_and_stays_as_it_was, ArchivedEvent) {
    // The last round awaits results: archiving it is confirmed (force), as an arbiter would.
    testing::checkRefused<ForceRequired>(
        store, [&] { archiveEvent(store, false); }, "", "round 1 of event Test Open has 2 boards awaiting a result");
    const Message done = archiveEvent(store, true);
    BOOST_TEST(done.text() == "event Test Open archived: it is read-only until an organiser restores it");
    BOOST_TEST(log().back().command == "archive");
    const tourney::Event archived = event();
    BOOST_TEST(archived.archived);
    const std::vector<std::pair<std::string, std::function<void()>>> writes = {
        {"result", [&] { enterResult(store, testing::resultEntry(1, 2, "0-1")); }},
        {"result replaced", [&] { enterResult(store, testing::resultEntry(1, 1, "0-1", true)); }},
        {"pairing", [&] { pairNextRound(store); }},
        {"unpairing", [&] { unpairLastRound(store, true); }},
        {"player added", [&] { registerPlayers(store, {testing::entrant("Late, Comer", 2000)}); }},
        {"player removed", [&] { removePlayer(store, 6); }},
        {"withdrawal", [&] { withdrawPlayer(store, 2); }},
        {"bye", [&] { requestBye(store, 2, 3, tourney::ByeKind::Half); }},
        {"forbidden pair",
         [&] {
             forbidPairs(store, {1, 2});
         }},
        {"tie-breaks", [&] { setTiebreaks(store, "BH,SB", true); }},
        {"archived again", [&] { archiveEvent(store, true); }},
    };
    for (const auto& [what, write] : writes) {
        BOOST_TEST_CONTEXT(what) { testing::checkRefused<Archived>(store, write, "", kArchived); }
    }
    BOOST_TEST((event() == archived));
    // Reads still answer.
    BOOST_TEST(playerList(event()).rows.size() == 6u);
}

BOOST_FIXTURE_TEST_CASE(issue_34_an_organiser_restores_an_archived_event_logged_and_it_takes_changes_again,
                        ArchivedEvent) {
    testing::checkRefused(
        store, [&] { restoreEvent(store); }, "", "event Test Open is not archived");
    archiveEvent(store, true);
    const Message done = restoreEvent(store);
    BOOST_TEST(done.text() == "event Test Open restored: it may be changed again");
    BOOST_TEST(log().back().command == "restore");
    BOOST_TEST(!event().archived);
    enterResult(store, testing::resultEntry(1, 2, "0-1"));
    BOOST_TEST(event().rounds[0].games[1].hasResult());
}

BOOST_FIXTURE_TEST_CASE(issue_34_an_event_is_deleted_by_an_organiser_only_and_the_server_s_log_keeps_it,
                        ArchivedEvent) {
    MemoryAccountStore server;
    int removed = 0;
    const auto remove = [&] { ++removed; };
    const Actor chief{"karim", {{Role::ChiefArbiter, "open"}}};
    const Actor organiser{"rahim", {{Role::Organiser, ""}}};
    BOOST_CHECK_THROW(deleteEvent(store, server, chief, "open", true, 1000, remove), NotPermitted);
    BOOST_CHECK_THROW(deleteEvent(store, server, Actor{"guest", {}}, "open", true, 1000, remove), NotPermitted);
    // Running, not archived: its results would be lost, so the organiser confirms.
    try {
        deleteEvent(store, server, organiser, "open", false, 1000, remove);
        BOOST_ERROR("a running event was deleted unconfirmed");
    } catch (const ForceRequired& refusal) {
        BOOST_TEST(std::string(refusal.what()) ==
                   "event Test Open has 1 round paired and is not archived: its results would be lost");
    }
    BOOST_TEST(removed == 0);
    BOOST_TEST(server.server_log.empty());
    // Archived, it is deleted without more ado.
    archiveEvent(store, true);
    const Message done = deleteEvent(store, server, organiser, "open", false, 1234, remove);
    BOOST_TEST(removed == 1);
    BOOST_TEST(done.text() == "event Test Open (open) deleted: 6 players, 1 round paired");
    BOOST_REQUIRE(server.server_log.size() == 1u);
    BOOST_TEST(server.server_log[0].actor == "rahim");
    BOOST_TEST(server.server_log[0].event == "open");
    BOOST_TEST(server.server_log[0].at == 1234);
    BOOST_TEST(server.server_log[0].said.text() == done.text());
}
