#include "tournament/result_text.h"

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
    if (game == GameKind::Chaturaji) {
        // Play passes clockwise: Red, Green, Yellow, Black, as the four armies are coloured
        // in the published diagrams of the starting position.
        static const char* const kSeats[] = {"Red", "Green", "Yellow", "Black"};
        return seat >= 0 && seat < 4 ? kSeats[seat] : "Seat " + std::to_string(seat + 1);
    }
    return seat == 0 ? "White" : seat == 1 ? "Black" : "Seat " + std::to_string(seat + 1);
}

}  // namespace tourney::tournament
