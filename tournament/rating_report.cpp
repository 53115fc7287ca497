#include "tournament/rating_report.h"

#include "rules/registry.h"
#include "tournament/refusal.h"

#include <cstdlib>

namespace tourney::tournament {

namespace {

Message firstRatingNote(const Player& player, const FirstRating& first) {
    if (!first.counted)
        return first.games == 0
                   ? Message("%1 %2: unrated, no game against a rated opponent", player.start_no, player.name)
                   : Message(
                         "%1 %2: unrated, no point against rated opponents: the event is "
                         "disregarded for a first rating (B.02 7.1.1)",
                         player.start_no, player.name);
    const Message games = countedMessage(static_cast<std::size_t>(first.games), "%1 game", "%1 games");
    Message note("%1 %2: performance for a first rating %3 over %4 against rated opponents (B.02 7.1.4)",
                 player.start_no, player.name, first.performance, games);
    if (!first.enough_games)
        return Message("%1; 5 such games are needed, which may be pooled with other events of the last 26 months",
                       note);
    if (!first.published) return Message("%1; under the floor 1400: not published", note);
    return note;
}

std::vector<Cell> ratedRow(const Player& player, const PlayerRating& rating) {
    const RatingChange& change = rating.change;
    const bool played = !rating.games.empty();
    return {std::to_string(player.start_no),
            player.name,
            std::to_string(player.rating),
            kText(change.k),
            std::to_string(rating.games.size()),
            played ? halvesText(change.score_halves) : "",
            played ? hundredthsText(change.expected) : "",
            played ? hundredthsText(change.change, true) : "",
            std::to_string(change.new_rating),
            played ? std::to_string(rating.performance) : ""};
}

std::vector<Cell> unratedRow(const Player& player, const PlayerRating& rating) {
    return {std::to_string(player.start_no),
            player.name,
            "",
            "",
            std::to_string(rating.games.size()),
            rating.games.empty() ? "" : halvesText(rating.first.score_halves),
            "",
            "",
            "",
            rating.first.counted ? std::to_string(rating.first.performance) : ""};
}

}  // namespace

bool isFideRated(const Event& event) {
    const rules::GameEntry* entry = rules::findGame(event.game);
    return entry && entry->fide_rated && !event.atTables();
}

void checkFideRated(const Event& event) {
    if (!isFideRated(event))
        throw Refusal(Message("FIDE rates chess games between two players; this event is %1",
                              std::string(rules::gameName(event.game))));
}

Table ratingReport(const Event& event) {
    checkFideRated(event);
    Table table;
    const RatingKind kind = ratingKindOf(event.info.time_control);
    // Without the event's name: the PDF's running header carries it, and a long name repeated in
    // the title cut it short ("(B.…", recheck of issue 31).
    table.title = "FIDE " + std::string(ratingKindName(kind)) + " rating changes (B.02)";
    table.columns = {{"No", Align::Right, true, false, ValueKind::Integer},
                     {"Name", Align::Left, true, true},
                     {"Rtg", Align::Right, false, false, ValueKind::Integer},
                     {"K", Align::Right},
                     {"Games", Align::Right, false, false, ValueKind::Integer},
                     {"Score", Align::Right, false, false, ValueKind::Number},
                     {"Expected", Align::Right, false, false, ValueKind::Number},
                     {"Change", Align::Right, false, false, ValueKind::Number},
                     {"New", Align::Right, false, false, ValueKind::Number},
                     {"Performance", Align::Right, false, false, ValueKind::Number}};
    bool derived = false;
    std::vector<Message> unrated_notes;
    for (const Player& player : event.players) {
        const PlayerRating rating = playerRating(event, player.start_no);
        if (rating.rated) {
            derived = derived || !rating.change.k.from_list;
            table.rows.push_back(ratedRow(player, rating));
        } else {
            table.rows.push_back(unratedRow(player, rating));
            unrated_notes.push_back(firstRatingNote(player, rating.first));
        }
    }
    table.notes.push_back(
        "Rated games only: no forfeit, bye or game played but not rated (B.02 5.1); rated players' games "
        "against unrated players do not count. Change: K x (score - expected), summed, rounded to whole points "
        "(B.02 8.3).");
    if (kind != RatingKind::Standard)
        table.note(Message(kind == RatingKind::Rapid
                               ? "The time control (%1) makes this a rapid event: a difference over 400 counts as 400 "
                                 "for everyone, and from 1 December 2024 a game between players more than 600 apart, "
                                 "one of them rated above 2600, is not rated (B.02, rapid and blitz)."
                               : "The time control (%1) makes this a blitz event: a difference over 400 counts as 400 "
                                 "for everyone, and from 1 December 2024 a game between players more than 600 apart, "
                                 "one of them rated above 2600, is not rated (B.02, rapid and blitz).",
                           event.info.time_control));
    if (derived)
        table.notes.push_back(
            "K*: not on the rating list here; derived from rating and year of birth (B.02 8.3.3): a new player's "
            "40 (fewer than 30 games) or a 10 kept after reaching 2400 cannot be seen from the event.");
    for (const Message& note : unrated_notes) table.note(note);
    return table;
}

Message ratingSummary(const Player& player, const PlayerRating& rating) {
    if (!rating.rated) return firstRatingNote(player, rating.first);
    const RatingChange& change = rating.change;
    const Message games = countedMessage(rating.games.size(), "%1 rated game", "%1 rated games");
    const Message k = change.k.said.empty() ? Message::english(change.k.reason) : change.k.said;
    const Message rated("%1 %2: rated %3, K %4 (%5), %6", player.start_no, player.name, player.rating, kText(change.k),
                        k, games);
    if (rating.games.empty()) return Message("%1: no rating change", rated);
    return Message("%1, score %2, expected %3, change %4, new rating %5 (B.02 8.3); rating performance %6", rated,
                   Message::numeral(halvesText(change.score_halves)), Message::numeral(hundredthsText(change.expected)),
                   Message::numeral(hundredthsText(change.change, true)), change.new_rating, rating.performance);
}

std::string hundredthsText(int hundredths, bool sign) {
    const int size = std::abs(hundredths);
    std::string cents = std::to_string(size % 100);
    if (cents.size() < 2) cents.insert(0, "0");
    const std::string prefix = hundredths < 0 ? "-" : sign && hundredths > 0 ? "+" : "";
    return prefix + std::to_string(size / 100) + "." + cents;
}

std::string halvesText(int halves) { return std::to_string(halves / 2) + (halves % 2 ? ".5" : ""); }

std::string kText(const KFactor& k) { return std::to_string(k.value) + (k.from_list ? "" : "*"); }

}  // namespace tourney::tournament
