#include "app/new_event_fields.h"

#include <QRandomGenerator>
#include <QString>

namespace tourney::app {

const std::vector<std::string>& newEventTextFields() {
    static const std::vector<std::string> fields = {
        "name",         "game", "system",     "scoring",    "placement", "bye_points",    "tiebreaks",
        "acceleration", "city", "federation", "start_date", "end_date",  "chief_arbiter", "time_control"};
    return fields;
}

tournament::EventSettings newEventSettings(const std::function<std::optional<std::string>(const std::string&)>& given) {
    const auto optional = [&](const char* field) -> std::optional<std::string> {
        const auto value = given(field);
        if (!value) return std::nullopt;
        return QString::fromStdString(*value).trimmed().toStdString();
    };
    const auto text = [&](const char* field) { return optional(field).value_or(""); };
    tournament::EventSettings settings;
    settings.info.name = text("name");
    settings.info.city = text("city");
    settings.info.federation = text("federation");
    settings.info.start_date = text("start_date");
    settings.info.end_date = text("end_date");
    settings.info.chief_arbiter = text("chief_arbiter");
    settings.info.time_control = text("time_control");
    settings.game = text("game");
    settings.system = text("system");
    settings.scoring = optional("scoring");
    settings.placement = optional("placement");
    settings.bye_points = optional("bye_points");
    settings.tiebreaks = optional("tiebreaks");
    settings.acceleration = QString::fromStdString(text("acceleration")).toLower().toStdString();
    settings.lots_seed = QRandomGenerator::system()->generate64();
    return settings;
}

}  // namespace tourney::app
