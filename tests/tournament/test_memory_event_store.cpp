// The in-memory EventStore the use-case tests run on keeps the contract of
// tournament/event_store.h as the SQL store does: a test on it that passes means the same on a
// file.
#include "memory_event_store.h"

#include <boost/test/unit_test.hpp>

#include <stdexcept>

using namespace tourney;
using namespace tourney::tournament;
using namespace tourney::tournament::testing;

namespace {

Event named(const std::string& name) {
    Event event;
    event.info.name = name;
    return event;
}

}  // namespace

BOOST_AUTO_TEST_CASE(an_empty_store_refuses_to_load_and_to_update) {
    MemoryEventStore store;
    BOOST_CHECK_THROW(store.load(), Refusal);
    BOOST_CHECK_THROW(store.update([](Event&, EventLog&) {}), Refusal);
    BOOST_TEST(store.revision() == 0);
    BOOST_TEST(store.readLog().empty());
}

BOOST_AUTO_TEST_CASE(create_stores_one_event_and_refuses_a_second) {
    MemoryEventStore store;
    store.create(named("First"));
    BOOST_TEST(store.load().info.name == "First");
    const long long revision = store.revision();
    BOOST_CHECK_THROW(store.create(named("Second")), Refusal);
    BOOST_TEST(store.load().info.name == "First");
    BOOST_TEST(store.revision() == revision);
}

BOOST_AUTO_TEST_CASE(an_update_stores_the_event_and_its_log_lines_with_the_time_set) {
    MemoryEventStore store(named("Open"));
    store.setTime("2026-03-01T10:00:00Z");
    const long long before = store.revision();
    store.update([](Event& event, EventLog& log) {
        event.info.city = "Dhaka";
        log.add("edit", Message("city set"));
        log.add("edit", Message("again"));
    });
    BOOST_TEST(store.load().info.city == "Dhaka");
    BOOST_TEST(store.revision() != before);
    const std::vector<LogEntry> log = store.readLog();
    BOOST_REQUIRE_EQUAL(log.size(), 2u);
    BOOST_TEST(log[0].logged_at == "2026-03-01T10:00:00Z");
    BOOST_TEST(log[0].command == "edit");
    BOOST_TEST(log[0].message == "city set");
    BOOST_TEST(log[1].message == "again");
}

BOOST_AUTO_TEST_CASE(a_change_that_throws_leaves_event_log_and_revision_as_they_were) {
    MemoryEventStore store(named("Open"));
    const long long before = store.revision();
    BOOST_CHECK_THROW(store.update([](Event& event, EventLog& log) {
        event.info.name = "Changed";
        event.players.push_back(Player{});
        log.add("edit", Message("half done"));
        throw std::runtime_error("refused halfway");
    }),
                      std::runtime_error);
    BOOST_TEST(store.load().info.name == "Open");
    BOOST_TEST(store.load().players.empty());
    BOOST_TEST(store.readLog().empty());
    BOOST_TEST(store.revision() == before);
}

BOOST_AUTO_TEST_CASE(every_change_gives_a_new_revision) {
    MemoryEventStore store;
    const long long empty = store.revision();
    store.create(named("Open"));
    const long long created = store.revision();
    store.update([](Event&, EventLog&) {});
    const long long updated = store.revision();
    BOOST_TEST(created != empty);
    BOOST_TEST(updated != created);
}
