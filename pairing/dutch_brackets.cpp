#include "pairing/dutch_brackets.h"

#include "matching/class_pricing.h"
#include "matching/greedy_pairing.h"
#include "matching/weighted_matching.h"
#include "matching/wide_uint.h"
#include "pairing/pairing.h"

#include <algorithm>
#include <bit>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <map>
#include <memory>
#include <numeric>
#include <set>
#include <stdexcept>
#include <type_traits>

namespace tourney::dutch {

// The general graph matching (matching/) under the names the Dutch code has always used.
using matching::MatchingState;
using matching::pairEveryoneGreedily;
using matching::priceByClasses;
using matching::PricingClasses;
using matching::SeededMatching;
using matching::UnderpricedPair;
using matching::WideUint;

namespace {

int bitsFor(long long value) { return value <= 0 ? 0 : std::bit_width(static_cast<unsigned long long>(value)); }

Colour opposite(Colour c) {
    return c == Colour::White ? Colour::Black : c == Colour::Black ? Colour::White : Colour::None;
}

// What a matching is solved over. Whole: every player not yet paired, each pair weighed with
// the completion field (C4, C5). Lookahead: the bracket and the next score group only, without
// the completion field; the players below are assumed to absorb whoever is left, which
// completesBelow() then proves. Initial: the whole round, for the bye's score (C5).
enum class Scope { Initial, Whole, Lookahead };

// Where the lower-ranked player of a pair stands relative to the bracket being paired.
enum class Role { Resident, NextGroup, MovedDown, Below };

// The tie-break fields under the criteria: which candidate Article 4 generates first.
struct GenerationOrder {
    enum class Kind { None, MovedDownChoice, Remainder } kind = Kind::None;
    // MovedDownChoice: index of each MDP (in ranking order) and of each resident; the MDPs
    // [choice_from, choice_to) whose opponents this solve chooses.
    std::vector<int> mdp_index, resident_index;
    int mdp_count = 0, resident_count = 0, resident_bits = 0;
    int choice_from = 0, choice_to = 0;
    // Remainder: index of each remainder player, P = pairs the remainder makes (S1 size).
    std::vector<int> remainder_index;
    int remainder_size = 0, s1_size = 0, remainder_bits = 0;
    int f5_from = 0, f5_to = 0;  // remainder positions whose opponents this solve chooses
    // Whether rules 2-4 of 4.3 are weighed. Without them the solve still makes the fewest
    // exchanges (rule 1); when that is none, rules 2-4 weigh every such candidate alike.
    bool exchanges = false;
    // Rule 1 leaves a single exchange to choose: rules 3 and 4 then compare one player each,
    // which a number (his position) orders as well as the bit per player that sets of several
    // players need, in a field of a few bits instead of one bit per player.
    bool one_exchange = false;
    // Rule 1 leaves several exchanges: the players exchanged are decided a window at a time
    // (rule 3 over S1 from its lowest player up, then rule 4 over S2 from its highest down),
    // the window's players weighed as the sets would weigh them, each decision below it as a
    // count that every later solve keeps whole: `decided` by remainder index, for an S1
    // player that he leads no pair, for an S2 player that he leads one.
    bool by_decisions = false;
    std::vector<char> decided;
    int window = 0;                              // players in a window
    int out_from = 0, out_to = 0;                // the S1 window of rule 3 (remainder indices), if any
    int up_from = 0, up_to = 0;                  // the S2 window of rule 4
    int f1 = 0, f2 = 0, f3 = 0, f4 = 0, f5 = 0;  // field widths, highest first
    int bits() const { return f1 + f2 + f3 + f4 + f5; }
};

// Writes a weight's bit fields from the most significant down: next(width) moves to the field
// of that width below the current one; add() and addAt() add to the current field.
template <int N>
class FieldCursor {
public:
    explicit FieldCursor(int top) : position_(top) {}
    void next(int width) { position_ -= width; }
    void add(std::uint64_t value) { weight_.addAt(value, position_); }
    void addAt(std::uint64_t value, int offset) { weight_.addAt(value, position_ + offset); }
    // The weight, once the last field is written; it must end where the layout says.
    WideUint<N> finish(int bottom) const {
        if (position_ != bottom) throw std::logic_error("Dutch weight fields do not fill their layout");
        return weight_;
    }

private:
    WideUint<N> weight_;
    int position_;
};

class BracketPairer {
public:
    BracketPairer(const DutchRound& round, const BracketMethods& methods) : round_(round), methods_(methods) {
        n_ = static_cast<int>(round.players.size());
        order_.resize(n_);
        std::iota(order_.begin(), order_.end(), 0);
        // 1.2: pairing score, then pairing number.
        std::sort(order_.begin(), order_.end(), [&](int a, int b) {
            const Contender &x = round.players[a], &y = round.players[b];
            if (x.score != y.score) return x.score > y.score;
            return x.rank < y.rank;
        });
        for (int i = 0; i < n_; ++i) score_.push_back(player(i).score);
        markPairable();
        fixed_.assign(n_, 0);
        single_at_home_.assign(n_, 0);
        computeLayout();
    }

    BracketPairing run();

private:
    const DutchRound& round_;
    const BracketMethods methods_;
    mutable TranspositionWork work_;
    int n_ = 0;
    std::vector<int> order_;        // position in ranking order -> index into round_.players
    std::vector<long long> score_;  // by position
    // By positions: C1, C3, the arbiter's bans, frozen floaters; a row of words per player, so
    // that C3's ban of every pair of two equal absolute preferences clears a row in words.
    std::vector<std::uint64_t> pairable_;
    std::size_t row_words_ = 0;
    std::vector<char> fixed_;           // paired already
    std::vector<char> single_at_home_;  // C9 active in the player's own score group's bracket

    // Field layout (widths fixed for the whole round, as the reference engine fixes them).
    int group_bits_ = 0;              // bits of the largest score group
    int groups_bits_ = 0;             // sum over the bracket's score levels of bits of the group size
    std::map<long long, int> shift_;  // score -> bit offset of its sub-field in score vectors
    // The same by position, -1 where the score has no sub-field: each weight reads up to six
    // of them, and a map's walk per read cost more than the rest of the field's arithmetic.
    std::vector<int> shift_by_position_;
    int shiftOf(int pos) const {
        const int shift = pos < static_cast<int>(shift_by_position_.size()) ? shift_by_position_[pos] : -1;
        return shift >= 0 ? shift : shift_.at(score_[pos]);  // at() refuses the score as before
    }
    int base_bits_ = 0;
    std::map<long long, int> group_size_;     // score -> size of its score group
    std::map<long long, int> initial_shift_;  // the same over every score group
    int initial_groups_bits_ = 0;

    // C5 and C9 state.
    bool odd_ = false;
    long long bye_score_ = 0;
    bool single_downfloater_is_bye_ = false;
    std::map<int, int> played_games_rank_;

    // Current bracket: positions [group_begin_, group_end_) are residents, [group_end_,
    // next_end_) the next score group; mdps_ the moved-down players.
    int group_begin_ = 0, group_end_ = 0, next_end_ = 0;
    std::vector<int> mdps_;
    std::vector<int> last_mate_;  // the last matching solved
    bool narrow_failed_ = false;  // this bracket's narrow solve could not be completed below
    // The last solve's optimum by position (mate, and duals as limbs), to start the next solve
    // of the same kind from: the blocks of one remainder differ in a few players' weights.
    struct WarmStart {
        int limbs = 0, layout = -1;
        Scope scope = Scope::Whole;
        int bracket = -1, order_bits = 0;  // the bracket solved (its first position) and its order's fields
        std::vector<int> mate;
        std::vector<char> known;
        std::vector<std::uint64_t> duals;  // limbs per position
    };
    mutable WarmStart warm_;
    // Player v's dual in the last optimum (its limbs, at most N), and his partner there as an
    // index of this solve's players, or -1 (single there, or his partner is not in this solve).
    template <int N>
    WideUint<N> warmDual(int v) const {
        WideUint<N> dual;
        const std::size_t at = static_cast<std::size_t>(v) * warm_.limbs;
        for (int i = 0; i < warm_.limbs; ++i) dual.limb[i] = warm_.duals[at + i];
        return dual;
    }
    int warmPartner(int v, const std::vector<int>& local_of) const {
        const int u = warm_.mate[v];
        return u >= 0 && local_of[u] >= 0 && warm_.mate[u] == v ? local_of[u] : -1;
    }
    mutable std::vector<std::pair<int, int>> learned_;  // pairs the sparse solves had to add
    // The weights of a solve's pairs, computed once per solve, as limbs: kept across solves so
    // that each solve does not allocate and clear a new table of up to kTableBytes (perf: at
    // 3,000 players a fifth of the time went to the page faults of those tables).
    mutable std::vector<std::uint64_t> weight_table_;

    // What the final duals of the last solve prove about pairs of its players (positions). A
    // pair that is not tight under them is in none of that solve's optimal matchings
    // (complementary slackness); `sameWeight` compares the total weight of two sets of pairs
    // under that solve's weights, so that a matching changed by an exchange of partners can be
    // shown to be optimal still.
    struct DualProof {
        std::vector<int> vertices;  // the solve's players (positions)
        bool whole = false;         // solved over every player left (Scope::Whole)
        std::function<bool(int, int)> tight;
        std::function<bool(const std::vector<std::pair<int, int>>&, const std::vector<std::pair<int, int>>&)>
            sameWeight;
    };
    mutable DualProof last_proof_;
    template <int N>
    void keepProof(std::shared_ptr<SeededMatching<WideUint<N>>> solved, const std::vector<int>& vertices, Scope scope,
                   const GenerationOrder& order) const;
    enum class Candidate { RuledOut, ByTwoPairs, ByThreePairs, BySingle, Unproved };
    Candidate takeIfProved(int v, int u, std::vector<int>& mate) const;
    bool exchangeThroughAThirdPair(int v, int u, std::vector<int>& mate) const;
    bool settleByProof(int v, const std::vector<int>& remainder, const GenerationOrder& order,
                       const std::set<int>& open, std::vector<int>& mate) const;
    int settleFollowing(const std::vector<int>& remainder, const GenerationOrder& order, int from,
                        std::vector<int>& mate, BracketPairing& result, BracketReport& report, int& fixed_here);
    bool settleMovedDownByProof(int m, std::vector<int>& mate) const;
    int settleFollowingMovedDown(const GenerationOrder& choice, int from, std::vector<int>& mate,
                                 BracketPairing& result, BracketReport& report);

    const Contender& player(int pos) const { return round_.players[order_[pos]]; }
    std::uint64_t& pairableWord(int a, int b) { return pairable_[a * row_words_ + b / 64]; }
    bool pairable(int a, int b) const { return (pairable_[a * row_words_ + b / 64] >> (b % 64)) & 1; }
    void forbid(int a, int b) {
        pairableWord(a, b) &= ~(std::uint64_t{1} << (b % 64));
        pairableWord(b, a) &= ~(std::uint64_t{1} << (a % 64));
    }

    // Pairs that may never meet: C1 (played before, the arbiter's bans) and C3 (two equal
    // absolute colour preferences, unless a topscorer is involved). Built from lists rather
    // than pair by pair, as a field of thousands has tens of millions of pairs.
    void markPairable() {
        row_words_ = (static_cast<std::size_t>(n_) + 63) / 64;
        pairable_.assign(n_ * row_words_, ~std::uint64_t{0});
        std::map<int, int> position;
        for (int i = 0; i < n_; ++i) position[player(i).start_no] = i;
        for (const auto& [a, b] : round_.forbidden) {
            const auto pa = position.find(a), pb = position.find(b);
            if (pa != position.end() && pb != position.end()) forbid(pa->second, pb->second);
        }
        for (Colour colour : {Colour::White, Colour::Black}) {
            std::vector<int> same;
            std::vector<std::uint64_t> bound(row_words_, 0);
            for (int i = 0; i < n_; ++i)
                if (colourBoundByC3(player(i)) == colour)
                    same.push_back(i), bound[i / 64] |= std::uint64_t{1} << (i % 64);
            for (const int a : same) {  // every pair of two of them, a player with himself aside
                const bool self = pairable(a, a);
                for (std::size_t k = 0; k < row_words_; ++k) pairable_[a * row_words_ + k] &= ~bound[k];
                if (self) pairableWord(a, a) |= std::uint64_t{1} << (a % 64);
            }
        }
    }

    bool byeCandidate(int pos) const { return player(pos).bye_eligible && score_[pos] <= bye_score_; }

    void computeLayout() {
        int largest = 0;
        for (int end = n_; end > 0;) {  // from the lowest score group upward
            int begin = end;
            while (begin > 0 && score_[begin - 1] == score_[end - 1]) --begin;
            const int size = end - begin;
            group_size_[score_[end - 1]] = size;
            initial_shift_[score_[end - 1]] = initial_groups_bits_;
            initial_groups_bits_ += bitsFor(size);
            largest = std::max(largest, size);
            end = begin;
        }
        group_bits_ = bitsFor(largest);
        base_bits_ = 2 + initial_groups_bits_ + group_bits_;  // the initial bye-score weights
    }

    // Score vectors (C7, C8, C18-C21) only ever count the scores present in the bracket and
    // the next score group; the sub-fields of the other scores are zero for every pair, so
    // they are left out. The lowest score group keeps the bottom sub-field, where C9's sum
    // may carry exactly as in the full layout.
    void setBracketLayout() {
        std::set<long long> levels = {score_[n_ - 1], score_[group_begin_]};
        if (group_end_ < n_) levels.insert(score_[group_end_]);
        for (int v : mdps_) levels.insert(score_[v]);
        shift_.clear();
        groups_bits_ = 0;
        for (long long level : levels) {  // ascending, lowest score first
            shift_[level] = groups_bits_;
            groups_bits_ += bitsFor(group_size_.at(level));
        }
        shift_by_position_.assign(n_, -1);
        for (int v = 0; v < n_; ++v)
            if (const auto level = shift_.find(score_[v]); level != shift_.end()) shift_by_position_[v] = level->second;
        const int b = group_bits_, s = groups_bits_;
        const bool one = round_.rounds_played >= 1, two = round_.rounds_played >= 2;
        base_bits_ = 2 + b + s + b + s + b + 4 * b + (one ? 2 * b + 2 * s : 0) + (two ? 2 * b + 2 * s : 0);
    }

    template <int N>
    WideUint<N> criteriaWeight(int x, int y, Role role, bool single, bool completion, int bottom) const;
    template <int N>
    WideUint<N> initialWeight(int x, int y) const;
    template <int N>
    WideUint<N> generationWeight(int x, int y, const GenerationOrder& order) const;
    template <int N>
    WideUint<N> pairWeight(int x, int y, Scope scope, const GenerationOrder& order) const;
    template <int N>
    WideUint<N> criteriaPart(int x, int y, Scope scope, const GenerationOrder& order) const;

    struct PlayerFacts {
        long long score;
        int colour, imbalance, floats, bye, played_games, role, weighed_in_order;
        auto operator<=>(const PlayerFacts&) const = default;
    };
    PlayerFacts factsOf(int v) const;
    struct SolveClasses {
        PricingClasses classes;
        std::vector<int> row_representative, column_representative;  // a position of each class
        int ordered_column = -1;  // a position whose pairs the generation order weighs, if any
    };
    SolveClasses classesOf(const std::vector<int>& vertices, Scope scope, const GenerationOrder& order) const;
    template <int N>
    std::vector<int> solveAt(const std::vector<int>& vertices, Scope scope, const GenerationOrder& order) const;
    template <int N>
    void loadWarmStart(const std::vector<int>& vertices, const std::vector<int>& local_of, Scope scope, int layout,
                       MatchingState<WideUint<N>>& state) const;
    template <int N, class Weight>
    void loadRescaledStart(const std::vector<int>& vertices, const std::vector<int>& local_of, Scope scope,
                           const GenerationOrder& order, Weight& weight, MatchingState<WideUint<N>>& state) const;
    template <int N>
    void keepWarmStart(const std::vector<int>& vertices, Scope scope, int layout, int order_bits,
                       const MatchingState<WideUint<N>>& state) const;
    template <class W, class ClassWeight, class RowExtra>
    std::vector<std::pair<int, int>> seedPairs(const std::vector<int>& vertices, const PricingClasses& classes,
                                               ClassWeight& classWeight, RowExtra& rowExtra) const;
    void seedByColourRank(const std::vector<int>& vertices, const std::vector<int>& group_end,
                          std::vector<std::pair<int, int>>& seed) const;

    std::vector<int> solve(const std::vector<int>& vertices, Scope scope, const GenerationOrder& order) const;
    std::vector<int> solveBracket(const GenerationOrder& order);
    bool completesBelow(const std::vector<int>& mate, int boundary) const;
    bool pairGreedilyForTheBye();
    bool pairNaturally(BracketPairing& result, BracketReport& report);
    void settleTheBye(const std::vector<int>& mate);
    void settleByeScore();
    BracketReport openBracket();
    std::vector<int> unfixedResidents() const;
    void fixPair(int higher, int lower, BracketPairing& result, BracketReport& report);
    std::vector<int> pairMovedDown(BracketPairing& result, BracketReport& report, bool& predicted);
    // The players whose opponents one solve chooses, lexicographically (4.2), when each needs
    // a field of `bits`: a block's fields stay within block_bits, so the weights stay narrow.
    int playersPerBlock(int bits) const { return std::max(1, methods_.block_bits / std::max(1, bits)); }
    // Whether v is the higher player of a pair the matching makes inside this bracket.
    bool leadsAPairHere(int v, const std::vector<int>& mate) const { return mate[v] > v && mate[v] < group_end_; }
    int pairsInside(const std::vector<int>& remainder, const std::vector<int>& mate) const;
    int exchangesMade(const std::vector<int>& remainder, const std::vector<int>& mate, int s1_size) const;
    std::vector<int> decideExchanges(const std::vector<int>& remainder, GenerationOrder& exchange, int made);
    void pairRemainder(const std::vector<int>& remainder, std::vector<int>& mate, bool predicted,
                       BracketPairing& result, BracketReport& report);
    void closeBracket(const std::vector<int>& remainder, const std::vector<int>& mate, bool natural,
                      BracketPairing& result, BracketReport& report);
    void pairBracket(BracketPairing& result);
    Role roleOf(int y) const;
    std::vector<int> unfixedPositions() const {
        std::vector<int> v;
        for (int i = 0; i < n_; ++i)
            if (!fixed_[i]) v.push_back(i);
        return v;
    }
    void requireComplete(const std::vector<int>& vertices, const std::vector<int>& mate) const;
};

// C.04.3 1.9.3: when no complete pairing satisfies C1-C3, the engine does not choose one; the
// Chief Arbiter decides. A matching that maximises pairs and, when the number is odd, prefers
// an eligible player over (C2) proves it: more than one player single means C1/C3 leave some
// unpaired; one single who may not take the pairing-allocated bye means C2 does.
void BracketPairer::requireComplete(const std::vector<int>& vertices, const std::vector<int>& mate) const {
    std::vector<int> single;
    for (int v : vertices)
        if (mate[v] < 0) single.push_back(v);
    const std::string round = "round " + std::to_string(round_.round);
    const std::string decide = "; the Chief Arbiter must decide (C.04.3 1.9.3)";
    if (single.size() > 1)
        throw PairingError("no legal pairing of " + round + " exists: C1 and C3 (players who met before, " +
                           "arbiter's bans, equal absolute colour preferences) leave " + std::to_string(single.size()) +
                           " players without an opponent" + decide);
    if (single.size() == 1 && !player(single[0]).bye_eligible) {
        std::vector<int> ineligible;
        for (int v : vertices)
            if (!player(v).bye_eligible) ineligible.push_back(player(v).start_no);
        std::sort(ineligible.begin(), ineligible.end());
        std::string who;
        for (int start_no : ineligible) who += (who.empty() ? "" : ", ") + std::to_string(start_no);
        const bool nobody = ineligible.size() == vertices.size();
        const std::string count = std::to_string(vertices.size());
        throw PairingError("no legal pairing of " + round + " exists: " + count +
                           " players are to be paired, so one must take the pairing-allocated bye, and " +
                           (nobody ? "none of them may take it"
                                   : "every player who may take it is needed in a pair that C1 and C3 allow") +
                           " (C.04.3 C2: " + who + " already had a pairing-allocated bye or a win without playing)" +
                           decide);
    }
}

Role BracketPairer::roleOf(int y) const {
    if (y >= group_begin_ && y < group_end_) return Role::Resident;
    if (y >= group_end_ && y < next_end_) return Role::NextGroup;
    if (y < group_begin_) return Role::MovedDown;
    return Role::Below;
}

// The criteria of one pair (x ranked above y), highest field first, the lowest field ending at
// bit `bottom` (the generation order's fields lie below). Reproduces the reference program's
// layout bit for bit, so that its sums compare exactly as the reference's do.
template <int N>
WideUint<N> BracketPairer::criteriaWeight(int x, int y, Role role, bool single, bool completion, int bottom) const {
    const Contender &hi = player(x), &lo = player(y);
    const long long sx = score_[x], sy = score_[y];
    const int b = group_bits_, s = groups_bits_;
    const bool current = role == Role::Resident, next = role == Role::NextGroup;
    FieldCursor<N> w(base_bits_ - 2 + bottom);
    w.add(completion ? 1 + !byeCandidate(x) + !byeCandidate(y) : 0);  // C2, C4, C5
    w.next(b);
    if (current) w.add(1);  // C6
    w.next(s);
    if (current) w.addAt(1, shiftOf(x));  // C7
    w.next(b);
    if (next) w.add(1);  // C8: pairs of the next bracket
    w.next(s);
    if (next) w.addAt(1, shiftOf(x));  // C8: their scores
    w.next(b);
    if (single) {  // C9
        if (sx == bye_score_) w.add(played_games_rank_.at(hi.played_games));
        if (sy == bye_score_) w.add(played_games_rank_.at(lo.played_games));
    }
    // C10-C13 (colours), counted for pairs of this bracket only.
    const bool same = lo.preference == hi.preference && lo.preference != Colour::None;
    w.next(b);  // C10: |CD| beyond 2
    if (current && !(lo.imbalance > 1 && hi.imbalance > 1 && lo.preference == hi.preference)) w.add(1);
    w.next(b);  // C11: three in a row
    if (current) {
        bool ok = !lo.absolute || !hi.absolute || lo.preference != hi.preference;
        if (!ok) {
            if (lo.imbalance == hi.imbalance)
                ok = lo.repeated == Colour::None || lo.repeated != hi.repeated;
            else
                ok = (lo.imbalance > hi.imbalance ? hi : lo).repeated != opposite(lo.preference);
        }
        if (ok) w.add(1);
    }
    w.next(b);  // C12: preferences met
    if (current && !same) w.add(1);
    w.next(b);  // C13: strong preferences met
    if (current && (!(lo.strong || lo.absolute) || !(hi.strong || hi.absolute) || (lo.absolute && hi.absolute) ||
                    lo.preference != hi.preference))
        w.add(1);
    // C14-C17: repeated floats, counted in players; C18-C21: the same by score.
    const Float down_last_lo = lo.float_last, down_last_hi = hi.float_last;
    auto repeatedDownfloaters = [&](Float flo, Float fhi) {
        w.next(b);
        if (current) {
            if (flo == Float::Down) w.add(1);
            if (sx <= sy && fhi == Float::Down) w.add(1);
        }
        w.next(b);
        if (current && !(sx > sy && flo == Float::Up)) w.add(1);
    };
    auto repeatedFloatScores = [&](Float flo, Float fhi) {
        w.next(s);
        if (current) {
            if (flo == Float::Down) w.addAt(1, shiftOf(y));
            if (fhi == Float::Down) w.addAt(1, shiftOf(x));
        }
        w.next(s);
        if (current && !(flo == Float::Up && sx > sy)) w.addAt(1, shiftOf(x));
    };
    if (round_.rounds_played >= 1) repeatedDownfloaters(down_last_lo, down_last_hi);        // C14, C15
    if (round_.rounds_played >= 2) repeatedDownfloaters(lo.float_before, hi.float_before);  // C16, C17
    if (round_.rounds_played >= 1) repeatedFloatScores(down_last_lo, down_last_hi);         // C18, C19
    if (round_.rounds_played >= 2) repeatedFloatScores(lo.float_before, hi.float_before);   // C20, C21
    return w.finish(bottom);
}

// Before the first bracket: complete pairings (C4) whose bye receiver is eligible (C2) and in
// the lowest score group possible (C5), preferring pairs inside the top group (C9's test).
template <int N>
WideUint<N> BracketPairer::initialWeight(int x, int y) const {
    const bool ineligible_x = !player(x).bye_eligible, ineligible_y = !player(y).bye_eligible;
    WideUint<N> w(1 + ineligible_x + ineligible_y);
    if (odd_) {
        w.shiftLeft(initial_groups_bits_);
        w.add(initial_shift_.at(score_[x]) + initial_shift_.at(score_[y]));
        w.shiftLeft(group_bits_);
        if (score_[y] >= score_[0]) w.add(1);
    }
    return w;
}

// Article 4 generation order, as fields below the criteria (see GenerationOrder).
template <int N>
WideUint<N> BracketPairer::generationWeight(int x, int y, const GenerationOrder& g) const {
    WideUint<N> w;
    if (g.kind == GenerationOrder::Kind::MovedDownChoice) {
        // 4.4: pair the highest-ranked MDPs; 4.2 (MDP-pairing): each MDP, in order, meets the
        // highest-ranked resident possible (here for the MDPs whose opponents this solve chooses).
        const int m = g.mdp_index[x], r = g.resident_index[y];
        if (m < 0 || r < 0) return w;
        w.addAt(1, g.f2 + (g.mdp_count - 1 - m));
        if (m >= g.choice_from && m < g.choice_to)
            w.addAt(static_cast<std::uint64_t>(g.resident_count - 1 - r), g.resident_bits * (g.choice_to - 1 - m));
        return w;
    }
    if (g.kind == GenerationOrder::Kind::Remainder) {
        const int i = g.remainder_index[x], j = g.remainder_index[y];
        if (i < 0 || j < 0) return w;
        const int size = g.remainder_size, p = g.s1_size;
        int at = 0;
        // 4.2 transpositions: each S1 player, in order, meets the lowest BSN possible.
        if (i >= g.f5_from && i < g.f5_to)
            w.addAt(static_cast<std::uint64_t>(size - 1 - j), at + g.remainder_bits * (g.f5_to - 1 - i));
        at += g.f5;
        if (!g.exchanges) {
            if (i < p) w.addAt(1, at);  // rule 1 alone
            return w;
        }
        // 4.3 rule 4: bring up the highest S2 players first.
        // (With one exchange, the S2 player who leads weighs size - i: the highest is preferred.)
        if (i >= p && g.one_exchange) {
            w.addAt(static_cast<std::uint64_t>(size - i), at);
        } else if (g.by_decisions) {
            if (i >= g.up_from && i < g.up_to) w.addAt(1, at + (g.up_to - 1 - i));
            if (i >= p && g.decided[i]) w.addAt(1, at + g.window);  // a pair led as decided
        } else if (i >= p) {
            w.addAt(1, at + (size - 1 - i));
        }
        at += g.f4;
        // 4.3 rule 3: send down the lowest S1 players first: a penalty of 2^i for each S1 player
        // who leads, as a bonus below a bit that every pair of a fixed number gets (rule 1 fixes
        // how many S1 players lead; the remainder's pair count is fixed by C6). With one
        // exchange, the S1 players who stay weigh p - i, so the one sent down is the lowest.
        auto penalise = [&](int bit) {
            WideUint<N> penalty;
            penalty.addAt(1, at + bit);
            w -= penalty;
        };
        if (i < p && g.one_exchange) {
            w.addAt(static_cast<std::uint64_t>(p - i), at);
        } else if (g.by_decisions) {
            w.addAt(1, at + g.window);  // every pair of the remainder
            if (i >= g.out_from && i < g.out_to) penalise(i - g.out_from);
            if (!(i < p && g.decided[i])) w.addAt(1, at + g.window + bitsFor(size) + 1);  // not led by one sent down
        } else if (i < p) {
            w.addAt(1, at + p);
            penalise(i);
        }
        at += g.f3;
        // 4.3 rule 2: smallest sum of BSNs of the S1 players after the exchange.
        w.addAt(static_cast<std::uint64_t>(size - i), at);
        at += g.f2;
        // 4.3 rule 1: fewest exchanges = most pairs led by an original S1 player.
        if (i < p) w.addAt(1, at);
    }
    return w;
}

// The criteria of a pair as the scope weighs them, without the generation order's fields.
template <int N>
WideUint<N> BracketPairer::criteriaPart(int x, int y, Scope scope, const GenerationOrder& order) const {
    if (scope == Scope::Initial) return initialWeight<N>(x, y);
    const bool completion = scope != Scope::Lookahead;
    const Role role = roleOf(y);
    if (role == Role::MovedDown)  // both moved down: weighed as in y's own bracket
        return criteriaWeight<N>(x, y, Role::Resident, single_at_home_[y], completion, order.bits());
    return criteriaWeight<N>(x, y, role, role == Role::Below ? false : single_downfloater_is_bye_, completion,
                             order.bits());
}

template <int N>
WideUint<N> BracketPairer::pairWeight(int x, int y, Scope scope, const GenerationOrder& order) const {
    WideUint<N> w = criteriaPart<N>(x, y, scope, order);
    if (scope != Scope::Initial) w += generationWeight<N>(x, y, order);
    return w;
}

// The facts of a player that the criteria read (criteriaWeight, initialWeight): two players
// with the same facts weigh alike against any third.
BracketPairer::PlayerFacts BracketPairer::factsOf(int v) const {
    const Contender& c = player(v);
    const bool at_bye_score = score_[v] == bye_score_;
    return {score_[v],
            static_cast<int>(c.preference) * 128 + c.topscorer * 64 + c.absolute * 32 + c.strong * 16 +
                static_cast<int>(c.repeated),
            c.imbalance,
            static_cast<int>(c.float_last) * 4 + static_cast<int>(c.float_before),
            c.bye_eligible * 2 + byeCandidate(v),
            at_bye_score ? c.played_games : -1,
            0,
            0};
}

// The classes of class_pricing.h for one solve: rows by the facts of the higher player;
// columns by the facts of the lower one, his role in the bracket, and whether the generation
// order weighs pairs with him. Rows whose generation fields depend on the opponent (the block
// of S1 players whose transpositions this solve chooses, the moved-down players whose opponents
// it chooses) are priced pair by pair.
BracketPairer::SolveClasses BracketPairer::classesOf(const std::vector<int>& vertices, Scope scope,
                                                     const GenerationOrder& order) const {
    SolveClasses result;
    PricingClasses& classes = result.classes;
    std::map<PlayerFacts, int> rows, columns;
    const bool remainder = scope != Scope::Initial && order.kind == GenerationOrder::Kind::Remainder;
    const bool choice = scope != Scope::Initial && order.kind == GenerationOrder::Kind::MovedDownChoice;
    for (int a = 0; a < static_cast<int>(vertices.size()); ++a) {
        const int v = vertices[a];
        PlayerFacts facts = factsOf(v);
        const auto row = rows.emplace(facts, static_cast<int>(rows.size()));
        if (row.second) result.row_representative.push_back(v);
        classes.row_class.push_back(row.first->second);
        const Role role = roleOf(v);
        facts.role = static_cast<int>(role) * 2 + (role == Role::MovedDown && single_at_home_[v]);
        facts.weighed_in_order = remainder && order.remainder_index[v] >= 0;
        const auto column = columns.emplace(facts, static_cast<int>(columns.size()));
        if (column.second) {
            result.column_representative.push_back(v);
            classes.column_extra.push_back(facts.weighed_in_order);
            if (facts.weighed_in_order) result.ordered_column = v;
        }
        classes.column_class.push_back(column.first->second);
        const int i = remainder ? order.remainder_index[v] : -1;
        classes.exact_row.push_back((remainder && i >= order.f5_from && i < order.f5_to) ||
                                    (choice && order.mdp_index[v] >= 0));
    }
    classes.rows = static_cast<int>(rows.size());
    classes.columns = static_cast<int>(columns.size());
    // C3 reads only facts a class holds (preference, absolute, topscorer), so it rules out
    // whole pairs of classes at once.
    classes.never_meet.assign(static_cast<std::size_t>(classes.rows) * classes.columns, 0);
    for (int row = 0; row < classes.rows; ++row)
        for (int column = 0; column < classes.columns; ++column)
            classes.never_meet[static_cast<std::size_t>(row) * classes.columns + column] = absolutePreferencesClash(
                player(result.row_representative[row]), player(result.column_representative[column]));
    return result;
}

// The last solve's optimum as the start of this one, when it weighed pairs with the same
// fields (solveFrom): its matching where both players are still here, and its duals.
// A bracket whose narrow solve could not be completed below is solved whole next, with the
// same fields and the completion field (C2, C4, C5) on top of every pair, `1 + !eligible(x) +
// !eligible(y)` at its bit: the narrow optimum's duals (which cover twice a pair's weight), each
// raised by one unit and two for an ineligible player, and the same for the players below,
// cover every pair of the whole graph as the narrow duals covered the narrow one (the pairs
// with a player below weigh the completion field alone). So the whole solve starts from the
// narrow optimum.
template <int N>
void BracketPairer::loadWarmStart(const std::vector<int>& vertices, const std::vector<int>& local_of, Scope scope,
                                  int layout, MatchingState<WideUint<N>>& state) const {
    const bool widened = warm_.scope == Scope::Lookahead && scope == Scope::Whole;
    // The same width of fields is not the same fields: another bracket lays its score levels
    // out at other offsets, and its duals would start this solve far from its optimum (a
    // bracket of 3,149 players at round 9 of 10,000: 0.44 s, against 0.13 s from nothing).
    if (warm_.limbs != N || warm_.layout != layout || warm_.bracket != group_begin_) return;
    if (warm_.scope != scope && !widened) return;
    const int count = static_cast<int>(vertices.size());
    state.mate.assign(count, -1);
    state.duals.assign(count, WideUint<N>{});
    const int completion_bit = layout - 2;  // criteriaWeight's top field: 2 bits under the layout's top
    for (int a = 0; a < count; ++a) {
        const int v = vertices[a];
        if (widened) state.duals[a].addAt(1 + 2 * !byeCandidate(v), completion_bit);
        if (!warm_.known[v]) continue;
        state.duals[a] += warmDual<N>(v);
        state.mate[a] = warmPartner(v, local_of);
    }
}

// A solve of the same bracket and scope whose generation fields changed (the remainder after
// the MDP phase; a remainder whose exchanges are now weighed by rules 2-4) weighs every
// criterion as the last one did, above fields of another width. The last optimum's duals,
// shifted so that their criteria lie on the new criteria, cover twice each pair's criteria;
// one unit more of the criteria's lowest bit for every player covers the new fields below
// (worth less than that unit). Each pair of the last optimum is then made tight again by
// taking its excess off its two players: only pairs whose criteria were tight can become
// underpriced by that, and solveFrom raises them. Pairs that the criteria ruled out stay far
// from tight, so the solve re-decides the generation fields among the pairs optimal for the
// criteria, instead of starting from the last matching with its pairs' weights as duals,
// which the new fields mostly undid (a remainder of 2,650 players took 1.1 s, now 0.24 s). A
// player the last solve did not see starts single at zero.
template <int N, class Weight>
void BracketPairer::loadRescaledStart(const std::vector<int>& vertices, const std::vector<int>& local_of, Scope scope,
                                      const GenerationOrder& order, Weight& weight,
                                      MatchingState<WideUint<N>>& state) const {
    if (warm_.mate.empty() || warm_.scope != scope || scope == Scope::Initial || warm_.bracket != group_begin_) return;
    const int shift = order.bits() - warm_.order_bits;
    if (shift == 0 || warm_.limbs > N) return;
    const int count = static_cast<int>(vertices.size());
    state.mate.assign(count, -1);
    state.duals.assign(count, WideUint<N>{});
    for (int a = 0; a < count; ++a) {
        const int v = vertices[a];
        if (!warm_.known[v]) continue;
        WideUint<N>& dual = state.duals[a];
        dual = warmDual<N>(v);
        if (shift > 0) dual.shiftLeft(shift);
        for (int k = shift; k < 0; ++k) dual.halve();  // two floors lose less than one unit of a pair
        dual.addAt(1, order.bits());
        state.mate[a] = warmPartner(v, local_of);
    }
    for (int a = 0; a < count; ++a) {  // the last optimum's pairs, made tight again
        const int c = state.mate[a];
        if (c <= a) continue;
        WideUint<N> twice = weight(a, c);
        twice += twice;
        const WideUint<N> covered = state.duals[a] + state.duals[c];
        if (!(twice < covered)) continue;
        // Half off each player, as far as each dual goes: the excess is at most the two duals,
        // so what one cannot give the other can, and neither goes below zero.
        const WideUint<N> excess = covered - twice;
        WideUint<N> off_a = excess;
        off_a.halve();
        if (state.duals[a] < off_a) off_a = state.duals[a];
        WideUint<N> off_c = excess - off_a;
        if (state.duals[c] < off_c) off_c = state.duals[c], off_a = excess - off_c;
        state.duals[a] -= off_a;
        state.duals[c] -= off_c;
    }
}

template <int N>
void BracketPairer::keepWarmStart(const std::vector<int>& vertices, Scope scope, int layout, int order_bits,
                                  const MatchingState<WideUint<N>>& state) const {
    warm_.limbs = N;
    warm_.layout = layout;
    warm_.scope = scope;
    warm_.bracket = group_begin_;
    warm_.order_bits = order_bits;
    warm_.mate.assign(n_, -1);
    warm_.known.assign(n_, 0);
    warm_.duals.assign(static_cast<std::size_t>(n_) * N, 0);
    for (int a = 0; a < static_cast<int>(vertices.size()); ++a) {
        const int v = vertices[a];
        warm_.known[v] = 1;
        if (state.mate[a] >= 0) warm_.mate[v] = vertices[state.mate[a]];
        for (int i = 0; i < N; ++i) warm_.duals[static_cast<std::size_t>(v) * N + i] = state.duals[a].limb[i];
    }
}

// The seed of a sparse solve: the pairs near each player's natural opponent in his score group
// (S1 against S2) and those next to him, and his heaviest pairs: with the players of the
// heaviest classes below him (class_pricing.h), those nearest his natural opponent; and the
// pairs of opposite colour preferences by rank (seedByColourRank). Small graphs whole. Whatever
// the seed misses, the duals' check adds.
template <class W, class ClassWeight, class RowExtra>
std::vector<std::pair<int, int>> BracketPairer::seedPairs(const std::vector<int>& vertices,
                                                          const PricingClasses& classes, ClassWeight& classWeight,
                                                          RowExtra& rowExtra) const {
    const int count = static_cast<int>(vertices.size());
    std::vector<std::pair<int, int>> seed;
    constexpr int kDense = 64, kHeaviest = 4, kNear = 8;
    if (count <= kDense) {
        for (int a = 0; a < count; ++a)
            for (int c = a + 1; c < count; ++c) seed.emplace_back(a, c);
        return seed;
    }
    std::vector<int> group_begin(count), group_end(count);  // each player's score group
    for (int a = 0; a < count; ++a)
        group_begin[a] = a > 0 && score_[vertices[a - 1]] == score_[vertices[a]] ? group_begin[a - 1] : a;
    for (int a = count - 1; a >= 0; --a)
        group_end[a] = a + 1 < count && score_[vertices[a + 1]] == score_[vertices[a]] ? group_end[a + 1] : a + 1;
    std::vector<std::vector<int>> below(classes.columns);  // members below the row, last first
    std::vector<int> present;
    // Each row meets every class present below it, so a class pair's weight is asked for once
    // per player: kept once computed (at round 9 of 10,000 the seeds' weights were 8 % of the
    // instructions, recomputing a few thousand class pairs a thousand times each).
    std::vector<W> class_weight(static_cast<std::size_t>(classes.rows) * classes.columns);
    std::vector<char> class_weight_known(class_weight.size(), 0);
    auto heaviest = [&](int row, int column) -> const W& {
        const std::size_t k = static_cast<std::size_t>(row) * classes.columns + column;
        if (!class_weight_known[k]) class_weight[k] = classWeight(row, column), class_weight_known[k] = 1;
        return class_weight[k];
    };
    // The classes present below a row, heaviest first: the same row class with the same extra
    // weight over the same classes present gives the same order, so it is sorted once for them
    // (the sort was 7 % of round 9 of 10,000's instructions). Indices are sorted in place of
    // the weights: std::sort moves elements as its comparisons decide, so the order is the one
    // that sorting (weight, class) pairs gave, ties included.
    struct Ranked {
        std::size_t present = 0;
        W extra;
        std::vector<int> columns;
    };
    std::vector<Ranked> ranked_by_row(classes.rows);
    std::vector<W> weights;
    std::vector<int> order;
    auto rankedColumns = [&](int row, const W& extra) -> const std::vector<int>& {
        Ranked& ranked = ranked_by_row[row];
        if (ranked.present == present.size() && ranked.extra == extra && !present.empty()) return ranked.columns;
        weights.clear();
        for (int column : present) {
            weights.push_back(heaviest(row, column));
            if (classes.column_extra[column]) weights.back() += extra;
        }
        order.resize(present.size());
        std::iota(order.begin(), order.end(), 0);
        std::sort(order.begin(), order.end(), [&](int p, int q) { return weights[q] < weights[p]; });
        ranked.present = present.size();
        ranked.extra = extra;
        ranked.columns.clear();
        for (int k : order) ranked.columns.push_back(present[k]);
        return ranked.columns;
    };
    for (int a = count - 1; a >= 0; --a) {
        const int half = (group_end[a] - group_begin[a]) / 2;
        for (int d = -kNear; d <= kNear; ++d)
            for (int c : {a + d, a + half + d, a - half + d})
                if (c >= 0 && c < count) seed.emplace_back(a, c);
        const std::vector<int>& ranked = rankedColumns(classes.row_class[a], rowExtra(a));
        int taken = 0;
        for (const int column : ranked) {
            const std::vector<int>& members = below[column];  // positions in decreasing order
            const int target = std::min(count - 1, a + half);
            auto near = std::lower_bound(members.begin(), members.end(), target, std::greater<>());
            for (auto it = near; it != members.end() && taken < kHeaviest; ++it, ++taken) seed.emplace_back(a, *it);
            for (auto it = near; it != members.begin() && taken < kHeaviest; ++taken) seed.emplace_back(a, *--it);
            if (taken >= kHeaviest) break;
        }
        const int column = classes.column_class[a];
        if (below[column].empty()) present.push_back(column);
        below[column].push_back(a);
    }
    seedByColourRank(vertices, group_end, seed);
    return seed;
}

// C12 pairs players of opposite colour preferences. Where one preference runs short in a
// stretch of a score group, the opponents that meet it lie far from the natural ones (the
// preferences of a large group drift like a random walk), beyond each player's neighbours and
// nearest heaviest pairs: whole score groups of round 3 were then priced and solved again five
// times, adding hundreds of thousands of pairs. The pairing that meets most preferences with
// the least transposition takes the k-th S1 player who prefers a colour against the k-th S2
// player who prefers the other, so those pairs (and the next ranks) join the seed.
void BracketPairer::seedByColourRank(const std::vector<int>& vertices, const std::vector<int>& group_end,
                                     std::vector<std::pair<int, int>>& seed) const {
    constexpr int kRanks = 2;  // ranks on either side
    const int count = static_cast<int>(vertices.size());
    std::vector<int> upper, lower;
    for (int begin = 0; begin < count; begin = group_end[begin]) {
        const int end = group_end[begin], middle = begin + (end - begin) / 2;
        for (const Colour colour : {Colour::White, Colour::Black}) {
            upper.clear();
            lower.clear();
            for (int a = begin; a < middle; ++a)
                if (player(vertices[a]).preference == colour) upper.push_back(a);
            for (int c = middle; c < end; ++c)
                if (player(vertices[c]).preference == opposite(colour)) lower.push_back(c);
            const int last = static_cast<int>(lower.size()) - 1;
            for (int k = 0; k < static_cast<int>(upper.size()); ++k)
                for (int j = std::max(0, k - kRanks); j <= std::min(last, k + kRanks); ++j)
                    seed.emplace_back(upper[k], lower[j]);
        }
    }
}

template <int N>
void BracketPairer::keepProof(std::shared_ptr<SeededMatching<WideUint<N>>> solved, const std::vector<int>& vertices,
                              Scope scope, const GenerationOrder& order) const {
    auto local_of = std::make_shared<std::vector<int>>(n_, -1);
    for (int a = 0; a < static_cast<int>(vertices.size()); ++a) (*local_of)[vertices[a]] = a;
    auto kept_order = std::make_shared<GenerationOrder>(order);
    auto weighOf = [this, scope, kept_order](int a, int b) {
        return pairWeight<N>(std::min(a, b), std::max(a, b), scope, *kept_order);
    };
    last_proof_.vertices = vertices;
    last_proof_.whole = scope == Scope::Whole;
    last_proof_.tight = [solved, local_of, weighOf](int a, int b) {
        const int la = (*local_of)[a], lb = (*local_of)[b];
        if (la < 0 || lb < 0) return true;  // not in that solve: nothing proved
        WideUint<N> twice = weighOf(a, b);
        const WideUint<N> once = twice;
        twice += once;
        return !(twice < solved->covered(la, lb));
    };
    last_proof_.sameWeight = [weighOf](const std::vector<std::pair<int, int>>& one,
                                       const std::vector<std::pair<int, int>>& other) {
        WideUint<N> left, right;
        for (auto [a, b] : one) left += weighOf(a, b);
        for (auto [a, b] : other) right += weighOf(a, b);
        return left == right;
    };
}

// The matching runs on a sparse graph grown from a seed until its duals prove it optimal for
// every pair (SeededMatching), at a fraction of the dense graph's cost.
template <int N>
std::vector<int> BracketPairer::solveAt(const std::vector<int>& vertices, Scope scope,
                                        const GenerationOrder& order) const {
    using W = WideUint<N>;
    const int count = static_cast<int>(vertices.size());
    last_proof_ = {};  // the last solve's matching is not needed any more: free it before this one
    // Weights are computed once per solve when they fit in a modest table.
    constexpr std::size_t kTableBytes = std::size_t{96} << 20;
    const std::size_t pairs = static_cast<std::size_t>(count) * count;
    const bool tabled = pairs * sizeof(W) <= kTableBytes;
    std::vector<bool> known;
    if (tabled) {
        if (weight_table_.size() < pairs * N) weight_table_.resize(pairs * N);
        known.assign(pairs, false);
    }
    auto weight = [&](int a, int c) {
        if (!tabled) return pairWeight<N>(vertices[a], vertices[c], scope, order);
        const std::size_t k = static_cast<std::size_t>(a) * count + c;
        std::uint64_t* slot = weight_table_.data() + k * N;
        W w;
        if (known[k]) {
            std::copy(slot, slot + N, w.limb.begin());
        } else {
            w = pairWeight<N>(vertices[a], vertices[c], scope, order);
            std::copy(w.limb.begin(), w.limb.end(), slot);
            known[k] = true;
        }
        return w;
    };
    auto allowed = [&](int a, int c) { return pairable(vertices[a], vertices[c]); };
    std::vector<int> local_of(n_, -1);
    for (int a = 0; a < count; ++a) local_of[vertices[a]] = a;
    MatchingState<W> state;
    const int layout = base_bits_ + order.bits();
    loadWarmStart<N>(vertices, local_of, scope, layout, state);
    const SolveClasses classes = classesOf(vertices, scope, order);
    auto classWeight = [&](int row, int column) {
        return criteriaPart<N>(classes.row_representative[row], classes.column_representative[column], scope, order);
    };
    auto rowExtra = [&](int a) {
        if (classes.ordered_column < 0 || scope == Scope::Initial) return W{};
        return generationWeight<N>(vertices[a], classes.ordered_column, order);
    };
    if (state.mate.empty()) loadRescaledStart<N>(vertices, local_of, scope, order, weight, state);
    // Otherwise (a new bracket) the solve starts from nothing. Starting from the latest matching,
    // its pairs' weights as duals, was slower: the new layout undid most of it (from nothing,
    // round 4 of 10,000 takes 0.70 of the time, round 9 0.96, and 9,999 at round 5 1.04).
    std::vector<std::pair<int, int>> seed = seedPairs<W>(vertices, classes.classes, classWeight, rowExtra);
    // Pairs an earlier solve of this round had to add are likely needed again (the next block
    // of a bracket is nearly the same graph): they join the seed.
    for (const auto& [x, y] : learned_)
        if (local_of[x] >= 0 && local_of[y] >= 0) seed.emplace_back(local_of[x], local_of[y]);
    std::vector<std::pair<int, int>> added;
    auto price = [&](SeededMatching<W>& solved, std::vector<UnderpricedPair<W>>& out) {
        priceByClasses(solved, classes.classes, classWeight, rowExtra, weight, allowed, out);
    };
    auto matching = std::make_shared<SeededMatching<W>>(count);
    const std::vector<int> local = matching->solve(weight, allowed, seed, price, &added, &state);
    if (constexpr int kLarge = 1000; count > kLarge) {
        ++work_.large_matchings;
        work_.large_matching_passes += matching->passes();
    }
    keepWarmStart<N>(vertices, scope, layout, order.bits(), state);
    keepProof<N>(std::move(matching), vertices, scope, order);
    for (const auto& [a, c] : added) learned_.emplace_back(vertices[a], vertices[c]);
    std::vector<int> mate(n_, -1);
    for (int a = 0; a < count; ++a)
        if (local[a] >= 0) mate[vertices[a]] = vertices[local[a]];
    return mate;
}

std::vector<int> BracketPairer::solve(const std::vector<int>& vertices, Scope scope,
                                      const GenerationOrder& order) const {
    const bool initial = scope == Scope::Initial;
    // Enough bits for the fields, their sum over a whole matching and the duals.
    const int bits = base_bits_ + (initial ? 0 : order.bits()) + bitsFor(n_) + 6;
    const int limbs = (bits + 63) / 64;
    if (limbs <= 1) return solveAt<1>(vertices, scope, order);
    if (limbs <= 2) return solveAt<2>(vertices, scope, order);
    if (limbs <= 3) return solveAt<3>(vertices, scope, order);
    if (limbs <= 4) return solveAt<4>(vertices, scope, order);
    if (limbs <= 5) return solveAt<5>(vertices, scope, order);
    if (limbs <= 6) return solveAt<6>(vertices, scope, order);
    if (limbs <= 7) return solveAt<7>(vertices, scope, order);
    if (limbs <= 8) return solveAt<8>(vertices, scope, order);
    if (limbs <= 9) return solveAt<9>(vertices, scope, order);
    if (limbs <= 10) return solveAt<10>(vertices, scope, order);
    if (limbs <= 11) return solveAt<11>(vertices, scope, order);
    if (limbs <= 16) return solveAt<16>(vertices, scope, order);
    if (limbs <= 32) return solveAt<32>(vertices, scope, order);
    if (limbs <= 64) return solveAt<64>(vertices, scope, order);
    if (limbs <= 128) return solveAt<128>(vertices, scope, order);
    throw PairingError("a score group is too large for the Dutch engine's weights");
}

// Takes the bye's score (C5) from a complete pairing of the round that puts the bye as low as
// possible, and whether C9 is active in the first bracket: the bye falls in the top group and
// the top group pairs among itself.
void BracketPairer::settleTheBye(const std::vector<int>& mate) {
    last_mate_ = mate;
    if (!odd_) return;
    for (int v = 0; v < n_; ++v)
        if (mate[v] < 0) bye_score_ = score_[v];
    const long long top = score_[0];
    single_downfloater_is_bye_ = bye_score_ >= top;
    for (int v = 0; v < n_ && score_[v] >= top && single_downfloater_is_bye_; ++v)
        if (mate[v] >= 0 && score_[mate[v]] < top) single_downfloater_is_bye_ = false;
}

// A greedy pairing in ranking order that gives the bye to the lowest-ranked eligible player
// (C2) answers 3.1 step 3 at once when it succeeds: nobody eligible scores less than that
// player, so no pairing puts the bye lower (C5). When it fails, or leaves a doubt about C9's
// test of the top group, the exact matching decides instead.
bool BracketPairer::pairGreedilyForTheBye() {
    int bye = -1;
    if (odd_) {
        for (int v = n_ - 1; v >= 0 && bye < 0; --v)
            if (player(v).bye_eligible) bye = v;
        if (bye < 0) return false;
    }
    const std::vector<int> mate = pairEveryoneGreedily(n_, bye, [&](int a, int b) { return pairable(a, b); });
    if (mate.empty()) return false;
    if (odd_ && score_[bye] >= score_[0])  // C9's test needs the most pairs inside the top group
        for (int v = 0; v < n_ && score_[v] >= score_[0]; ++v)
            if (mate[v] >= 0 && score_[mate[v]] < score_[0]) return false;
    settleTheBye(mate);
    return true;
}

// Whether the players below `boundary` can pair with everybody the matching left unpaired
// above it and among themselves, the bye (if any) going to an eligible player no higher than
// the bye's score (C2, C4, C5). Pairs of two players left unpaired above the boundary are not
// used: the matching found them impossible. A greedy pairing in ranking order proves it in
// most rounds; when it fails, an exact matching of those players decides.
bool BracketPairer::completesBelow(const std::vector<int>& mate, int boundary) const {
    std::vector<int> open;
    for (int v = 0; v < n_; ++v)
        if (!fixed_[v] && (v >= boundary || mate[v] < 0)) open.push_back(v);
    const int count = static_cast<int>(open.size());
    auto mayMeet = [&](int a, int b) {
        return (open[a] >= boundary || open[b] >= boundary) && pairable(open[a], open[b]);
    };
    int bye = -1;
    if (count % 2 == 1)
        for (int a = count - 1; a >= 0 && bye < 0; --a)
            if (byeCandidate(open[a])) bye = a;
    std::vector<std::pair<int, int>> seed;
    if (count % 2 == 0 || bye >= 0) {
        const std::vector<int> greedy = pairEveryoneGreedily(count, bye, mayMeet);
        if (!greedy.empty()) return true;
    }
    for (int a = 0; a < count; ++a)  // exact, on a sparse graph grown from neighbours in rank
        for (int d = 1; d <= 8 && a + d < count; ++d) seed.emplace_back(a, a + d);
    auto weight = [&](int a, int b) { return WideUint<1>(1 + !byeCandidate(open[a]) + !byeCandidate(open[b])); };
    // No pair weighs more than 3, so the pricing skips the pairs whose vertex duals cover 6.
    auto price = [&](SeededMatching<WideUint<1>>& solved, std::vector<UnderpricedPair<WideUint<1>>>& out) {
        solved.pricePairByPairUpTo(WideUint<1>(3), weight, mayMeet, out);
    };
    const std::vector<int> exact = SeededMatching<WideUint<1>>(count).solve(weight, mayMeet, seed, price);
    int single = 0;
    for (int a = 0; a < count; ++a)
        if (exact[a] < 0) single += byeCandidate(open[a]) ? 1 : 2;
    return single <= 1;
}

// Solves the bracket over itself and the next score group when the bye (if any) falls below
// them and the players below can absorb whoever is left (completesBelow); otherwise over every
// player not yet paired. Both give the same pairs for the bracket: the narrow matching ranks
// them by the very fields the whole one does, and a completion below it makes it complete.
std::vector<int> BracketPairer::solveBracket(const GenerationOrder& order) {
    const bool bye_below = next_end_ < n_ && (!odd_ || bye_score_ < score_[next_end_ - 1]);
    if (bye_below && !narrow_failed_) {
        std::vector<int> near;
        for (int v = 0; v < next_end_; ++v)
            if (!fixed_[v]) near.push_back(v);
        std::vector<int> mate = solve(near, Scope::Lookahead, order);
        if (completesBelow(mate, next_end_)) return mate;
        narrow_failed_ = true;  // the rest of this bracket is solved whole at once (always exact)
    }
    const std::vector<int> vertices = unfixedPositions();
    std::vector<int> mate = solve(vertices, Scope::Whole, order);
    requireComplete(vertices, mate);
    return mate;
}

// 3.4 and Article 4: the first candidate generated in a homogeneous bracket is S1 against S2
// in order. When every one of its pairs may meet and gives both players their colour
// preference, nobody floats, and the players below can still complete the round, no candidate
// scores better on any criterion, so it is the bracket's pairing and no matching is needed.
// Round 1 is such a case for any field. With an odd bracket only the last one qualifies: its
// floater takes the bye, so he must be eligible and have the fewest unplayed rounds (C9), and
// the bye is a downfloat (C.04.3 1.4.3): if he floated down in one of the last two rounds,
// C14/C16 (and C18/C20) may prefer another player over, which only the matching can weigh.
bool BracketPairer::pairNaturally(BracketPairing& result, BracketReport& report) {
    if (!mdps_.empty()) return false;
    const int size = group_end_ - group_begin_, half = size / 2;
    const long long score = score_[group_begin_];
    if (size % 2 == 1) {
        const Contender& left_over = player(n_ - 1);
        if (group_end_ != n_ || !byeCandidate(n_ - 1)) return false;
        if (left_over.float_last == Float::Down || left_over.float_before == Float::Down) return false;
        for (int v = group_begin_; v < group_end_; ++v)
            if (player(v).played_games > left_over.played_games) return false;
    } else if (odd_ && (bye_score_ >= score || (group_end_ < n_ && bye_score_ == score_[group_end_]))) {
        return false;  // the bye and C9 are decided next to this bracket: let the matching weigh them
    }
    std::vector<int> mate(n_, -1);
    for (int i = 0; i < half; ++i) {
        const int x = group_begin_ + i, y = group_begin_ + half + i;
        const Colour a = player(x).preference, b = player(y).preference;
        if (!pairable(x, y) || (a == b && a != Colour::None)) return false;
        mate[x] = y;
        mate[y] = x;
    }
    if (!completesBelow(mate, group_end_)) return false;
    for (int i = 0; i < half; ++i) fixPair(group_begin_ + i, group_begin_ + half + i, result, report);
    last_mate_.clear();
    return true;
}

// 3.1 step 3: is a complete legal pairing possible at all, and what is the lowest score a
// legal bye receiver can have (C5)? Then C9's ranking of the players at that score.
void BracketPairer::settleByeScore() {
    if (!pairGreedilyForTheBye()) {
        const std::vector<int> all = unfixedPositions();
        const std::vector<int> mate = solve(all, Scope::Initial, {});
        requireComplete(all, mate);
        settleTheBye(mate);
    }
    if (!odd_) return;
    std::vector<int> counts;
    for (int v = 0; v < n_; ++v)
        if (score_[v] == bye_score_) counts.push_back(player(v).played_games);
    // Ranked by unplayed rounds, fewest first: the matching maximises the ranks of the paired
    // players, so the bye goes to the one with the fewest unplayed rounds (C9).
    std::sort(counts.begin(), counts.end(), std::greater<>());
    for (int r = 0; r < static_cast<int>(counts.size()); ++r) played_games_rank_[counts[r]] = r;
}

// The bracket whose residents start at group_begin_: its score group, the next one, its layout.
BracketReport BracketPairer::openBracket() {
    group_end_ = group_begin_;
    while (group_end_ < n_ && score_[group_end_] == score_[group_begin_]) ++group_end_;
    next_end_ = group_end_;
    while (next_end_ < n_ && score_[next_end_] == score_[group_end_]) ++next_end_;
    for (int v = group_begin_; v < group_end_; ++v) single_at_home_[v] = single_downfloater_is_bye_;
    setBracketLayout();
    narrow_failed_ = false;
    BracketReport report;
    report.score = score_[group_begin_];
    for (int v : mdps_) report.moved_down.push_back(player(v).start_no);
    for (int v = group_begin_; v < group_end_; ++v) report.residents.push_back(player(v).start_no);
    return report;
}

std::vector<int> BracketPairer::unfixedResidents() const {
    std::vector<int> residents;
    for (int v = group_begin_; v < group_end_; ++v)
        if (!fixed_[v]) residents.push_back(v);
    return residents;
}

void BracketPairer::fixPair(int higher, int lower, BracketPairing& result, BracketReport& report) {
    fixed_[higher] = fixed_[lower] = 1;
    result.pairs.emplace_back(order_[higher], order_[lower]);
    report.pairs.emplace_back(player(higher).start_no, player(lower).start_no);
}

// Phase 1 of a heterogeneous bracket: which MDPs are paired and with whom (3.3.3, 4.4, 4.2).
// Which MDPs are paired (4.4) is weighed for all of them in every solve, above the opponents
// of the block of MDPs the solve chooses; so every solve pairs the same MDPs, and each block's
// choice is made among the optima the blocks before it left. A homogeneous bracket skips this
// solve: the last matching (which already weighed this score group as the next bracket, C8)
// predicts how many pairs it makes, and the remainder's solve checks the prediction
// (`predicted`).
std::vector<int> BracketPairer::pairMovedDown(BracketPairing& result, BracketReport& report, bool& predicted) {
    GenerationOrder choice;
    choice.kind = GenerationOrder::Kind::MovedDownChoice;
    choice.mdp_index.assign(n_, -1);
    choice.resident_index.assign(n_, -1);
    const int count = static_cast<int>(mdps_.size());
    choice.mdp_count = count;
    for (int k = 0; k < count; ++k) choice.mdp_index[mdps_[k]] = k;
    for (int v = group_begin_; v < group_end_; ++v) choice.resident_index[v] = v - group_begin_;
    choice.resident_count = group_end_ - group_begin_;
    choice.resident_bits = bitsFor(choice.resident_count);
    const int block = methods_.moved_down == MovedDownChoice::AtOnce
                          ? std::max(1, count)
                          : std::min(std::max(1, count), playersPerBlock(choice.resident_bits));
    choice.f1 = count;
    choice.f2 = block * choice.resident_bits;  // one width for every block: each solve starts from the last
    if (mdps_.empty()) choice.kind = GenerationOrder::Kind::None, choice.f1 = choice.f2 = 0;

    predicted = mdps_.empty() && !last_mate_.empty();
    if (predicted) return last_mate_;
    std::vector<int> mate;
    int from = 0;
    do {
        choice.choice_from = from;
        choice.choice_to = std::min(count, from + block);
        mate = solveBracket(choice);
        ++work_.choice_solves;
        for (int k = from; k < choice.choice_to; ++k) {
            const int m = mdps_[k], r = mate[m];
            if (r >= 0 && roleOf(r) == Role::Resident) fixPair(m, r, result, report);
        }
        from = settleFollowingMovedDown(choice, choice.choice_to, mate, result, report);
    } while (from < count);
    return mate;
}

// 4.2 for the MDPs after a block's solve, as settleFollowing does for S1 players: each MDP in
// order keeps the resident the solve gave him when no resident ranked higher can be his
// opponent in an optimal matching, or takes that resident by an exchange of partners that
// keeps the matching's weight. MDPs the solve leaves out of the bracket are out of it in every
// optimal matching (4.4 is weighed above). Returns where the walk stopped.
int BracketPairer::settleFollowingMovedDown(const GenerationOrder& choice, int from, std::vector<int>& mate,
                                            BracketPairing& result, BracketReport& report) {
    int k = from;
    for (; k < choice.mdp_count; ++k) {
        const int m = mdps_[k], r = mate[m];
        if (r < 0 || roleOf(r) != Role::Resident) continue;  // not paired in this bracket
        if (!settleMovedDownByProof(m, mate)) break;
        fixPair(m, mate[m], result, report);
        ++work_.choice_settled;
    }
    return k;
}

bool BracketPairer::settleMovedDownByProof(int m, std::vector<int>& mate) const {
    for (int r = group_begin_; r < mate[m]; ++r) {  // the residents ranked above his opponent
        if (fixed_[r]) continue;
        const Candidate outcome = takeIfProved(m, r, mate);
        if (outcome == Candidate::Unproved) return false;
        if (outcome != Candidate::RuledOut) return true;
    }
    return true;
}

// Field widths of the remainder's generation order for an S1 of `pairs` players: each holds
// its sum over any matching (at most size / 2 pairs in the remainder).
void setRemainderS1(GenerationOrder& order, int pairs) {
    const int size = order.remainder_size;
    order.s1_size = pairs;
    const bool weighed = order.exchanges;
    order.f4 = order.f3 = 0;
    if (weighed && order.one_exchange) {  // sums of positions over the pairs of any matching
        order.f4 = bitsFor(static_cast<long long>(size) * size) + 1;
        order.f3 = bitsFor(static_cast<long long>(pairs) * pairs) + 1;
    } else if (weighed && order.by_decisions) {  // a window's bits, and counts of pairs above
        order.f4 = order.window + bitsFor(size) + 1;
        order.f3 = order.window + 2 * (bitsFor(size) + 1);
    } else if (weighed) {  // a bit per player, and the bonus of rule 3 above them
        order.f4 = size - pairs + 1;
        order.f3 = pairs + bitsFor(size) + 2;
    }
    order.f2 = weighed ? bitsFor(static_cast<long long>(size) * size) + 1 : 0;
    order.f1 = bitsFor(size) + 1;
}

int BracketPairer::pairsInside(const std::vector<int>& remainder, const std::vector<int>& mate) const {
    int pairs = 0;
    for (int v : remainder)
        if (leadsAPairHere(v, mate)) ++pairs;
    return pairs;
}

// Phase 2: the remainder, a homogeneous bracket (3.3.1-3.3.2, 4.2, 4.3). 4.2 is lexicographic
// over the S1 players in order: the opponents of a block of them are chosen per solve and
// fixed, then the next block (exact, and it keeps the weights narrow in large brackets).
void BracketPairer::pairRemainder(const std::vector<int>& remainder, std::vector<int>& mate, bool predicted,
                                  BracketPairing& result, BracketReport& report) {
    int pairs_inside = pairsInside(remainder, mate);
    if (remainder.empty() || (pairs_inside == 0 && !predicted)) return;
    GenerationOrder exchange;
    exchange.kind = GenerationOrder::Kind::Remainder;
    exchange.remainder_index.assign(n_, -1);
    for (int k = 0; k < static_cast<int>(remainder.size()); ++k) exchange.remainder_index[remainder[k]] = k;
    const int size = static_cast<int>(remainder.size());
    exchange.remainder_size = size;
    exchange.remainder_bits = bitsFor(size);
    exchange.window = playersPerBlock(1);
    setRemainderS1(exchange, pairs_inside);
    bool checked = !predicted;
    const int block = playersPerBlock(exchange.remainder_bits);
    int fixed_here = 0;
    for (int from = 0; from < size && (fixed_here < pairs_inside || !checked);) {
        // The block's field keeps one width, so that every block's solve can start from the last.
        exchange.f5_from = from;
        exchange.f5_to = std::min(size, from + block);
        exchange.f5 = block * exchange.remainder_bits;
        mate = solveBracket(exchange);
        ++work_.block_solves;
        if (!checked) {
            checked = true;
            if (const int actual = pairsInside(remainder, mate); actual != pairs_inside) {
                pairs_inside = actual;  // mispredicted: S1 has another size; redo
                setRemainderS1(exchange, actual);
                continue;
            }
        }
        if (const int made = exchange.exchanges ? 0 : exchangesMade(remainder, mate, exchange.s1_size); made > 0) {
            exchange.exchanges = true;  // 4.3: the exchanges must be chosen by rules 2-4 too
            // Rule 1 stays above rules 2-4 and the transpositions, under the same criteria, so
            // every later solve makes as many exchanges as this one (less those fixed since).
            const bool narrow = methods_.exchanges == ExchangeWeights::Narrow;
            exchange.one_exchange = made == 1 && narrow;
            exchange.by_decisions = made > 1 && narrow;
            work_.one_exchange += exchange.one_exchange;
            // Many exchanges lie spread over much of S1 (38 over 323 players at round 9 of
            // 10,000): windows three times as wide decide them in a third of the solves, each
            // only a little wider (that round: 0.92 of the time). A few stay in narrow windows.
            if (constexpr int kManyExchanges = 8; made > kManyExchanges) exchange.window = 3 * playersPerBlock(1);
            setRemainderS1(exchange, pairs_inside);
            if (!exchange.by_decisions) continue;               // solve the block again with them
            mate = decideExchanges(remainder, exchange, made);  // its last solve weighs them all
        }
        for (int k = from; k < exchange.f5_to; ++k) {
            const int v = remainder[k], u = mate[v];
            if (!fixed_[v] && leadsAPairHere(v, mate) && !fixed_[u]) {
                fixPair(v, u, result, report);
                ++fixed_here;
            }
        }
        from = settleFollowing(remainder, exchange, exchange.f5_to, mate, result, report, fixed_here);
    }
}

// 4.3 rules 3 and 4 when rule 1 leaves several exchanges (`made`). Rule 3 walks the original
// S1 from its lowest player up: each is sent down (leads no pair of the remainder) when some
// optimal pairing that keeps the decisions so far sends him down; rule 4 then walks S2 from
// its highest player down, each brought up (leads a pair) when some such pairing does. A solve
// decides a window of players at once, weighed bit by bit as the sets are; both walks stop when
// the exchanges are used up. Every later solve keeps the decisions, so the players who lead the
// remainder's pairs are known, as settleFollowing needs. The last solve's optima are those that
// keep every decision (its window's choice is the last one), so its matching and duals serve
// the block's transpositions as a solve with the decisions alone would: it is returned.
std::vector<int> BracketPairer::decideExchanges(const std::vector<int>& remainder, GenerationOrder& exchange,
                                                int made) {
    const int p = exchange.s1_size, size = exchange.remainder_size, window = exchange.window;
    exchange.decided.assign(size, 0);
    int sent_down = 0, brought_up = 0;
    std::vector<int> mate;
    for (int to = p; to > 0 && sent_down < made; to -= window) {
        exchange.out_from = std::max(0, to - window), exchange.out_to = to;
        mate = solveBracket(exchange);
        ++work_.exchange_solves;
        for (int k = exchange.out_from; k < to; ++k)
            if (!leadsAPairHere(remainder[k], mate)) exchange.decided[k] = 1, ++sent_down;
    }
    exchange.out_from = exchange.out_to = 0;
    for (int from = p; from < size && brought_up < made; from += window) {
        exchange.up_from = from, exchange.up_to = std::min(size, from + window);
        mate = solveBracket(exchange);
        ++work_.exchange_solves;
        for (int k = from; k < exchange.up_to; ++k)
            if (leadsAPairHere(remainder[k], mate)) exchange.decided[k] = 1, ++brought_up;
    }
    exchange.up_from = exchange.up_to = 0;
    if (sent_down != made || brought_up != made)
        throw std::logic_error("Dutch 4.3: the exchanges decided do not match rule 1's count");
    return mate;
}

// 4.2 after a block's solve: the S1 players that follow are settled in order without solving,
// as long as the solve's duals prove each one's transposition. The players who lead a pair of
// the remainder are the same in every optimal matching (rule 1 of 4.3 with all of S1 leading,
// or rules 3 and 4 naming them one by one), so a leader's possible opponents are the players
// of the remainder who lead no pair, below him and with a lower BSN than his partner's. Each
// one is ruled out when the pair is not tight under the duals (complementary slackness), or
// made his partner when exchanging partners with the pair he is in keeps the matching's weight
// (so it is still optimal, and the lowest BSN possible). A candidate that is tight but cannot
// be shown so stops the walk: the next block is solved from that player. Returns where the
// walk stopped.
int BracketPairer::settleFollowing(const std::vector<int>& remainder, const GenerationOrder& order, int from,
                                   std::vector<int>& mate, BracketPairing& result, BracketReport& report,
                                   int& fixed_here) {
    if (methods_.transpositions == Transpositions::SolvedBlockByBlock) return from;
    const int size = static_cast<int>(remainder.size());
    std::set<int> open;  // remainder indices of the unfixed players who lead no pair
    for (int k = 0; k < size; ++k) {
        const int v = remainder[k], u = mate[v];
        if (!fixed_[v] && !(u > v && u >= 0 && order.remainder_index[u] >= 0)) open.insert(k);
    }
    int k = from;
    for (; k < size; ++k) {
        const int v = remainder[k];
        if (fixed_[v] || open.count(k)) continue;  // settled, or leads no pair
        if (!settleByProof(v, remainder, order, open, mate)) break;
        const int u = mate[v];
        open.erase(order.remainder_index[u]);
        fixPair(v, u, result, report);
        ++fixed_here;
    }
    return k;
}

bool BracketPairer::settleByProof(int v, const std::vector<int>& remainder, const GenerationOrder& order,
                                  const std::set<int>& open, std::vector<int>& mate) const {
    const int limit = order.remainder_index[mate[v]];
    for (auto it = open.upper_bound(order.remainder_index[v]); it != open.end() && *it < limit; ++it) {
        switch (takeIfProved(v, remainder[*it], mate)) {
        case Candidate::RuledOut: continue;
        case Candidate::ByTwoPairs: ++work_.by_two_pairs; return true;
        case Candidate::ByThreePairs: ++work_.by_three_pairs; return true;
        case Candidate::BySingle: ++work_.by_single; return true;
        case Candidate::Unproved: return false;
        }
    }
    ++work_.kept;
    return true;
}

// Whether u, preferred to v's partner x by the generation order, can be v's opponent in an
// optimal matching of the last solve: not when the pair is not tight under its duals
// (complementary slackness); yes when v takes u and x takes u's partner y (directly, or
// through a third pair), or x is left single in u's place, at the same total weight, which
// makes that exchange in `mate`. A tight pair that no such exchange shows is left unproved.
BracketPairer::Candidate BracketPairer::takeIfProved(int v, int u, std::vector<int>& mate) const {
    if (!pairable(v, u) || !last_proof_.tight(v, u)) return Candidate::RuledOut;
    const int x = mate[v], y = mate[u];
    // u is left single: the bye, when the solve was over every player left. x may take his
    // place if that weighs the same (the weights hold completion and the bye's criteria, C4,
    // C5, C9, and a single player brings no pair). A solve over the bracket and the next
    // group leaves floaters single, whom the players below must absorb: not weighed there.
    if (y < 0) {
        if (!last_proof_.whole || !last_proof_.sameWeight({{v, u}}, {{v, x}})) return Candidate::Unproved;
        mate[v] = u, mate[u] = v, mate[x] = -1;
        return Candidate::BySingle;
    }
    if (pairable(x, y) && last_proof_.sameWeight({{v, u}, {x, y}}, {{v, x}, {u, y}})) {
        mate[v] = u, mate[u] = v, mate[x] = y, mate[y] = x;  // as heavy: still optimal
        return Candidate::ByTwoPairs;
    }
    return exchangeThroughAThirdPair(v, u, mate) ? Candidate::ByThreePairs : Candidate::Unproved;
}

// When v's partner x cannot simply take u's partner y (they met before, or the weight would
// change), a third pair (z, w) of the last solve may close the exchange: v-u, y-z, w-x. If
// those three pairs weigh what v-x, u-y and z-w weighed, the matching is optimal still. The
// pairs y-z and w-x must be tight under the last solve's duals, or no optimal matching holds
// them, so only those are weighed.
bool BracketPairer::exchangeThroughAThirdPair(int v, int u, std::vector<int>& mate) const {
    const int x = mate[v], y = mate[u];
    for (int z : last_proof_.vertices) {
        const int w = mate[z];
        if (fixed_[z] || w < 0 || z == v || z == u || z == x || z == y || w == v || w == u || w == x || w == y)
            continue;
        if (!pairable(y, z) || !pairable(w, x) || !last_proof_.tight(y, z) || !last_proof_.tight(w, x)) continue;
        if (!last_proof_.sameWeight({{v, x}, {u, y}, {z, w}}, {{v, u}, {y, z}, {w, x}})) continue;
        mate[v] = u, mate[u] = v, mate[y] = z, mate[z] = y, mate[w] = x, mate[x] = w;
        return true;
    }
    return false;
}

// How many S2 players (remainder position s1_size or later) the matching pairs as the higher
// of a remainder pair: the exchanges between S1 and S2 (4.3).
int BracketPairer::exchangesMade(const std::vector<int>& remainder, const std::vector<int>& mate, int s1_size) const {
    int made = 0;
    for (int k = s1_size; k < static_cast<int>(remainder.size()); ++k) {
        const int v = remainder[k];
        if (!fixed_[v] && leadsAPairHere(v, mate)) ++made;
    }
    return made;
}

// After a bracket: its unpaired players move down (1.4.1), and whether C9 is active in the
// next bracket (the bye falls in it and it is expected to pair internally).
void BracketPairer::closeBracket(const std::vector<int>& remainder, const std::vector<int>& mate, bool natural,
                                 BracketPairing& result, BracketReport& report) {
    // Players who float out of one remainder are never paired together later (the reference
    // program rules such pairs out once the remainder is settled).
    std::vector<int> floating;
    for (int v : remainder)
        if (!fixed_[v]) floating.push_back(v);
    for (int a : floating)
        for (int c : floating)
            if (a < c) forbid(a, c);
    std::vector<int> moving;
    for (int v : mdps_)
        if (!fixed_[v]) moving.push_back(v);
    for (int v = group_begin_; v < group_end_; ++v)
        if (!fixed_[v]) moving.push_back(v);
    for (int v : moving) report.floaters.push_back(player(v).start_no);
    result.brackets.push_back(report);

    // C.04.3 C9 (dutch-2026.md 3.8): active in the next bracket when the bye's score is at least
    // its residents' (the bye may fall to a player moved down into it, not only to a resident)
    // and none of its players is matched below it: the bracket pairs internally and its single
    // leftover takes the bye.
    const long long next_score = group_end_ < n_ ? score_[group_end_] : 0;
    single_downfloater_is_bye_ = odd_ && group_end_ < n_ && bye_score_ >= next_score;
    if (single_downfloater_is_bye_) {
        auto matchedBelow = [&](int v) { return mate[v] >= 0 && score_[mate[v]] < next_score; };
        for (int v : moving)
            if (matchedBelow(v)) single_downfloater_is_bye_ = false;
        for (int v = group_end_; v < next_end_; ++v)
            if (matchedBelow(v)) single_downfloater_is_bye_ = false;
    }
    mdps_ = moving;
    last_mate_ = natural ? std::vector<int>{} : mate;
    // Pairs learned by this bracket's solves stay useful only between players still to pair.
    std::erase_if(learned_, [&](const std::pair<int, int>& pair) { return fixed_[pair.first] || fixed_[pair.second]; });
}

void BracketPairer::pairBracket(BracketPairing& result) {
    BracketReport report = openBracket();
    std::vector<int> mate(n_, -1), remainder;
    const bool natural = pairNaturally(result, report);
    if (natural) {
        remainder = unfixedResidents();
    } else {
        bool predicted = false;
        mate = pairMovedDown(result, report, predicted);
        remainder = unfixedResidents();
        pairRemainder(remainder, mate, predicted, result, report);
    }
    closeBracket(remainder, mate, natural, result, report);
}

BracketPairing BracketPairer::run() {
    BracketPairing result;
    if (n_ == 0) return result;
    odd_ = n_ % 2 == 1;
    settleByeScore();
    for (group_begin_ = 0; group_begin_ < n_; group_begin_ = group_end_) pairBracket(result);
    if (mdps_.size() > 1) throw PairingError("the last bracket could not be completed");
    if (mdps_.size() == 1) result.bye = order_[mdps_[0]];
    result.work = work_;
    return result;
}

}  // namespace

BracketPairing pairBrackets(const DutchRound& round, const BracketMethods& methods) {
    return BracketPairer(round, methods).run();
}

}  // namespace tourney::dutch
