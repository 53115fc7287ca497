// Issue 31, item 3: a record entered with a result must be a record of the board's game (its
// players by name or id), and the result typed beside it must be the record's, or is taken
// from it when left out.
#include "tournament/game_records.h"
#include "tournament/player_names.h"
#include "tournament/record_players.h"
#include "tournament/round_pairing.h"
#include "use_case_fixture.h"

#include <sstream>

using namespace tourney;
using namespace tourney::tournament;
using namespace tourney::tournament::testing;

namespace {

// Two players of `game`, round 1 paired on one board; White and Black as the event drew them.
struct OneBoard : EventFixture {
    std::string white, black;

    explicit OneBoard(const std::string& game, std::vector<Player> players = {}) : EventFixture(0, 1, game) {
        if (players.empty()) players = {entrant("Rahman, Tanvir", 2100), entrant("Iyer, Karthik", 2000)};
        registerPlayers(store, players);
        pairNextRound(store);
        const Event paired = event();  // kept: the board below refers into it
        const Game& board = paired.rounds[0].games[0];
        white = paired.player(board.seats[0].player)->name;
        black = paired.player(board.seats[1].player)->name;
    }

    ResultEntry entry(const std::string& result, const std::string& file, const std::string& text) {
        ResultEntry typed = resultEntry(1, 1, result);
        typed.record_file = file;
        typed.record_text = text;
        return typed;
    }
};

std::string pgn(const std::string& white, const std::string& black, const std::string& result,
                const std::string& extra_tags = "") {
    return "[Event \"Test Open\"]\n[White \"" + white + "\"]\n[Black \"" + black + "\"]\n" + extra_tags + "[Result \"" +
           result + "\"]\n\n1. e4 e5 2. Nf3 Nc6 " + result + "\n";
}

}  // namespace

BOOST_AUTO_TEST_CASE(item_3_names_agree_folded_for_case_spacing_and_surname_order) {
    BOOST_TEST(sameName("Rahman, Tanvir", "rahman,  tanvir"));
    BOOST_TEST(sameName("Tanvir Rahman", "Rahman, Tanvir"));
    BOOST_TEST(sameName("RAHMAN,Tanvir", "Tanvir  Rahman"));
    BOOST_TEST(!sameName("Carlsen, Magnus", "Rahman, Tanvir"));
    BOOST_TEST(!sameName("Rahman, T", "Rahman, Tanvir"));
}

BOOST_AUTO_TEST_CASE(item_3_a_pgn_of_other_players_is_refused_naming_file_and_tag) {
    OneBoard e("chess");
    checkRefused(
        e.store, [&] { enterResult(e.store, e.entry("1-0", "g.pgn", pgn("Carlsen, Magnus", e.black, "1-0"))); },
        "record", "g.pgn:1: tag White: the record's White is 'Carlsen, Magnus', but White at board 1 is ");
    checkRefused(
        e.store, [&] { enterResult(e.store, e.entry("1-0", "g.pgn", pgn(e.white, "Nakamura, Hikaru", "1-0"))); },
        "record", "tag Black: the record's Black is 'Nakamura, Hikaru'");
    // The same players written "Given Surname" in capitals: the same game.
    const auto given_first = [](const std::string& name) {
        const std::size_t comma = name.find(", ");
        std::string text = name.substr(comma + 2) + " " + name.substr(0, comma);
        for (char& c : text) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        return text;
    };
    enterResult(e.store, e.entry("1-0", "g.pgn", pgn(given_first(e.white), given_first(e.black), "1-0")));
    BOOST_TEST(e.event().rounds[0].games[0].seats[0].outcome == Outcome::Win);
}

BOOST_AUTO_TEST_CASE(item_3_a_fide_id_in_the_record_decides_over_the_name) {
    std::vector<Player> players = {entrant("Rahman, Tanvir", 2100), entrant("Iyer, Karthik", 2000)};
    players[0].fide_id = "10200001";
    players[1].fide_id = "25000002";
    OneBoard e("chess", players);
    const Event paired = e.event();
    const std::string white_id = paired.player(paired.rounds[0].games[0].seats[0].player)->fide_id;
    const std::string other_id = white_id == "10200001" ? "25000002" : "10200001";
    // A name spelled otherwise ("T. Rahman") with the right id is the player.
    enterResult(e.store,
                e.entry("1-0", "g.pgn", pgn("Somebody", e.black, "1-0", "[WhiteFideId \"" + white_id + "\"]\n")));
    BOOST_TEST(e.event().rounds[0].games[0].hasResult());
    checkRefused(
        e.store,
        [&] {
            ResultEntry again = e.entry("1-0", "g.pgn",
                                        pgn(e.white, e.black, "1-0", "[WhiteFideId \"" + other_id + "\"]\n"));
            again.force = true;
            enterResult(e.store, again);
        },
        "record", "g.pgn:1: tag WhiteFideId: the record's White has FIDE id " + other_id);
}

BOOST_AUTO_TEST_CASE(item_3_a_result_typed_must_be_the_records_or_is_taken_from_it) {
    OneBoard e("chess");
    checkRefused(
        e.store, [&] { enterResult(e.store, e.entry("0-1", "g.pgn", pgn(e.white, e.black, "1-0"))); }, "record",
        "g.pgn:1: field Result: the record says 1-0, which is not the result entered");
    checkRefused(
        e.store, [&] { enterResult(e.store, e.entry("", "g.pgn", pgn(e.white, e.black, "*"))); }, "record",
        "g.pgn:1: tag Result: the record claims no result");
    const EnteredResult entered = enterResult(e.store, e.entry("", "g.pgn", pgn(e.white, e.black, "1/2-1/2")));
    BOOST_TEST(entered.result == "\u00BD-\u00BD");
    BOOST_TEST(e.event().rounds[0].games[0].seats[1].outcome == Outcome::Draw);
    BOOST_TEST(e.log().back().message == "round 1 board 1: 1/2-1/2");
}

BOOST_AUTO_TEST_CASE(item_3_a_camelot_record_with_white_and_black_swapped_is_refused) {
    OneBoard e("camelot");
    const std::string record = "[White \"" + e.black + "\"]\n[Black \"" + e.white +
                               "\"]\n[Result \"1/2-1/2\"]\n\n1. C6-D5 C11-B10 2. F6-F8 1/2-1/2\n";
    checkRefused(
        e.store, [&] { enterResult(e.store, e.entry("1/2-1/2", "agreed.cam", record)); }, "record",
        "agreed.cam:1: tags White and Black: the record has White and Black the other way round");
}

BOOST_AUTO_TEST_CASE(item_3_a_pdn_of_other_players_is_refused) {
    OneBoard e("draughts");
    const std::string record = "[GameType \"20\"]\n[White \"Sijbrands, Ton\"]\n[Black \"" + e.black +
                               "\"]\n[Result \"1-1\"]\n\n1. 32-28 19-23 2. 28x19 14x23 1-1\n";
    checkRefused(
        e.store, [&] { enterResult(e.store, e.entry("1-1", "draw.pdn", record)); }, "record",
        "draw.pdn:1: tag White: the record's White is 'Sijbrands, Ton'");
}

// Issue 31 item 11: a file of one record is "1 game", not "1 games".
BOOST_AUTO_TEST_CASE(item_11_one_record_is_counted_as_one_game) {
    std::istringstream one(pgn("Rahman, Tanvir", "Iyer, Karthik", "1-0"));
    BOOST_TEST(judgeRecords("chess", one, "one.pgn").summary.text() == "1 game: 1 ok, 0 illegal, 0 inconsistent");
    std::istringstream two(pgn("A", "B", "1-0") + "\n" + pgn("C", "D", "0-1"));
    BOOST_TEST(judgeRecords("chess", two, "two.pgn").summary.text().rfind("2 games: ", 0) == 0u);
}
