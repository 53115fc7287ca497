// The JSON body of a write to the API, read field by field. What the server cannot use (not
// JSON, not an object, a value of the wrong type, a field it does not know) is refused as
// tournament::UnusableRequest naming the field: the answer is 400 and nothing is changed. What
// the values mean is for the event core to judge.
#pragma once

#include <QByteArray>
#include <QJsonObject>

#include <optional>
#include <string>
#include <vector>

namespace tourney::app {

class JsonBody {
public:
    // An empty body reads as {}.
    explicit JsonBody(const QByteArray& bytes);

    // Refuses a field not in `known`: a misspelt field would otherwise be ignored in silence.
    void allowOnly(const std::vector<std::string>& known) const;

    bool has(const std::string& field) const;
    // Text as given; a number is taken as its digits ("rating": 2210 is "2210").
    std::optional<std::string> text(const std::string& field) const;
    // Text the use case cannot go without.
    std::string requiredText(const std::string& field) const;
    std::optional<int> integer(const std::string& field) const;
    int requiredInteger(const std::string& field) const;
    bool flag(const std::string& field) const;  // absent: false
    std::vector<int> integers(const std::string& field) const;
    // A list of text, or one text with commas ("half,zero").
    std::vector<std::string> texts(const std::string& field) const;
    const QJsonObject& object() const { return object_; }

private:
    QJsonObject object_;
};

}  // namespace tourney::app
