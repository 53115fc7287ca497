// Events in and out of FIDE TRF files in process (tournament/trf_transfer.h): an event played
// through the use cases goes out and comes back the same; a TRF becomes a new event in a store;
// what an event file cannot hold is refused.
#include "formats/input_error.h"
#include "tournament/fide_mode.h"
#include "tournament/log_chain.h"
#include "tournament/requests.h"
#include "tournament/round_pairing.h"
#include "tournament/trf_transfer.h"
#include "use_case_fixture.h"

#include <boost/test/unit_test.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace tourney;
using namespace tourney::tournament;
using namespace tourney::tournament::testing;

namespace {

// A file of the test's own, removed when the test ends.
struct ScratchFile {
    std::filesystem::path path;
    ScratchFile(const std::string& name, const std::string& text)
        : path(std::filesystem::temp_directory_path() /
               (std::to_string(std::hash<std::string>{}(name + text)) + "-" + name)) {
        std::ofstream(path) << text;
    }
    ~ScratchFile() { std::filesystem::remove(path); }
};

// Five players, two rounds of five played, a bye requested for round 4.
struct PlayedEvent : EventFixture {
    PlayedEvent() : EventFixture(5, 5) {
        pairNextRound(store, false, "2026-03-01");
        enterAll(store, 1);
        pairNextRound(store, false, "2026-03-02");
        enterAll(store, 2, "1/2");
        requestBye(store, 4, 3, ByeKind::Half);
    }
};

}  // namespace

BOOST_FIXTURE_TEST_CASE(an_event_goes_out_as_trf_and_comes_back_the_same, PlayedEvent) {
    const Event sent = event();
    const std::string text = trfText(sent);
    BOOST_TEST(text.find("012 Test Open") != std::string::npos);
    const ScratchFile file("round-trip.trf", text);
    MemoryEventStore other;
    const Event imported = importTrf(other, file.path.string()).event;
    const Event back = other.load();
    BOOST_TEST(back.info.name == "Test Open");
    BOOST_TEST(back.planned_rounds == 5);
    BOOST_REQUIRE_EQUAL(back.players.size(), sent.players.size());
    for (std::size_t i = 0; i < sent.players.size(); ++i) {
        BOOST_TEST(back.players[i].name == sent.players[i].name);
        BOOST_TEST(back.players[i].rating == sent.players[i].rating);
        BOOST_TEST(pointsAfter(back, static_cast<int>(i) + 1) == pointsAfter(sent, static_cast<int>(i) + 1));
    }
    BOOST_REQUIRE_EQUAL(back.rounds.size(), 2u);
    for (int r = 0; r < 2; ++r) {
        BOOST_TEST(back.rounds[r].date == sent.rounds[r].date);
        for (const Game& game : sent.rounds[r].games) {
            const Game* again = back.rounds[r].gameOf(game.seats[0].player);
            BOOST_REQUIRE(again);
            BOOST_TEST(again->seats[0].player == game.seats[0].player);
            BOOST_TEST(again->seats[1].player == game.seats[1].player);
            BOOST_TEST((again->seats[0].outcome == game.seats[0].outcome));
        }
    }
    // The bye asked for round 4 is kept as a request.
    BOOST_REQUIRE_EQUAL(back.requested_byes.size(), 1u);
    BOOST_TEST(back.requested_byes[0].round == 4);
    BOOST_TEST(back.requested_byes[0].player == 3);
    BOOST_TEST(imported.players.size() == back.players.size());
    // Exported again, it reads the same.
    BOOST_TEST(trfText(back) == text);
}

BOOST_AUTO_TEST_CASE(a_trf_of_another_program_becomes_an_event_with_its_scores) {
    // tournamentgenerator's round robin of ten: its first player scored 2.5 in nine rounds.
    const std::string path = std::string(TOURNEY_FIXTURES_DIR) + "/tiebreaks/round-robin/rr10_0000.trf";
    MemoryEventStore store;
    importTrf(store, path);
    const Event event = store.load();
    BOOST_TEST(event.players.size() == 10u);
    BOOST_TEST(event.rounds.size() == 9u);
    BOOST_TEST(pointsAfter(event, 1) == Points::fromTenths(25));
    BOOST_TEST(pointsAfter(event, 5) == Points::whole(7));
    BOOST_TEST(event.info.name == "tournamentgenerator ver.1.9.57");  // its 012 line
    checkRefused(
        store, [&] { importTrf(store, path); }, "", "memory: already holds an event");
}

// The TRF lines of two registered players and no round, without the 012 line (the name).
std::string twoPlayersWithoutName() {
    EventFixture fixture(2);
    std::string text;
    std::istringstream lines(trfText(fixture.event()));
    for (std::string line; std::getline(lines, line);)
        if (line.rfind("012", 0) != 0) text += line + "\n";
    return text;
}

BOOST_AUTO_TEST_CASE(a_trf_without_a_name_takes_the_files) {
    const ScratchFile file("spring-rapid.trf", twoPlayersWithoutName());
    const Event event = readTrfForImport(file.path.string()).event;
    BOOST_TEST(event.info.name.find("spring-rapid") != std::string::npos);
    BOOST_TEST(event.players.size() == 2u);
}

BOOST_AUTO_TEST_CASE(what_an_event_file_cannot_hold_is_refused_and_nothing_is_created) {
    const std::string players = "012 Limited\n" + twoPlayersWithoutName();
    const ScratchFile limited("limited.trf", players + "260 1 2 1 2\n");
    MemoryEventStore store;
    try {
        importTrf(store, limited.path.string());
        BOOST_ERROR("a round-limited forbidden pair was taken");
    } catch (const Refusal& refusal) {
        BOOST_TEST(std::string(refusal.what()).find("line 260 keeps players 1 and 2 apart in some rounds only") !=
                   std::string::npos);
    }
    std::string unknown_codes;
    std::istringstream lines(players);
    for (std::string line; std::getline(lines, line);)
        unknown_codes += (line.rfind("202", 0) == 0 ? "202 BH XYZ" : line) + "\n";
    const ScratchFile unknown_tiebreak("tiebreak.trf", unknown_codes);
    try {
        importTrf(store, unknown_tiebreak.path.string());
        BOOST_ERROR("a tie-break Tourney cannot compute was taken");
    } catch (const std::exception& error) {  // refused by the reader or by the import
        BOOST_TEST(std::string(error.what()).find("202") != std::string::npos, error.what());
    }
    const ScratchFile malformed("malformed.trf", "001    x      Alpha\n");
    BOOST_CHECK_THROW(importTrf(store, malformed.path.string()), formats::InputError);
    BOOST_TEST(!store.holdsEvent());
}

BOOST_AUTO_TEST_CASE(tables_of_four_have_no_trf) {
    EventFixture fixture(8, 3, "chaturaji");
    try {
        trfText(fixture.event());
        BOOST_ERROR("a table event was written as TRF");
    } catch (const Refusal& refusal) {
        BOOST_TEST(refusal.field() == "trf");
        BOOST_TEST(std::string(refusal.what()) ==
                   "TRF has no form for games at tables of four; export the event with --csv or --json");
    }
}

namespace {

// The text with the first `from` replaced by `to`; the test fails when there is none.
std::string replacedOnce(std::string text, const std::string& from, const std::string& to) {
    const std::size_t at = text.find(from);
    BOOST_REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

// The line (1-based) of `text` that holds `part` first.
int lineHolding(const std::string& text, const std::string& part) {
    const std::size_t at = text.find(part);
    BOOST_REQUIRE(at != std::string::npos);
    return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
}

// Imports `text` and expects the TRF reader's refusal of its comment line `line`, saying
// `words`; nothing is stored.
void checkLogRefused(const std::string& text, int line, const std::string& words) {
    const ScratchFile file("tampered.trf", text);
    MemoryEventStore store;
    try {
        importTrf(store, file.path.string());
        BOOST_ERROR("a TRF whose log does not hold was imported");
    } catch (const formats::InputError& error) {
        BOOST_TEST(error.line() == line);
        BOOST_TEST(error.field() == "###");
        BOOST_TEST(error.message().find(words) != std::string::npos, error.message());
    }
    BOOST_TEST(!store.holdsEvent());
}

}  // namespace

// Issue 37: the log a TRF carries as ### lines is read back, so that an exported event imported
// again keeps its log (each line's stamp, command, message and hash) and its FIDE mode, and
// exports again to the same file.
BOOST_FIXTURE_TEST_CASE(issue37_the_trf_log_imports_with_its_chain_and_fide_mode_and_exports_the_same, PlayedEvent) {
    setFideMode(store, false, "the organiser's own rules");
    const std::vector<LogEntry> sent_log = log();
    const std::string text = trfText(event(), formats::LineEnd::Lf, sent_log);
    BOOST_TEST(text.find("\n### log 1 {\"logged_at\": ") != std::string::npos, text);
    const ScratchFile file("logged.trf", text);
    MemoryEventStore other;
    importTrf(other, file.path.string());
    BOOST_TEST(!other.load().fide_mode);
    const std::vector<LogEntry> back = other.readLog();
    BOOST_REQUIRE_EQUAL(back.size(), sent_log.size());
    for (std::size_t i = 0; i < back.size(); ++i) {
        BOOST_TEST(canonicalLogText(back[i]) == canonicalLogText(sent_log[i]));
        BOOST_TEST(back[i].hash == sent_log[i].hash);
    }
    BOOST_TEST(verifyLogChain(back).holds());
    BOOST_TEST(trfText(other.load(), formats::LineEnd::Lf, back) == text);
}

// An event FIDE rates that never was in FIDE mode says so in its TRF, or an import would put
// the copy in FIDE mode (fide_mode.h: on by default for chess).
BOOST_AUTO_TEST_CASE(issue37_a_chess_event_outside_fide_mode_stays_outside_through_the_trf) {
    EventFixture outside(4, 3, "chess", false);
    const std::string text = trfText(outside.event(), formats::LineEnd::Lf, outside.log());
    BOOST_TEST(text.find("; FIDE mode off\n") != std::string::npos, text);
    const ScratchFile file("outside.trf", text);
    MemoryEventStore other;
    importTrf(other, file.path.string());
    BOOST_TEST(!other.load().fide_mode);
    BOOST_TEST(trfText(other.load(), formats::LineEnd::Lf, other.readLog()) == text);
}

// A log changed in the file, a line of it removed, or the header's count changed, is refused,
// naming the comment's line: an event imported with it would show a history that did not happen.
// Comments of other programs are left alone.
BOOST_FIXTURE_TEST_CASE(issue37_a_trf_log_that_does_not_hold_is_refused_with_its_line, PlayedEvent) {
    const std::string text = trfText(event(), formats::LineEnd::Lf, log());
    const std::string paired = "\"command\": \"pair\", \"message\": \"round 2 paired";
    checkLogRefused(replacedOnce(text, paired, "\"command\": \"pair\", \"message\": \"round 3 paired"),
                    lineHolding(text, paired), "breaks the chain");
    const int second = lineHolding(text, "### log 2 ");
    const std::size_t second_at = text.find("### log 2 ");
    std::string removed = text;
    removed.erase(second_at, text.find('\n', second_at) + 1 - second_at);
    checkLogRefused(removed, second, "log line 2 expected here");
    checkLogRefused(replacedOnce(text, "### Tourney log: ", "### Tourney log: 1"), lineHolding(text, "### Tourney log"),
                    "lines were removed or added");
    const ScratchFile commented("commented.trf", replacedOnce(text, "### log 2 ", "### checked by hand\n### log 2 "));
    MemoryEventStore other;
    BOOST_TEST(importTrf(other, commented.path.string()).log.size() == log().size());
}
