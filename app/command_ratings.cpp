// tourney ratings FILE [--format text|csv|tsv|json]
#include "app/command.h"
#include "app/command_actions.h"
#include "tournament/rating_report.h"

namespace tourney::app {
namespace {

int run(const QStringList& arguments) {
    return runTableCommand(arguments, "ratings FILE",
                           "Prints each player's FIDE rating change over the event (rating regulations B.02):\n"
                           "K, rated games, score, expected score, change, new rating and performance.\n"
                           "Unrated players get their performance for a first rating. K is the rating\n"
                           "list's when known, else derived from rating and year of birth (marked *).\n"
                           "FILE is an event file or a .trf file. PDF: tourney report FILE ratings -o OUT.pdf",
                           tournament::ratingReport, TableSource::EventOrTrf);
}

const Command registered("ratings", "print each player's FIDE rating change (B.02)", run);

}  // namespace
}  // namespace tourney::app
