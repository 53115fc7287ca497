#include "reports/norm_forms_pdf.h"

#include "reports/labels.h"
#include "reports/pdf_table.h"

#include <algorithm>

namespace tourney::reports {

namespace {

constexpr float kFieldSize = 9.5f;
constexpr float kFieldHeight = 14.0f;
constexpr float kHeadingSize = 11.0f;
constexpr float kGap = 10.0f;

// The fields as two columns: the labels in bold, the values beside them; returns the y under them.
float printFields(PdfDocument& pdf, const std::vector<tournament::FormField>& fields, const std::string& page_title,
                  float y) {
    const Box body = pdf.body();
    float label_width = 0;
    for (const tournament::FormField& field : fields)
        label_width = std::max(label_width, pdf.textWidth(label(field.label), kFieldSize, Weight::Bold));
    label_width = std::min(label_width + kGap, body.width / 2);
    for (const tournament::FormField& field : fields) {
        if (y + kFieldHeight > body.bottom()) {
            pdf.newPage(Orientation::Portrait, page_title);
            y = body.y;
        }
        pdf.textIn({body.x, y, label_width, kFieldHeight}, label(field.label), kFieldSize, tournament::Align::Left,
                   Weight::Bold);
        pdf.textIn({body.x + label_width, y, body.width - label_width, kFieldHeight}, withDigits(field.value),
                   kFieldSize, tournament::Align::Left);
        pdf.line(body.x + label_width, y + kFieldHeight - 1, body.right(), y + kFieldHeight - 1, 0.3f, kGrey(0.7f));
        y += kFieldHeight;
    }
    return y;
}

// A heading over a table, on a new page when the heading, the header row and a row would not fit.
float printHeading(PdfDocument& pdf, const std::string& title, const std::string& page_title, float y) {
    if (y + kFieldHeight * 4 > pdf.body().bottom()) {
        pdf.newPage(Orientation::Portrait, page_title);
        y = pdf.body().y;
    }
    pdf.text(pdf.body().x, y + kHeadingSize, title, kHeadingSize, Weight::Bold);
    return y + kHeadingSize + kGap / 2;
}

float printNotes(PdfDocument& pdf, const std::vector<std::string>& notes, const std::string& page_title, float y) {
    for (const std::string& note : notes) {
        for (const std::string& line : wrapText(pdf, label(note), kFieldSize, pdf.body().width)) {
            if (y + kFieldHeight > pdf.body().bottom()) {
                pdf.newPage(Orientation::Portrait, page_title);
                y = pdf.body().y;
            }
            pdf.textIn({pdf.body().x, y, pdf.body().width, kFieldHeight}, line, kFieldSize, tournament::Align::Left);
            y += kFieldHeight;
        }
        y += kGap / 2;
    }
    return y;
}

}  // namespace

void printNormForms(PdfDocument& pdf, const std::vector<tournament::NormForm>& forms) {
    for (const tournament::NormForm& form : forms) {
        const std::string title = label(form.title);
        pdf.newPage(Orientation::Portrait, title);
        float y = printFields(pdf, form.fields, title, pdf.body().y) + kGap;
        for (const tournament::Table& table : form.tables) {
            const tournament::Table shown = localized(table);
            y = printHeading(pdf, shown.title, title, y);
            y = continueTable(pdf, shown, Orientation::Portrait, y) + kGap;
        }
        printNotes(pdf, form.notes, title, y + kGap);
    }
}

}  // namespace tourney::reports
