// Players after registration: edits, removals, duplicates, withdrawals taken back, and the
// player list's header synonyms; pairings changed by hand; a round robin's drawing of lots.
#include "six_player_swiss.h"
#include "tourney_process.h"

using namespace tourney::testing;

BOOST_AUTO_TEST_CASE(the_player_list_reads_the_usual_header_names_and_dates) {
    SixPlayerSwiss e;
    BOOST_TEST(e.player(1)[5] == "10201111");  // FIDE ID
    BOOST_TEST(e.player(1)[6] == "1990");      // Born
    BOOST_TEST(e.player(2)[6] == "2008");      // 17.05.2008
    BOOST_TEST(e.player(3)[6] == "2001");      // 2001-02-03
    BOOST_TEST(mustRun({"player", "list", e.event, "--format", "json"}).contains("\"club\": \"Dhaka Chess Club\""));
}

BOOST_AUTO_TEST_CASE(a_second_entry_of_the_same_player_is_refused_unless_allowed) {
    SixPlayerSwiss e;
    expectRefused(e.event, {"player", "add", e.event, "--name", "Other", "--fide-id", "10201111"},
                  {"FIDE id 10201111", "player 1 Alam, Rafiq", "--allow-duplicate"});
    expectRefused(e.event, {"player", "add", e.event, "--name", "Bose, Mita", "--birth", "2008"},
                  {"name and year of birth", "Bose, Mita"});
    mustRun({"player", "add", e.event, "--name", "Bose, Mita", "--birth", "2008", "--allow-duplicate"});
    BOOST_TEST(e.player(7)[1] == "Bose, Mita");
}

BOOST_AUTO_TEST_CASE(a_rating_change_re_ranks_before_round_one_and_is_logged_after) {
    SixPlayerSwiss e;
    mustRun({"pair", e.event});  // numbers by the initial ranking: Alam 1 ... Faruk 6
    const QString said = mustRun({"player", "edit", e.event, "6", "--rating", "2400", "--club", "Sylhet"});
    BOOST_TEST(said.contains("rating 2050 -> 2400"), said);
    BOOST_TEST(said.contains("Pairing numbers stay"), said);
    BOOST_TEST(e.player(6)[1] == "Faruk, Omar");
    BOOST_TEST(
        mustRun({"log", e.event}).contains("player edit: 6 Faruk, Omar: rating 2050 -> 2400, club (none) -> Sylhet"));

    SixPlayerSwiss fresh;
    mustRun({"player", "edit", fresh.event, "6", "--rating", "2400"});
    mustRun({"pair", fresh.event});  // round 1 numbers by rating: Faruk is now first
    BOOST_TEST(fresh.player(1)[1] == "Faruk, Omar");
    expectRefused(fresh.event, {"player", "edit", fresh.event, "2", "--rating", "x"}, {"argument --rating"});
}

BOOST_AUTO_TEST_CASE(a_player_is_removed_only_before_his_first_pairing) {
    SixPlayerSwiss e;
    BOOST_TEST(mustRun({"player", "remove", e.event, "2"}).contains("Removed 2 Bose, Mita"));
    BOOST_TEST(e.player(2)[1] == "Chen, Li");  // the players after her moved up
    mustRun({"pair", e.event});
    expectRefused(e.event, {"player", "remove", e.event, "1"}, {"was paired in round 1", "withdrawn, not removed"});
}

BOOST_AUTO_TEST_CASE(a_withdrawal_can_be_taken_back) {
    SixPlayerSwiss e;
    mustRun({"pair", e.event});
    mustRun({"player", "withdraw", e.event, "5"});
    BOOST_TEST(e.player(5)[8] == "withdrawn from round 2");
    BOOST_TEST(mustRun({"player", "withdraw", e.event, "5", "--undo"}).contains("takes part again"));
    BOOST_TEST(e.player(5)[8] == "active");
    expectRefused(e.event, {"player", "withdraw", e.event, "5", "--undo"}, {"is not withdrawn"});
}

BOOST_AUTO_TEST_CASE(pairings_by_hand_are_logged_and_warn_about_broken_rules) {
    SixPlayerSwiss e;
    mustRun({"pair", e.event});
    const auto before = pairingsTsv(e.event, 1);
    mustRun({"pairing", e.event, "1", "colours", "1"});
    BOOST_TEST(pairingsTsv(e.event, 1)[0].white == before[0].black);
    mustRun({"pairing", e.event, "1", "swap", "1", "2"});
    const auto swapped = pairingsTsv(e.event, 1);
    BOOST_TEST(swapped[0].black == before[1].black);
    BOOST_TEST(swapped[1].black == before[0].white);
    mustRun({"pairing", e.event, "1", "set", "3", QString::number(before[0].white), QString::number(before[1].white)});
    const auto set = pairingsTsv(e.event, 1);
    BOOST_TEST(set[2].white == before[0].white);
    BOOST_TEST(set[2].black == before[1].white);
    std::vector<int> seated;
    for (const PairingLine& board : set) seated.insert(seated.end(), {board.white, board.black});
    std::sort(seated.begin(), seated.end());
    BOOST_TEST((seated == std::vector<int>{1, 2, 3, 4, 5, 6}));  // everyone still plays once
    BOOST_TEST(mustRun({"log", e.event}).contains("pairing: round 1, board set: board 3"));

    // Round 2 pairs two players of round 1 again: a warning, and the change stands.
    for (const PairingLine& board : set) mustRun({"result", e.event, "1", QString::number(board.board), "1-0"});
    mustRun({"pair", e.event});
    const CommandRun repeat = runTourney(
        {"pairing", e.event, "2", "set", "1", QString::number(set[0].white), QString::number(set[0].black)});
    BOOST_TEST(repeat.exit_code == 0, repeat.err);
    BOOST_TEST(repeat.err.contains("met in round 1"), repeat.err);
    expectRefused(e.event, {"pairing", e.event, "1", "colours", "1"}, {"not the last paired round"});
}

BOOST_AUTO_TEST_CASE(a_round_robin_draws_its_numbers_by_lot_and_prints_its_schedule) {
    FourPlayerRoundRobin a("Draw");
    FourPlayerRoundRobin b("Draw");
    mustRun({"draw", a.event, "--seed", "2026"});
    mustRun({"draw", b.event, "--seed", "2026"});
    const QString list = mustRun({"player", "list", a.event, "--format", "tsv"});
    BOOST_TEST(list == mustRun({"player", "list", b.event, "--format", "tsv"}));  // the same seed, the same draw
    mustRun({"draw", a.event, "--order", "4,3,2,1"});
    BOOST_TEST(mustRun({"player", "list", a.event, "--format", "tsv"}).split('\n')[1].split('\t')[1] ==
               list.split('\n')[4].split('\t')[1]);
    expectRefused(a.event, {"draw", a.event, "--order", "1,2,2,4"}, {"every start number from 1 to 4 once"});
    const QString schedule = a.dir.filePath("schedule.csv");
    mustRun({"report", a.event, "schedule", "-o", schedule});
    BOOST_TEST(QString::fromUtf8(fileBytes(schedule)).count("\r\n") == 1 + 3 * 2);  // header, 3 rounds of 2 boards
    mustRun({"pair", a.event});
    expectRefused(a.event, {"draw", a.event, "--seed", "1"}, {"round 1 is paired"});
}
