#include "tournament/player_registry.h"

#include "formats/input_error.h"
#include "formats/national_player_list.h"
#include "formats/plain_text.h"
#include "formats/utf8.h"
#include "tournament/player_names.h"
#include "tournament/refusal.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <utility>

namespace tourney::tournament {

const RegistryRating& RegistryPlayer::rating(TimeControl control) const {
    switch (control) {
    case TimeControl::Rapid: return rapid;
    case TimeControl::Blitz: return blitz;
    case TimeControl::Standard: break;
    }
    return standard;
}

namespace {

bool allDigits(const std::string& text) {
    return !text.empty() && std::all_of(text.begin(), text.end(), [](unsigned char c) { return std::isdigit(c); });
}

RegistryEntry entryOf(RegistryPlayer player) {
    RegistryEntry entry;
    entry.keys = nameKeys(player.name);
    entry.words = foldedWords(player.name);
    entry.player = std::move(player);
    return entry;
}

RegistryPlayer fromFideList(const formats::RatingListEntry& listed, const std::string& month) {
    RegistryPlayer player;
    player.fide_id = listed.fide_id;
    player.name = listed.name;
    player.federation = listed.federation;
    player.title = listed.title;
    player.sex = static_cast<Sex>(listed.sex);
    player.birth_year = listed.birth_year;
    player.standard = {listed.rating, month};
    player.rapid = {listed.rapid_rating, month};
    player.blitz = {listed.blitz_rating, month};
    return player;
}

// FIDE ids are at most ten digits: each is a number, and the list's ids with their lines sort
// in 16 bytes a player, where a set of strings would take five times that.
void refuseTwice(std::vector<std::pair<std::uint64_t, int>>& ids, const std::string& file_name) {
    std::sort(ids.begin(), ids.end());
    const auto twice = std::adjacent_find(ids.begin(), ids.end(),
                                          [](const auto& a, const auto& b) { return a.first == b.first; });
    if (twice != ids.end())
        throw formats::InputError(file_name, std::next(twice)->second, "FIDE id",
                                  Message("FIDE id %1 is on line %2 too", std::to_string(twice->first), twice->second));
}

}  // namespace

std::string checkedMonth(const std::string& month) {
    const bool form = month.size() == 7 && month[4] == '-' && allDigits(month.substr(0, 4)) &&
                      allDigits(month.substr(5, 2));
    if (!form || std::stoi(month.substr(5, 2)) < 1 || std::stoi(month.substr(5, 2)) > 12)
        throw Refusal("month", Message("'%1' is not a month (2026-03)", month));
    return month;
}

RegistryImported importFideList(RegistryStore& store, std::istream& list, const std::string& file_name,
                                const std::string& month) {
    const std::string checked = checkedMonth(month);
    RegistryImported done;
    store.import(true, [&](RegistryImport& writer) {
        done = {};
        const std::size_t before = writer.count();
        std::vector<std::pair<std::uint64_t, int>> ids;
        formats::visitFideRatingList(list, file_name, [&](const formats::RatingListEntry& listed) {
            ids.emplace_back(std::stoull(listed.fide_id), listed.line);
            writer.putFidePlayer(entryOf(fromFideList(listed, checked)));
            ++done.players;
        });
        refuseTwice(ids, file_name);
        done.added = writer.count() - before;
    });
    return done;
}

namespace {

// A national list's row refused where the registry disagrees with it: its FIDE id held by
// another player, or its player holding another FIDE id.
void checkFideIdAgrees(RegistryImport& writer, const formats::NationalListEntry& row, const std::string& file_name) {
    const std::string& fide_id = row.player.fide_id;
    if (fide_id.empty()) return;
    const std::optional<RegistryPlayer> same_national = writer.matchOf(row.national_id, "");
    const std::optional<RegistryPlayer> same_fide = writer.matchOf("", fide_id);
    if (same_national && !same_national->fide_id.empty() && same_national->fide_id != fide_id)
        throw formats::InputError(file_name, row.line, "fide_id",
                                  Message("national id %1 has FIDE id %2 in the registry, not %3", row.national_id,
                                          same_national->fide_id, fide_id));
    if (same_national && same_fide && same_national->number != same_fide->number)
        throw formats::InputError(file_name, row.line, "fide_id",
                                  Message("FIDE id %1 is R%2's in the registry (%3), not national id %4's", fide_id,
                                          same_fide->number, same_fide->name, row.national_id));
    if (same_fide && !same_fide->national_id.empty() && same_fide->national_id != row.national_id)
        throw formats::InputError(file_name, row.line, "fide_id",
                                  Message("FIDE id %1 has national id %2 in the registry, not %3", fide_id,
                                          same_fide->national_id, row.national_id));
}

RegistryPlayer fromNationalList(const formats::NationalListEntry& row) {
    RegistryPlayer player;
    player.national_id = row.national_id;
    player.fide_id = row.player.fide_id;
    player.name = row.player.name;
    player.federation = row.player.federation;
    player.title = row.player.title;
    player.sex = row.player.sex;
    player.birth_year = row.player.birth_year;
    player.birth_date = row.player.birth_date;
    return player;
}

}  // namespace

RegistryImported importNationalList(RegistryStore& store, std::istream& csv, const std::string& file_name) {
    RegistryImported done;
    store.import(false, [&](RegistryImport& writer) {
        done = {};
        const std::size_t before = writer.count();
        std::map<std::string, int> lines;
        formats::visitNationalPlayerList(csv, file_name, [&](const formats::NationalListEntry& row) {
            const auto [first, added] = lines.emplace(row.national_id, row.line);
            if (!added)
                throw formats::InputError(file_name, row.line, "national_id",
                                          Message("national id %1 is on line %2 too", row.national_id, first->second));
            checkFideIdAgrees(writer, row, file_name);
            writer.putNationalPlayer(entryOf(fromNationalList(row)));
            ++done.players;
        });
        if (done.players == 0) throw Refusal(Message("%1: holds no players", file_name));
        done.added = writer.count() - before;
    });
    return done;
}

Message importedMessage(const RegistryImported& done, const std::string& file_name, std::size_t registry_size) {
    return Message("Imported %1 players from %2 (%3 new); the registry holds %4", done.players, file_name, done.added,
                   registry_size);
}

namespace {

// What a key names, when it is one: its kind ('F' FIDE id, 'R' number, 'N' national id) and value.
std::optional<std::pair<char, std::string>> keyOf(const std::string& key) {
    if (allDigits(key)) return std::pair{'F', key};
    if (key.size() > 1 && (key[0] == 'R' || key[0] == 'r') && allDigits(key.substr(1)) && key.size() < 18)
        return std::pair{'R', key.substr(1)};
    if (key.rfind("N:", 0) == 0 && key.size() > 2) return std::pair{'N', key.substr(2)};
    return std::nullopt;
}

std::optional<RegistryPlayer> lookedUp(RegistryStore& store, const std::pair<char, std::string>& key) {
    switch (key.first) {
    case 'R': return store.byNumber(std::stoll(key.second));
    case 'N': return store.byNationalId(key.second);
    default: return store.byFideId(key.second);
    }
}

}  // namespace

RegistryPlayer registryPlayer(RegistryStore& store, const std::string& key, const std::string& field) {
    const auto named = keyOf(key);
    if (!named)
        throw Refusal(field, Message("'%1' is not a FIDE id, a registry number (R17) or a national id (N:...)", key));
    if (auto found = lookedUp(store, *named)) return *found;
    throw NotInEvent(field, Message("the registry has no player %1", key));
}

namespace {

// The words of a search one of which must begin the name (NameSearch::leading): those of three
// letters or more, as a word of one or two letters begins too many names; all when none is.
std::vector<std::size_t> leadingWords(const std::vector<std::string>& words) {
    std::vector<std::size_t> leading;
    for (std::size_t i = 0; i < words.size(); ++i)
        if (words[i].size() >= 3) leading.push_back(i);
    if (leading.empty())
        for (std::size_t i = 0; i < words.size(); ++i) leading.push_back(i);
    return leading;
}

// The registry's words within `word`'s typos, nearest first, at most eight; `word` not among them.
std::vector<std::string> corrections(RegistryStore& store, const std::string& word) {
    const int allowed = typosAllowed(word);
    if (allowed == 0) return {};
    const auto [initial, length] = formats::codePointAt(word, 0);
    if (length == 0) return {};
    std::vector<std::pair<int, std::string>> near;
    for (std::string& candidate : store.nameWords(word.substr(0, static_cast<std::size_t>(length)),
                                                  word.size() - static_cast<std::size_t>(allowed),
                                                  word.size() + static_cast<std::size_t>(allowed))) {
        const int distance = editDistance(word, candidate, allowed);
        if (distance > 0 && distance <= allowed) near.emplace_back(distance, std::move(candidate));
    }
    std::sort(near.begin(), near.end());
    if (near.size() > 8) near.resize(8);
    std::vector<std::string> found;
    for (auto& [distance, candidate] : near) found.push_back(std::move(candidate));
    return found;
}

}  // namespace

RegistryHits searchRegistry(RegistryStore& store, const std::string& query, std::size_t limit) {
    const std::string typed = formats::trimmed(query, " \t");
    if (const auto key = keyOf(typed)) {
        RegistryHits hits;
        if (auto found = lookedUp(store, *key)) hits.players.push_back(*found);
        hits.matched = hits.players.size();
        return hits;
    }
    const std::vector<std::string> words = foldedWords(typed);
    std::size_t letters = 0;
    for (const std::string& word : words) letters += word.size();
    if (letters < 2) throw Refusal("q", "type a FIDE id or at least two letters of a name");
    NameSearch search{{}, leadingWords(words), limit};
    for (const std::string& word : words) search.words.push_back({word});
    RegistryHits hits = store.byName(search);
    if (hits.matched > 0) return hits;
    bool corrected = false;
    for (std::size_t i = 0; i < words.size(); ++i)
        for (std::string& correction : corrections(store, words[i])) {
            search.words[i].push_back(std::move(correction));
            corrected = true;
        }
    if (!corrected) return hits;
    hits = store.byName(search);
    hits.corrected = true;
    return hits;
}

Table registryTable(const std::vector<RegistryPlayer>& players) {
    Table table;
    table.columns = {{"number", Align::Left, true},
                     {"fide_id"},
                     {"national_id"},
                     {"name", Align::Left, true, true},
                     {"federation"},
                     {"title"},
                     {"sex"},
                     {"birth"},
                     {"standard", Align::Right, false, false, ValueKind::Integer},
                     {"standard_month"},
                     {"rapid", Align::Right, false, false, ValueKind::Integer},
                     {"rapid_month"},
                     {"blitz", Align::Right, false, false, ValueKind::Integer},
                     {"blitz_month"}};
    for (const RegistryPlayer& p : players) {
        const char sex = static_cast<char>(p.sex);
        const std::string birth = !p.birth_date.empty() ? p.birth_date
                                  : p.birth_year        ? std::to_string(p.birth_year)
                                                        : "";
        table.rows.push_back({"R" + std::to_string(p.number), p.fide_id, p.national_id, p.name, p.federation, p.title,
                              sex == ' ' ? "" : std::string(1, sex), birth, std::to_string(p.standard.rating),
                              p.standard.month, std::to_string(p.rapid.rating), p.rapid.month,
                              std::to_string(p.blitz.rating), p.blitz.month});
    }
    return table;
}

Player playerFromRegistry(const RegistryPlayer& entry, TimeControl control) {
    Player player;
    player.name = entry.name;
    player.fide_id = entry.fide_id;
    player.federation = entry.federation;
    player.title = entry.title;
    player.sex = entry.sex;
    player.birth_year = entry.birth_year;
    player.birth_date = entry.birth_date;
    player.rating = entry.rating(control).rating;
    return player;
}

namespace {

bool isRegistryPlayer(const Player& entered, const RegistryPlayer& player) {
    if (!player.fide_id.empty()) return entered.fide_id == player.fide_id;
    return entered.fide_id.empty() && player.birth_year != 0 && entered.birth_year == player.birth_year &&
           (sameName(entered.name, player.name) ||
            (!entered.latin_name.empty() && sameName(entered.latin_name, player.name)));
}

}  // namespace

std::vector<PlayerInEvent> eventsOfPlayer(const RegistryPlayer& player,
                                          const std::vector<std::pair<std::string, const Event*>>& events) {
    std::vector<PlayerInEvent> found;
    for (const auto& [id, event] : events)
        for (const Player& entered : event->players)
            if (isRegistryPlayer(entered, player))
                found.push_back({id, event->info.name, event->info.start_date, entered.start_no});
    std::stable_sort(found.begin(), found.end(),
                     [](const PlayerInEvent& a, const PlayerInEvent& b) { return a.start_date < b.start_date; });
    return found;
}

Table playerEventsTable(const std::vector<PlayerInEvent>& entries) {
    Table table;
    table.columns = {{"event", Align::Left, true},
                     {"name", Align::Left, false, true},
                     {"start_date"},
                     {"start", Align::Right, false, false, ValueKind::Integer}};
    for (const PlayerInEvent& entry : entries)
        table.rows.push_back({entry.event, entry.name, entry.start_date, std::to_string(entry.start_no)});
    return table;
}

TimeControl timeControlNamed(const std::string& name, const std::string& field) {
    if (name == "standard") return TimeControl::Standard;
    if (name == "rapid") return TimeControl::Rapid;
    if (name == "blitz") return TimeControl::Blitz;
    throw Refusal(field, Message("'%1' is not a time control: standard, rapid or blitz", name));
}

}  // namespace tourney::tournament
