// An event in sections (tournament/sections.h) on paper and on the web: a report of every
// section, or of one, each under its heading, in one PDF; and the site of every section with
// an index of the sections.
#pragma once

#include "reports/html_site.h"
#include "reports/pdf_document.h"
#include "tournament/sections.h"

#include <string>
#include <vector>

namespace tourney::reports {

// The tables in one PDF, each section from a new page, its heading before the table's title.
std::string sectionsPdf(const std::string& event_name, const std::vector<tournament::SectionTable>& tables,
                        Paper paper);

// A section as its site shows it.
struct SiteSection {
    const tournament::Section* section = nullptr;
    const Event* event = nullptr;
};

// The index page: each section with its band, players and rounds, linked to its own site
// (the folder of its name).
std::string sectionIndexPage(const tournament::SectionPlan& plan, const std::vector<SiteSection>& sections);

// Each section's site (writeHtmlSite) in the folder of its name under `directory`, and the
// index of the sections; returns the files written, relative to `directory`.
std::vector<std::string> writeSectionSite(const tournament::SectionPlan& plan, const std::vector<SiteSection>& sections,
                                          const std::string& directory, const SiteFileWriter& write = {});

}  // namespace tourney::reports
