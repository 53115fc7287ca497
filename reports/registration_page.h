// The public registration form of `tourney serve` (issue 36): the form, with what was typed and
// the refusal next to the field at fault, and the page that confirms an entry received (or the
// entry or player the entrant already is). Plain HTML that works without JavaScript; every text
// escaped. The words of the event core come translated by the front end.
#pragma once

#include "scoring/registration_entry.h"

#include <string>
#include <utility>
#include <vector>

namespace tourney::reports {

// What the form shows.
struct RegistrationFormView {
    std::string action;  // where it posts: "/events/ID/register?lang=bn"
    bool open = false;   // taking entries now
    std::string state;   // translated: "Entries are taken until ...", "Registration is closed."
    // The fields as typed, when a post was refused: "name", "federation", "fide_id",
    // "birth_year", "club".
    std::vector<std::pair<std::string, std::string>> typed;
    std::string refused_field;  // the field at fault; empty: the refusal is about the form
    std::string refusal;        // translated; empty when nothing was refused
    // An event in sections (tournament/sections.h): each section's name and band, for the
    // entrant to choose from ("section"), and the one chosen; empty: no choice.
    std::vector<std::pair<std::string, std::string>> sections;
    std::string section;
};

// The body of the form page.
std::string registrationFormBody(const RegistrationFormView& view);

// The body of the page after a post the form took: `said` (translated) and the entry's details
// (none for a player registered already), with the notes (translated) of what the rating list
// changed.
std::string registrationReceiptBody(const std::string& said, const RegistrationEntry* entry,
                                    const std::vector<std::string>& notes);

}  // namespace tourney::reports
