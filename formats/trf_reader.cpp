// Reading FIDE TRF-16 (Handbook C.04 Annex 2) with the TRF-26 header lines 142 (rounds), 152 (initial
// colour), 162 (points), 192 (pairing system), 202 and 212 (tie-breaks), 240 (byes ahead), 250
// (accelerated rounds), 260 (forbidden pairs), and JaVaFo's extensions XXR, XXC, XXA, XXP, XXS,
// and bbpPairings' BBW/BBD/BBL/BBZ/BBF/BBU point lines. Other records are kept as read (for
// writeTrf of the document), except those that change scores or pairings (299, team records),
// which are refused.
//
// Columns are counted in characters (Unicode code points), not bytes, so that a name in
// Bengali or Cyrillic does not shift the fields after it.
#include "formats/input_file.h"
#include "formats/plain_text.h"
#include "formats/text_columns.h"
#include "formats/trf.h"
#include "formats/trf_teams.h"
#include "scoring/calendar_date.h"
#include "scoring/fide_title.h"
#include "scoring/history.h"

#include <algorithm>
#include <cctype>
#include <istream>
#include <iterator>
#include <map>
#include <optional>
#include <sstream>

namespace tourney::formats {

namespace {

// One round's cell of a player line: opponent (4), colour, result.
struct Cell {
    int opponent = 0;
    char colour = ' ';
    char result = ' ';
    bool blank() const { return opponent == 0 && colour == ' ' && result == ' '; }
};

struct PlayerLine {
    Player player;
    std::vector<Cell> cells;
    int line = 0;
    std::optional<Points> points_column;  // columns 81-84, when not blank
    int rank_column = 0;                  // columns 86-89, 0 when blank
    std::string birth;                    // columns 70-79 as written, read once the event's dates are known
};

class Reader {
public:
    Reader(std::string file, const TrfReadOptions& options) : file_(std::move(file)), options_(options) {}

    TrfDocument read(std::istream& in);

private:
    [[noreturn]] void fail(int line, const std::string& field, const Message& message) const {
        throw InputError(file_, line, field, message);
    }
    [[noreturn]] void fail(int line, const std::string& field, const std::string& message) const {
        throw InputError(file_, line, field, message);
    }
    void readHeader(const std::string& code, const std::string& text, int line);
    void readColourLine(const std::string& code, const std::string& text, int line);
    void renumberByLineOrder();
    int renumbered(int file_id, int line, const std::string& field) const;
    void fileStandings();
    bool readEventLine(const std::string& code, const std::string& text, int line);
    std::string eventDate(const std::string& code, const std::string& text, int line);
    void readBirthDates();
    void warnOfOtherSwissSystem(const std::string& code, const std::string& text, int line);
    void readTeammatesLine(const std::string& text, int line);
    void readVirtualPointsLine(const std::string& text, int line);
    void readAcceleratedRoundsLine(const std::string& text, int line);
    void readBbpPointLine(const std::string& code, const std::string& text, int line);
    void readPlayer(const std::string& raw, int line);
    void readPointLine(const std::string& text, int line);
    void readRoundDates(const std::string& raw, int line);
    void buildRounds();
    void checkDeclaredRounds(std::size_t paired, std::size_t rounds_in_file) const;
    void placePlayers();
    Round readRound(std::size_t r);
    void readRequests(std::size_t paired);
    Points pointsFor(const std::string& text, int line, const std::string& field) const;
    // Every number a line gives is checked against what the file holds before anything is
    // sized by it: a start number against the 001 lines, a round against TRF's 999.
    int numberFor(const std::string& text, int line, const std::string& field, int maximum,
                  const std::string& what) const;
    int startNumberFor(const std::string& text, int line, const std::string& field) const;
    void addForbiddenPairs(std::size_t players, int line, const std::string& field);
    void placeAcceleratedRounds();

    std::string file_;
    int players_in_file_ = 0;     // the 001 lines, counted before any line is read
    bool ranked_file_ = false;    // an XXC line says rank, seen before any line is read
    std::size_t pair_count_ = 0;  // forbidden pairs so far (XXP, 260)
    TrfReadOptions options_;
    TrfDocument document_;
    bool line_order_ = false;  // XXC rank: the order of the player lines is the pairing order
    std::vector<PlayerLine> lines_;
    std::vector<std::string> round_dates_;  // 132: yyyy-mm-dd per round, empty where none
    std::map<int, std::size_t> by_start_;
    int xxr_ = 0;
    bool tiebreaks_line_ = false;               // a 202 record gave the tie-breaks
    std::vector<std::string> standings_order_;  // 212 without its primary score
    std::string standings_primary_;             // 212's first code
    std::vector<TeamRecordLine> team_records_;  // a team event's records (formats/trf_teams.h)
    void readTeamEvent();
    bool individualWithTeams() const;
    void readClubTeams();
    struct ByeRecord {  // a TRF-26 240 line's bye, with the line it came from
        RequestedBye bye;
        int line = 0;
    };
    std::vector<ByeRecord> bye_records_;
    std::vector<std::pair<RoundLimitedForbiddenPair, int>> forbidden_records_;  // 260, with its line
    void readByeLine(const std::string& text, int line);
    void readForbiddenLine(const std::string& text, int line);
    void placeRecords();
    struct AcceleratedRounds {  // a TRF-26 250 line, expanded once the rounds are known
        Points value;
        int first_round, last_round, first_player, last_player, line;
    };
    std::vector<AcceleratedRounds> accelerated_;
};

// TRF numbers have at most four digits; more than nine can only be a damaged line.
constexpr int kMaxRounds = 999;
constexpr int kMaxStartNumber = 9999;  // four columns
// Far beyond the pairs of any real event (teammates of a national championship number a few
// thousand): an XXP line of 10,000 numbers would otherwise ask for 50 million pairs.
constexpr std::size_t kMaxForbiddenPairs = 1'000'000;

int Reader::numberFor(const std::string& text, int line, const std::string& field, int maximum,
                      const std::string& what) const {
    if (!allDigits(text) || text.size() > 9 || std::stoi(text) < 1)
        fail(line, field,
             what == "a start number" ? Message("'%1' is not a start number", text)
                                      : Message("'%1' is not a round number", text));
    const int value = std::stoi(text);
    if (value > maximum)
        fail(line, field,
             what == "a start number"
                 ? Message("start number %1 is larger than the number of players in the file (%2)", text, maximum)
                 : Message("'%1' is larger than %2", text, maximum));
    return value;
}

int Reader::startNumberFor(const std::string& text, int line, const std::string& field) const {
    // Under XXC rank the numbers are only names (the line order pairs), bounded by their four
    // columns; a later check finds a number that has no player line.
    return numberFor(text, line, field, ranked_file_ ? kMaxStartNumber : players_in_file_, "a start number");
}

void Reader::addForbiddenPairs(std::size_t players, int line, const std::string& field) {
    pair_count_ += players * (players - 1) / 2;
    if (pair_count_ > kMaxForbiddenPairs)
        fail(line, field,
             Message("the file forbids more than %1 pairs of players from meeting; Tourney keeps no more",
                     kMaxForbiddenPairs));
}

Points Reader::pointsFor(const std::string& text, int line, const std::string& field) const {
    auto value = Points::parse(text);
    if (!value) fail(line, field, Message("'%1' is not a number of points", text));
    return *value;
}

void Reader::readPointLine(const std::string& text, int line) {
    // "W 1.0    D 0.5    L 0.0    A 0.0    P 1.0    X 0.5": a key, then its value. The value
    // sits in the four columns after its key, so "W10.0" is a key and its value too.
    std::vector<std::string> tokens;
    for (const std::string& word : words(text)) {
        if (word.size() > 1 && std::isalpha(static_cast<unsigned char>(word[0])) &&
            !std::isalpha(static_cast<unsigned char>(word[1]))) {
            tokens.push_back(word.substr(0, 1));
            tokens.push_back(word.substr(1));
        } else {
            tokens.push_back(word);
        }
    }
    if (tokens.size() % 2 != 0) fail(line, "162", Message("expected pairs of a key and a value"));
    PointSystem& points = document_.event.points;
    bool pairing_bye_given = false;
    for (std::size_t i = 0; i < tokens.size(); i += 2) {
        const std::string& key = tokens[i];
        Points value = pointsFor(tokens[i + 1], line, "162 " + key);
        if (key == "W")
            points.win = points.forfeit_win = points.full_bye = value;
        else if (key == "D")
            points.draw = points.half_bye = value;
        else if (key == "L")
            points.loss = value;
        else if (key == "P") {
            points.pairing_bye = value;
            pairing_bye_given = true;
        } else if (key == "A" || key == "Z")
            points.forfeit_loss = points.zero_bye = points.absent = value;
        else if (key == "X")
            continue;  // value of an unknown result: Tourney has none to score
        else
            fail(line, "162", Message("unknown key '%1' (W, D, L, P, A or X)", key));
    }
    // TRF-26: without a P value the pairing-allocated bye is worth a win.
    if (!pairing_bye_given) points.pairing_bye = points.win;
    document_.has_point_line = true;
}

// TRF-26 240: "240 H 4 12 15": players 12 and 15 take a half-point bye (H; F full, Z zero
// points) in round 4, asked for in advance (C.04.2). Like a bye cell beyond the last paired
// round, but it may name any round to come.
void Reader::readByeLine(const std::string& text, int line) {
    const auto tokens = words(text);
    if (tokens.size() < 3)
        fail(line, "240", Message("expected the kind of bye (H, F or Z), a round and start numbers"));
    const std::string& kind_text = tokens[0];
    ByeKind kind;
    if (kind_text == "H")
        kind = ByeKind::Half;
    else if (kind_text == "F")
        kind = ByeKind::Full;
    else if (kind_text == "Z")
        kind = ByeKind::Zero;
    else
        fail(line, "240 kind", Message("'%1' is not a kind of bye (H half, F full, Z zero points)", kind_text));
    const int round = numberFor(tokens[1], line, "240 round", kMaxRounds, "a round number");
    for (std::size_t i = 2; i < tokens.size(); ++i)
        bye_records_.push_back({RequestedBye{round, startNumberFor(tokens[i], line, "240 player"), kind}, line});
}

// TRF-26 260: "260 1 3 5 9 14": players 5, 9 and 14 may not meet one another in rounds 1 to 3.
void Reader::readForbiddenLine(const std::string& text, int line) {
    const auto tokens = words(text);
    if (tokens.size() < 4)
        fail(line, "260", Message("expected the first and last round, then two or more start numbers"));
    const int first_round = numberFor(tokens[0], line, "260 first round", kMaxRounds, "a round number");
    const int last_round = numberFor(tokens[1], line, "260 last round", kMaxRounds, "a round number");
    if (first_round > last_round) fail(line, "260 last round", Message("the last round comes before the first"));
    std::vector<int> players;
    for (std::size_t i = 2; i < tokens.size(); ++i) players.push_back(startNumberFor(tokens[i], line, "260 player"));
    addForbiddenPairs(players.size(), line, "260");
    for (std::size_t i = 0; i < players.size(); ++i)
        for (std::size_t j = i + 1; j < players.size(); ++j)
            forbidden_records_.push_back({{players[i], players[j], first_round, last_round}, line});
}

// Once the players and rounds are known: 240 byes of the round to be paired join the byes known
// for it; those of later rounds wait in later_byes, as pairing engines read only the next
// round's (so a later request never changes this round's pairing numbers). 260 pairs that
// span every round are plain forbidden pairs.
void Reader::placeRecords() {
    Event& event = document_.event;
    const int next_round = event.roundsPaired() + 1;
    for (const ByeRecord& record : bye_records_) {
        const RequestedBye& bye = record.bye;
        if (!event.player(bye.player))
            fail(record.line, "240 player", Message("start number %1 has no player", bye.player));
        if (bye.round < next_round) continue;  // a round already paired: its player line holds the facts
        auto same = [&](const RequestedBye& other) { return other.player == bye.player && other.round == bye.round; };
        if (bye.round == next_round) {
            if (std::none_of(event.requested_byes.begin(), event.requested_byes.end(), same))
                event.requested_byes.push_back(bye);
        } else if (std::none_of(document_.later_byes.begin(), document_.later_byes.end(), same)) {
            document_.later_byes.push_back(bye);
        }
    }
    for (const auto& [pair, line] : forbidden_records_) {
        for (int player : {pair.first, pair.second})
            if (!event.player(player)) fail(line, "260 player", Message("start number %1 has no player", player));
        if (pair.first_round <= 1 && pair.last_round >= event.planned_rounds)
            event.forbidden_pairs.emplace_back(pair.first, pair.second);
        else
            event.forbidden_in_rounds.push_back(pair);
    }
}

// 012-122: what the event is, where and when, and who arbitrates it.
bool Reader::readEventLine(const std::string& code, const std::string& text, int line) {
    EventInfo& info = document_.event.info;
    if (code == "012")
        info.name = text;
    else if (code == "022")
        info.city = text;
    else if (code == "032")
        info.federation = text;
    else if (code == "042")
        info.start_date = eventDate(code, text, line);
    else if (code == "052")
        info.end_date = eventDate(code, text, line);
    else if (code == "092" || code == "192") {
        document_.system_line = text;
        document_.other_lines.push_back(code + " " + text);  // the file's words, for a faithful export
        warnOfOtherSwissSystem(code, text, line);
    } else if (code == "102")
        info.chief_arbiter = text;
    else if (code == "112")  // one line for each deputy (TRF-26): all are kept, "; " between them
        info.deputy_arbiters += (info.deputy_arbiters.empty() ? "" : "; ") + text;
    else if (code == "122")
        info.time_control = text;
    else if (code == "202" || code == "212") {
        std::string codes = text;
        std::replace(codes.begin(), codes.end(), ',', ' ');
        std::vector<std::string> list = words(codes);
        // 212 is the standings' order: the primary score first (PTS), then 202's tie-breaks.
        if (code == "212") {
            if (!list.empty()) {
                standings_primary_ = list.front();  // PTS; a team event's MP or GP
                list.erase(list.begin());
            }
            standings_order_ = list;
        } else {
            document_.event.tiebreaks = list;
            tiebreaks_line_ = true;
        }
    } else
        return false;
    return true;
}

// 042 and 052 in any form readDay knows, as yyyy-mm-dd. A date the calendar does not have
// is refused; one written in no form Tourney reads is left out with a warning, since the
// under-18 K of B.02 8.3.3 needs the event's year.
std::string Reader::eventDate(const std::string& code, const std::string& text, int line) {
    const std::string field = code == "042" ? "042 start date" : "052 end date";
    if (text.empty()) return "";
    const DateReading reading = readDay(text);
    if (reading.impossible) fail(line, field, Message("'%1' is not a day of the calendar", text));
    if (!reading.date) {
        document_.warnings.push_back(
            code == "042"
                ? Message(
                      "line %1, 042 start date: '%2' is not a date Tourney reads (yyyy/mm/dd or dd.mm.yyyy); left out",
                      line, text)
                : Message(
                      "line %1, 052 end date: '%2' is not a date Tourney reads (yyyy/mm/dd or dd.mm.yyyy); left out",
                      line, text));
        return "";
    }
    return reading.date->iso();
}

// A Swiss system Tourney does not pair (Lim, Monrad, ...; C.04.4; the Dubov and Burstein
// systems it pairs): the rounds played are read as they are, but the event is kept as one
// Tourney pairs by the Dutch system (C.04.3), and its export names that: said, not silently
// changed.
void Reader::warnOfOtherSwissSystem(const std::string& code, const std::string& text, int line) {
    std::string system = text;
    std::transform(system.begin(), system.end(), system.begin(), [](unsigned char c) { return std::tolower(c); });
    for (const char* other : {"fide_lim", "monrad"})
        if (system.find(other) != std::string::npos) {
            document_.warnings.push_back(
                Message("line %1, %2 type of tournament: '%3' is not a system Tourney pairs; "
                        "later rounds are paired by the Dutch system (C.04.3) and the export "
                        "names that",
                        line, code, text));
            return;
        }
}

// Columns 70-79 of every player line, once the event's dates are known: a birth the calendar
// does not have, or after the event, is refused; one in no form Tourney reads is left out with
// a warning (his age, and with it the K 40 of B.02 8.3.3, is then unknown).
void Reader::readBirthDates() {
    const EventInfo& info = document_.event.info;
    const std::string& last_day = !info.end_date.empty() ? info.end_date : info.start_date;
    const auto event_day = readDay(last_day).date;
    const int event_year = event_day ? event_day->year : 0;
    bool any_birth = false;
    for (PlayerLine& entry : lines_) {
        if (entry.birth.empty()) continue;
        const std::string field = "birth date (columns 70-79)";
        const DateReading reading = readBirthDate(entry.birth, event_year);
        if (reading.impossible) fail(entry.line, field, Message("'%1' is not a day of the calendar", entry.birth));
        if (!reading.date) {
            document_.warnings.push_back(
                Message("line %1, birth date (columns 70-79): '%2' is not a date Tourney reads; the player's age is "
                        "unknown, so the under-18 K 40 (B.02 8.3.3) cannot be applied to him",
                        entry.line, entry.birth));
            continue;
        }
        const CalendarDate birth = *reading.date;
        const bool after_event = event_day && (birth.yearOnly() ? birth.year > event_day->year : birth > *event_day);
        if (after_event) fail(entry.line, field, Message("born %1, after the event (%2)", birth.iso(), last_day));
        entry.player.birth_year = birth.year;
        if (!birth.yearOnly()) entry.player.birth_date = birth.iso();  // exported as read
        any_birth = true;
    }
    if (any_birth && !event_day)
        document_.warnings.push_back(
            Message("the file gives no event date (042, 052) Tourney reads: the under-18 K 40 (B.02 8.3.3) cannot be "
                    "applied"));
}

void Reader::readHeader(const std::string& code, const std::string& text, int line) {
    if (readEventLine(code, text, line)) return;
    if (code == "142" || code == "XXR") {
        if (!allDigits(text) || text.size() > 3 || std::stoi(text) < 1)
            fail(line, code, Message("'%1' is not a number of rounds (1 to 999)", text));
        xxr_ = std::stoi(text);
        document_.rounds_line = line;
        document_.rounds_code = code;
    } else if (code == "152" || code == "XXC") {
        readColourLine(code, text, line);
    } else if (code == "162")
        readPointLine(text, line);
    else if (code == "XXP")
        readTeammatesLine(text, line);
    else if (code == "XXA")
        readVirtualPointsLine(text, line);
    else if (code == "240")
        readByeLine(text, line);
    else if (code == "260")
        readForbiddenLine(text, line);
    else if (code == "250")
        readAcceleratedRoundsLine(text, line);
    else if (code.size() == 3 && code[0] == 'B' && code[1] == 'B')
        readBbpPointLine(code, text, line);
    else {
        if (code == "###") document_.comments.push_back({line, text});
        document_.other_lines.push_back(code + " " + text);
    }
}

// XXC (JaVaFo) and TRF-26 152: the initial colour (white1 or black1; 152 writes W or B), and
// JaVaFo's `rank`: the order of the player lines is the pairing order, not the start numbers.
void Reader::readColourLine(const std::string& code, const std::string& text, int line) {
    bool understood = false;
    for (const std::string& token : words(text)) {
        if (code == "XXC" && token == "rank") {
            line_order_ = true;
        } else if (token == "white1" || token == "W" || token == "w") {
            document_.event.first_board_white = true;
            document_.colour_declared = true;
        } else if (token == "black1" || token == "B" || token == "b") {
            document_.event.first_board_white = false;
            document_.colour_declared = true;
        } else {
            fail(line, code,
                 code == "XXC" ? Message("'%1' is not an initial colour (white1 or black1) nor 'rank'", token)
                               : Message("'%1' is not an initial colour (white1 or black1)", token));
        }
        understood = true;
    }
    if (!understood) fail(line, code, Message("expected an initial colour (white1 or black1)"));
}

// XXP: every two of the start numbers on the line are forbidden to meet.
void Reader::readTeammatesLine(const std::string& text, int line) {
    std::vector<int> players;
    for (const auto& word : words(text)) players.push_back(startNumberFor(word, line, "XXP"));
    addForbiddenPairs(players.size(), line, "XXP");
    for (std::size_t i = 0; i < players.size(); ++i)
        for (std::size_t j = i + 1; j < players.size(); ++j)
            document_.event.forbidden_pairs.emplace_back(players[i], players[j]);
}

// XXA: a start number, then the virtual points of each round.
void Reader::readVirtualPointsLine(const std::string& text, int line) {
    auto tokens = words(text);
    if (tokens.empty() || !allDigits(tokens[0])) fail(line, "XXA", Message("expected a start number first"));
    if (tokens.size() - 1 > static_cast<std::size_t>(kMaxRounds)) fail(line, "XXA", Message("more than 999 rounds"));
    VirtualPoints virtual_points;
    virtual_points.player = startNumberFor(tokens[0], line, "XXA");
    for (const VirtualPoints& earlier : document_.event.virtual_points)
        if (earlier.player == virtual_points.player)
            fail(line, "XXA", Message("start number %1 has its virtual points on an earlier line too", tokens[0]));
    for (std::size_t i = 1; i < tokens.size(); ++i)
        virtual_points.per_round.push_back(pointsFor(tokens[i], line, "XXA round " + std::to_string(i)));
    document_.event.virtual_points.push_back(virtual_points);
}

// TRF-26 250, accelerated rounds: [match points] game points, first and last round, first and
// last player. Individual events leave the match points empty.
void Reader::readAcceleratedRoundsLine(const std::string& text, int line) {
    auto tokens = words(text);
    if (tokens.size() == 6) tokens.erase(tokens.begin());
    if (tokens.size() != 5) fail(line, "250", Message("expected points, first and last round, first and last player"));
    const Points value = pointsFor(tokens[0], line, "250 points");
    AcceleratedRounds record{value,
                             numberFor(tokens[1], line, "250 first round", kMaxRounds, "a round number"),
                             numberFor(tokens[2], line, "250 last round", kMaxRounds, "a round number"),
                             startNumberFor(tokens[3], line, "250 first player"),
                             startNumberFor(tokens[4], line, "250 last player"),
                             line};
    if (record.first_round > record.last_round || record.first_player > record.last_player)
        fail(line, "250", Message("the first round and player must not come after the last"));
    accelerated_.push_back(record);
    document_.acceleration_records = true;
}

// The 250 lines once the rounds are known: a player's virtual points of every line that names
// him, in one entry (Baku: one line for the first rounds, another for the later ones).
void Reader::placeAcceleratedRounds() {
    Event& event = document_.event;
    const int rounds = event.planned_rounds > 0 ? event.planned_rounds : kMaxRounds;
    std::map<int, std::size_t> entry_of;
    for (std::size_t i = 0; i < event.virtual_points.size(); ++i) entry_of[event.virtual_points[i].player] = i;
    for (const AcceleratedRounds& record : accelerated_) {
        if (record.last_round > rounds)
            fail(record.line, "250 last round",
                 Message("round %1 is after the last round (%2)", record.last_round, rounds));
        for (int player = record.first_player; player <= record.last_player; ++player) {
            auto [found, added] = entry_of.emplace(player, event.virtual_points.size());
            if (added) event.virtual_points.push_back(VirtualPoints{player, {}});
            std::vector<Points>& per_round = event.virtual_points[found->second].per_round;
            if (static_cast<int>(per_round.size()) < record.last_round) per_round.resize(record.last_round);
            for (int round = record.first_round; round <= record.last_round; ++round) {
                if (per_round[round - 1] != Points())
                    fail(record.line, "250",
                         Message("player %1 has virtual points for round %2 on an earlier line too", player, round));
                per_round[round - 1] = record.value;
            }
        }
    }
}

// bbpPairings' point lines: BBW win, BBD draw, BBL loss, BBZ zero bye / absence, BBF forfeit
// win, BBU pairing-allocated bye.
void Reader::readBbpPointLine(const std::string& code, const std::string& text, int line) {
    Points value = pointsFor(trimmed(text), line, code);
    PointSystem& points = document_.event.points;
    switch (code[2]) {
    case 'W': points.win = value; break;
    case 'D': points.draw = points.half_bye = value; break;
    case 'L': points.loss = value; break;
    case 'Z': points.zero_bye = points.absent = points.forfeit_loss = value; break;
    case 'F': points.forfeit_win = points.full_bye = value; break;
    case 'U': points.pairing_bye = value; break;
    default: fail(line, code, Message("unknown point line"));
    }
    document_.has_point_line = true;
}

void Reader::readPlayer(const std::string& raw, int line) {
    CodePoints columns(raw);
    PlayerLine entry;
    entry.line = line;
    Player& player = entry.player;

    std::string start = trimmed(columns.get(5, 8));
    player.start_no = startNumberFor(start, line, "start rank (columns 5-8)");
    if (by_start_.count(player.start_no))
        fail(line, "start rank (columns 5-8)",
             Message("start number %1 appears twice (first on line %2)", start,
                     lines_[by_start_[player.start_no]].line));

    std::string sex = trimmed(columns.get(10, 10));
    player.sex = sex == "m" || sex == "M"                                 ? Sex::Male
                 : (sex == "f" || sex == "F" || sex == "w" || sex == "W") ? Sex::Female
                                                                          : Sex::Unknown;
    player.title = fideTitleCode(trimmed(columns.get(11, 13)));  // g, m, wg ... as GM, IM, WGM ...
    player.name = trimmed(columns.get(15, 47));
    if (player.name.empty()) fail(line, "name (columns 15-47)", Message("a player needs a name"));

    std::string rating = trimmed(columns.get(49, 52));
    if (!rating.empty()) {
        if (!allDigits(rating)) fail(line, "rating (columns 49-52)", Message("'%1' is not a rating", rating));
        player.rating = std::stoi(rating);
    }
    player.federation = trimmed(columns.get(54, 56));
    player.fide_id = trimmed(columns.get(58, 68));
    if (!player.fide_id.empty() && !allDigits(player.fide_id))
        fail(line, "FIDE id (columns 58-68)", Message("'%1' is not a FIDE id", player.fide_id));
    entry.birth = trimmed(columns.get(70, 79));  // read by readBirthDates, once the event's dates are known

    std::string points = trimmed(columns.get(81, 84));
    if (!points.empty()) {
        entry.points_column = Points::parse(points);
        if (!entry.points_column)
            fail(line, "points (columns 81-84)", Message("'%1' is not a number of points", points));
    }
    const std::string rank = trimmed(columns.get(86, 89));
    if (!rank.empty()) {
        if (!allDigits(rank)) fail(line, "rank (columns 86-89)", Message("'%1' is not a rank", rank));
        entry.rank_column = std::stoi(rank);  // 0, as some programs write before the first round: none
    }

    // Round cells from column 92 on, ten characters each: opponent (4), colour, result.
    for (std::size_t first = 92, round = 1; first <= columns.width(); first += 10, ++round) {
        const std::string field = "round " + std::to_string(round);
        Cell cell;
        std::string opponent = trimmed(columns.get(first, first + 3));
        std::string colour = columns.get(first + 5, first + 5);
        std::string result = columns.get(first + 7, first + 7);
        if (round > static_cast<std::size_t>(kMaxRounds)) fail(line, field, Message("a TRF holds at most 999 rounds"));
        if (!opponent.empty()) {
            if (!allDigits(opponent)) fail(line, field + " opponent", Message("'%1' is not a start number", opponent));
            cell.opponent = std::stoi(opponent);
        }
        cell.colour = colour.empty() ? ' ' : colour[0];
        cell.result = result.empty() ? ' ' : result[0];
        if (colour.size() > 1 || std::string(" wbWB-").find(cell.colour) == std::string::npos)
            fail(line, field + " colour", Message("'%1' is not w, b or -", colour));
        cell.colour = static_cast<char>(std::tolower(static_cast<unsigned char>(cell.colour)));
        if (result.size() > 1 || std::string(" 10=+-WDLHFUZ").find(cell.result) == std::string::npos)
            fail(line, field + " result", Message("'%1' is not a TRF result code", result));
        if (cell.opponent > 0 && (cell.result == 'H' || cell.result == 'F' || cell.result == 'U' || cell.result == 'Z'))
            fail(line, field + " result", Message("a bye ('%1') cannot have an opponent", std::string(1, cell.result)));
        if (cell.opponent == 0 && std::string("10=WDL").find(cell.result) != std::string::npos && cell.result != ' ')
            fail(line, field + " opponent", Message("a played game needs an opponent"));
        if (cell.opponent == player.start_no) fail(line, field + " opponent", Message("a player cannot meet himself"));
        entry.cells.push_back(cell);
    }
    while (!entry.cells.empty() && entry.cells.back().blank()) entry.cells.pop_back();

    by_start_[player.start_no] = lines_.size();
    lines_.push_back(std::move(entry));
}

// What a cell means for the player, and what the opponent's cell must then say.
Outcome outcomeOf(char result) { return outcomeOfTrfCode(result); }

bool resultsAgree(char mine, char theirs) {
    Outcome a = outcomeOf(mine), b = outcomeOf(theirs);
    if (a == Outcome::ForfeitLoss && b == Outcome::ForfeitLoss) return true;  // double forfeit
    return b == mirrored(a);
}

// Start numbers must run 1..N without gaps: they are the players' identities.
void Reader::placePlayers() {
    for (std::size_t i = 0; i < lines_.size(); ++i)
        if (!by_start_.count(static_cast<int>(i) + 1))
            fail(lines_.empty() ? 0 : lines_.back().line, "start rank (columns 5-8)",
                 Message("start numbers must run from 1 to %1 without gaps; %2 is missing", lines_.size(), i + 1));
    document_.event.players.resize(lines_.size());
    for (const PlayerLine& entry : lines_) document_.event.players[entry.player.start_no - 1] = entry.player;
}

// The bye a cell without an opponent stands for in a paired round.
ByeKind byeOfCell(const Cell& cell) {
    switch (cell.result) {
    case 'U': return ByeKind::PairingAllocated;
    case 'H': return ByeKind::Half;
    case 'F':
    case '+': return ByeKind::Full;  // "0000 - +": a full-point bye
    case 'Z': return ByeKind::Zero;
    default: return ByeKind::Absent;
    }
}

// Round r + 1 from the cells of every player line: games built once, from the seat that
// moves first (or the lower number), after checking that both cells tell the same story.
Round Reader::readRound(std::size_t r) {
    Round round;
    round.number = static_cast<int>(r) + 1;
    const std::string field = "round " + std::to_string(r + 1);
    for (const PlayerLine& entry : lines_) {
        const int me = entry.player.start_no;
        const Cell cell = r < entry.cells.size() ? entry.cells[r] : Cell{};
        if (cell.opponent == 0) {
            round.byes.push_back(Bye{me, byeOfCell(cell)});
            continue;
        }
        auto other = by_start_.find(cell.opponent);
        if (other == by_start_.end())
            fail(entry.line, field + " opponent", Message("opponent %1 is not in the file", cell.opponent));
        const Cell theirs = r < lines_[other->second].cells.size() ? lines_[other->second].cells[r] : Cell{};
        if (theirs.opponent != me)
            fail(entry.line, field + " opponent",
                 Message("player %1 does not have %2 as opponent in that round", cell.opponent, me));
        if (!resultsAgree(cell.result, theirs.result))
            fail(entry.line, field + " result",
                 Message("'%1' does not agree with the opponent's '%2'", std::string(1, cell.result),
                         std::string(1, theirs.result)));
        if ((cell.colour == 'w' && theirs.colour != 'b') || (cell.colour == 'b' && theirs.colour != 'w'))
            fail(entry.line, field + " colour", Message("the opponent's colour does not agree"));
        const bool first_seat = cell.colour == 'w' || (cell.colour != 'b' && me < cell.opponent);
        if (!first_seat) continue;
        Game game;
        game.seats = {Seat{me, outcomeOf(cell.result)}, Seat{cell.opponent, outcomeOf(theirs.result)}};
        game.rated = !(cell.result == 'W' || cell.result == 'D' || cell.result == 'L');
        game.colours_known = cell.colour == 'w';
        round.games.push_back(std::move(game));
    }
    return round;
}

// Adds what each player scored in `round` to his running total (index start number - 1).
void addPoints(const PointSystem& points, const Round& round, std::vector<Points>& totals) {
    for (const Game& game : round.games)
        for (const Seat& seat : game.seats) totals[seat.player - 1] += points.forOutcome(seat.outcome);
    for (const Bye& bye : round.byes) totals[bye.player - 1] += points.forBye(bye.kind);
}

// Board order: the pair with the higher score first, then the higher-ranked player.
void numberBoards(Round& round, const std::vector<Points>& scores) {
    auto key = [&](const Game& game) {
        Points best = std::max(scores[game.seats[0].player - 1], scores[game.seats[1].player - 1]);
        int top = std::min(game.seats[0].player, game.seats[1].player);
        return std::make_pair(-best.tenths(), top);
    };
    std::stable_sort(round.games.begin(), round.games.end(),
                     [&](const Game& a, const Game& b) { return key(a) < key(b); });
    for (std::size_t b = 0; b < round.games.size(); ++b) round.games[b].board = static_cast<int>(b) + 1;
}

// Bye and absence cells after the last paired round are requests for the rounds to come.
void Reader::readRequests(std::size_t paired) {
    for (const PlayerLine& entry : lines_)
        for (std::size_t r = paired; r < entry.cells.size(); ++r) {
            const Cell& cell = entry.cells[r];
            if (cell.blank()) continue;
            const std::string field = "round " + std::to_string(r + 1);
            if (cell.opponent != 0) fail(entry.line, field, Message("an unpaired round cannot have an opponent"));
            ByeKind kind = cell.result == 'H'   ? ByeKind::Half
                           : cell.result == 'F' ? ByeKind::Full
                           : cell.result == 'Z' ? ByeKind::Zero
                                                : ByeKind::Absent;
            document_.event.requested_byes.push_back(
                RequestedBye{static_cast<int>(r) + 1, entry.player.start_no, kind});
        }
}

// A round beyond the number of rounds the file declares (XXR, 142) is refused: the rules of the
// last round (C.04.3 1.7.1, 3.4) and the byes entered for it depend on that number, so a file
// whose rounds outrun it cannot be paired or checked as its author meant.
void Reader::checkDeclaredRounds(std::size_t paired, std::size_t rounds_in_file) const {
    if (xxr_ == 0 || rounds_in_file <= static_cast<std::size_t>(xxr_)) return;
    const Message declared =
        xxr_ == 1 ? Message("line %1 (%2) declares %3 round", document_.rounds_line, document_.rounds_code, xxr_)
                  : Message("line %1 (%2) declares %3 rounds", document_.rounds_line, document_.rounds_code, xxr_);
    if (paired > static_cast<std::size_t>(xxr_))
        fail(document_.rounds_line, document_.rounds_code, Message("round %1 is paired, but %2", paired, declared));
    for (const PlayerLine& entry : lines_)
        if (entry.cells.size() > static_cast<std::size_t>(xxr_))
            fail(entry.line, "round " + std::to_string(entry.cells.size()),
                 Message("an entry for round %1, but %2", entry.cells.size(), declared));
}

void Reader::buildRounds() {
    Event& event = document_.event;
    placePlayers();
    // A round is paired when some cell in it has an opponent or a pairing-allocated bye.
    std::size_t rounds_in_file = 0, paired = 0;
    for (const PlayerLine& entry : lines_) {
        rounds_in_file = std::max(rounds_in_file, entry.cells.size());
        for (std::size_t r = 0; r < entry.cells.size(); ++r)
            if (entry.cells[r].opponent > 0 || entry.cells[r].result == 'U') paired = std::max(paired, r + 1);
    }
    checkDeclaredRounds(paired, rounds_in_file);
    std::vector<Points> running(lines_.size());
    for (std::size_t r = 0; r < paired; ++r) {
        Round round = readRound(r);
        numberBoards(round, running);
        addPoints(event.points, round, running);
        if (r < round_dates_.size()) round.date = round_dates_[r];
        event.rounds.push_back(std::move(round));
    }
    readRequests(paired);
    event.planned_rounds = std::max<int>(xxr_, static_cast<int>(std::max(rounds_in_file, paired)));
    document_.rounds_declared = xxr_ > 0;
}

// A 132 date: yy/mm/dd as TRF-16 writes it, or any form of a day (scoring/calendar_date.h).
// yyyy-mm-dd, or nullopt when it is not a date.
std::optional<std::string> roundDate(const std::string& cell) {
    const auto reading = readDay(cell);
    if (!reading.date) return std::nullopt;
    return reading.date->iso();
}

// TRF-16 132: the date of each round over the round's columns of the player lines (round 1 in
// columns 92-99, each next round ten columns on). A line whose dates stand elsewhere is read
// date by date, in round order.
void Reader::readRoundDates(const std::string& raw, int line) {
    std::vector<std::string> dates;
    bool aligned = raw.size() > 91 && trimmed(raw.substr(3, 88)).empty();
    for (std::size_t at = 91; at < raw.size() && aligned; at += 10) {
        const std::string cell = trimmed(raw.substr(at, 10));
        const auto date = roundDate(cell);
        aligned = cell.empty() || date.has_value();
        dates.push_back(date.value_or(""));
    }
    if (!aligned) {
        dates.clear();
        for (const std::string& word : words(raw.substr(3))) {
            const auto date = roundDate(word);
            if (!date)
                fail(line, "132 round " + std::to_string(dates.size() + 1) + " date",
                     Message("'%1' is not a date yy/mm/dd", word));
            dates.push_back(*date);
        }
    }
    round_dates_ = dates;
}

// XXC rank: the player lines, in file order, are the pairing order. Tourney's start numbers are
// pairing numbers, so the players are renumbered 1..N in that order, every reference with them,
// and the document keeps each player's number in the file (file_ids) to answer in it.
void Reader::renumberByLineOrder() {
    std::map<int, int> new_number;
    for (std::size_t i = 0; i < lines_.size(); ++i) new_number[lines_[i].player.start_no] = static_cast<int>(i) + 1;
    auto to_new = [&](int file_id, int line, const std::string& field) {
        const auto found = new_number.find(file_id);
        if (found == new_number.end()) fail(line, field, Message("start number %1 has no player line", file_id));
        return found->second;
    };
    document_.file_ids.clear();
    by_start_.clear();
    for (std::size_t i = 0; i < lines_.size(); ++i) {
        PlayerLine& entry = lines_[i];
        document_.file_ids.push_back(entry.player.start_no);
        entry.player.start_no = static_cast<int>(i) + 1;
        by_start_[entry.player.start_no] = i;
        for (std::size_t r = 0; r < entry.cells.size(); ++r)
            if (entry.cells[r].opponent > 0)
                entry.cells[r].opponent = to_new(entry.cells[r].opponent, entry.line,
                                                 "round " + std::to_string(r + 1) + " opponent");
    }
    Event& event = document_.event;
    for (auto& [a, b] : event.forbidden_pairs) a = to_new(a, 0, "XXP"), b = to_new(b, 0, "XXP");
    for (VirtualPoints& points : event.virtual_points) points.player = to_new(points.player, 0, "XXA");
    for (ByeRecord& record : bye_records_) record.bye.player = to_new(record.bye.player, record.line, "240 player");
    for (auto& [pair, line] : forbidden_records_)
        pair.first = to_new(pair.first, line, "260 player"), pair.second = to_new(pair.second, line, "260 player");
}

// A points column (81-84) must say what the results give: the rounds paired, plus what a bye
// entered for the next round and that round's virtual points (acceleration) may add, as
// programs write it either way. A column that says something else is refused, naming the
// player and what the results give, unless the reader is told to trust the results; then the
// document says which columns disagree (filed_standings), for the checker to report.
void Reader::fileStandings() {
    const Event& event = document_.event;
    document_.filed_standings.assign(lines_.size(), {});
    std::vector<Points> results(event.players.size());
    for (const Round& round : event.rounds) addPoints(event.points, round, results);
    const int next_round = event.roundsPaired() + 1;
    for (const PlayerLine& entry : lines_) {
        const int start_no = entry.player.start_no;
        const Points played = results[start_no - 1];
        TrfDocument::FiledStanding& filed = document_.filed_standings[start_no - 1];
        filed = {entry.line, entry.points_column, played, true, entry.rank_column};
        if (!entry.points_column) continue;
        std::vector<Points> extras = {Points{}};
        for (const RequestedBye& bye : event.requested_byes)
            if (bye.player == start_no && bye.round == next_round) extras.push_back(event.points.forBye(bye.kind));
        std::vector<Points> accelerations = {Points{}};
        for (const VirtualPoints& virtual_points : event.virtual_points)
            if (virtual_points.player == start_no && next_round <= static_cast<int>(virtual_points.per_round.size()))
                accelerations.push_back(virtual_points.per_round[next_round - 1]);
        if (event.acceleration == Acceleration::Baku)
            accelerations.insert(accelerations.end(), {event.points.win, event.points.draw});
        bool agrees = false;
        for (const Points& extra : extras)
            for (const Points& acceleration : accelerations)
                agrees = agrees || *entry.points_column == played + extra + acceleration;
        filed.points_agree = agrees;
        if (!agrees && !options_.trust_results)
            fail(entry.line, "points (columns 81-84)",
                 Message("player %1 has %2 points, but his results give %3; correct the points or the results (or "
                         "tell the reader to trust the results)",
                         document_.fileId(start_no), Message::numeral(entry.points_column->toString()),
                         Message::numeral(played.toString())));
    }
}

// A team event (docs/teams.md, "TRF"): the players from their lines, the teams, matches,
// line-ups and board results from the team records and the players' cells. Individual rounds
// stay empty, as in every team event.
void Reader::readTeamEvent() {
    Event& event = document_.event;
    // Byes, forbidden pairs and accelerated rounds of teams are not read yet (docs/teams.md):
    // refused rather than dropped.
    auto refuseRecord = [&](int line, const std::string& code) {
        fail(line, code,
             Message("TRF-26 record %1 is not read for a team event; the file cannot be held without it", code));
    };
    if (!bye_records_.empty()) refuseRecord(bye_records_.front().line, "240");
    if (!forbidden_records_.empty()) refuseRecord(forbidden_records_.front().second, "260");
    if (!accelerated_.empty()) refuseRecord(accelerated_.front().line, "250");
    readBirthDates();
    placePlayers();
    std::vector<TeamPlayerLine> players;
    for (const PlayerLine& entry : lines_) {
        TeamPlayerLine player{entry.player.start_no, entry.line, {}};
        for (const Cell& cell : entry.cells) player.cells.push_back({cell.opponent, cell.colour, cell.result});
        players.push_back(std::move(player));
    }
    const TeamScore primary = standings_primary_ == "GP" ? TeamScore::GamePoints : TeamScore::MatchPoints;
    TeamRecordsRead read = readTeamRecords(file_, team_records_, players, primary);
    event.planned_rounds = std::max(xxr_, read.rounds);
    document_.rounds_declared = xxr_ > 0;
    event.teams = std::move(read.teams);
}

// TRF-16 013 records alone, in a file whose type (092, 192) names an individual Swiss system
// (the Dutch, Dubov or Burstein system, and no team): the players' teams in an individual
// event, as the generator writes them (`engine -g` with teams). Any other team record, or no
// such type, makes a team event.
bool Reader::individualWithTeams() const {
    std::string system = document_.system_line;
    std::transform(system.begin(), system.end(), system.begin(), [](unsigned char c) { return std::tolower(c); });
    const bool individual_swiss = (system.find("dutch") != std::string::npos ||
                                   system.find("dubov") != std::string::npos ||
                                   system.find("burstein") != std::string::npos) &&
                                  system.find("team") == std::string::npos;
    return individual_swiss && std::all_of(team_records_.begin(), team_records_.end(),
                                           [](const TeamRecordLine& record) { return record.code == "013"; });
}

// Each 013 record's name (columns 5-36) becomes its players' club (start numbers from column
// 37); the records are kept as read for the export.
void Reader::readClubTeams() {
    std::map<int, int> team_of;  // start number: the team (013 records numbered in order)
    for (const TeamRecordLine& record : team_records_) {
        const int team = static_cast<int>(&record - team_records_.data()) + 1;
        CodePoints columns(record.raw);
        const std::string name = trimmed(columns.get(5, 36));
        if (name.empty()) fail(record.line, "team name", Message("a team needs a name"));
        const std::vector<std::string> players = words(columns.get(37, columns.width()));
        if (players.empty()) fail(record.line, "players (from column 37)", Message("a team needs its players"));
        for (const std::string& word : players) {
            const int start_no = startNumberFor(word, record.line, "players (from column 37)");
            if (const auto [earlier, added] = team_of.emplace(start_no, team); !added)
                fail(record.line, "players (from column 37)",
                     Message("player %1 is on the rosters of teams %2 and %3", start_no, earlier->second, team));
            if (!by_start_.count(start_no))
                fail(record.line, "players (from column 37)",
                     Message("start number %1 has no player line (001)", start_no));
            lines_[by_start_.at(start_no)].player.club = name;
        }
        document_.other_lines.push_back(record.raw);
    }
}

TrfDocument Reader::read(std::istream& in) {
    document_.event.system = PairingSystem::Swiss;
    document_.file_name = file_;
    // The whole file first: the player lines are counted before any number is trusted.
    const std::string content(std::istreambuf_iterator<char>(in), {});
    if (const auto problem = textFileProblem(content)) fail(problem->line, "", problem->message);
    const std::size_t first = content.rfind("\xEF\xBB\xBF", 0) == 0 ? 3 : 0;  // after a byte-order mark
    std::vector<std::string> file_lines;
    for (const std::string_view text : textLines(std::string_view(content).substr(first))) {
        std::string raw(text);
        // TRF counts columns in characters and separates its fields with blanks: a tab is one
        // character, so it reads as the blank it stands in for and the columns after it stay put.
        std::replace(raw.begin(), raw.end(), '\t', ' ');
        if (raw.rfind("001", 0) == 0) ++players_in_file_;
        if (raw.rfind("XXC ", 0) == 0)
            for (const std::string& token : words(raw.substr(4))) ranked_file_ = ranked_file_ || token == "rank";
        file_lines.push_back(std::move(raw));
    }
    int line = 0;
    bool any = false;
    for (const std::string& raw : file_lines) {
        ++line;
        // A line that is not plain text is refused whole: its columns cannot be trusted.
        if (const auto problem = textProblem(raw)) fail(line, "", Message("the line %1", *problem));
        if (trimmed(raw).empty()) continue;
        std::string code = raw.substr(0, 3);
        std::string text = raw.size() > 4 ? trimmed(raw.substr(4)) : std::string{};
        any = true;
        if (code == "001")
            readPlayer(raw, line);
        else if (code == "132")
            readRoundDates(raw, line);
        else if (isTeamRecord(code))
            team_records_.push_back({code, raw, line});
        else if (code == "299" || code == "320" || code == "330")
            // TRF-26 records that change scores or pairings (abnormal points, team byes and
            // forfeits given apart from the player lines):
            // kept as mere text they would be silently ignored, so the file is refused instead.
            fail(line, code,
                 Message("TRF-26 record %1 is not read by Tourney; the file cannot be held without it", code));
        else
            readHeader(code, text, line);
    }
    if (!any) fail(line, "", Message("the file is empty"));
    if (lines_.empty()) fail(line, "001", Message("no player lines (001)"));
    if (!tiebreaks_line_) document_.event.tiebreaks = standings_order_;  // 212 alone says them too
    if (!team_records_.empty() && !individualWithTeams()) {
        readTeamEvent();
    } else {
        if (!team_records_.empty()) readClubTeams();
        if (line_order_) renumberByLineOrder();
        readBirthDates();
        buildRounds();
        placeRecords();
        placeAcceleratedRounds();
        fileStandings();
    }
    // Forbidden pairs and virtual points must name real players.
    for (const auto& [a, b] : document_.event.forbidden_pairs)
        if (!document_.event.player(a) || !document_.event.player(b))
            fail(0, "XXP", Message("names a start number that has no player"));
    for (const VirtualPoints& points : document_.event.virtual_points)
        if (!document_.event.player(points.player))
            fail(0, document_.acceleration_records ? "250" : "XXA",
                 Message("virtual points for start number %1, which has no player", points.player));
    std::string system = document_.system_line;
    std::transform(system.begin(), system.end(), system.begin(), [](unsigned char c) { return std::tolower(c); });
    if (system.find("round") != std::string::npos || system.find("berger") != std::string::npos)
        document_.event.system = PairingSystem::RoundRobin;
    if (system.find("double") != std::string::npos) document_.event.system = PairingSystem::DoubleRoundRobin;
    if (system.find("dubov") != std::string::npos) document_.event.system = PairingSystem::Dubov;
    if (system.find("burstein") != std::string::npos) document_.event.system = PairingSystem::Burstein;
    // TRF-26: 250 records replace any acceleration method named by the system line; explicit
    // XXA points do the same, so that virtual points are never counted twice.
    if (system.find("baku") != std::string::npos && document_.event.virtual_points.empty())
        document_.event.acceleration = Acceleration::Baku;
    return std::move(document_);
}

}  // namespace

TrfDocument readTrf(std::istream& in, const std::string& file_name, const TrfReadOptions& options) {
    return Reader(file_name, options).read(in);
}

TrfDocument readTrfFile(const std::string& path, const TrfReadOptions& options) {
    std::istringstream in(readInputFile(path, 64u << 20));
    return readTrf(in, path, options);
}

}  // namespace tourney::formats
