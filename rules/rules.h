// rules: one engine per game. Each engine replays a game record in the game's own notation,
// rejects an illegal move with its ply and reason, and tells whether a claimed result can
// stand on the final position. This header is the contract every engine keeps; scoring and
// the `tourney` command see engines only through it.
//
// Built for more than two players from the start: a result is a place per seat, so chess
// (2 seats), draughts (2), Camelot (2) and Chaturaji (4, with dice in its records) all fit.
#pragma once

#include "rules/message.h"

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tourney::rules {

enum class GameKind { Chess, Draughts, Camelot, Chaturaji };

// A result as a place per seat: 1 is best, equal places are shared. Seat 0 is White (the
// first player) in two-player games. A win for White is {1, 2}, a draw {1, 1}, a loss {2, 1};
// a four-player table might be {1, 3, 2, 4}. An unfinished game ("*") has no places. Games
// scored by the points each player wins on the board (Chaturaji) also carry those points, one
// per seat, and the places follow from them.
struct Placing {
    std::vector<int> place;   // empty: no result claimed
    std::vector<int> points;  // game points per seat, for games scored by points; else empty
    bool claimed() const { return !place.empty(); }
    bool operator==(const Placing&) const = default;
};

Placing whiteWins();
Placing blackWins();
Placing drawn();
// The places that game points give: most points first, equal points share a place.
Placing placingByPoints(const std::vector<int>& points);

// One game as a record gives it: its tags, the start position if not the usual one, and the
// moves of the main line in the game's notation (comments, NAGs and variations removed).
struct GameRecord {
    std::string file;  // where it was read from, for messages
    int line = 0;      // line of the game's first tag or move
    std::vector<std::pair<std::string, std::string>> tags;
    std::string start_position;      // FEN (chess), PDN FEN (draughts); empty = initial position
    std::vector<std::string> moves;  // one token per ply, as written (move numbers removed)
    std::vector<int> move_lines;     // the source line of each move token
    std::string result_token;        // as written: "1-0", "2-0", "1/2-1/2", "*", ... (may be empty)
    std::string read_error;          // non-empty when the record could not be read; then
                                     // `moves` holds what was read before the error
    int read_error_line = 0;
    // The same as a message with its values (file, line, the text found), for a front end that
    // says it in another language (issue 31 item 5); empty where a reader gives `read_error` alone.
    Message read_said;

    // Marks the record unreadable at `line`; `said` names the place itself ("FILE:LINE: why").
    void unreadable(int line, Message said) {
        read_error_line = line;
        read_error = said.text();
        read_said = std::move(said);
    }
    // Why the record cannot be read, as a message: the reader's own, or its English as a whole.
    Message readProblem() const { return read_said.empty() ? Message::english(read_error) : read_said; }

    std::string tag(std::string_view name) const;  // empty when absent
};

enum class VerdictKind { Ok, Illegal, Inconsistent };
std::string_view verdictName(VerdictKind kind);  // "ok", "illegal", "inconsistent"

// How a game stands after its last move.
enum class Ending {
    Ongoing,      // nothing ends the game: resignation, agreement or the clock may
    Decided,      // the rules decide it (checkmate, no legal move, captured kings, ...)
    DrawnByRule,  // automatic draw (stalemate, dead position, fivefold, 75 moves, FMJD draws)
};

struct FinalState {
    Ending ending = Ending::Ongoing;
    Placing placing;     // for Decided and DrawnByRule: the places the rules give
    std::string reason;  // "checkmate", "stalemate", "fivefold repetition", ...
    // The same as a message with its values, for a front end that says it in another language
    // (issue 31 item 5); empty where the engine gives `reason` alone.
    Message said;
    bool draw_claimable = false;  // threefold / fifty-move: a draw may be claimed, not forced

    // Sets both: the message and its English.
    void because(Message why) {
        reason = why.text();
        said = std::move(why);
    }
};

struct Verdict {
    VerdictKind kind = VerdictKind::Ok;
    int ply = 0;            // Illegal: the 1-based half-move at fault; otherwise the game's length
    std::string move_text;  // Illegal: the move as written
    std::string reason;     // why, in plain words
    // The same as a message with its values (squares, moves, results), for a front end that
    // says it in another language (issue 31 item 5); empty where the engine gives `reason` alone.
    Message said;
    FinalState final_state;   // how the game stands after the last legal move
    bool unreadable = false;  // Illegal because the record breaks its format: the reason is the
                              // reader's message with its place ("FILE:LINE:COLUMN: why")

    // Sets both: the message and its English.
    void because(Message why) {
        reason = why.text();
        said = std::move(why);
    }
};

// Thrown by an engine's readRecords when nothing in a file can be read at all (no game in it, not
// a text file): what() is the English, said() the message a front end translates.
class UnreadableFile : public SaidError<std::runtime_error> {
public:
    using SaidError::SaidError;
};

// How far perft looks: a number of plies, or, for a game played with dice, the throw of each
// turn in order ("35" is a throw of 3 and 5); then the depth is the number of throws.
struct PerftPlan {
    int depth = 0;
    std::vector<std::string> throws;
};

// The common shape of every engine. Engines implement it with concrete, fast types inside;
// the virtual calls are only at this boundary.
class Engine {
public:
    virtual ~Engine() = default;
    virtual GameKind kind() const = 0;

    // Reads every game in a file. A game that cannot be read comes back with read_error set
    // (file:line in the record) and the rest of the file is still read. Throws
    // std::runtime_error only when nothing can be read at all.
    virtual std::vector<GameRecord> readRecords(std::istream& in, const std::string& file_name) const = 0;

    // The result a token stands for in this game ("1-0", "2-0", "1/2-1/2", "*", ...);
    // nullopt when the token does not belong to this game.
    virtual std::optional<Placing> parseResult(std::string_view token) const = 0;

    // Replays the record and judges the claimed result against the final position:
    // Illegal at the first illegal move; Inconsistent when the claim contradicts a finished
    // position; Ok otherwise. A decisive result or a draw in an unfinished position is Ok.
    virtual Verdict judge(const GameRecord& record, const Placing& claimed) const = 0;

    // Leaf count of the legal move tree from a position in the game's own FEN. Throws
    // std::invalid_argument for a position or plan the game cannot read.
    virtual std::uint64_t perft(const std::string& position, const PerftPlan& plan) const = 0;
};

// Judges a claimed result against a final state: the shared rule that a finished game's
// outcome must match, and an unfinished game may end any way.
Verdict judgeClaim(const FinalState& final_state, const Placing& claimed, int plies);

// Why a verdict is what it is, as a message: the engine's own, or its plain words as a whole.
inline Message reasonOf(const Verdict& verdict) {
    return verdict.said.empty() ? Message::english(verdict.reason) : verdict.said;
}
// How a game ended, as a message: the engine's own, or its plain words as a whole.
inline Message endingOf(const FinalState& state) {
    return state.said.empty() ? Message::english(state.reason) : state.said;
}

}  // namespace tourney::rules
