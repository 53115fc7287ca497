#include "app/json_answer.h"

#include "app/interface_language.h"
#include "formats/input_error.h"
#include "reports/table_formats.h"
#include "tournament/accounts.h"

#include <QJsonArray>
#include <QUrlQuery>

#include <algorithm>

namespace tourney::app {

QHttpServerResponse answer(const QByteArray& mime, const QByteArray& body, HttpStatus status) {
    QHttpServerResponse response(mime, body, status);
    response.setHeader("Cache-Control", "no-store");
    return response;
}

QHttpServerResponse jsonAnswer(const QJsonObject& object, HttpStatus status) {
    return answer("application/json", QJsonDocument(object).toJson(QJsonDocument::Compact), status);
}

QHttpServerResponse notFound() { return answer("text/plain; charset=utf-8", "not found\n", HttpStatus::NotFound); }

// The words are in the language the server was started in (--lang), or the request asked for.
QHttpServerResponse refused(const std::exception& error) {
    QJsonObject body{{"error", translated("messages", QString::fromStdString(error.what()))}};
    HttpStatus status = HttpStatus::UnprocessableEntity;
    if (const auto* bad_input = dynamic_cast<const formats::InputError*>(&error))
        body["error"] = translated(*bad_input);
    if (const auto* refusal = dynamic_cast<const tournament::Refusal*>(&error)) {
        body["error"] = translated(refusal->message());
        if (!refusal->field().empty()) body["field"] = QString::fromStdString(refusal->field());
        if (dynamic_cast<const tournament::UnusableRequest*>(&error)) status = HttpStatus::BadRequest;
        if (dynamic_cast<const tournament::NotInEvent*>(&error)) status = HttpStatus::NotFound;
        if (dynamic_cast<const tournament::Locked*>(&error)) {
            status = HttpStatus::Conflict;  // the event's state forbids it, and no force allows it
            body["locked"] = true;
        }
        if (const auto* confirm = dynamic_cast<const tournament::ForceRequired*>(&error)) {
            status = HttpStatus::Conflict;
            body["force"] = true;
            body["action"] = translated(confirm->actionMessage());
        }
        // Accounts (tournament/accounts.h): not signed in, not allowed, too many failures.
        if (dynamic_cast<const tournament::NotSignedIn*>(&error)) status = HttpStatus::Unauthorized;
        if (dynamic_cast<const tournament::NotPermitted*>(&error)) status = HttpStatus::Forbidden;
        if (const auto* throttled = dynamic_cast<const tournament::TooManyAttempts*>(&error)) {
            QHttpServerResponse response = jsonAnswer(body, HttpStatus::TooManyRequests);
            response.setHeader("Retry-After", QByteArray::number(qint64(throttled->retryAfter())));
            return response;
        }
    }
    return jsonAnswer(body, status);
}

QString requestLanguage(const QHttpServerRequest& request) { return QUrlQuery(request.url()).queryItemValue("lang"); }

QString requestOrigin(const QHttpServerRequest& request) {
    // A host name, an IPv4 or a bracketed IPv6 address and a port: anything else in the header
    // (a path, a space, a user) never reaches a printed code, and the answers kept per origin
    // stay few. Empty otherwise, and the QR codes are refused (tournament::siteAddress).
    const QString host = QString::fromUtf8(request.value("Host")).trimmed();
    const bool plain = !host.isEmpty() && host.size() <= 100 && std::all_of(host.begin(), host.end(), [](QChar c) {
        return (c.unicode() < 128 && c.isLetterOrNumber()) || QString(".-:[]").contains(c);
    });
    return plain ? "http://" + host : QString();
}

QByteArray utf8Bytes(const std::string& text) { return QByteArray::fromStdString(text); }

QString qtext(const std::string& text) { return QString::fromStdString(text); }

QJsonArray textArray(const std::vector<std::string>& lines) {
    QJsonArray array;
    for (const std::string& line : lines) array.append(qtext(line));
    return array;
}

QJsonArray textArray(const std::vector<tournament::Message>& lines) {
    QJsonArray array;
    for (const tournament::Message& line : lines) array.append(translated(line));
    return array;
}

QJsonDocument tableJson(const tournament::Table& table) { return QJsonDocument::fromJson(tableBody(table)); }

QByteArray tableBody(const tournament::Table& table) { return utf8Bytes(reports::jsonTable(table)); }

}  // namespace tourney::app
