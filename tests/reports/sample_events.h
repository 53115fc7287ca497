// Events the report tests print: a chess round robin built in code (names in Latin with
// accents, Cyrillic and Bengali; a forfeit; a bye), a Swiss event read from the shared Dutch
// fixtures, and the PDF text that poppler's tools read back.
#pragma once

#include "formats/trf.h"
#include "pairing/berger.h"

#include <array>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

namespace tourney::reports::testing {

inline const std::array<const char*, 8> kNames = {
    "Šarić, Ivan",   "Иванов, Пётр", "রহমান, আলী",  "Müller, Jürgen",
    "O'Brien, Seán", "Øster, Åse",   "Nguyễn, Thị", "Lefèvre, Zoë",
};

// n players (n <= 8 get the names above, or `names` when given), rounds 1..played_rounds of
// the Berger tables with fixed results: on board b, White wins when (round + b) % 3 == 0, draws
// when 1, loses when 2; round 2 board 1 is a forfeit won by White.
inline Event roundRobinEvent(int n, int played_rounds, GameKind game = GameKind::Chess,
                             const std::vector<std::string>& names = {}) {
    Event event;
    event.info = {"Dhaka Spring <Open> & Co", "Dhaka", "BAN", "2026-03-01", "2026-03-09", "Rahman, Ahmed", "", "90+30"};
    event.game = game;
    event.system = PairingSystem::RoundRobin;
    event.points = game == GameKind::Draughts
                       ? PointSystem::fromValues(Points::whole(2), Points::whole(1), Points::whole(0))
                       : PointSystem::standard();
    event.planned_rounds = bergerRounds(n);
    event.tiebreaks = {"SB", "DE"};
    for (int i = 1; i <= n; ++i) {
        Player player;
        player.start_no = i;
        const auto index = static_cast<std::size_t>(i - 1);
        player.name = index < names.size()                     ? names[index]
                      : names.empty() && index < kNames.size() ? kNames[index]
                                                               : "Player " + std::to_string(i);
        player.rating = 2500 - 20 * i;
        player.title = i == 1 ? "GM" : i == 2 ? "IM" : "";
        player.federation = i % 2 ? "BAN" : "IND";
        event.players.push_back(player);
    }
    for (int r = 1; r <= played_rounds; ++r) {
        Round round = bergerRound(n, r, false);
        for (Game& game_played : round.games) {
            const int kind = (r + game_played.board) % 3;
            Outcome white = kind == 0 ? Outcome::Win : kind == 1 ? Outcome::Draw : Outcome::Loss;
            if (r == 2 && game_played.board == 1) white = Outcome::ForfeitWin;
            game_played.seats[0].outcome = white;
            game_played.seats[1].outcome = mirrored(white);
        }
        event.rounds.push_back(round);
    }
    return event;
}

// Four-player games: Chaturaji tables of four, one round, board 1 decided.
inline Event chaturajiEvent() {
    Event event = roundRobinEvent(8, 0, GameKind::Chaturaji);
    event.system = PairingSystem::Swiss;
    event.planned_rounds = 3;
    Round round;
    round.number = 1;
    for (int board = 1; board <= 2; ++board) {
        Game game;
        game.board = board;
        for (int seat = 0; seat < 4; ++seat) game.seats.push_back(Seat{(board - 1) * 4 + seat + 1, Outcome::Pending});
        round.games.push_back(game);
    }
    event.rounds.push_back(round);
    return event;
}

// A file of tests/fixtures (see its README for where each set came from).
inline std::string fixture(const std::string& relative) { return std::string(TOURNEY_FIXTURES_DIR) + "/" + relative; }

inline Event swissEvent() { return formats::readTrfFile(fixture("dutch/s002_n29_r9.trf")).event; }

// What a command prints on stdout (poppler's warnings on stderr are dropped).
inline std::string commandOutput(const std::string& command) {
    std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen((command + " 2>/dev/null").c_str(), "r"), pclose);
    std::string output;
    if (!pipe) return output;
    char buffer[4096];
    for (std::size_t read; (read = std::fread(buffer, 1, sizeof buffer, pipe.get())) > 0;) output.append(buffer, read);
    return output;
}

// What a command prints on stderr (its stdout is dropped): poppler's warnings.
inline std::string commandErrors(const std::string& command) {
    std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen((command + " 2>&1 >/dev/null").c_str(), "r"), pclose);
    std::string output;
    if (!pipe) return "cannot run " + command;
    char buffer[4096];
    for (std::size_t read; (read = std::fread(buffer, 1, sizeof buffer, pipe.get())) > 0;) output.append(buffer, read);
    return output;
}

inline std::string pdfText(const std::string& path) { return commandOutput("pdftotext -layout '" + path + "' -"); }
inline std::string pdfInfo(const std::string& path) { return commandOutput("pdfinfo '" + path + "'"); }

// The text of one page.
inline std::string pdfPageText(const std::string& path, int page) {
    return commandOutput("pdftotext -layout -f " + std::to_string(page) + " -l " + std::to_string(page) + " '" + path +
                         "' -");
}

inline int pdfPages(const std::string& path) {
    const std::string info = pdfInfo(path);
    const auto at = info.find("Pages:");
    return at == std::string::npos ? 0 : std::stoi(info.substr(at + 6));
}

// The lines of a text.
inline std::vector<std::string> linesOf(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

// The first line holding every one of `parts`, or "".
inline std::string lineWith(const std::string& text, const std::vector<std::string>& parts) {
    for (const std::string& line : linesOf(text)) {
        bool all = true;
        for (const std::string& part : parts) all = all && line.find(part) != std::string::npos;
        if (all) return line;
    }
    return "";
}

// A scratch file in a folder of this test process's own.
inline std::string scratchPath(const std::string& name) {
    const auto folder = std::filesystem::temp_directory_path() / ("tourney-reports-" + std::to_string(getpid()));
    std::filesystem::create_directories(folder);
    return (folder / name).string();
}

}  // namespace tourney::reports::testing
