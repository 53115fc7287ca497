#include "app/json_body.h"

#include "tournament/refusal.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace tourney::app {

using tournament::UnusableRequest;

namespace {

std::optional<int> wholeNumber(const QJsonValue& value) {
    if (!value.isDouble()) return std::nullopt;
    const double number = value.toDouble();
    if (number != std::floor(number) || std::abs(number) > 1e9) return std::nullopt;
    return static_cast<int>(number);
}

}  // namespace

JsonBody::JsonBody(const QByteArray& bytes) {
    if (bytes.trimmed().isEmpty()) return;
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        throw UnusableRequest("body", tournament::Message("the body is not JSON (%1 at character %2)",
                                                          error.errorString().toStdString(), error.offset));
    if (!document.isObject()) throw UnusableRequest("body", tournament::Message("the body must be a JSON object"));
    object_ = document.object();
}

void JsonBody::allowOnly(const std::vector<std::string>& known) const {
    for (const QString& key : object_.keys())
        if (std::find(known.begin(), known.end(), key.toStdString()) == known.end())
            throw UnusableRequest(key.toStdString(), tournament::Message("%1: no such field", key.toStdString()));
}

bool JsonBody::has(const std::string& field) const {
    const QJsonValue value = object_.value(QString::fromStdString(field));
    return !value.isUndefined() && !value.isNull();
}

std::optional<std::string> JsonBody::text(const std::string& field) const {
    const QJsonValue value = object_.value(QString::fromStdString(field));
    if (value.isUndefined() || value.isNull()) return std::nullopt;
    if (value.isString()) return value.toString().toStdString();
    if (const auto number = wholeNumber(value)) return std::to_string(*number);
    if (value.isDouble()) return QString::number(value.toDouble()).toStdString();
    throw UnusableRequest(field, tournament::Message("%1: text expected", field));
}

std::string JsonBody::requiredText(const std::string& field) const {
    if (auto given = text(field)) return *given;
    throw UnusableRequest(field, tournament::Message("%1 is required", field));
}

std::optional<int> JsonBody::integer(const std::string& field) const {
    const QJsonValue value = object_.value(QString::fromStdString(field));
    if (value.isUndefined() || value.isNull()) return std::nullopt;
    if (const auto number = wholeNumber(value)) return number;
    throw UnusableRequest(field, tournament::Message("%1: a whole number expected", field));
}

int JsonBody::requiredInteger(const std::string& field) const {
    if (auto given = integer(field)) return *given;
    throw UnusableRequest(field, tournament::Message("%1 is required", field));
}

bool JsonBody::flag(const std::string& field) const {
    const QJsonValue value = object_.value(QString::fromStdString(field));
    if (value.isUndefined() || value.isNull()) return false;
    if (!value.isBool()) throw UnusableRequest(field, tournament::Message("%1: true or false expected", field));
    return value.toBool();
}

std::vector<int> JsonBody::integers(const std::string& field) const {
    const QJsonValue value = object_.value(QString::fromStdString(field));
    if (value.isUndefined() || value.isNull()) return {};
    if (!value.isArray())
        throw UnusableRequest(field, tournament::Message("%1: a list of whole numbers expected", field));
    std::vector<int> numbers;
    for (const QJsonValue& item : value.toArray()) {
        const auto number = wholeNumber(item);
        if (!number) throw UnusableRequest(field, tournament::Message("%1: a list of whole numbers expected", field));
        numbers.push_back(*number);
    }
    return numbers;
}

std::vector<std::string> JsonBody::texts(const std::string& field) const {
    const QJsonValue value = object_.value(QString::fromStdString(field));
    std::vector<std::string> list;
    if (value.isString()) {
        for (const QString& part : value.toString().split(',')) list.push_back(part.trimmed().toStdString());
        return list;
    }
    if (value.isUndefined() || value.isNull()) return list;
    if (!value.isArray()) throw UnusableRequest(field, tournament::Message("%1: a list of text expected", field));
    for (const QJsonValue& item : value.toArray()) {
        if (!item.isString()) throw UnusableRequest(field, tournament::Message("%1: a list of text expected", field));
        list.push_back(item.toString().toStdString());
    }
    return list;
}

}  // namespace tourney::app
