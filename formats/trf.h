// FIDE Tournament Report File: TRF-16, with the TRF-26 header lines that apply and JaVaFo's
// XX extensions. Reading builds an Event; writing is its inverse for everything TRF holds.
#pragma once

#include "formats/input_error.h"
#include "rules/message.h"
#include "scoring/event.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace tourney::formats {

// What a TRF carries besides the Event itself. Rounds (XXR/142), initial colour (XXC/152),
// points (162), forbidden pairs (XXP, TRF-26 260), acceleration (XXA, TRF-26 250) and the
// byes requested for the round to be paired (bye cells beyond the last paired round, TRF-26
// 240) all go into the Event.
struct TrfDocument {
    Event event;
    bool rounds_declared = false;  // an XXR or 142 line gave the number of rounds
    int rounds_line = 0;           // the last such line, and its code (XXR or 142)
    std::string rounds_code;
    std::string file_name;                 // as the reader was given it, for messages about the file
    bool colour_declared = false;          // an XXC or 152 line gave the initial colour
    bool has_point_line = false;           // a 162 line set the point values
    bool acceleration_records = false;     // TRF-26 250 lines gave the virtual points
    std::string system_line;               // 092 text (e.g. "FIDE_DUTCH_2025")
    std::vector<std::string> other_lines;  // header lines kept as read (092 and 192 too), for a faithful export
    // TRF-26 comment lines (`###`), each with its line in the file and its text after "### ":
    // they are kept in other_lines too; a Tourney export carries the event's log in them
    // (tournament/trf_log.h).
    struct Comment {
        int line = 0;
        std::string text;
    };
    std::vector<Comment> comments;
    // Byes asked for rounds after the next one (TRF-26 240 lines). Pairing engines leave them
    // out of the round they pair; an imported event keeps them as requested byes.
    std::vector<RequestedBye> later_byes;
    // XXC rank: the players were renumbered by the order of their lines (the pairing order);
    // file_ids[n - 1] is the number the file gives player n. Empty: the file's numbers are kept.
    std::vector<int> file_ids;
    // What the file says that Tourney read but cannot use, and the rule that then cannot be
    // applied: "line 3, 042 start date: '2010 Sept' is not a date ...".
    std::vector<Message> warnings;
    // What each player line says of the standings, in player order (start number - 1): the
    // points (columns 81-84) and the rank (86-89) as written. `tourney engine -c` compares them
    // with what the results and the tie-breaks of 202 give.
    struct FiledStanding {
        int line = 0;
        std::optional<Points> points;  // blank: none
        Points results;                // what the results give (the rounds paired)
        bool points_agree = true;      // the column says the results (a bye or acceleration ahead allowed)
        int rank = 0;                  // 0: blank
    };
    std::vector<FiledStanding> filed_standings;
    int fileId(int start_no) const {
        return start_no >= 1 && start_no <= static_cast<int>(file_ids.size()) ? file_ids[start_no - 1] : start_no;
    }
};

struct TrfReadOptions {
    // A points column (81-84) that contradicts the results is refused unless this is set; then
    // the results alone count, as they always do once read, and filed_standings says which
    // columns disagree.
    bool trust_results = false;
};

// Reads a TRF. Throws InputError naming file, line and field for any malformed line.
TrfDocument readTrf(std::istream& in, const std::string& file_name, const TrfReadOptions& options = {});
TrfDocument readTrfFile(const std::string& path, const TrfReadOptions& options = {});

// How each line of a written TRF ends. TRF-16 and TRF-26 (remark 1) ask for a carriage return,
// and bbpPairings writes CR alone; Unix tools and most readers take LF. Every Tourney reader
// takes all three (formats/plain_text.h textLines).
enum class LineEnd { Lf, CrLf, Cr };

// "lf", "crlf" or "cr" (the command lines' --line-end); nullopt for anything else.
std::optional<LineEnd> lineEndNamed(const std::string& name);

struct TrfWriteOptions {
    LineEnd line_end = LineEnd::Lf;
    // The byes and absences known ahead: the next round's in its cells of the player lines,
    // later rounds' in 240 lines. An event that has ended (a generated tournament whose next round could not be paired) writes none:
    // nothing stands after its last paired round.
    bool entries_ahead = true;
    // Written last as TRF-26 comment lines, each "### " and the text (made one line by
    // lineSafe): the event's log in FIDE mode (tournament/trf_transfer.h). Readers skip them.
    std::vector<std::string> comments = {};
    // An individual Swiss event's clubs as teams: one TRF-16 013 record per club (its name in
    // columns 5-36, then its players' start numbers), which the reader gives back as the
    // players' clubs (an individual event stays individual; docs/pairing.md, "The endorsement
    // kit"). The generator's teams (`engine -g`) are written so.
    bool clubs_as_teams = false;
};

// Writes TRF-16 player lines with the TRF-26 header lines for rounds, scoring and system.
void writeTrf(std::ostream& out, const Event& event, const TrfWriteOptions& options = {});

// Writes a TRF read and not changed since: the event as above, and what the document holds
// beyond it: the records kept as read (other_lines, written in place of the writer's own 062,
// 072, 092, 182, 192 and 222 where the file had them); the ranks of the player lines (columns
// 86-89) as the file gave them, which may order players tied on points by tie-breaks the file
// does not name; the initial colour only when the file declared it; virtual points in XXA lines
// when the file gave them so. Export after import then gives the file back, record by record
// (the round trip test).
void writeTrf(std::ostream& out, const TrfDocument& document, const TrfWriteOptions& options = {});

}  // namespace tourney::formats
