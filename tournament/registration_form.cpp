#include "tournament/registration_form.h"

#include "formats/fide_rating_list.h"
#include "formats/plain_text.h"
#include "scoring/calendar_date.h"
#include "tournament/fide_codes.h"
#include "tournament/player_names.h"
#include "tournament/players.h"
#include "tournament/refusal.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <set>

namespace tourney::tournament {

namespace {

// Characters that make a text markup or script on a web page, in a spreadsheet or a template:
// a name or club never needs them, and refusing them keeps a pasted script out of every list.
constexpr std::string_view kMarkup = "<>\"`\\{}";
constexpr std::size_t kLongestText = 100;  // characters of a name or a club
constexpr int kEarliestBirthYear = 1900;
// Waiting entries at most: a form posted by a script in a loop fills no database.
constexpr std::size_t kMostWaiting = 5000;

bool allDigits(std::string_view text) {
    return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::size_t characters(std::string_view text) {
    return static_cast<std::size_t>(
        std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

// A name or a club as typed, trimmed: one line of plain text without markup, not too long.
std::string checkedText(const std::string& typed, const std::string& field) {
    const std::string text = formats::trimmed(typed);
    if (const auto problem = formats::textProblem(text)) throw Refusal(field, *problem);
    if (const std::size_t at = text.find_first_of(kMarkup); at != std::string::npos)
        throw Refusal(field, Message("the character %1 is not taken here", std::string(1, text[at])));
    if (characters(text) > kLongestText)
        throw Refusal(field, Message("at most %1 characters are taken here", static_cast<int>(kLongestText)));
    return text;
}

// "yyyy-mm-dd hh:mm" (or with a T between): the time as stored, "yyyy-mm-dd hh:mm".
std::optional<std::string> minuteOf(const std::string& text) {
    if (text.size() != 16 || (text[10] != ' ' && text[10] != 'T') || text[13] != ':') return std::nullopt;
    const std::optional<CalendarDate> date = readDate(text.substr(0, 10));
    const std::string hours = text.substr(11, 2), minutes = text.substr(14, 2);
    if (!date || text[4] != '-' || !allDigits(hours) || !allDigits(minutes) || std::stoi(hours) > 23 ||
        std::stoi(minutes) > 59)
        return std::nullopt;
    return text.substr(0, 10) + " " + hours + ":" + minutes;
}

void checkFormOpen(const Event& event, const std::string& now) {
    if (!event.registration.open) throw Refusal("registration", "registration for this event is not open");
    if (now.substr(0, 16) >= event.registration.closes_at)
        throw Refusal("registration", Message("registration closed at %1", event.registration.closes_at));
}

// The entry the form makes, every field checked, before the rating list is asked.
RegistrationEntry typedEntry(const EntryForm& form, const std::string& now) {
    RegistrationEntry entry;
    entry.name = checkedText(form.name, "name");
    if (entry.name.empty()) throw Refusal("name", "a name is needed");
    entry.federation = formats::trimmed(form.federation);
    std::transform(entry.federation.begin(), entry.federation.end(), entry.federation.begin(),
                   [](char c) { return static_cast<char>(std::toupper(static_cast<unsigned char>(c))); });
    if (!isFideFederation(entry.federation))
        throw Refusal("federation", Message("'%1' is not a FIDE federation code (three letters, e.g. BAN or IND)",
                                            checkedText(entry.federation, "federation")));
    const std::string born = formats::trimmed(form.birth_year);
    const int this_year = std::stoi(now.substr(0, 4));
    if (!allDigits(born) || born.size() > 4 || std::stoi(born) < kEarliestBirthYear || std::stoi(born) > this_year)
        throw Refusal("birth_year",
                      Message("the year of birth is a year from %1 to %2", kEarliestBirthYear, this_year));
    entry.birth_year = std::stoi(born);
    entry.fide_id = formats::trimmed(form.fide_id);
    if (!entry.fide_id.empty() && (!allDigits(entry.fide_id) || entry.fide_id.size() > 10))
        throw Refusal("fide_id", Message("a FIDE id is up to 10 digits"));
    entry.club = checkedText(form.club, "club");
    entry.submitted_at = now;
    return entry;
}

// The rating list's name, federation, year of birth, rating, title and sex in place of what was
// typed; a note for each that differs.
void takeFromRatingList(RegistrationEntry& entry, const RatingListSource& source, std::vector<Message>& notes) {
    if (!source.list || entry.fide_id.empty()) return;
    const auto found = formats::readFideRatingList(*source.list, source.file_name, {entry.fide_id});
    const auto listed = found.find(entry.fide_id);
    if (listed == found.end())
        throw Refusal("fide_id",
                      Message("FIDE id %1 is not in FIDE's rating list; leave it out if you have none", entry.fide_id));
    const formats::RatingListEntry& player = listed->second;
    if (!sameName(entry.name, player.name)) {
        notes.push_back(
            Message("Your name is taken as FIDE's rating list writes it: %1 (you typed %2)", player.name, entry.name));
        entry.typed_name = entry.name;
        entry.name = player.name;
    }
    if (!player.federation.empty() && player.federation != entry.federation) {
        notes.push_back(Message("Your federation is taken from FIDE's rating list: %1 (you typed %2)",
                                player.federation, entry.federation));
        entry.federation = player.federation;
    }
    if (player.birth_year != 0 && player.birth_year != entry.birth_year) {
        notes.push_back(Message("Your year of birth is taken from FIDE's rating list: %1 (you typed %2)",
                                player.birth_year, entry.birth_year));
        entry.birth_year = player.birth_year;
    }
    entry.rating = player.rating;
    entry.title = player.title;
    entry.sex = player.sex;
}

bool samePerson(const RegistrationEntry& entry, const std::string& fide_id, const std::string& name,
                const std::string& latin_name, int birth_year) {
    if (!entry.fide_id.empty() && entry.fide_id == fide_id) return true;
    if (birth_year != entry.birth_year) return false;
    for (const std::string& written : {entry.name, entry.typed_name})
        if (!written.empty() && (sameName(written, name) || (!latin_name.empty() && sameName(written, latin_name))))
            return true;
    return false;
}

// The player or waiting entry `entry` is already: nothing stored, the one found said.
std::optional<SubmittedEntry> earlierEntry(const Event& event, const RegistrationEntry& entry) {
    for (const Player& player : event.players)
        if (samePerson(entry, player.fide_id, player.name, player.latin_name, player.birth_year)) {
            SubmittedEntry done{{}, player.start_no, true, {}, {}};
            done.said = Message("%1 is registered already, as player %2: nothing more to do", player.name,
                                player.start_no);
            return done;
        }
    for (const RegistrationEntry& earlier : event.entries)
        if (earlier.status == EntryStatus::Pending &&
            samePerson(entry, earlier.fide_id, earlier.name, earlier.typed_name, earlier.birth_year)) {
            SubmittedEntry done{earlier, 0, true, {}, {}};
            done.said = Message("%1 entered already (entry %2, received %3); it waits for the organiser's approval",
                                earlier.name, earlier.number, earlier.submitted_at);
            return done;
        }
    return std::nullopt;
}

std::size_t indexOf(const Event& event, int number) {
    for (std::size_t index = 0; index < event.entries.size(); ++index)
        if (event.entries[index].number == number) return index;
    throw NotInEvent("entry", Message("there is no entry %1", number));
}

// An event held inside another store's transaction, as a store: a use case run on it (the
// registration of a player) changes that event and adds to that log, in the same transaction.
class EventInTransaction : public EventStore {
public:
    EventInTransaction(Event& event, EventLog& log) : event_(event), log_(log) {}
    Event load() override { return event_; }
    void create(const Event&, const std::vector<LogEntry>&) override { throw Refusal("the event exists"); }
    void write(const std::function<void(Event&, EventLog&)>& change) override {
        Event changed = event_;
        EventLog added;
        change(changed, added);
        event_ = std::move(changed);
        for (const LogEntry& line : added.added()) log_.add(line.command, line.said);
    }
    std::vector<LogEntry> readLog() override { return {}; }
    long long revision() override { return 0; }

private:
    Event& event_;
    EventLog& log_;
};

Player playerOf(const RegistrationEntry& entry) {
    Player player;
    player.name = entry.name;
    player.federation = entry.federation;
    player.fide_id = entry.fide_id;
    player.birth_year = entry.birth_year;
    player.club = entry.club;
    player.rating = entry.rating;
    player.title = entry.title;
    player.sex = entry.sex == 'm' ? Sex::Male : entry.sex == 'f' ? Sex::Female : Sex::Unknown;
    return player;
}

std::string statusText(const RegistrationEntry& entry) {
    switch (entry.status) {
    case EntryStatus::Pending: return "waiting";
    case EntryStatus::Approved:
        return entry.start_no ? "player " + std::to_string(entry.start_no) : "approved, player removed";
    case EntryStatus::Rejected: return entry.reason.empty() ? "rejected" : "rejected: " + entry.reason;
    }
    return {};
}

}  // namespace

RegistrationWindow openRegistration(EventStore& store, const std::string& closes_at, const std::string& now) {
    const std::optional<std::string> closes = minuteOf(closes_at);
    if (!closes) throw Refusal("closes", Message("'%1' is not a closing time (yyyy-mm-dd hh:mm)", closes_at));
    if (*closes <= now.substr(0, 16))
        throw Refusal("closes", Message("the closing time %1 has passed already (it is %2)", *closes, now));
    RegistrationWindow window{true, *closes};
    store.update([&](Event& event, EventLog& log) {
        event.registration = window;
        log.add("registration open", Message("registration open until %1", *closes));
    });
    return window;
}

void closeRegistration(EventStore& store) {
    store.update([&](Event& event, EventLog& log) {
        if (!event.registration.open) throw Refusal("registration", "registration for this event is not open");
        event.registration.open = false;
        log.add("registration close", Message("registration closed"));
    });
}

SubmittedEntry submitEntry(EventStore& store, const EntryForm& form, const std::string& now,
                           const RatingListSource& rating_list) {
    // Asked of the event as stored before the rating list is read, and again under the lock.
    const Event seen = store.load();
    checkFormOpen(seen, now);
    RegistrationEntry entry = typedEntry(form, now);
    if (std::optional<SubmittedEntry> earlier = earlierEntry(seen, entry)) return *earlier;
    SubmittedEntry done;
    takeFromRatingList(entry, rating_list, done.notes);
    if (std::optional<SubmittedEntry> earlier = earlierEntry(seen, entry)) return *earlier;
    store.update([&](Event& event, EventLog&) {
        checkFormOpen(event, now);
        if (std::optional<SubmittedEntry> earlier = earlierEntry(event, entry)) {
            done = *earlier;  // entered meanwhile: nothing changes
            return;
        }
        const auto waiting = std::count_if(event.entries.begin(), event.entries.end(),
                                           [](const RegistrationEntry& e) { return e.status == EntryStatus::Pending; });
        if (static_cast<std::size_t>(waiting) >= kMostWaiting)
            throw Refusal("registration", Message("%1 entries wait for the organiser already: try again later",
                                                  static_cast<int>(waiting)));
        entry.number = event.entries.empty() ? 1 : event.entries.back().number + 1;
        event.entries.push_back(entry);
        done.entry = entry;
        done.said = Message("Entry %1 received for %2; it waits for the organiser's approval", entry.number,
                            entry.name);
    });
    return done;
}

ApprovedEntry approveEntry(EventStore& store, int number) {
    ApprovedEntry done;
    store.update([&](Event& event, EventLog& log) {
        const std::size_t index = indexOf(event, number);
        if (event.entries[index].status == EntryStatus::Approved)
            throw Refusal("entry", Message("entry %1 is approved already: %2", number,
                                           Message::english(statusText(event.entries[index]))));
        EventInTransaction within(event, log);
        const Registration registered = registerPlayers(within, {playerOf(event.entries[index])});
        RegistrationEntry& entry = event.entries[index];
        entry.status = EntryStatus::Approved;
        entry.start_no = registered.start_numbers.front();
        entry.reason.clear();
        log.add("registration approve", Message("entry %1 approved: player %2 %3", number, entry.start_no, entry.name));
        done = ApprovedEntry{entry, registered.notes};
    });
    return done;
}

RegistrationEntry rejectEntry(EventStore& store, int number, const std::string& reason) {
    const std::string why = formats::trimmed(reason);
    if (const auto problem = formats::textProblem(why)) throw Refusal("reason", *problem);
    RegistrationEntry done;
    store.update([&](Event& event, EventLog& log) {
        RegistrationEntry& entry = event.entries[indexOf(event, number)];
        if (entry.status != EntryStatus::Pending)
            throw Refusal("entry", Message("entry %1 does not wait for approval: %2", number,
                                           Message::english(statusText(entry))));
        entry.status = EntryStatus::Rejected;
        entry.reason = why;
        log.add("registration reject", why.empty() ? Message("entry %1 %2 rejected", number, entry.name)
                                                   : Message("entry %1 %2 rejected: %3", number, entry.name, why));
        done = entry;
    });
    return done;
}

Table entryList(const Event& event, bool waiting_only) {
    Table table;
    table.title = Message("Registration entries").text();
    table.columns = {{"No", Align::Right, true, false, ValueKind::Integer},
                     {"Name", Align::Left, true, true},
                     {"Fed"},
                     {"FIDE id"},
                     {"Born", Align::Right, false, false, ValueKind::Integer},
                     {"Club"},
                     {"Rtg", Align::Right, false, false, ValueKind::Integer},
                     {"Received"},
                     {"Status"},
                     {"Typed"}};
    int waiting = 0;
    for (const RegistrationEntry& entry : event.entries) {
        if (entry.status == EntryStatus::Pending) ++waiting;
        if (waiting_only && entry.status != EntryStatus::Pending) continue;
        table.rows.push_back({std::to_string(entry.number), entry.name, entry.federation, entry.fide_id,
                              std::to_string(entry.birth_year), entry.club,
                              entry.rating ? std::to_string(entry.rating) : std::string(), entry.submitted_at,
                              statusText(entry), entry.typed_name});
    }
    table.note(Message("Registration %1; %2 of %3 entries wait for approval", registrationState(event.registration),
                       waiting, static_cast<int>(event.entries.size())));
    return table;
}

Message registrationState(const RegistrationWindow& window) {
    return window.open ? Message("open until %1", window.closes_at) : Message("closed");
}

const RegistrationEntry& entryNumbered(const Event& event, int number) { return event.entries[indexOf(event, number)]; }

}  // namespace tourney::tournament
