// A small static web site of an event: an index, the pairings of every round, the standings
// and the crosstable (round robin) or wall chart (Swiss). Every text is escaped; the pages
// read on a phone (tables scroll sideways) and print cleanly.
#pragma once

#include "reports/table_formats.h"
#include "scoring/event.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tourney::reports {

// &, <, >, " and ' as character references.
std::string htmlEscape(std::string_view text);

// A page of the site: "index", "players", "schedule", "round-3", "standings", "crosstable" or
// "wallchart", "player-12".
struct SitePage {
    std::string id;
    std::string label;  // in the navigation
};

// The pages of the event's navigation, in order (player cards are reached from the list).
std::vector<SitePage> sitePages(const Event& event);

// How pages link to each other: files of a published folder, or paths of `tourney serve`
// under `base` ("" for the one event a server was given, "/events/ID" for an event of a
// federation's folder). With `feed` ("/feed/ID"), a round's page links the round's live feed.
struct SiteLinks {
    bool files = false;
    std::string base;
    std::string feed;
    static const SiteLinks Files;
    static const SiteLinks Served;
    static SiteLinks servedUnder(std::string base, std::string feed) {
        return {false, std::move(base), std::move(feed)};
    }
    bool operator==(const SiteLinks&) const = default;
};

// One whole page, every text escaped; nullopt for a page the event does not have (yet).
// `extra` pages join the navigation (the server's arbiter page).
std::optional<std::string> sitePage(const Event& event, const std::string& id, const SiteLinks& links,
                                    const std::vector<SitePage>& extra = {});

// A page of the site's frame (header, navigation, footer) around a body of its own, such as
// the server's arbiter page.
std::string framedPage(const Event& event, const std::string& id, const std::string& title, const std::string& body,
                       const SiteLinks& links, const std::vector<SitePage>& extra = {});

// A whole page of the site's look around `body` (HTML), for a page of no one event: a
// federation's index of events, an event that does not exist.
// `style`: where the style sheet is (the server's; a published folder's own "style.css").
std::string standalonePage(const std::string& title, const std::string& body, const std::string& style = "/style.css");

// The style sheet every page links to.
const char* siteStyle();

// In the head of every page: how a later publishing knows a page it may replace.
inline constexpr const char* kSiteGenerator = "<meta name=\"generator\" content=\"Tourney\">";

// Whether a file that begins with `opening` is a page or the style sheet of a published site.
bool isPublishedSiteFile(std::string_view opening);

// Writes one file of the site (path, content); the command's checked writer.
using SiteFileWriter = std::function<void(const std::string& path, const std::string& content)>;

// One file of a site through `write`, or a plain write when it is empty (a Refusal naming the
// file when it cannot be written).
void writeSiteFile(const SiteFileWriter& write, const std::string& path, const std::string& content);

// Writes the site into `directory` (created when missing) through `write` (empty: a plain
// write) and returns the files written; pages of rounds and players the event no longer has
// are removed. Throws std::runtime_error naming the file that cannot be written.
std::vector<std::string> writeHtmlSite(const Event& event, const std::string& directory,
                                       const SiteFileWriter& write = {});

}  // namespace tourney::reports
