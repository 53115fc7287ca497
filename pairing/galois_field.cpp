#include "pairing/galois_field.h"

#include <stdexcept>

namespace tourney {

std::optional<std::pair<int, int>> primePower(int q) {
    if (q < 2) return std::nullopt;
    int p = 2;
    while (p * p <= q && q % p != 0) ++p;
    if (q % p != 0) p = q;  // q is prime
    int k = 0;
    for (int rest = q; rest > 1; rest /= p, ++k)
        if (rest % p != 0) return std::nullopt;
    return std::make_pair(p, k);
}

namespace {

// x times the element `a` (digits base p, a polynomial of degree < k) modulo the monic
// polynomial x^k + c(x), c given by its number `c` (digits base p).
int timesX(int a, int c, int p, int k) {
    std::vector<int> digits(static_cast<std::size_t>(k) + 1, 0);
    for (int i = 1, rest = a; i <= k; ++i, rest /= p) digits[static_cast<std::size_t>(i)] = rest % p;
    const int top = digits[static_cast<std::size_t>(k)];
    int result = 0, unit = 1;
    for (int i = 0, rest = c; i < k; ++i, rest /= p, unit *= p) {
        // x^k = -c(x): the top coefficient comes back as -top * c_i.
        const int digit = ((digits[static_cast<std::size_t>(i)] - top * (rest % p)) % p + p) % p;
        result += digit * unit;
    }
    return result;
}

}  // namespace

GaloisField::GaloisField(int q) : q_(q) {
    const auto prime_power = primePower(q);
    if (!prime_power) throw std::invalid_argument("GF(" + std::to_string(q) + "): not a prime power");
    p_ = prime_power->first;
    k_ = prime_power->second;
    // The first monic polynomial x^k + c(x) for which x has order q - 1: it is primitive, so
    // the powers of x are every nonzero element. For k = 1 this finds a primitive root mod p.
    for (int c = 1; c < q_; ++c) {
        exp_.assign(1, 1);
        for (int element = timesX(1, c, p_, k_); element != 1 && static_cast<int>(exp_.size()) < q_;
             element = timesX(element, c, p_, k_))
            exp_.push_back(element);
        if (static_cast<int>(exp_.size()) == q_ - 1) break;
    }
    log_.assign(static_cast<std::size_t>(q_), 0);
    for (int i = 0; i < q_ - 1; ++i) log_[static_cast<std::size_t>(exp_[static_cast<std::size_t>(i)])] = i;
}

int GaloisField::add(int a, int b) const {
    int result = 0;
    for (int unit = 1; a > 0 || b > 0; a /= p_, b /= p_, unit *= p_) result += (a % p_ + b % p_) % p_ * unit;
    return result;
}

int GaloisField::negate(int a) const {
    int result = 0;
    for (int unit = 1; a > 0; a /= p_, unit *= p_) result += (p_ - a % p_) % p_ * unit;
    return result;
}

int GaloisField::multiply(int a, int b) const {
    if (a == 0 || b == 0) return 0;
    return exp_[static_cast<std::size_t>((log_[static_cast<std::size_t>(a)] + log_[static_cast<std::size_t>(b)]) %
                                         (q_ - 1))];
}

int GaloisField::power(int exponent) const {
    const int order = q_ - 1;
    return exp_[static_cast<std::size_t>(((exponent % order) + order) % order)];
}

}  // namespace tourney
