// Tie-break codes as TRF-26 line 202 writes them: NAME[/MODIFIER...] (C.07 §14).
#include "scoring/tiebreaks.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <vector>

namespace tourney {

namespace {

struct NamedTiebreak {
    std::string_view acronym;
    TiebreakName name;
};

// GE is the 2023 name of REP; both are read, REP is written.
constexpr std::array kAcronyms{
    NamedTiebreak{"DE", TiebreakName::DirectEncounter},
    NamedTiebreak{"WIN", TiebreakName::Wins},
    NamedTiebreak{"WON", TiebreakName::WinsOverTheBoard},
    NamedTiebreak{"BPG", TiebreakName::GamesWithBlack},
    NamedTiebreak{"BWG", TiebreakName::WinsWithBlack},
    NamedTiebreak{"REP", TiebreakName::RoundsElectedToPlay},
    NamedTiebreak{"GE", TiebreakName::RoundsElectedToPlay},
    NamedTiebreak{"PS", TiebreakName::ProgressiveScore},
    NamedTiebreak{"STD", TiebreakName::StandardPoints},
    NamedTiebreak{"TPN", TiebreakName::PairingNumber},
    NamedTiebreak{"BH", TiebreakName::Buchholz},
    NamedTiebreak{"FB", TiebreakName::ForeBuchholz},
    NamedTiebreak{"AOB", TiebreakName::AverageOpponentsBuchholz},
    NamedTiebreak{"SB", TiebreakName::SonnebornBerger},
    NamedTiebreak{"KS", TiebreakName::Koya},
    NamedTiebreak{"ARO", TiebreakName::AverageRatingOfOpponents},
    NamedTiebreak{"TPR", TiebreakName::PerformanceRating},
    NamedTiebreak{"PTP", TiebreakName::PerfectPerformance},
    NamedTiebreak{"APRO", TiebreakName::AveragePerformanceOfOpponents},
    NamedTiebreak{"APPO", TiebreakName::AveragePerfectPerformanceOfOpponents},
    NamedTiebreak{"RTNG", TiebreakName::Rating},
    NamedTiebreak{"TS", TiebreakName::TruncatedSolkoff},
    NamedTiebreak{"WP", TiebreakName::ResistancePoints},
};

std::string upper(std::string_view text) {
    std::string result(text);
    for (char& c : result) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return result;
}

std::optional<int> parseNumber(std::string_view digits) {
    if (digits.empty()) return std::nullopt;
    int value = 0;
    auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (error != std::errc() || end != digits.data() + digits.size() || value < 0) return std::nullopt;
    return value;
}

[[noreturn]] void refuse(std::string_view code, const Message& why) {
    throw TiebreakError(Message("tie-break '%1': %2", std::string(code), why));
}

// KS limit (C.07 §9.2): "L60" sets the percentage; "L+1" / "L-2" move the threshold by
// half-points; "L+1.5" by points.
void readKoyaLimit(std::string_view code, std::string_view argument, TiebreakCode& result) {
    if (argument.empty()) refuse(code, Message("modifier L needs a value, e.g. L60 or L+1"));
    if (argument[0] != '+' && argument[0] != '-') {
        auto percent = parseNumber(argument);
        if (!percent || *percent > 100) refuse(code, Message("KS limit must be a percentage 0-100"));
        result.koya_percent = *percent;
        return;
    }
    const bool negative = argument[0] == '-';
    std::string_view amount = argument.substr(1);
    Points offset;
    if (amount.find('.') != std::string_view::npos) {
        auto points = Points::parse(amount);
        if (!points) refuse(code, Message("KS limit offset must be points such as +1.5"));
        offset = *points;
    } else {
        auto halves = parseNumber(amount);
        if (!halves) refuse(code, Message("KS limit offset must count half-points such as +1"));
        offset = Points::fromTenths(5LL * *halves);
    }
    result.koya_offset = negative ? Points() - offset : offset;
}

std::optional<TiebreakRules> editionFromVersion(std::string_view version) {
    if (version == "1" || version == "2024") return TiebreakRules::Fide2024;
    if (version == "2" || version == "2026") return TiebreakRules::Fide2026;
    return std::nullopt;
}

void readModifier(std::string_view code, std::string_view modifier, TiebreakCode& result) {
    const char letter = modifier[0];
    const std::string_view argument = modifier.substr(1);
    auto number = [&](const Message& what) {
        auto value = parseNumber(argument);
        if (!value) refuse(code, Message("modifier %1 needs %2", std::string(1, letter), what));
        return *value;
    };
    switch (letter) {
    case 'C': result.cut = number(Message("a count, e.g. C1")); return;
    case 'M': result.median = number(Message("a count, e.g. M1")); return;
    case 'L': readKoyaLimit(code, argument, result); return;
    case 'U': result.unrated_rating = number(Message("a rating, e.g. U1000")); return;
    case 'V': {
        auto edition = editionFromVersion(argument);
        if (!edition)
            refuse(code, Message("rules edition must be V1/V2024 or V2/V2026 (the 2022 rules are not supported)"));
        result.rules = edition;
        return;
    }
    case 'P':
    case 'S':
    case 'R':
        if (!argument.empty()) refuse(code, Message("modifier %1 takes no value", std::string(1, letter)));
        (letter == 'P' ? result.unplayed_as_played : letter == 'S' ? result.as_swiss : result.reverse) = true;
        return;
    default:
        refuse(code, Message("unknown modifier '%1' (known: Cn Mn Lnn L+k P S R Unnnn V1 V2)", std::string(modifier)));
    }
}

// TS drops the lowest opponent's score by definition (FMJD Annexes 2024, Swiss system): C1
// when no cut is given, C2, C3 ... for the further values of the full truncated Solkoff.
void readSolkoffCut(std::string_view code, bool cut_given, TiebreakCode& result) {
    if (result.median > 0) refuse(code, Message("truncated Solkoff takes a cut, not a median"));
    if (result.cut > 0) return;
    if (cut_given) refuse(code, Message("truncated Solkoff drops at least the lowest score (C1 or more)"));
    result.cut = 1;
}

}  // namespace

std::string_view tiebreakAcronym(TiebreakName name) {
    for (const auto& entry : kAcronyms)
        if (entry.name == name) return entry.acronym;
    return "?";
}

std::string_view tiebreakArticle(TiebreakName name) {
    switch (name) {
    case TiebreakName::DirectEncounter: return "C.07 §6";
    case TiebreakName::Wins:
    case TiebreakName::WinsOverTheBoard:
    case TiebreakName::GamesWithBlack:
    case TiebreakName::WinsWithBlack:
    case TiebreakName::RoundsElectedToPlay: return "C.07 §7";
    case TiebreakName::ProgressiveScore: return "C.07 §7.5";
    case TiebreakName::PairingNumber: return "C.07 §5";
    case TiebreakName::Buchholz: return "C.07 §8.1";
    case TiebreakName::ForeBuchholz: return "C.07 §8.3";
    case TiebreakName::AverageOpponentsBuchholz: return "C.07 §8.4";
    case TiebreakName::SonnebornBerger: return "C.07 §9.1";
    case TiebreakName::Koya: return "C.07 §9.2";
    case TiebreakName::AverageRatingOfOpponents: return "C.07 §10.1";
    case TiebreakName::PerformanceRating: return "C.07 §10.2";
    case TiebreakName::PerfectPerformance: return "C.07 §10.3";
    case TiebreakName::AveragePerformanceOfOpponents: return "C.07 §10.4";
    case TiebreakName::AveragePerfectPerformanceOfOpponents: return "C.07 §10.5";
    case TiebreakName::TruncatedSolkoff: return "FMJD Annexes 2024, Swiss system";
    case TiebreakName::ResistancePoints: return "KNDB";
    case TiebreakName::StandardPoints:
    case TiebreakName::Rating: break;
    }
    return "C.07";
}

TiebreakCode parseTiebreakCode(std::string_view text) {
    std::string code = upper(text);
    for (char& c : code)
        if (c == '!' || c == '#') c = '/';
    if (code.find(':') != std::string::npos)
        refuse(text, Message("match and game point variants (:MP, :GP) are for team events"));
    // NAME/MODIFIER/MODIFIER...
    std::vector<std::string_view> parts;
    for (std::string_view rest = code;;) {
        const std::size_t slash = rest.find('/');
        parts.push_back(rest.substr(0, slash));
        if (slash == std::string_view::npos) break;
        rest.remove_prefix(slash + 1);
    }
    TiebreakCode result;
    const auto named = std::find_if(kAcronyms.begin(), kAcronyms.end(),
                                    [&](const NamedTiebreak& entry) { return entry.acronym == parts[0]; });
    if (named == kAcronyms.end())
        refuse(text,
               Message("unknown tie-break (known: DE WIN WON BPG BWG REP GE PS STD TPN BH FB AOB SB KS ARO TPR PTP "
                       "APRO APPO RTNG TS WP)"));
    result.name = named->name;
    for (std::size_t i = 1; i < parts.size(); ++i) {
        if (parts[i].empty()) refuse(text, Message("empty modifier"));
        readModifier(text, parts[i], result);
    }
    if (result.cut > 0 && result.median > 0) refuse(text, Message("Cut and Median cannot be combined"));
    if (result.name == TiebreakName::TruncatedSolkoff) {
        const bool cut_given = std::any_of(parts.begin() + 1, parts.end(),
                                           [](std::string_view part) { return part[0] == 'C'; });
        readSolkoffCut(text, cut_given, result);
    }
    return result;
}

std::vector<std::string> defaultTiebreaks(PairingSystem system, bool at_tables) {
    if (at_tables) return {"GP", "WIN", "BH", "DE"};
    if (isRoundRobin(system)) return {"DE", "WIN", "SB", "KS"};
    return {"BH/C1", "BH", "SB", "DE"};
}

std::vector<std::string> defaultTiebreaks(const Event& event) {
    return defaultTiebreaks(event.system, event.atTables());
}

std::vector<TiebreakCode> parseTiebreakList(std::string_view text) {
    std::vector<TiebreakCode> codes;
    std::size_t i = 0;
    while (i < text.size()) {
        auto separator = [](char c) { return c == ',' || c == ';' || std::isspace(static_cast<unsigned char>(c)); };
        while (i < text.size() && separator(text[i])) ++i;
        std::size_t end = i;
        while (end < text.size() && !separator(text[end])) ++end;
        if (end > i) {
            const std::string_view token = text.substr(i, end - i);
            // TRF-26 line 212 names the primary score first; it is always implied.
            if (!(codes.empty() && upper(token) == "PTS")) codes.push_back(parseTiebreakCode(token));
        }
        i = end;
    }
    return codes;
}

std::string TiebreakCode::text() const {
    std::string result(tiebreakAcronym(name));
    // TS implies C1 (FMJD's truncation); a further cut is written.
    if (cut > 0 && !(name == TiebreakName::TruncatedSolkoff && cut == 1)) result += "/C" + std::to_string(cut);
    if (median > 0) result += "/M" + std::to_string(median);
    if (name == TiebreakName::Koya && koya_percent != 50) result += "/L" + std::to_string(koya_percent);
    if (koya_offset != Points()) {
        const long long tenths = koya_offset.tenths();
        const long long magnitude = tenths < 0 ? -tenths : tenths;
        result += tenths < 0 ? "/L-" : "/L+";
        result += magnitude % 5 == 0 ? std::to_string(magnitude / 5) : Points::fromTenths(magnitude).toFixed1();
    }
    if (unplayed_as_played) result += "/P";
    if (as_swiss) result += "/S";
    if (reverse) result += "/R";
    if (unrated_rating) result += "/U" + std::to_string(*unrated_rating);
    if (rules) result += *rules == TiebreakRules::Fide2024 ? "/V1" : "/V2";
    return result;
}

}  // namespace tourney
