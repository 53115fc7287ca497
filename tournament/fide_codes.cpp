#include "tournament/fide_codes.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace tourney::tournament {

namespace {

// The federations of FIDE's rating list (the "Fed" column of players_list_foa.txt, and the
// federation list of ratings.fide.com), with FID for players under the FIDE flag. Sorted.
constexpr std::array<std::string_view, 200> kFederations = {
    "AFG", "ALB", "ALG", "AND", "ANG", "ANT", "ARG", "ARM", "ARU", "AUS", "AUT", "AZE", "BAH", "BAN", "BAR", "BDI",
    "BEL", "BER", "BHU", "BIH", "BIZ", "BLR", "BOL", "BOT", "BRA", "BRN", "BRU", "BUL", "BUR", "CAF", "CAM", "CAN",
    "CAY", "CHA", "CHI", "CHN", "CIV", "CMR", "COD", "COM", "CPV", "CRC", "CRO", "CUB", "CYP", "CZE", "DEN", "DJI",
    "DMA", "DOM", "ECU", "EGY", "ENG", "ERI", "ESA", "ESP", "EST", "ETH", "FAI", "FID", "FIJ", "FIN", "FRA", "GAB",
    "GAM", "GCI", "GEO", "GEQ", "GER", "GHA", "GRE", "GRN", "GUA", "GUM", "GUY", "HAI", "HKG", "HON", "HUN", "INA",
    "IND", "IOM", "IRI", "IRL", "IRQ", "ISL", "ISR", "ISV", "ITA", "IVB", "JAM", "JCI", "JOR", "JPN", "KAZ", "KEN",
    "KGZ", "KOR", "KOS", "KSA", "KUW", "LAO", "LAT", "LBA", "LBN", "LBR", "LCA", "LES", "LIE", "LTU", "LUX", "MAC",
    "MAD", "MAR", "MAS", "MAW", "MDA", "MDV", "MEX", "MGL", "MKD", "MLI", "MLT", "MNC", "MNE", "MOZ", "MRI", "MTN",
    "MYA", "NAM", "NCA", "NED", "NEP", "NGR", "NIG", "NOR", "NRU", "NZL", "OMA", "PAK", "PAN", "PAR", "PER", "PHI",
    "PLE", "PLW", "PNG", "POL", "POR", "PUR", "QAT", "ROU", "RSA", "RUS", "RWA", "SCO", "SEN", "SEY", "SGP", "SKN",
    "SLE", "SLO", "SMR", "SOL", "SOM", "SRB", "SRI", "SSD", "STP", "SUD", "SUI", "SUR", "SVK", "SWE", "SWZ", "SYR",
    "TAN", "THA", "TJK", "TKM", "TLS", "TOG", "TPE", "TTO", "TUN", "TUR", "UAE", "UGA", "UKR", "URU", "USA", "UZB",
    "VAN", "VEN", "VIE", "VIN", "WLS", "YEM", "ZAM", "ZIM"};

// The playing titles FIDE awards for over-the-board chess, as the FIDE Handbook's Title
// Regulations (B.01) list them at their start: GM, IM, FM, CM and the women's titles WGM, WIM,
// WFM, WCM. Arbiter and trainer titles are not playing
// titles: FIDE's list keeps them in a column of their own (OTit).
constexpr std::array<std::string_view, 8> kTitles = {"CM", "FM", "GM", "IM", "WCM", "WFM", "WGM", "WIM"};

}  // namespace

bool isFideFederation(const std::string& code) {
    return std::binary_search(kFederations.begin(), kFederations.end(), std::string_view(code));
}

bool isFideTitle(const std::string& code) {
    return std::binary_search(kTitles.begin(), kTitles.end(), std::string_view(code));
}

std::vector<Message> fideCodeWarnings(const Player& player) {
    std::vector<Message> warnings;
    const std::string who = (player.start_no > 0 ? std::to_string(player.start_no) + " " : "") + player.name;
    if (!player.federation.empty() && !isFideFederation(player.federation))
        warnings.push_back(Message("Warning: %1: federation %2 is not a FIDE federation code", who, player.federation));
    if (!player.title.empty() && !isFideTitle(player.title))
        warnings.push_back(Message("Warning: %1: title %2 is not a FIDE title (GM, IM, FM, CM, WGM, WIM, WFM, WCM)",
                                   who, player.title));
    return warnings;
}

}  // namespace tourney::tournament
