// A Swiss event end to end through the `tourney` command, as an arbiter runs it: 29 players,
// seven rounds of the FIDE Dutch system, results entered, teammates forbidden to meet, byes
// requested in advance, a withdrawal, a late entry and the pairing-allocated bye of an odd
// field. Each round `tourney pair` must give exactly what `tourney engine --dutch` gives on the
// event exported as TRF just before: the same engine reached through another path (the TRF
// writer and reader), so a pairing that drops a constraint on the way shows up as a difference.
#include "swiss_cross_check.h"

#include <QTemporaryDir>

#include <algorithm>
#include <map>
#include <set>
#include <utility>

using namespace tourney::testing;

namespace {

constexpr int kRounds = 7;
constexpr int kPlayers = 29;

using Line = PairingLine;

// A result that depends on the pair and round: mostly the higher-rated (lower number) player
// wins, with draws, upsets and a few forfeits (not played: C1 and colours ignore them), so the
// score groups look like a real event's.
QString resultFor(int white, int black, int round) {
    if ((white * 5 + black + round) % 13 == 0) return "-/+";
    switch ((white * 7 + black * 3 + round) % 5) {
    case 0:
    case 1: return white < black ? "1-0" : "0-1";
    case 3: return white < black ? "0-1" : "1-0";
    default: return "1/2-1/2";
    }
}

QString playersCsv() {
    QString csv = "name,rating,federation\n";
    for (int i = 1; i <= kPlayers; ++i)
        csv += QString("\"Swiss %1\",%2,NED\n").arg(i, 2, 10, QChar('0')).arg(2400 - 20 * i);
    return csv;
}

struct SwissEvent {
    QTemporaryDir dir;
    QString event = dir.filePath("swiss.tourney");

    SwissEvent() {
        mustRun({"new", event, "--name", "Swiss Open", "--game", "chess", "--system", "swiss", "--rounds",
                 QString::number(kRounds)});
        writeFile(dir.filePath("players.csv"), playersCsv().toUtf8());
        mustRun({"player", "import", event, dir.filePath("players.csv")});  // already in rating order: 1..29
    }

    std::vector<Line> pairAndCrossCheck(int round) { return pairCrossChecked(dir, event, round); }

    void enterResults(int round, const std::vector<Line>& lines) {
        for (const Line& line : lines)
            if (line.black != 0)
                mustRun({"result", event, QString::number(round), QString::number(line.board),
                         resultFor(line.white, line.black, round)});
    }
};

}  // namespace

BOOST_AUTO_TEST_CASE(a_swiss_event_is_paired_round_after_round_as_the_engine_pairs_its_trf) {
    SwissEvent e;
    // Teammates (C1 by the arbiter's decision): 2 and 16 would meet in round 1 (C.04.3: S1 1-14,
    // S2 15-28), 25 is on their team too.
    BOOST_TEST(mustRun({"forbid", "add", e.event, "2,16,25"}).contains("Forbade 3 pairs"));
    mustRun({"bye", "add", e.event, "2", "5"});                    // half-point bye, round 2
    mustRun({"bye", "add", e.event, "4", "7", "--kind", "zero"});  // zero-point bye, round 4
    BOOST_TEST(mustRun({"bye", "list", e.event}) == "2\t5\tSwiss 05\tH\n4\t7\tSwiss 07\tZ\n");

    for (int round = 1; round <= kRounds; ++round) {
        if (round == 3) {
            mustRun({"player", "withdraw", e.event, "20"});
            // Rated 2230: between 8 (2240) and 9 (2220), so pairing number 9 (C.04.2); he
            // missed round 1 (half-point bye) and round 2 (zero-point bye).
            const QString said = mustRun({"player", "add", e.event, "--name", "Late, Comer", "--rating", "2230",
                                          "--missed-rounds", "half,zero"});
            BOOST_TEST(said.startsWith("Player 9: Late, Comer\n"), said);
            BOOST_TEST(said.contains("moved down"), said);
            BOOST_TEST(mustRun({"log", e.event}).contains("9 Late, Comer; moved down: 9 -> 10 "));
        }
        e.enterResults(round, e.pairAndCrossCheck(round));
    }

    // The late entry moved everyone from 9 on up by one, in the rounds already paired too.
    const int late = 9, withdrawn = 21, half_bye = 5, zero_bye = 7;
    const std::set<int> team = {2, 17, 26};
    QStringList pairs;  // the start numbers of each line: first, his name, second, his name
    for (const QString& line : mustRun({"forbid", "list", e.event}).split('\n', Qt::SkipEmptyParts))
        pairs << line.section('\t', 0, 0) + "-" + line.section('\t', 2, 2);
    BOOST_TEST(pairs.join(' ') == "2-17 2-26 17-26");
    const QString players = mustRun({"player", "list", e.event, "--format", "tsv"});
    BOOST_TEST(players.contains("\n9\tLate, Comer\t2230\t"), players);
    BOOST_TEST(players.contains("\n10\tSwiss 09\t2220\t"), players);
    BOOST_TEST(players.contains("\n21\tSwiss 20\t2000\t\tNED\t\t\t\twithdrawn from round 3\t\t\t\n"), players);

    std::set<std::pair<int, int>> met;
    std::set<int> pairing_byes;
    int forfeits = 0;
    for (int round = 1; round <= kRounds; ++round) {
        BOOST_TEST_CONTEXT("round " << round) {
            const std::vector<Line> lines = pairingsTsv(e.event, round);
            std::map<int, QString> bye_of;  // start number -> bye code
            std::set<int> in_game;
            for (const Line& line : lines) {
                if (line.black == 0) {
                    bye_of[line.white] = line.result;
                    continue;
                }
                in_game.insert(line.white);
                in_game.insert(line.black);
                // C1: two players meet once; a forfeited game was not played (C.04.2), so
                // its pair may meet again.
                const auto pair = std::minmax(line.white, line.black);
                BOOST_TEST(!met.count(pair), "repeat pairing " << pair.first << "-" << pair.second);
                if (line.result != "-/+")
                    met.insert(pair);
                else
                    ++forfeits;
                BOOST_TEST(!(team.count(line.white) && team.count(line.black)), "teammates met");
            }
            // Every player of the event is in exactly one line of every round.
            BOOST_TEST(in_game.size() + bye_of.size() == 30u);
            // 29 to pair in every round (from round 3 the late entrant replaces the withdrawn
            // player), but for the requested byes of rounds 2 and 4.
            const int active = kPlayers - (round == 2 || round == 4 ? 1 : 0);
            const int pabs = static_cast<int>(
                std::count_if(bye_of.begin(), bye_of.end(), [](const auto& b) { return b.second == "U"; }));
            BOOST_TEST(pabs == active % 2);  // C.04.1 c: one pairing-allocated bye for an odd field
            for (const auto& [player, code] : bye_of)
                if (code == "U") BOOST_TEST(pairing_byes.insert(player).second, player << " had a second PAB");  // C2
            if (round == 2) BOOST_TEST(bye_of[half_bye] == "H");
            if (round == 4) BOOST_TEST(bye_of[zero_bye] == "Z");
            if (round >= 3) BOOST_TEST(bye_of[withdrawn] == "A");
            if (round == 1) BOOST_TEST(bye_of[late] == "H");
            if (round == 2) BOOST_TEST(bye_of[late] == "Z");
            if (round >= 3) BOOST_TEST((in_game.count(late) || bye_of[late] == "U"), "the late entrant is not paired");
        }
    }
    BOOST_TEST(forfeits > 0);  // the event has forfeits for the engines to read
}

BOOST_AUTO_TEST_CASE(a_late_entry_after_round_four_is_paired_keeps_the_pairing_numbers) {
    // C.04.2: pairing numbers are not reassigned once the fourth round is paired.
    SwissEvent e;
    for (int round = 1; round <= 4; ++round) e.enterResults(round, e.pairAndCrossCheck(round));
    const QString said = mustRun({"player", "add", e.event, "--name", "Very, Late", "--rating", "2390"});
    BOOST_TEST(said.startsWith("Player 30: Very, Late\n"), said);
    BOOST_TEST(said.contains("pairing numbers are kept"), said);
    const std::vector<Line> lines = e.pairAndCrossCheck(5);
    const bool paired = std::any_of(lines.begin(), lines.end(),
                                    [](const Line& l) { return l.white == 30 || (l.black == 30); });
    BOOST_TEST(paired);
    const std::vector<Line> round_4 = pairingsTsv(e.event, 4);
    BOOST_TEST(
        std::any_of(round_4.begin(), round_4.end(), [](const Line& l) { return l.white == 30 && l.result == "Z"; }));
}

BOOST_AUTO_TEST_CASE(late_entries_imported_together_each_take_their_place_in_the_ranking) {
    SwissEvent e;
    e.enterResults(1, e.pairAndCrossCheck(1));
    writeFile(e.dir.filePath("late.csv"), "name,rating\n\"Late, Low\",1000\n\"Late, Top\",2500\n");
    const QString said = mustRun({"player", "import", e.event, e.dir.filePath("late.csv"), "--missed-rounds", "half"});
    BOOST_TEST(said.startsWith("Registered 2 players, start numbers 1, 31\n"), said);
    const QString players = mustRun({"player", "list", e.event, "--format", "tsv"});
    BOOST_TEST(players.contains("\n1\tLate, Top\t2500\t"), players);
    BOOST_TEST(players.contains("\n2\tSwiss 01\t2380\t"), players);
    BOOST_TEST(players.contains("\n31\tLate, Low\t1000\t"), players);
    e.enterResults(2, e.pairAndCrossCheck(2));
}

BOOST_AUTO_TEST_CASE(bad_byes_and_forbidden_pairs_are_refused_and_nothing_is_stored) {
    SwissEvent e;
    mustRun({"bye", "add", e.event, "3", "5"});
    expectRefused(e.event, {"bye", "add", e.event, "3", "99"}, {"argument START_NO", "no player 99"});
    expectRefused(e.event, {"bye", "add", e.event, "3", "x"}, {"argument START_NO"});
    expectRefused(e.event, {"bye", "add", e.event, "8", "5"}, {"argument ROUND"});  // 7 rounds
    expectRefused(e.event, {"bye", "add", e.event, "3", "5"}, {"already has a half-point bye in round 3"});
    expectRefused(e.event, {"bye", "add", e.event, "3", "6", "--kind", "double"}, {"argument --kind"});
    expectRefused(e.event, {"bye", "remove", e.event, "4", "5"}, {"no bye requested for round 4"});
    expectRefused(e.event, {"forbid", "add", e.event, "3,3"}, {"named twice"});
    expectRefused(e.event, {"forbid", "add", e.event, "3,99"}, {"no player 99"});
    expectRefused(e.event, {"forbid", "add", e.event, "3"}, {"at least two"});
    expectRefused(e.event, {"forbid", "remove", e.event, "3,4"}, {"no pair among them is forbidden"});
    expectRefused(e.event, {"player", "add", e.event, "--name", "Early", "--missed-rounds", "half"},
                  {"argument --missed-rounds", "no round is paired"});

    e.enterResults(1, e.pairAndCrossCheck(1));
    expectRefused(e.event, {"bye", "add", e.event, "1", "6"}, {"round 1 is already paired"});
    expectRefused(e.event, {"player", "add", e.event, "--name", "Late", "--missed-rounds", "half,zero"},
                  {"2 values for 1 rounds paired"});
    expectRefused(e.event, {"player", "add", e.event, "--name", "Late", "--missed-rounds", "maybe"},
                  {"'maybe' is not zero, half or full"});
    mustRun({"player", "withdraw", e.event, "6"});
    expectRefused(e.event, {"bye", "add", e.event, "4", "6"}, {"withdrawn from round 2"});
    mustRun({"bye", "remove", e.event, "3", "5"});
    BOOST_TEST(mustRun({"bye", "list", e.event}).isEmpty());

    FourPlayerRoundRobin round_robin("Round robin");
    expectRefused(round_robin.event, {"bye", "add", round_robin.event, "1", "2"}, {"round robin"});
    expectRefused(round_robin.event, {"forbid", "add", round_robin.event, "1,2"}, {"round robin"});
}

BOOST_AUTO_TEST_CASE(a_withdrawal_cancels_the_byes_requested_for_the_rounds_it_covers) {
    SwissEvent e;
    mustRun({"bye", "add", e.event, "2", "5"});
    mustRun({"bye", "add", e.event, "4", "5"});
    mustRun({"player", "withdraw", e.event, "5", "--from-round", "3"});
    BOOST_TEST(mustRun({"bye", "list", e.event}) == "2\t5\tSwiss 05\tH\n");
}
