// How `tourney serve` answers: a body with its type and no caching by the browser, a JSON
// object, a refusal of the event core as JSON with the HTTP status that fits it, and handlers
// run on a thread pool with whatever they throw turned into an answer.
#pragma once

#include "app/interface_language.h"  // translated(): every answer speaks the server's language
#include "formats/input_error.h"
#include "tournament/refusal.h"
#include "tournament/table.h"

#include <QFuture>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QHttpServerResponse>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThreadPool>
#include <QtConcurrent>

#include <exception>
#include <string>
#include <vector>

namespace tourney::app {

using HttpStatus = QHttpServerResponder::StatusCode;

QHttpServerResponse answer(const QByteArray& mime, const QByteArray& body, HttpStatus status = HttpStatus::Ok);
QHttpServerResponse jsonAnswer(const QJsonObject& object, HttpStatus status = HttpStatus::Ok);
QHttpServerResponse notFound();

// A refusal as the API answers it: 400 for a request it cannot use, 404 for an event, round,
// board or player the server does not have, 409 for a change that needs the arbiter's
// confirmation ("force": true and the "action" confirming takes), 401 for a sign-in refused or a
// session expired, 403 for what an account's roles do not allow, 429 (with Retry-After) for
// sign-ins after too many failures, 422 for anything else the
// core refused (a line of a results file too). "error" holds the command line's words, "field"
// the input at fault.
QHttpServerResponse refused(const std::exception& error);

QByteArray utf8Bytes(const std::string& text);
QString qtext(const std::string& text);
QJsonArray textArray(const std::vector<std::string>& lines);
QJsonArray textArray(const std::vector<tournament::Message>& lines);  // each translated
// A table of the event core as JSON (reports/table_formats.h): an array of objects.
QJsonDocument tableJson(const tournament::Table& table);
// The same as an answer's body, the renderer's bytes as they are: for an answer that is the table
// alone, no QJsonDocument is built and written again (for a 1,000-player table that took twice
// the rendering itself; the bytes are the same, test_web_api checks it).
QByteArray tableBody(const tournament::Table& table);

// `work`'s answer, or what it threw as an answer. Only the core's refusals are answered as
// such: anything else is a bug, logged for the server's operator and answered 500 without its
// text, which is for developers, not for the browser.
template <typename Work>
QHttpServerResponse answerOf(const Work& work) {
    try {
        return work();
    } catch (const formats::InputError& error) {
        return refused(error);
    } catch (const tournament::Refusal& error) {
        return refused(error);
    } catch (const std::exception& error) {
        qCritical("tourney serve: internal error: %s", error.what());
        return jsonAnswer({{"error", "internal error"}}, HttpStatus::InternalServerError);
    }
}

// Runs a handler on `pool`; whatever it throws becomes an answer (answerOf).
template <typename Work>
QFuture<QHttpServerResponse> inPool(QThreadPool& pool, Work work) {
    return QtConcurrent::run(&pool, [work = std::move(work)]() -> QHttpServerResponse { return answerOf(work); });
}

// The same, answered in the language the request asked for (?lang=, RequestLanguage).
template <typename Work>
QFuture<QHttpServerResponse> inPool(QThreadPool& pool, const QString& language, Work work) {
    return QtConcurrent::run(&pool, [language, work = std::move(work)]() -> QHttpServerResponse {
        const RequestLanguage speaking(language);
        return answerOf(work);
    });
}

template <typename Work>
QFuture<QHttpServerResponse> inPool(Work work) {
    return inPool(*QThreadPool::globalInstance(), std::move(work));
}

// The language a request asked for: its ?lang= (en or bn), else empty (the server's).
QString requestLanguage(const QHttpServerRequest& request);

// The address the client reached the server at, "http://HOST:PORT" as its Host header names it:
// the start of the links a printed QR code carries (tourney report badges).
QString requestOrigin(const QHttpServerRequest& request);

}  // namespace tourney::app
