#include "tournament/sections.h"

#include "formats/input_error.h"
#include "formats/json.h"
#include "formats/player_csv.h"
#include "tournament/refusal.h"

#include <algorithm>
#include <charconv>
#include <map>

namespace tourney::tournament {

const Section* SectionPlan::section(std::string_view wanted) const {
    for (const Section& each : sections)
        if (each.name == wanted) return &each;
    return nullptr;
}

const Section& SectionPlan::named(std::string_view wanted) const {
    if (const Section* found = section(wanted)) return *found;
    throw Refusal("section", Message("there is no section %1", std::string(wanted)));
}

namespace {

std::optional<int> wholeNumber(std::string_view text) {
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value < 0) return std::nullopt;
    return value;
}

// "1600-1999", "2000-", "-1599": the ends may be left open, not both.
NumberRange parseRange(std::string_view text, const std::string& band) {
    const auto dash = text.find('-');
    const auto bad = [&] {
        return Refusal("section", Message("'%1' is no range such as 1600-1999, 2000- or -1599", band));
    };
    if (dash == std::string_view::npos || text.size() == 1) throw bad();  // "-" alone: both ends open
    NumberRange range;
    if (dash > 0 && !(range.lowest = wholeNumber(text.substr(0, dash)))) throw bad();
    if (dash + 1 < text.size() && !(range.highest = wholeNumber(text.substr(dash + 1)))) throw bad();
    if (range.lowest && range.highest && *range.lowest > *range.highest) throw bad();
    return range;
}

void addCriterion(SectionBand& band, std::string_view criterion) {
    if (criterion == "hand") {
        band.by_hand = true;
    } else if (criterion.starts_with("born:")) {
        band.born = parseRange(criterion.substr(5), std::string(criterion));
    } else if (criterion == "sex:f" || criterion == "sex:m") {
        band.sex = criterion.back() == 'f' ? Sex::Female : Sex::Male;
    } else if (criterion.starts_with("sex:")) {
        throw Refusal("section", Message("'%1': sex is f or m", std::string(criterion)));
    } else {
        band.rating = parseRange(criterion, std::string(criterion));
    }
}

bool rangesMeet(const std::optional<NumberRange>& a, const std::optional<NumberRange>& b) {
    if (!a || !b) return true;
    const int a_low = a->lowest.value_or(0), b_low = b->lowest.value_or(0);
    const int a_high = a->highest.value_or(1 << 30), b_high = b->highest.value_or(1 << 30);
    return a_low <= b_high && b_low <= a_high;
}

bool bandsMeet(const SectionBand& a, const SectionBand& b) {
    if (a.by_hand || b.by_hand) return false;  // the desk places those players itself
    const bool sexes_meet = a.sex == Sex::Unknown || b.sex == Sex::Unknown || a.sex == b.sex;
    return sexes_meet && rangesMeet(a.rating, b.rating) && rangesMeet(a.born, b.born);
}

bool fits(const std::optional<NumberRange>& range, int value) {
    return !range || (value >= range->lowest.value_or(0) && (!range->highest || value <= *range->highest));
}

bool takes(const SectionBand& band, const Player& player) {
    if (band.by_hand) return false;
    if (band.sex != Sex::Unknown && player.sex != band.sex) return false;
    if (band.born && (player.birth_year == 0 || !fits(band.born, player.birth_year))) return false;
    return fits(band.rating, player.rating);
}

std::string rangeText(const NumberRange& range) {
    return (range.lowest ? std::to_string(*range.lowest) : "") + "-" +
           (range.highest ? std::to_string(*range.highest) : "");
}

// Bands of one kind (ratings, or years of birth) that agree on everything else follow each other
// without a gap: a player between two of them would fit none. The ends stay open to choice.
void checkNoGaps(const std::vector<Section>& sections, bool by_rating) {
    std::map<std::string, std::vector<const Section*>> alike;  // by the other criteria
    for (const Section& section : sections) {
        const auto& range = by_rating ? section.band.rating : section.band.born;
        if (!range || section.band.by_hand) continue;
        const auto& other = by_rating ? section.band.born : section.band.rating;
        alike[(other ? rangeText(*other) : "*") + "/" + static_cast<char>(section.band.sex)].push_back(&section);
    }
    for (auto& [criteria, group] : alike) {
        const auto lowest = [&](const Section* s) {
            return (by_rating ? s->band.rating : s->band.born)->lowest.value_or(-1);
        };
        std::sort(group.begin(), group.end(),
                  [&](const Section* a, const Section* b) { return lowest(a) < lowest(b); });
        for (std::size_t i = 1; i < group.size(); ++i) {
            const auto& below = *(by_rating ? group[i - 1]->band.rating : group[i - 1]->band.born);
            const int next = lowest(group[i]);
            if (below.highest && *below.highest + 1 < next)
                throw Refusal("section",
                              Message(by_rating ? "no section takes ratings %1 to %2, between sections %3 and %4"
                                                : "no section takes players born %1 to %2, between sections "
                                                  "%3 and %4",
                                      *below.highest + 1, next - 1, group[i - 1]->name, group[i]->name));
        }
    }
}

bool usableName(const std::string& name) {
    return !name.empty() && name.size() <= 20 && std::all_of(name.begin(), name.end(), [](char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
    });
}

Section parseSection(std::string_view spec) {
    const auto colon = spec.find(':');
    if (colon == std::string_view::npos)
        throw Refusal("section", Message("'%1' is not NAME:BAND, e.g. A:2000- or U12:born:2014-", std::string(spec)));
    Section section{std::string(spec.substr(0, colon)), parseSectionBand(spec.substr(colon + 1))};
    if (!usableName(section.name))
        throw Refusal("section",
                      Message("a section's name is 1 to 20 letters, digits, - or _, not '%1'", section.name));
    return section;
}

// Unrated players go where the desk says, else to the section whose rating band reaches lowest.
std::string unratedSection(const std::vector<Section>& sections, std::string unrated) {
    if (!unrated.empty()) {
        const bool known = std::any_of(sections.begin(), sections.end(),
                                       [&](const Section& s) { return s.name == unrated; });
        if (!known) throw Refusal("unrated", Message("there is no section %1", unrated));
        return unrated;
    }
    const Section* lowest = nullptr;
    for (const Section& section : sections)
        if (section.band.rating && !section.band.by_hand &&
            (!lowest || section.band.rating->lowest.value_or(0) < lowest->band.rating->lowest.value_or(0)))
            lowest = &section;
    return lowest ? lowest->name : std::string();
}

}  // namespace

SectionBand parseSectionBand(std::string_view text) {
    SectionBand band;
    band.text = std::string(text);
    if (text.empty()) throw Refusal("section", "a section needs a band: a rating range, born:YEARS, sex:f|m or hand");
    std::size_t start = 0;
    while (start <= text.size()) {
        const auto comma = std::min(text.find(',', start), text.size());
        addCriterion(band, text.substr(start, comma - start));
        start = comma + 1;
    }
    if (band.by_hand && (band.rating || band.born || band.sex != Sex::Unknown))
        throw Refusal("section", Message("'%1': a section placed by hand has no other band", band.text));
    return band;
}

SectionPlan checkedSectionPlan(std::string name, const std::vector<std::string>& specs, std::string unrated) {
    if (name.empty()) throw Refusal("name", "the event needs a name");
    if (specs.size() < 2) throw Refusal("section", "an event in sections has two sections or more");
    SectionPlan plan{std::move(name), {}, {}};
    for (const std::string& spec : specs) {
        Section section = parseSection(spec);
        for (const Section& earlier : plan.sections) {
            if (earlier.name == section.name)
                throw Refusal("section", Message("section %1 is named twice", section.name));
            if (bandsMeet(earlier.band, section.band))
                throw Refusal("section", Message("section %1's band %2 overlaps section %3's band %4", section.name,
                                                 section.band.text, earlier.name, earlier.band.text));
        }
        plan.sections.push_back(std::move(section));
    }
    checkNoGaps(plan.sections, true);
    checkNoGaps(plan.sections, false);
    plan.unrated_section = unratedSection(plan.sections, std::move(unrated));
    return plan;
}

std::string sectionPlanDocument(const SectionPlan& plan) {
    formats::JsonValue document = formats::JsonValue::object();
    document.set("name", formats::JsonValue::string(plan.name));
    document.set("unrated", formats::JsonValue::string(plan.unrated_section));
    formats::JsonValue sections = formats::JsonValue::array();
    for (const Section& section : plan.sections) {
        formats::JsonValue each = formats::JsonValue::object();
        each.set("name", formats::JsonValue::string(section.name));
        each.set("band", formats::JsonValue::string(section.band.text));
        sections.add(std::move(each));
    }
    document.set("sections", std::move(sections));
    return formats::jsonDocument(document);
}

SectionPlan readSectionPlan(std::string_view text, const std::string& file_name) {
    const formats::JsonValue document = formats::parseJson(text, file_name);
    const auto member = [&](const formats::JsonValue& object, const char* key) -> std::string {
        const formats::JsonValue* found = object.find(key);
        if (!found || found->kind() != formats::JsonValue::Kind::String)
            throw formats::InputError(file_name, object.line(), key, "a text is needed here");
        return found->text();
    };
    const formats::JsonValue* sections = document.find("sections");
    if (!sections || sections->kind() != formats::JsonValue::Kind::Array)
        throw formats::InputError(file_name, document.line(), "sections", "the list of sections is missing");
    std::vector<std::string> specs;
    for (const formats::JsonValue& section : sections->items())
        specs.push_back(member(section, "name") + ":" + member(section, "band"));
    try {
        return checkedSectionPlan(member(document, "name"), specs, member(document, "unrated"));
    } catch (const Refusal& refused) {
        throw formats::InputError(file_name, sections->line(), refused.field(), refused.message());
    }
}

const Section& sectionFor(const SectionPlan& plan, const Player& player, const std::string& origin) {
    if (player.rating == 0 && !plan.unrated_section.empty()) return *plan.section(plan.unrated_section);
    for (const Section& section : plan.sections)
        if (takes(section.band, player)) return section;
    const Message why("no section's band takes %1 (rating %2, born %3)", player.name, player.rating, player.birth_year);
    throw Refusal("section", origin.empty() ? why : Message("%1: %2", origin, why));
}

namespace {

// A store that keeps its event in memory and writes nothing: a registration is tried on it
// first, so that every section's is known to pass before any is stored.
class TrialStore : public EventStore {
public:
    explicit TrialStore(Event event) : event_(std::move(event)) {}
    Event load() override { return event_; }
    void create(const Event&, const std::vector<LogEntry>&) override { throw Refusal("the trial holds an event"); }
    void write(const std::function<void(Event&, EventLog&)>& change) override {
        Event changed = event_;
        EventLog log;
        change(changed, log);
        event_ = std::move(changed);
    }
    std::vector<LogEntry> readLog() override { return {}; }
    long long revision() override { return 0; }

private:
    Event event_;
};

EventStore& storeOf(const std::vector<SectionStore>& stores, const Section& section) {
    for (const SectionStore& each : stores)
        if (each.section && each.section->name == section.name) return *each.store;
    throw Refusal("section", Message("section %1 has no event file", section.name));
}

// Before round 1 both sections: afterwards a player's games bind him to his section.
void checkNotPaired(const Event& event, const std::string& section) {
    if (event.roundsPaired() > 0)
        throw Refusal("section", Message("section %1 has paired round %2: players move between sections only before it",
                                         section, 1));
}

}  // namespace

namespace {

// The section an imported player goes to: the one his file names, whatever its band (the desk
// places him by hand, as `sections move` would: to play up, or in a section without a band),
// else the one his band gives.
const Section& placedSection(const SectionPlan& plan, const formats::ListedPlayer& entry,
                             const std::string& file_name) {
    if (entry.section.empty()) return sectionFor(plan, entry.player, file_name + ":" + std::to_string(entry.line));
    if (const Section* named = plan.section(entry.section)) return *named;
    std::vector<Message> names;
    for (const Section& section : plan.sections) names.push_back(Message::value(section.name));
    throw formats::InputError(file_name, entry.line, "section",
                              Message("no section %1 (the sections: %2)", entry.section, listed(names)));
}

}  // namespace

std::vector<SectionRegistration> importIntoSections(const SectionPlan& plan, const std::vector<SectionStore>& stores,
                                                    std::istream& csv, const std::string& file_name,
                                                    const RegistrationOptions& options) {
    std::vector<RegistrationOptions> placed_options(plan.sections.size(), options);
    std::vector<std::vector<Player>> placed(plan.sections.size());
    for (RegistrationOptions& each : placed_options) each.origins.clear();
    const std::vector<formats::ListedPlayer> listed = formats::readListedPlayers(csv, file_name);
    if (listed.empty()) throw Refusal(Message("%1: holds no players", file_name));
    for (const formats::ListedPlayer& entry : listed) {
        const std::string origin = file_name + ":" + std::to_string(entry.line);
        const auto index = static_cast<std::size_t>(&placedSection(plan, entry, file_name) - plan.sections.data());
        placed[index].push_back(entry.player);
        placed_options[index].origins.push_back(origin);
    }
    for (std::size_t i = 0; i < plan.sections.size(); ++i) {  // tried first: all or nothing
        if (placed[i].empty()) continue;
        TrialStore trial(storeOf(stores, plan.sections[i]).load());
        registerPlayers(trial, placed[i], placed_options[i]);
    }
    std::vector<SectionRegistration> done;
    for (std::size_t i = 0; i < plan.sections.size(); ++i)
        if (!placed[i].empty())
            done.push_back({plan.sections[i].name,
                            registerPlayers(storeOf(stores, plan.sections[i]), placed[i], placed_options[i])});
    return done;
}

Message sectionMoveMessage(const SectionMove& moved, const std::string& from, const std::string& to) {
    return Message("%1 moved from section %2 (%3) to section %4 (%5)", moved.name, from, moved.from_start_no, to,
                   moved.to_start_no);
}

SectionMove moveBetweenSections(SectionStore from, SectionStore to, int start_no) {
    if (from.section->name == to.section->name)
        throw Refusal("section", Message("%1 is in section %2 already", start_no, to.section->name));
    const Event leaving = from.store->load();
    checkNotPaired(leaving, from.section->name);
    checkNotPaired(to.store->load(), to.section->name);
    if (leaving.isTeamEvent()) throw Refusal("section", "players of a team event move with their team's roster");
    Player player = *leaving.player(checkedStartNumber(leaving, start_no));
    SectionMove move{player.name, start_no, 0};
    to.store->update([&](Event& event, EventLog& log) {
        checkNotPaired(event, to.section->name);
        move.to_start_no = static_cast<int>(event.players.size()) + 1;  // before round 1: the next number
        player.start_no = move.to_start_no;
        event.players.push_back(player);
        for (Payment payment : leaving.payments)
            if (payment.player == start_no) event.payments.push_back((payment.player = move.to_start_no, payment));
        for (CheckIn check_in : leaving.check_ins)
            if (check_in.player == start_no) event.check_ins.push_back((check_in.player = move.to_start_no, check_in));
        for (RequestedBye bye : leaving.requested_byes)
            if (bye.player == start_no) event.requested_byes.push_back((bye.player = move.to_start_no, bye));
        log.add("sections move", Message("%1 %2 moved in from section %3, where he was %4", move.to_start_no,
                                         player.name, from.section->name, start_no));
    });
    from.store->update([&](Event& event, EventLog& log) {
        checkNotPaired(event, from.section->name);
        std::erase_if(event.payments, [&](const Payment& payment) { return payment.player == start_no; });
        forgetPlayer(event, start_no);
        log.add("sections move", Message("%1 %2 moved to section %3 as %4; the players after him moved up", start_no,
                                         player.name, to.section->name, move.to_start_no));
    });
    return move;
}

std::vector<SectionTable> sectionTables(const SectionPlan& plan,
                                        const std::vector<std::pair<std::string, Event>>& events, ReportKind kind,
                                        int round, const std::string& only) {
    if (!only.empty()) plan.named(only);
    std::vector<SectionTable> tables;
    for (const auto& [name, event] : events) {
        if (!only.empty() && name != only) continue;
        try {
            tables.push_back({name, Message("Section %1", name), reportTable(event, kind, round)});
        } catch (const Refusal& refused) {  // "round 2 is not paired": in which section
            throw Refusal(refused.field(), Message("section %1: %2", name, refused.message()));
        }
    }
    return tables;
}

Table joinedSectionTables(const std::vector<SectionTable>& tables) {
    Table joined;
    if (tables.empty()) return joined;
    joined.title = tables.front().table.title;
    joined.columns = tables.front().table.columns;
    joined.columns.insert(joined.columns.begin(), Column{"Section", Align::Left, true});
    for (const SectionTable& each : tables) {
        if (each.table.columns.size() + 1 != joined.columns.size())
            throw Refusal("section", Message("%1 has other columns than the first section: print it alone (--section)",
                                             each.heading));
        for (std::vector<Cell> row : each.table.rows) {
            row.insert(row.begin(), Cell(each.section));
            joined.rows.push_back(std::move(row));
        }
    }
    return joined;
}

Table sectionList(const SectionPlan& plan, const std::vector<std::pair<std::string, Event>>& events) {
    Table table;
    table.title = plan.name;
    table.columns = {{"Section", Align::Left, true},
                     {"Band", Align::Left, false, true},
                     {"Players", Align::Right, false, false, ValueKind::Integer},
                     {"Rounds paired", Align::Right, false, false, ValueKind::Integer}};
    for (const auto& [name, event] : events) {
        const Section* section = plan.section(name);
        table.rows.push_back({name, section ? section->band.text : "", std::to_string(event.players.size()),
                              std::to_string(event.roundsPaired())});
    }
    if (!plan.unrated_section.empty()) table.note(Message("Unrated players enter section %1", plan.unrated_section));
    return table;
}

}  // namespace tourney::tournament
