#include "tournament/prizes.h"

#include "formats/input_error.h"
#include "formats/plain_text.h"
#include "scoring/standings.h"
#include "tournament/categories.h"
#include "tournament/refusal.h"
#include "tournament/result_text.h"
#include "tournament/standings_report.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <numeric>
#include <system_error>

namespace tourney::tournament {

long long parseAmount(const std::string& text) {
    const auto point = text.find('.');
    const std::string whole = text.substr(0, point);
    const std::string cents = point == std::string::npos ? "" : text.substr(point + 1);
    long long units = 0, fraction = 0;
    // An amount past long long (10^20) is out of range, not zero: from_chars then leaves units
    // alone and says so only in its error code.
    const auto [end, error] = std::from_chars(whole.data(), whole.data() + whole.size(), units);
    const bool whole_ok = !whole.empty() && error == std::errc() && end == whole.data() + whole.size();
    const bool cents_ok = cents.empty() || (cents.size() <= 2 && std::all_of(cents.begin(), cents.end(), ::isdigit));
    if (!whole_ok || !cents_ok || units < 0 || units > 1'000'000'000 || (point != std::string::npos && cents.empty()))
        throw Refusal("amount", Message("'%1' is not an amount (%2 or %3)", text, Message::numeral("5000"),
                                        Message::numeral("5000.50")));
    if (!cents.empty()) fraction = std::stoll(cents) * (cents.size() == 1 ? 10 : 1);
    return units * 100 + fraction;
}

std::string amountText(long long hundredths) {
    std::string text = std::to_string(hundredths / 100);
    if (hundredths % 100 != 0) text += (hundredths % 100 < 10 ? ".0" : ".") + std::to_string(hundredths % 100);
    return text;
}

namespace {

// What each player is paid (hundredths) by the prize list as it stands; nobody is paid before
// a round is played, nor while the standings cannot be computed (a tie-break lacking ratings).
std::map<int, long long> paidTo(const Event& event) {
    std::map<int, long long> paid;
    if (event.prizes.empty() || event.roundsPaired() == 0) return paid;
    try {
        for (const Award& award : awardPrizes(event))
            if (award.player != 0) paid[award.player] += award.paid;
    } catch (const Refusal&) {
        paid.clear();
    }
    return paid;
}

// "; 2 Name 3000 -> 2500, 5 Name 0 -> 500": the players whose pay differs.
std::vector<Message> paymentChanges(const Event& event, const std::map<int, long long>& before,
                                    const std::map<int, long long>& after) {
    std::map<int, std::pair<long long, long long>> both;
    for (const auto& [player, paid] : before) both[player].first = paid;
    for (const auto& [player, paid] : after) both[player].second = paid;
    std::vector<Message> changes;
    for (const auto& [player, paid] : both)
        if (paid.first != paid.second)
            changes.push_back(Message("%1 %2 %3 -> %4", player, event.player(player)->name,
                                      Message::numeral(amountText(paid.first)),
                                      Message::numeral(amountText(paid.second))));
    return changes;
}

// A prize as the prize table takes it: named, its amount read, its category one of the event's.
Prize checkedPrize(const Event& event, const std::string& name, const std::string& amount,
                   const std::string& category) {
    if (name.empty()) throw Refusal("name", "a prize needs a name (1st, Best U16, ...)");
    if (const auto problem = formats::textProblem(name)) throw Refusal("name", *problem);
    const long long hundredths = parseAmount(amount);
    if (category.empty()) return {name, hundredths, ""};
    const Category* found = findCategory(event, category);
    if (!found) throw Refusal("category", Message("the event has no category %1 (tourney category add)", category));
    return {name, hundredths, found->name};
}

Message prizeLogText(const Prize& prize) {
    const Message amount = Message::numeral(amountText(prize.hundredths));
    return prize.category.empty() ? Message("%1: %2", prize.name, amount)
                                  : Message("%1: %2 (%3)", prize.name, amount, prize.category);
}

// A second import or copy of one table would pay each prize twice (issue 31 item 12): a prize
// whose name and category the table already has is refused, naming the one there, unless the
// whole table is replaced.
void checkNotInTable(const std::vector<Prize>& table, const Prize& incoming) {
    for (std::size_t number = 1; number <= table.size(); ++number) {
        const Prize& there = table[number - 1];
        if (there.name == incoming.name && there.category == incoming.category)
            throw Refusal("name", Message("the prize table already has %1 as prize %2 (--replace replaces the table)",
                                          prizeLogText(there), number));
    }
}

// Empties the table when the new prizes replace it; the log line says what went.
std::optional<std::size_t> emptiedTable(Event& event, PrizeTableChange change) {
    if (change != PrizeTableChange::Replace) return std::nullopt;
    const std::size_t replaced = event.prizes.size();
    event.prizes.clear();
    return replaced;
}

// The log line of prizes added, with the table they replaced.
Message withReplaced(const Message& line, std::optional<std::size_t> replaced) {
    return replaced
               ? Message("%1, replacing the %2 of the table", line, countedMessage(*replaced, "%1 prize", "%1 prizes"))
               : line;
}

}  // namespace

void addPrize(EventStore& store, const std::string& name, const std::string& amount, const std::string& category) {
    store.update([&](Event& event, EventLog& log) {
        event.prizes.push_back(checkedPrize(event, name, amount, category));
        log.add("prize add", prizeLogText(event.prizes.back()));
    });
}

int importPrizes(EventStore& store, const std::vector<formats::PrizeLine>& lines, const std::string& file,
                 PrizeTableChange change) {
    store.update([&](Event& event, EventLog& log) {
        const std::optional<std::size_t> replaced = emptiedTable(event, change);
        for (const formats::PrizeLine& line : lines) {
            try {
                Prize prize = checkedPrize(event, line.name, line.amount, line.category);
                checkNotInTable(event.prizes, prize);
                event.prizes.push_back(std::move(prize));
            } catch (const Refusal& refusal) {
                throw formats::InputError(file, line.line, refusal.field(), refusal.message());
            }
        }
        log.add("prize import", withReplaced(lines.size() == 1 ? Message("%1 prize added from %2", lines.size(), file)
                                                               : Message("%1 prizes added from %2", lines.size(), file),
                                             replaced));
    });
    return static_cast<int>(lines.size());
}

CopiedPrizes copyPrizes(EventStore& store, const Event& from, const std::string& from_name, PrizeTableChange change) {
    CopiedPrizes copied;
    store.update([&](Event& event, EventLog& log) {
        copied = {};
        const std::optional<std::size_t> replaced = emptiedTable(event, change);
        for (const Prize& prize : from.prizes) checkNotInTable(event.prizes, prize);
        for (const Category& category : from.categories) {
            const Category* same_name = findCategory(event, category.name);
            if (same_name && same_name->rule != category.rule)
                throw Refusal("category", Message("category %1 is '%2' here and '%3' in %4", category.name,
                                                  same_name->rule, category.rule, from_name));
            if (same_name) continue;
            event.categories.push_back(category);
            ++copied.categories;
        }
        for (const Prize& prize : from.prizes) event.prizes.push_back(prize);
        copied.prizes = static_cast<int>(from.prizes.size());
        copied.sharing = from.prize_sharing;
        event.prize_sharing = from.prize_sharing;
        log.add(
            "prize copy",
            withReplaced(Message("%1 copied from %2, with %3; prize sharing %4",
                                 countedMessage(std::size_t(copied.prizes), "%1 prize", "%1 prizes"), from_name,
                                 countedMessage(std::size_t(copied.categories), "%1 new category", "%1 new categories"),
                                 std::string(prizeSharingName(from.prize_sharing))),
                         replaced));
    });
    return copied;
}

Message importedPrizesMessage(int prizes) {
    return countedMessage(static_cast<std::size_t>(prizes), "Added %1 prize", "Added %1 prizes");
}

Message copiedPrizesMessage(const CopiedPrizes& copied) {
    return Message("Copied %1 and %2; prize sharing %3",
                   countedMessage(static_cast<std::size_t>(copied.prizes), "%1 prize", "%1 prizes"),
                   countedMessage(static_cast<std::size_t>(copied.categories), "%1 new category", "%1 new categories"),
                   std::string(prizeSharingName(copied.sharing)));
}

std::string removePrize(EventStore& store, int number) {
    std::string name;
    store.update([&](Event& event, EventLog& log) {
        if (number < 1 || number > static_cast<int>(event.prizes.size()))
            throw Refusal("number", Message("no prize %1 (the prize table has %2)", number, event.prizes.size()));
        name = event.prizes[number - 1].name;
        log.add("prize remove",
                Message("%1 %2: %3", number, name, Message::numeral(amountText(event.prizes[number - 1].hundredths))));
        event.prizes.erase(event.prizes.begin() + (number - 1));
    });
    return name;
}

void setPrizeSharing(EventStore& store, const std::string& sharing) {
    const auto chosen = parsePrizeSharing(sharing);
    if (!chosen) throw Refusal("sharing", Message("'%1' is not tiebreak, hort or shared", sharing));
    store.update([&](Event& event, EventLog& log) {
        if (event.prize_sharing == *chosen) return;
        const std::map<int, long long> before = paidTo(event);
        const std::string from(prizeSharingName(event.prize_sharing));
        event.prize_sharing = *chosen;
        // A change of sharing moves money between players: the log says whose pay changed.
        const std::vector<Message> paid = paymentChanges(event, before, paidTo(event));
        const std::string to(prizeSharingName(*chosen));
        log.add("prize sharing",
                paid.empty() ? Message("%1 -> %2", from, to) : Message("%1 -> %2; %3", from, to, listed(paid)));
    });
}

namespace {

std::string sharingTitle(PrizeSharing sharing) {
    switch (sharing) {
    case PrizeSharing::Hort: return "Hort system";
    case PrizeSharing::Shared: return "prizes shared equally";
    case PrizeSharing::TieBreak: break;
    }
    return "tie-breaks decide";
}

}  // namespace

Table prizeTable(const Event& event) {
    Table table;
    table.title = "Prizes (tied players: " + sharingTitle(event.prize_sharing) + ")";
    table.columns = {{"no", Align::Right, true, false, ValueKind::Integer},
                     {"prize", Align::Left, false, true},
                     {"category", Align::Left},
                     {"amount", Align::Right, false, false, ValueKind::Number}};
    for (std::size_t i = 0; i < event.prizes.size(); ++i) {
        const Prize& prize = event.prizes[i];
        table.rows.push_back({std::to_string(i + 1), prize.name, prize.category.empty() ? "overall" : prize.category,
                              amountText(prize.hundredths)});
    }
    return table;
}

namespace {

// The order prizes are given in: the highest amount first; at equal amounts an overall prize
// before a category prize, then the order of the prize table.
std::vector<int> givingOrder(const Event& event) {
    std::vector<int> order(event.prizes.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const Prize& first = event.prizes[a];
        const Prize& second = event.prizes[b];
        if (first.hundredths != second.hundredths) return first.hundredths > second.hundredths;
        return first.category.empty() && !second.category.empty();
    });
    return order;
}

bool eligible(const Event& event, const Prize& prize, const Player& player) {
    if (prize.category.empty()) return true;
    const Category* category = findCategory(event, prize.category);
    return category && inCategory(event, *category, player);
}

// Hort and equal sharing (see prizes.h): within one set of prizes, the winners on equal points
// pool half of their prizes (Hort) or all of them (shared) and share the pool equally.
void shareAmongTied(const Event& event, const std::vector<Standing>& standings, std::vector<Award>& awards) {
    std::map<int, std::size_t> place;  // start number -> index in the standings
    for (std::size_t i = 0; i < standings.size(); ++i) place[standings[i].start_no] = i;
    // (set, points) -> the awards of that group, in tie-break order
    std::map<std::pair<std::string, long long>, std::vector<Award*>> groups;
    for (Award& award : awards)
        if (award.player != 0)
            groups[{event.prizes[award.prize].category, standings[place[award.player]].points.tenths()}].push_back(
                &award);
    for (auto& [key, group] : groups) {
        if (group.size() < 2) continue;
        std::sort(group.begin(), group.end(),
                  [&](const Award* a, const Award* b) { return place[a->player] < place[b->player]; });
        long long pot = 0;
        for (Award* award : group) {
            const long long prize = event.prizes[award->prize].hundredths;
            // Hort: he keeps half; the odd hundredth of an odd prize goes into the pot, so
            // that every hundredth that does not divide is handed out in tie-break order.
            award->paid = event.prize_sharing == PrizeSharing::Hort ? prize / 2 : 0;
            pot += prize - award->paid;
        }
        const long long share = pot / static_cast<long long>(group.size());
        long long left = pot % static_cast<long long>(group.size());
        for (Award* award : group) award->paid += share + (left-- > 0 ? 1 : 0);
    }
}

}  // namespace

std::vector<Award> awardPrizes(const Event& event) {
    const std::vector<Standing> standings = eventStandings(event, 0);
    std::vector<bool> has_prize(event.players.size() + 1, false);
    std::vector<Award> awards;
    for (int index : givingOrder(event)) {
        const Prize& prize = event.prizes[index];
        Award award{index, 0, prize.hundredths};
        for (const Standing& standing : standings) {
            const Player* player = event.player(standing.start_no);
            if (!player || has_prize[standing.start_no] || !eligible(event, prize, *player)) continue;
            award.player = standing.start_no;
            has_prize[standing.start_no] = true;
            break;
        }
        if (award.player == 0) award.paid = 0;
        awards.push_back(award);
    }
    if (event.prize_sharing != PrizeSharing::TieBreak) shareAmongTied(event, standings, awards);
    return awards;
}

Table prizeList(const Event& event) {
    const std::vector<Standing> standings = eventStandings(event, 0);
    Table table;
    table.title = "Prize list" + (event.prize_sharing == PrizeSharing::TieBreak
                                      ? std::string()
                                      : " (" + sharingTitle(event.prize_sharing) + ")");
    table.columns = {{"prize", Align::Left, true},
                     {"category", Align::Left},
                     {"amount", Align::Right, false, false, ValueKind::Number},
                     {"rank", Align::Right, false, false, ValueKind::Integer},
                     {"start", Align::Right, false, false, ValueKind::Integer},
                     {"name", Align::Left, false, true},
                     {"points", Align::Right, false, false, ValueKind::Number},
                     {"paid", Align::Right, false, false, ValueKind::Number}};
    for (const Award& award : awardPrizes(event)) {
        const Prize& prize = event.prizes[award.prize];
        std::vector<Cell> row = {prize.name, prize.category.empty() ? "overall" : prize.category,
                                 amountText(prize.hundredths)};
        const auto standing = std::find_if(standings.begin(), standings.end(),
                                           [&](const Standing& s) { return s.start_no == award.player; });
        if (award.player == 0 || standing == standings.end()) {
            row.insert(row.end(), {"", "", "(not awarded)", "", "0"});
        } else {
            row.insert(row.end(),
                       {std::to_string(standing->rank), std::to_string(award.player), event.player(award.player)->name,
                        pointsText(standing->points), amountText(award.paid)});
        }
        table.rows.push_back(std::move(row));
    }
    return table;
}

}  // namespace tourney::tournament
