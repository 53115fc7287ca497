// FIDE's title norm forms, filled from the event (B.01 2024, 1.4): IT1, the certificate of a
// title norm, one for each norm a player achieved, with his opponents; and IT3, the tournament
// report the chief arbiter sends with them, with the norms achieved and the players. What the
// forms hold is decided here; reports/norm_forms_pdf.h prints them.
#pragma once

#include "scoring/event.h"
#include "tournament/table.h"

#include <string>
#include <vector>

namespace tourney::tournament {

// A labelled line of a form: "Event" and its name, "Rating average (Ra)" and 2412.
struct FormField {
    std::string label;
    std::string value;
};

struct NormForm {
    std::string title;               // "IT1 Certificate of title norm: GM", "IT3 Tournament report"
    std::vector<FormField> fields;   // the event, the player, the figures, in the form's order
    std::vector<Table> tables;       // IT1: the games counted; IT3: the norms achieved, the players
    std::vector<std::string> notes;  // what the arbiter still checks and signs
};

// An IT1 for every norm player `start_no` achieved, or for every player's norms when
// `start_no` is 0. Throws Refusal for an event FIDE does not rate, NotInEvent for a start number
// the event does not have, and Refusal when no norm was achieved (by him, or by anybody).
std::vector<NormForm> normCertificates(const Event& event, int start_no);

// The IT3 tournament report of the event, with the norms achieved (none is a valid report).
// Throws Refusal for an event FIDE does not rate.
NormForm tournamentReportForm(const Event& event);

}  // namespace tourney::tournament
