#include "app/json_answer.h"

#include "reports/table_formats.h"

#include <QJsonArray>

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

QHttpServerResponse refused(const std::exception& error) {
    QJsonObject body{{"error", QString::fromStdString(error.what())}};
    HttpStatus status = HttpStatus::UnprocessableEntity;
    if (const auto* refusal = dynamic_cast<const tournament::Refusal*>(&error)) {
        if (!refusal->field().empty()) body["field"] = QString::fromStdString(refusal->field());
        if (dynamic_cast<const tournament::UnusableRequest*>(&error)) status = HttpStatus::BadRequest;
        if (dynamic_cast<const tournament::NotInEvent*>(&error)) status = HttpStatus::NotFound;
        if (const auto* confirm = dynamic_cast<const tournament::ForceRequired*>(&error)) {
            status = HttpStatus::Conflict;
            body["force"] = true;
            body["action"] = QString::fromStdString(confirm->action());
        }
    }
    return jsonAnswer(body, status);
}

QByteArray utf8Bytes(const std::string& text) { return QByteArray::fromStdString(text); }

QString qtext(const std::string& text) { return QString::fromStdString(text); }

QJsonArray textArray(const std::vector<std::string>& lines) {
    QJsonArray array;
    for (const std::string& line : lines) array.append(qtext(line));
    return array;
}

QJsonDocument tableJson(const tournament::Table& table) {
    return QJsonDocument::fromJson(utf8Bytes(reports::jsonTable(table)));
}

}  // namespace tourney::app
