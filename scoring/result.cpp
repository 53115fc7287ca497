#include "scoring/result.h"

#include <array>
#include <vector>

namespace tourney {

bool isPlayed(Outcome outcome) {
    return outcome == Outcome::Win || outcome == Outcome::Draw || outcome == Outcome::Loss ||
           outcome == Outcome::Placed;
}

bool isForfeit(Outcome outcome) { return outcome == Outcome::ForfeitWin || outcome == Outcome::ForfeitLoss; }

Outcome mirrored(Outcome outcome) {
    switch (outcome) {
    case Outcome::Win: return Outcome::Loss;
    case Outcome::Loss: return Outcome::Win;
    case Outcome::ForfeitWin: return Outcome::ForfeitLoss;
    case Outcome::ForfeitLoss: return Outcome::ForfeitWin;
    case Outcome::Draw:
    case Outcome::Placed:
    case Outcome::Pending: return outcome;
    }
    return outcome;
}

std::string_view byeName(ByeKind kind) {
    switch (kind) {
    case ByeKind::PairingAllocated: return "pairing-allocated bye";
    case ByeKind::Half: return "half-point bye";
    case ByeKind::Full: return "full-point bye";
    case ByeKind::Zero: return "zero-point bye";
    case ByeKind::Absent: return "absent";
    }
    return "bye";
}

std::optional<ByeKind> byeKindFromCode(char code) {
    switch (code) {
    case 'U': return ByeKind::PairingAllocated;
    case 'H': return ByeKind::Half;
    case 'F': return ByeKind::Full;
    case 'Z': return ByeKind::Zero;
    case 'A': return ByeKind::Absent;
    default: return std::nullopt;
    }
}

PointSystem PointSystem::standard() { return PointSystem{}; }

PointSystem PointSystem::fromValues(Points win, Points draw, Points loss) {
    PointSystem system;
    system.win = win;
    system.draw = draw;
    system.loss = loss;
    system.forfeit_win = win;
    system.forfeit_loss = loss;
    system.pairing_bye = win;
    system.half_bye = draw;
    system.full_bye = win;
    system.zero_bye = loss;
    system.absent = loss;
    return system;
}

std::optional<PointSystem> PointSystem::fromTriple(std::string_view text) {
    std::vector<Points> values;
    while (true) {
        std::size_t comma = text.find_first_of(",/");
        auto value = Points::parse(text.substr(0, comma));
        if (!value || value->tenths() < 0) return std::nullopt;
        values.push_back(*value);
        if (comma == std::string_view::npos) break;
        text.remove_prefix(comma + 1);
    }
    if (values.size() != 3 || !(values[0] >= values[1] && values[1] >= values[2])) return std::nullopt;
    return fromValues(values[0], values[1], values[2]);
}

Points PointSystem::forOutcome(Outcome outcome) const {
    switch (outcome) {
    case Outcome::Win: return win;
    case Outcome::Draw: return draw;
    case Outcome::Loss: return loss;
    case Outcome::ForfeitWin: return forfeit_win;
    case Outcome::ForfeitLoss: return forfeit_loss;
    case Outcome::Placed:
    case Outcome::Pending: return Points{};
    }
    return Points{};
}

Points PointSystem::forBye(ByeKind kind) const {
    switch (kind) {
    case ByeKind::PairingAllocated: return pairing_bye;
    case ByeKind::Half: return half_bye;
    case ByeKind::Full: return full_bye;
    case ByeKind::Zero: return zero_bye;
    case ByeKind::Absent: return absent;
    }
    return Points{};
}

std::string PointSystem::tripleText() const { return win.toString() + "," + draw.toString() + "," + loss.toString(); }

}  // namespace tourney
