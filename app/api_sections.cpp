// The API of an event in sections (issue 36, docs/openapi.yaml) when `tourney serve` serves the
// folder that holds one (app/section_folder.h): its sections with their bands, players and
// rounds paired, and a player moved from one section to another before round 1, as `tourney
// sections list` and `sections move` do. Each section is an event of the folder, served under
// /api/events/SECTION/... as any other.
#include "app/json_answer.h"
#include "app/json_body.h"
#include "app/section_folder.h"
#include "app/sql_event_store.h"
#include "app/web_server.h"
#include "tournament/check_in.h"
#include "tournament/refusal.h"
#include "tournament/sections.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace tourney::app {
namespace {

// The folder served, when it holds an event in sections; 404 otherwise.
QString sectionFolder(const std::optional<EventCollection>& collection) {
    if (const std::optional<QString> folder = servedSectionsFolder(collection)) return *folder;
    throw tournament::NotInEvent("sections", tournament::Message("this server serves no event in sections"));
}

}  // namespace

void WebServer::routeSections() {
    route(Method::Get, "/api/sections", [this](const QHttpServerRequest& request) {
        return inPool(*QThreadPool::globalInstance(), requestLanguage(request), [this] {
            const tournament::SectionPlan plan = loadSectionPlan(sectionFolder(collection_));
            std::vector<std::pair<std::string, Event>> events;
            for (const tournament::Section& section : plan.sections)
                events.emplace_back(section.name, *currentEvent(served(qtext(section.name))));
            const QJsonArray sections =
                QJsonDocument::fromJson(tableBody(tournament::sectionList(plan, events))).array();
            return jsonAnswer({{"name", qtext(plan.name)}, {"sections", sections}});
        });
    });
    // Both sections are written, each in its own transaction: the player is added to `to` before
    // he leaves `from` (tournament::moveBetweenSections).
    route(Method::Post, "/api/sections/move", [this](const QHttpServerRequest& request) {
        return inPool(writers_, requestLanguage(request), [this, sender = credentials(request), body = request.body()] {
            const tournament::SectionPlan plan = loadSectionPlan(sectionFolder(collection_));
            const JsonBody read(body);
            read.allowOnly({"from", "player", "to"});
            const tournament::Section& from = plan.named(read.requiredText("from"));
            const tournament::Section& to = plan.named(read.requiredText("to"));
            ServedEvent& from_event = served(qtext(from.name));
            ServedEvent& to_event = served(qtext(to.name));
            const std::string actor = permitted(sender, tournament::Action::ChangeEvent, from_event.id).name;
            permitted(sender, tournament::Action::ChangeEvent, to_event.id);
            SqlEventStore from_store = EventWrite{from_event, actor}.store();
            SqlEventStore to_store = EventWrite{to_event, actor}.store();
            const int start_no = tournament::findEntrant(from_store.load(), read.requiredText("player"));
            const tournament::SectionMove moved = tournament::moveBetweenSections({&from, &from_store},
                                                                                  {&to, &to_store}, start_no);
            for (ServedEvent* changed : {&from_event, &to_event}) {
                remakeKeptAnswers(*changed);
                changes_.changed(changed->id);
            }
            return jsonAnswer({{"message", translated(tournament::sectionMoveMessage(moved, from.name, to.name))},
                               {"from_start_no", moved.from_start_no},
                               {"to_start_no", moved.to_start_no}});
        });
    });
}

}  // namespace tourney::app
