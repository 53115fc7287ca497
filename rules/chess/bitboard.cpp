#include "rules/chess/bitboard.h"

#include <array>
#include <stdexcept>
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

// Multipliers found once, offline, by a search for sparse random numbers (xorshift64*) that
// map every blocker subset of a square's mask without a harmful collision. fillMagics()
// checks each of them again when the tables are built.
constexpr Bitboard kBishopMagics[64] = {
    0x10102002004a1420ULL, 0x8020040400584008ULL, 0x10510800811201c8ULL, 0x5204042080000088ULL, 0x2204106880000002ULL,
    0x1401042004000000ULL, 0x0400880410042004ULL, 0x0028208200a02020ULL, 0x1500241990010e00ULL, 0x8001200182020a40ULL,
    0x40004101030b0000ULL, 0x8002041042000100ULL, 0x4010011041020038ULL, 0x0000010421044000ULL, 0x1500210808020a00ULL,
    0x8000088400880520ULL, 0x0405004010040100ULL, 0x1005823210040108ULL, 0x2708008102040011ULL, 0x4048200404009100ULL,
    0x0018104101400024ULL, 0x0003000601190101ULL, 0x8004803108491000ULL, 0x8014241200820800ULL, 0x0006e080100c3040ULL,
    0x0501044a11041800ULL, 0x9020300008004045ULL, 0x0894080000220040ULL, 0x1001010083104000ULL, 0x5004030040900080ULL,
    0x000400422c012400ULL, 0x0002128698404812ULL, 0x1010108404900440ULL, 0x0928021182084100ULL, 0x2006080409020024ULL,
    0x1010202020180080ULL, 0xa010008200202200ULL, 0x2098015100019004ULL, 0x0002041440810811ULL, 0x802a02020000b098ULL,
    0x0009015090004060ULL, 0x4000821082081001ULL, 0x0100210040420800ULL, 0x0800004010488a00ULL, 0x2000081104004040ULL,
    0x4c8e029015000082ULL, 0x0420340322224842ULL, 0x1298260043400210ULL, 0x0000822802400008ULL, 0x00008a0101600000ULL,
    0x3040003412080021ULL, 0x3040290220884800ULL, 0x4a1500401041004aULL, 0x8010200282020781ULL, 0x0020203142209091ULL,
    0x0070300600902110ULL, 0x0040808800b62048ULL, 0x0000810400c44420ULL, 0x00080400440c0441ULL, 0x8340080020840411ULL,
    0x0000000104208200ULL, 0x0000800810d00080ULL, 0x0400530411080200ULL, 0x4040702400932244ULL,
};
constexpr Bitboard kRookMagics[64] = {
    0x1080004008801020ULL, 0x0840092002c03000ULL, 0x1900200010400900ULL, 0x0880100008000480ULL, 0x4200100420080200ULL,
    0x8100020100080400ULL, 0x0200040110886200ULL, 0x0200008040220411ULL, 0x0404800084400220ULL, 0x0000401000402000ULL,
    0x0086001081220440ULL, 0x0408800800100280ULL, 0x000a001201040820ULL, 0x8848800200840080ULL, 0x4001000100040200ULL,
    0x0442000102105084ULL, 0x9080010020804100ULL, 0x0040404000201009ULL, 0x0000808010002009ULL, 0x2200090021d00100ULL,
    0x0008008008040080ULL, 0x0004004002010040ULL, 0x0011040008015042ULL, 0x00000a0001768104ULL, 0x0000800080204009ULL,
    0x2010004140002001ULL, 0x9800200280100080ULL, 0x1000100080080080ULL, 0x0442000a00049020ULL, 0x2100040080020080ULL,
    0x0800120400900148ULL, 0x0010040a00128541ULL, 0x2800804000800030ULL, 0x1010002000400041ULL, 0x4000200011004100ULL,
    0x0610008410800800ULL, 0x0400802402800800ULL, 0xc100020080800400ULL, 0x0002000802000401ULL, 0x0182085882000401ULL,
    0x0220204000808000ULL, 0x2860100040024022ULL, 0x0001002004110040ULL, 0x99101042000a0020ULL, 0x0004080004008080ULL,
    0x0010040002008080ULL, 0x2012004881020004ULL, 0x8300842444820011ULL, 0x0088403882010200ULL, 0x0820400080210100ULL,
    0x0110910040a00300ULL, 0x0801100280080480ULL, 0x0242009008200600ULL, 0x1002000489500200ULL, 0x0040800200010080ULL,
    0x0091800041000080ULL, 0x0000209300488001ULL, 0x04c1002414824001ULL, 0x020020000b001041ULL, 0x7000100004200901ULL,
    0x8002002004100802ULL, 0x30010002084c0007ULL, 0x0888221800813004ULL, 0x4000002840840112ULL,
};

void fillMagics(Magic (&magics)[64], const Bitboard (&multipliers)[64], const int (*directions)[2],
                std::vector<Bitboard>& storage, std::vector<std::size_t>& offsets) {
    for (Square square = 0; square < 64; ++square) {
        Bitboard edges = ((rankMask(0) | rankMask(7)) & ~rankMask(rankOf(square))) |
                         ((fileMask(0) | fileMask(7)) & ~fileMask(fileOf(square)));
        Magic& magic = magics[square];
        magic.mask = slide(square, 0, directions) & ~edges;
        magic.multiplier = multipliers[square];
        magic.shift = unsigned(64 - popCount(magic.mask));
        std::size_t offset = storage.size();
        offsets.push_back(offset);
        storage.resize(offset + (std::size_t{1} << popCount(magic.mask)), 0);
        // Every subset of the mask (Carry-Rippler enumeration) with its true attack set.
        Bitboard subset = 0;
        do {
            Bitboard attacks = slide(square, subset, directions);
            Bitboard& entry = storage[offset + magic.index(subset)];
            if (entry != 0 && entry != attacks) throw std::logic_error("bad magic multiplier");
            entry = attacks;
            subset = (subset - magic.mask) & magic.mask;
        } while (subset);
    }
}

}  // namespace

SliderTables buildSliderTables() {
    SliderTables tables;
    std::vector<std::size_t> bishop_offsets, rook_offsets;
    fillMagics(tables.bishop, kBishopMagics, kBishopDirections, tables.storage, bishop_offsets);
    fillMagics(tables.rook, kRookMagics, kRookDirections, tables.storage, rook_offsets);
    // The storage stops growing here: only now can the tables point into it.
    for (Square square = 0; square < 64; ++square) {
        tables.bishop[square].attacks = tables.storage.data() + bishop_offsets[square];
        tables.rook[square].attacks = tables.storage.data() + rook_offsets[square];
    }
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

}  // namespace tourney::rules::chess
