#include "tournament/categories.h"

#include "formats/plain_text.h"
#include "tournament/refusal.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <optional>
#include <sstream>
#include <vector>

namespace tourney::tournament {

namespace {

// A category's name and conditions are typed on one line: spaces and tabs around them go.
std::string trimmed(const std::string& text) { return formats::trimmed(text, " \t"); }

std::string lowercase(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
    return text;
}

std::optional<int> number(const std::string& text) {
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value < 0) return std::nullopt;
    return value;
}

std::vector<std::string> conditionsOf(const std::string& rule) {
    std::vector<std::string> conditions;
    std::istringstream parts(rule);
    for (std::string part; std::getline(parts, part, ',');)
        if (!trimmed(part).empty()) conditions.push_back(trimmed(part));
    return conditions;
}

int eventYear(const Event& event) {
    const std::string& date = event.info.start_date.empty() ? event.info.end_date : event.info.start_date;
    const auto year = date.size() >= 4 ? number(date.substr(0, 4)) : std::nullopt;
    if (!year) throw Refusal("rule", "an age category counts from the event's start date, and the event has none");
    return *year;
}

// One condition: whether the player meets it, or nullopt when it is not understood. Age limits
// count from 1 January of the event's year, as FIDE's youth and senior events do.
std::optional<bool> meets(const Event* event, const std::string& condition, const Player& player) {
    const std::string word = lowercase(condition);
    if (word == "women") return player.sex == Sex::Female;
    if (word == "unrated") return player.rating == 0;
    if (word == "rated") return player.rating > 0;
    if (word.size() >= 2 && (word[0] == 'u' || word[0] == 's')) {
        const auto age = number(word.substr(1));
        if (!age || *age < 5 || *age > 99) return std::nullopt;
        if (!event) return true;
        const int year = eventYear(*event);
        if (player.birth_year == 0) return false;
        return word[0] == 'u' ? player.birth_year >= year - *age : player.birth_year <= year - *age;
    }
    if (word.rfind("rating<", 0) == 0) {
        const auto limit = number(word.substr(7));
        return limit ? std::optional<bool>(player.rating < *limit) : std::nullopt;
    }
    if (word.rfind("rating>=", 0) == 0) {
        const auto limit = number(word.substr(8));
        return limit ? std::optional<bool>(player.rating >= *limit) : std::nullopt;
    }
    if (word.rfind("rating=", 0) == 0) {
        const std::string band = word.substr(7);
        const auto dash = band.find('-');
        const auto low = dash == std::string::npos ? std::nullopt : number(band.substr(0, dash));
        const auto high = dash == std::string::npos ? std::nullopt : number(band.substr(dash + 1));
        if (!low || !high || *low > *high) return std::nullopt;
        return player.rating > 0 && player.rating >= *low && player.rating <= *high;
    }
    if (word.rfind("federation=", 0) == 0) return lowercase(player.federation) == trimmed(word.substr(11));
    if (word.rfind("club=", 0) == 0) return lowercase(player.club) == lowercase(trimmed(condition.substr(5)));
    return std::nullopt;
}

}  // namespace

void checkCategoryRule(const std::string& rule) {
    const std::vector<std::string> conditions = conditionsOf(rule);
    if (conditions.empty()) throw Refusal("rule", "a category needs a rule (women, U16, S65, rating<1800, ...)");
    for (const std::string& condition : conditions)
        if (!meets(nullptr, condition, Player{}))
            throw Refusal("rule", Message("'%1' is not a condition: women, unrated, rated, U16, S65, rating<1800, "
                                          "rating>=2000, rating=1800-1999, federation=IND or club=NAME",
                                          condition));
}

bool inCategory(const Event& event, const Category& category, const Player& player) {
    for (const std::string& condition : conditionsOf(category.rule))
        if (!meets(&event, condition, player).value_or(false)) return false;
    return true;
}

const Category* findCategory(const Event& event, const std::string& name) {
    for (const Category& category : event.categories)
        if (lowercase(category.name) == lowercase(name)) return &category;
    return nullptr;
}

void addCategory(EventStore& store, const std::string& name, const std::string& rule) {
    const std::string shown = trimmed(name);
    if (shown.empty()) throw Refusal("name", "a category needs a name");
    if (const auto problem = formats::textProblem(shown)) throw Refusal("name", *problem);
    const std::string given = trimmed(rule).empty() ? shown : trimmed(rule);
    checkCategoryRule(given);
    store.update([&](Event& event, EventLog& log) {
        if (findCategory(event, shown)) throw Refusal("name", Message("the event has a category %1 already", shown));
        // An age condition needs the event's dates: refused now rather than at the prize-giving.
        for (const std::string& condition : conditionsOf(given)) meets(&event, condition, Player{});
        event.categories.push_back({shown, given});
        log.add("category add", Message("%1: %2", shown, given));
    });
}

void removeCategory(EventStore& store, const std::string& name) {
    store.update([&](Event& event, EventLog& log) {
        const Category* category = findCategory(event, name);
        if (!category) throw Refusal("name", Message("the event has no category %1", name));
        for (const Prize& prize : event.prizes)
            if (lowercase(prize.category) == lowercase(category->name))
                throw Refusal("name", Message("the prize %1 is given in %2; remove it first (tourney prize remove)",
                                              prize.name, category->name));
        log.add("category remove", Message("%1: %2", category->name, category->rule));
        event.categories.erase(event.categories.begin() + (category - event.categories.data()));
    });
}

Table categoryList(const Event& event) {
    Table table;
    table.title = "Categories";
    table.columns = {{"category", Align::Left, true},
                     {"rule", Align::Left, false, true},
                     {"players", Align::Right, false, false, ValueKind::Integer}};
    for (const Category& category : event.categories) {
        const auto members = std::count_if(event.players.begin(), event.players.end(),
                                           [&](const Player& player) { return inCategory(event, category, player); });
        table.rows.push_back({category.name, category.rule, std::to_string(members)});
    }
    return table;
}

}  // namespace tourney::tournament
