#include "tournament/result_tokens.h"

#include "rules/registry.h"
#include "scoring/placement.h"
#include "tournament/table_results.h"

#include <algorithm>
#include <utility>

namespace tourney::tournament {

namespace {

struct TwoSeatToken {
    std::string_view token;
    Outcome white;
    Outcome black;
};

// Tokens every two-seat game accepts. A forfeit is not a played game (FIDE Laws 6.9 and
// C.04.1 e): it is written with + and -, never as 1-0.
constexpr TwoSeatToken kCommonTokens[] = {
    {"1-0", Outcome::Win, Outcome::Loss},
    {"0-1", Outcome::Loss, Outcome::Win},
    {"1/2-1/2", Outcome::Draw, Outcome::Draw},
    {"\xC2\xBD-\xC2\xBD", Outcome::Draw, Outcome::Draw},  // ½-½
    {"0.5-0.5", Outcome::Draw, Outcome::Draw},
    {"=", Outcome::Draw, Outcome::Draw},         // a draw, as arbiters write it in a hurry
    {"\xC2\xBD", Outcome::Draw, Outcome::Draw},  // ½
    {"1/2", Outcome::Draw, Outcome::Draw},
    {"+/-", Outcome::ForfeitWin, Outcome::ForfeitLoss},
    {"-/+", Outcome::ForfeitLoss, Outcome::ForfeitWin},
    {"-/-", Outcome::ForfeitLoss, Outcome::ForfeitLoss},
};

// The game's own tokens when it writes its results otherwise (rules/registry.h).
std::vector<TwoSeatToken> ownTokens(rules::GameKind game) {
    const rules::GameEntry* entry = rules::findGame(game);
    if (!entry) return {};
    const TwoSeatToken own[] = {{entry->first_wins, Outcome::Win, Outcome::Loss},
                                {entry->drawn, Outcome::Draw, Outcome::Draw},
                                {entry->second_wins, Outcome::Loss, Outcome::Win}};
    std::vector<TwoSeatToken> tokens;
    for (const TwoSeatToken& token : own)
        if (std::none_of(std::begin(kCommonTokens), std::end(kCommonTokens),
                         [&](const TwoSeatToken& common) { return common.token == token.token; }))
            tokens.push_back(token);
    return tokens;
}

}  // namespace

std::optional<std::vector<Outcome>> parseResultToken(std::string_view token, rules::GameKind game) {
    if (rules::seatCount(game) != 2) return std::nullopt;
    for (const TwoSeatToken& known : kCommonTokens)
        if (known.token == token) return std::vector<Outcome>{known.white, known.black};
    for (const TwoSeatToken& known : ownTokens(game))
        if (known.token == token) return std::vector<Outcome>{known.white, known.black};
    return std::nullopt;
}

std::optional<std::string> resultOfKey(char key) {
    switch (key) {
    case '1': return "1-0";
    case '0': return "0-1";
    case '=': return "1/2-1/2";
    case '+': return "+/-";
    case '-': return "-/+";
    default: return std::nullopt;
    }
}

std::string resultTokensOf(rules::GameKind game) {
    if (rules::seatCount(game) != 2) return tableResultHelp(game);
    std::string list;
    auto add = [&](std::string_view token) { list += (list.empty() ? "" : ", ") + std::string(token); };
    for (const TwoSeatToken& known : ownTokens(game)) add(known.token);
    for (const TwoSeatToken& known : kCommonTokens) add(known.token);
    return list;
}

TwoSeatResults twoSeatResults(rules::GameKind kind, DrawSign draw_sign) {
    static const rules::GameEntry kUsual;  // 1-0, 0-1, 1/2-1/2
    const rules::GameEntry* entry = rules::findGame(kind);
    const rules::GameEntry& written = entry ? *entry : kUsual;
    const bool half = written.drawn == "1/2-1/2" && draw_sign == DrawSign::Half;
    return {std::string(written.first_wins), half ? "\xC2\xBD-\xC2\xBD" : std::string(written.drawn),
            std::string(written.second_wins)};
}

std::string resultToken(const Game& game, rules::GameKind kind, DrawSign draw_sign) {
    if (!game.hasResult()) return {};
    if (game.seats.size() != 2) return tableResultText(game);  // "12-5-0-3": scoring/placement.h
    const Outcome white = game.seats[0].outcome;
    const Outcome black = game.seats[1].outcome;
    if (isForfeit(white) || isForfeit(black))
        return std::string(white == Outcome::ForfeitWin ? "+" : "-") + "/" + (black == Outcome::ForfeitWin ? "+" : "-");
    TwoSeatResults written = twoSeatResults(kind, draw_sign);
    if (white == Outcome::Win) return written.first_wins;
    if (black == Outcome::Win) return written.second_wins;
    return written.drawn;
}

rules::Placing placingOf(const std::vector<Outcome>& outcomes) {
    auto rank = [](Outcome outcome) {
        switch (outcome) {
        case Outcome::Win:
        case Outcome::ForfeitWin: return 2;
        case Outcome::Draw: return 1;
        default: return 0;
        }
    };
    rules::Placing placing;
    for (Outcome mine : outcomes)
        placing.place.push_back(
            1 + static_cast<int>(std::count_if(outcomes.begin(), outcomes.end(),
                                               [&](Outcome other) { return rank(other) > rank(mine); })));
    return placing;
}

std::vector<Outcome> twoSeatOutcomes(const rules::Placing& placing) {
    if (placing.place.size() != 2) return {};
    auto outcome = [&](int mine, int theirs) {
        return mine < theirs ? Outcome::Win : mine > theirs ? Outcome::Loss : Outcome::Draw;
    };
    return {outcome(placing.place[0], placing.place[1]), outcome(placing.place[1], placing.place[0])};
}

}  // namespace tourney::tournament
