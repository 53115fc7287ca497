#include "pairing/dutch_explain.h"

#include "matching/weighted_matching.h"
#include "matching/wide_uint.h"
#include "scoring/history.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>

namespace tourney::dutch {

using matching::MaximumWeightMatching;
using matching::WeightedEdge;
using matching::WideUint;

namespace {

constexpr std::size_t kLongestList = 10;     // longer lists of players end with "and N more"
constexpr std::size_t kLongestBracket = 40;  // the same for the residents of a bracket

std::string colourName(Colour c) { return c == Colour::White ? "White" : c == Colour::Black ? "Black" : "no colour"; }

std::string strengthOf(const Contender& c) { return c.absolute ? "absolute" : c.strong ? "strong" : "mild"; }

std::string scoreText(long long tenths) { return Points::fromTenths(tenths).toString(); }

// Why the highest bracket field could not be met: the answer of the completion checks below.
enum class Limit { Completion, LowestBye, Other };

class RoundExplainer {
public:
    RoundExplainer(const Event& event, const DutchRound& round, const BracketPairing& pairing,
                   const std::vector<Board>& boards)
        : event_(event), round_(round), pairing_(pairing), boards_(boards), histories_(playerHistories(event)) {
        index_of_.assign(event.players.size() + 2, -1);
        for (int i = 0; i < static_cast<int>(round.players.size()); ++i) index_of_[round.players[i].start_no] = i;
        for (int b = 0; b < static_cast<int>(boards.size()); ++b) {
            board_of_[round.players[boards[b].white].start_no] = b;
            board_of_[round.players[boards[b].black].start_no] = b;
        }
        // Players who float out of one bracket together are not paired with each other later
        // (the engine settles that remainder for good).
        floated_from_.assign(round.players.size(), -1);
        for (int k = 0; k < static_cast<int>(pairing.brackets.size()); ++k) {
            const std::vector<char> resident = flags(pairing.brackets[k].residents);
            for (int s : pairing.brackets[k].floaters)
                if (resident[s]) floated_from_[index_of_[s]] = k;
        }
    }

    std::vector<std::string> lines() {
        out_.push_back("Round " + std::to_string(round_.round) + ", FIDE Dutch system (C.04.3, 2026): " +
                       std::to_string(round_.players.size()) + " players to pair, " +
                       std::to_string(pairing_.brackets.size()) + " brackets from the top score down.");
        explainVirtualPoints();
        for (int k = 0; k < static_cast<int>(pairing_.brackets.size()); ++k) explainBracket(k);
        explainInitialColour();
        explainBye();
        return std::move(out_);
    }

private:
    const Event& event_;
    const DutchRound& round_;
    const BracketPairing& pairing_;
    const std::vector<Board>& boards_;
    const std::vector<std::vector<RoundEntry>> histories_;
    std::vector<int> index_of_;      // start number -> index into round_.players, -1 if not paired
    std::map<int, int> board_of_;    // start number -> board index
    std::vector<int> floated_from_;  // bracket a player floated out of as a resident, or -1
    std::vector<std::string> out_;

    const Contender& player(int start_no) const { return round_.players[index_of_[start_no]]; }

    static std::string listOf(const std::vector<int>& start_numbers, std::size_t longest = kLongestList) {
        if (start_numbers.empty()) return "none";
        std::string text;
        for (std::size_t i = 0; i < start_numbers.size() && i < longest; ++i)
            text += (i ? " " : "") + std::to_string(start_numbers[i]);
        if (start_numbers.size() > longest) text += " and " + std::to_string(start_numbers.size() - longest) + " more";
        return text;
    }

    std::string withScores(const std::vector<int>& start_numbers) const {
        if (start_numbers.empty()) return "none";
        std::string text;
        for (int s : start_numbers)
            text += (text.empty() ? "" : ", ") + std::to_string(s) + " (" + scoreText(player(s).score) + ")";
        return text;
    }

    // C.04.7: the pairing score differs from the standings score only by virtual points.
    void explainVirtualPoints() {
        std::map<long long, std::vector<int>> by_amount;
        for (const Contender& c : round_.players)
            if (c.score != c.real_score) by_amount[c.score - c.real_score].push_back(c.start_no);
        for (const auto& [amount, players] : by_amount) {
            // Group A is usually a run of pairing numbers: say "1 to 82" rather than list them.
            const bool run = players.size() > 2 &&
                             players.back() - players.front() + 1 == static_cast<int>(players.size());
            const std::string who = run ? std::to_string(players.front()) + " to " + std::to_string(players.back())
                                        : listOf(players);
            out_.push_back("Virtual points (accelerated pairing, C.04.7): " + scoreText(amount) + " for " + who +
                           "; they count for pairing only, never in the standings.");
        }
    }

    // C1 or C3: why these two may not meet this round.
    std::string whyApart(const Contender& a, const Contender& b) const {
        for (auto [x, y] : forbiddenPairsIn(event_, round_.round))
            if ((x == a.start_no && y == b.start_no) || (x == b.start_no && y == a.start_no))
                return std::to_string(b.start_no) + " (forbidden pair set by the arbiter, C1)";
        const auto& history = histories_[a.start_no - 1];
        for (std::size_t r = 0; r < history.size(); ++r)
            if (history[r].opponent == b.start_no && history[r].playedOverTheBoard())
                return std::to_string(b.start_no) + " (played in round " + std::to_string(r + 1) + ", C1)";
        return std::to_string(b.start_no) + " (both have an absolute preference for " + colourName(a.preference) +
               ", C3)";
    }

    // Start number -> 1 for the players listed.
    std::vector<char> flags(const std::vector<int>& start_numbers) const {
        std::vector<char> flag(index_of_.size(), 0);
        for (int s : start_numbers) flag[s] = 1;
        return flag;
    }

    // The pairs a bracket may make: moved-down players meet residents, residents meet each
    // other; moved-down players do not meet each other here (3.3).
    bool bracketPair(int a, int b, const std::vector<char>& moved_down) const {
        return !(moved_down[a] && moved_down[b]) && mayMeet(round_, player(a), player(b));
    }

    // Maximum-weight matching over start numbers; weight 0 = no edge. Returns mate by position.
    template <class Weight>
    static std::vector<int> bestMatching(const std::vector<int>& vertices, Weight weight) {
        std::vector<WeightedEdge<WideUint<1>>> edges;
        const int n = static_cast<int>(vertices.size());
        for (int a = 0; a < n; ++a)
            for (int c = a + 1; c < n; ++c)
                if (const std::uint64_t w = weight(vertices[a], vertices[c])) edges.push_back({a, c, WideUint<1>(w)});
        return MaximumWeightMatching<WideUint<1>>(n, std::move(edges)).solve();
    }

    // The most pairs the bracket alone allows under C1 and C3 (C6's upper bound).
    int mostPairsInside(const std::vector<int>& bracket, const std::vector<char>& moved_down) const {
        const auto mate = bestMatching(bracket,
                                       [&](int a, int b) -> std::uint64_t { return bracketPair(a, b, moved_down); });
        return static_cast<int>(std::count_if(mate.begin(), mate.end(), [](int m) { return m >= 0; })) / 2;
    }

    struct Completion {
        bool complete = false;         // C4: every player paired but at most one eligible bye (C2)
        int bracket_pairs = 0;         // pairs made inside the bracket
        std::optional<int> left_over;  // the bye receiver of that completion
    };

    // The best completion of the players still to pair (the bracket and everybody below):
    // complete first (C2, C4), then, if lowest_bye, the bye in the lowest score group (C5),
    // then as many pairs inside the bracket as possible (C6).
    Completion bestCompletion(const std::vector<int>& remaining, const std::vector<char>& in_bracket,
                              const std::vector<char>& moved_down, bool lowest_bye, int bracket_index) const {
        std::vector<long long> scores;
        for (int s : remaining) scores.push_back(player(s).score);
        std::sort(scores.begin(), scores.end());
        scores.erase(std::unique(scores.begin(), scores.end()), scores.end());
        const std::uint64_t n = remaining.size();
        const std::uint64_t per_level = n + 1;                             // above any count of bracket pairs
        const std::uint64_t per_player = per_level * (scores.size() + 2);  // above any bye level
        // Leaving a player unpaired costs per_player (twice that if he may not take the bye),
        // plus his score level when the bye should go as low as possible.
        auto unpairedCost = [&](int s) {
            const Contender& c = player(s);
            const std::uint64_t level = std::lower_bound(scores.begin(), scores.end(), c.score) - scores.begin();
            return per_player * (c.bye_eligible ? 1 : 2) + (lowest_bye ? per_level * level : 0);
        };
        auto inBracket = [&](int s) { return in_bracket[s] != 0; };
        auto frozen = [&](int a, int b) {
            const int fa = floated_from_[index_of_[a]], fb = floated_from_[index_of_[b]];
            return fa >= 0 && fa == fb && fa < bracket_index;
        };
        const auto mate = bestMatching(remaining, [&](int a, int b) -> std::uint64_t {
            if (!mayMeet(round_, player(a), player(b)) || frozen(a, b)) return 0;
            const bool inside = inBracket(a) && inBracket(b) && bracketPair(a, b, moved_down);
            return unpairedCost(a) + unpairedCost(b) + (inside ? 1 : 0);
        });
        Completion result;
        int unpaired = 0;
        for (std::size_t v = 0; v < remaining.size(); ++v) {
            if (mate[v] < 0) {
                ++unpaired;
                result.left_over = remaining[v];
            } else if (static_cast<int>(v) < mate[v] && inBracket(remaining[v]) && inBracket(remaining[mate[v]]) &&
                       bracketPair(remaining[v], remaining[mate[v]], moved_down)) {
                ++result.bracket_pairs;
            }
        }
        result.complete = unpaired == 0 || (unpaired == 1 && player(*result.left_over).bye_eligible);
        return result;
    }

    // Why the bracket made fewer pairs than C1 and C3 alone allow: C4, else C5.
    Limit limitOnPairs(int k, const std::vector<int>& bracket, const std::vector<char>& moved_down, int pairs) const {
        std::vector<int> remaining = bracket;
        for (std::size_t j = k + 1; j < pairing_.brackets.size(); ++j)
            for (int s : pairing_.brackets[j].residents) remaining.push_back(s);
        const std::vector<char> in_bracket = flags(bracket);
        if (bestCompletion(remaining, in_bracket, moved_down, false, k).bracket_pairs <= pairs)
            return Limit::Completion;
        if (bestCompletion(remaining, in_bracket, moved_down, true, k).bracket_pairs <= pairs) return Limit::LowestBye;
        return Limit::Other;
    }

    std::string pairText(int higher, int lower) const {
        const auto board = board_of_.find(higher);
        if (board == board_of_.end()) return std::to_string(higher) + "-" + std::to_string(lower);
        const Board& b = boards_[board->second];
        return std::to_string(round_.players[b.white].start_no) + "-" +
               std::to_string(round_.players[b.black].start_no) + " (board " + std::to_string(board->second + 1) + ")";
    }

    void explainBracket(int k) {
        const BracketReport& report = pairing_.brackets[k];
        out_.push_back("Bracket " + std::to_string(k + 1) + " (score " + scoreText(report.score) + "): residents " +
                       listOf(report.residents, kLongestBracket) +
                       "; moved down into it: " + withScores(report.moved_down) + ".");
        std::string pairs;
        for (auto [hi, lo] : report.pairs) pairs += (pairs.empty() ? "" : ", ") + pairText(hi, lo);
        out_.push_back("  Pairs, White first: " + (pairs.empty() ? std::string("none") : pairs) + ".");
        for (auto [higher, lower] : report.pairs) explainColours(higher);

        const bool last = k + 1 == static_cast<int>(pairing_.brackets.size());
        if (report.floaters.empty()) return;
        if (last) {
            out_.push_back("  Left over: " + listOf(report.floaters) + " (the pairing-allocated bye, below).");
            return;
        }
        out_.push_back("  Float down to the next bracket: " + listOf(report.floaters) + ".");

        BracketView view;
        view.index = k;
        view.players = report.moved_down;
        view.players.insert(view.players.end(), report.residents.begin(), report.residents.end());
        view.moved_down = flags(report.moved_down);
        view.floats = flags(report.floaters);
        view.made = static_cast<int>(report.pairs.size());
        view.floating = static_cast<int>(report.floaters.size());
        view.most = view.floating <= 1 ? view.made : mostPairsInside(view.players, view.moved_down);
        for (int f : report.floaters) out_.push_back("  " + std::to_string(f) + " floats: " + whyFloats(f, view));
    }

    // What the floater reasons of one bracket look at.
    struct BracketView {
        int index = 0;
        std::vector<int> players;              // moved-down players first, then residents
        std::vector<char> moved_down, floats;  // by start number
        int made = 0, floating = 0;            // pairs made, players floating
        int most = 0;                          // the most pairs C1 and C3 allow in the bracket
        std::optional<Limit> limit;            // why fewer were made: computed once, when needed
    };

    // 1.4.1: why this player moves down to the next bracket.
    std::string whyFloats(int f, BracketView& view) const {
        std::vector<int> possible, possible_unpaired, blocked;
        for (int g : view.players) {
            if (g == f || (view.moved_down[f] && view.moved_down[g])) continue;
            if (!bracketPair(f, g, view.moved_down)) {
                blocked.push_back(g);
            } else {
                possible.push_back(g);
                if (view.floats[g]) possible_unpaired.push_back(g);
            }
        }
        if (possible.empty() && blocked.empty())
            return "he is alone in the bracket, so there is nobody to pair him with here.";
        if (possible.empty()) {
            std::string reasons;
            for (std::size_t i = 0; i < blocked.size() && i < kLongestList; ++i)
                reasons += (i ? ", " : "") + whyApart(player(f), player(blocked[i]));
            if (blocked.size() > kLongestList)
                reasons += " and " + std::to_string(blocked.size() - kLongestList) + " more";
            return "no compatible opponent in the bracket: " + reasons + ".";
        }
        if (possible_unpaired.empty() && view.most == view.made) {
            const int size = static_cast<int>(view.players.size());
            if (size % 2 == 1 && view.floating == 1)
                return "odd number of players in the bracket (" + std::to_string(size) +
                       "), so one must float; all the others are paired (C.04.3 C6)." + whyHim(f, view.players);
            const bool one = possible.size() == 1;
            return (one ? "his only possible opponent here (" : "his possible opponents here (") + listOf(possible) +
                   (one ? ") is needed in another pair" : ") are all needed in other pairs") +
                   "; C1 and C3 allow at most " + std::to_string(view.most) + (view.most == 1 ? " pair" : " pairs") +
                   " in this bracket (C.04.3 C6).";
        }
        // The bracket could have paired him: C4 or C5 said no (checked, not assumed).
        if (!view.limit) view.limit = limitOnPairs(view.index, view.players, view.moved_down, view.made);
        const std::string could = possible_unpaired.empty()
                                      ? std::string("another pairing of the bracket could pair him (with ") +
                                            (possible.size() == 1 ? "" : "one of ") + listOf(possible) + ")"
                                      : "he could meet " + listOf(possible_unpaired) + " in this bracket";
        switch (*view.limit) {
        case Limit::Completion:
            return could +
                   ", but then the players still to pair could not all be paired "
                   "(moved down so that the round can be completed, C.04.3 C4).";
        case Limit::LowestBye:
            return could +
                   ", but then the pairing-allocated bye could not go to the lowest score "
                   "possible (moved down so that the bye goes to the lowest score group, C.04.3 C5).";
        default:
            return could +
                   "; C4 and C5 would allow it, and the bracket's criteria (C6-C21) and "
                   "Article 4 order left him unpaired.";
        }
    }

    // In an odd bracket, why this player rather than a lower-ranked one: facts only.
    std::string whyHim(int f, const std::vector<int>& bracket) const {
        std::vector<int> lower, floated_last, floated_before;
        for (int g : bracket)
            if (rankedAbove(player(f), player(g))) lower.push_back(g);
        if (lower.empty())
            return " He is the lowest ranked of the bracket (C.04.3 4.2: the last player of S2 is left over).";
        for (int g : lower) {
            if (player(g).float_last == Float::Down) floated_last.push_back(g);
            if (player(g).float_before == Float::Down) floated_before.push_back(g);
        }
        std::string text = " Floating the lower-ranked " + listOf(lower) +
                           " instead would meet C7-C21 less well or come later in the order of Article 4";
        if (!floated_last.empty())
            text += "; " + listOf(floated_last) + " floated down in round " + std::to_string(round_.round - 1) +
                    " (C14)";
        if (!floated_before.empty())
            text += "; " + listOf(floated_before) + " floated down in round " + std::to_string(round_.round - 2) +
                    " (C16)";
        return text + ".";
    }

    // 5.2: a player who does not get his preferred colour, and the rule that gave it away.
    void explainColours(int start_no) {
        const auto found = board_of_.find(start_no);
        if (found == board_of_.end()) return;
        const Board& board = boards_[found->second];
        const Contender& white = round_.players[board.white];
        const Contender& black = round_.players[board.black];
        for (const Contender* p : {&white, &black}) {
            const Contender& other = p == &white ? black : white;
            const Colour got = p == &white ? Colour::White : Colour::Black;
            if (p->preference == Colour::None || p->preference == got) continue;
            std::string line = "  Board " + std::to_string(found->second + 1) + ": " + std::to_string(p->start_no) +
                               " gets " + colourName(got) + " against his " + strengthOf(*p) + " preference for " +
                               colourName(p->preference) + "; " + std::to_string(other.start_no) + " has " +
                               (other.absolute ? "an " : "a ") + strengthOf(other) + " preference for it too";
            line += ", and " + whyTheOther(*p, other, board.rule) + ".";
            if (p->absolute && other.absolute)
                line += " Two absolute preferences for one colour meet only with a topscorer in the last round (C3).";
            out_.push_back(line);
        }
    }

    std::string whyTheOther(const Contender& loser, const Contender& winner, const std::string& rule) const {
        const std::string w = std::to_string(winner.start_no);
        if (rule == "5.2.2") {
            if (winner.absolute && loser.absolute)
                return "of two absolute preferences the larger colour difference wins: " + w + " has " +
                       std::to_string(winner.imbalance) + ", he has " + std::to_string(loser.imbalance) +
                       " (C.04.3 5.2.2)";
            return "the " + strengthOf(winner) + " preference outranks the " + strengthOf(loser) +
                   " one (C.04.3 5.2.2)";
        }
        if (rule == "5.2.3") {
            auto mine = loser.played_colours.rbegin();
            auto theirs = winner.played_colours.rbegin();
            int back = 1;
            while (mine != loser.played_colours.rend() && theirs != winner.played_colours.rend() && *mine == *theirs)
                ++mine, ++theirs, ++back;
            const std::string when = back == 1 ? "in their last games"
                                               : "counting back " + std::to_string(back) + " games";
            return "the preferences are equally strong; " + when + " he had " + colourName(*mine) + " and " + w +
                   " had " + colourName(*theirs) + ", so the colours alternate (C.04.3 5.2.3)";
        }
        if (rule == "5.2.4")
            return "the preferences are equally strong and the colour histories give no difference, so the "
                   "higher-ranked " +
                   w + " gets his preference (C.04.3 5.2.4)";
        return "rule " + rule + " of C.04.3 decided";
    }

    void explainBye() {
        if (pairing_.bye < 0) {
            out_.push_back("No pairing-allocated bye: the number of players to pair is even.");
            return;
        }
        const Contender& bye = round_.players[pairing_.bye];
        const std::string name = std::to_string(bye.start_no);
        out_.push_back("Pairing-allocated bye: " + name + " (score " + scoreText(bye.score) + "), because:");
        out_.push_back("  C2: " + name + " may take it: no pairing-allocated bye and no win without playing so far.");

        std::vector<int> lower, lower_eligible;
        for (const Contender& c : round_.players)
            if (c.score < bye.score) {
                lower.push_back(c.start_no);
                if (c.bye_eligible) lower_eligible.push_back(c.start_no);
            }
        if (lower.empty()) {
            out_.push_back("  C5: nobody to pair has a lower score.");
        } else if (lower_eligible.empty()) {
            out_.push_back("  C5: every player with a lower score (" + listOf(lower) +
                           ") already had a bye or a win without playing (C2).");
        } else {
            std::vector<int> everybody;
            for (const Contender& c : round_.players) everybody.push_back(c.start_no);
            const std::vector<char> nobody = flags({});
            const Completion best = bestCompletion(everybody, nobody, nobody, true, 0);
            if (best.left_over && player(*best.left_over).score >= bye.score)
                out_.push_back(
                    "  C5: no complete pairing (C4) leaves over one of the lower-scored players who may take a bye (" +
                    listOf(lower_eligible) + ").");
            else
                out_.push_back(
                    "  C5: a complete pairing could give the bye to a lower score; the engine gave it here.");
        }

        explainFewestUnplayed(bye);
    }

    // 5.2.5: boards where neither player has a colour preference follow the initial colour
    // drawn before round 1 (5.1), by the higher-ranked player's pairing number.
    void explainInitialColour() {
        std::vector<int> decided;
        for (std::size_t b = 0; b < boards_.size(); ++b)
            if (boards_[b].rule == "5.2.5") decided.push_back(static_cast<int>(b) + 1);
        if (decided.empty()) return;
        const std::string initial = round_.initial_white ? "White" : "Black";
        out_.push_back((decided.size() == 1 ? "Board " : "Boards ") + listOf(decided) +
                       ": neither player has a colour preference, so the higher-ranked " +
                       "takes the initial colour (" + initial +
                       ", drawn for round 1, C.04.3 5.1) if his pairing number is odd, the other if it is even "
                       "(5.2.5).");
    }

    int unplayed(const Contender& c) const { return round_.rounds_played - c.played_games; }

    // C9 among the eligible players of his score, then why not a lower-ranked one.
    void explainFewestUnplayed(const Contender& bye) {
        std::vector<int> fewer, more, tied_lower;
        bool others = false, tied_higher = false;
        for (const Contender& c : round_.players) {
            if (c.start_no == bye.start_no || c.score != bye.score || !c.bye_eligible) continue;
            others = true;
            if (unplayed(c) < unplayed(bye))
                fewer.push_back(c.start_no);
            else if (unplayed(c) > unplayed(bye))
                more.push_back(c.start_no);
            else if (rankedAbove(bye, c))
                tied_lower.push_back(c.start_no);
            else
                tied_higher = true;
        }
        const std::string name = std::to_string(bye.start_no);
        if (!others) {
            out_.push_back("  He is the only player of his score who may take it.");
            return;
        }
        if (!fewer.empty()) {
            out_.push_back("  C9: " + listOf(fewer) +
                           " of his score had fewer unplayed rounds but were needed in pairs "
                           "(C9 ranks below C4-C8 and counts only in the bracket that pairs the bye).");
            return;
        }
        std::string counts = name + ": " + std::to_string(unplayed(bye));
        for (std::size_t i = 0; i < more.size() && i < kLongestList; ++i)
            counts += "; " + std::to_string(more[i]) + ": " + std::to_string(unplayed(player(more[i])));
        out_.push_back("  C9: no eligible player of his score has fewer unplayed rounds (" + counts + ").");
        if (!tied_lower.empty())
            explainLowerRankedKept(tied_lower);
        else if (tied_higher)
            out_.push_back("  He is the lowest ranked of them (C.04.3 4.2: the last player of S2 is left over).");
    }

    // Lower-ranked players kept paired instead: the bye is a downfloat (1.4.3), so leaving one
    // over who floated down in one of the last two rounds counts against C14 or C16 (C18, C20).
    void explainLowerRankedKept(const std::vector<int>& tied_lower) {
        std::vector<int> floated_last, floated_before, others;
        for (int g : tied_lower) {
            if (player(g).float_last == Float::Down)
                floated_last.push_back(g);
            else if (player(g).float_before == Float::Down)
                floated_before.push_back(g);
            else
                others.push_back(g);
        }
        auto repeat = [&](const std::vector<int>& who, int round, const char* criterion) {
            out_.push_back("  Leaving " + listOf(who) + " over instead would float " +
                           (who.size() == 1 ? "him" : "them") + " down again: the bye is a downfloat (C.04.3 " +
                           "1.4.3) and " + (who.size() == 1 ? "he" : "they") + " floated down in round " +
                           std::to_string(round) + " (" + criterion + ").");
        };
        if (!floated_last.empty()) repeat(floated_last, round_.round - 1, "C14");
        if (!floated_before.empty()) repeat(floated_before, round_.round - 2, "C16");
        if (!others.empty())
            out_.push_back("  Leaving the lower-ranked " + listOf(others) +
                           " over instead would meet C6-C21 less well or come later in the order of Article 4"
                           " (C.04.3 3.8).");
    }
};

}  // namespace

std::vector<std::string> explainRound(const Event& event, const DutchRound& round, const BracketPairing& pairing,
                                      const std::vector<Board>& boards) {
    return RoundExplainer(event, round, pairing, boards).lines();
}

}  // namespace tourney::dutch
