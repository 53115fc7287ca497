// Reading and writing FIDE TRF-16 with the TRF-26 header lines and JaVaFo extensions.
#include <boost/test/unit_test.hpp>

#include "formats/trf.h"
#include "pairing/random_tournament.h"
#include "scoring/calendar_date.h"
#include "scoring/history.h"
#include "scoring/tiebreaks.h"
#include "trf_reading.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

using namespace tourney;
using namespace tourney::formats;
namespace fs = std::filesystem;

static const std::string kFixtures = TOURNEY_FIXTURES_DIR;

// The fields the issue asks an export to reproduce, per player line, with the per-round cells.
static std::vector<std::string> playerFields(const std::string& text) {
    std::vector<std::string> fields;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        if (line.rfind("001", 0) != 0) continue;
        std::string cells;
        for (std::size_t at = 91; at < line.size(); at += 10) cells += line.substr(at, 8) + "|";
        while (cells.size() >= 9 && cells.substr(cells.size() - 9) == "        |") cells.resize(cells.size() - 9);
        fields.push_back(line.substr(4, 4) + "|" + line.substr(14, 33) + "|" + line.substr(48, 4) + "|" +
                         line.substr(53, 3) + "|" + line.substr(57, 11) + "|" + cells);
    }
    return fields;
}

static std::string slurp(const fs::path& path) {
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

BOOST_AUTO_TEST_CASE(reads_players_rounds_byes_and_forfeits) {
    TrfDocument document = readTrfFile(kFixtures + "/dutch/b042_n9_r5.trf");
    const Event& event = document.event;
    BOOST_REQUIRE_EQUAL(event.players.size(), 9u);
    BOOST_TEST(event.players[0].name == "Test0001 Player0001");
    BOOST_TEST(event.players[0].rating == 2304);
    BOOST_REQUIRE_EQUAL(event.roundsPaired(), 5);
    BOOST_TEST(document.system_line == "FIDE_DUTCH_2025");
    // Player 1: "6 b 1  0000 - H  4 w =  3 b =  5 w 1" = 3.5
    BOOST_TEST(pointsAfter(event, 1).tenths() == 35);
    BOOST_TEST(pointsAfter(event, 9).tenths() == 10);
    const auto histories = playerHistories(event);
    BOOST_TEST(histories[0][1].code == 'H');
    BOOST_TEST(histories[1][1].code == '-');  // 2 lost by forfeit to 3 in round 2
    BOOST_TEST(histories[1][1].opponent == 3);
    BOOST_TEST(histories[2][1].code == '+');
    BOOST_TEST(!histories[2][1].playedOverTheBoard());
    BOOST_TEST(histories[7][3].code == 'U');
    BOOST_TEST(histories[8][4].code == 'Z');
    BOOST_TEST((histories[0][0].colour == Colour::Black));
}

BOOST_AUTO_TEST_CASE(point_line_162_sets_the_point_system) {
    TrfDocument document = readTrfFile(kFixtures + "/tiebreaks/swiss/p000_n15_r8.trf");
    BOOST_TEST(document.has_point_line);
    BOOST_TEST(document.event.points.win.tenths() == 30);
    BOOST_TEST(document.event.points.draw.tenths() == 10);
    BOOST_TEST(pointsAfter(document.event, 1).tenths() == 220);
}

// Export of an imported TRF reproduces every player line's start number, name, rating,
// federation, FIDE id and every round's opponent, colour and result: all shared fixtures.
BOOST_AUTO_TEST_CASE(export_reproduces_imported_player_lines_for_every_fixture) {
    int files = 0;
    for (const char* folder : {"/dutch", "/tiebreaks/swiss", "/tiebreaks/round-robin"}) {
        for (const auto& entry : fs::directory_iterator(kFixtures + folder)) {
            if (entry.path().extension() != ".trf") continue;
            const std::string original = slurp(entry.path());
            std::istringstream in(original);
            TrfDocument document = readTrf(in, entry.path().string());
            std::ostringstream out;
            writeTrf(out, document.event);
            BOOST_TEST(playerFields(out.str()) == playerFields(original), entry.path().filename());
            std::istringstream again(out.str());
            TrfDocument reread = readTrf(again, "export");
            BOOST_TEST(reread.event.planned_rounds == document.event.planned_rounds);
            BOOST_TEST((reread.event.points == document.event.points));
            ++files;
        }
    }
    BOOST_TEST(files > 100);
}

BOOST_AUTO_TEST_CASE(jafafo_extensions_and_requested_byes) {
    const std::string text =
        "012 Club championship\n"
        "XXR 7\n"
        "XXC black1\n"
        "XXP 1 3\n"
        "001    1      Alpha                             2100                             1.0    1     2 w 1  0000 - "
        "H\n"
        "001    2      Beta                              2000                             0.0    2     1 b 0\n"
        "001    3      Gamma                             1900                             0.0    3  0000 - -  0000 - "
        "Z\n";
    TrfDocument document = read(text);
    const Event& event = document.event;
    BOOST_TEST(event.planned_rounds == 7);
    BOOST_TEST(document.rounds_declared);
    BOOST_TEST(!event.first_board_white);
    BOOST_REQUIRE_EQUAL(event.forbidden_pairs.size(), 1u);
    BOOST_REQUIRE_EQUAL(event.roundsPaired(), 1);
    BOOST_TEST((event.rounds[0].byeOf(3)->kind == ByeKind::Absent));
    BOOST_REQUIRE_EQUAL(event.requested_byes.size(), 2u);
    BOOST_TEST(event.requested_byes[0].round == 2);
}

// Bad input names the file, the line and the field.
BOOST_AUTO_TEST_CASE(malformed_lines_are_refused_with_file_line_and_field) {
    const auto message = readError;
    const std::string good1 =
        "001    1      Alpha                             2100                             1.0    1     2 w 1\n";
    const std::string good2 =
        "001    2      Beta                              2000                             0.0    2     1 b 0\n";
    BOOST_TEST(message(good1 + good2) == "accepted");
    BOOST_TEST(
        message(good1 +
                "001    1      Beta                              2000                             0.0    2     1 b 0\n")
            .find("test.trf:2: field start rank") == 0);
    BOOST_TEST(
        message(good1 +
                "001    2      Beta                              20x0                             0.0    2     1 b 0\n")
            .find("test.trf:2: field rating") == 0);
    BOOST_TEST(
        message(good1 +
                "001    2      Beta                              2000                             0.0    2     1 b 1\n")
            .find("test.trf:1: field round 1 result") == 0);
    BOOST_TEST(
        message(good1 +
                "001    2      Beta                              2000                             0.0    2     1 x 0\n")
            .find("test.trf:2: field round 1 colour") == 0);
    BOOST_TEST(
        message(good1 +
                "001    2      Beta                              2000                             0.0    2     3 b 0\n")
            .find("test.trf:1: field round 1 opponent") == 0);
    BOOST_TEST(message("XXR many\n" + good1 + good2).find("test.trf:1: field XXR") == 0);
    BOOST_TEST(message("162 W one\n" + good1 + good2).find("test.trf:1: field 162 W") == 0);
    BOOST_TEST(message("").find("empty") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(unicode_names_keep_their_columns) {
    Event event;
    event.planned_rounds = 1;
    Player shakib, pyotr;
    shakib.start_no = 1;
    shakib.name = "রহমান, সাকিব";
    shakib.rating = 1850;
    pyotr.start_no = 2;
    pyotr.name = "Иванов, Пётр";
    pyotr.rating = 1700;
    event.players = {shakib, pyotr};
    Round round;
    round.number = 1;
    Game game;
    game.board = 1;
    game.seats = {Seat{1, Outcome::Draw}, Seat{2, Outcome::Draw}};
    round.games.push_back(game);
    event.rounds.push_back(round);
    std::ostringstream out;
    writeTrf(out, event);
    TrfDocument again = read(out.str());
    BOOST_TEST(again.event.players[0].name == "রহমান, সাকিব");
    BOOST_TEST(again.event.players[0].rating == 1850);
    BOOST_TEST(again.event.players[1].name == "Иванов, Пётр");
    BOOST_TEST(pointsAfter(again.event, 2).tenths() == 5);
}

BOOST_AUTO_TEST_CASE(export_refuses_start_numbers_beyond_four_digits) {
    // TRF-16 columns 5-8: player 10000 would be written as 1000 and collide with him.
    Event event;
    for (int start_no = 1; start_no <= 10000; ++start_no) {
        Player player;
        player.start_no = start_no;
        player.name = "Player " + std::to_string(start_no);
        event.players.push_back(player);
    }
    std::ostringstream out;
    BOOST_CHECK_THROW(writeTrf(out, event), std::length_error);
    event.players.pop_back();
    BOOST_CHECK_NO_THROW(writeTrf(out, event));
    BOOST_CHECK(out.str().find("001 9999 ") != std::string::npos);
}

// TRF-26 240: byes asked in advance. The next round's join the event; later ones wait in
// later_byes, as pairing engines read only the round they pair.
BOOST_AUTO_TEST_CASE(trf26_240_byes_for_the_next_and_later_rounds) {
    const std::string text =
        "142 7\n"
        "240 H   2    3\n"
        "240 Z   4    1    2\n"
        "240 F   1    2\n"
        "001    1      Alpha                             2100                             1.0    1     2 w 1\n"
        "001    2      Beta                              2000                             0.0    2     1 b 0\n"
        "001    3      Gamma                             1900                             0.0    3  0000 - -\n";
    TrfDocument document = read(text);
    const Event& event = document.event;
    BOOST_REQUIRE_EQUAL(event.requested_byes.size(), 1u);
    BOOST_TEST(event.requested_byes[0].round == 2);
    BOOST_TEST(event.requested_byes[0].player == 3);
    BOOST_TEST((event.requested_byes[0].kind == ByeKind::Half));
    BOOST_REQUIRE_EQUAL(document.later_byes.size(), 2u);  // round 1 is paired: its line wins
    BOOST_TEST(document.later_byes[0].round == 4);
    BOOST_TEST((document.later_byes[1].kind == ByeKind::Zero));
}

// TRF-26 260: a pair kept apart in every round is a plain forbidden pair; one kept apart in
// some rounds only applies to those rounds.
BOOST_AUTO_TEST_CASE(trf26_260_forbidden_pairs_with_their_rounds) {
    const std::string text =
        "142 5\n"
        "260   1   5    1    2    3\n"
        "260   2   3    1    4\n"
        "001    1      Alpha                             2100                             0.0    1\n"
        "001    2      Beta                              2000                             0.0    2\n"
        "001    3      Gamma                             1900                             0.0    3\n"
        "001    4      Delta                             1800                             0.0    4\n";
    const Event event = read(text).event;
    BOOST_TEST(event.forbidden_pairs.size() == 3u);  // 1-2, 1-3, 2-3
    BOOST_REQUIRE_EQUAL(event.forbidden_in_rounds.size(), 1u);
    BOOST_TEST(forbiddenPairsIn(event, 1).size() == 3u);
    BOOST_TEST(forbiddenPairsIn(event, 2).size() == 4u);
    BOOST_TEST(forbiddenPairsIn(event, 3).size() == 4u);
    BOOST_TEST(forbiddenPairsIn(event, 4).size() == 3u);
}

// What tourney writes, an engine reading TRF-26 by columns can read: 162 keys in columns 6,
// 15, 24; 240 kind in column 5, round in 7-9, start numbers from column 11; 260 rounds in 5-7
// and 9-11, start numbers from column 13. And tourney reads it back to the same event.
BOOST_AUTO_TEST_CASE(trf26_records_are_written_in_their_columns) {
    Event event = read(
                      "001    1      Alpha                             2100                             0.0    1\n"
                      "001    2      Beta                              2000                             0.0    2\n"
                      "001    3      Gamma                             1900                             0.0    3\n")
                      .event;
    event.planned_rounds = 9;
    event.points.win = Points::fromTenths(30);
    event.points.draw = Points::fromTenths(10);
    event.points.pairing_bye = Points::fromTenths(30);
    event.requested_byes.push_back(RequestedBye{4, 2, ByeKind::Half});
    event.requested_byes.push_back(RequestedBye{4, 3, ByeKind::Half});
    event.forbidden_in_rounds.push_back(RoundLimitedForbiddenPair{1, 3, 1, 4});
    std::ostringstream out;
    writeTrf(out, event);
    const std::string text = out.str();
    auto lineOf = [&](const std::string& code) {
        const auto at = text.find("\n" + code + " ");
        return at == std::string::npos ? std::string() : text.substr(at + 1, text.find('\n', at + 1) - at - 1);
    };
    BOOST_TEST(lineOf("162") == "162  W 3.0    D 1.0    L 0.0");
    BOOST_TEST(lineOf("240") == "240 H   4    2    3");
    BOOST_TEST(lineOf("260") == "260   1   4    1    3");
    std::istringstream in(text);
    const TrfDocument again = readTrf(in, "export");
    BOOST_TEST(again.later_byes.size() == 2u);
    BOOST_REQUIRE_EQUAL(again.event.forbidden_in_rounds.size(), 1u);
    BOOST_TEST(again.event.forbidden_in_rounds[0].last_round == 4);
    BOOST_TEST(again.event.points.win.tenths() == 30);
    std::istringstream glued(
        "162  W10.0    D 5.0\n001    1      Alpha                             2100                             0.0    "
        "1\n");
    BOOST_TEST(readTrf(glued, "glued").event.points.win.tenths() == 100);
}

BOOST_AUTO_TEST_CASE(malformed_trf26_records_name_line_and_field) {
    const auto message = readError;
    const std::string players =
        "001    1      Alpha                             2100                             0.0    1\n"
        "001    2      Beta                              2000                             0.0    2\n";
    BOOST_TEST(message("240 H 2 1\n" + players) == "accepted");
    BOOST_TEST(message("240 Q 2 1\n" + players).find("test.trf:1: field 240 kind") == 0);
    BOOST_TEST(message("240 H two 1\n" + players).find("test.trf:1: field 240 round") == 0);
    BOOST_TEST(message(players + "240 H 2 7\n").find("test.trf:3: field 240 player") == 0);
    BOOST_TEST(message("260 3 1 1 2\n" + players).find("test.trf:1: field 260 last round") == 0);
    BOOST_TEST(message("260 1 3 1\n" + players).find("test.trf:1: field 260") == 0);
    BOOST_TEST(message("260 1 3 1 9\n" + players).find("test.trf:1: field 260 player") == 0);
}

// Four players, round 1 played (1-3 and 2-4 won by White); `header`, the points of player 1
// and what his line holds after round 1.
static std::string fourPlayers(const std::string& header, const std::string& points_of_1 = "1.0",
                               const std::string& next_of_1 = "") {
    return "012 Peer2 custom test\nXXR 3\n" + header +
           "001    1      Player0001, Test                  2400                             " + points_of_1 +
           "    1     3 w 1" + next_of_1 +
           "\n"
           "001    2      Player0002, Test                  2390                             1.0    2     4 w 1\n"
           "001    3      Player0003, Test                  2380                             0.0    3     1 b 0\n"
           "001    4      Player0004, Test                  2370                             0.0    4     2 b 0\n";
}

BOOST_AUTO_TEST_CASE(xxc_rank_makes_the_order_of_the_player_lines_the_pairing_order) {
    // JaVaFo's `XXC rank white1`: read, not refused (issue 21, I1).
    const TrfDocument plain = read(fourPlayers("XXC rank white1\n"));
    BOOST_TEST(plain.colour_declared);
    BOOST_TEST(plain.event.first_board_white);
    BOOST_TEST((plain.file_ids == std::vector<int>{1, 2, 3, 4}));
    // Lines in another order than their numbers: the players are numbered by line, and the
    // document answers in the file's numbers.
    const std::string shuffled =
        "012 Ranked by line\nXXR 3\nXXC black1 rank\nXXP 30 10\n"
        "001   20      Player0001, Test                  2400                             1.0    1    30 w 1\n"
        "001   10      Player0002, Test                  2390                             1.0    2    40 w 1\n"
        "001   30      Player0003, Test                  2380                             0.0    3    20 b 0\n"
        "001   40      Player0004, Test                  2370                             0.0    4    10 b 0\n";
    const TrfDocument document = read(shuffled);
    const Event& event = document.event;
    BOOST_TEST(!event.first_board_white);
    BOOST_TEST((document.file_ids == std::vector<int>{20, 10, 30, 40}));
    BOOST_TEST(event.players[0].name == "Player0001, Test");  // the first line is number 1
    BOOST_TEST(document.fileId(2) == 10);
    BOOST_REQUIRE_EQUAL(event.roundsPaired(), 1);
    BOOST_TEST(opponentOf(*event.rounds[0].gameOf(1), 1) == 3);
    BOOST_TEST(opponentOf(*event.rounds[0].gameOf(2), 2) == 4);
    BOOST_REQUIRE_EQUAL(event.forbidden_pairs.size(), 1u);
    BOOST_TEST((event.forbidden_pairs[0] == std::pair<int, int>{3, 2}));
    BOOST_TEST(readError(fourPlayers("XXC rank green1\n")).find("field XXC") != std::string::npos);
}

// Team events (issue 35, docs/teams.md "TRF"): four teams of two boards, players 2t-1 and 2t
// (and a reserve 8 + t) on team t. Round 1: A-B 1.5-0.5, C-D 1-1. Round 2: C-A 1-1 with A's
// reserve on board 2, B-D 2-0. Round 3: A-D with A's board 2 empty (D wins it by forfeit), B-C
// pending. Round 4 paired, no line-ups yet. Match points 3/1/0, standings by game points.
static Event teamEvent() {
    Event event;
    event.info.name = "Team league";
    event.system = PairingSystem::RoundRobin;
    event.planned_rounds = 4;
    event.tiebreaks = {"MP", "DE"};
    for (int n = 1; n <= 12; ++n) {
        Player player;
        player.start_no = n;
        player.name = "Player" + std::to_string(n) + ", Test";
        player.rating = 2000 + n;
        event.players.push_back(player);
    }
    TeamEvent teams;
    teams.boards = 2;
    teams.match_points = {Points::whole(3), Points::whole(1), Points::whole(0)};
    teams.primary = TeamScore::GamePoints;
    for (int t = 1; t <= 4; ++t)
        teams.teams.push_back({t,
                               std::string("Team ") + static_cast<char>('A' + t - 1),
                               t == 1 ? "BAN" : "",
                               "",
                               {2 * t - 1, 2 * t, 8 + t}});
    const Outcome W = Outcome::Win, D = Outcome::Draw, L = Outcome::Loss, P = Outcome::Pending;
    auto lineups = [](std::vector<TeamLineup> given) { return given; };
    teams.rounds.push_back(
        {1, {{1, 2, {W, D}}, {3, 4, {W, L}}}, 0, lineups({{1, {1, 2}}, {2, {3, 4}}, {3, {5, 6}}, {4, {7, 8}}})});
    teams.rounds.push_back(
        {2, {{3, 1, {D, D}}, {2, 4, {W, W}}}, 0, lineups({{1, {1, 9}}, {2, {3, 4}}, {3, {5, 6}}, {4, {7, 8}}})});
    teams.rounds.push_back(
        {3, {{1, 4, {D, P}}, {2, 3, {}}}, 0, lineups({{1, {1, 0}}, {2, {3, 4}}, {3, {5, 6}}, {4, {7, 8}}})});
    teams.rounds.push_back({4, {{1, 2, {}}, {3, 4, {}}}, 0, {}});
    event.teams = teams;
    return event;
}

static std::string trfOf(const Event& event) {
    std::ostringstream out;
    writeTrf(out, event);
    return out.str();
}

static std::string lineWith(const std::string& text, const std::string& start) {
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        if (line.rfind(start, 0) == 0) return line;
    return "";
}

BOOST_AUTO_TEST_CASE(issue35_a_team_event_goes_to_trf_and_back_unchanged) {
    const Event event = teamEvent();
    const std::string written = trfOf(event);
    const TrfDocument document = read(written);
    BOOST_REQUIRE(document.event.teams);
    BOOST_TEST((*document.event.teams == *event.teams));
    BOOST_TEST(document.event.planned_rounds == 4);
    BOOST_TEST((document.event.tiebreaks == event.tiebreaks));
    BOOST_TEST(document.event.rounds.empty());  // a team event has no individual rounds
    BOOST_TEST(trfOf(document.event) == written);
    BOOST_TEST_MESSAGE(written);
    // TRF-26 310: number 5-7, name 9-40, nickname 42-46, match points 55-60, game points 62-67,
    // rank 69-71, players from 74 (columns 1-based). A: 3+1+... rounds 1-2 count (round 3 is
    // not complete): A 3+1 = 4 MP, 1.5+1 = 2.5 GP.
    const std::string team_a = lineWith(written, "310   1");
    BOOST_TEST(team_a.substr(8, 32) == "Team A                          ");
    BOOST_TEST(team_a.substr(41, 5) == "BAN  ");
    BOOST_TEST(team_a.substr(54, 6) == "   4.0");
    BOOST_TEST(team_a.substr(61, 6) == "   2.5");
    BOOST_TEST(team_a.substr(73) == "   1    2    9");
    BOOST_TEST(lineWith(written, "352") == "352 WB");
    BOOST_TEST(lineWith(written, "362") == "362 TW  3.0 TD  1.0 TL  0.0");
    BOOST_TEST(lineWith(written, "212") == "212 GP,MP,DE");
    // 300: round, team, opponent, then each board; A's empty board 2 in round 3.
    BOOST_TEST(lineWith(written, "300   3   1") == "300   3   1   4    1 0000");
    BOOST_TEST(lineWith(written, "300   2   1") == "300   2   1   3    1    9");
    // 802: from column 29, each round's opponent, colour of board 1 and game points (round 3's
    // match is complete: board 2 is D's by forfeit; round 4's has no result yet).
    BOOST_TEST(lineWith(written, "802   1") ==
               "802   1 BAN      4.0    2.5   2 w  1.5     3 b  1.0     4 w  0.5     2 w");
    // The player lines: A's board 2 in round 3 is won by forfeit by D's player.
    BOOST_TEST(lineWith(written, "001    8").substr(89) == "     6 w 1     4 w 0  0000 - +");
    BOOST_TEST(lineWith(written, "001    9").substr(89) == "               6 w =");
}

// A player line of a small team or club file: start number, name, and the round cells from
// column 90.
static std::string smallPlayerLine(int no, const std::string& cell) {
    std::string line = "001 " + std::string(4 - std::to_string(no).size(), ' ') + std::to_string(no) + "      Player" +
                       std::to_string(no) + ", Test";
    line.resize(89, ' ');
    return line + cell + "\n";
}

// A TRF-16 013 record: the name in columns 5-36, the players from column 37.
static std::string teamLine013(const std::string& name, const std::string& players) {
    std::string line = "013 " + name;
    line.resize(36, ' ');
    return line + players + "\n";
}

BOOST_AUTO_TEST_CASE(issue35_trf16_013_team_lines_read_with_matches_from_the_games) {
    // No 352, 802 or 300: two boards (the longest line-up), the match from the games, the team
    // whose board-1 player has White first.
    const std::string text = "012 Old team file\nXXR 1\n" + teamLine013("Team A", "   1    2") +
                             teamLine013("Team B", "   3    4") + smallPlayerLine(1, "     3 w 1") +
                             smallPlayerLine(2, "     4 b =") + smallPlayerLine(3, "     1 b 0") +
                             smallPlayerLine(4, "     2 w =");
    const TrfDocument document = read(text);
    BOOST_REQUIRE(document.event.teams);
    const TeamEvent& teams = *document.event.teams;
    BOOST_TEST(teams.boards == 2);
    BOOST_REQUIRE_EQUAL(teams.teams.size(), 2u);
    BOOST_TEST(teams.teams[1].name == "Team B");
    BOOST_TEST((teams.teams[1].roster == std::vector<int>{3, 4}));
    BOOST_REQUIRE_EQUAL(teams.rounds.size(), 1u);
    BOOST_REQUIRE_EQUAL(teams.rounds[0].matches.size(), 1u);
    BOOST_TEST((teams.rounds[0].matches[0] == TeamMatch{1, 2, {Outcome::Win, Outcome::Draw}}));
}

BOOST_AUTO_TEST_CASE(issue35_bad_team_records_name_file_line_and_field) {
    const std::string written = trfOf(teamEvent());
    auto replaced = [&](const std::string& start, const std::string& by) {
        const std::string line = lineWith(written, start);
        std::string text = written;
        text.replace(text.find(line), line.size(), by);
        return text;
    };
    auto lineNo = [&](const std::string& start) {
        const std::string line = lineWith(written, start);
        return std::to_string(
            std::count(written.begin(), written.begin() + static_cast<long>(written.find(line)), '\n') + 1);
    };
    BOOST_TEST(readError(replaced("352", "352 WW")).find("test.trf:" + lineNo("352") + ": field 352 colours") == 0);
    BOOST_TEST(readError(replaced("300   2   1", "300   2   7   3    1    9"))
                   .find("test.trf:" + lineNo("300   2   1") + ": field 300 team (columns 9-11)") == 0);
    BOOST_TEST(readError(replaced("300   2   1", "300   2   1   3    1   99"))
                   .find("test.trf:" + lineNo("300   2   1") + ": field 300 players (from column 17)") == 0);
    BOOST_TEST(readError(replaced("802   2", "802   9" + lineWith(written, "802   2").substr(7)))
                   .find("test.trf:" + lineNo("802   2") + ": field 802 team (columns 5-7)") == 0);
    BOOST_TEST(readError(replaced("310   2", "310   2 Team B")).find("field players (from column 74)") !=
               std::string::npos);
    BOOST_TEST(readError(replaced("352", "352 " + std::string(50, 'W') + std::string(50, 'B')))
                   .find("test.trf:" + lineNo("352") + ": field 352 colours") == 0);
    // Team byes given apart from the player lines are refused, not dropped.
    BOOST_TEST(readError(replaced("352", "352 WB\n240 H   2    1")).find("field 240: TRF-26 record 240 is not read") !=
               std::string::npos);
    // Round 1 board 1 said as a loss on one side and a loss on the other.
    const std::string player_3 = lineWith(written, "001    3");
    BOOST_TEST(readError(replaced("001    3", player_3.substr(0, 98) + "1" + player_3.substr(99)))
                   .find("test.trf:" + lineNo("001    1") + ": field round 1 result") == 0);
}

BOOST_AUTO_TEST_CASE(points_column_contradicting_the_results_is_refused_unless_trusted) {
    // I3: player 1 won round 1 but the column says 0.5.
    const std::string text = fourPlayers("XXC white1\n", "0.5");
    BOOST_TEST(readError(text) ==
               "test.trf:4: field points (columns 81-84): player 1 has 0.5 points, but his results give 1; correct "
               "the points or the results (or tell the reader to trust the results)");
    std::istringstream in(text);
    const TrfDocument trusted = readTrf(in, "test.trf", TrfReadOptions{true});
    BOOST_TEST(pointsAfter(trusted.event, 1).tenths() == 10);  // the results count
    // A bye entered for the next round may be counted in the column already, as programs do.
    BOOST_TEST(readError(fourPlayers("XXC white1\n", "1.5", "  0000 - H")) == "accepted");
    BOOST_TEST(readError(fourPlayers("XXC white1\n", "1.5")) != "accepted");
}

// TRF-16 132: round dates yy/mm/dd over the round columns (92-99, 102-109, ...); a line whose
// dates stand elsewhere is read date by date; a cell that is no date is refused by line and
// field. The writer puts them back in their columns.
BOOST_AUTO_TEST_CASE(round_dates_of_line_132_are_read_and_written_over_the_round_columns) {
    const std::string players =
        "001    1      Alpha                             2100                             1.0    1     2 w 1\n"
        "001    2      Beta                              2000                             0.0    2     1 b 0\n";
    const std::string aligned = "132" + std::string(88, ' ') + "26/03/01\n";
    const TrfDocument document = read("012 Dated\n" + aligned + players);
    BOOST_REQUIRE_EQUAL(document.event.rounds.size(), 1u);
    BOOST_TEST(document.event.rounds[0].date == "2026-03-01");
    std::ostringstream out;
    writeTrf(out, document.event);
    BOOST_TEST(out.str().find(aligned) != std::string::npos);

    BOOST_TEST(read("012 Dated\n132 2026/03/01\n" + players).event.rounds[0].date == "2026-03-01");
    BOOST_TEST(readError("012 Dated\n132 1st March\n" + players) ==
               "test.trf:2: field 132 round 1 date: '1st' is not a date yy/mm/dd");
}

// Issue 37, TRF-26 round trip: export after import (writeTrf of the document read) gives back
// every record of every TRF under tests/fixtures, record by record. Normalised, as the format
// leaves it free or gives it two spellings: line ends and trailing blanks; the order of the
// records before the player records; runs of blanks inside a header record, and commas for
// blanks in 202/212 (TRF-26 takes either); a header record with nothing after its code (it says
// nothing); the days of 042 and 052 in any form TRF admits (yy/mm/dd, yyyy/mm/dd); 162 with the
// values TRF-26 gives a key left out (L and A 0, P a win) and without X (the value of an unknown
// result: the reader refuses such results, so no file it reads has one); the sex of a 001
// record, which is m or w ('f' is w) and blank for anything else. Otherwise player records
// compare column for column. A record the export adds must say nothing the file did not:
// 062/072 (counted from the player records), 142 or XXR (the rounds, when the file gives the
// other or holds that many), 152 or XXC (the initial colour, when the file gives the other), 162
// (the point values the results were scored with, when the file has no 162) and 182 (the program).
static std::string pointValues(const std::string& text) {
    std::map<std::string, std::string> values{{"L", "0.0"}, {"A", "0.0"}};
    std::istringstream in(text);
    for (std::string key, value; in >> key >> value;) values[key] = value;
    if (!values.count("P") && values.count("W")) values["P"] = values["W"];
    values.erase("X");
    std::string canonical;
    for (const auto& [key, value] : values) canonical += " " + key + " " + value;
    return canonical;
}

static std::string normalisedRecord(std::string line) {
    while (!line.empty() && (line.back() == ' ' || line.back() == '\r')) line.pop_back();
    if (line.rfind("001", 0) == 0) {
        if (line.size() > 9) {
            const char sex = static_cast<char>(std::tolower(static_cast<unsigned char>(line[9])));
            line[9] = sex == 'm' ? 'm' : sex == 'w' || sex == 'f' ? 'w' : ' ';
        }
        return line;
    }
    if (line.size() < 3) return line;
    std::string code = line.substr(0, 3), text = line.substr(3);
    if (code == "202" || code == "212") std::replace(text.begin(), text.end(), ',', ' ');
    std::istringstream words(text);
    std::string content;
    for (std::string word; words >> word;) content += " " + word;
    if (content.empty()) return "";
    if (code == "042" || code == "052")
        if (const auto day = readDay(content.substr(1)).date) content = " " + day->iso();
    if (code == "162") content = pointValues(content);
    return code + content;
}

static std::multiset<std::string> records(const std::string& text) {
    std::multiset<std::string> result;
    std::string line;
    for (const char c : text + "\n") {
        if (c != '\n' && c != '\r') {
            line += c;
            continue;
        }
        if (const std::string record = normalisedRecord(line); !record.empty()) result.insert(record);
        line.clear();
    }
    return result;
}

static bool addedWithoutNews(const std::string& record, const std::multiset<std::string>& file) {
    const std::string code = record.substr(0, 3);
    auto has = [&](const std::string& other) {
        return std::any_of(file.begin(), file.end(), [&](const std::string& r) { return r.rfind(other, 0) == 0; });
    };
    if (code == "062" || code == "072" || code == "182") return true;
    if (code == "142" || code == "XXR" || code == "152" || code == "XXC") return true;  // checked by value below
    if (code == "162") return !has("162");
    return false;
}

// The round trip of one file: what was lost and what was added with news, and the reread
// event's rounds, colour and point values as the file's.
static void checkRoundTrip(const std::string& original, const std::string& name) {
    std::istringstream in(original);
    const TrfDocument document = readTrf(in, name);
    std::ostringstream out;
    writeTrf(out, document);
    const std::multiset<std::string> file = records(original), again = records(out.str());
    std::string lost, added;
    for (const std::string& record : file)
        if (again.count(record) < file.count(record)) lost += "\n  " + record;
    for (const std::string& record : again)
        if (file.count(record) < again.count(record) && !addedWithoutNews(record, file)) added += "\n  " + record;
    BOOST_TEST(lost.empty(), name << " lost:" << lost);
    BOOST_TEST(added.empty(), name << " added:" << added);
    // What the added records say is what the file says.
    std::istringstream back(out.str());
    const TrfDocument reread = readTrf(back, "export");
    BOOST_TEST(reread.event.planned_rounds == document.event.planned_rounds, name);
    BOOST_TEST(reread.event.first_board_white == document.event.first_board_white, name);
    BOOST_TEST((reread.event.points == document.event.points), name);
}

BOOST_AUTO_TEST_CASE(issue37_trf26_round_trip_gives_back_every_record_of_every_fixture) {
    int files = 0;
    for (const auto& entry : fs::recursive_directory_iterator(kFixtures)) {
        if (entry.path().extension() != ".trf") continue;
        checkRoundTrip(slurp(entry.path()), entry.path().filename().string());
        ++files;
    }
    BOOST_TEST(files >= 270);  // dutch, tiebreaks and swiss-systems
}

// The same for tournaments of the generator (`engine -g`), with its byes, forfeits,
// withdrawals and tie-break list, of every Swiss system Tourney pairs; with and without Baku
// acceleration (TRF-26 250) and teams (013), which read back as the players' clubs in an event
// that stays individual.
BOOST_AUTO_TEST_CASE(issue37_trf26_round_trip_gives_back_every_record_of_generated_tournaments) {
    for (const PairingSystem system : {PairingSystem::Swiss, PairingSystem::Dubov, PairingSystem::Burstein}) {
        for (const bool accelerated_with_teams : {false, true}) {
            RandomTournamentConfig config;
            config.players_low = 11, config.players_high = 16, config.rounds_low = config.rounds_high = 5;
            config.seed = 37, config.forfeit_rate = 0.05, config.bye_rate = 0.05, config.withdraw_rate = 0.02;
            config.system = system;
            if (accelerated_with_teams) config.acceleration = Acceleration::Baku, config.teams = 3;
            Event event = generateRandomTournament(config);
            event.tiebreaks = defaultTiebreaks(event);
            std::ostringstream generated;
            writeTrf(generated, event, {.line_end = LineEnd::Lf, .entries_ahead = false, .clubs_as_teams = true});
            const std::string name = "generated " + std::to_string(static_cast<int>(system)) +
                                     (accelerated_with_teams ? " accelerated with teams" : "");
            BOOST_TEST((generated.str().find("\n013 Team 3 ") != std::string::npos) == accelerated_with_teams, name);
            BOOST_TEST((generated.str().find("\n250 ") != std::string::npos) == accelerated_with_teams, name);
            checkRoundTrip(generated.str(), name);
            std::istringstream in(generated.str());
            const TrfDocument document = readTrf(in, "generated.trf");
            BOOST_TEST(!document.event.isTeamEvent(), name);
            for (const Player& player : document.event.players)
                BOOST_TEST(player.club == event.players[player.start_no - 1].club, name);
        }
    }
}

// Issue 37: TRF-16's 013 records in a file that names an individual Swiss system are the
// players' teams (their clubs), not a team event; a bad one is refused with line and field.
// Without such a system line they still make a team event (issue35_trf16_013_team_lines_...).
BOOST_AUTO_TEST_CASE(issue37_013_records_in_an_individual_swiss_give_the_players_teams) {
    const std::string players = smallPlayerLine(1, "     2 w 1") + smallPlayerLine(2, "     1 b 0") +
                                smallPlayerLine(3, "     4 b =") + smallPlayerLine(4, "     3 w =");
    const std::string header = "012 Open with teams\n092 FIDE_DUTCH_2025\nXXR 3\n";
    const TrfDocument document = read(header + teamLine013("North", "   1    3") + teamLine013("South", "   2    4") +
                                      players);
    BOOST_TEST(!document.event.isTeamEvent());
    BOOST_REQUIRE_EQUAL(document.event.rounds.size(), 1u);
    BOOST_TEST(document.event.players[0].club == "North");
    BOOST_TEST(document.event.players[3].club == "South");
    BOOST_TEST(readError(header + teamLine013("North", "   1    3") + teamLine013("South", "   2    3") + players) ==
               "test.trf:5: field players (from column 37): player 3 is on the rosters of teams 1 and 2");
    BOOST_TEST(readError(header + teamLine013("North", "   1    9") + players)
                   .find("test.trf:4: field players (from column 37)") == 0);
    BOOST_TEST(read("012 Old team file\nXXR 1\n" + teamLine013("North", "   1    3") +
                    teamLine013("South", "   2    4") + players)
                   .event.isTeamEvent());
}

// Issue 37: records that change scores or pairings and that the reader does not read are
// refused with line and field, never kept as text and ignored.
BOOST_AUTO_TEST_CASE(issue37_records_the_reader_cannot_hold_are_refused_with_line_and_field) {
    // Start number (5-8), name (15-47), rating (49-52), points (81-84), rank (86-89).
    auto player = [](int number, const std::string& name, const std::string& rank) {
        std::string line(89, ' ');
        line.replace(0, 3, "001");
        line.replace(4, 4, "   " + std::to_string(number));
        line.replace(14, name.size(), name);
        line.replace(80, 4, " 0.0");
        line.replace(85, 4, rank);
        return line + "\n";
    };
    const std::string players = player(1, "Alpha", "   1") + player(2, "Beta", "   2");
    for (const std::string code : {"299", "320", "330"}) {
        const std::string said = readError("012 Test\n" + code + " 1 2 3\n" + players);
        BOOST_TEST(
            said.find("test.trf:2: field " + code + ": TRF-26 record " + code + " is not read") != std::string::npos,
            said);
    }
    // The team records are read (issue 35): these say no team, board colours or match points.
    for (const std::string code : {"300", "352", "362"}) {
        const std::string said = readError("012 Test\n" + code + " 1 2 3\n" + players);
        BOOST_TEST(said.find("test.trf:2: field " + code) == 0, said);
    }
    BOOST_TEST(readError("012 Test\n### a comment\n" + players) == "accepted");
    BOOST_TEST(readError("012 Test\n" + players) == "accepted");
    BOOST_TEST(readError("012 Test\n" + player(1, "Alpha", "   x") + player(2, "Beta", "   2")) ==
               "test.trf:2: field rank (columns 86-89): 'x' is not a rank");
}
