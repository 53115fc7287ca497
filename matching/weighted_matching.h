// Maximum-weight matching on a general graph: the primal-dual blossom method of Edmonds in
// Galil's O(n^3) formulation ("Efficient algorithms for finding maximum matching in graphs",
// ACM Computing Surveys 1986). Weights are any unsigned integer type with +, -, <, == and
// halve(); the Dutch engine uses WideUint so that one weight can hold every pairing criterion.
//
// Why this algorithm: the FIDE Dutch rules rank whole round pairings lexicographically by
// criteria C4..C21. Written as bit fields of one number per pair, the best round pairing is the
// matching of greatest total weight, and only an exact maximum-weight matching finds it.
//
// Duals stay integral: vertex duals start at the largest weight, every change is a slack or
// half the slack of an edge between two outer vertices, which is even for integer weights.
#pragma once

#include <algorithm>
#include <bit>
#include <span>
#include <vector>

namespace tourney::matching {

template <class W>
struct WeightedEdge {
    int u = 0, v = 0;
    W weight;
};

template <class W>
class MaximumWeightMatching {
public:
    MaximumWeightMatching(int vertices, std::vector<WeightedEdge<W>> edges) : n_(vertices), edges_(std::move(edges)) {}

    // mate[v] = the vertex matched with v, or -1.
    std::vector<int> solve() {
        setUp();
        return run();
    }

    // The same optimum, started from an earlier solve of a similar graph (warmState()): its
    // matching and vertex duals, for the same vertices, here with other edges or weights. The
    // duals are raised wherever a pair would be underpriced, matched pairs that are no longer
    // tight are undone, and the stages then run from the players left single with a positive
    // dual only, so a few changed pairs cost a few stages instead of one per pair matched.
    // Free vertices need not share one dual here: a stage grows trees from the free vertices
    // whose dual is positive, augments into a free vertex of dual zero as into another root,
    // and, when the dual of a matched outer vertex reaches zero, passes its root's freedom to
    // it along the tree path (both keep complementary slackness). It ends when no free vertex
    // has a positive dual, which is the optimality condition of the maximum-weight matching.
    std::vector<int> solveFrom(const std::vector<int>& mate_hint, std::vector<W> dual_hint) {
        setUp();
        warm_ = true;
        for (int v = 0; v < n_; ++v) dual_[v] = dual_hint[v];
        raiseNewcomers(mate_hint);
        for (int k = 0; k < static_cast<int>(edges_.size()); ++k) {
            const int u = edges_[k].u, v = edges_[k].v;
            W covered = dual_[u] + dual_[v];
            if (!(covered < twice_[k])) continue;
            const int raised = mate_hint[v] < 0 && mate_hint[u] >= 0 ? v : u;  // spare a matched pair
            dual_[raised] += twice_[k] - covered;
        }
        for (int v = 0; v < n_; ++v) {
            const int u = mate_hint[v];
            if (u <= v) continue;
            for (const auto [p, w] : neighbourEnds(v))
                if (w == u && slack(p / 2).isZero() && mate_[v] < 0 && mate_[u] < 0) {
                    mate_[v] = p;
                    mate_[u] = p ^ 1;
                }
        }
        // Halving a slack between two outer vertices must be exact: outer vertices take their
        // parity from their root through tight pairs, so every root gets an even dual (raising
        // a single vertex's dual keeps every pair priced).
        for (int v = 0; v < n_; ++v)
            if (mate_[v] < 0 && !(halfOf(dual_[v]) + halfOf(dual_[v]) == dual_[v])) dual_[v] += W(1);
        return run();
    }

    // After solve(): the matching (mate by vertex) and each vertex's dual with the duals of the
    // blossoms around it added in, the start for solveFrom() on a similar graph.
    void warmState(std::vector<int>& mate, std::vector<W>& duals) const {
        mate.assign(n_, -1);
        duals.assign(n_, W{});
        // The blossoms' duals are summed from the outermost in, once per blossom: nests
        // thousands deep would cost a walk up the whole chain from every vertex.
        std::vector<W> around(2 * n_);  // by blossom: its dual and those of the blossoms holding it
        std::vector<int> pending;
        for (int b = n_; b < 2 * n_; ++b)
            if (blossomBase_[b] >= 0 && blossomParent_[b] == -1) pending.push_back(b);
        while (!pending.empty()) {
            const int b = pending.back();
            pending.pop_back();
            around[b] += dual_[b];
            for (int child : blossomChildren_[b]) {
                around[child] = around[b];
                if (child >= n_) pending.push_back(child);
            }
        }
        for (int v = 0; v < n_; ++v) {
            if (mate_[v] >= 0) mate[v] = endpoint_[mate_[v]];
            duals[v] = dual_[v];
            duals[v] += around[v];
        }
    }

    // After solve(): whether the pair (u, v) of the given weight, not among the edges, would
    // leave the duals feasible (2 * weight <= dual u + dual v + 2 * the duals of the blossoms
    // holding both). If every absent pair does, the matching is optimal for the graph with
    // all of them too (linear-programming duality), so a sparse graph can stand for a dense one.
    bool dualsCover(int u, int v, const W& weight) { return shortfall(u, v, weight + weight).isZero(); }

    // By how much the duals fall short of twice a pair's weight; zero when they cover it.
    W shortfall(int u, int v, const W& twice) {
        if (!(dual_[u] + dual_[v] < twice)) return W{};  // the blossoms' duals only add to it
        const W offered = covered(u, v);
        return offered < twice ? twice - offered : W{};
    }

    // After a solve: whether the duals prove the matching optimal on the edges given (every
    // edge priced, every matched edge tight, every single vertex at dual zero). A warm start
    // is checked so before it is trusted.
    bool certifiesOptimum() {
        for (int v = 0; v < n_; ++v)
            if (mate_[v] < 0 && !dual_[v].isZero()) return false;
        for (int k = 0; k < static_cast<int>(edges_.size()); ++k) {
            const bool matched = mate_[edges_[k].u] == 2 * k + 1;
            if (!matched && dualsCover(edges_[k].u, edges_[k].v, edges_[k].weight)) continue;
            if (!matched || !(covered(edges_[k].u, edges_[k].v) == twice_[k])) return false;
        }
        return true;
    }

    // Galil's stages as written: each ends at its first augmentation and the next grows every
    // tree again. By default a stage keeps the trees that the augmentation did not touch and
    // goes on (dissolveTree), so a solve that starts with most vertices single costs about as
    // much as one stage, not one stage per pair; this is the reference it falls back on.
    void oneAugmentationPerStage() { oneAugmentationPerStage_ = true; }

    const W& vertexDual(int v) const { return dual_[v]; }
    // The outermost blossom holding v (v itself when it is in none), and twice its dual: what
    // the blossom adds to the cover of every pair inside it.
    int outermostBlossom(int v) const { return inBlossom(v); }
    W blossomShare(int b) const {
        if (b < n_) return W{};
        W twice = dual_[b];
        twice += dual_[b];
        return twice;
    }

    // dual u + dual v + twice the duals of the blossoms holding both. Each blossom keeps twice
    // the duals of itself and the blossoms around it (reach_), and the span of its vertices in
    // a walk of the nest (so whether it holds a vertex is two comparisons). The innermost
    // blossom holding both is most often the innermost of one of them: nests that grow a few
    // vertices at a time are thousands deep in large score groups. Otherwise it is found by
    // climbing from u's innermost blossom in jumps of powers of two.
    W covered(int u, int v) {
        prepareCover();
        W sum = dual_[u] + dual_[v];
        int a = blossomParent_[u];
        const int b = blossomParent_[v];
        if (a == -1 || b == -1) return sum;
        if (!holds(a, v)) {
            if (holds(b, u)) {
                a = b;
            } else {
                for (int level = static_cast<int>(ancestor_.size()) - 1; level >= 0; --level) {
                    const int up = ancestor_[level][a - n_];
                    if (up != -1 && !holds(up, v)) a = up;
                }
                a = blossomParent_[a];
                if (a == -1) return sum;
            }
        }
        sum += reach_[a];
        return sum;
    }

    // Builds covered()'s tables; after it, covered() only reads, so threads may share it.
    void prepareCover() {
        if (spanBegin_.empty()) walkNests();
    }

    // After prepareCover(), the pieces of covered() for a caller that prices many pairs of one
    // vertex: its innermost blossom (-1 when in none), whether a blossom holds a vertex, and
    // twice the duals of a blossom and the blossoms around it.
    int innermostBlossom(int v) const { return blossomParent_[v]; }
    bool holds(int blossom, int vertex) const {
        return spanBegin_[blossom] <= spanBegin_[vertex] && spanBegin_[vertex] < spanEnd_[blossom];
    }
    const W& reach(int blossom) const { return reach_[blossom]; }

private:
    std::vector<W> reach_;                    // by blossom: twice the duals of it and of those holding it
    std::vector<int> spanBegin_, spanEnd_;    // by vertex or blossom: its place in the walk, and past it
    std::vector<std::vector<int>> ancestor_;  // [level][blossom - n]: the blossom 2^level levels out, or -1

    // One walk of every top blossom, depth first: the spans, reach_, and the jumps outward.
    void walkNests() {
        spanBegin_.assign(2 * n_, 0);
        spanEnd_.assign(2 * n_, 0);
        reach_.assign(2 * n_, W{});
        std::vector<int> depth(2 * n_, 0), order;
        int clock = 0, deepest = 0;
        std::vector<std::pair<int, std::size_t>> stack;  // blossom, next child
        for (int top = n_; top < 2 * n_; ++top) {
            if (blossomBase_[top] < 0 || blossomParent_[top] != -1) continue;
            reach_[top] = dual_[top];
            reach_[top] += dual_[top];
            spanBegin_[top] = clock;
            order.push_back(top);
            stack.emplace_back(top, 0);
            while (!stack.empty()) {
                auto& [b, next] = stack.back();
                if (next == blossomChildren_[b].size()) {
                    spanEnd_[b] = clock;
                    stack.pop_back();
                    continue;
                }
                const int child = blossomChildren_[b][next++];
                if (child < n_) {
                    spanBegin_[child] = clock++;
                    continue;
                }
                reach_[child] = reach_[b];
                reach_[child] += dual_[child];
                reach_[child] += dual_[child];
                depth[child] = depth[b] + 1;
                deepest = std::max(deepest, depth[child]);
                spanBegin_[child] = clock;
                order.push_back(child);
                stack.emplace_back(child, 0);
            }
        }
        for (int v = 0; v < n_; ++v)
            if (blossomParent_[v] == -1) spanBegin_[v] = clock++;
        ancestor_.assign(std::bit_width(static_cast<unsigned>(deepest)), std::vector<int>(n_, -1));
        for (int b : order) {  // outer blossoms first, so each jump reads jumps already made
            if (ancestor_.empty()) break;
            ancestor_[0][b - n_] = blossomParent_[b];
            for (std::size_t level = 1; level < ancestor_.size(); ++level) {
                const int half = ancestor_[level - 1][b - n_];
                ancestor_[level][b - n_] = half == -1 ? -1 : ancestor_[level - 1][half - n_];
            }
        }
    }

    // A pair of two players the hint leaves single (most often players the earlier solve did
    // not see) is priced by raising both ends by half its shortfall, each end by the most any
    // of its pairs asks: a fresh player's dual then starts at about his heaviest pair's
    // weight, as in a cold start, not at twice that on one end and nothing on the other
    // (which roots trees that take many dual changes to come down).
    void raiseNewcomers(const std::vector<int>& mate_hint) {
        std::vector<W> raise(n_);
        for (int k = 0; k < static_cast<int>(edges_.size()); ++k) {
            const int u = edges_[k].u, v = edges_[k].v;
            if (mate_hint[u] >= 0 || mate_hint[v] >= 0) continue;
            const W covered = dual_[u] + dual_[v];
            if (!(covered < twice_[k])) continue;
            W half = twice_[k] - covered;
            half += W(1);
            half.halve();
            if (raise[u] < half) raise[u] = half;
            if (raise[v] < half) raise[v] = half;
        }
        for (int v = 0; v < n_; ++v) dual_[v] += raise[v];
    }

    bool warm_ = false;  // started by solveFrom(): free vertices may hold different duals

    std::vector<int> run() {
        for (int stage = 0; stage < n_; ++stage) {
            if (!runStage()) break;
        }
        std::vector<int> result(n_, -1);
        for (int v = 0; v < n_; ++v)
            if (mate_[v] >= 0) result[v] = endpoint_[mate_[v]];
        return result;
    }

    // Labels of top-level blossoms: free, outer (S) and inner (T). Bit 4 marks scanned paths.
    static constexpr int kFree = 0, kOuter = 1, kInner = 2, kBreadcrumb = 4;

    int n_;
    std::vector<WeightedEdge<W>> edges_;
    std::vector<int> endpoint_;  // endpoint_[2k], endpoint_[2k+1]: ends of edge k
    // Per vertex, the remote endpoints of its edges in edge order, each with its vertex, all in
    // one array (neighbourEnds(v)): one allocation per solve instead of one per vertex, the scans
    // of neighbouring vertices read neighbouring memory, and the far vertex comes with the
    // endpoint instead of from a second, scattered read (endpoint_).
    struct Neighbour {
        int end, vertex;
    };
    std::vector<int> neighbourStart_;
    std::vector<Neighbour> neighbourList_;
    std::span<const Neighbour> neighbourEnds(int v) const {
        return {neighbourList_.data() + neighbourStart_[v], neighbourList_.data() + neighbourStart_[v + 1]};
    }
    std::vector<int> mate_;  // remote endpoint of the matched edge, or -1
    std::vector<int> label_, labelEnd_;
    // Which top-level blossom holds a vertex goes through a group: group_[v] names it and
    // top_[group] is the top blossom (or the vertex itself). A new blossom takes over the group
    // of its largest child and moves only the other children's vertices into it; an expanded
    // blossom gives the group back to that child. Nests that grow a few vertices at a time
    // (thousands deep in large score groups) then relabel the newcomers, not the whole nest.
    std::vector<int> group_, top_, groupOf_, owner_, size_, freeGroups_;
    int inBlossom(int v) const { return top_[group_[v]]; }
    std::vector<int> blossomParent_, blossomBase_;
    // The blossoms that are top-level (not the vertices), in no order, and each one's place in
    // that list (-1 when not top-level): a dual change visits these, not every blossom slot
    // (2n of them, most of them unused or deep in a nest).
    std::vector<int> topBlossoms_, topSlot_;
    void becomeTop(int b) {
        if (b < n_) return;
        topSlot_[b] = static_cast<int>(topBlossoms_.size());
        topBlossoms_.push_back(b);
    }
    void leaveTop(int b) {
        if (b < n_ || topSlot_[b] < 0) return;
        const int last = topBlossoms_.back();
        topBlossoms_[topSlot_[b]] = last;
        topSlot_[last] = topSlot_[b];
        topBlossoms_.pop_back();
        topSlot_[b] = -1;
    }
    std::vector<std::vector<int>> blossomChildren_, blossomEndpoints_;
    std::vector<int> bestEdge_;
    // Each outer blossom's pairs to the other outer blossoms, as a heap by key: the pair's
    // slack plus twice the stage's dual change so far (changed_) when it was keyed. While both
    // ends stay outer a key holds (each dual change takes delta off both ends); an end that is
    // not outer for a while only gains slack, so a key never overstates one, and the top, once
    // its key is brought up to date, is the least slack. A new blossom takes over its largest
    // child's heap instead of rebuilding it: a nest thousands deep costs the pairs of each new
    // level, not those of the whole nest again (a solve of 4,915 players at round 3 of 10,000
    // went from 0.22 s to 0.08 s in the stages).
    struct BestPair {
        W key;
        int edge;
    };
    std::vector<std::vector<BestPair>> blossomBestEdges_;
    W changed_{};
    std::vector<char> hasBestEdgeList_;
    std::vector<int> unusedBlossoms_;
    std::vector<W> dual_;
    std::vector<char> allowEdge_;
    std::vector<int> queue_;
    // The forest of the stage: the root (top blossom when labelled) of each labelled top
    // blossom's tree, the tops each tree ever took in (checked against tree_ when used), the
    // vertices inside another tree's inner blossom that each tree reached, and the pairs from
    // an outer vertex to look at again (vertex, remote endpoint) after a tree was dissolved.
    std::vector<int> tree_;
    std::vector<std::vector<int>> treeTops_, treeReached_;
    std::vector<std::pair<int, int>> rescan_;
    int activeTrees_ = 0;
    bool oneAugmentationPerStage_ = false;

    std::vector<W> twice_;  // 2 * weight of each edge
    // Scratch lists of scanBlossom, addBlossom and renewBest (none calls another), kept so
    // that the stages do not allocate on every blossom.
    std::vector<int> scratchPath_, scratchMembers_;
    // The best slack seen for each bestEdge_, valid while the duals do not change.
    std::vector<W> bestSlack_;
    std::vector<unsigned> bestSlackEpoch_;
    unsigned epoch_ = 1;

    W slack(int k) const { return W::sumMinus(dual_[edges_[k].u], dual_[edges_[k].v], twice_[k]); }
    // Inlined into the scans (a call each cost more than the check); the rare renewal is not.
    [[gnu::always_inline]] const W& bestSlack(int b) {
        if (bestSlackEpoch_[b] != epoch_) renewBestSlack(b);
        return bestSlack_[b];
    }
    [[gnu::noinline]] void renewBestSlack(int b) {
        bestSlack_[b] = slack(bestEdge_[b]);
        bestSlackEpoch_[b] = epoch_;
    }
    // The pair behind endpoint p (never negative, so a shift: p / 2 costs a sign fix-up on the
    // millions of pairs scanned).
    static int pairOf(int p) { return static_cast<int>(static_cast<unsigned>(p) >> 1); }
    void setBest(int b, int k, const W& s) {
        bestEdge_[b] = k;
        bestSlack_[b] = s;
        bestSlackEpoch_[b] = epoch_;
    }

    static int wrap(int j, int size) { return ((j % size) + size) % size; }
    static W halfOf(W x) { return x.halve(); }

    void setUp() {
        const int m = static_cast<int>(edges_.size());
        endpoint_.assign(2 * m, 0);
        neighbourStart_.assign(n_ + 2, 0);
        W maxWeight{};
        twice_.resize(m);
        for (int k = 0; k < m; ++k) {
            twice_[k] = edges_[k].weight + edges_[k].weight;
            endpoint_[2 * k] = edges_[k].u;
            endpoint_[2 * k + 1] = edges_[k].v;
            ++neighbourStart_[edges_[k].u + 2];
            ++neighbourStart_[edges_[k].v + 2];
            if (maxWeight < edges_[k].weight) maxWeight = edges_[k].weight;
        }
        // Counts at v + 2, summed to the starts at v + 1, then each edge placed at its ends'
        // next free place (neighbourStart_[v + 1] runs from v's start to its end).
        for (int v = 2; v <= n_ + 1; ++v) neighbourStart_[v] += neighbourStart_[v - 1];
        neighbourList_.resize(2 * static_cast<std::size_t>(m));
        for (int k = 0; k < m; ++k) {
            neighbourList_[neighbourStart_[edges_[k].u + 1]++] = {2 * k + 1, edges_[k].v};
            neighbourList_[neighbourStart_[edges_[k].v + 1]++] = {2 * k, edges_[k].u};
        }
        mate_.assign(n_, -1);
        label_.assign(2 * n_, kFree);
        labelEnd_.assign(2 * n_, -1);
        group_.resize(n_);
        top_.assign(2 * n_, -1);
        groupOf_.assign(2 * n_, -1);
        owner_.assign(2 * n_, -1);
        size_.assign(2 * n_, 0);
        freeGroups_.clear();
        for (int g = 2 * n_ - 1; g >= n_; --g) freeGroups_.push_back(g);
        for (int v = 0; v < n_; ++v) group_[v] = top_[v] = groupOf_[v] = v, size_[v] = 1;
        blossomParent_.assign(2 * n_, -1);
        blossomChildren_.assign(2 * n_, {});
        blossomEndpoints_.assign(2 * n_, {});
        blossomBase_.assign(2 * n_, -1);
        for (int v = 0; v < n_; ++v) blossomBase_[v] = v;
        topBlossoms_.clear();
        topSlot_.assign(2 * n_, -1);
        bestEdge_.assign(2 * n_, -1);
        blossomBestEdges_.assign(2 * n_, {});
        hasBestEdgeList_.assign(2 * n_, 0);
        unusedBlossoms_.clear();
        for (int b = 2 * n_ - 1; b >= n_; --b) unusedBlossoms_.push_back(b);
        dual_.assign(2 * n_, W{});
        for (int v = 0; v < n_; ++v) dual_[v] = maxWeight;
        allowEdge_.assign(m, 0);
        tree_.assign(2 * n_, -1);
        treeTops_.assign(2 * n_, {});
        treeReached_.assign(2 * n_, {});
        bestSlack_.assign(2 * n_, W{});
        bestSlackEpoch_.assign(2 * n_, 0);
    }

    void leaves(int b, std::vector<int>& out) const {
        if (b < n_) {
            out.push_back(b);
            return;
        }
        for (int child : blossomChildren_[b]) leaves(child, out);
    }

    void assignLabel(int w, int t, int p) {
        const int b = inBlossom(w);
        label_[w] = label_[b] = t;
        labelEnd_[w] = labelEnd_[b] = p;
        bestEdge_[w] = bestEdge_[b] = -1;
        if (p < 0) ++activeTrees_;
        joinTree(b, p < 0 ? b : tree_[inBlossom(endpoint_[p])]);
        if (t == kOuter) {
            leaves(b, queue_);
        } else if (t == kInner) {
            const int base = blossomBase_[b];
            assignLabel(endpoint_[mate_[base]], kOuter, mate_[base] ^ 1);
        }
    }

    void joinTree(int b, int root) {
        tree_[b] = root;
        treeTops_[root].push_back(b);
    }

    bool isTop(int b) const { return blossomParent_[b] == -1 && (b < n_ || blossomBase_[b] >= 0); }

    // Traces back from v and w to find a new blossom's base, or -1 for an augmenting path.
    int scanBlossom(int v, int w) {
        std::vector<int>& path = scratchPath_;
        path.clear();
        int base = -1;
        while (v != -1 || w != -1) {
            int b = inBlossom(v);
            if (label_[b] & kBreadcrumb) {
                base = blossomBase_[b];
                break;
            }
            path.push_back(b);
            label_[b] = kOuter | kBreadcrumb;
            if (labelEnd_[b] == -1) {
                v = -1;
            } else {
                v = endpoint_[labelEnd_[b]];
                b = inBlossom(v);
                v = endpoint_[labelEnd_[b]];
            }
            if (w != -1) std::swap(v, w);
        }
        for (int b : path) label_[b] = kOuter;
        return base;
    }

    void addBlossom(int base, int k) {
        const int bb = inBlossom(base);
        const int b = unusedBlossoms_.back();
        unusedBlossoms_.pop_back();
        blossomBase_[b] = base;
        blossomParent_[b] = -1;
        blossomParent_[bb] = b;
        linkCycle(b, bb, k);
        for (int child : blossomChildren_[b]) leaveTop(child);
        becomeTop(b);
        label_[b] = kOuter;
        labelEnd_[b] = labelEnd_[bb];
        joinTree(b, tree_[bb]);
        dual_[b] = W{};
        regroupChildren(b);
        mergeBestPairs(b);
        bestEdge_[b] = -1;
        settleBest(b);
        hasBestEdgeList_[b] = 1;
    }

    // The children of new blossom b around its odd cycle, from its base bb's blossom through
    // the pair k and back, each with the endpoint that links it to the next.
    void linkCycle(int b, int bb, int k) {
        int v = edges_[k].u, w = edges_[k].v;
        int bv = inBlossom(v), bw = inBlossom(w);
        std::vector<int>& path = blossomChildren_[b];
        std::vector<int>& ends = blossomEndpoints_[b];
        path.clear();
        ends.clear();
        while (bv != bb) {
            blossomParent_[bv] = b;
            path.push_back(bv);
            ends.push_back(labelEnd_[bv]);
            v = endpoint_[labelEnd_[bv]];
            bv = inBlossom(v);
        }
        path.push_back(bb);
        std::reverse(path.begin(), path.end());
        std::reverse(ends.begin(), ends.end());
        ends.push_back(2 * k);
        while (bw != bb) {
            blossomParent_[bw] = b;
            path.push_back(bw);
            ends.push_back(labelEnd_[bw] ^ 1);
            w = endpoint_[labelEnd_[bw]];
            bw = inBlossom(w);
        }
    }

    // New blossom b takes over the group of its largest child; the vertices of the other
    // children are relabelled to it. The vertices of inner children turn outer: they are
    // queued to be scanned.
    void regroupChildren(int b) {
        const std::vector<int>& path = blossomChildren_[b];
        int owner = path[0];
        size_[b] = 0;
        for (int child : path) {
            size_[b] += size_[child];
            if (size_[owner] < size_[child]) owner = child;
        }
        std::vector<int>& members = scratchMembers_;
        members.clear();
        for (int child : path) {
            if (child == owner) {
                if (label_[child] == kInner) leaves(child, queue_);
                continue;
            }
            const auto from = static_cast<std::ptrdiff_t>(members.size());
            leaves(child, members);
            if (label_[child] == kInner) queue_.insert(queue_.end(), members.begin() + from, members.end());
            freeGroups_.push_back(groupOf_[child]);
        }
        const int group = groupOf_[owner];
        for (int x : members) group_[x] = group;
        top_[group] = b;
        groupOf_[b] = group;
        owner_[b] = owner;
    }

    // New blossom b's pairs to other outer blossoms, least slack first (BestPair): the child
    // with the largest heap hands it over whole and the other children's pairs join it.
    void mergeBestPairs(int b) {
        const std::vector<int>& path = blossomChildren_[b];
        int heir = -1;
        for (int child : path)
            if (hasBestEdgeList_[child] &&
                (heir < 0 || blossomBestEdges_[heir].size() < blossomBestEdges_[child].size()))
                heir = child;
        std::vector<BestPair>& heap = blossomBestEdges_[b];
        heap.clear();
        if (heir >= 0) heap.swap(blossomBestEdges_[heir]);
        for (int child : path) {
            if (child == heir) {
                // its heap is b's already
            } else if (hasBestEdgeList_[child]) {
                for (const BestPair& entry : blossomBestEdges_[child]) pushBest(heap, entry);  // keys still hold
            } else {
                std::vector<int>& childLeaves = scratchMembers_;
                childLeaves.clear();
                leaves(child, childLeaves);
                for (int x : childLeaves)
                    for (const auto [p, w] : neighbourEnds(x)) {
                        const int far = inBlossom(w);
                        if (far != b && label_[far] == kOuter)
                            pushBest(heap, {slack(p / 2) + changed_ + changed_, p / 2});
                    }
            }
            blossomBestEdges_[child].clear();
            hasBestEdgeList_[child] = 0;
            bestEdge_[child] = -1;
        }
    }

    // The heap's order: least key first, then lowest pair, so that ties go the same way on
    // every run.
    static bool laterBest(const BestPair& x, const BestPair& y) {
        if (y.key < x.key) return true;
        return x.key == y.key && y.edge < x.edge;
    }
    void pushBest(std::vector<BestPair>& heap, const BestPair& entry) {
        heap.push_back(entry);
        std::push_heap(heap.begin(), heap.end(), laterBest);
    }
    // Drops the pairs at the top of blossom b's heap that no longer reach another outer
    // blossom, brings up to date a key that understates its pair's slack, and makes the top
    // b's best pair. The top whose key holds stays where it is.
    void settleBest(int b) {
        std::vector<BestPair>& heap = blossomBestEdges_[b];
        while (!heap.empty()) {
            const int e = heap.front().edge;
            const int bu = inBlossom(edges_[e].u), bv = inBlossom(edges_[e].v);
            const int far = bu == b ? bv : bu;
            const bool gone = far == b || (bu != b && bv != b) || label_[far] != kOuter;
            W s{}, key{};
            if (!gone) {
                s = slack(e);
                key = s + changed_ + changed_;
                if (!(heap.front().key < key)) {
                    setBest(b, e, s);
                    return;
                }
            }
            std::pop_heap(heap.begin(), heap.end(), laterBest);
            if (gone) {
                heap.pop_back();
            } else {
                heap.back().key = key;
                std::push_heap(heap.begin(), heap.end(), laterBest);
            }
        }
    }

    void expandBlossom(int b, bool endStage) {
        for (int s : blossomChildren_[b]) {
            blossomParent_[s] = -1;
            becomeTop(s);
            if (s == owner_[b]) {  // it takes its group back, its vertices with it
                groupOf_[s] = groupOf_[b];
            } else {
                groupOf_[s] = freeGroups_.back();
                freeGroups_.pop_back();
                std::vector<int> members;
                leaves(s, members);
                for (int x : members) group_[x] = groupOf_[s];
            }
            top_[groupOf_[s]] = s;
            if (s >= n_ && endStage && dual_[s].isZero()) expandBlossom(s, endStage);
        }
        groupOf_[b] = owner_[b] = -1;
        if (!endStage && label_[b] == kInner) {
            std::vector<int>& children = blossomChildren_[b];
            std::vector<int>& ends = blossomEndpoints_[b];
            const int size = static_cast<int>(children.size());
            const int entryChild = inBlossom(endpoint_[labelEnd_[b] ^ 1]);
            int j = static_cast<int>(std::find(children.begin(), children.end(), entryChild) - children.begin());
            int jStep, endTrick;
            if (j & 1) {
                j -= size;
                jStep = 1;
                endTrick = 0;
            } else {
                jStep = -1;
                endTrick = 1;
            }
            int p = labelEnd_[b];
            while (j != 0) {
                label_[endpoint_[p ^ 1]] = kFree;
                label_[endpoint_[ends[wrap(j - endTrick, size)] ^ endTrick ^ 1]] = kFree;
                assignLabel(endpoint_[p ^ 1], kInner, p);
                allowEdge_[ends[wrap(j - endTrick, size)] / 2] = 1;
                j += jStep;
                p = ends[wrap(j - endTrick, size)] ^ endTrick;
                allowEdge_[p / 2] = 1;
                j += jStep;
            }
            int bv = children[wrap(j, size)];
            label_[endpoint_[p ^ 1]] = label_[bv] = kInner;
            labelEnd_[endpoint_[p ^ 1]] = labelEnd_[bv] = p;
            bestEdge_[bv] = -1;
            joinTree(bv, tree_[inBlossom(endpoint_[p])]);
            j += jStep;
            while (children[wrap(j, size)] != entryChild) {
                bv = children[wrap(j, size)];
                if (label_[bv] == kOuter) {
                    j += jStep;
                    continue;
                }
                std::vector<int> members;
                leaves(bv, members);
                int labelled = -1;
                for (int x : members)
                    if (label_[x] != kFree) {
                        labelled = x;
                        break;
                    }
                if (labelled != -1) {
                    label_[labelled] = kFree;
                    label_[endpoint_[mate_[blossomBase_[bv]]]] = kFree;
                    assignLabel(labelled, kInner, labelEnd_[labelled]);
                }
                j += jStep;
            }
        }
        retire(b);
    }

    // An expanded blossom's slot, cleared for the next new blossom.
    void retire(int b) {
        label_[b] = labelEnd_[b] = -1;
        blossomChildren_[b].clear();
        blossomEndpoints_[b].clear();
        blossomBase_[b] = -1;
        blossomBestEdges_[b].clear();
        hasBestEdgeList_[b] = 0;
        bestEdge_[b] = -1;
        unusedBlossoms_.push_back(b);
        leaveTop(b);
    }

    // Swaps matched and unmatched edges on the even path from v to blossom b's base.
    void augmentBlossom(int b, int v) {
        int t = v;
        while (blossomParent_[t] != b) t = blossomParent_[t];
        if (t >= n_) augmentBlossom(t, v);
        std::vector<int>& children = blossomChildren_[b];
        std::vector<int>& ends = blossomEndpoints_[b];
        const int size = static_cast<int>(children.size());
        const int i = static_cast<int>(std::find(children.begin(), children.end(), t) - children.begin());
        int j = i, jStep, endTrick;
        if (i & 1) {
            j -= size;
            jStep = 1;
            endTrick = 0;
        } else {
            jStep = -1;
            endTrick = 1;
        }
        while (j != 0) {
            j += jStep;
            t = children[wrap(j, size)];
            const int p = ends[wrap(j - endTrick, size)] ^ endTrick;
            if (t >= n_) augmentBlossom(t, endpoint_[p]);
            j += jStep;
            t = children[wrap(j, size)];
            if (t >= n_) augmentBlossom(t, endpoint_[p ^ 1]);
            mate_[endpoint_[p]] = p ^ 1;
            mate_[endpoint_[p ^ 1]] = p;
        }
        std::rotate(children.begin(), children.begin() + i, children.end());
        std::rotate(ends.begin(), ends.begin() + i, ends.end());
        blossomBase_[b] = blossomBase_[children[0]];
    }

    // Matches s to the remote endpoint p (or leaves it single, p = -1) and flips the tree path
    // from s up to its root.
    void rematchAlongTree(int s, int p) {
        while (true) {
            const int bs = inBlossom(s);
            if (bs >= n_) augmentBlossom(bs, s);
            mate_[s] = p;
            if (labelEnd_[bs] == -1) break;
            const int t = endpoint_[labelEnd_[bs]];
            const int bt = inBlossom(t);
            s = endpoint_[labelEnd_[bt]];
            const int j = endpoint_[labelEnd_[bt] ^ 1];
            if (bt >= n_) augmentBlossom(bt, j);
            mate_[j] = labelEnd_[bt];
            p = labelEnd_[bt] ^ 1;
        }
    }

    void augmentMatching(int k) {
        rematchAlongTree(edges_[k].u, 2 * k + 1);
        rematchAlongTree(edges_[k].v, 2 * k);
    }

    // Clears the labels, trees and best edges of the last stage.
    void resetStage() {
        changed_ = W{};
        std::fill(label_.begin(), label_.end(), kFree);
        std::fill(bestEdge_.begin(), bestEdge_.end(), -1);
        for (int b = n_; b < 2 * n_; ++b) {
            blossomBestEdges_[b].clear();
            hasBestEdgeList_[b] = 0;
        }
        std::fill(allowEdge_.begin(), allowEdge_.end(), 0);
        std::fill(labelEnd_.begin(), labelEnd_.end(), -1);
        queue_.clear();
        std::fill(tree_.begin(), tree_.end(), -1);
        for (int b = 0; b < 2 * n_; ++b) treeTops_[b].clear(), treeReached_[b].clear();
        rescan_.clear();
        activeTrees_ = 0;
    }

    // Every single vertex roots a tree (warm: only those whose dual is positive). False when
    // there is none, which ends the solve.
    bool labelRoots() {
        bool roots = false;
        for (int v = 0; v < n_; ++v)
            if (mate_[v] == -1 && label_[inBlossom(v)] == kFree && !(warm_ && dual_[v].isZero())) {
                assignLabel(v, kOuter, -1);
                roots = true;
            }
        return roots;
    }

    // Looks at the pair behind endpoint p from the outer vertex v: grows the tree, makes a
    // blossom or augments along a tight pair, or remembers the pair's slack for the dual
    // change. True when the matching was augmented. Most pairs scanned are not tight: that
    // path is inlined into the scan loops, and only a tight pair calls scanTight (the call's
    // saving of registers was about 3 % of round 9 of 10,000's instructions).
    [[gnu::always_inline]] bool scanEdge(int v, int p, int w) {  // w = endpoint_[p]
        const int k = pairOf(p);
        if (group_[v] == group_[w]) return false;  // one top blossom holds both
        if (!allowEdge_[k]) {
            const W kSlack = W::sumMinus(dual_[v], dual_[w], twice_[k]);  // slack(k), without reading the edge
            if (!kSlack.isZero()) {
                if (label_[inBlossom(w)] == kOuter) {
                    const int b = inBlossom(v);
                    if (bestEdge_[b] == -1 || kSlack < bestSlack(b)) setBest(b, k, kSlack);
                } else if (label_[w] == kFree) {
                    if (bestEdge_[w] == -1 || kSlack < bestSlack(w)) setBest(w, k, kSlack);
                }
                return false;
            }
            allowEdge_[k] = 1;
        }
        return scanTight(v, p);
    }
    [[gnu::noinline]] bool scanTight(int v, int p) {
        const int k = p / 2;
        const int w = endpoint_[p];
        if (label_[inBlossom(w)] == kFree && mate_[blossomBase_[inBlossom(w)]] == -1) {
            augmentAndDissolve(k);  // warm start: a single vertex of dual zero
            return true;
        } else if (label_[inBlossom(w)] == kFree) {
            assignLabel(w, kInner, p ^ 1);
        } else if (label_[inBlossom(w)] == kOuter) {
            const int base = scanBlossom(v, w);
            if (base < 0) {
                augmentAndDissolve(k);
                return true;
            }
            addBlossom(base, k);
        } else if (label_[w] == kFree) {
            label_[w] = kInner;
            labelEnd_[w] = p ^ 1;
            treeReached_[tree_[inBlossom(v)]].push_back(w);
        }
        return false;
    }

    // Grows the trees along tight pairs from every queued outer vertex and every pair to look
    // at again; true when it augmented. With one augmentation per stage it stops there.
    bool growTrees() {
        bool augmented = false;
        while (!queue_.empty() || !rescan_.empty()) {
            if (!rescan_.empty()) {
                const auto [v, p] = rescan_.back();
                rescan_.pop_back();
                if (label_[inBlossom(v)] == kOuter && scanEdge(v, p, endpoint_[p])) augmented = true;
            } else {
                const int v = queue_.back();
                queue_.pop_back();
                if (label_[inBlossom(v)] != kOuter) continue;  // its tree was dissolved
                // Only an augmentation takes a tree apart (a new blossom stays outer), so v's
                // label is read again only after one.
                for (const auto [p, w] : neighbourEnds(v)) {
                    if (!scanEdge(v, p, w)) continue;
                    augmented = true;
                    if (oneAugmentationPerStage_) return true;
                    if (label_[inBlossom(v)] != kOuter) break;
                }
            }
            if (augmented && oneAugmentationPerStage_) return true;
        }
        return augmented;
    }

    // Augments along pair k and, unless the stage ends with it, takes the trees of both ends
    // apart: the other trees stay as they are, so the stage goes on without growing them anew.
    void augmentAndDissolve(int k) {
        const int bu = inBlossom(edges_[k].u), bv = inBlossom(edges_[k].v);
        const int one = label_[bu] == kFree ? -1 : tree_[bu], other = label_[bv] == kFree ? -1 : tree_[bv];
        augmentMatching(k);
        if (oneAugmentationPerStage_) return;
        if (one >= 0) dissolveTree(one);
        if (other >= 0 && other != one) dissolveTree(other);
    }

    // Unlabels every top blossom of the tree rooted at `root` (expanding the outer ones of dual
    // zero, as the end of a stage does), forgets what its vertices reached inside other trees'
    // inner blossoms, and queues the pairs from the remaining outer vertices to the vertices it
    // freed: what a new stage would find there, without scanning the other trees again. Best
    // pairs that pointed into the tree are renewed when the next dual change reads them.
    void dissolveTree(int root) {
        --activeTrees_;
        std::vector<int> tops, reached, freed, emptied;
        tops.swap(treeTops_[root]);
        reached.swap(treeReached_[root]);
        for (int b : tops) {
            if (tree_[b] != root || !isTop(b) || label_[b] == kFree) continue;
            if (b >= n_ && label_[b] == kOuter && dual_[b].isZero()) emptied.push_back(b);
            clearLabels(b, freed);
        }
        for (int b : emptied) expandBlossom(b, true);
        for (int w : reached) {
            const int b = inBlossom(w);
            if (b == w || label_[w] != kInner || label_[b] != kInner || labelEnd_[w] < 0) continue;
            if (label_[inBlossom(endpoint_[labelEnd_[w]])] != kFree) continue;
            label_[w] = kFree;
            labelEnd_[w] = -1;
            freed.push_back(w);
        }
        for (int x : freed) {
            bestEdge_[x] = -1;
            for (const auto [p, w] : neighbourEnds(x)) {
                allowEdge_[pairOf(p)] = 0;
                if (label_[inBlossom(w)] == kOuter) rescan_.emplace_back(w, p ^ 1);
            }
        }
    }

    void clearLabels(int b, std::vector<int>& freed) {
        label_[b] = kFree;
        labelEnd_[b] = -1;
        bestEdge_[b] = -1;
        tree_[b] = -1;
        if (b < n_) {
            freed.push_back(b);
            return;
        }
        blossomBestEdges_[b].clear();
        hasBestEdgeList_[b] = 0;
        for (int child : blossomChildren_[b]) clearLabels(child, freed);
    }

    // A best pair recorded before a tree was dissolved may no longer reach an outer blossom:
    // the pair of least slack is then found again among the vertex's (or blossom's) own pairs.
    bool endsOuter(int k, int b) const {
        const int bu = inBlossom(edges_[k].u), bv = inBlossom(edges_[k].v);
        const int far = bu == b ? bv : bu;
        return far != b && label_[far] == kOuter;
    }
    void renewBest(int b, int top) {
        bestEdge_[b] = -1;
        std::vector<int>& members = scratchMembers_;
        members.clear();
        leaves(b, members);
        for (int x : members)
            for (const auto [p, w] : neighbourEnds(x)) {
                const int far = inBlossom(w);
                if (far == top || label_[far] != kOuter) continue;
                const W s = slack(p / 2);
                if (bestEdge_[b] == -1 || s < bestSlack(b)) setBest(b, p / 2, s);
            }
    }

    // The largest safe dual change and what stops it: type 1, an outer vertex's dual reaches
    // zero; 2, a pair from an outer to a free vertex becomes tight; 3, a pair between two outer
    // blossoms does; 4, an inner blossom's dual reaches zero.
    struct DualChange {
        int type = 1, vertex = -1, edge = -1, blossom = -1;
        W delta;
    };

    // One pass over the vertices for types 1 and 2 (and 3 for the vertices that are tops) and
    // one over the top blossoms for 3 and 4 (four passes over every vertex and blossom slot
    // before: 6 % of round 9 of 10,000's instructions). Each kind keeps its least, the first in
    // index order among equals, and the kinds are then taken in turn, a later one only when
    // strictly less: the choice of four passes in index order. Renewing a best pair changes
    // only that vertex's or blossom's best, so the order of the renewals does not matter.
    DualChange chooseDualChange() {
        // Cold, the single vertices hold the least dual of all, so it is the least of any vertex.
        DualChange change, free, outer, inner;
        for (int v = 0; v < n_; ++v) {
            const int top = inBlossom(v);
            const int label = label_[top];
            if ((!warm_ || label == kOuter) && (change.vertex < 0 || dual_[v] < change.delta)) {
                change.delta = dual_[v];
                change.vertex = v;
            }
            if (bestEdge_[v] == -1 || (label != kFree && !(top == v && label == kOuter))) continue;
            if (!endsOuter(bestEdge_[v], top)) renewBest(v, top);
            if (bestEdge_[v] == -1) continue;
            W d = slack(bestEdge_[v]);
            if (label == kFree) {
                if (free.edge < 0 || d < free.delta) free.delta = d, free.edge = bestEdge_[v];
            } else {
                d.halve();
                if (outer.edge < 0 || d < outer.delta) outer.delta = d, outer.edge = bestEdge_[v], outer.vertex = v;
            }
        }
        if (free.edge >= 0 && free.delta < change.delta)
            change.delta = free.delta, change.type = 2, change.edge = free.edge;
        for (int b : topBlossoms_) {  // after every vertex in index order: a vertex wins ties
            if (label_[b] == kOuter && bestEdge_[b] != -1) {
                if (!endsOuter(bestEdge_[b], b)) renewBest(b, b);
                if (bestEdge_[b] == -1) continue;
                W d = slack(bestEdge_[b]);
                d.halve();
                if (outer.edge < 0 || d < outer.delta || (d == outer.delta && b < outer.vertex))
                    outer.delta = d, outer.edge = bestEdge_[b], outer.vertex = b;
            } else if (label_[b] == kInner && blossomBase_[b] >= 0 &&
                       (inner.blossom < 0 || dual_[b] < inner.delta ||
                        (dual_[b] == inner.delta && b < inner.blossom))) {
                inner.delta = dual_[b];
                inner.blossom = b;
            }
        }
        if (outer.edge >= 0 && outer.delta < change.delta)
            change.delta = outer.delta, change.type = 3, change.edge = outer.edge;
        if (inner.blossom >= 0 && inner.delta < change.delta)
            change.delta = inner.delta, change.type = 4, change.blossom = inner.blossom;
        return change;
    }

    void applyDualChange(const W& delta) {
        ++epoch_;  // the duals change: cached slacks expire
        changed_ += delta;
        for (int v = 0; v < n_; ++v) {
            if (label_[inBlossom(v)] == kOuter)
                dual_[v] -= delta;
            else if (label_[inBlossom(v)] == kInner)
                dual_[v] += delta;
        }
        for (int b : topBlossoms_) {
            if (label_[b] == kOuter)
                dual_[b] += delta;
            else if (label_[b] == kInner)
                dual_[b] -= delta;
        }
    }

    // One stage: grow alternating trees until an augmenting path is found (true) or the
    // duals prove the matching optimal (false).
    bool runStage() {
        resetStage();
        if (!labelRoots()) return false;
        while (activeTrees_ > 0) {
            if (growTrees() && oneAugmentationPerStage_) break;
            if (activeTrees_ == 0) break;
            const DualChange change = chooseDualChange();
            applyDualChange(change.delta);
            if (change.type == 1) {
                if (!warm_) return false;
                // A root is settled either way: its tree is taken apart (or the stage ends).
                const int root = tree_[inBlossom(change.vertex)];
                if (mate_[change.vertex] >= 0) rematchAlongTree(change.vertex, -1);
                if (oneAugmentationPerStage_) break;
                dissolveTree(root);
                continue;
            }
            if (change.type == 2) {
                allowEdge_[change.edge] = 1;
                int i = edges_[change.edge].u, j = edges_[change.edge].v;
                if (label_[inBlossom(i)] == kFree) std::swap(i, j);
                queue_.push_back(i);
            } else if (change.type == 3) {
                allowEdge_[change.edge] = 1;
                queue_.push_back(edges_[change.edge].u);
            } else {
                expandBlossom(change.blossom, false);
            }
        }
        for (int b = n_; b < 2 * n_; ++b)
            if (blossomParent_[b] == -1 && blossomBase_[b] >= 0 && label_[b] == kOuter && dual_[b].isZero())
                expandBlossom(b, true);
        return true;
    }
};

// Maximum-weight matching of a dense graph, solved on a sparse part of it. `weight(a, c)`
// (a < c) gives every pair's weight and `allowed(a, c)` whether it may be matched at all; the
// solve starts from the `seed` pairs. The duals of each solve then price every pair left out:
// one they underprice could improve the matching, so it is added and the graph solved again.
// When none is underpriced the matching is optimal for the dense graph as well (dualsCover).
// Brackets of hundreds of players need only a few dozen of their pairs per player this way.
//
// Finding the underpriced pairs is the caller's choice (`Underpriced`): by default every pair
// is priced one by one; a caller that knows which players weigh alike can bound a whole group
// of pairs at once and price one by one only where the bound fails (pairing/dutch_brackets.cpp).
// After solve(), the final duals stay readable: a pair that is not tight under them is in no
// optimal matching (complementary slackness), which lets a caller rule out choices unsolved.
template <class W>
struct MatchingState {
    std::vector<int> mate;
    std::vector<W> duals;
};

// A pair that the duals of a sparse solve leave underpriced, and by how much: twice its weight
// less what the duals offer. The most underpriced pairs are added first.
template <class W>
struct UnderpricedPair {
    int a, c;
    W shortfall;
};

template <class W>
class SeededMatching {
public:
    explicit SeededMatching(int count)
        : count_(count), chosen_(static_cast<std::size_t>(count) * count, false), matching_(count, {}) {}

    bool chosen(int a, int c) const { return chosen_[static_cast<std::size_t>(a) * count_ + c]; }
    // The sparse graphs the last solve() solved before its duals priced every pair.
    int passes() const { return passes_; }

    // The final matching's duals, for pricing: a vertex's own dual; the outermost blossom
    // holding it and what that blossom adds to the pairs inside it (so that vertex duals plus
    // that share bound a pair's cover from below); and the exact cover of a pair: the duals of
    // a and c plus twice the duals of the blossoms holding both (compare with twice the weight).
    const W& vertexDual(int v) const { return matching_.vertexDual(v); }
    int outermostBlossom(int v) const { return matching_.outermostBlossom(v); }
    W blossomShare(int b) const { return matching_.blossomShare(b); }
    W covered(int a, int c) { return matching_.covered(a, c); }
    void prepareCover() { matching_.prepareCover(); }
    int innermostBlossom(int v) const { return matching_.innermostBlossom(v); }
    bool holds(int blossom, int v) const { return matching_.holds(blossom, v); }
    const W& reach(int blossom) const { return matching_.reach(blossom); }
    // Appends (a, c) to `out` when the duals offer less than twice its weight.
    void priceExactly(int a, int c, const W& twice, std::vector<UnderpricedPair<W>>& out) {
        if (W shortfall = matching_.shortfall(a, c, twice); !shortfall.isZero()) out.push_back({a, c, shortfall});
    }

    // `learned`, when given, receives the pairs added beyond the seed: a caller solving a
    // similar graph next can seed it with them and skip most re-solves. `state`, when given and
    // not empty, is an earlier optimum of a similar graph on the same vertices (mate and duals,
    // MaximumWeightMatching::warmState): the first solve starts from it (solveFrom). It receives
    // this solve's optimum in turn. `underpriced(*this, out)` appends the pairs not chosen yet
    // whose weight the current duals do not cover.
    template <class Weight, class Allowed, class Underpriced>
    std::vector<int> solve(Weight weight, Allowed allowed, const std::vector<std::pair<int, int>>& seed,
                           Underpriced underpriced, std::vector<std::pair<int, int>>* learned = nullptr,
                           MatchingState<W>* state = nullptr) {
        for (auto [a, c] : seed) {
            if (a > c) std::swap(a, c);
            if (a != c && !chosen(a, c) && allowed(a, c)) choose(a, c, weight(a, c));
        }
        std::vector<int> warm_mate;
        std::vector<W> warm_duals;
        if (state && !state->mate.empty()) {
            warm_mate = state->mate;
            warm_duals = state->duals;
            for (int a = 0; a < count_; ++a) {  // the earlier pairs join the graph, to be kept if still best
                const int c = warm_mate[a];
                if (c > a && !chosen(a, c) && allowed(a, c)) choose(a, c, weight(a, c));
            }
        }
        std::vector<UnderpricedPair<W>> missing;
        passes_ = 0;
        while (true) {
            const std::vector<int> mate = solveOnce(warm_mate, warm_duals);
            matching_.warmState(warm_mate, warm_duals);
            missing.clear();
            underpriced(*this, missing);
            // When nearly every pair is underpriced pass after pass (whole score groups of
            // equal players), each pass adds twice as many as the last.
            const bool flooded = missing.size() > static_cast<std::size_t>(kFloodedPerVertex) * count_;
            keepMostUnderpriced(missing, flooded ? kAddedPerVertex << std::min(passes_, 5) : kAddedPerVertex);
            ++passes_;
            for (const auto& [a, c, shortfall] : missing) {
                if (chosen(a, c)) continue;
                choose(a, c, weight(a, c));
                if (learned) learned->emplace_back(a, c);
            }
            if (missing.empty()) {
                if (state) state->mate = std::move(warm_mate), state->duals = std::move(warm_duals);
                return mate;
            }
        }
    }

    // The underpriced pairs found one by one: every pair not chosen that may be matched.
    template <class Weight, class Allowed>
    void pricePairByPair(Weight& weight, Allowed& allowed, std::vector<UnderpricedPair<W>>& out) {
        for (int a = 0; a < count_; ++a) priceRowPairByPair(a, weight, allowed, out);
    }

    // The same for the pairs of `a` with the vertices after it.
    template <class Weight, class Allowed>
    void priceRowPairByPair(int a, Weight& weight, Allowed& allowed, std::vector<UnderpricedPair<W>>& out) {
        for (int c = a + 1; c < count_; ++c) {
            if (chosen(a, c) || !allowed(a, c)) continue;
            W twice = weight(a, c);
            twice += twice;
            priceExactly(a, c, twice, out);
        }
    }

    // The same list as pricePairByPair, in the same order, when no pair weighs more than
    // `heaviest`: a pair whose two vertex duals cover twice that is priced whatever its weight
    // and blossoms, so each row visits only the vertices after it whose dual is low enough.
    // The completion check of the Dutch engine (weights 1-3 over thousands of players) priced
    // millions of pairs a pass one by one, about 4 % of round 9 of 10,000's instructions.
    template <class Weight, class Allowed>
    void pricePairByPairUpTo(const W& heaviest, Weight& weight, Allowed& allowed,
                             std::vector<UnderpricedPair<W>>& out) {
        const W most = heaviest + heaviest;
        std::vector<int> by_dual(count_);
        for (int v = 0; v < count_; ++v) by_dual[v] = v;
        std::stable_sort(by_dual.begin(), by_dual.end(), [&](int x, int y) { return vertexDual(x) < vertexDual(y); });
        std::vector<int> low;
        for (int a = 0; a < count_; ++a) {
            const W& own = vertexDual(a);
            if (!(own < most)) continue;  // blossom duals only add: the row is priced
            const W limit = most - own;   // a pair is underpriced only when the other dual is below
            const auto end = std::partition_point(by_dual.begin(), by_dual.end(),
                                                  [&](int c) { return vertexDual(c) < limit; });
            if (4 * (end - by_dual.begin()) >= count_ - a) {  // most of the row: one by one
                priceRowPairByPair(a, weight, allowed, out);
                continue;
            }
            low.clear();
            for (auto it = by_dual.begin(); it != end; ++it)
                if (*it > a) low.push_back(*it);
            std::sort(low.begin(), low.end());  // the row's order
            for (int c : low) {
                if (chosen(a, c) || !allowed(a, c)) continue;
                W twice = weight(a, c);
                twice += twice;
                priceExactly(a, c, twice, out);
            }
        }
    }

private:
    int count_;
    int passes_ = 0;
    std::vector<bool> chosen_;

    // Column generation adds only the pairs most underpriced at each vertex: the first solve of
    // a bracket can find hundreds of thousands of pairs underpriced, most of which the next
    // optimum does not need, and every pair added is scanned by every later stage. The loop
    // goes on until no pair is underpriced, so the certificate is the same.
    static constexpr int kAddedPerVertex = 6, kFloodedPerVertex = 32;
    void keepMostUnderpriced(std::vector<UnderpricedPair<W>>& missing, int per_vertex) {
        if (missing.size() <= static_cast<std::size_t>(per_vertex) * count_) return;
        std::vector<std::vector<int>> at(count_);
        for (int k = 0; k < static_cast<int>(missing.size()); ++k) {
            at[missing[k].a].push_back(k);
            at[missing[k].c].push_back(k);
        }
        std::vector<char> keep(missing.size(), 0);
        for (auto& list : at) {
            const auto cut = list.begin() + std::min<std::ptrdiff_t>(per_vertex, std::ssize(list));
            std::partial_sort(list.begin(), cut, list.end(), [&](int x, int y) {
                const W &short_x = missing[x].shortfall, &short_y = missing[y].shortfall;
                return short_y < short_x || (!(short_x < short_y) && x < y);
            });
            for (auto it = list.begin(); it != cut; ++it) keep[*it] = 1;
        }
        std::size_t kept = 0;
        for (std::size_t k = 0; k < missing.size(); ++k)
            if (keep[k]) missing[kept++] = missing[k];
        missing.resize(kept);
    }
    std::vector<WeightedEdge<W>> edges_;
    MaximumWeightMatching<W> matching_;

    void choose(int a, int c, const W& w) {
        chosen_[static_cast<std::size_t>(a) * count_ + c] = true;
        if (!w.isZero()) edges_.push_back({a, c, w});  // a pair worth nothing changes no optimum
    }

    // One solve of the pairs chosen so far; after the first, from the last one's optimum.
    // Every result must be certified by its duals; one that is not (never seen) is solved again
    // from nothing with the classic stages.
    std::vector<int> solveOnce(const std::vector<int>& warm_mate, const std::vector<W>& warm_duals) {
        matching_ = MaximumWeightMatching<W>(count_, edges_);
        std::vector<int> mate = warm_mate.empty() ? matching_.solve() : matching_.solveFrom(warm_mate, warm_duals);
        if (matching_.certifiesOptimum()) return mate;
        matching_ = MaximumWeightMatching<W>(count_, edges_);
        matching_.oneAugmentationPerStage();
        return matching_.solve();
    }
};

template <class W, class Weight, class Allowed>
std::vector<int> maximumWeightMatchingFromSeed(int count, Weight weight, Allowed allowed,
                                               const std::vector<std::pair<int, int>>& seed,
                                               std::vector<std::pair<int, int>>* learned = nullptr,
                                               MatchingState<W>* state = nullptr) {
    SeededMatching<W> matching(count);
    auto pairByPair = [&](SeededMatching<W>& solved, std::vector<UnderpricedPair<W>>& out) {
        solved.pricePairByPair(weight, allowed, out);
    };
    return matching.solve(weight, allowed, seed, pairByPair, learned, state);
}

}  // namespace tourney::matching
