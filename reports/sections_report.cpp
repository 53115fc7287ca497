#include "reports/sections_report.h"

#include "reports/labels.h"
#include "reports/pdf_table.h"
#include "reports/table_formats.h"

#include <filesystem>

namespace tourney::reports {

std::string sectionsPdf(const std::string& event_name, const std::vector<tournament::SectionTable>& tables,
                        Paper paper) {
    PdfDocument pdf(paper, RunningHeader{event_name, ""});
    for (const tournament::SectionTable& each : tables) {
        tournament::Table table = localized(each.table);
        table.title = said(each.heading) + "  ·  " + table.title;
        printTable(pdf, table, table.columns.size() > 11 ? Orientation::Landscape : Orientation::Portrait);
    }
    return pdf.bytes();
}

std::string sectionIndexPage(const tournament::SectionPlan& plan, const std::vector<SiteSection>& sections) {
    std::string body = "<ul>\n";
    for (const SiteSection& each : sections) {
        const std::string& name = each.section->name;
        body += "<li><a href=\"" + htmlEscape(name) + "/index.html\">" +
                htmlEscape(said(tournament::Message("Section %1", name))) + "</a> · " +
                htmlEscape(each.section->band.text) + " · " +
                htmlEscape(said(tournament::Message("%1 players, %2 rounds paired", each.event->players.size(),
                                                    each.event->roundsPaired()))) +
                "</li>\n";
    }
    body += "</ul>\n";
    if (!plan.unrated_section.empty())
        body += "<p class=\"note\">" +
                htmlEscape(said(tournament::Message("Unrated players enter section %1", plan.unrated_section))) +
                "</p>\n";
    return standalonePage(plan.name, body, "style.css");
}

std::vector<std::string> writeSectionSite(const tournament::SectionPlan& plan, const std::vector<SiteSection>& sections,
                                          const std::string& directory, const SiteFileWriter& write) {
    namespace fs = std::filesystem;
    std::vector<std::string> written;
    for (const SiteSection& each : sections)
        for (const std::string& file :
             writeHtmlSite(*each.event, (fs::path(directory) / each.section->name).string(), write))
            written.push_back(each.section->name + "/" + file);
    const auto put = [&](const std::string& file, const std::string& content) {
        writeSiteFile(write, (fs::path(directory) / file).string(), content);
        written.push_back(file);
    };
    put("style.css", siteStyle());
    put("index.html", sectionIndexPage(plan, sections));
    return written;
}

}  // namespace tourney::reports
