#include "pairing/dutch.h"

#include "pairing/dutch_brackets.h"
#include "pairing/dutch_colours.h"
#include "pairing/dutch_players.h"

#include <algorithm>
#include <sstream>

namespace tourney {
namespace {

std::string listOf(const std::vector<int>& start_numbers) {
    if (start_numbers.empty()) return "none";
    std::string text;
    for (int s : start_numbers) text += (text.empty() ? "" : " ") + std::to_string(s);
    return text;
}

std::string colourName(Colour c) { return c == Colour::White ? "White" : c == Colour::Black ? "Black" : "none"; }

std::string strength(const dutch::Contender& c) {
    return c.absolute ? "absolute" : c.strong ? "strong" : c.preference == Colour::None ? "no" : "mild";
}

// Bracket by bracket: who came down, who was paired, who floated and why (3.3-3.6).
void explainBrackets(const dutch::BracketPairing& pairing, std::vector<std::string>& out) {
    for (const dutch::BracketReport& b : pairing.brackets) {
        std::ostringstream line;
        line << "Bracket " << Points::fromTenths(b.score).toString() << ": residents " << listOf(b.residents)
             << "; moved down " << listOf(b.moved_down) << ".";
        out.push_back(line.str());
        std::string pairs;
        for (auto [hi, lo] : b.pairs) pairs += (pairs.empty() ? "" : ", ") + std::to_string(hi) + "-" + std::to_string(lo);
        out.push_back("  paired: " + (pairs.empty() ? std::string("none") : pairs));
        if (!b.floaters.empty())
            out.push_back("  float down: " + listOf(b.floaters) +
                          " (C4-C8: no better pairing leaves the rest of the round pairable"
                          " with fewer or lower-scored floaters; C14-C21 chose who)");
    }
}

}  // namespace

PairedRound pairDutch(const Event& event, const PairingOptions& options) {
    const dutch::DutchRound round = dutch::prepareDutchRound(event);
    const dutch::BracketPairing pairing = dutch::pairBrackets(round);
    const auto& players = round.players;

    struct Board {
        int white, black;
        std::string rule;
    };
    std::vector<Board> boards;
    for (auto [a, b] : pairing.pairs) {
        const dutch::ColourChoice choice = dutch::allocateColours(players[a], players[b], round.initial_white);
        boards.push_back(choice.first_is_white ? Board{a, b, choice.rule} : Board{b, a, choice.rule});
    }
    std::sort(boards.begin(), boards.end(), [&](const Board& x, const Board& y) {
        return dutch::boardBefore(players[x.white], players[x.black], players[y.white], players[y.black]);
    });

    PairedRound paired;
    paired.round.number = round.round;
    for (const Board& board : boards) {
        Game game;
        game.board = static_cast<int>(paired.round.games.size()) + 1;
        game.seats = {Seat{players[board.white].start_no, Outcome::Pending},
                      Seat{players[board.black].start_no, Outcome::Pending}};
        paired.round.games.push_back(std::move(game));
    }
    // Everybody without a game gets a bye: the pairing-allocated one, the one requested in
    // advance, or an absence.
    std::vector<char> seated(event.players.size() + 1, 0);
    for (const Game& game : paired.round.games)
        for (const Seat& seat : game.seats) seated[seat.player] = 1;
    if (pairing.bye >= 0) {
        paired.round.byes.push_back(Bye{players[pairing.bye].start_no, ByeKind::PairingAllocated});
        seated[players[pairing.bye].start_no] = 1;
    }
    for (const Player& player : event.players) {
        if (seated[player.start_no]) continue;
        ByeKind kind = ByeKind::Absent;
        for (const RequestedBye& bye : event.requested_byes)
            if (bye.round == round.round && bye.player == player.start_no) kind = bye.kind;
        paired.round.byes.push_back(Bye{player.start_no, kind});
    }

    if (options.explain) {
        auto& out = paired.explanation;
        out.push_back("Round " + std::to_string(round.round) + ", FIDE Dutch system (C.04.3, 2026): " +
                      std::to_string(players.size()) + " players to pair.");
        explainBrackets(pairing, out);
        if (pairing.bye >= 0)
            out.push_back("Pairing-allocated bye: " + std::to_string(players[pairing.bye].start_no) +
                          " (C2 eligible, C5 lowest score possible, C9 fewest unplayed rounds)");
        for (const Board& board : boards) {
            const dutch::Contender &w = players[board.white], &b = players[board.black];
            for (const auto* p : {&w, &b}) {
                const Colour got = p == &w ? Colour::White : Colour::Black;
                if (p->preference != Colour::None && p->preference != got)
                    out.push_back("Board " + std::to_string(&board - boards.data() + 1) + ": " +
                                  std::to_string(p->start_no) + " gets " + colourName(got) + " against a " +
                                  strength(*p) + " preference for " + colourName(p->preference) + " (" +
                                  board.rule + ": the opponent " + std::to_string((p == &w ? b : w).start_no) +
                                  " has the " + strength(p == &w ? b : w) + " preference for it)");
            }
        }
    }
    return paired;
}

}  // namespace tourney
