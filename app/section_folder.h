// An event in sections as a folder holds it (issue 36, tournament/sections.h): one event file
// per section (A.tourney, ...) and the desk's record of them, sections.json. Read alike by
// `tourney sections` and by `tourney serve` on such a folder.
#pragma once

#include "app/event_collection.h"
#include "scoring/event.h"
#include "tournament/sections.h"

#include <QString>

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace tourney::app {

QString sectionPlanPath(const QString& folder);
QString sectionPath(const QString& folder, const tournament::Section& section);

// Whether `folder` holds an event in sections (its sections.json).
bool holdsSections(const QString& folder);

// The folder `tourney serve` serves when it holds an event in sections; nullopt otherwise (one
// event, a database, a folder of events that are not sections).
std::optional<QString> servedSectionsFolder(const std::optional<EventCollection>& served);

// The plan of the event in sections served, when `event` is one of its sections; nullopt otherwise.
std::optional<tournament::SectionPlan> servedSectionPlan(const std::optional<EventCollection>& served,
                                                         const QString& event);

// The plan in `folder`'s sections.json, checked as tournament::readSectionPlan checks it.
tournament::SectionPlan loadSectionPlan(const QString& folder);

// Each section's event, in the plan's order.
std::vector<std::pair<std::string, Event>> loadSectionEvents(const QString& folder,
                                                             const tournament::SectionPlan& plan);

}  // namespace tourney::app
