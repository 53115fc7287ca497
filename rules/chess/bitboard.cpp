#include "rules/chess/bitboard.h"

#include <array>
#include <cstdlib>
#include <vector>

namespace tourney::rules::chess {

namespace {

// Walks from a square in one direction until the board edge or the first occupied square.
Bitboard slide(Square square, Bitboard occupied, const int (*directions)[2]) {
    Bitboard attacks = 0;
    for (int d = 0; d < 4; ++d) {
        int file = fileOf(square) + directions[d][0];
        int rank = rankOf(square) + directions[d][1];
        while (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
            Square target = makeSquare(file, rank);
            attacks |= bit(target);
            if (occupied & bit(target)) break;
            file += directions[d][0];
            rank += directions[d][1];
        }
    }
    return attacks;
}

constexpr int kBishopDirections[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
constexpr int kRookDirections[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

Bitboard stepAttacks(Square square, const int (*steps)[2], int count) {
    Bitboard attacks = 0;
    for (int i = 0; i < count; ++i) {
        int file = fileOf(square) + steps[i][0];
        int rank = rankOf(square) + steps[i][1];
        if (file >= 0 && file < 8 && rank >= 0 && rank < 8) attacks |= bit(makeSquare(file, rank));
    }
    return attacks;
}

// Magic bitboards: the relevant blockers of a slider, multiplied by a magic number, index a
// table of precomputed attack sets. The magics are found at start-up by a seeded search, so
// the tables are the same on every run.
struct Magic {
    Bitboard mask = 0;
    Bitboard multiplier = 0;
    unsigned shift = 0;
    const Bitboard* attacks = nullptr;
    unsigned index(Bitboard occupied) const {
        return unsigned(((occupied & mask) * multiplier) >> shift);
    }
};

struct SliderTables {
    std::array<Magic, 64> bishop;
    std::array<Magic, 64> rook;
    std::vector<Bitboard> storage;
};

class SeededRandom {
public:
    explicit SeededRandom(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next() {  // xorshift64*
        state_ ^= state_ >> 12;
        state_ ^= state_ << 25;
        state_ ^= state_ >> 27;
        return state_ * 2685821657736338717ULL;
    }
    std::uint64_t sparse() { return next() & next() & next(); }

private:
    std::uint64_t state_;
};

void findMagics(std::array<Magic, 64>& magics, const int (*directions)[2], std::vector<Bitboard>& storage,
                std::vector<std::size_t>& offsets) {
    SeededRandom random(0x9E3779B97F4A7C15ULL);
    std::vector<Bitboard> occupancies, references;
    std::vector<int> epoch(4096, 0);
    std::vector<Bitboard> trial(4096);
    int attempt = 0;
    for (Square square = 0; square < 64; ++square) {
        Bitboard edges = ((rankMask(0) | rankMask(7)) & ~rankMask(rankOf(square))) |
                         ((fileMask(0) | fileMask(7)) & ~fileMask(fileOf(square)));
        Magic& magic = magics[square];
        magic.mask = slide(square, 0, directions) & ~edges;
        int bits = popCount(magic.mask);
        magic.shift = unsigned(64 - bits);
        // Every subset of the mask (Carry-Rippler enumeration) with its true attack set.
        occupancies.clear();
        references.clear();
        Bitboard subset = 0;
        do {
            occupancies.push_back(subset);
            references.push_back(slide(square, subset, directions));
            subset = (subset - magic.mask) & magic.mask;
        } while (subset);
        std::size_t size = occupancies.size();
        for (;;) {
            magic.multiplier = random.sparse();
            if (popCount((magic.mask * magic.multiplier) >> 56) < 6) continue;
            ++attempt;
            bool works = true;
            for (std::size_t i = 0; i < size && works; ++i) {
                unsigned index = magic.index(occupancies[i]);
                if (epoch[index] < attempt) {
                    epoch[index] = attempt;
                    trial[index] = references[i];
                } else if (trial[index] != references[i]) {
                    works = false;
                }
            }
            if (works) break;
        }
        offsets.push_back(storage.size());
        storage.insert(storage.end(), trial.begin(), trial.begin() + std::ptrdiff_t(size));
    }
}

SliderTables buildSliderTables() {
    SliderTables tables;
    std::vector<std::size_t> bishop_offsets, rook_offsets;
    findMagics(tables.bishop, kBishopDirections, tables.storage, bishop_offsets);
    findMagics(tables.rook, kRookDirections, tables.storage, rook_offsets);
    // The storage stops growing here: only now can the tables point into it.
    for (Square square = 0; square < 64; ++square) {
        tables.bishop[square].attacks = tables.storage.data() + bishop_offsets[square];
        tables.rook[square].attacks = tables.storage.data() + rook_offsets[square];
    }
    return tables;
}

const SliderTables& sliderTables() {
    static const SliderTables tables = buildSliderTables();
    return tables;
}

AttackTables buildAttackTables() {
    AttackTables tables{};
    constexpr int knight_steps[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    constexpr int king_steps[8][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    constexpr int white_pawn_steps[2][2] = {{-1, 1}, {1, 1}};
    constexpr int black_pawn_steps[2][2] = {{-1, -1}, {1, -1}};
    for (Square square = 0; square < 64; ++square) {
        tables.knight[square] = stepAttacks(square, knight_steps, 8);
        tables.king[square] = stepAttacks(square, king_steps, 8);
        tables.pawn[White][square] = stepAttacks(square, white_pawn_steps, 2);
        tables.pawn[Black][square] = stepAttacks(square, black_pawn_steps, 2);
    }
    for (Square a = 0; a < 64; ++a) {
        for (Square b = 0; b < 64; ++b) {
            if (a == b) continue;
            for (const auto* directions : {kBishopDirections, kRookDirections}) {
                if (!(slide(a, 0, directions) & bit(b))) continue;
                tables.line[a][b] = (slide(a, 0, directions) & slide(b, 0, directions)) | bit(a) | bit(b);
                tables.between[a][b] = slide(a, bit(b), directions) & slide(b, bit(a), directions);
            }
        }
    }
    return tables;
}

}  // namespace

const AttackTables& attackTables() {
    static const AttackTables tables = buildAttackTables();
    return tables;
}

Bitboard bishopAttacks(Square square, Bitboard occupied) {
    const Magic& magic = sliderTables().bishop[square];
    return magic.attacks[magic.index(occupied)];
}

Bitboard rookAttacks(Square square, Bitboard occupied) {
    const Magic& magic = sliderTables().rook[square];
    return magic.attacks[magic.index(occupied)];
}

}  // namespace tourney::rules::chess
