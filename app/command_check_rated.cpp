// tourney check-rated FILE: "will this be rated?", what FIDE's Rating Regulations ask of the event
// and what it lacks; tourney rated-details FILE --...: the details that check reads
// (tournament/rated_event_check.h).
#include "app/command.h"
#include "app/command_line.h"
#include "app/sql_event_store.h"
#include "reports/table_formats.h"
#include "tournament/rated_event_check.h"

namespace tourney::app {
namespace {

int check(const QStringList& arguments) {
    CommandLine line("check-rated FILE",
                     "Lists what FIDE requires for the event to be rated, the article of the\n"
                     "Rating Regulations for each, and what is missing. Exits 3 when something is.");
    line.addPositional("FILE", "The event file.");
    line.addOption("format", "text|tsv|csv|json", "text (default), or tsv, csv and json with a header line.");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        const QString format = line.choice("format", {"text", "tsv", "csv", "json"});
        const tournament::RatedEventCheck check = tournament::checkRatedEvent(SqlEventStore(line.positional(0)).load());
        printOut(reports::renderTable(tournament::ratedEventTable(check), *reports::parseTableFormat(utf8(format))));
        return check.rated() ? kSuccess : kNotAllOk;
    });
}

int details(const QStringList& arguments) {
    CommandLine line("rated-details FILE", "Sets what the check of a rated event reads (tourney check-rated).");
    line.addPositional("FILE", "The event file.");
    line.addOption("time-control", "CONTROL", "The rate of play: 90+30, 40/90+30+30, 120.");
    line.addOption("chief-arbiter", "NAME", "The chief arbiter's name.");
    line.addOption("chief-arbiter-fide-id", "ID", "The chief arbiter's FIDE id.");
    line.addOption("fide-registration", "ID", "The event's registration with FIDE.");
    line.addOption("registered-on", "yyyy-mm-dd", "The day it was registered.");
    line.nameField("fide_registered_on", "--registered-on");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        tournament::RatedEventDetails details;
        details.time_control = line.text("time-control");
        details.chief_arbiter = line.text("chief-arbiter");
        details.chief_arbiter_fide_id = line.text("chief-arbiter-fide-id");
        details.fide_registration = line.text("fide-registration");
        details.fide_registered_on = line.text("registered-on");
        SqlEventStore store = commandLineStore(line.positional(0));
        tournament::setRatedEventDetails(store, details);
        printSaid(tournament::Message("Details of the rated event stored"));
        return kSuccess;
    });
}

const Command checked("check-rated", "will FIDE rate the event?", check);
const Command detailed("rated-details", "the details FIDE's rating asks for", details);

}  // namespace
}  // namespace tourney::app
