// Points are exact: an integer count of tenths of a point, never floating point.
// 1/½/0 is {10, 5, 0}; 3/1/0 is {30, 10, 0}. Tenths carry every point system FIDE and the
// draughts federations use (½ and custom values such as 0.3 for a bye), and sums stay exact.
#pragma once

#include <compare>
#include <optional>
#include <string>
#include <string_view>

namespace tourney {

class Points {
public:
    constexpr Points() = default;
    static constexpr Points fromTenths(long long tenths) { return Points(tenths); }
    static constexpr Points whole(long long points) { return Points(points * 10); }
    static constexpr Points half() { return Points(5); }

    // "1", "0.5", "½", "2.5", "1,5" (decimal comma too); nullopt if not a number of tenths.
    static std::optional<Points> parse(std::string_view text);
    // True for a decimal number finer than tenths ("1.25", "0,75"), which parse refuses: the
    // refusal can then say that points are kept in tenths rather than "not a number".
    static bool finerThanTenths(std::string_view text);
    // The first value of a list separated by ',' or '/' that is finer than tenths ("2.25" of
    // "3,2.25,1,0"), or nullopt.
    static std::optional<std::string> finerThanTenthsIn(std::string_view list);

    constexpr long long tenths() const { return tenths_; }
    // Half of these points when that is a whole number of tenths (half of 3 is 1.5); nullopt
    // otherwise (half of 1.5 is 0.75): points are never rounded.
    constexpr std::optional<Points> halved() const {
        if (tenths_ % 2 != 0) return std::nullopt;
        return Points(tenths_ / 2);
    }

    constexpr Points operator+(Points other) const { return Points(tenths_ + other.tenths_); }
    constexpr Points operator-(Points other) const { return Points(tenths_ - other.tenths_); }
    constexpr Points& operator+=(Points other) {
        tenths_ += other.tenths_;
        return *this;
    }
    constexpr Points& operator-=(Points other) {
        tenths_ -= other.tenths_;
        return *this;
    }
    constexpr auto operator<=>(const Points&) const = default;

    // "2.5", "3", "0.3": shortest exact decimal.
    std::string toString() const;
    // Always one decimal, as TRF and most reports print it: "2.5", "3.0".
    std::string toFixed1() const;

private:
    constexpr explicit Points(long long tenths) : tenths_(tenths) {}
    long long tenths_ = 0;
};

}  // namespace tourney
