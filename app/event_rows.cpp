#include "app/event_rows.h"

#include "app/refusal.h"
#include "rules/registry.h"
#include "scoring/point_value_names.h"
#include "tournament/log_chain.h"
#include "tournament/stored_message.h"

#include <QDateTime>
#include <QFile>
#include <QLoggingCategory>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <map>
#include <optional>
#include <utility>

namespace tourney::app {

static QString text(const std::string& value) { return QString::fromStdString(value); }
static std::string text(const QVariant& value) { return value.toString().toStdString(); }
static QString code(char letter) { return QString(QChar(letter)); }
static char code(const QVariant& value) {
    const QString letters = value.toString();
    return letters.isEmpty() ? ' ' : letters[0].toLatin1();
}

static std::string_view accelerationName(Acceleration acceleration) {
    return acceleration == Acceleration::Baku ? "baku" : "none";
}

constexpr int kMostRounds = 999;

[[noreturn]] static void corrupt(Database& database, const std::string& what) {
    throw Refusal(tournament::Message("%1: damaged event file: %2", database.shown().toStdString(),
                                      tournament::Message::english(what)));
}

static void loadEventRow(Database& database, Event& event) {
    QSqlQuery row = database.execute(
        "SELECT name, city, federation, start_date, end_date, chief_arbiter, deputy_arbiters,"
        " time_control, game, pairing_system, planned_rounds, first_board_white, acceleration,"
        " lots_seed, prize_sharing, fide_mode, archived FROM event");
    if (!row.next()) corrupt(database, "it holds no event");
    EventInfo& info = event.info;
    info.name = text(row.value(0));
    info.city = text(row.value(1));
    info.federation = text(row.value(2));
    info.start_date = text(row.value(3));
    info.end_date = text(row.value(4));
    info.chief_arbiter = text(row.value(5));
    info.deputy_arbiters = text(row.value(6));
    info.time_control = text(row.value(7));
    const auto game = rules::parseGameName(text(row.value(8)));
    if (!game) corrupt(database, "unknown game '" + text(row.value(8)) + "'");
    event.game = *game;
    const auto system = parseSystemName(text(row.value(9)));
    if (!system) corrupt(database, "unknown pairing system '" + text(row.value(9)) + "'");
    event.system = *system;
    event.planned_rounds = row.value(10).toInt();
    event.first_board_white = row.value(11).toInt() != 0;
    event.acceleration = text(row.value(12)) == "baku" ? Acceleration::Baku : Acceleration::None;
    event.lots_seed = row.value(13).toString().toULongLong();
    event.prize_sharing = parsePrizeSharing(text(row.value(14))).value_or(PrizeSharing::TieBreak);
    event.fide_mode = row.value(15).toInt() != 0;
    event.archived = row.value(16).toInt() != 0;

    QSqlQuery values = database.execute("SELECT result, tenths FROM point_values");
    while (values.next())
        for (const auto& [name, member] : kPointValueNames)
            if (text(values.value(0)) == name) event.points.*member = Points::fromTenths(values.value(1).toLongLong());

    QSqlQuery tiebreaks = database.execute("SELECT code FROM tiebreaks ORDER BY position");
    while (tiebreaks.next()) event.tiebreaks.push_back(text(tiebreaks.value(0)));

    QSqlQuery placement = database.execute("SELECT tenths FROM placement_points ORDER BY place");
    while (placement.next()) event.placement.push_back(Points::fromTenths(placement.value(0).toLongLong()));

    QSqlQuery categories = database.execute("SELECT name, rule FROM categories ORDER BY position");
    while (categories.next()) event.categories.push_back({text(categories.value(0)), text(categories.value(1))});
    QSqlQuery prizes = database.execute("SELECT name, hundredths, category FROM prizes ORDER BY position");
    while (prizes.next())
        event.prizes.push_back({text(prizes.value(0)), prizes.value(1).toLongLong(), text(prizes.value(2))});
}

static void loadPlayers(Database& database, Event& event) {
    QSqlQuery rows = database.execute(
        "SELECT start_no, name, rating, title, federation, fide_id, birth_year, sex,"
        " withdrawn_from_round, club, latin_name, k_factor, birth_date FROM players ORDER BY start_no");
    while (rows.next()) {
        Player player;
        player.start_no = rows.value(0).toInt();
        if (player.start_no != static_cast<int>(event.players.size()) + 1)
            corrupt(database, "player start numbers are not 1, 2, 3, ...");
        player.name = text(rows.value(1));
        player.rating = rows.value(2).toInt();
        player.title = text(rows.value(3));
        player.federation = text(rows.value(4));
        player.fide_id = text(rows.value(5));
        player.birth_year = rows.value(6).toInt();
        player.sex = static_cast<Sex>(code(rows.value(7)));
        player.withdrawn_from_round = rows.value(8).toInt();
        player.club = text(rows.value(9));
        player.latin_name = text(rows.value(10));
        player.k_factor = rows.value(11).toInt();
        player.birth_date = text(rows.value(12));
        event.players.push_back(std::move(player));
    }
}

static void loadRounds(Database& database, Event& event) {
    QSqlQuery rounds = database.execute("SELECT number, played_on FROM rounds ORDER BY number");
    while (rounds.next()) {
        Round round;
        round.number = rounds.value(0).toInt();
        round.date = text(rounds.value(1));
        if (round.number != event.roundsPaired() + 1) corrupt(database, "rounds are not 1, 2, 3, ...");
        event.rounds.push_back(std::move(round));
    }
    auto roundAt = [&](const QVariant& number) -> Round& {
        const int r = number.toInt();
        if (r < 1 || r > event.roundsPaired()) corrupt(database, "a game or bye of an unknown round");
        return event.rounds[r - 1];
    };

    std::map<std::pair<int, int>, Game*> games;  // (round, board)
    QSqlQuery game_rows = database.execute(
        "SELECT round, board, record, rated, colours_known FROM games ORDER BY round, board");
    while (game_rows.next()) {
        Round& round = roundAt(game_rows.value(0));
        Game game;
        game.board = game_rows.value(1).toInt();
        game.record = text(game_rows.value(2));
        game.rated = game_rows.value(3).toInt() != 0;
        game.colours_known = game_rows.value(4).toInt() != 0;
        round.games.push_back(std::move(game));
    }
    for (Round& round : event.rounds)
        for (Game& game : round.games) games[{round.number, game.board}] = &game;  // vectors are final now

    QSqlQuery seats = database.execute(
        "SELECT round, board, player, outcome, game_points FROM seats ORDER BY round, board, seat");
    while (seats.next()) {
        const auto found = games.find({seats.value(0).toInt(), seats.value(1).toInt()});
        if (found == games.end()) corrupt(database, "a seat at a game that does not exist");
        Seat seat{seats.value(2).toInt(), static_cast<Outcome>(code(seats.value(3)))};
        if (!seats.value(4).isNull()) seat.game_points = seats.value(4).toInt();
        found->second->seats.push_back(seat);
    }

    QSqlQuery byes = database.execute("SELECT round, player, kind FROM byes ORDER BY round, player");
    while (byes.next())
        roundAt(byes.value(0)).byes.push_back(Bye{byes.value(1).toInt(), static_cast<ByeKind>(code(byes.value(2)))});
}

static void loadTeamRounds(Database& database, TeamEvent& teams) {
    QSqlQuery rounds = database.execute("SELECT number, free_team FROM team_rounds ORDER BY number");
    while (rounds.next()) {
        TeamRound round;
        round.number = rounds.value(0).toInt();
        round.free_team = rounds.value(1).toInt();
        if (round.number != static_cast<int>(teams.rounds.size()) + 1)
            corrupt(database, "team rounds are not 1, 2, 3, ...");
        teams.rounds.push_back(std::move(round));
    }
    auto roundAt = [&](const QVariant& number) -> TeamRound& {
        const int r = number.toInt();
        if (r < 1 || r > static_cast<int>(teams.rounds.size())) corrupt(database, "a match of an unknown team round");
        return teams.rounds[r - 1];
    };
    QSqlQuery matches = database.execute(
        "SELECT round, first_team, second_team FROM team_matches ORDER BY round, match_no");
    while (matches.next())
        roundAt(matches.value(0)).matches.push_back({matches.value(1).toInt(), matches.value(2).toInt(), {}});
    QSqlQuery boards = database.execute(
        "SELECT round, match_no, outcome FROM team_boards ORDER BY round, match_no, board");
    while (boards.next()) {
        TeamRound& round = roundAt(boards.value(0));
        const int match = boards.value(1).toInt();
        if (match < 1 || match > static_cast<int>(round.matches.size()))
            corrupt(database, "a board of an unknown match");
        round.matches[match - 1].boards.push_back(static_cast<Outcome>(code(boards.value(2))));
    }
    QSqlQuery lineups = database.execute("SELECT round, team, player FROM team_lineups ORDER BY round, team, board");
    while (lineups.next()) {
        TeamRound& round = roundAt(lineups.value(0));
        const int team = lineups.value(1).toInt();
        if (round.lineups.empty() || round.lineups.back().team != team) round.lineups.push_back({team, {}});
        round.lineups.back().players.push_back(lineups.value(2).toInt());
    }
}

// The team event's settings, teams and rounds; none for an individual event.
static void loadTeams(Database& database, Event& event) {
    QSqlQuery settings = database.execute(
        "SELECT boards, match_win, match_draw, match_loss, primary_score FROM team_event");
    if (!settings.next()) return;
    TeamEvent teams;
    teams.boards = settings.value(0).toInt();
    teams.match_points = {Points::fromTenths(settings.value(1).toLongLong()),
                          Points::fromTenths(settings.value(2).toLongLong()),
                          Points::fromTenths(settings.value(3).toLongLong())};
    teams.primary = parseTeamScore(text(settings.value(4))).value_or(TeamScore::MatchPoints);
    QSqlQuery rows = database.execute("SELECT number, name, federation, captain FROM teams ORDER BY number");
    while (rows.next()) {
        const int number = rows.value(0).toInt();
        if (number != static_cast<int>(teams.teams.size()) + 1) corrupt(database, "teams are not 1, 2, 3, ...");
        teams.teams.push_back({number, text(rows.value(1)), text(rows.value(2)), text(rows.value(3)), {}});
    }
    QSqlQuery roster = database.execute("SELECT team, player FROM team_roster ORDER BY team, position");
    while (roster.next()) {
        Team* team = teams.team(roster.value(0).toInt());
        if (!team) corrupt(database, "a roster of an unknown team");
        team->roster.push_back(roster.value(1).toInt());
    }
    loadTeamRounds(database, teams);
    event.teams = std::move(teams);
}

static void loadPairingConstraints(Database& database, Event& event) {
    QSqlQuery requested = database.execute("SELECT round, player, kind FROM requested_byes ORDER BY round, player");
    while (requested.next())
        event.requested_byes.push_back(RequestedBye{requested.value(0).toInt(), requested.value(1).toInt(),
                                                    static_cast<ByeKind>(code(requested.value(2)))});
    QSqlQuery forbidden = database.execute("SELECT first_player, second_player FROM forbidden_pairs");
    while (forbidden.next()) event.forbidden_pairs.emplace_back(forbidden.value(0).toInt(), forbidden.value(1).toInt());
    QSqlQuery virtual_points = database.execute(
        "SELECT player, round, tenths FROM virtual_points ORDER BY player, round");
    while (virtual_points.next()) {
        const int player = virtual_points.value(0).toInt();
        const int round = virtual_points.value(1).toInt();
        // No event has more rounds than a round robin at tables of four may be given (999): a
        // damaged row of round 2,000,000,000 once made standings take 15.6 GB.
        if (round < 1 || round > kMostRounds)
            corrupt(database, "virtual points for round " + virtual_points.value(1).toString().toStdString());
        if (event.virtual_points.empty() || event.virtual_points.back().player != player)
            event.virtual_points.push_back(VirtualPoints{player, {}});
        auto& per_round = event.virtual_points.back().per_round;
        if (static_cast<int>(per_round.size()) < round) per_round.resize(round);
        per_round[round - 1] = Points::fromTenths(virtual_points.value(2).toLongLong());
    }
}

// The desk's tables (schema version 11): check-ins, entry fees, payments, rated-event details.
static void loadDesk(Database& database, Event& event) {
    QSqlQuery check_ins = database.execute("SELECT round, player, present FROM check_ins ORDER BY round, player");
    while (check_ins.next())
        event.check_ins.push_back(
            {check_ins.value(0).toInt(), check_ins.value(1).toInt(), check_ins.value(2).toInt() != 0});
    QSqlQuery fees = database.execute(
        "SELECT standard, titled_discount, women_discount, junior_discount, junior_born_from FROM entry_fees");
    if (fees.next())
        event.fees = {fees.value(0).toLongLong(), fees.value(1).toLongLong(), fees.value(2).toLongLong(),
                      fees.value(3).toLongLong(), fees.value(4).toInt()};
    QSqlQuery payments = database.execute(
        "SELECT player, hundredths, method, paid_at, received_by, reference FROM payments ORDER BY position");
    while (payments.next())
        event.payments.push_back({payments.value(0).toInt(), payments.value(1).toLongLong(), text(payments.value(2)),
                                  text(payments.value(3)), text(payments.value(4)), text(payments.value(5))});
    QSqlQuery rated = database.execute(
        "SELECT chief_arbiter_fide_id, fide_registration, fide_registered_on FROM rated_event");
    if (rated.next()) {
        event.info.chief_arbiter_fide_id = text(rated.value(0));
        event.info.fide_registration = text(rated.value(1));
        event.info.fide_registered_on = text(rated.value(2));
    }
}

// The registration form's tables (schema version 12): whether it is open, and its entries.
static void loadRegistration(Database& database, Event& event) {
    QSqlQuery window = database.execute("SELECT open, closes_at FROM registration_window");
    if (window.next()) event.registration = {window.value(0).toInt() != 0, text(window.value(1))};
    QSqlQuery entries = database.execute(
        "SELECT number, name, federation, fide_id, birth_year, club, rating, title, sex, typed_name, submitted_at,"
        " status, start_no, reason FROM registration_entries ORDER BY number");
    while (entries.next()) {
        RegistrationEntry entry;
        entry.number = entries.value(0).toInt();
        entry.name = text(entries.value(1));
        entry.federation = text(entries.value(2));
        entry.fide_id = text(entries.value(3));
        entry.birth_year = entries.value(4).toInt();
        entry.club = text(entries.value(5));
        entry.rating = entries.value(6).toInt();
        entry.title = text(entries.value(7));
        entry.sex = text(entries.value(8)).empty() ? ' ' : text(entries.value(8)).front();
        entry.typed_name = text(entries.value(9));
        entry.submitted_at = text(entries.value(10));
        const std::string status = text(entries.value(11));
        if (status != "p" && status != "a" && status != "r")
            corrupt(database, "registration entry " + std::to_string(entry.number) + " has status '" + status + "'");
        entry.status = static_cast<EntryStatus>(status.front());
        entry.start_no = entries.value(12).toInt();
        entry.reason = text(entries.value(13));
        event.entries.push_back(std::move(entry));
    }
}

// Every player a row names exists, as an import checks every start number a file names
// (issue 40, item 7): a damaged or hand-edited file is refused when it is read, naming what is
// wrong, rather than loaded to fail, or to mislead, later.
static void checkPlayersNamed(Database& database, const Event& event) {
    const auto known = [&](int player, const std::string& where) {
        if (player < 1 || player > static_cast<int>(event.players.size()))
            corrupt(database, where + " names player " + std::to_string(player) + ", who is not registered");
    };
    for (const Round& round : event.rounds) {
        const std::string of_round = " of round " + std::to_string(round.number);
        for (const Game& game : round.games)
            for (const Seat& seat : game.seats)
                known(seat.player, "a seat at board " + std::to_string(game.board) + of_round);
        for (const Bye& bye : round.byes) known(bye.player, "a bye" + of_round);
    }
    for (const RequestedBye& bye : event.requested_byes) known(bye.player, "a requested bye");
    for (const auto& [first, second] : event.forbidden_pairs) {
        known(first, "a forbidden pair");
        known(second, "a forbidden pair");
    }
    for (const VirtualPoints& points : event.virtual_points) known(points.player, "virtual points");
    for (const CheckIn& check_in : event.check_ins) known(check_in.player, "a check-in");
    for (const Payment& payment : event.payments) known(payment.player, "a payment");
    for (const RegistrationEntry& entry : event.entries)
        if (entry.start_no != 0) known(entry.start_no, "registration entry " + std::to_string(entry.number));
}

// Every read of a whole event, said on standard error when asked, as
// QT_LOGGING_RULES="tourney.event.load.debug=true" does: a test counts them to see that a page
// the event does not have costs no read (issue 40, item 5). Silent otherwise.
Q_LOGGING_CATEGORY(eventLoads, "tourney.event.load", QtInfoMsg)

Event loadEvent(Database& database) {
    qCDebug(eventLoads, "tourney: read the whole event of %s", qUtf8Printable(database.shown()));
    Event event;
    loadEventRow(database, event);
    loadPlayers(database, event);
    loadRounds(database, event);
    loadPairingConstraints(database, event);
    loadTeams(database, event);
    loadDesk(database, event);
    loadRegistration(database, event);
    checkPlayersNamed(database, event);
    return event;
}

// The stored form of an event, table by table: each row as the values of its columns, the key
// columns first. Saving compares these rows before and after a change and writes only the
// difference, so a command on an event of thousands of players writes a handful of rows.
struct TableRows {
    const char* table;
    std::vector<const char*> columns;
    int key_columns;  // 0: a table of one row (the event itself)
    std::vector<QVariantList> rows;
};

// A team event's tables (schema version 10), parents before children.
static std::vector<TableRows> teamRows(const Event& event) {
    TableRows settings{"team_event", {"boards", "match_win", "match_draw", "match_loss", "primary_score"}, 0, {}};
    TableRows teams{"teams", {"number", "name", "federation", "captain"}, 1, {}};
    TableRows roster{"team_roster", {"team", "position", "player"}, 2, {}};
    TableRows rounds{"team_rounds", {"number", "free_team"}, 1, {}};
    TableRows matches{"team_matches", {"round", "match_no", "first_team", "second_team"}, 2, {}};
    TableRows boards{"team_boards", {"round", "match_no", "board", "outcome"}, 3, {}};
    TableRows lineups{"team_lineups", {"round", "team", "board", "player"}, 3, {}};
    if (event.teams) {
        const TeamEvent& team_event = *event.teams;
        const MatchPointValues& values = team_event.match_points;
        settings.rows.push_back({team_event.boards, values.win.tenths(), values.draw.tenths(), values.loss.tenths(),
                                 text(std::string(teamScoreName(team_event.primary)))});
        for (const Team& team : team_event.teams) {
            teams.rows.push_back({team.number, text(team.name), text(team.federation), text(team.captain)});
            for (std::size_t i = 0; i < team.roster.size(); ++i)
                roster.rows.push_back({team.number, static_cast<int>(i + 1), team.roster[i]});
        }
        for (const TeamRound& round : team_event.rounds) {
            rounds.rows.push_back({round.number, round.free_team});
            for (std::size_t m = 0; m < round.matches.size(); ++m) {
                const TeamMatch& match = round.matches[m];
                const int match_no = static_cast<int>(m + 1);
                matches.rows.push_back({round.number, match_no, match.first_team, match.second_team});
                for (std::size_t b = 0; b < match.boards.size(); ++b)
                    boards.rows.push_back(
                        {round.number, match_no, static_cast<int>(b + 1), code(static_cast<char>(match.boards[b]))});
            }
            for (const TeamLineup& lineup : round.lineups)
                for (std::size_t b = 0; b < lineup.players.size(); ++b)
                    lineups.rows.push_back({round.number, lineup.team, static_cast<int>(b + 1), lineup.players[b]});
        }
    }
    return {settings, teams, roster, rounds, matches, boards, lineups};
}

// The desk's tables (schema version 11); the fees and the rated-event details a row only once set.
static std::vector<TableRows> deskRows(const Event& event) {
    TableRows check_ins{"check_ins", {"round", "player", "present"}, 2, {}};
    for (const CheckIn& check_in : event.check_ins)
        check_ins.rows.push_back({check_in.round, check_in.player, check_in.present ? 1 : 0});
    TableRows fees{
        "entry_fees", {"standard", "titled_discount", "women_discount", "junior_discount", "junior_born_from"}, 0, {}};
    if (event.fees != EntryFees{})
        fees.rows.push_back({event.fees.standard, event.fees.titled_discount, event.fees.women_discount,
                             event.fees.junior_discount, event.fees.junior_born_from});
    TableRows payments{
        "payments", {"position", "player", "hundredths", "method", "paid_at", "received_by", "reference"}, 1, {}};
    for (std::size_t i = 0; i < event.payments.size(); ++i) {
        const Payment& payment = event.payments[i];
        payments.rows.push_back({static_cast<int>(i + 1), payment.player, payment.hundredths, text(payment.method),
                                 text(payment.paid_at), text(payment.received_by), text(payment.reference)});
    }
    TableRows rated{"rated_event", {"chief_arbiter_fide_id", "fide_registration", "fide_registered_on"}, 0, {}};
    const EventInfo& info = event.info;
    if (!info.chief_arbiter_fide_id.empty() || !info.fide_registration.empty() || !info.fide_registered_on.empty())
        rated.rows.push_back(
            {text(info.chief_arbiter_fide_id), text(info.fide_registration), text(info.fide_registered_on)});
    return {check_ins, fees, payments, rated};
}

// The registration form's tables (schema version 12); the window a row only once opened.
static std::vector<TableRows> registrationRows(const Event& event) {
    TableRows window{"registration_window", {"open", "closes_at"}, 0, {}};
    if (event.registration != RegistrationWindow{})
        window.rows.push_back({event.registration.open ? 1 : 0, text(event.registration.closes_at)});
    TableRows entries{"registration_entries",
                      {"number", "name", "federation", "fide_id", "birth_year", "club", "rating", "title", "sex",
                       "typed_name", "submitted_at", "status", "start_no", "reason"},
                      1,
                      {}};
    for (const RegistrationEntry& entry : event.entries)
        entries.rows.push_back({entry.number, text(entry.name), text(entry.federation), text(entry.fide_id),
                                entry.birth_year, text(entry.club), entry.rating, text(entry.title),
                                QString(QChar(entry.sex)), text(entry.typed_name), text(entry.submitted_at),
                                QString(QChar(static_cast<char>(entry.status))), entry.start_no, text(entry.reason)});
    return {window, entries};
}

// What a save compares row by row: the players when one changed, and the rounds that changed (a
// result changes one round of many). Everything else is a handful of rows.
struct ChangedParts {
    bool players = true;
    std::vector<bool> rounds;  // by index; a round past the end of this list is compared

    bool round(std::size_t index) const { return index >= rounds.size() || rounds[index]; }
};

static ChangedParts changedParts(const Event& event, const Event* stored) {
    ChangedParts parts;
    if (!stored) return parts;
    parts.players = event.players != stored->players;
    const std::size_t common = std::min(event.rounds.size(), stored->rounds.size());
    for (std::size_t r = 0; r < common; ++r) parts.rounds.push_back(event.rounds[r] != stored->rounds[r]);
    return parts;
}

static std::vector<TableRows> storedRows(const Event& event, const ChangedParts& parts) {
    const EventInfo& info = event.info;
    TableRows event_row{
        "event",
        {"name", "city", "federation", "start_date", "end_date", "chief_arbiter", "deputy_arbiters", "time_control",
         "game", "pairing_system", "planned_rounds", "first_board_white", "acceleration", "lots_seed", "prize_sharing",
         "fide_mode", "archived"},
        0,
        {{text(info.name), text(info.city), text(info.federation), text(info.start_date), text(info.end_date),
          text(info.chief_arbiter), text(info.deputy_arbiters), text(info.time_control),
          text(std::string(rules::gameName(event.game))), text(std::string(systemName(event.system))),
          event.planned_rounds, event.first_board_white ? 1 : 0,
          text(std::string(accelerationName(event.acceleration))), QString::number(event.lots_seed),
          text(std::string(prizeSharingName(event.prize_sharing))), event.fide_mode ? 1 : 0, event.archived ? 1 : 0}}};
    TableRows point_values{"point_values", {"result", "tenths"}, 1, {}};
    for (const auto& [name, member] : kPointValueNames)
        point_values.rows.push_back({name, (event.points.*member).tenths()});
    TableRows placement{"placement_points", {"place", "tenths"}, 1, {}};
    for (std::size_t i = 0; i < event.placement.size(); ++i)
        placement.rows.push_back({static_cast<int>(i + 1), event.placement[i].tenths()});
    TableRows categories{"categories", {"position", "name", "rule"}, 1, {}};
    for (std::size_t i = 0; i < event.categories.size(); ++i)
        categories.rows.push_back(
            {static_cast<int>(i + 1), text(event.categories[i].name), text(event.categories[i].rule)});
    TableRows prizes{"prizes", {"position", "name", "category", "hundredths"}, 1, {}};
    for (std::size_t i = 0; i < event.prizes.size(); ++i)
        prizes.rows.push_back({static_cast<int>(i + 1), text(event.prizes[i].name), text(event.prizes[i].category),
                               event.prizes[i].hundredths});
    TableRows tiebreaks{"tiebreaks", {"position", "code"}, 1, {}};
    for (std::size_t i = 0; i < event.tiebreaks.size(); ++i)
        tiebreaks.rows.push_back({static_cast<int>(i + 1), text(event.tiebreaks[i])});
    TableRows players{"players",
                      {"start_no", "name", "rating", "title", "federation", "fide_id", "birth_year", "sex",
                       "withdrawn_from_round", "club", "latin_name", "k_factor", "birth_date"},
                      1,
                      {}};
    static const std::vector<Player> kUnchanged;
    for (const Player& p : parts.players ? event.players : kUnchanged)
        players.rows.push_back({p.start_no, text(p.name), p.rating, text(p.title), text(p.federation), text(p.fide_id),
                                p.birth_year, code(static_cast<char>(p.sex)), p.withdrawn_from_round, text(p.club),
                                text(p.latin_name), p.k_factor, text(p.birth_date)});
    TableRows rounds{"rounds", {"number", "played_on"}, 1, {}};
    TableRows games{"games", {"round", "board", "record", "rated", "colours_known"}, 2, {}};
    TableRows seats{"seats", {"round", "board", "seat", "player", "outcome", "game_points"}, 3, {}};
    TableRows byes{"byes", {"round", "player", "kind"}, 2, {}};
    for (const Round& round : event.rounds) {
        if (!parts.round(static_cast<std::size_t>(round.number - 1))) continue;
        rounds.rows.push_back({round.number, text(round.date)});
        for (const Game& game : round.games) {
            games.rows.push_back(
                {round.number, game.board, text(game.record), game.rated ? 1 : 0, game.colours_known ? 1 : 0});
            for (std::size_t seat = 0; seat < game.seats.size(); ++seat)
                seats.rows.push_back(
                    {round.number, game.board, static_cast<int>(seat), game.seats[seat].player,
                     code(static_cast<char>(game.seats[seat].outcome)),
                     game.seats[seat].game_points ? QVariant(*game.seats[seat].game_points) : QVariant()});
        }
        for (const Bye& bye : round.byes)
            byes.rows.push_back({round.number, bye.player, code(static_cast<char>(bye.kind))});
    }
    TableRows requested{"requested_byes", {"round", "player", "kind"}, 2, {}};
    for (const RequestedBye& bye : event.requested_byes)
        requested.rows.push_back({bye.round, bye.player, code(static_cast<char>(bye.kind))});
    TableRows forbidden{"forbidden_pairs", {"first_player", "second_player"}, 2, {}};
    for (const auto& [first, second] : event.forbidden_pairs) forbidden.rows.push_back({first, second});
    TableRows virtual_points{"virtual_points", {"player", "round", "tenths"}, 2, {}};
    for (const VirtualPoints& points : event.virtual_points)
        for (std::size_t r = 0; r < points.per_round.size(); ++r)
            if (points.per_round[r] != Points())
                virtual_points.rows.push_back({points.player, static_cast<int>(r + 1), points.per_round[r].tenths()});
    // Parents before children: inserted in this order, deleted in the reverse.
    std::vector<TableRows> tables;
    for (TableRows* table : {&event_row, &point_values, &placement, &categories, &prizes, &tiebreaks, &players, &rounds,
                             &games, &seats, &byes, &requested, &forbidden, &virtual_points})
        tables.push_back(std::move(*table));
    for (TableRows& table : teamRows(event)) tables.push_back(std::move(table));
    for (TableRows& table : deskRows(event)) tables.push_back(std::move(table));
    for (TableRows& table : registrationRows(event)) tables.push_back(std::move(table));
    return tables;
}

// A row's key as one comparable value.
static QString keyOf(const QVariantList& row, int key_columns) {
    QStringList parts;
    for (int i = 0; i < key_columns; ++i) parts << row[i].toString();
    return parts.join(QChar(0x1F));
}

static std::map<QString, const QVariantList*> byKey(const TableRows& table) {
    std::map<QString, const QVariantList*> rows;
    for (const QVariantList& row : table.rows) rows[keyOf(row, table.key_columns)] = &row;
    return rows;
}

// "a = ? AND b = ?" over the columns [first, last).
static QString columnList(const TableRows& table, int first, int last, const QString& suffix,
                          const QString& separator) {
    QStringList parts;
    for (int i = first; i < last; ++i) parts << QString(table.columns[i]) + suffix;
    return parts.join(separator);
}

static void deleteRemovedRows(Database& database, const TableRows& before, const TableRows& after) {
    const auto kept = byKey(after);
    std::optional<QSqlQuery> remove;
    for (const QVariantList& row : before.rows) {
        if (kept.count(keyOf(row, before.key_columns))) continue;
        if (!remove) {
            QString sql = QString("DELETE FROM ") + before.table;
            if (before.key_columns > 0) sql += " WHERE " + columnList(before, 0, before.key_columns, " = ?", " AND ");
            remove = database.prepare(sql);
        }
        database.run(*remove, row.mid(0, before.key_columns));
    }
}

static void writeNewAndChangedRows(Database& database, const TableRows& before, const TableRows& after) {
    const auto stored = byKey(before);
    const int columns = static_cast<int>(after.columns.size());
    const int keys = after.key_columns;
    std::optional<QSqlQuery> insert, update;
    for (const QVariantList& row : after.rows) {
        const auto found = stored.find(keyOf(row, keys));
        if (found == stored.end()) {
            if (!insert)
                insert = database.prepare(QString("INSERT INTO ") + after.table + " (" +
                                          columnList(after, 0, columns, "", ", ") + ") VALUES (" +
                                          QStringList(columns, "?").join(", ") + ")");
            database.run(*insert, row);
        } else if (*found->second != row) {
            if (!update) {
                QString sql = QString("UPDATE ") + after.table + " SET " +
                              columnList(after, keys, columns, " = ?", ", ");
                if (keys > 0) sql += " WHERE " + columnList(after, 0, keys, " = ?", " AND ");
                update = database.prepare(sql);
            }
            database.run(*update, row.mid(keys) + row.mid(0, keys));
        }
    }
}

void saveEvent(Database& database, const Event& event, const Event* stored) {
    // Rows of a part that did not change are left out of both sides: the same rows either way.
    const ChangedParts parts = changedParts(event, stored);
    const std::vector<TableRows> after = storedRows(event, parts);
    std::vector<TableRows> before = stored ? storedRows(*stored, parts) : after;
    if (!stored)
        for (TableRows& table : before) table.rows.clear();  // nothing stored yet
    std::vector<std::size_t> changed;                        // most commands change one or two tables
    for (std::size_t table = 0; table < after.size(); ++table)
        if (before[table].rows != after[table].rows) changed.push_back(table);
    for (auto table = changed.rbegin(); table != changed.rend(); ++table)
        deleteRemovedRows(database, before[*table], after[*table]);
    for (std::size_t table : changed) writeNewAndChangedRows(database, before[table], after[table]);
}

std::optional<Event> asReadBack(Event event, const Event& stored) {
    // Forbidden pairs and virtual points come back in the order of their rows, which no key
    // orders, and pairs limited to some rounds are not stored: a change to them is read again.
    // A team event's rosters, matches and line-ups are read again too: they are few.
    if (event.forbidden_pairs != stored.forbidden_pairs || event.virtual_points != stored.virtual_points ||
        event.forbidden_in_rounds != stored.forbidden_in_rounds || event.isTeamEvent() || stored.isTeamEvent())
        return std::nullopt;
    // loadRounds and loadPairingConstraints: ORDER BY round, board and ORDER BY round, player.
    for (Round& round : event.rounds) {
        std::stable_sort(round.games.begin(), round.games.end(),
                         [](const Game& a, const Game& b) { return a.board < b.board; });
        std::stable_sort(round.byes.begin(), round.byes.end(),
                         [](const Bye& a, const Bye& b) { return a.player < b.player; });
    }
    std::stable_sort(event.requested_byes.begin(), event.requested_byes.end(),
                     [](const RequestedBye& a, const RequestedBye& b) {
                         return std::pair(a.round, a.player) < std::pair(b.round, b.player);
                     });
    // loadDesk: ORDER BY round, player.
    std::stable_sort(event.check_ins.begin(), event.check_ins.end(), [](const CheckIn& a, const CheckIn& b) {
        return std::pair(a.round, a.player) < std::pair(b.round, b.player);
    });
    return event;
}

// The hash the next line follows: the last line's, or the chain's start.
static std::string lastLogHash(Database& database) {
    QSqlQuery last = database.execute("SELECT hash FROM event_log ORDER BY id DESC LIMIT 1");
    return last.next() ? text(last.value(0)) : tournament::kLogChainStart;
}

void appendLog(Database& database, const std::vector<tournament::LogEntry>& entries, const std::string& actor) {
    if (entries.empty()) return;
    std::string previous_hash = lastLogHash(database);
    QSqlQuery insert = database.prepare(
        "INSERT INTO event_log (logged_at, command, message, said, hash, actor) VALUES (?, ?, ?, ?, ?, ?)");
    const std::string now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    for (tournament::LogEntry entry : entries) {
        // A line this change adds (no time yet) names who makes it; a line carried in from an
        // archive or a TRF keeps whom it named, no one included.
        if (entry.logged_at.empty() && entry.actor.empty()) entry.actor = actor;
        if (entry.logged_at.empty()) entry.logged_at = now;
        entry.hash = tournament::chainedLogHash(previous_hash, entry);
        database.run(insert, {text(entry.logged_at), text(entry.command), text(entry.message),
                              text(tournament::storedMessage(entry.said)), text(entry.hash), text(entry.actor)});
        previous_hash = entry.hash;
    }
}

std::vector<tournament::LogEntry> readLog(Database& database, bool named) {
    std::vector<tournament::LogEntry> entries;
    QSqlQuery rows = database.execute(
        named ? "SELECT logged_at, command, message, said, hash, actor FROM event_log ORDER BY id"
              : "SELECT logged_at, command, message, said, hash, '' FROM event_log ORDER BY id");
    while (rows.next())
        entries.push_back({text(rows.value(0)), text(rows.value(1)), text(rows.value(2)),
                           tournament::messageFromStored(text(rows.value(3))), text(rows.value(4)),
                           text(rows.value(5))});
    return entries;
}

void chainStoredLog(Database& database) {
    QSqlQuery ids = database.execute("SELECT id FROM event_log ORDER BY id");
    std::vector<qlonglong> keys;
    while (ids.next()) keys.push_back(ids.value(0).toLongLong());
    // Schema 8's migration: the log has no actor column before version 9 adds it.
    std::vector<tournament::LogEntry> entries = readLog(database, false);
    tournament::chainLog(entries);
    QSqlQuery update = database.prepare("UPDATE event_log SET hash = ? WHERE id = ?");
    for (std::size_t i = 0; i < entries.size() && i < keys.size(); ++i)
        database.run(update, {text(entries[i].hash), keys[i]});
}

}  // namespace tourney::app
