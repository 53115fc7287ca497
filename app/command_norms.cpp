// tourney norms FILE [--format text|csv|tsv|json]
#include "app/command.h"
#include "app/command_actions.h"
#include "tournament/norms_report.h"

namespace tourney::app {
namespace {

int run(const QStringList& arguments) {
    return runTableCommand(arguments, "norms FILE",
                           "Prints the title norms (GM, IM, WGM, WIM) players meet in the event under the\n"
                           "FIDE title regulations B.01, with the figures: games, score, average rating of\n"
                           "the opponents (Ra, with the rating floor), performance, titled opponents and\n"
                           "federations. The exceptions to B.01 1.4.3 are not checked: see the notes.\n"
                           "FILE is an event file or a .trf file. PDF: tourney report FILE norms -o OUT.pdf",
                           tournament::normsReport, TableSource::EventOrTrf);
}

const Command registered("norms", "print the title norms players meet (B.01)", run);

}  // namespace
}  // namespace tourney::app
