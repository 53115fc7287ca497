// The prize table and the prize list: who takes which prize after the last round.
//
// The rules (the usual ones of open tournaments; the organiser's regulations may say otherwise):
// - one prize per player;
// - prizes are given from the highest amount down; at equal amounts an overall prize comes
//   before a category prize, then the order of the prize table. Each goes to the best-placed
//   player of its category (everybody for an overall prize) who has no prize yet, so a player
//   eligible for several takes the highest;
// - "tiebreak" sharing (the default): the final standings with their tie-breaks decide, and
//   each prize is paid whole;
// - "hort" sharing, the Hort system (proposed by GM Vlastimil Hort; described in the German
//   Wikipedia's article "Hort-System"): every prize winner keeps half of the prize his place
//   carries; the other halves of the prizes of one set (the overall prizes, or one category's)
//   won by players on equal points go into one pot, shared equally among those players. A
//   winner tied with nobody keeps his prize whole. Hundredths that do not divide go one each to
//   the tied players in tie-break order (so of 333.33 a winner keeps 166.66 and 166.67 goes
//   into the pot);
// - "shared" sharing: the prizes won by players on equal points (within one set) are added up
//   and shared equally among them, hundredths that do not divide as in Hort.
#pragma once

#include "formats/prize_csv.h"
#include "scoring/event.h"
#include "tournament/event_store.h"
#include "tournament/table.h"

#include <optional>
#include <string>
#include <vector>

namespace tourney::tournament {

// "5000", "5000.5", "5000.50" as hundredths; throws Refusal (field "amount") otherwise.
long long parseAmount(const std::string& text);
// 500000 -> "5000", 500050 -> "5000.50".
std::string amountText(long long hundredths);

// Adds a prize (category empty: an overall prize). Refused for an unknown category or a bad amount.
void addPrize(EventStore& store, const std::string& name, const std::string& amount, const std::string& category);
// What prizes from a file or another event do to the prize table: added at its end, or replace
// it. Added, a prize the table already has (the same name and category) is refused, naming the
// one there: importing or copying one table twice would pay every prize twice.
enum class PrizeTableChange { Add, Replace };

// Adds the prizes of a prize file (formats/prize_csv.h) at the end of the prize table, or in its
// place, all or none: a bad line is an InputError naming `file`, its line and field. Returns how
// many. Logged, with the prizes replaced.
int importPrizes(EventStore& store, const std::vector<formats::PrizeLine>& lines, const std::string& file,
                 PrizeTableChange change = PrizeTableChange::Add);

// Copies another event's prize table (after the prizes here, or in their place), the categories
// it names (a category of the same name must have the same rule) and its prize sharing, as
// organisers reuse last year's. Logged, with the prizes replaced.
struct CopiedPrizes {
    int prizes = 0;
    int categories = 0;  // new here; those the event already had are kept
    PrizeSharing sharing = PrizeSharing::TieBreak;
};
CopiedPrizes copyPrizes(EventStore& store, const Event& from, const std::string& from_name,
                        PrizeTableChange change = PrizeTableChange::Add);

// What the arbiter is told: "Added 3 prizes"; "Copied 5 prizes and 1 new category; prize sharing hort".
Message importedPrizesMessage(int prizes);
Message copiedPrizesMessage(const CopiedPrizes& copied);

// Removes the prize at `number` in the prize table (1-based). Returns its name.
std::string removePrize(EventStore& store, int number);
// "tiebreak", "hort" or "shared".
void setPrizeSharing(EventStore& store, const std::string& sharing);

// The prize table as entered: number, prize, category, amount.
Table prizeTable(const Event& event);

struct Award {
    int prize = 0;       // index in event.prizes
    int player = 0;      // start number; 0: nobody left to take it
    long long paid = 0;  // hundredths, after sharing
};

// Every prize of the table and who takes it, after every complete round, in the order they
// were given (highest first).
std::vector<Award> awardPrizes(const Event& event);

// The prize list: each prize, its winner with rank and points, and what he is paid.
Table prizeList(const Event& event);

}  // namespace tourney::tournament
