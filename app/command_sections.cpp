// tourney sections new|list|import|move|report|publish FOLDER: an event in sections (issue 36,
// tournament/sections.h). FOLDER holds one event file per section and the desk's record of
// them, sections.json; each section is paired and scored as any event (tourney pair FOLDER/A.tourney).
#include "app/command.h"
#include "app/command_actions.h"
#include "app/command_line.h"
#include "app/new_event_command.h"
#include "app/refusal.h"
#include "app/saved_file.h"
#include "app/section_folder.h"
#include "app/sql_event_store.h"
#include "formats/input_file.h"
#include "reports/pdf_report.h"
#include "reports/sections_report.h"
#include "reports/table_formats.h"
#include "tournament/check_in.h"
#include "tournament/sections.h"

#include <QDir>
#include <QFile>

#include <memory>
#include <sstream>

namespace tourney::app {
namespace {

// Through the one checked writer: whole or not at all, and never over an event file.
void writePlan(const QString& folder, const tournament::SectionPlan& plan) {
    writeOutputFile({sectionPlanPath(folder), {}, true}, tournament::sectionPlanDocument(plan));
}

// The section events, each made of the same settings with the section's name after the event's.
void createSections(const QString& folder, const tournament::SectionPlan& plan, tournament::EventSettings settings) {
    std::vector<QString> created;
    try {
        for (const tournament::Section& section : plan.sections) {
            settings.info.name = plan.name + " – " + section.name;  // the event's own name, not a message
            SqlEventStore store = commandLineStore(sectionPath(folder, section));
            tournament::createEvent(store, settings);
            created.push_back(sectionPath(folder, section));
        }
        writePlan(folder, plan);
    } catch (...) {
        for (const QString& path : created) QFile::remove(path);  // all sections or none
        throw;
    }
}

int create(const QStringList& arguments) {
    CommandLine line("sections new FOLDER",
                     "Creates an event in sections: FOLDER gets one event file per section\n"
                     "(A.tourney, ...), each with the settings given, and sections.json, the\n"
                     "sections and their bands.");
    line.addPositional("FOLDER", "The folder of the event (created when missing).");
    line.addOption("section", "NAME:BAND",
                   "A section (two or more): a rating band 2000-, 1600-1999 or -1599, born:2010-2013,\n"
                   "sex:f or sex:m, several joined by commas, or hand (placed by the desk).");
    line.addOption("unrated", "NAME",
                   "The section of unrated players (default: the one whose rating band reaches lowest).");
    describeNewEvent(line);
    line.nameField("section", "--section");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        const QString folder = line.positional(0);
        std::vector<std::string> specs;
        for (const QString& spec : line.values("section")) specs.push_back(utf8(spec));
        const tournament::EventSettings settings = newEventSettingsOf(line);
        const tournament::SectionPlan plan = tournament::checkedSectionPlan(settings.info.name, specs,
                                                                            line.text("unrated").value_or(""));
        if (QFile::exists(sectionPlanPath(folder)))
            throw Refusal(tournament::Message("%1 holds an event in sections already", utf8(folder)));
        if (!QDir().mkpath(folder)) throw Refusal(tournament::Message("%1: cannot be created", utf8(folder)));
        createSections(folder, plan, settings);
        printSaid(tournament::Message("Created %1: %2", utf8(folder),
                                      tournament::countedMessage(plan.sections.size(), "%1 section", "%1 sections")));
        return kSuccess;
    });
}

int list(const QStringList& arguments) {
    CommandLine line("sections list FOLDER", "Lists the sections: band, players and rounds paired.");
    line.addPositional("FOLDER", "The folder of the event in sections.");
    line.addOption("format", "text|tsv|csv|json", "text (default), or tsv, csv and json.");
    if (auto stop = line.parse(arguments)) return *stop;
    return line.run([&] {
        const QString format = line.choice("format", {"text", "tsv", "csv", "json"});
        const tournament::SectionPlan plan = loadSectionPlan(line.positional(0));
        printOut(reports::renderTable(tournament::sectionList(plan, loadSectionEvents(line.positional(0), plan)),
                                      *reports::parseTableFormat(utf8(format))));
        return kSuccess;
    });
}

int import(const QStringList& arguments) {
    CommandLine line("sections import FOLDER PLAYERS.csv",
                     "Registers the players of a player CSV (as player import reads it), each in\n"
                     "the section of his band; unrated players in the section for them. Nothing is\n"
                     "stored when any player is refused.");
    line.addPositional("FOLDER", "The folder of the event in sections.");
    line.addPositional("PLAYERS.csv", "The players.");
    line.addFlag("allow-duplicate", "Register players although one seems to be another's second entry.");
    line.nameField("players", "PLAYERS.csv");
    line.nameField("section", "PLAYERS.csv");  // a player whom no band takes
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        const QString folder = line.positional(0);
        const tournament::SectionPlan plan = loadSectionPlan(folder);
        const std::string csv_path = utf8(line.positional(1));
        std::istringstream csv(formats::readTextFile(csv_path));
        std::vector<std::unique_ptr<SqlEventStore>> owned;
        std::vector<tournament::SectionStore> stores;
        for (const tournament::Section& section : plan.sections) {
            owned.push_back(std::make_unique<SqlEventStore>(commandLineStore(sectionPath(folder, section))));
            stores.push_back({&section, owned.back().get()});
        }
        tournament::RegistrationOptions options;
        options.allow_duplicates = line.isSet("allow-duplicate");
        for (const tournament::SectionRegistration& done :
             tournament::importIntoSections(plan, stores, csv, csv_path, options)) {
            printSaid(
                tournament::Message("Section %1: %2", done.section, tournament::importedMessage(done.registration)));
            printOut(spokenLines(done.registration.notes));
        }
        return kSuccess;
    });
}

int move(const QStringList& arguments) {
    CommandLine line("sections move FOLDER FROM PLAYER TO",
                     "Moves a player from one section to another before round 1 of either is\n"
                     "paired. He takes his check-ins, payments and requested byes with him.");
    line.addPositional("FOLDER", "The folder of the event in sections.");
    line.addPositional("FROM", "The section he is in.");
    line.addPositional("PLAYER", "His start number there, or a part of his name.");
    line.addPositional("TO", "The section he moves to.");
    line.nameField("player", "PLAYER");
    line.nameField("start_no", "PLAYER");
    line.nameField("section", "TO");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        const QString folder = line.positional(0);
        const tournament::SectionPlan plan = loadSectionPlan(folder);
        const tournament::Section& from = plan.named(utf8(line.positional(1)));
        const tournament::Section& to = plan.named(utf8(line.positional(3)));
        SqlEventStore from_store = commandLineStore(sectionPath(folder, from));
        SqlEventStore to_store = commandLineStore(sectionPath(folder, to));
        const int start_no = tournament::findEntrant(from_store.load(), utf8(line.positional(2)));
        const tournament::SectionMove moved = tournament::moveBetweenSections({&from, &from_store}, {&to, &to_store},
                                                                              start_no);
        printSaid(tournament::sectionMoveMessage(moved, from.name, to.name));
        return kSuccess;
    });
}

// Each section's table under its heading (text), or one table with a column of sections.
std::string renderedSections(const std::vector<tournament::SectionTable>& tables, const QString& format) {
    const reports::TableFormat chosen = *reports::parseTableFormat(utf8(format));
    if (format != "text") return reports::renderTable(tournament::joinedSectionTables(tables), chosen);
    std::string text;
    for (const tournament::SectionTable& each : tables)
        text += spoken(each.heading) + "\n\n" + reports::renderTable(each.table, chosen) + "\n";
    return text;
}

int report(const QStringList& arguments) {
    CommandLine line("sections report FOLDER KIND",
                     "Prints a report of every section (or of one), each under its heading: text\n"
                     "on the terminal, or a file with -o (PDF, or CSV when OUT ends in .csv, a\n"
                     "column naming each row's section). KIND as for tourney report, the kinds\n"
                     "that are tables: standings, pairings, startlist, alphabetical, ...");
    line.addPositional("FOLDER", "The folder of the event in sections.");
    line.addPositional("KIND", "standings, pairings, crosstable, wallchart, startlist, alphabetical, ...");
    line.addOption("section", "NAME", "Only this section.");
    line.addOption("round", "R", "Pairings of round R; tables after round R (default: each section's last).");
    line.addOption("format", "text|tsv|csv|json", "Without -o: text (default), tsv, csv or json.");
    line.addOption("paper", "a4|letter", "Paper size: a4 (default) or letter.");
    line.addOption("o", "OUT.pdf", "The file to write.");
    line.addFlag("force", "Replace OUT when it exists.");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        const auto kind = tournament::parseReportKind(utf8(line.positional(1)));
        if (!kind)
            throw UsageError(tournament::Message("unknown report '%1': %2", utf8(line.positional(1)),
                                                 tournament::reportKindNames()));
        const QString format = line.choice("format", {"text", "tsv", "csv", "json"});
        const QString paper = line.choice("paper", {"a4", "letter"});
        const tournament::SectionPlan plan = loadSectionPlan(line.positional(0));
        const int round = line.integerOption("round", 0, 1, 10000);
        const auto tables = tournament::sectionTables(plan, loadSectionEvents(line.positional(0), plan), *kind, round,
                                                      line.text("section").value_or(""));
        if (!line.isSet("o")) {
            printOut(renderedSections(tables, format));
            return kSuccess;
        }
        const QString out = line.value("o");
        const OutputTarget target{out, sectionPlanPath(line.positional(0)), line.isSet("force")};
        checkOutputTarget(target);
        writeOutputFile(target, out.endsWith(".csv", Qt::CaseInsensitive)
                                    ? reports::csvTable(tournament::joinedSectionTables(tables), {true, true, true})
                                    : reports::sectionsPdf(plan.name, tables, *reports::parsePaper(utf8(paper))));
        printSaid(tournament::Message("Wrote %1", utf8(out)));
        return kSuccess;
    });
}

int publish(const QStringList& arguments) {
    CommandLine line("sections publish FOLDER",
                     "Writes the site of every section (or of one), each in a folder of its name,\n"
                     "and an index of the sections.");
    line.addPositional("FOLDER", "The folder of the event in sections.");
    line.addOption("html", "DIR", "The folder to write the site into (required; created when missing).");
    line.addOption("section", "NAME", "Only this section.");
    line.addFlag("force", "Replace files of DIR that an earlier publish did not write.");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        if (!line.isSet("html")) throw UsageError("--html DIR is required");
        const QString folder = line.positional(0);
        const tournament::SectionPlan plan = loadSectionPlan(folder);
        if (line.isSet("section")) plan.named(utf8(line.value("section")));
        const auto events = loadSectionEvents(folder, plan);
        std::vector<reports::SiteSection> shown;
        for (std::size_t i = 0; i < events.size(); ++i)
            if (!line.isSet("section") || events[i].first == utf8(line.value("section")))
                shown.push_back({&plan.sections[i], &events[i].second});
        const auto files = reports::writeSectionSite(
            plan, shown, utf8(line.value("html")), [&](const std::string& path, const std::string& content) {
                const QString file = QString::fromStdString(path);
                writeOutputFile({file, sectionPlanPath(folder), line.isSet("force") || publishedEarlier(file)},
                                content);
            });
        printSaid(tournament::Message("Wrote %1 files to %2", files.size(), utf8(line.value("html"))));
        return kSuccess;
    });
}

int run(const QStringList& arguments) {
    return runAction("sections",
                     {{"new", "create an event in sections", create},
                      {"list", "list the sections", list},
                      {"import", "register a player CSV, each player in his section", import},
                      {"move", "move a player to another section before round 1", move},
                      {"report", "print a report of every section or of one", report},
                      {"publish", "write the site of the sections", publish}},
                     arguments);
}

const Command registered("sections", "an event in sections: one event file per section", run);

}  // namespace
}  // namespace tourney::app
