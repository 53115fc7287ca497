// tourney forbid add|remove|list: pairs the arbiter forbids in a Swiss event, for example
// teammates or members of one family. The pairing treats them as players who already met (C1).
#include "app/command.h"
#include "app/command_actions.h"
#include "app/command_line.h"
#include "app/event_store.h"
#include "app/player_argument.h"
#include "app/refusal.h"

#include <QTextStream>

#include <algorithm>
#include <set>
#include <utility>

namespace tourney::app {
namespace {

using Pair = std::pair<int, int>;  // start numbers, lower first

// The start numbers of START_NOS ("3,7,12"): at least two, all different, all players.
std::vector<int> startNumbers(const QString& text, const Event& event) {
    if (event.system != PairingSystem::Swiss)
        throw Refusal("forbidden pairs apply to Swiss events; a round robin's table is fixed (C.05)");
    std::vector<int> numbers;
    for (const QString& part : text.split(',')) {
        const int start_no = startNumberArgument("START_NOS", part, event);
        if (std::find(numbers.begin(), numbers.end(), start_no) != numbers.end())
            throw Refusal(QString("argument START_NOS: %1 is named twice").arg(start_no).toStdString());
        numbers.push_back(start_no);
    }
    if (numbers.size() < 2) throw Refusal("argument START_NOS: name at least two players, e.g. 3,7");
    return numbers;
}

// Every two of `numbers`: a team of four gives six pairs.
std::vector<Pair> pairsAmong(const std::vector<int>& numbers) {
    std::vector<Pair> pairs;
    for (std::size_t i = 0; i < numbers.size(); ++i)
        for (std::size_t j = i + 1; j < numbers.size(); ++j)
            pairs.emplace_back(std::min(numbers[i], numbers[j]), std::max(numbers[i], numbers[j]));
    return pairs;
}

Pair normalised(const Pair& pair) { return {std::min(pair.first, pair.second), std::max(pair.first, pair.second)}; }

void describe(CommandLine& line) {
    line.addPositional("FILE", "The event file.");
    line.addPositional("START_NOS", "Two or more start numbers separated by commas, e.g. 3,7,12: every two of them.");
}

int add(const QStringList& arguments) {
    CommandLine line("forbid add FILE START_NOS",
                     "Forbids the players named to meet in the rounds still to pair, for example\n"
                     "teammates. Every two of them form a forbidden pair.");
    describe(line);
    if (auto stop = line.parse(arguments)) return *stop;

    return runCommand("forbid add", [&] {
        int added = 0, known = 0;
        updateEventFile(line.positional(0), [&](Event& event, Database&) {
            std::set<Pair> forbidden;
            for (const Pair& pair : event.forbidden_pairs) forbidden.insert(normalised(pair));
            for (const Pair& pair : pairsAmong(startNumbers(line.positional(1), event))) {
                if (!forbidden.insert(pair).second) {
                    ++known;
                    continue;
                }
                event.forbidden_pairs.push_back(pair);
                ++added;
            }
        });
        QTextStream out(stdout);
        out << "Forbade " << added << (added == 1 ? " pair" : " pairs");
        if (known > 0) out << " (" << known << " already forbidden)";
        out << '\n';
        return kSuccess;
    });
}

int remove(const QStringList& arguments) {
    CommandLine line("forbid remove FILE START_NOS", "Allows the players named to meet again.");
    describe(line);
    if (auto stop = line.parse(arguments)) return *stop;

    return runCommand("forbid remove", [&] {
        updateEventFile(line.positional(0), [&](Event& event, Database&) {
            const std::vector<Pair> pairs = pairsAmong(startNumbers(line.positional(1), event));
            const auto erased = std::erase_if(event.forbidden_pairs, [&](const Pair& pair) {
                return std::find(pairs.begin(), pairs.end(), normalised(pair)) != pairs.end();
            });
            if (erased == 0) throw Refusal("argument START_NOS: no pair among them is forbidden");
        });
        QTextStream(stdout) << "Allowed " << line.positional(1) << " to meet\n";
        return kSuccess;
    });
}

int list(const QStringList& arguments) {
    CommandLine line("forbid list FILE", "Lists the forbidden pairs: first<TAB>second, lower start number first.");
    line.addPositional("FILE", "The event file.");
    if (auto stop = line.parse(arguments)) return *stop;

    return runCommand("forbid list", [&] {
        const Event event = readEventFile(line.positional(0));
        std::set<Pair> pairs;
        for (const Pair& pair : event.forbidden_pairs) pairs.insert(normalised(pair));
        QTextStream out(stdout);
        for (const auto& [first, second] : pairs) out << first << '\t' << second << '\n';
        return kSuccess;
    });
}

int run(const QStringList& arguments) {
    return runAction("forbid",
                     {{"add", "forbid players to meet, e.g. teammates", add},
                      {"remove", "allow them to meet again", remove},
                      {"list", "list the forbidden pairs", list}},
                     arguments);
}

const Command registered("forbid", "pairs that must not meet (Swiss)", run);

}  // namespace
}  // namespace tourney::app
