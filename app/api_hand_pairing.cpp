// The API's pairings by hand (docs/openapi.yaml), as `tourney pairing` makes them
// (tournament/manual_pairing.h): two boards exchange their Black players, a board's colours
// change places, a board is given two players. Each answers what changed, the warnings of the
// pairing rules the change breaks (made all the same: the arbiter decides) and the round's boards.
#include "app/json_answer.h"
#include "app/path_number.h"
#include "app/sql_event_store.h"
#include "app/web_server.h"
#include "tournament/manual_pairing.h"
#include "tournament/pairings_report.h"

namespace tourney::app {
namespace {

using Change = std::function<tournament::PairingChange(SqlEventStore&, int round, int board, const JsonBody&)>;

QHttpServerResponse changed(SqlEventStore& store, int round, const tournament::PairingChange& change) {
    return jsonAnswer({{"done", textArray(change.done)},
                       {"warnings", textArray(change.warnings)},
                       {"boards", tableJson(tournament::pairingsList(store.load(), round)).array()}});
}

}  // namespace

void WebServer::routeHandPairing() {
    // A change of round {round}, on board {board} when the path names one (else 0).
    const auto onRound = [this](const QHttpServerRequest& request, const QString& id, const QString& round_text,
                                const QString& board_text, Change change) {
        const std::optional<int> round = pathNumber(round_text);
        const std::optional<int> board = board_text.isEmpty() ? std::optional<int>(0) : pathNumber(board_text);
        if (!round || !board) return QtFuture::makeReadyFuture(notFound());
        return jsonWrite(request, id,
                         [round = *round, board = *board, change](ServedEvent& event, const JsonBody& body) {
                             SqlEventStore store = event.store();
                             return changed(store, round, change(store, round, board, body));
                         });
    };
    const QString rounds = "/api/events/{event}/rounds/{round}";
    route(Method::Post, rounds + "/swap",
          [onRound](const QString& id, const QString& round, const QHttpServerRequest& request) {
              return onRound(request, id, round, {}, [](SqlEventStore& store, int r, int, const JsonBody& body) {
                  body.allowOnly({"boards"});
                  const std::vector<int> boards = body.integers("boards");
                  if (boards.size() != 2) throw tournament::UnusableRequest("boards", "boards: two boards");
                  return tournament::swapOpponents(store, r, boards[0], boards[1]);
              });
          });
    route(Method::Post, rounds + "/boards/{board}/colours",
          [onRound](const QString& id, const QString& round, const QString& board, const QHttpServerRequest& request) {
              return onRound(request, id, round, board, [](SqlEventStore& store, int r, int b, const JsonBody& body) {
                  body.allowOnly({});
                  return tournament::swapColours(store, r, b);
              });
          });
    route(Method::Put, rounds + "/boards/{board}",
          [onRound](const QString& id, const QString& round, const QString& board, const QHttpServerRequest& request) {
              return onRound(request, id, round, board, [](SqlEventStore& store, int r, int b, const JsonBody& body) {
                  body.allowOnly({"white", "black"});
                  return tournament::setBoard(store, r, b, body.requiredInteger("white"),
                                              body.requiredInteger("black"));
              });
          });
}

}  // namespace tourney::app
