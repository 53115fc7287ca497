#include "reports/font_coverage.h"

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <iterator>

namespace tourney::reports {

namespace {

// TrueType stores every integer big-endian.
std::uint16_t u16(const std::string& data, std::size_t at) {
    if (at + 2 > data.size()) return 0;
    return static_cast<std::uint16_t>((static_cast<unsigned char>(data[at]) << 8) |
                                      static_cast<unsigned char>(data[at + 1]));
}

std::uint32_t u32(const std::string& data, std::size_t at) {
    return (static_cast<std::uint32_t>(u16(data, at)) << 16) | u16(data, at + 2);
}

// Offset of the table named `tag` in the font file, or 0.
std::size_t tableOffset(const std::string& data, const char* tag) {
    const int tables = u16(data, 4);
    for (int i = 0; i < tables; ++i) {
        const std::size_t record = 12 + 16 * static_cast<std::size_t>(i);
        if (record + 16 <= data.size() && data.compare(record, 4, tag) == 0) return u32(data, record + 8);
    }
    return 0;
}

}  // namespace

FontCoverage FontCoverage::fromFile(const std::string& path) {
    FontCoverage coverage;
    std::ifstream in(path, std::ios::binary);
    const std::string data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::size_t cmap = tableOffset(data, "cmap");
    if (cmap == 0) return coverage;

    // Pick the Unicode BMP subtable: platform 3 encoding 1 (Windows) or platform 0 (Unicode).
    std::size_t subtable = 0;
    const int encodings = u16(data, cmap + 2);
    for (int i = 0; i < encodings && subtable == 0; ++i) {
        const std::size_t record = cmap + 4 + 8 * static_cast<std::size_t>(i);
        const int platform = u16(data, record);
        const int encoding = u16(data, record + 2);
        const std::size_t offset = cmap + u32(data, record + 4);
        if (u16(data, offset) == 4 && ((platform == 3 && encoding == 1) || platform == 0)) subtable = offset;
    }
    if (subtable == 0) return coverage;

    // Format 4: parallel arrays of segment ends, starts, deltas and range offsets.
    const int segments = u16(data, subtable + 6) / 2;
    const std::size_t ends = subtable + 14;
    const std::size_t starts = ends + 2 * static_cast<std::size_t>(segments) + 2;
    const std::size_t deltas = starts + 2 * static_cast<std::size_t>(segments);
    const std::size_t range_offsets = deltas + 2 * static_cast<std::size_t>(segments);
    for (int s = 0; s < segments; ++s) {
        const std::uint16_t end = u16(data, ends + 2 * s);
        const std::uint16_t start = u16(data, starts + 2 * s);
        const std::uint16_t delta = u16(data, deltas + 2 * s);
        const std::size_t range_offset_at = range_offsets + 2 * s;
        const std::uint16_t range_offset = u16(data, range_offset_at);
        if (start == 0xFFFF || start > end) continue;
        for (std::uint32_t c = start; c <= end; ++c) {
            std::uint16_t glyph;
            if (range_offset == 0) {
                glyph = static_cast<std::uint16_t>(c + delta);
            } else {
                const std::uint16_t raw = u16(data, range_offset_at + range_offset + 2 * (c - start));
                glyph = raw == 0 ? 0 : static_cast<std::uint16_t>(raw + delta);
            }
            if (glyph == 0) continue;
            if (!coverage.ranges_.empty() && coverage.ranges_.back().last + 1 == c)
                coverage.ranges_.back().last = c;
            else
                coverage.ranges_.push_back({c, c});
        }
    }
    return coverage;
}

bool FontCoverage::covers(char32_t code_point) const {
    auto after = std::upper_bound(ranges_.begin(), ranges_.end(), code_point,
                                  [](char32_t c, const Range& range) { return c < range.first; });
    return after != ranges_.begin() && code_point <= std::prev(after)->last;
}

}  // namespace tourney::reports
