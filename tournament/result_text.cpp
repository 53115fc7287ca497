#include "tournament/result_text.h"

#include "rules/registry.h"

namespace tourney::tournament {

std::string pointsText(Points points) {
    const long long tenths = points.tenths();
    const bool negative = tenths < 0;
    const long long magnitude = negative ? -tenths : tenths;
    std::string text = negative ? "-" : "";
    if (magnitude % 10 == 0) return text + std::to_string(magnitude / 10);
    if (magnitude % 10 == 5) {
        if (magnitude >= 10) text += std::to_string(magnitude / 10);
        return text + "½";
    }
    return text + std::to_string(magnitude / 10) + "." + std::to_string(magnitude % 10);
}

std::string outcomeText(const PointSystem& system, Outcome outcome) {
    switch (outcome) {
    case Outcome::Pending: return "";
    case Outcome::ForfeitWin: return "+";
    case Outcome::ForfeitLoss: return "−";
    case Outcome::Placed: return "p";  // a table's seat: its game points say more (table reports)
    case Outcome::Win:
    case Outcome::Draw:
    case Outcome::Loss: return pointsText(system.forOutcome(outcome));
    }
    return "";
}

std::string gameResultText(const PointSystem& system, const Game& game) {
    if (!game.hasResult()) return "";
    std::string text;
    for (const Seat& seat : game.seats) {
        if (!text.empty()) text += " - ";
        text += outcomeText(system, seat.outcome);
    }
    return text;
}

std::string byeCellText(const PointSystem& system, ByeKind kind) {
    if (kind == ByeKind::Absent) return "–";
    return std::string(1, static_cast<char>(kind)) + " " + pointsText(system.forBye(kind));
}

std::string colourLetter(Colour colour) {
    switch (colour) {
    case Colour::White: return "w";
    case Colour::Black: return "b";
    case Colour::None: return "";
    }
    return "";
}

std::string seatName(GameKind game, int seat) {
    // Each game names its seats in its registry entry: White and Black, or Chaturaji's armies
    // in the order of play.
    const std::vector<std::string_view>& names = rules::seatNames(game);
    if (seat >= 0 && seat < static_cast<int>(names.size())) return std::string(names[static_cast<std::size_t>(seat)]);
    return "Seat " + std::to_string(seat + 1);
}

}  // namespace tourney::tournament
