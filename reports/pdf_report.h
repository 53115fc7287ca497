// Every PDF report Tourney prints, written to a file in one call.
#pragma once

#include "reports/pdf_document.h"
#include "scoring/event.h"
#include "tournament/report_kind.h"

#include <string>

namespace tourney::reports {

struct PdfOptions {
    Paper paper = Paper::A4;
    int round = 0;              // pairings and scoresheets: that round; tables: after it; 0 = the last paired
    std::string category = {};  // standings: only this category's players (empty: everybody)
    int player = 0;             // it1: that player's norm certificates (0: every player's)
};

// The running header of an event: its name, then place, dates and chief arbiter.
RunningHeader runningHeaderOf(const EventInfo& info);

// The report as the bytes of a PDF. Throws std::invalid_argument for a round that is not
// paired or a report the event cannot have.
std::string pdfReport(const Event& event, tournament::ReportKind kind, const PdfOptions& options);

// pdfReport written to `path` (tests and benchmarks; commands write through app/saved_file.h).
// Throws std::invalid_argument for a round that is not paired or a report the event cannot
// have (a crosstable of four-player games), std::runtime_error when the file cannot be written.
void writePdfReport(const Event& event, tournament::ReportKind kind, const PdfOptions& options,
                    const std::string& path);

}  // namespace tourney::reports
