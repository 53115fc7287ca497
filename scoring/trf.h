// FIDE Tournament Report File: TRF-16, with the TRF-26 header lines that apply and JaVaFo's
// XX extensions. Reading builds an Event; writing is its inverse for everything TRF holds.
#pragma once

#include "scoring/event.h"

#include <iosfwd>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace tourney {

// A refused line: "FILE:LINE: field NAME: what is wrong".
class InputError : public std::runtime_error {
public:
    InputError(std::string file, int line, std::string field, const std::string& message);
    const std::string& file() const { return file_; }
    int line() const { return line_; }
    const std::string& field() const { return field_; }

private:
    std::string file_;
    int line_;
    std::string field_;
};

// Acceleration (JaVaFo XXA): virtual points per round for one player, used only for pairing.
struct TrfAcceleration {
    int player = 0;
    std::vector<Points> per_round;  // index r - 1
};

// What a TRF carries besides the Event itself.
struct TrfDocument {
    Event event;
    int declared_rounds = 0;                       // XXR or 142; 0 when the file has neither
    std::optional<bool> first_white;               // XXC white1 / black1 (or 152 W/B)
    bool has_point_line = false;                   // a 162 line set the point values
    std::vector<std::pair<int, int>> forbidden_pairs;  // XXP: pairs the arbiter forbids
    std::vector<TrfAcceleration> accelerations;    // XXA
    std::string system_line;                       // 092 text (e.g. "FIDE_DUTCH_2025")
    std::vector<std::string> tiebreak_codes;       // 202: tie-break codes in order
    // Requested byes for rounds not yet paired (a bye cell beyond the last paired round), by
    // round: {round, player, kind}.
    struct PlannedBye { int round; int player; ByeKind kind; };
    std::vector<PlannedBye> planned_byes;
};

// Reads a TRF. Throws InputError naming file, line and field for any malformed line.
TrfDocument readTrf(std::istream& in, const std::string& file_name);
TrfDocument readTrfFile(const std::string& path);

// Writes TRF-16 player lines with the TRF-26 header lines for rounds, scoring and system.
void writeTrf(std::ostream& out, const Event& event);

}  // namespace tourney
