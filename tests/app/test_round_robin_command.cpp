// Round robins end to end through the `tourney` command, as an arbiter runs them: create,
// register from CSV, pair every round by the Berger tables (C.05 Annex 1), enter results, read
// standings, export TRF and import it again.
#include "scoring/points.h"
#include "tourney_process.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTextStream>

#include <map>
#include <set>

using namespace tourney::testing;

namespace {

using Board = PairingLine;

QString playersCsv(int count) {
    QString csv = "name,rating,federation\n";
    for (int i = 1; i <= count; ++i) csv += QString("\"Player %1, রহিম\",%2,BAN\n").arg(i).arg(2500 - 10 * i);
    return csv;
}

// A result that depends on the pair and round, so every kind of result occurs.
QString resultFor(int white, int black, int round) {
    static const char* tokens[] = {"1-0", "0-1", "1/2-1/2"};
    return tokens[(white * 7 + black * 3 + round) % 3];
}

int tenthsOf(const QString& token, bool white) {
    if (token == "1/2-1/2") return 5;
    return (token == "1-0") == white ? 10 : 0;
}

QStringList playerLines(const QString& trf_path) {
    QStringList lines;
    for (const QString& line : QString::fromUtf8(fileBytes(trf_path)).split('\n'))
        if (line.startsWith("001")) lines << line.trimmed();
    return lines;
}

std::map<int, QString> pointsByStart(const QString& event) {
    const QStringList lines = mustRun({"standings", event, "--format", "tsv"}).split('\n', Qt::SkipEmptyParts);
    const QStringList header = lines.first().split('\t');
    const int start = header.indexOf("start");
    const int points = header.indexOf("points");
    BOOST_REQUIRE(header.indexOf("rank") >= 0 && header.indexOf("name") >= 0 && start >= 0 && points >= 0);
    std::map<int, QString> result;
    for (int i = 1; i < lines.size(); ++i) {
        const QStringList cells = lines[i].split('\t');
        result[cells[start].toInt()] = cells[points];
    }
    return result;
}

// A new event in `dir` with `player_count` players registered from a CSV file.
QString newEvent(const QTemporaryDir& dir, int player_count, const QString& game, const QString& system) {
    const QString event = dir.filePath("rr.tourney");
    const QString csv = dir.filePath("players.csv");
    writeFile(csv, playersCsv(player_count).toUtf8());
    mustRun({"new", event, "--name", "Test Round Robin", "--game", game, "--system", system});
    mustRun({"player", "import", event, csv});
    return event;
}

void playRoundRobin(int player_count, const QString& system) {
    QTemporaryDir dir;
    const QString event = newEvent(dir, player_count, "chess", system);

    const int cycle = player_count % 2 == 0 ? player_count - 1 : player_count;
    const int rounds = system == "double-round-robin" ? 2 * cycle : cycle;
    std::map<std::pair<int, int>, int> meetings;  // (white, black) -> games
    std::map<int, int> byes, whites, tenths;
    for (int round = 1; round <= rounds; ++round) {
        mustRun({"pair", event});
        const std::vector<Board> boards = pairingsTsv(event, round);
        std::set<int> seen;
        for (const Board& board : boards) {
            BOOST_TEST(seen.insert(board.white).second);
            if (board.black == 0) {
                BOOST_TEST(board.result == "U");  // the pairing-allocated bye's TRF code
                ++byes[board.white];
                continue;
            }
            BOOST_TEST(board.result.isEmpty());  // paired, not played yet
            BOOST_TEST(seen.insert(board.black).second);
            ++meetings[{board.white, board.black}];
            ++whites[board.white];
            const QString result = resultFor(board.white, board.black, round);
            mustRun({"result", event, QString::number(round), QString::number(board.board), result});
            tenths[board.white] += tenthsOf(result, true);
            tenths[board.black] += tenthsOf(result, false);
        }
        BOOST_TEST(static_cast<int>(seen.size()) == player_count);  // everyone has a board or the bye
        for (const Board& board : pairingsTsv(event, round))
            if (board.black != 0) BOOST_TEST(board.result == resultFor(board.white, board.black, round));
    }
    // The schedule is complete: pairing once more is refused.
    BOOST_TEST(runTourney({"pair", event}).exit_code == 2);

    // Every pair met once per cycle; in a double round robin once with each colour.
    for (int a = 1; a <= player_count; ++a)
        for (int b = a + 1; b <= player_count; ++b) {
            const int ab = meetings[{a, b}], ba = meetings[{b, a}];
            if (system == "double-round-robin")
                BOOST_TEST((ab == 1 && ba == 1));
            else
                BOOST_TEST(ab + ba == 1);
        }
    for (int p = 1; p <= player_count; ++p) {
        BOOST_TEST(byes[p] == (player_count % 2 == 1 ? rounds / cycle : 0));
        // Berger tables balance colours: at most one White more than Black in a cycle.
        const int games = rounds - byes[p];
        if (system == "round-robin")
            BOOST_TEST(std::abs(2 * whites[p] - games) <= 1);
        else
            BOOST_TEST(2 * whites[p] == games);
    }

    // Standings hold each player's points as tallied here (a round-robin bye scores nothing
    // that changes the order; it is checked against the event's points per bye in the TRF).
    const auto points = pointsByStart(event);
    BOOST_REQUIRE_EQUAL(static_cast<int>(points.size()), player_count);

    // TRF export, import, export again: the player lines are the same.
    const QString trf = dir.filePath("rr.trf");
    mustRun({"export", event, "--trf", trf});
    const QString copy = dir.filePath("copy.tourney");
    mustRun({"import", trf, copy});
    const QString trf_again = dir.filePath("copy.trf");
    mustRun({"export", copy, "--trf", trf_again});
    const QStringList lines = playerLines(trf);
    BOOST_TEST(lines.size() == player_count);
    BOOST_TEST(lines == playerLines(trf_again), boost::test_tools::per_element());
    BOOST_TEST((pointsByStart(copy) == points));
    for (int p = 1; p <= player_count; ++p) {
        // Points from games; byes may add the event's value for a pairing-allocated bye.
        const QString expected = QString::fromStdString(tourney::Points::fromTenths(tenths[p]).toString());
        const QString with_byes = QString::fromStdString(
            tourney::Points::fromTenths(tenths[p] + 10 * byes[p]).toString());
        BOOST_TEST((points.at(p) == expected || points.at(p) == with_byes),
                   "player " << p << ": " << points.at(p).toStdString());
    }
}

}  // namespace

BOOST_AUTO_TEST_CASE(ten_players_play_nine_rounds_by_the_berger_table) { playRoundRobin(10, "round-robin"); }

BOOST_AUTO_TEST_CASE(eleven_players_play_eleven_rounds_with_one_bye_each) { playRoundRobin(11, "round-robin"); }

BOOST_AUTO_TEST_CASE(a_double_round_robin_meets_each_opponent_once_with_each_colour) {
    playRoundRobin(5, "double-round-robin");
}

BOOST_AUTO_TEST_CASE(round_one_of_ten_players_is_the_published_berger_round) {
    // C.05 Annex 1, 9 or 10 players, round 1: 1-10, 2-9, 3-8, 4-7, 5-6.
    QTemporaryDir dir;
    const QString event = newEvent(dir, 10, "chess", "round-robin");
    mustRun({"pair", event});
    std::vector<std::pair<int, int>> pairs;
    for (const Board& board : pairingsTsv(event, 1)) pairs.emplace_back(board.white, board.black);
    const std::vector<std::pair<int, int>> published = {{1, 10}, {2, 9}, {3, 8}, {4, 7}, {5, 6}};
    BOOST_TEST((pairs == published));
}

BOOST_AUTO_TEST_CASE(the_demo_csv_registers_ten_players_with_bengali_names) {
    QTemporaryDir dir;
    const QString event = dir.filePath("demo.tourney");
    mustRun({"new", event, "--name", "Demo", "--game", "chess", "--system", "round-robin"});
    mustRun({"player", "import", event, sourcePath("data/players.csv")});
    const QStringList lines = mustRun({"player", "list", event, "--format", "tsv"}).split('\n', Qt::SkipEmptyParts);
    BOOST_TEST(lines.size() == 11);                                                      // header and ten players
    BOOST_TEST(lines.join('\n').contains(QRegularExpression("[\\x{0980}-\\x{09FF}]")));  // the Bengali block
}

BOOST_AUTO_TEST_CASE(unpair_removes_a_round_without_results_and_pair_makes_it_again) {
    QTemporaryDir dir;
    const QString event = newEvent(dir, 4, "draughts", "round-robin");
    mustRun({"pair", event});
    const auto first = pairingsTsv(event, 1);
    mustRun({"unpair", event});
    BOOST_TEST(runTourney({"pairings", event}).exit_code == 2);
    mustRun({"pair", event});
    const auto again = pairingsTsv(event, 1);
    BOOST_REQUIRE_EQUAL(first.size(), again.size());
    for (std::size_t i = 0; i < first.size(); ++i)
        BOOST_TEST((first[i].white == again[i].white && first[i].black == again[i].black));
    // Draughts takes FMJD tokens and prints them back.
    mustRun({"result", event, "1", "1", "2-0"});
    mustRun({"result", event, "1", "2", "1-1"});
    const auto played = pairingsTsv(event, 1);
    BOOST_TEST(played[0].result == "2-0");
    BOOST_TEST(played[1].result == "1-1");
    BOOST_TEST(pointsByStart(event).at(played[0].white) == "2");  // 2/1/0 by default for draughts
}

BOOST_AUTO_TEST_CASE(standings_print_the_same_table_as_text_csv_tsv_and_json) {
    QTemporaryDir dir;
    const QString event = newEvent(dir, 4, "chess", "round-robin");
    for (int round = 1; round <= 3; ++round) {
        mustRun({"pair", event});
        for (const Board& board : pairingsTsv(event, round))
            mustRun({"result", event, QString::number(round), QString::number(board.board),
                     resultFor(board.white, board.black, round)});
    }
    const auto points = pointsByStart(event);
    const QStringList csv = mustRun({"standings", event, "--format", "csv"}).split('\n', Qt::SkipEmptyParts);
    const QStringList tsv = mustRun({"standings", event, "--format", "tsv"}).split('\n', Qt::SkipEmptyParts);
    BOOST_REQUIRE_EQUAL(csv.size(), 5);
    BOOST_TEST(csv[0] == "rank,start,name,rating,federation,points,DE,WIN,SB,KS");  // the round-robin default
    const QJsonArray json = QJsonDocument::fromJson(mustRun({"standings", event, "--format", "json"}).toUtf8()).array();
    BOOST_REQUIRE_EQUAL(json.size(), 4);
    for (int i = 0; i < 4; ++i) {
        const QJsonObject entry = json[i].toObject();
        const QStringList cells = tsv[i + 1].split('\t');
        BOOST_TEST(entry["rank"].toInt() == cells[0].toInt());
        BOOST_TEST(entry["start"].toInt() == cells[1].toInt());
        BOOST_TEST(entry["points"].toDouble() == points.at(cells[1].toInt()).toDouble());
        BOOST_REQUIRE_EQUAL(entry["tiebreaks"].toArray().size(), 4);
        BOOST_TEST(entry["tiebreaks"].toArray()[0].toObject()["code"].toString() == "DE");
    }
    const QString text = mustRun({"standings", event});
    for (const auto& [start, score] : points) BOOST_TEST(text.contains(score));
}

// Team events (issue 35, docs/teams.md): a double round robin of eight teams of four boards
// run from the command line, the standings checked against the match and game points summed
// here from the results entered; and the refusals of bad line-ups and rosters.
namespace {

constexpr int kTeams = 8;
constexpr int kBoards = 4;
constexpr int kRoster = 5;  // four regulars and a reserve

// A new team event in `dir`: teams 1..8, team t's roster start numbers 5t-4 .. 5t.
QString newTeamEvent(const QTemporaryDir& dir) {
    const QString event = dir.filePath("league.tourney");
    const QString csv = dir.filePath("players.csv");
    writeFile(csv, playersCsv(kTeams * kRoster).toUtf8());
    mustRun({"new", event, "--name", "League", "--game", "chess", "--system", "double-round-robin", "--teams",
             "--boards", QString::number(kBoards)});
    mustRun({"player", "import", event, csv});
    for (int t = 1; t <= kTeams; ++t) {
        QStringList roster;
        for (int i = 1; i <= kRoster; ++i) roster << QString::number(kRoster * (t - 1) + i);
        mustRun({"team", "add", event, QString("Team %1").arg(t), "--roster", roster.join(',')});
    }
    return event;
}

// The first and second team of each match of a round, from `pairings --format tsv` (a match's
// own line has no board; its White and Black cells are the teams).
std::vector<std::pair<int, int>> matchesOf(const QString& event, int round) {
    const QStringList lines = mustRun({"pairings", event, "--round", QString::number(round), "--format", "tsv"})
                                  .split('\n', Qt::SkipEmptyParts);
    std::vector<std::pair<int, int>> matches;
    for (int i = 1; i < lines.size(); ++i) {
        const QStringList cells = lines[i].split('\t');
        BOOST_REQUIRE(cells.size() == 5);
        if (!cells[1].isEmpty()) continue;
        matches.push_back({cells[2].mid(5).toInt(), cells[3].mid(5).toInt()});
    }
    return matches;
}

struct TeamTotals {
    int match_points = 0;
    int game_tenths = 0;
};

}  // namespace

BOOST_AUTO_TEST_CASE(eight_teams_play_a_double_round_robin_from_the_command_line) {
    QTemporaryDir dir;
    const QString event = newTeamEvent(dir);
    std::map<int, TeamTotals> totals;
    std::set<std::pair<int, int>> meetings;
    const int rounds = 2 * (kTeams - 1);
    for (int round = 1; round <= rounds; ++round) {
        mustRun({"pair", event});
        // Round 2: team 1 fields its reserve on board 4; team 2 leaves board 4 empty.
        if (round == 2) {
            mustRun({"lineup", event, "2", "1", "1,2,3,5"});
            mustRun({"lineup", event, "2", "2", "6,7,8,-"});
        }
        mustRun({"lineup", event, QString::number(round), "--regulars"});
        const auto matches = matchesOf(event, round);
        BOOST_REQUIRE_EQUAL(matches.size(), 4u);
        for (std::size_t m = 0; m < matches.size(); ++m) {
            const auto [first, second] = matches[m];
            BOOST_TEST(meetings.insert({first, second}).second, "a second meeting with the same first team");
            QStringList tokens;
            int first_tenths = 0, second_tenths = 0;
            for (int board = 1; board <= kBoards; ++board) {
                const bool empty = round == 2 && board == 4 && (first == 2 || second == 2);
                const QString token = empty ? "-" : resultFor(first + board, second, round + static_cast<int>(m));
                tokens << token;
                // A board left empty is won by forfeit by the team that filled it.
                const int first_points = empty ? (first == 2 ? 0 : 10) : tenthsOf(token, board % 2 == 1);
                first_tenths += first_points;
                second_tenths += 10 - first_points;
            }
            mustRun({"match", event, QString::number(round), QString::number(m + 1), tokens.join(',')});
            totals[first].game_tenths += first_tenths;
            totals[second].game_tenths += second_tenths;
            const int first_mp = first_tenths > second_tenths ? 2 : first_tenths == second_tenths ? 1 : 0;
            totals[first].match_points += first_mp;
            totals[second].match_points += 2 - first_mp;
        }
    }
    BOOST_TEST(meetings.size() == 56u);  // every pair twice, each team once the first team
    expectRefused(event, {"pair", event}, {"every round of the round robin is paired"});

    const QStringList lines = mustRun({"standings", event, "--format", "tsv"}).split('\n', Qt::SkipEmptyParts);
    BOOST_REQUIRE_EQUAL(lines.size(), kTeams + 1);
    BOOST_TEST(lines[0] == "Rk\tNo\tTeam\tMP\tGP\tDE\tSB:MP");
    int previous_mp = 1000;
    for (int i = 1; i < lines.size(); ++i) {
        const QStringList cells = lines[i].split('\t');
        const TeamTotals& expected = totals[cells[1].toInt()];
        BOOST_TEST(cells[3] == QString::number(expected.match_points), lines[i].toStdString());
        BOOST_TEST(cells[4] == tourney::Points::fromTenths(expected.game_tenths).toFixed1().c_str(),
                   lines[i].toStdString());
        BOOST_TEST(cells[3].toInt() <= previous_mp);  // ranked by match points
        previous_mp = cells[3].toInt();
    }
}

// A PDF's text as poppler's pdftotext reads it (layout kept, one line a row).
QString pdfText(const QString& pdf) {
    QProcess process;
    process.start("pdftotext", {"-layout", pdf, "-"});
    BOOST_REQUIRE(process.waitForFinished(60'000));
    return QString::fromUtf8(process.readAllStandardOutput());
}

// Issue 35: a team event's TRF (310, 300, 802 and the player lines) imports as the same event,
// whose export gives the same text; and its reports (team standings, crosstable, the round's
// matches board by board) in every format, read back.
BOOST_AUTO_TEST_CASE(a_team_event_goes_to_trf_and_back_and_prints_its_team_reports) {
    QTemporaryDir dir;
    const QString event = newTeamEvent(dir);
    for (int round = 1; round <= 2; ++round) {
        mustRun({"pair", event});
        if (round == 2) mustRun({"lineup", event, "2", "2", "6,7,8,-"});  // board 4 left empty
        mustRun({"lineup", event, QString::number(round), "--regulars"});
        const auto matches = matchesOf(event, round);
        for (int m = 1; m <= 4; ++m) {
            const bool with_two = matches[m - 1].first == 2 || matches[m - 1].second == 2;
            mustRun({"match", event, QString::number(round), QString::number(m),
                     round == 2 && with_two ? "1-0,0-1,1-0,-" : "1-0,0-1,1-0,1/2-1/2"});
        }
    }
    mustRun({"pair", event});  // round 3 paired, no line-ups yet
    const QString trf = dir.filePath("league.trf"), copy = dir.filePath("copy.tourney");
    mustRun({"export", event, "--trf", trf});
    mustRun({"import", trf, copy});
    const QString trf_again = dir.filePath("copy.trf");
    mustRun({"export", copy, "--trf", trf_again});
    BOOST_TEST(fileBytes(trf) == fileBytes(trf_again));
    BOOST_TEST(fileBytes(trf).contains("310   1 Team 1"));
    BOOST_TEST(fileBytes(trf).contains("300   2   2"));
    // The same standings; teams tied on everything may come in another order, since the lots
    // drawn from the event's seed are not carried by TRF (ranks are: 310 columns 69-71).
    auto sortedStandings = [](const QString& file) {
        QStringList lines = mustRun({"standings", file, "--format", "csv"}).split('\n', Qt::SkipEmptyParts);
        lines.sort();
        return lines;
    };
    BOOST_TEST(sortedStandings(copy) == sortedStandings(event));
    // A line-up out of the roster's order is refused on import as `tourney lineup` refuses it,
    // naming the file, the round and the team; nothing is created.
    QString text = QString::fromUtf8(fileBytes(trf));
    const qsizetype team_one = text.indexOf("\n802   1");
    const QString round_three_opponent = text.mid(team_one + 1 + 54, 3);  // 802: round 3 at columns 55-57
    text.insert(team_one + 1, "300   3   1 " + round_three_opponent + "    2    1    3    4\n");
    const QString bad = dir.filePath("bad.trf"), bad_copy = dir.filePath("bad.tourney");
    writeFile(bad, text.toUtf8());
    const CommandRun refused = runTourney({"import", bad, bad_copy});
    BOOST_TEST(refused.exit_code == 2);
    BOOST_TEST(refused.err.contains("bad.trf"), refused.err.toStdString());
    BOOST_TEST(refused.err.contains("round 3, team 1: player 1 comes before player 2 in the roster of Team 1"),
               refused.err.toStdString());
    BOOST_TEST(!QFile::exists(bad_copy));
    BOOST_TEST(mustRun({"pairings", copy, "--round", "2"}) == mustRun({"pairings", event, "--round", "2"}));

    // Each match here: the first team (White on boards 1 and 3) wins boards 1 to 3 and draws
    // board 4, 3.5-0.5; team 2's empty board 4 in round 2 is lost by forfeit.
    const QStringList standings = mustRun({"standings", event, "--format", "csv"}).split('\n', Qt::SkipEmptyParts);
    BOOST_REQUIRE_EQUAL(standings.size(), kTeams + 1);
    BOOST_TEST(standings[0] == "Rk,No,Team,MP,GP,DE,SB:MP");
    BOOST_TEST(mustRun({"standings", event, "--format", "html"}).contains("Team 1"));
    const QString json = mustRun({"standings", event, "--format", "json"});
    BOOST_TEST(json.contains("\"Team\": \"Team 1\""));
    const QString crosstable_csv = dir.filePath("crosstable.csv");
    mustRun({"report", event, "crosstable", "-o", crosstable_csv});
    const QString crosstable = QString::fromUtf8(fileBytes(crosstable_csv));
    BOOST_TEST(crosstable.section('\n', 0, 0).trimmed() == "Rk,No,Team,1,2,3,4,5,6,7,8,MP,GP,DE,SB:MP",
               crosstable.toStdString());
    // Team 1 won both its matches, 3.5-0.5 and then 4-0 against team 2's empty board 4.
    BOOST_TEST(crosstable.section('\n', 1, 1).startsWith("1,1,Team 1,,4,"), crosstable.toStdString());
    for (const QString kind : {"standings", "crosstable", "pairings"}) {
        const QString pdf = dir.filePath(kind + ".pdf");
        mustRun({"report", event, kind, "-o", pdf});
        const QString text = pdfText(pdf);
        BOOST_TEST(text.contains("Team 8"), kind.toStdString() << ": " << text.toStdString());
        if (kind == "standings") BOOST_TEST(text.contains("Team standings after round 2"));
        if (kind == "crosstable") BOOST_TEST(text.contains("Team crosstable after round 2"));
        if (kind == "pairings") BOOST_TEST(text.contains("Matches of round 3"));
    }
    const QString round_two = dir.filePath("round2.pdf");
    mustRun({"report", event, "pairings", "--round", "2", "-o", round_two});
    BOOST_TEST(pdfText(round_two).contains("3.5-0.5"));
    expectRefused(event, {"report", event, "wallchart", "-o", dir.filePath("w.pdf")},
                  {"the wallchart report is not made for team events yet"});
}

BOOST_AUTO_TEST_CASE(bad_rosters_and_line_ups_are_refused_with_the_field_named) {
    QTemporaryDir dir;
    const QString event = newTeamEvent(dir);
    expectRefused(event, {"team", "add", event, "Short", "--roster", "41"}, {"--roster", "at least 4 players"});
    expectRefused(event, {"team", "add", event, "Twice", "--roster", "1,2,3,4"},
                  {"--roster", "player 1 is on team Team 1 already"});
    mustRun({"pair", event});
    const auto first = matchesOf(event, 1).front();
    const QString team = QString::number(first.first);
    const int base = kRoster * (first.first - 1);
    auto numbers = [&](std::initializer_list<int> offsets) {
        QStringList list;
        for (int offset : offsets) list << (offset == 0 ? "-" : QString::number(base + offset));
        return list.join(',');
    };
    const QString stranger = QString::number(base == 0 ? 40 : 1);
    expectRefused(event, {"lineup", event, "1", team, numbers({1, 2, 3}) + "," + stranger},
                  {"PLAYERS", "is not on the roster of"});
    expectRefused(event, {"lineup", event, "1", team, numbers({2, 1, 3, 4})}, {"PLAYERS", "keeps the roster's order"});
    mustRun({"lineup", event, "1", team, numbers({1, 2, 3, 0})});
    mustRun({"lineup", event, "1", "--regulars"});
    expectRefused(event, {"result", event, "1", "1.4", "1-0"}, {"BOARD", "left board 4 empty"});
    mustRun({"result", event, "1", "1.1", "1-0"});
    expectRefused(event, {"result", event, "1", "1.1", "0-1"}, {"has a result already"});
}
