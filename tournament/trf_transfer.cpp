#include "tournament/trf_transfer.h"

#include "formats/plain_text.h"
#include "formats/text_columns.h"
#include "scoring/team_standings.h"
#include "scoring/tiebreaks.h"
#include "tournament/fide_mode.h"
#include "tournament/refusal.h"
#include "tournament/round_readiness.h"
#include "tournament/teams.h"
#include "tournament/trf_log.h"

#include <algorithm>
#include <filesystem>
#include <sstream>
#include <stdexcept>

namespace tourney::tournament {

Event eventFromTrf(const std::string& trf_path) { return readTrfForImport(trf_path).event; }

TrfImport readTrfForImport(const std::string& trf_path) {
    formats::TrfDocument document = formats::readTrfFile(trf_path);
    Event& event = document.event;
    if (!event.forbidden_in_rounds.empty())
        throw Refusal(
            Message("%1: line 260 keeps players %2 and %3 apart in some rounds only; an event file stores "
                    "forbidden pairs for every round (tourney forbid add)",
                    trf_path, event.forbidden_in_rounds.front().first, event.forbidden_in_rounds.front().second));
    // A team event is checked as its use cases check each step (rosters, line-ups).
    if (event.teams) {
        try {
            checkTeamEvent(event);
        } catch (const Refusal& refused) {
            throw Refusal(refused.field(), Message("%1: %2", trf_path, refused.message()));
        }
    }
    // A 202 code Tourney cannot compute would make every later standings and export fail.
    for (const std::string& code : event.tiebreaks) {
        try {
            if (event.teams)
                parseTeamTiebreakCode(code, event.teams->primary);
            else
                parseTiebreakCode(code);
        } catch (const TiebreakError& error) {
            throw Refusal(
                Message("%1: line 202: %2; an event file keeps only tie-breaks Tourney computes (change them "
                        "after import with tourney set-tiebreaks)",
                        trf_path, error.said()));
        }
    }
    event.requested_byes.insert(event.requested_byes.end(), document.later_byes.begin(), document.later_byes.end());
    if (event.info.name.empty()) event.info.name = formats::lineSafe(std::filesystem::path(trf_path).stem().string());
    // A TRF Tourney exported carries the event's log and FIDE mode (trf_log.h); any other
    // starts as a new event would (fide_mode.h).
    std::optional<TrfLog> log = trfLog(document);
    event.fide_mode = log ? initialFideMode(event, log->fide_mode) : initialFideMode(event, std::nullopt);
    if (event.teams) event.fide_mode = false;  // FIDE mode does not cover team events yet (teams.h)
    return {std::move(event), std::move(document.warnings), log ? std::move(log->entries) : std::vector<LogEntry>{}};
}

TrfImport importTrf(EventStore& store, const std::string& trf_path) {
    TrfImport imported = readTrfForImport(trf_path);
    store.create(imported.event, imported.log);
    return imported;
}

std::vector<Message> trfNameWarnings(const Event& event) {
    constexpr std::size_t kNameField = 33;  // TRF-16, player line: columns 15 to 47
    std::vector<Message> warnings;
    for (const Player& player : event.players) {
        const std::string& written = player.latin_name.empty() ? player.name : player.latin_name;
        if (formats::CodePoints(written).width() > kNameField)
            warnings.push_back(
                Message("%1 %2: the name is cut to %3 characters in the TRF", player.start_no, written, kNameField));
    }
    return warnings;
}

namespace {

std::string writtenTrf(const Event& event, const formats::TrfWriteOptions& options) {
    if (event.atTables())
        throw Refusal("trf", "TRF has no form for games at tables of four; export the event with --csv or --json");
    std::ostringstream trf;
    try {
        formats::writeTrf(trf, event, options);
    } catch (const std::length_error& too_large) {  // TRF-16's four-digit start numbers
        throw Refusal("trf", too_large.what());
    }
    return trf.str();
}

}  // namespace

std::string trfText(const Event& event, formats::LineEnd line_end, const std::vector<LogEntry>& log) {
    formats::TrfWriteOptions options;
    options.line_end = line_end;
    options.comments = trfLogComments(event, log);
    return writtenTrf(event, options);
}

std::string roundTrfText(const Event& event, int round) {
    requirePairedRound(event, round);
    Event through = event;
    through.rounds.resize(static_cast<std::size_t>(round));
    formats::TrfWriteOptions options;
    options.entries_ahead = false;  // what stood after this round, not what was asked for later
    return writtenTrf(through, options);
}

}  // namespace tourney::tournament
