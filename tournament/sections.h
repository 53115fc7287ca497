// An event in sections (issue 36): one ordinary event per section, each paired, scored and
// reported on its own, joined by the desk's record of the sections and their bands
// (docs/organiser.md "Sections"). The rules of sections live here: what a band is, which bands
// may stand together, where a player is placed, and when he may move.
#pragma once

#include "scoring/event.h"
#include "tournament/event_store.h"
#include "tournament/players.h"
#include "tournament/report_kind.h"
#include "tournament/table.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tourney::tournament {

// A range of whole numbers, both ends included; an end not given is open.
struct NumberRange {
    std::optional<int> lowest;
    std::optional<int> highest;
    bool operator==(const NumberRange&) const = default;
};

// Who a section takes. Every criterion given must fit; a criterion not given takes everyone.
struct SectionBand {
    std::optional<NumberRange> rating;  // "2000-", "1600-1999", "-1599"
    std::optional<NumberRange> born;    // "born:2010-2013": years of birth
    Sex sex = Sex::Unknown;             // "sex:f", "sex:m"; Unknown: either
    bool by_hand = false;               // "hand": the desk places players there itself
    std::string text;                   // as typed, for the record and for messages
};

struct Section {
    std::string name;  // letters, digits, '-' and '_': also the name of its file
    SectionBand band;
    std::string file() const { return name + ".tourney"; }
};

// The desk's record: the event's name, its sections, and the section of unrated players.
struct SectionPlan {
    std::string name;
    std::vector<Section> sections;
    std::string unrated_section;  // empty: no section bands by rating
    const Section* section(std::string_view name) const;
    // The section of that name; Refusal (field "section") when there is none.
    const Section& named(std::string_view name) const;
};

// "born:2010-,sex:f" as a band. Throws Refusal (field "section") naming what is wrong.
SectionBand parseSectionBand(std::string_view text);

// The plan from "NAME:BAND" specifications, checked: names unique and usable as file names, no
// two bands that one player could fit both, no gap between two rating bands or two birth-year
// bands of otherwise equal criteria. Unrated players go to `unrated` (a section's name), by
// default to the section whose rating band reaches lowest. Throws Refusal (field "section", or
// "unrated").
SectionPlan checkedSectionPlan(std::string name, const std::vector<std::string>& specs, std::string unrated = {});

// The plan as the desk keeps it (JSON) and back; reading checks it as checkedSectionPlan does.
std::string sectionPlanDocument(const SectionPlan& plan);
SectionPlan readSectionPlan(std::string_view text, const std::string& file_name);

// The section a player enters: an unrated player that of plan.unrated_section, anyone else
// the one section whose band takes him. Throws Refusal naming `origin` ("players.csv:5") when
// no band takes him.
const Section& sectionFor(const SectionPlan& plan, const Player& player, const std::string& origin = {});

// A section's store, by the section's name, as the front end opened it.
struct SectionStore {
    const Section* section = nullptr;
    EventStore* store = nullptr;
};

// What an import into sections did, section by section in the plan's order.
struct SectionRegistration {
    std::string section;
    Registration registration;
};

// The players of a player CSV, each registered in the section of his band (sectionFor). Every
// player is placed and every section's registration tried before any is stored, so a refusal
// (a bad value, a player no band takes, a duplicate) stores nothing.
std::vector<SectionRegistration> importIntoSections(const SectionPlan& plan, const std::vector<SectionStore>& stores,
                                                    std::istream& csv, const std::string& file_name,
                                                    const RegistrationOptions& options = {});

struct SectionMove {
    std::string name;
    int from_start_no = 0;
    int to_start_no = 0;
};

// Moves a player from one section to another before round 1 of either is paired (refused
// after, field "section"): he takes his check-ins, payments and requested byes with him; his
// forbidden pairs stay behind, since they name players of the other section. He is added to
// `to` before he is taken out of `from`: a failure between the two leaves him in both.
SectionMove moveBetweenSections(SectionStore from, SectionStore to, int start_no);
// "Rahman, Arif moved from section B (12) to section A (31)".
Message sectionMoveMessage(const SectionMove& moved, const std::string& from, const std::string& to);

// A report of one section under its heading ("Section A").
struct SectionTable {
    std::string section;
    Message heading;
    Table table;
};

// The table of `kind` for each section (or only `only`, when given), each after its own last
// paired round when `round` is 0. Throws Refusal for a section the plan does not have.
std::vector<SectionTable> sectionTables(const SectionPlan& plan,
                                        const std::vector<std::pair<std::string, Event>>& events, ReportKind kind,
                                        int round, const std::string& only = {});

// The sections' tables as one, for CSV, TSV and JSON: a first column names each row's section,
// the columns are the first table's (every section of one event ranks by the same settings).
// A section whose table has other columns is refused (field "section").
Table joinedSectionTables(const std::vector<SectionTable>& tables);

// The list of sections: name, band, players, rounds paired.
Table sectionList(const SectionPlan& plan, const std::vector<std::pair<std::string, Event>>& events);

}  // namespace tourney::tournament
