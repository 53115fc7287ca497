// The draughts tournament file (docs/draughts.md, "The exchange file"): writer and reader.
#include "formats/draughts_file.h"

#include "formats/plain_text.h"
#include "rules/registry.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <functional>
#include <istream>
#include <iterator>
#include <ostream>
#include <set>
#include <utility>
#include <vector>

namespace tourney::formats {

namespace {

constexpr int kMostRounds = 999;  // as the store and the archive: no event has more

// A game's result as FMJD writes it, on the 2-1-0 scale, for each pair of outcomes a game can
// hold; forfeits as "+" for the seat that won it and "-" for a seat that did not appear.
constexpr std::array<std::pair<std::pair<Outcome, Outcome>, std::string_view>, 7> kResults{{
    {{Outcome::Win, Outcome::Loss}, "2-0"},
    {{Outcome::Draw, Outcome::Draw}, "1-1"},
    {{Outcome::Loss, Outcome::Win}, "0-2"},
    {{Outcome::ForfeitWin, Outcome::ForfeitLoss}, "+-"},
    {{Outcome::ForfeitLoss, Outcome::ForfeitWin}, "-+"},
    {{Outcome::ForfeitLoss, Outcome::ForfeitLoss}, "--"},
    {{Outcome::Pending, Outcome::Pending}, "*"},
}};

// The ten values of a point system in the order of the 162 line.
std::array<Points*, 10> pointFields(PointSystem& points) {
    return {&points.win,         &points.draw,     &points.loss,     &points.forfeit_win, &points.forfeit_loss,
            &points.pairing_bye, &points.half_bye, &points.full_bye, &points.zero_bye,    &points.absent};
}

// A record's text on one line: backslash, line breaks and tabs escaped.
std::string escaped(std::string_view text) {
    std::string out;
    for (char c : text) {
        switch (c) {
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default: out += c;
        }
    }
    return out;
}

// Fields are written on one line; a text field could not hold a tab or a line break anyway
// (plain_text.h), lineSafe makes sure.
class LineWriter {
public:
    explicit LineWriter(std::ostream& out) : out_(out) {}
    LineWriter& start(std::string_view code) {
        out_ << code;
        return *this;
    }
    LineWriter& text(std::string_view value) {
        out_ << '\t' << lineSafe(value);
        return *this;
    }
    LineWriter& number(long long value) {
        out_ << '\t' << value;
        return *this;
    }
    LineWriter& raw(std::string_view value) {
        out_ << '\t' << value;
        return *this;
    }
    void end() { out_ << '\n'; }

private:
    std::ostream& out_;
};

std::string_view sexCode(Sex sex) { return sex == Sex::Male ? "m" : sex == Sex::Female ? "f" : ""; }

std::string resultText(const Game& game) {
    const std::pair outcomes{game.seats[0].outcome, game.seats[1].outcome};
    for (const auto& [pair, text] : kResults)
        if (pair == outcomes) return std::string(text);
    // Any other pair (a result set by hand seat by seat): the two outcome codes.
    return {static_cast<char>(outcomes.first), static_cast<char>(outcomes.second)};
}

void writeHeader(LineWriter& w, const Event& event) {
    const EventInfo& info = event.info;
    w.start("002").raw(rules::gameName(event.game)).end();
    w.start("012").text(info.name).end();
    w.start("022").text(info.city).end();
    w.start("032").text(info.federation).end();
    w.start("042").text(info.start_date).end();
    w.start("052").text(info.end_date).end();
    w.start("102").text(info.chief_arbiter).end();
    w.start("112").text(info.deputy_arbiters).end();
    w.start("122").text(info.time_control).end();
    w.start("092").raw(systemName(event.system)).end();
    w.start("142").number(event.planned_rounds).end();
    w.start("152").raw(event.first_board_white ? "white" : "black").end();
    PointSystem points = event.points;
    w.start("162");
    for (Points* value : pointFields(points)) w.raw(value->toString());
    w.end();
    w.start("172").raw(std::to_string(event.lots_seed)).end();
    w.start("182").raw(event.fide_mode ? "fide" : "free").end();
    w.start("202");
    for (const std::string& code : event.tiebreaks) w.text(code);
    w.end();
}

void writePlayers(LineWriter& w, const Event& event) {
    for (const Player& p : event.players) {
        w.start("001").number(p.start_no).text(p.name).text(p.latin_name).raw(sexCode(p.sex)).text(p.title);
        w.text(p.federation).number(p.rating).text(p.fide_id).number(p.birth_year).text(p.birth_date);
        w.text(p.club).number(p.k_factor).number(p.withdrawn_from_round).end();
    }
}

void writeRounds(LineWriter& w, const Event& event) {
    for (const Round& round : event.rounds) {
        w.start("132").number(round.number).text(round.date).end();
        for (const Game& game : round.games) {
            w.start("301").number(round.number).number(game.board).number(game.seats[0].player);
            w.number(game.seats[1].player).raw(resultText(game)).number(game.rated ? 1 : 0);
            w.number(game.colours_known ? 1 : 0).raw(escaped(game.record)).end();
        }
        for (const Bye& bye : round.byes)
            w.start("302")
                .number(round.number)
                .number(bye.player)
                .raw(std::string(1, static_cast<char>(bye.kind)))
                .end();
    }
}

void writeConstraintsAndPrizes(LineWriter& w, const Event& event) {
    for (const RequestedBye& bye : event.requested_byes)
        w.start("240").number(bye.round).number(bye.player).raw(std::string(1, static_cast<char>(bye.kind))).end();
    for (const auto& [first, second] : event.forbidden_pairs) w.start("260").number(first).number(second).end();
    for (const Category& category : event.categories) w.start("401").text(category.name).text(category.rule).end();
    for (const Prize& prize : event.prizes)
        w.start("402").text(prize.name).number(prize.hundredths).text(prize.category).end();
    w.start("403").raw(prizeSharingName(event.prize_sharing)).end();
}

}  // namespace

void writeDraughtsFile(std::ostream& out, const Event& event) {
    LineWriter w(out);
    out << kDraughtsFileHeader << '\n';
    writeHeader(w, event);
    writePlayers(w, event);
    writeRounds(w, event);
    writeConstraintsAndPrizes(w, event);
}

// --- reading -----------------------------------------------------------------------------

namespace {

std::string unescaped(std::string_view text, const std::function<void(const Message&)>& fail) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '\\') {
            out += text[i];
            continue;
        }
        const char next = i + 1 < text.size() ? text[++i] : '\0';
        switch (next) {
        case '\\': out += '\\'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        default: fail(Message("a backslash must be followed by \\, n, r or t"));
        }
    }
    return out;
}

// One line split at its tabs, with the code that names each field in messages ("001 rating").
class Line {
public:
    Line(std::string_view text, int number, const std::string& file) : number_(number), file_(file) {
        std::size_t start = 0;
        for (;;) {
            const std::size_t tab = text.find('\t', start);
            fields_.emplace_back(text.substr(start, tab == std::string_view::npos ? tab : tab - start));
            if (tab == std::string_view::npos) break;
            start = tab + 1;
        }
    }
    const std::string& code() const { return fields_[0]; }
    std::size_t size() const { return fields_.size() - 1; }
    // Exactly `count` fields after the code (at least, when `at_least`).
    void expect(std::size_t count, bool at_least = false) const {
        if (size() == count || (at_least && size() > count)) return;
        fail("", Message("%1 fields expected after the code, found %2", count, size()));
    }
    const std::string& text(std::size_t i) const { return fields_[i]; }
    std::string plain(std::size_t i, std::string_view name) const {
        if (const auto problem = textProblem(fields_[i])) fail(name, *problem);
        return fields_[i];
    }
    long long number(std::size_t i, std::string_view name, long long lowest, long long highest) const {
        long long value = 0;
        const std::string& field = fields_[i];
        const auto [end, error] = std::from_chars(field.data(), field.data() + field.size(), value);
        if (error != std::errc() || end != field.data() + field.size() || value < lowest || value > highest)
            fail(name, Message("'%1' is not a whole number from %2 to %3", field, lowest, highest));
        return value;
    }
    Points points(std::size_t i, std::string_view name) const {
        const auto value = Points::parse(fields_[i]);
        if (!value) fail(name, Message("'%1' is not a number of points such as 2 or 0.5", fields_[i]));
        return *value;
    }
    [[noreturn]] void fail(std::string_view name, const Message& what) const {
        throw InputError(file_, number_, name.empty() ? code() : code() + " " + std::string(name), what);
    }

private:
    std::vector<std::string> fields_;
    int number_;
    const std::string& file_;
};

ByeKind byeKindOf(const Line& line, std::size_t i) {
    const std::string& text = line.text(i);
    const auto kind = text.size() == 1 ? byeKindFromCode(text[0]) : std::nullopt;
    if (!kind) line.fail("kind", Message("'%1' is not a bye: U, H, F, Z or A", text));
    return *kind;
}

std::pair<Outcome, Outcome> outcomesOf(const Line& line, std::size_t i) {
    const std::string& text = line.text(i);
    for (const auto& [pair, written] : kResults)
        if (written == text) return pair;
    constexpr std::string_view kOutcomes = "?1=0+-";
    if (text.size() == 2 && kOutcomes.find(text[0]) != std::string_view::npos &&
        kOutcomes.find(text[1]) != std::string_view::npos)
        return {static_cast<Outcome>(text[0]), static_cast<Outcome>(text[1])};
    line.fail("result", Message("'%1' is not a result: 2-0, 1-1, 0-2, +-, -+, -- or *", text));
}

class Reader {
public:
    // A file made by hand may leave out 002 and 162: the profile is for draughts, on FMJD's
    // 2-1-0 scale.
    // Each line carries the file's name for its refusals, so the reader needs none of its own.
    Reader() {
        event_.game = GameKind::Draughts;
        event_.points = PointSystem::fromValues(Points::whole(2), Points::whole(1), Points::whole(0));
    }
    void read(const Line& line);
    Event finish();

private:
    void readSettingLine(const Line& line);
    void readPlayer(const Line& line);
    void readRound(const Line& line);
    void readGame(const Line& line);
    void readBye(const Line& line);
    void readConstraintOrPrize(const Line& line);
    int player(const Line& line, std::size_t i, std::string_view name) const {
        const auto start_no = static_cast<int>(line.number(i, name, 1, 1'000'000));
        if (start_no > static_cast<int>(event_.players.size()))
            line.fail(name, Message("player %1 is not registered (the file lists %2 before this line)", start_no,
                                    event_.players.size()));
        return start_no;
    }
    Round& roundOf(const Line& line) {
        const auto number = static_cast<int>(line.number(1, "round", 1, kMostRounds));
        if (number != event_.roundsPaired())
            line.fail("round", Message("round %1 has no 132 line before this one", number));
        return event_.rounds.back();
    }
    void place(const Line& line, int start_no, std::string_view name) {
        if (!in_round_.insert(start_no).second)
            line.fail(name, Message("player %1 is paired twice in this round", start_no));
    }

    Event event_;
    std::set<int> in_round_;
};

// The lines of the event's details: code and field.
std::string* infoField(EventInfo& info, std::string_view code) {
    const std::array<std::pair<std::string_view, std::string*>, 8> fields{{{"012", &info.name},
                                                                           {"022", &info.city},
                                                                           {"032", &info.federation},
                                                                           {"042", &info.start_date},
                                                                           {"052", &info.end_date},
                                                                           {"102", &info.chief_arbiter},
                                                                           {"112", &info.deputy_arbiters},
                                                                           {"122", &info.time_control}}};
    for (const auto& [known, field] : fields)
        if (known == code) return field;
    return nullptr;
}

void Reader::read(const Line& line) {
    const std::string& code = line.code();
    constexpr std::array<std::string_view, 8> kSettings{"002", "092", "142", "152", "162", "172", "182", "202"};
    if (std::find(kSettings.begin(), kSettings.end(), code) != kSettings.end())
        readSettingLine(line);
    else if (std::string* field = infoField(event_.info, code)) {
        line.expect(1);
        *field = line.plain(1, "");
    } else if (code == "001")
        readPlayer(line);
    else if (code == "132")
        readRound(line);
    else if (code == "301")
        readGame(line);
    else if (code == "302")
        readBye(line);
    else
        readConstraintOrPrize(line);
}

void Reader::readSettingLine(const Line& line) {
    const std::string& code = line.code();
    if (code == "202") {
        for (std::size_t i = 1; i <= line.size(); ++i) event_.tiebreaks.push_back(line.plain(i, "code"));
        return;
    }
    if (code == "162") {
        line.expect(10);
        std::size_t i = 1;
        for (Points* value : pointFields(event_.points)) *value = line.points(i++, "points");
        return;
    }
    line.expect(1);
    const std::string& value = line.text(1);
    if (code == "002") {
        const auto game = rules::parseGameName(value);
        if (!game || rules::seatCount(*game) != 2)
            line.fail("game", Message("'%1' is not a game of two players: %2", value, rules::gameNameList()));
        event_.game = *game;
    } else if (code == "092") {
        const auto system = parseSystemName(value);
        if (!system) line.fail("system", Message("'%1' is not a pairing system", value));
        event_.system = *system;
    } else if (code == "142") {
        event_.planned_rounds = static_cast<int>(line.number(1, "rounds", 0, kMostRounds));
    } else if (code == "152") {
        if (value != "white" && value != "black") line.fail("colour", Message("'%1' is not white or black", value));
        event_.first_board_white = value == "white";
    } else if (code == "172") {
        const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), event_.lots_seed);
        if (value.empty() || error != std::errc() || end != value.data() + value.size())
            line.fail("seed", Message("'%1' is not a whole number", value));
    } else {
        if (value != "fide" && value != "free") line.fail("mode", Message("'%1' is not fide or free", value));
        event_.fide_mode = value == "fide";
    }
}

void Reader::readPlayer(const Line& line) {
    line.expect(13);
    if (event_.roundsPaired() > 0) line.fail("", Message("players come before the rounds"));
    Player p;
    p.start_no = static_cast<int>(line.number(1, "start", 1, 1'000'000));
    const int expected = static_cast<int>(event_.players.size()) + 1;
    if (p.start_no != expected)
        line.fail("start",
                  Message("start numbers run 1, 2, 3, ... in order: %1 expected, found %2", expected, p.start_no));
    p.name = line.plain(2, "name");
    if (p.name.empty()) line.fail("name", Message("a player needs a name"));
    p.latin_name = line.plain(3, "latin name");
    const std::string& sex = line.text(4);
    if (sex != "" && sex != "m" && sex != "f") line.fail("sex", Message("'%1' is not m, f or empty", sex));
    p.sex = sex == "m" ? Sex::Male : sex == "f" ? Sex::Female : Sex::Unknown;
    p.title = line.plain(5, "title");
    p.federation = line.plain(6, "federation");
    p.rating = static_cast<int>(line.number(7, "rating", 0, 99'999));
    p.fide_id = line.plain(8, "id");
    p.birth_year = static_cast<int>(line.number(9, "birth year", 0, 9999));
    p.birth_date = line.plain(10, "birth date");
    p.club = line.plain(11, "club");
    p.k_factor = static_cast<int>(line.number(12, "k", 0, 999));
    p.withdrawn_from_round = static_cast<int>(line.number(13, "withdrawn", 0, kMostRounds + 1));
    event_.players.push_back(std::move(p));
}

void Reader::readRound(const Line& line) {
    line.expect(2);
    const auto number = static_cast<int>(line.number(1, "round", 1, kMostRounds));
    if (number != event_.roundsPaired() + 1)
        line.fail("round", Message("rounds run 1, 2, 3, ... in order: %1 expected, found %2", event_.roundsPaired() + 1,
                                   number));
    event_.rounds.push_back(Round{number, line.plain(2, "date"), {}, {}});
    in_round_.clear();
}

void Reader::readGame(const Line& line) {
    line.expect(8);
    Round& round = roundOf(line);
    if (!round.byes.empty()) line.fail("", Message("a round's games come before its byes"));
    Game game;
    game.board = static_cast<int>(line.number(2, "board", 1, 1'000'000));
    if (!round.games.empty() && game.board <= round.games.back().board)
        line.fail("board", Message("boards run in increasing order: board %1 comes after board %2", game.board,
                                   round.games.back().board));
    const int white = player(line, 3, "white");
    place(line, white, "white");
    const int black = player(line, 4, "black");
    place(line, black, "black");
    const auto [first, second] = outcomesOf(line, 5);
    game.seats = {Seat{white, first, std::nullopt}, Seat{black, second, std::nullopt}};
    game.rated = line.number(6, "rated", 0, 1) == 1;
    game.colours_known = line.number(7, "colours", 0, 1) == 1;
    game.record = unescaped(line.text(8), [&](const Message& what) { line.fail("record", what); });
    round.games.push_back(std::move(game));
}

void Reader::readBye(const Line& line) {
    line.expect(3);
    Round& round = roundOf(line);
    const int start_no = player(line, 2, "player");
    place(line, start_no, "player");
    round.byes.push_back(Bye{start_no, byeKindOf(line, 3)});
}

void Reader::readConstraintOrPrize(const Line& line) {
    const std::string& code = line.code();
    if (code == "240") {
        line.expect(3);
        event_.requested_byes.push_back(RequestedBye{static_cast<int>(line.number(1, "round", 1, kMostRounds)),
                                                     player(line, 2, "player"), byeKindOf(line, 3)});
    } else if (code == "260") {
        line.expect(2);
        event_.forbidden_pairs.emplace_back(player(line, 1, "first"), player(line, 2, "second"));
    } else if (code == "401") {
        line.expect(2);
        event_.categories.push_back(Category{line.plain(1, "name"), line.plain(2, "rule")});
    } else if (code == "402") {
        line.expect(3);
        event_.prizes.push_back(
            Prize{line.plain(1, "name"), line.number(2, "amount", 0, 1'000'000'000'000), line.plain(3, "category")});
    } else if (code == "403") {
        line.expect(1);
        const auto sharing = parsePrizeSharing(line.text(1));
        if (!sharing) line.fail("sharing", Message("'%1' is not tiebreak, hort or shared", line.text(1)));
        event_.prize_sharing = *sharing;
    } else {
        line.fail("", Message("unknown line code"));
    }
}

Event Reader::finish() { return std::move(event_); }

}  // namespace

Event readDraughtsFile(std::istream& in, const std::string& file_name) {
    const std::string content(std::istreambuf_iterator<char>(in), {});
    if (in.bad()) throw InputError(file_name, 0, "", "cannot be read");
    if (const auto problem = textFileProblem(content)) throw InputError(file_name, problem->line, "", problem->message);
    const std::vector<std::string_view> lines = textLines(content);
    if (lines.empty() || lines[0] != kDraughtsFileHeader)
        throw InputError(
            file_name, 1, "",
            Message("not a draughts tournament file: the first line must be '%1'", std::string(kDraughtsFileHeader)));
    Reader reader;
    for (std::size_t i = 1; i < lines.size(); ++i) {
        if (lines[i].empty()) continue;
        reader.read(Line(lines[i], static_cast<int>(i) + 1, file_name));
    }
    return reader.finish();
}

}  // namespace tourney::formats
