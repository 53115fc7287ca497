// Small Swiss events written as TRF text, for the tests of pairing/: each player line is a
// rating and the round cells "OOOO C R" (opponent, colour, result), e.g. "3 w 1" or "0000 - U".
#pragma once

#include "formats/trf.h"

#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

namespace hand_made {

struct Line {
    int rating = 0;
    std::vector<std::string> cells;
};

// One TRF-16 player line, columns as the FIDE format places them.
inline std::string playerLine(int start_no, const Line& player) {
    char head[100];
    std::snprintf(head, sizeof head, "001 %4d  %3s %-33s %4d %3s %11s %10s %4s %4d", start_no, "",
                  ("Player " + std::to_string(start_no)).c_str(), player.rating, "", "", "", "", start_no);
    std::string line = head;
    for (const std::string& cell : player.cells) {
        std::istringstream parts(cell);
        std::string opponent, colour, result;
        parts >> opponent >> colour >> result;
        char text[16];
        std::snprintf(text, sizeof text, "  %4s %1s %1s", opponent.c_str(), colour.c_str(), result.c_str());
        line += text;
    }
    return line + "\n";
}

// The TRF text: a name line, the header lines given, then the players as start numbers 1..N.
inline std::string trfText(const std::vector<Line>& players, const std::string& header) {
    std::string text = "012 Hand-made event\n" + header;
    for (std::size_t i = 0; i < players.size(); ++i) text += playerLine(static_cast<int>(i) + 1, players[i]);
    return text;
}

inline tourney::Event eventOf(const std::vector<Line>& players, const std::string& header = "XXR 5\nXXC white1\n") {
    std::istringstream in(trfText(players, header));
    return tourney::formats::readTrf(in, "hand-made.trf").event;
}

}  // namespace hand_made
