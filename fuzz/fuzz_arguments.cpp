// libFuzzer target: the text the commands take in their arguments, parsed by the event core:
// results of every game, tie-break lists, scoring triples, points, kinds of bye, event
// details and dates, player fields. Each is accepted or refused with the core's own error.
#include "formats/player_csv.h"
#include "rules/registry.h"
#include "scoring/tiebreaks.h"
#include "tournament/event_setup.h"
#include "tournament/refusal.h"
#include "tournament/requests.h"
#include "tournament/result_tokens.h"

#include <cstdint>
#include <stdexcept>
#include <string>

using namespace tourney;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    for (const rules::GameEntry& game : rules::registeredGames()) tournament::parseResultToken(text, game.kind);
    try {
        parseTiebreakList(text);
    } catch (const TiebreakError&) {}
    PointSystem::fromTriple(text);
    Points::parse(text);
    try {
        tournament::requestedByeKind(text);
    } catch (const tournament::Refusal&) {}
    tournament::EventSettings settings;
    settings.info.name = "Fuzz";
    settings.game = "chess";
    settings.system = "swiss";
    settings.rounds = 5;
    settings.info.start_date = text;
    settings.info.city = text;
    settings.tiebreaks = text;
    try {
        tournament::newEvent(settings);
    } catch (const tournament::Refusal&) {}
    for (const std::string& field : formats::playerCsvColumns()) {
        Player player;
        try {
            formats::setPlayerField(player, field, text);
        } catch (const std::invalid_argument&) {}
    }
    return 0;
}
