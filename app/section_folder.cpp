#include "app/section_folder.h"

#include "app/sql_event_store.h"
#include "formats/input_file.h"

#include <QDir>
#include <QFileInfo>

namespace tourney::app {

QString sectionPlanPath(const QString& folder) { return QDir(folder).filePath("sections.json"); }

QString sectionPath(const QString& folder, const tournament::Section& section) {
    return QDir(folder).filePath(QString::fromStdString(section.file()));
}

bool holdsSections(const QString& folder) { return QFileInfo(sectionPlanPath(folder)).isFile(); }

std::optional<QString> servedSectionsFolder(const std::optional<EventCollection>& served) {
    if (!served || served->inDatabase() || !holdsSections(served->location())) return std::nullopt;
    return served->location();
}

std::optional<tournament::SectionPlan> servedSectionPlan(const std::optional<EventCollection>& served,
                                                         const QString& event) {
    const std::optional<QString> folder = servedSectionsFolder(served);
    if (!folder) return std::nullopt;
    tournament::SectionPlan plan = loadSectionPlan(*folder);
    if (!plan.section(event.toStdString())) return std::nullopt;
    return plan;
}

tournament::SectionPlan loadSectionPlan(const QString& folder) {
    const std::string path = sectionPlanPath(folder).toStdString();
    return tournament::readSectionPlan(formats::readTextFile(path), path);
}

std::vector<std::pair<std::string, Event>> loadSectionEvents(const QString& folder,
                                                             const tournament::SectionPlan& plan) {
    std::vector<std::pair<std::string, Event>> events;
    for (const tournament::Section& section : plan.sections)
        events.emplace_back(section.name, SqlEventStore(sectionPath(folder, section)).load());
    return events;
}

}  // namespace tourney::app
