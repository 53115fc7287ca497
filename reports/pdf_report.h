// Every PDF report Tourney prints, written to a file in one call.
#pragma once

#include "reports/pdf_document.h"
#include "scoring/event.h"
#include "tournament/hall_paper.h"
#include "tournament/report_kind.h"

#include <optional>
#include <string>

namespace tourney::reports {

struct PdfOptions {
    Paper paper = Paper::A4;
    int round = 0;              // pairings and scoresheets: that round; tables: after it; 0 = the last paired
    std::string category = {};  // standings: only this category's players (empty: everybody)
    int player = 0;             // it1: that player's norm certificates (0: every player's)
    // Pairing cards and badges: the event's site, whose player pages their QR codes lead to.
    std::optional<tournament::SiteAddress> site = std::nullopt;
    bool no_qr = false;  // pairing cards and badges without QR codes, when the event has no site
};

// The running header of an event: its name, then place, dates and chief arbiter.
RunningHeader runningHeaderOf(const EventInfo& info);

// The report as the bytes of a PDF. Throws std::invalid_argument for a round that is not
// paired or a report the event cannot have; Refusal (field "site_url") for pairing cards or
// badges with neither a site nor `no_qr`.
std::string pdfReport(const Event& event, tournament::ReportKind kind, const PdfOptions& options);

// pdfReport written to `path` (tests and benchmarks; commands write through app/saved_file.h).
// Throws std::invalid_argument for a round that is not paired or a report the event cannot
// have (a crosstable of four-player games), std::runtime_error when the file cannot be written.
void writePdfReport(const Event& event, tournament::ReportKind kind, const PdfOptions& options,
                    const std::string& path);

}  // namespace tourney::reports
