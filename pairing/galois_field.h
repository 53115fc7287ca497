// Arithmetic in a finite field GF(p^k), small enough for tables of exponents and logarithms:
// the ground of the direct design constructions (table_design.cpp).
#pragma once

#include <optional>
#include <utility>
#include <vector>

namespace tourney {

// p and k with p^k = q, p prime; nullopt when q is not a prime power.
std::optional<std::pair<int, int>> primePower(int q);

// GF(q) with its elements numbered 0 .. q - 1: the digits of an element's number in base p are
// its coefficients as a polynomial over GF(p) modulo a primitive polynomial of degree k, so 0
// is zero, 1 is one and addition works digit by digit.
class GaloisField {
public:
    explicit GaloisField(int q);  // q a prime power; throws std::invalid_argument otherwise

    int size() const { return q_; }
    int add(int a, int b) const;
    int negate(int a) const;
    int multiply(int a, int b) const;
    int power(int exponent) const;  // ω^exponent for the field's primitive element ω

private:
    int p_ = 0, k_ = 0, q_ = 0;
    std::vector<int> exp_;  // exp_[i] = ω^i, i < q - 1
    std::vector<int> log_;  // log_[ω^i] = i; log_[0] unused
};

}  // namespace tourney
