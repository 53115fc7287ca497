// FIDE's rating list as its players_list_foa.txt lays it out, made up for tests: FIDE id in
// columns 1-15, name in 16-76, then federation, sex, titles, ratings and year of birth in FIDE's
// columns (formats/fide_rating_list.h reads them by the header line).
#pragma once

#include <functional>
#include <string>

namespace tourney::testing {

// The header line of FIDE's players_list_foa.txt.
inline const char* kFoaHeader =
    "ID Number      Name                                                         Fed Sex Tit  WTit OTit           "
    "FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag\n";

// One player's line in FIDE's columns: each field padded to its width (ratings of 0 left blank).
struct FoaPlayer {
    std::string fide_id, name, federation, sex, title;
    int standard = 0, rapid = 0, blitz = 0, birth_year = 0;
};
inline std::string foaLine(const FoaPlayer& p) {
    auto field = [](std::string text, std::size_t width) {
        text.resize(width, ' ');
        return text;
    };
    auto number = [](int value) { return value ? std::to_string(value) : std::string(); };
    return field(p.fide_id, 15) + field(p.name, 61) + field(p.federation, 4) + field(p.sex, 4) + field(p.title, 5) +
           field("", 24) + field(number(p.standard), 6) + field("", 4) + field("20", 3) + field(number(p.rapid), 6) +
           field("", 7) + field(number(p.blitz), 6) + field("", 7) + field(number(p.birth_year), 4) + "\n";
}

// The FIDE id of player `i` (from 0) of foaList.
inline std::string foaId(int i) { return std::to_string(4100018 + i * 17); }

// `players` players "Player, Number N", of FIDE ids foaId(0), foaId(1), ..., each with the
// standard rating `rating(i)` gives (any text: a test may give one that is no number).
inline std::string foaList(int players, const std::function<std::string(int)>& rating) {
    std::string list =
        "ID Number      Name                                                         Fed Sex Tit  WTit OTit           "
        "FOA "
        "SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag\n";
    for (int i = 0; i < players; ++i) {
        std::string id = foaId(i), name = "Player, Number " + std::to_string(i + 1);
        id.resize(15, ' ');
        name.resize(61, ' ');
        list += id + name + "IND F        WIM                     " + rating(i) +
                "  5   20                           2012  w\n";
    }
    return list;
}

}  // namespace tourney::testing
