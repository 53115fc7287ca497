// Exact tie-break values, how they print and how they order (C.07 §1: higher is better,
// except for TPN and DE; an undefined value ranks last, as FIDE's reference tool ranks it).
#include "scoring/tiebreaks.h"

namespace tourney {

std::string TiebreakValue::toString() const {
    if (!defined) return "-0";
    const long long magnitude = scaled < 0 ? -scaled : scaled;
    long long unit = 1;
    for (int i = 0; i < decimals; ++i) unit *= 10;
    std::string text = (scaled < 0 ? "-" : "") + std::to_string(magnitude / unit);
    if (decimals > 0) {
        std::string fraction = std::to_string(magnitude % unit);
        text += "." + std::string(decimals - fraction.size(), '0') + fraction;
    }
    return text;
}

bool higherIsBetter(const TiebreakCode& code) {
    const bool lower_wins = code.name == TiebreakName::PairingNumber || code.name == TiebreakName::DirectEncounter;
    return lower_wins == code.reverse;
}

int compareValues(const TiebreakCode& code, const TiebreakValue& a, const TiebreakValue& b) {
    if (a.defined != b.defined) return a.defined ? -1 : 1;
    if (a.scaled == b.scaled) return 0;
    // DE is a place inside a tied group; a group it does not separate is all 0.
    const bool a_before = higherIsBetter(code) ? a.scaled > b.scaled : a.scaled < b.scaled;
    return a_before ? -1 : 1;
}

}  // namespace tourney
