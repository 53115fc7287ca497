// Requests to the JSON API of a `tourney serve` started for a test, as the arbiter's pages
// send them: with the token, JSON as JSON.
#pragma once

#include "web_server_process.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace tourney::testing {

struct ApiAnswer {
    int status = 0;
    std::string body;
    QJsonValue json;  // undefined when the body is not JSON

    QJsonObject object() const { return json.toObject(); }
    QJsonArray array() const { return json.toArray(); }
    std::string error() const { return object().value("error").toString().toStdString(); }
    std::string field() const { return object().value("field").toString().toStdString(); }
};

struct Api {
    int port = 0;
    bool with_token = true;

    ApiAnswer send(const std::string& method, const std::string& path, const std::string& body = {}) const {
        std::vector<std::string> headers;
        if (with_token) headers.push_back(std::string("Authorization: Bearer ") + Server::kToken);
        if (!body.empty()) headers.push_back("Content-Type: application/json");
        const HttpAnswer answer = http(port, method, path, body, headers);
        ApiAnswer read{answer.status, answer.body, QJsonValue(QJsonValue::Undefined)};
        const QJsonDocument document = QJsonDocument::fromJson(QByteArray::fromStdString(answer.body));
        if (document.isObject()) read.json = document.object();
        if (document.isArray()) read.json = document.array();
        return read;
    }
    ApiAnswer get(const std::string& path) const { return send("GET", path); }
    ApiAnswer post(const std::string& path, const std::string& body) const { return send("POST", path, body); }
};

// A row of a list whose `key` is `value` (a player by start number, ...); empty when none.
inline QJsonObject rowWhere(const QJsonArray& rows, const char* key, const QJsonValue& value) {
    for (const QJsonValue& row : rows)
        if (row.toObject().value(key) == value) return row.toObject();
    return {};
}

// What the command line said when it refused: its standard error.
inline std::string commandLineRefusal(const QStringList& arguments) {
    const CommandRun run = runTourney(arguments);
    BOOST_TEST(run.exit_code == 2, run.err.toStdString());
    return run.err.toStdString();
}

}  // namespace tourney::testing
