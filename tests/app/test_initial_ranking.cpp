// C.04.2 A.2: before round 1 of a Swiss event, pairing numbers follow rating, then title,
// then name; everything that names a player follows the new numbers.
#include "tournament/initial_ranking.h"
#include "tourney_process.h"

using namespace tourney;
using namespace tourney::tournament;
using namespace tourney::testing;

static Player player(int start_no, const std::string& name, int rating, const std::string& title = "") {
    Player p;
    p.start_no = start_no;
    p.name = name;
    p.rating = rating;
    p.title = title;
    return p;
}

BOOST_AUTO_TEST_CASE(rating_then_title_then_name_decide_the_pairing_numbers) {
    Event event;
    event.players = {player(1, "Zed", 2100), player(2, "Amy", 2300, "WIM"), player(3, "Bob", 2300, "FM"),
                     player(4, "Cat", 2100), player(5, "Dan", 2300, "FM")};
    BOOST_TEST(!inInitialRankingOrder(event));
    numberByInitialRanking(event);
    std::vector<std::string> names;
    for (const Player& p : event.players) names.push_back(p.name);
    // FM before WIM (A.2: GM, IM, WGM, FM, WIM, CM, WFM, WCM); equal title: by name.
    BOOST_TEST(names == (std::vector<std::string>{"Bob", "Dan", "Amy", "Cat", "Zed"}),
               boost::test_tools::per_element());
    for (std::size_t i = 0; i < event.players.size(); ++i)
        BOOST_TEST(event.players[i].start_no == static_cast<int>(i + 1));
    BOOST_TEST(inInitialRankingOrder(event));
}

BOOST_AUTO_TEST_CASE(byes_forbidden_pairs_and_virtual_points_follow_the_new_numbers) {
    Event event;
    event.players = {player(1, "Low", 1500), player(2, "High", 2500)};
    event.requested_byes = {{2, 1, ByeKind::Half}};
    event.forbidden_pairs = {{1, 2}};
    event.virtual_points = {{2, {Points::whole(1)}}};
    numberByInitialRanking(event);
    BOOST_TEST(event.players[0].name == "High");
    BOOST_TEST(event.requested_byes[0].player == 2);  // Low is now number 2
    BOOST_TEST((event.forbidden_pairs[0] == std::pair<int, int>{2, 1}));
    BOOST_TEST(event.virtual_points[0].player == 1);
}

BOOST_AUTO_TEST_CASE(pairing_a_swiss_event_numbers_its_players_by_initial_ranking_first) {
    QTemporaryDir dir;
    const QString event = dir.filePath("open.tourney");
    mustRun({"new", event, "--name", "Open", "--game", "chess", "--system", "swiss", "--rounds", "5"});
    const QString csv = dir.filePath("players.csv");
    writeFile(csv, "name,rating\nE,1800\nA,2200\nC,2000\nB,2100\nD,1900\nF,1700\n");
    mustRun({"player", "import", event, csv});
    BOOST_TEST(mustRun({"pair", event}).contains("initial ranking"));
    const QStringList players = mustRun({"player", "list", event, "--format", "tsv"}).split('\n', Qt::SkipEmptyParts);
    QStringList names;
    for (int i = 1; i < players.size(); ++i) names << players[i].split('\t').value(1);
    BOOST_TEST(names.join(',') == "A,B,C,D,E,F");
    // C.04.3 round 1: the top half meets the bottom half, 1-4, 5-2, 3-6 (colours alternating).
    const QString round = mustRun({"pairings", event, "--format", "tsv"}).section('\n', 1);  // after the header
    BOOST_TEST((round == "1\t1\t4\t\n2\t5\t2\t\n3\t3\t6\t\n" || round == "1\t4\t1\t\n2\t2\t5\t\n3\t6\t3\t\n"), round);
}

// C.04.2, late entries: the newcomer takes the number his rating gives him; in the rounds
// already paired the same people keep playing the same games under their new numbers.
static Event eventWithRounds(int rounds) {
    Event event;
    event.players = {player(1, "A", 2400), player(2, "B", 2300), player(3, "C", 2200), player(4, "D", 2100)};
    for (int r = 1; r <= rounds; ++r) {
        Round round;
        round.number = r;
        Game game;
        game.board = 1;
        game.seats = {Seat{1, Outcome::Win}, Seat{3, Outcome::Loss}};
        round.games.push_back(game);
        round.byes.push_back(Bye{4, ByeKind::PairingAllocated});
        round.byes.push_back(Bye{2, ByeKind::Half});
        event.rounds.push_back(round);
    }
    event.requested_byes = {{rounds + 1, 3, ByeKind::Zero}};
    event.forbidden_pairs = {{2, 4}};
    return event;
}

BOOST_AUTO_TEST_CASE(a_late_entry_takes_his_place_in_the_ranking_and_the_rounds_follow) {
    Event event = eventWithRounds(2);
    BOOST_TEST(insertByInitialRanking(event, player(0, "New", 2250)) == 3);
    std::vector<std::string> names;
    for (const Player& p : event.players) names.push_back(p.name);
    BOOST_TEST(names == (std::vector<std::string>{"A", "B", "New", "C", "D"}), boost::test_tools::per_element());
    for (std::size_t i = 0; i < event.players.size(); ++i)
        BOOST_TEST(event.players[i].start_no == static_cast<int>(i + 1));
    for (const Round& round : event.rounds) {
        BOOST_TEST(round.games[0].seats[1].player == 4);  // C, now number 4
        BOOST_TEST(round.byes[0].player == 5);            // D
        BOOST_TEST(round.byes[1].player == 2);            // B keeps his number
    }
    BOOST_TEST(event.requested_byes[0].player == 4);
    BOOST_TEST((event.forbidden_pairs[0] == std::pair<int, int>{2, 5}));
}

BOOST_AUTO_TEST_CASE(pairing_numbers_are_kept_once_four_rounds_are_paired) {
    Event event = eventWithRounds(kLastRoundToRenumber);
    BOOST_TEST(insertByInitialRanking(event, player(0, "New", 2500)) == 5);
    BOOST_TEST(event.players.front().name == "A");
    BOOST_TEST(event.players.back().name == "New");
    BOOST_TEST(event.rounds.back().games[0].seats[1].player == 3);
}
