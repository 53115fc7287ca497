// The API's rounds, results, standings, crosstable and exports (docs/openapi.yaml): pairing the
// next round and taking it back (tournament/round_pairing.h, manual_pairing.h), a board's
// result with its game record if uploaded (results.h), and the tables of `tourney pairings`, `standings`, `report crosstable` and
// `export`.
#include "app/json_answer.h"
#include "app/path_number.h"
#include "app/sql_event_store.h"
#include "app/web_server.h"
#include "formats/trf.h"
#include "reports/table_formats.h"
#include "tournament/crosstable_report.h"
#include "tournament/manual_pairing.h"
#include "tournament/pairings_report.h"
#include "tournament/results.h"
#include "tournament/round_pairing.h"
#include "tournament/round_readiness.h"
#include "tournament/standings_report.h"
#include "tournament/table_reports.h"
#include "tournament/trf_transfer.h"

#include <QDate>
#include <QJsonArray>
#include <QUrlQuery>

namespace tourney::app {
namespace {

// ?after_round=R: a round, or the last one when left out.
int afterRound(const QString& given) {
    if (given.isEmpty()) return 0;
    if (const std::optional<int> round = pathNumber(given)) return *round;
    throw tournament::UnusableRequest("after_round", "after_round: a round's number expected");
}

// A table's result as `tourney result` takes it: each seat's game points, F for a forfeit.
std::string resultText(const JsonBody& body) {
    if (!body.has("game_points")) return body.text("result").value_or("");
    if (body.has("result")) throw tournament::UnusableRequest("game_points", "give result or game_points, not both");
    std::string text;
    for (const QJsonValue& seat : body.object().value("game_points").toArray()) {
        if (!seat.isNull() && !seat.isDouble())
            throw tournament::UnusableRequest("game_points", "game_points: whole numbers, null for a forfeit");
        text += (text.empty() ? "" : "-") + (seat.isNull() ? std::string("F") : std::to_string(seat.toInt()));
    }
    return text;
}

QJsonObject enteredJson(const tournament::EnteredResult& entered) {
    return {{"where", translated(entered.where)},
            {"players", qtext(entered.players)},
            {"result", qtext(entered.result)},
            {"before", qtext(entered.before)},
            {"warnings", textArray(entered.warnings)}};
}

QJsonDocument roundList(const Event& event) {
    QJsonArray rounds;
    for (const Round& round : event.rounds)
        rounds.append(QJsonObject{
            {"round", round.number},
            {"date", qtext(round.date)},
            {"boards", static_cast<int>(round.games.size())},
            {"awaiting_results", static_cast<int>(tournament::boardsAwaitingResults(event, round.number).size())}});
    return QJsonDocument(rounds);
}

QHttpServerResponse unpair(const EventWrite& event, bool force) {
    SqlEventStore store = event.store();
    const tournament::Unpairing done = tournament::unpairLastRound(store, force);
    return jsonAnswer({{"round", done.round}, {"lost_results", textArray(done.lost_results)}});
}

// GET /api/events/{event}/export/{format}: the file `tourney export` writes; a TRF with the
// log in FIDE mode (tournament/trf_transfer.h), read from `location`.
CachedResponse exported(const Event& event, const QString& format, const std::string& line_end,
                        const QString& location) {
    if (format == "trf") {
        const auto end = formats::lineEndNamed(line_end.empty() ? "lf" : line_end);
        if (!end) throw tournament::UnusableRequest("line_end", "line_end: lf, crlf or cr");
        const std::vector<tournament::LogEntry> log = SqlEventStore(location).readLog();
        return {0, "text/plain; charset=utf-8", utf8Bytes(tournament::trfText(event, *end, log))};
    }
    const tournament::Table results = tournament::resultsExport(event);
    if (format == "csv")
        return {0, "text/csv; charset=utf-8", utf8Bytes(reports::csvTable(results, {true, true, true}))};
    return {0, "application/json", utf8Bytes(reports::jsonTable(results))};
}

}  // namespace

// GET .../standings and .../crosstable, after round R (0: every paired round, with the standings
// computed once for every answer of the event held).
QByteArray standingsAnswer(const Event& event, int round, const std::vector<Standing>* standings) {
    return tableBody(standings && round == 0 ? tournament::standingsList(event, *standings)
                                             : tournament::standingsList(event, round));
}

QByteArray crosstableAnswer(const Event& event, int round, const std::vector<Standing>* standings) {
    return utf8Bytes(reports::jsonTable(tournament::crosstableGrid(event, round, round == 0 ? standings : nullptr)));
}

WebServer::Answer WebServer::tableAfterRound(const QString& id, const QHttpServerRequest& request, const QString& name,
                                             AfterRound make) {
    const QString query = QUrlQuery(request.url()).queryItemValue("after_round");
    return inPool([this, id, query, name, make] {
        const int round = afterRound(query);
        ServedEvent& event = served(id);
        if (round != 0) return answer("application/json", make(*currentEvent(event), round, nullptr));
        return cached(event, "api:" + name, [&](const Event& stored) {
            return CachedResponse{0, "application/json", make(stored, 0, event.held.standingsOf(stored).get())};
        });
    });
}

void WebServer::remadeAfterWrites(const QString& key, AfterRound make) {
    remade_after_writes_.emplace("api:" + key, std::move(make));
}

void WebServer::remakeKeptAnswers(ServedEvent& served) {
    for (const auto& [key, make] : remade_after_writes_) {
        {
            std::lock_guard lock(served.cache_mutex);
            if (!served.cache.count(key)) continue;  // never asked for: nobody is waiting for it
        }
        remaking_.start([this, &served, key = key, make = make] {
            try {
                cachedBody(served, key, [&](const Event& stored) {
                    return CachedResponse{0, "application/json",
                                          make(stored, 0, served.held.standingsOf(stored).get())};
                });
            } catch (...) {
                // made again, and refused again, by the next reader, who is told why
            }
        });
    }
}

WebServer::Answer WebServer::roundPairings(const QString& id, const QString& round_text) {
    const std::optional<int> round = pathNumber(round_text);
    if (!round) return QtFuture::makeReadyFuture(notFound());
    return tableRead(id, "round:" + QString::number(*round),
                     [round = *round](const Event& event) { return tournament::pairingsList(event, round); });
}

WebServer::Answer WebServer::enterResult(const QHttpServerRequest& request, const QString& id,
                                         const QString& round_text, const QString& board_text) {
    const std::optional<int> round = pathNumber(round_text), board = pathNumber(board_text);
    if (!round || !board) return QtFuture::makeReadyFuture(notFound());
    return jsonWrite(
        request, id, tournament::Action::EnterResult,
        [this, round = *round, board = *board](const EventWrite& event, const JsonBody& body) {
            body.allowOnly({"result", "game_points", "force", "clear", "unrated", "record", "record_file"});
            // A board the event does not have is 404 without waiting for the write lock or reading
            // the event again (issue 40, item 5).
            requireBoard(event.served, round, board);
            tournament::ResultEntry entry;
            entry.round = round;
            entry.board = board;
            entry.result = resultText(body);
            entry.clear = body.flag("clear");
            entry.force = body.flag("force");
            entry.unrated = body.flag("unrated");
            // A game record uploaded with the result, or in its place (`tourney result --record`):
            // judged by the game's engine and kept with the game.
            if (const auto record = body.text("record")) {
                entry.record_text = *record;
                entry.record_file = body.text("record_file").value_or("");
                if (entry.record_file.empty()) entry.record_file = "record";
            }
            SqlEventStore store = event.store();
            return jsonAnswer(enteredJson(tournament::enterResult(store, entry)));
        });
}

WebServer::Answer WebServer::pairNextRound(const QHttpServerRequest& request, const QString& id, bool created) {
    return jsonWrite(
        request, id, tournament::Action::PairRound, [created](const EventWrite& event, const JsonBody& body) {
            body.allowOnly({"explain"});
            SqlEventStore store = event.store();
            // The server's local date is the round's (TRF 132), as `tourney pair` takes the terminal's.
            const tournament::PairedRound paired = tournament::pairNextRound(
                store, body.flag("explain"), QDate::currentDate().toString(Qt::ISODate).toStdString());
            return jsonAnswer({{"round", paired.round},
                               {"boards", tableJson(tournament::pairingsList(paired.event, paired.round)).array()},
                               {"notes", textArray(paired.notes)},
                               {"explanation", textArray(paired.explanation)}},
                              created ? HttpStatus::Created : HttpStatus::Ok);
        });
}

void WebServer::routeRounds() {
    const QString rounds = "/api/events/{event}/rounds";
    route(Method::Get, rounds, [this](const QString& id) { return jsonRead(id, "rounds", roundList); });
    route(Method::Post, rounds,
          [this](const QString& id, const QHttpServerRequest& request) { return pairNextRound(request, id, true); });
    route(Method::Delete, rounds + "/last", [this](const QString& id, const QHttpServerRequest& request) {
        const QString force = QUrlQuery(request.url()).queryItemValue("force");
        return jsonWrite(request, id, tournament::Action::PairRound, [force](const EventWrite& event, const JsonBody&) {
            if (!force.isEmpty() && force != "true" && force != "false")
                throw tournament::UnusableRequest("force", "force: true or false");
            return unpair(event, force == "true");
        });
    });
    route(Method::Get, rounds + "/{round}",
          [this](const QString& id, const QString& round) { return roundPairings(id, round); });
    route(Method::Post, rounds + "/{round}/boards/{board}/result",
          [this](const QString& id, const QString& round, const QString& board, const QHttpServerRequest& request) {
              return enterResult(request, id, round, board);
          });
    route(Method::Get, "/api/events/{event}/standings", [this](const QString& id, const QHttpServerRequest& request) {
        return tableAfterRound(id, request, "standings", standingsAnswer);
    });
    route(Method::Get, "/api/events/{event}/crosstable", [this](const QString& id, const QHttpServerRequest& request) {
        return tableAfterRound(id, request, "crosstable", crosstableAnswer);
    });
    remadeAfterWrites("standings", standingsAnswer);
    remadeAfterWrites("crosstable", crosstableAnswer);
    route(Method::Get, "/api/events/{event}/export/{format}",
          [this](const QString& id, const QString& format, const QHttpServerRequest& request) {
              if (format != "trf" && format != "csv" && format != "json") return QtFuture::makeReadyFuture(notFound());
              const std::string line_end = QUrlQuery(request.url()).queryItemValue("line_end").toStdString();
              return inPool([this, id, format, line_end] {
                  ServedEvent& event = served(id);
                  QHttpServerResponse response = cached(
                      event, "export:" + format + ":" + QString::fromStdString(line_end),
                      [&](const Event& stored) { return exported(stored, format, line_end, event.location); });
                  response.setHeader("Content-Disposition",
                                     "attachment; filename=\"" + event.id.toUtf8() + "." + format.toUtf8() + "\"");
                  return response;
              });
          });
}

}  // namespace tourney::app
