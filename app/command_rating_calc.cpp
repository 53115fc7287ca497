// tourney rating-calc RATING GAMES [--k K] [--birth-year Y --year Y] [--kind standard|rapid|blitz]
#include "app/command.h"
#include "app/command_line.h"
#include "reports/table_formats.h"
#include "tournament/rating_calculator.h"

namespace tourney::app {
namespace {

int run(const QStringList& arguments) {
    CommandLine line("rating-calc RATING GAMES",
                     "Works out a FIDE rating change (B.02 8.3) for a list of games outside any event:\n"
                     "each game's rating difference, expected score and change, then the total and the\n"
                     "new rating; for an unrated player (RATING 0) the performance towards a first\n"
                     "rating (B.02 7.1.4).");
    line.addPositional("RATING", "The player's rating; 0 for an unrated player.");
    line.addPositional("GAMES", "The games as OPPONENT:RESULT, comma-separated: 2100:1,1900:0.5,2050:0.");
    line.addOption("k", "K", "The rating list's K; without it K is derived from rating and age (B.02 8.3.3).");
    line.addOption("birth-year", "YEAR", "The player's year of birth, for a derived K.");
    line.addOption("year", "YEAR", "The year the games were played, for a derived K.");
    line.addOption("kind", "standard|rapid|blitz", "The rating list (default standard).");
    line.addOption("format", "text|tsv|csv|json", "text (default), or tsv, csv and json with a header line.");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        tournament::RatingCalculationRequest request;
        request.rating = utf8(line.positional(0));
        request.games = utf8(line.positional(1));
        if (line.isSet("k")) request.k = utf8(line.value("k"));
        if (line.isSet("birth-year")) request.birth_year = line.wholeNumber("--birth-year", line.value("birth-year"));
        if (line.isSet("year")) request.year = line.wholeNumber("--year", line.value("year"));
        if (line.isSet("kind")) request.kind = utf8(line.choice("kind", {"standard", "rapid", "blitz"}));
        const QString format = line.choice("format", {"text", "tsv", "csv", "json"});
        printOut(
            reports::renderTable(tournament::ratingCalculation(request), *reports::parseTableFormat(utf8(format))));
        return kSuccess;
    });
}

const Command registered("rating-calc", "work out a FIDE rating change for a list of games (B.02)", run);

}  // namespace
}  // namespace tourney::app
