#include "tournament/event_archive.h"

#include "formats/input_error.h"
#include "formats/input_file.h"
#include "formats/json.h"
#include "rules/registry.h"
#include "scoring/point_value_names.h"
#include "scoring/table_tiebreaks.h"
#include "scoring/tiebreaks.h"
#include "tournament/log_chain.h"
#include "tournament/refusal.h"
#include "tournament/stored_message.h"

#include <charconv>
#include <set>
#include <utility>

namespace tourney::tournament {

using formats::InputError;
using formats::JsonValue;

namespace {

// The archive's words for the codes the model keeps (scoring/result.h): words, so that the file
// reads without the code table.
const std::pair<Outcome, const char*> kOutcomes[] = {
    {Outcome::Pending, "pending"},
    {Outcome::Win, "win"},
    {Outcome::Draw, "draw"},
    {Outcome::Loss, "loss"},
    {Outcome::ForfeitWin, "forfeit-win"},
    {Outcome::ForfeitLoss, "forfeit-loss"},
    {Outcome::Placed, "placed"},
};
const std::pair<ByeKind, const char*> kByeKinds[] = {
    {ByeKind::PairingAllocated, "pairing-allocated"},
    {ByeKind::Half, "half"},
    {ByeKind::Full, "full"},
    {ByeKind::Zero, "zero"},
    {ByeKind::Absent, "absent"},
};
const std::pair<Sex, const char*> kSexes[] = {{Sex::Unknown, ""}, {Sex::Male, "m"}, {Sex::Female, "f"}};
const std::pair<Acceleration, const char*> kAccelerations[] = {{Acceleration::None, "none"},
                                                               {Acceleration::Baku, "baku"}};

template <typename Code, std::size_t N>
const char* wordFor(const std::pair<Code, const char*> (&table)[N], Code code) {
    for (const auto& [known, word] : table)
        if (known == code) return word;
    return table[0].second;
}

template <typename Code, std::size_t N>
std::string wordList(const std::pair<Code, const char*> (&table)[N]) {
    std::string list;
    for (const auto& entry : table) list += (list.empty() ? "\"" : ", \"") + std::string(entry.second) + "\"";
    return list;
}

JsonValue text(const std::string& value) { return JsonValue::string(value); }
JsonValue number(long long value) { return JsonValue::number(value); }
JsonValue points(Points value) { return JsonValue::number(value.toString()); }

JsonValue settingsJson(const Event& event) {
    const EventInfo& info = event.info;
    JsonValue json = JsonValue::object();
    json.set("name", text(info.name));
    json.set("city", text(info.city));
    json.set("federation", text(info.federation));
    json.set("start_date", text(info.start_date));
    json.set("end_date", text(info.end_date));
    json.set("chief_arbiter", text(info.chief_arbiter));
    json.set("deputy_arbiters", text(info.deputy_arbiters));
    json.set("time_control", text(info.time_control));
    json.set("game", text(std::string(rules::gameName(event.game))));
    json.set("system", text(std::string(systemName(event.system))));
    json.set("planned_rounds", number(event.planned_rounds));
    json.set("first_board_white", JsonValue::boolean(event.first_board_white));
    json.set("acceleration", text(wordFor(kAccelerations, event.acceleration)));
    json.set("lots_seed", text(std::to_string(event.lots_seed)));  // 64 bits: more than a double holds
    JsonValue& values = json.set("points", JsonValue::object());
    for (const auto& [name, member] : kPointValueNames) values.set(name, points(event.points.*member));
    JsonValue& placement = json.set("placement", JsonValue::array());
    for (Points place : event.placement) placement.add(points(place));
    JsonValue& tiebreaks = json.set("tiebreaks", JsonValue::array());
    for (const std::string& code : event.tiebreaks) tiebreaks.add(text(code));
    json.set("prize_sharing", text(std::string(prizeSharingName(event.prize_sharing))));
    json.set("fide_mode", JsonValue::boolean(event.fide_mode));  // version 2
    // Version 3 (issue 36): what the check of a rated event reads.
    json.set("chief_arbiter_fide_id", text(info.chief_arbiter_fide_id));
    json.set("fide_registration", text(info.fide_registration));
    json.set("fide_registered_on", text(info.fide_registered_on));
    return json;
}

JsonValue playerJson(const Player& player) {
    JsonValue json = JsonValue::object();
    json.set("start_no", number(player.start_no));
    json.set("name", text(player.name));
    json.set("latin_name", text(player.latin_name));
    json.set("rating", number(player.rating));
    json.set("title", text(player.title));
    json.set("federation", text(player.federation));
    json.set("fide_id", text(player.fide_id));
    json.set("club", text(player.club));
    json.set("birth_year", number(player.birth_year));
    json.set("birth_date", text(player.birth_date));
    json.set("sex", text(wordFor(kSexes, player.sex)));
    json.set("k_factor", number(player.k_factor));
    json.set("withdrawn_from_round", number(player.withdrawn_from_round));
    return json;
}

JsonValue roundJson(const Round& round) {
    JsonValue json = JsonValue::object();
    json.set("number", number(round.number));
    json.set("date", text(round.date));
    JsonValue& games = json.set("games", JsonValue::array());
    for (const Game& game : round.games) {
        JsonValue& game_json = games.add(JsonValue::object());
        game_json.set("board", number(game.board));
        JsonValue& seats = game_json.set("seats", JsonValue::array());
        for (const Seat& seat : game.seats) {
            JsonValue& seat_json = seats.add(JsonValue::object());
            seat_json.set("player", number(seat.player));
            seat_json.set("outcome", text(wordFor(kOutcomes, seat.outcome)));
            if (seat.game_points) seat_json.set("game_points", number(*seat.game_points));
        }
        game_json.set("rated", JsonValue::boolean(game.rated));
        game_json.set("colours_known", JsonValue::boolean(game.colours_known));
        game_json.set("record", text(game.record));
    }
    JsonValue& byes = json.set("byes", JsonValue::array());
    for (const Bye& bye : round.byes) {
        JsonValue& bye_json = byes.add(JsonValue::object());
        bye_json.set("player", number(bye.player));
        bye_json.set("kind", text(wordFor(kByeKinds, bye.kind)));
    }
    return json;
}

void addPairingConstraints(JsonValue& json, const Event& event) {
    JsonValue& requested = json.set("requested_byes", JsonValue::array());
    for (const RequestedBye& bye : event.requested_byes) {
        JsonValue& bye_json = requested.add(JsonValue::object());
        bye_json.set("round", number(bye.round));
        bye_json.set("player", number(bye.player));
        bye_json.set("kind", text(wordFor(kByeKinds, bye.kind)));
    }
    JsonValue& forbidden = json.set("forbidden_pairs", JsonValue::array());
    for (const auto& [first, second] : event.forbidden_pairs) {
        JsonValue& pair = forbidden.add(JsonValue::array());
        pair.add(number(first));
        pair.add(number(second));
    }
    JsonValue& accelerated = json.set("virtual_points", JsonValue::array());
    for (const VirtualPoints& virtual_points : event.virtual_points) {
        JsonValue& player = accelerated.add(JsonValue::object());
        player.set("player", number(virtual_points.player));
        JsonValue& per_round = player.set("per_round", JsonValue::array());
        for (Points value : virtual_points.per_round) per_round.add(points(value));
    }
}

void addPrizeTable(JsonValue& json, const Event& event) {
    JsonValue& categories = json.set("categories", JsonValue::array());
    for (const Category& category : event.categories) {
        JsonValue& category_json = categories.add(JsonValue::object());
        category_json.set("name", text(category.name));
        category_json.set("rule", text(category.rule));
    }
    JsonValue& prizes = json.set("prizes", JsonValue::array());
    for (const Prize& prize : event.prizes) {
        JsonValue& prize_json = prizes.add(JsonValue::object());
        prize_json.set("name", text(prize.name));
        prize_json.set("category", text(prize.category));
        prize_json.set("hundredths", number(prize.hundredths));
    }
}

// Version 3 (issue 36): the desk's check-ins, entry fees and payments.
void addDesk(JsonValue& json, const Event& event) {
    JsonValue& desk = json.set("desk", JsonValue::object());
    JsonValue& check_ins = desk.set("check_ins", JsonValue::array());
    for (const CheckIn& check_in : event.check_ins) {
        JsonValue& item = check_ins.add(JsonValue::object());
        item.set("round", number(check_in.round));
        item.set("player", number(check_in.player));
        item.set("present", JsonValue::boolean(check_in.present));
    }
    JsonValue& fees = desk.set("fees", JsonValue::object());
    fees.set("standard", number(event.fees.standard));
    fees.set("titled_discount", number(event.fees.titled_discount));
    fees.set("women_discount", number(event.fees.women_discount));
    fees.set("junior_discount", number(event.fees.junior_discount));
    fees.set("junior_born_from", number(event.fees.junior_born_from));
    JsonValue& payments = desk.set("payments", JsonValue::array());
    for (const Payment& payment : event.payments) {
        JsonValue& item = payments.add(JsonValue::object());
        item.set("player", number(payment.player));
        item.set("hundredths", number(payment.hundredths));
        item.set("method", text(payment.method));
        item.set("paid_at", text(payment.paid_at));
        item.set("received_by", text(payment.received_by));
        item.set("reference", text(payment.reference));
    }
}

}  // namespace

std::string archiveText(const EventArchive& archive) {
    const Event& event = archive.event;
    // The archive has no form for teams yet (docs/teams.md): without them it would not be lossless.
    if (event.teams) throw Refusal("archive", Message("team events are not archived yet"));
    JsonValue json = JsonValue::object();
    json.set("format", text(std::string(kArchiveFormat)));
    json.set("version", number(kArchiveVersion));
    json.set("event", settingsJson(event));
    JsonValue& players = json.set("players", JsonValue::array());
    for (const Player& player : event.players) players.add(playerJson(player));
    JsonValue& rounds = json.set("rounds", JsonValue::array());
    for (const Round& round : event.rounds) rounds.add(roundJson(round));
    addPairingConstraints(json, event);
    addPrizeTable(json, event);
    addDesk(json, event);
    JsonValue& log = json.set("log", JsonValue::array());
    for (const LogEntry& entry : archive.log) {
        JsonValue& line = log.add(JsonValue::object());
        line.set("logged_at", text(entry.logged_at));
        line.set("command", text(entry.command));
        line.set("message", text(entry.message));
        // Version 2: the message with its values, and the line's link in the hash chain.
        line.set("said", text(storedMessage(entry.said)));
        line.set("hash", text(entry.hash));
        // Who made the change (issue 34), on the lines that name someone: an archive of an
        // event without accounts stays as it was.
        if (!entry.actor.empty()) line.set("actor", text(entry.actor));
    }
    return formats::jsonDocument(json);
}

EventArchive storedArchive(EventStore& store) {
    // load() and readLog() are two reads: a change committed between them would give a log
    // line of a change the event lacks. The revision tells; the arbiters' changes are seconds
    // apart, so a second try finds them still.
    for (int attempt = 0; attempt < 10; ++attempt) {
        const long long before = store.revision();
        EventArchive archive{store.load(), store.readLog()};
        if (store.revision() == before) return archive;
    }
    throw Refusal("the event changed each time it was read for the archive; export it again");
}

}  // namespace tourney::tournament

namespace tourney::tournament {
namespace {

// A value as a message shows what was found: a number or text as written, else its kind.
Message shown(const JsonValue& value) {
    switch (value.kind()) {
    case JsonValue::Kind::Number: return Message::value(value.text());
    case JsonValue::Kind::String: return Message::value("\"" + value.text() + "\"");
    case JsonValue::Kind::Boolean: return Message::value(value.booleanValue() ? "true" : "false");
    default: return formats::jsonKindMessage(value.kind());
    }
}

// A whole number in [lowest, highest]; refused naming `path` otherwise.
long long wholeNumber(const JsonValue& value, const std::string& path, const std::string& file, long long lowest,
                      long long highest) {
    const std::string& digits = value.text();
    long long number = 0;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), number);
    if (value.kind() != JsonValue::Kind::Number || error != std::errc() || end != digits.data() + digits.size() ||
        number < lowest || number > highest)
        throw InputError(file, value.line(), path,
                         Message("a whole number from %1 to %2 expected, found %3", std::to_string(lowest),
                                 std::to_string(highest), shown(value)));
    return number;
}

// One object of the archive, read member by member: each read checks the member's kind and
// range and names it by its JSON path when it is wrong; done() refuses members left unread, so
// that nothing a newer writer added is dropped in silence.
class Fields {
public:
    Fields(const JsonValue& object, std::string path, const std::string& file)
        : object_(object), path_(std::move(path)), file_(file) {
        if (object.kind() != JsonValue::Kind::Object)
            throw InputError(file_, object.line(), path_.empty() ? "(the whole file)" : path_,
                             Message("an object expected, found %1", formats::jsonKindMessage(object.kind())));
    }

    std::string pathOf(std::string_view key) const {
        return path_.empty() ? std::string(key) : path_ + "." + std::string(key);
    }
    [[noreturn]] void fail(std::string_view key, const Message& message) const {
        const JsonValue* value = object_.find(key);
        throw InputError(file_, value ? value->line() : object_.line(), pathOf(key), message);
    }

    const JsonValue& member(std::string_view key, JsonValue::Kind kind) {
        const JsonValue* value = object_.find(key);
        if (!value) fail(key, Message("missing"));
        if (value->kind() != kind)
            fail(key, Message("%1 expected, found %2", formats::jsonKindMessage(kind),
                              formats::jsonKindMessage(value->kind())));
        read_.insert(std::string(key));
        return *value;
    }
    bool has(std::string_view key) const { return object_.find(key) != nullptr; }

    std::string text(std::string_view key) { return member(key, JsonValue::Kind::String).text(); }
    bool flag(std::string_view key) { return member(key, JsonValue::Kind::Boolean).booleanValue(); }
    const std::vector<JsonValue>& list(std::string_view key) { return member(key, JsonValue::Kind::Array).items(); }
    long long integer(std::string_view key, long long lowest, long long highest) {
        return wholeNumber(member(key, JsonValue::Kind::Number), pathOf(key), file_, lowest, highest);
    }
    int number(std::string_view key, int lowest, int highest) {
        return static_cast<int>(integer(key, lowest, highest));
    }
    Points pointsValue(std::string_view key) { return archivePoints(member(key, JsonValue::Kind::Number), key); }
    Points archivePoints(const JsonValue& value, std::string_view key) const {
        const std::optional<Points> read = value.kind() == JsonValue::Kind::Number ? Points::parse(value.text())
                                                                                   : std::nullopt;
        if (!read)
            throw InputError(file_, value.line(), pathOf(key),
                             Message("points expected (a number such as 1 or 0.5), found %1", shown(value)));
        return *read;
    }
    template <typename Code, std::size_t N>
    Code word(std::string_view key, const std::pair<Code, const char*> (&table)[N]) {
        const std::string read = text(key);
        for (const auto& [code, word] : table)
            if (read == word) return code;
        fail(key, Message("one of %1 expected, found \"%2\"", wordList(table), read));
    }

    void done() const {
        for (const auto& [key, value] : object_.members())
            if (!read_.count(key))
                throw InputError(file_, value.line(), pathOf(key),
                                 Message("not a member of a version %1 archive", kArchiveVersion));
    }

    const std::string& file() const { return file_; }

private:
    const JsonValue& object_;
    std::string path_;
    const std::string& file_;
    std::set<std::string> read_;
};

std::string indexed(const std::string& path, std::size_t index) { return path + "[" + std::to_string(index) + "]"; }

constexpr int kMostRounds = 999;  // as the store: no event has more (app/event_rows.cpp)

void readInfo(Fields& fields, EventInfo& info) {
    info.name = fields.text("name");
    info.city = fields.text("city");
    info.federation = fields.text("federation");
    info.start_date = fields.text("start_date");
    info.end_date = fields.text("end_date");
    info.chief_arbiter = fields.text("chief_arbiter");
    info.deputy_arbiters = fields.text("deputy_arbiters");
    info.time_control = fields.text("time_control");
}

void readTiebreaks(Fields& fields, Event& event) {
    const std::vector<JsonValue>& codes = fields.list("tiebreaks");
    for (std::size_t i = 0; i < codes.size(); ++i) {
        const std::string path = indexed(fields.pathOf("tiebreaks"), i);
        if (codes[i].kind() != JsonValue::Kind::String)
            throw InputError(fields.file(), codes[i].line(), path, Message("a tie-break code in quotes expected"));
        // A code Tourney cannot compute would make every later standings fail.
        const std::string& code = codes[i].text();
        if (event.atTables()) {
            if (!parseTableTiebreak(code))
                throw InputError(fields.file(), codes[i].line(), path,
                                 Message("'%1' is not a tie-break for tables", code));
        } else {
            try {
                parseTiebreakCode(code);
            } catch (const TiebreakError& error) {
                throw InputError(fields.file(), codes[i].line(), path, error.said());
            }
        }
        event.tiebreaks.push_back(code);
    }
}

void readSettings(Fields& fields, Event& event, long long version) {
    readInfo(fields, event.info);
    const std::string game = fields.text("game");
    const auto kind = rules::parseGameName(game);
    if (!kind) fields.fail("game", Message("one of %1 expected, found \"%2\"", rules::gameNameList(), game));
    event.game = *kind;
    const std::string system = fields.text("system");
    const auto pairing = parseSystemName(system);
    if (!pairing)
        fields.fail("system",
                    Message("\"round-robin\", \"double-round-robin\" or \"swiss\" expected, found \"%1\"", system));
    event.system = *pairing;
    event.planned_rounds = fields.number("planned_rounds", 0, kMostRounds);
    event.first_board_white = fields.flag("first_board_white");
    event.acceleration = fields.word("acceleration", kAccelerations);
    const std::string seed = fields.text("lots_seed");
    const auto [end, error] = std::from_chars(seed.data(), seed.data() + seed.size(), event.lots_seed);
    if (seed.empty() || error != std::errc() || end != seed.data() + seed.size())
        fields.fail("lots_seed", Message("a whole number from 0 to 18446744073709551615 in quotes expected"));
    Fields values(fields.member("points", JsonValue::Kind::Object), fields.pathOf("points"), fields.file());
    for (const auto& [name, member] : kPointValueNames) event.points.*member = values.pointsValue(name);
    values.done();
    const std::vector<JsonValue>& placement = fields.list("placement");
    for (std::size_t i = 0; i < placement.size(); ++i)
        event.placement.push_back(fields.archivePoints(placement[i], indexed("placement", i)));
    readTiebreaks(fields, event);
    const std::string sharing = fields.text("prize_sharing");
    const auto prize_sharing = parsePrizeSharing(sharing);
    if (!prize_sharing)
        fields.fail("prize_sharing", Message("\"tiebreak\", \"hort\" or \"shared\" expected, found \"%1\"", sharing));
    event.prize_sharing = *prize_sharing;
    // Version 1 archives come from event files before FIDE mode: off, as such a file migrates.
    if (version >= 2) event.fide_mode = fields.flag("fide_mode");
    if (version >= 3) {
        event.info.chief_arbiter_fide_id = fields.text("chief_arbiter_fide_id");
        event.info.fide_registration = fields.text("fide_registration");
        event.info.fide_registered_on = fields.text("fide_registered_on");
    }
    fields.done();
}

Player readPlayer(Fields& fields, int expected_start_no) {
    Player player;
    player.start_no = fields.number("start_no", 1, 1'000'000);
    if (player.start_no != expected_start_no)
        fields.fail("start_no", Message("start numbers run 1, 2, 3, ... in order: %1 expected, found %2",
                                        expected_start_no, player.start_no));
    player.name = fields.text("name");
    player.latin_name = fields.text("latin_name");
    player.rating = fields.number("rating", 0, 99'999);
    player.title = fields.text("title");
    player.federation = fields.text("federation");
    player.fide_id = fields.text("fide_id");
    player.club = fields.text("club");
    player.birth_year = fields.number("birth_year", 0, 9999);
    player.birth_date = fields.text("birth_date");
    player.sex = fields.word("sex", kSexes);
    player.k_factor = fields.number("k_factor", 0, 999);
    player.withdrawn_from_round = fields.number("withdrawn_from_round", 0, kMostRounds + 1);
    fields.done();
    return player;
}

// Checks every start number the archive names against the players read before them.
class Roster {
public:
    explicit Roster(int players) : players_(players) {}
    int player(const JsonValue& value, const std::string& path, const std::string& file) const {
        const int start_no = static_cast<int>(wholeNumber(value, path, file, 1, 1'000'000));
        if (start_no > players_)
            throw InputError(file, value.line(), path,
                             Message("player %1 is not registered (the archive lists %2)", start_no, players_));
        return start_no;
    }
    int player(Fields& fields, std::string_view key) const {
        return player(fields.member(key, JsonValue::Kind::Number), fields.pathOf(key), fields.file());
    }

private:
    int players_;
};

Game readGame(Fields& fields, const Event& event, const Roster& roster, std::set<int>& in_round) {
    Game game;
    game.board = fields.number("board", 1, 1'000'000);
    const std::vector<JsonValue>& seats = fields.list("seats");
    if (static_cast<int>(seats.size()) != rules::seatCount(event.game))
        fields.fail("seats", Message("a game of %1 has %2 seats, found %3", rules::gameWord(event.game),
                                     rules::seatCount(event.game), seats.size()));
    for (std::size_t i = 0; i < seats.size(); ++i) {
        Fields seat_fields(seats[i], indexed(fields.pathOf("seats"), i), fields.file());
        Seat seat;
        seat.player = roster.player(seat_fields, "player");
        if (!in_round.insert(seat.player).second)
            seat_fields.fail("player", Message("player %1 is paired twice in this round", seat.player));
        seat.outcome = seat_fields.word("outcome", kOutcomes);
        if (seat_fields.has("game_points")) seat.game_points = seat_fields.number("game_points", -1'000'000, 1'000'000);
        seat_fields.done();
        game.seats.push_back(seat);
    }
    game.rated = fields.flag("rated");
    game.colours_known = fields.flag("colours_known");
    game.record = fields.text("record");
    fields.done();
    return game;
}

Round readRound(Fields& fields, const Event& event, const Roster& roster, int expected_number) {
    Round round;
    round.number = fields.number("number", 1, kMostRounds);
    if (round.number != expected_number)
        fields.fail("number",
                    Message("rounds run 1, 2, 3, ... in order: %1 expected, found %2", expected_number, round.number));
    round.date = fields.text("date");
    std::set<int> in_round;  // a player has one game or one bye a round
    const std::vector<JsonValue>& games = fields.list("games");
    for (std::size_t i = 0; i < games.size(); ++i) {
        Fields game_fields(games[i], indexed(fields.pathOf("games"), i), fields.file());
        round.games.push_back(readGame(game_fields, event, roster, in_round));
        if (round.games.size() > 1 && round.games.back().board <= round.games[round.games.size() - 2].board)
            game_fields.fail("board", Message("boards run in increasing order: board %1 comes after board %2",
                                              round.games.back().board, round.games[round.games.size() - 2].board));
    }
    const std::vector<JsonValue>& byes = fields.list("byes");
    for (std::size_t i = 0; i < byes.size(); ++i) {
        Fields bye_fields(byes[i], indexed(fields.pathOf("byes"), i), fields.file());
        Bye bye;
        bye.player = roster.player(bye_fields, "player");
        if (!in_round.insert(bye.player).second)
            bye_fields.fail("player", Message("player %1 is paired twice in this round", bye.player));
        bye.kind = bye_fields.word("kind", kByeKinds);
        bye_fields.done();
        round.byes.push_back(bye);
    }
    fields.done();
    return round;
}

// Each object of the list `key`, read by `read` with its own Fields.
template <typename Read>
void forEachObject(Fields& fields, std::string_view key, Read read) {
    const std::vector<JsonValue>& items = fields.list(key);
    for (std::size_t i = 0; i < items.size(); ++i) {
        Fields item(items[i], indexed(fields.pathOf(key), i), fields.file());
        read(item);
        item.done();
    }
}

void readPairingConstraints(Fields& fields, Event& event, const Roster& roster) {
    std::set<std::pair<int, int>> requested;  // a player asks once for a round's bye
    forEachObject(fields, "requested_byes", [&](Fields& bye_fields) {
        RequestedBye bye;
        bye.round = bye_fields.number("round", 1, kMostRounds);
        bye.player = roster.player(bye_fields, "player");
        bye.kind = bye_fields.word("kind", kByeKinds);
        if (!requested.insert({bye.round, bye.player}).second)
            bye_fields.fail("player", Message("player %1 asks twice for a bye in round %2", bye.player, bye.round));
        event.requested_byes.push_back(bye);
    });
    const std::vector<JsonValue>& pairs = fields.list("forbidden_pairs");
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        const std::string path = indexed(fields.pathOf("forbidden_pairs"), i);
        if (pairs[i].kind() != JsonValue::Kind::Array || pairs[i].items().size() != 2)
            throw InputError(fields.file(), pairs[i].line(), path, Message("a list of two start numbers expected"));
        event.forbidden_pairs.emplace_back(roster.player(pairs[i].items()[0], indexed(path, 0), fields.file()),
                                           roster.player(pairs[i].items()[1], indexed(path, 1), fields.file()));
    }
    std::set<int> accelerated;
    forEachObject(fields, "virtual_points", [&](Fields& player_fields) {
        VirtualPoints points;
        points.player = roster.player(player_fields, "player");
        if (!accelerated.insert(points.player).second)
            player_fields.fail("player", Message("player %1 is listed twice", points.player));
        const std::vector<JsonValue>& per_round = player_fields.list("per_round");
        if (per_round.size() > static_cast<std::size_t>(kMostRounds))
            player_fields.fail("per_round", Message("more than %1 rounds", kMostRounds));
        for (std::size_t r = 0; r < per_round.size(); ++r)
            points.per_round.push_back(player_fields.archivePoints(per_round[r], indexed("per_round", r)));
        event.virtual_points.push_back(std::move(points));
    });
}

void readPrizeTable(Fields& fields, Event& event) {
    std::set<std::string> names;
    forEachObject(fields, "categories", [&](Fields& category_fields) {
        Category category{category_fields.text("name"), category_fields.text("rule")};
        if (category.name.empty()) category_fields.fail("name", Message("a category needs a name"));
        if (!names.insert(category.name).second)
            category_fields.fail("name", Message("the category %1 is listed twice", category.name));
        event.categories.push_back(std::move(category));
    });
    forEachObject(fields, "prizes", [&](Fields& prize_fields) {
        Prize prize;
        prize.name = prize_fields.text("name");
        prize.category = prize_fields.text("category");
        if (!prize.category.empty() && !names.count(prize.category))
            prize_fields.fail("category", Message("the archive has no category %1", prize.category));
        prize.hundredths = prize_fields.integer("hundredths", 0, 1'000'000'000'000'000LL);
        event.prizes.push_back(std::move(prize));
    });
}

// Version 3: the desk's check-ins, fees and payments (addDesk).
void readDesk(Fields& fields, Event& event, const Roster& roster) {
    Fields desk(fields.member("desk", JsonValue::Kind::Object), "desk", fields.file());
    forEachObject(desk, "check_ins", [&](Fields& item) {
        event.check_ins.push_back(
            {item.number("round", 1, kMostRounds), roster.player(item, "player"), item.flag("present")});
    });
    Fields fees(desk.member("fees", JsonValue::Kind::Object), desk.pathOf("fees"), fields.file());
    constexpr long long kMostHundredths = 1'000'000'000'000'000LL;
    event.fees.standard = fees.integer("standard", 0, kMostHundredths);
    event.fees.titled_discount = fees.integer("titled_discount", 0, kMostHundredths);
    event.fees.women_discount = fees.integer("women_discount", 0, kMostHundredths);
    event.fees.junior_discount = fees.integer("junior_discount", 0, kMostHundredths);
    event.fees.junior_born_from = fees.number("junior_born_from", 0, 9999);
    fees.done();
    forEachObject(desk, "payments", [&](Fields& item) {
        Payment payment;
        payment.player = roster.player(item, "player");
        payment.hundredths = item.integer("hundredths", 1, kMostHundredths);
        payment.method = item.text("method");
        payment.paid_at = item.text("paid_at");
        payment.received_by = item.text("received_by");
        payment.reference = item.text("reference");
        event.payments.push_back(std::move(payment));
    });
    desk.done();
}

// The format and version come first: a newer archive is refused as such, before any member it
// may have added is met.
long long checkFormat(Fields& fields) {
    const JsonValue& format = fields.member("format", JsonValue::Kind::String);
    if (format.text() != kArchiveFormat)
        fields.fail("format", Message("not a Tourney event archive: \"%1\" expected, found \"%2\"",
                                      std::string(kArchiveFormat), format.text()));
    const long long version = fields.integer("version", 1, 1'000'000);
    if (version > kArchiveVersion)
        fields.fail("version",
                    Message("written by a newer Tourney: archive version %1, and this Tourney reads versions "
                            "up to %2; import it with a newer Tourney",
                            std::to_string(version), kArchiveVersion));
    return version;
}

// The log's lines. From version 2 each carries its message with values and its hash, and the
// chain must hold as written (log_chain.h): a line changed in the archive is refused, named.
void readLogLines(Fields& fields, long long version, std::vector<LogEntry>& log) {
    std::string previous_hash = kLogChainStart;
    forEachObject(fields, "log", [&](Fields& line) {
        LogEntry entry{line.text("logged_at"), line.text("command"), line.text("message"), {}};
        if (entry.logged_at.empty()) line.fail("logged_at", Message("a log line needs the time it was stamped"));
        if (version >= 2) {
            const std::string said = line.text("said");
            entry.said = messageFromStored(said);
            if (storedMessage(entry.said) != said) line.fail("said", Message("not a message Tourney stored"));
            if (line.has("actor")) entry.actor = line.text("actor");
            entry.hash = chainedLogHash(previous_hash, entry);
            if (line.text("hash") != entry.hash)
                line.fail("hash", Message("the line does not follow from the lines before it and its own text: "
                                          "it, or a line before it, was changed"));
            previous_hash = entry.hash;
        }
        log.push_back(std::move(entry));
    });
    // A version 1 log has no hashes: it is chained here as a store chains what it is given, so
    // that what was read is the whole of a version 2 archive (written again, it reads again).
    if (version < 2) chainLog(log);
}

}  // namespace

EventArchive readArchive(std::string_view text, const std::string& file_name) {
    const JsonValue json = formats::parseJson(text, file_name);
    Fields fields(json, "", file_name);
    const long long version = checkFormat(fields);
    EventArchive archive;
    Event& event = archive.event;
    Fields settings(fields.member("event", JsonValue::Kind::Object), "event", file_name);
    readSettings(settings, event, version);
    forEachObject(fields, "players", [&](Fields& player_fields) {
        event.players.push_back(readPlayer(player_fields, static_cast<int>(event.players.size()) + 1));
    });
    const Roster roster(static_cast<int>(event.players.size()));
    forEachObject(fields, "rounds", [&](Fields& round_fields) {
        event.rounds.push_back(readRound(round_fields, event, roster, event.roundsPaired() + 1));
    });
    readPairingConstraints(fields, event, roster);
    readPrizeTable(fields, event);
    if (version >= 3) readDesk(fields, event, roster);
    readLogLines(fields, version, archive.log);
    fields.done();
    return archive;
}

EventArchive importArchive(EventStore& store, const std::string& path) {
    EventArchive archive = readArchive(formats::readTextFile(path), path);
    store.create(archive.event, archive.log);
    return archive;
}

}  // namespace tourney::tournament
