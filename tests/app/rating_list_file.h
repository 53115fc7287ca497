// FIDE's rating list as its players_list_foa.txt lays it out, made up for tests: FIDE id in
// columns 1-15, name in 16-76, then federation, sex, titles, ratings and year of birth in FIDE's
// columns (formats/fide_rating_list.h reads them by the header line).
#pragma once

#include <functional>
#include <string>

namespace tourney::testing {

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
