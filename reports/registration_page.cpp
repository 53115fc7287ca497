#include "reports/registration_page.h"

#include "reports/html_site.h"
#include "reports/labels.h"

namespace tourney::reports {

namespace {

struct FormField {
    const char* name;
    std::string label;       // in the page's language
    const char* attributes;  // what the browser checks before sending; the server checks it all again
};

std::vector<FormField> formFields() {
    return {
        {"name", label("Name (surname, given names)"), "required maxlength=\"100\" autocomplete=\"name\""},
        {"federation", label("Federation (FIDE code, e.g. BAN)"), "required maxlength=\"3\" size=\"4\""},
        {"fide_id", label("FIDE id (if you have one)"), "inputmode=\"numeric\" maxlength=\"10\""},
        {"birth_year", label("Year of birth"), "required inputmode=\"numeric\" maxlength=\"4\" size=\"5\""},
        {"club", label("Club"), "maxlength=\"100\""},
    };
}

std::string typedValue(const RegistrationFormView& view, const std::string& field) {
    for (const auto& [name, value] : view.typed)
        if (name == field) return value;
    return {};
}

std::string fieldRow(const RegistrationFormView& view, const FormField& field) {
    std::string html = "<p><label>" + htmlEscape(field.label) + "<br><input name=\"" + field.name + "\" value=\"" +
                       htmlEscape(typedValue(view, field.name)) + "\" " + field.attributes;
    const bool refused = !view.refusal.empty() && view.refused_field == field.name;
    if (refused) html += " aria-invalid=\"true\" autofocus";
    html += "></label>";
    if (refused) html += " <strong class=\"refusal\">" + htmlEscape(view.refusal) + "</strong>";
    return html + "</p>\n";
}

// The choice of section of an event in sections, each with its band ("A (2000-)").
std::string sectionRow(const RegistrationFormView& view) {
    std::string html = "<p><label>" + htmlEscape(label("Section")) + "<br><select name=\"section\">";
    for (const auto& [name, band] : view.sections)
        html += "<option value=\"" + htmlEscape(name) + "\"" + (name == view.section ? " selected" : "") + ">" +
                htmlEscape(name + " (" + band + ")") + "</option>";
    html += "</select></label>";
    if (!view.refusal.empty() && view.refused_field == "section")
        html += " <strong class=\"refusal\">" + htmlEscape(view.refusal) + "</strong>";
    return html + "</p>\n";
}

bool namesAField(const RegistrationFormView& view, const std::string& field) {
    for (const char* name : {"name", "federation", "fide_id", "birth_year", "club"})
        if (field == name) return true;
    return field == "section" && !view.sections.empty();
}

}  // namespace

std::string registrationFormBody(const RegistrationFormView& view) {
    std::string html = "<h2>" + htmlEscape(label("Registration")) + "</h2>\n";
    html += "<p class=\"note\">" + htmlEscape(view.state) + "</p>\n";
    if (!view.refusal.empty() && !namesAField(view, view.refused_field))
        html += "<p><strong class=\"refusal\">" + htmlEscape(view.refusal) + "</strong></p>\n";
    if (!view.open) return html;
    html += "<form method=\"post\" action=\"" + htmlEscape(view.action) + "\">\n";
    for (const FormField& field : formFields()) html += fieldRow(view, field);
    if (!view.sections.empty()) html += sectionRow(view);
    return html + "<button type=\"submit\">" + htmlEscape(label("Register")) + "</button>\n</form>\n";
}

std::string registrationReceiptBody(const std::string& said, const RegistrationEntry* entry,
                                    const std::vector<std::string>& notes) {
    std::string html = "<h2>" + htmlEscape(label("Registration")) + "</h2>\n<p>" + htmlEscape(said) + "</p>\n";
    for (const std::string& note : notes) html += "<p class=\"note\">" + htmlEscape(note) + "</p>\n";
    if (!entry) return html;
    const std::pair<std::string, std::string> rows[] = {
        {label("Entry"), std::to_string(entry->number)},
        {label("Name"), entry->name},
        {label("Federation"), entry->federation},
        {label("FIDE id"), entry->fide_id},
        {label("Year of birth"), std::to_string(entry->birth_year)},
        {label("Club"), entry->club},
        {label("Rating"), entry->rating ? std::to_string(entry->rating) : std::string()},
        {label("Received"), entry->submitted_at},
    };
    html += "<table>\n";
    for (const auto& [name, value] : rows)
        html += "<tr><th>" + htmlEscape(name) + "</th><td>" + htmlEscape(value) + "</td></tr>\n";
    return html + "</table>\n";
}

}  // namespace tourney::reports
