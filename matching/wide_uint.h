// WideUint<N>: an unsigned integer of N 64-bit limbs with wrap-around arithmetic.
//
// The Dutch engine ranks candidate pairings by one number whose bit fields hold the criteria
// C5..C21 from the most to the least important (C.04.3 2.4: criteria are compared strictly in
// order). Those numbers run to hundreds of bits, so they need more than a machine word; the
// maximum-weight matching adds, subtracts, compares and halves them, nothing more.
#pragma once

#include <array>
#include <cstdint>
#if defined(__x86_64__)
#include <x86intrin.h>
#endif

namespace tourney::matching {

template <int N>
struct WideUint {
    std::array<std::uint64_t, N> limb{};  // limb[0] is the least significant

    static constexpr int kBits = 64 * N;

    constexpr WideUint() = default;
    constexpr explicit WideUint(std::uint64_t value) { limb[0] = value; }

    // The limb loops below are unrolled and, on x86-64, written as carry chains (ADC, SBB:
    // base instructions of every x86-64): the matching's scan of a pair is mostly one a + b - c
    // and one comparison, and the generic loop with a 128-bit carry cost about three times the
    // instructions of the chain at the 5-10 limbs of the Dutch engine's last rounds.
    bool isZero() const {
        std::uint64_t any = 0;
#pragma GCC unroll 16
        for (int i = 0; i < N; ++i) any |= limb[i];
        return any == 0;
    }

    WideUint& operator+=(const WideUint& o) {
#if defined(__x86_64__)
        unsigned char carry = 0;
#pragma GCC unroll 16
        for (int i = 0; i < N; ++i) {
            unsigned long long sum;  // what the intrinsic writes: not std::uint64_t (unsigned long)
            carry = _addcarry_u64(carry, limb[i], o.limb[i], &sum);
            limb[i] = sum;
        }
#else
        unsigned __int128 carry = 0;
        for (int i = 0; i < N; ++i) {
            carry += static_cast<unsigned __int128>(limb[i]) + o.limb[i];
            limb[i] = static_cast<std::uint64_t>(carry);
            carry >>= 64;
        }
#endif
        return *this;
    }
    WideUint& operator-=(const WideUint& o) {
#if defined(__x86_64__)
        unsigned char borrow = 0;
#pragma GCC unroll 16
        for (int i = 0; i < N; ++i) {
            unsigned long long difference;
            borrow = _subborrow_u64(borrow, limb[i], o.limb[i], &difference);
            limb[i] = difference;
        }
#else
        std::uint64_t borrow = 0;
        for (int i = 0; i < N; ++i) {
            std::uint64_t a = limb[i], b = o.limb[i];
            std::uint64_t d = a - b - borrow;
            borrow = (a < b) || (a - b < borrow) ? 1 : 0;
            limb[i] = d;
        }
#endif
        return *this;
    }
    // a + b - c (the slack of a pair: two duals less twice its weight).
    static WideUint sumMinus(const WideUint& a, const WideUint& b, const WideUint& c) {
        WideUint r = a;
        r += b;
        r -= c;
        return r;
    }
    friend WideUint operator+(WideUint a, const WideUint& b) { return a += b; }
    friend WideUint operator-(WideUint a, const WideUint& b) { return a -= b; }

    friend bool operator==(const WideUint& a, const WideUint& b) {
        std::uint64_t differ = 0;
#pragma GCC unroll 16
        for (int i = 0; i < N; ++i) differ |= a.limb[i] ^ b.limb[i];
        return differ == 0;
    }
    // The duals and slacks compared share their top limbs most of the time (the criteria
    // there are settled), so a loop from the top ran through most limbs, a branch per limb:
    // 11 % of round 9 of 10,000's instructions. a < b exactly when a - b borrows out of the
    // top limb, which one borrow chain tells without a branch.
    friend bool operator<(const WideUint& a, const WideUint& b) {
#if defined(__x86_64__)
        unsigned char borrow = 0;
#pragma GCC unroll 16
        for (int i = 0; i < N; ++i) {
            unsigned long long ignored;
            borrow = _subborrow_u64(borrow, a.limb[i], b.limb[i], &ignored);
        }
        return borrow != 0;
#else
        for (int i = N - 1; i >= 0; --i)
            if (a.limb[i] != b.limb[i]) return a.limb[i] < b.limb[i];
        return false;
#endif
    }
    friend bool operator<=(const WideUint& a, const WideUint& b) { return !(b < a); }

    WideUint& shiftLeft(int bits) {
        if (bits <= 0) return *this;
        const int whole = bits / 64, part = bits % 64;
        for (int i = N - 1; i >= 0; --i) {
            std::uint64_t v = 0;
            if (i - whole >= 0) {
                v = limb[i - whole] << part;
                if (part && i - whole - 1 >= 0) v |= limb[i - whole - 1] >> (64 - part);
            }
            limb[i] = v;
        }
        return *this;
    }
    WideUint& halve() {
#pragma GCC unroll 16
        for (int i = 0; i < N; ++i) {
            limb[i] >>= 1;
            if (i + 1 < N) limb[i] |= limb[i + 1] << 63;
        }
        return *this;
    }
    // Adds value << position, carrying upward; bits beyond the top wrap away as in +=. The
    // Dutch weights are written field by field with it (twenty calls a pair), and a field
    // mostly lies inside one limb with nothing to carry: that case is inlined (GCC left it a
    // call, 4 % of round 9 of 10,000's instructions), the carry beyond the limb is not.
    [[gnu::always_inline]] WideUint& addAt(std::uint64_t value, int position) {
        const int i = position / 64;
        if (i >= N || value == 0) return *this;
        const int offset = position % 64;
        const std::uint64_t before = limb[i];
        limb[i] = before + (value << offset);
        const std::uint64_t carry = (limb[i] < before ? 1 : 0) + (offset ? value >> (64 - offset) : 0);
        if (carry != 0) carryFrom(i + 1, carry);
        return *this;
    }
    WideUint& add(std::uint64_t value) { return addAt(value, 0); }

private:
    // Adds carry (at most 2^64 - 1: a value's high part plus one) at limb i and upward.
    [[gnu::noinline]] void carryFrom(int i, std::uint64_t carry) {
        for (; i < N && carry; ++i) {
            const unsigned __int128 sum = static_cast<unsigned __int128>(limb[i]) + carry;
            limb[i] = static_cast<std::uint64_t>(sum);
            carry = static_cast<std::uint64_t>(sum >> 64);
        }
    }
};

}  // namespace tourney::matching
