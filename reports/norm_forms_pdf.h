// FIDE's title norm forms as PDF: IT1 certificates and the IT3 tournament report
// (tournament/norm_forms.h decides what they hold), each form from a new page.
#pragma once

#include "reports/pdf_document.h"
#include "tournament/norm_forms.h"

#include <vector>

namespace tourney::reports {

// Each form: its title, its fields as labelled lines, its tables, its notes.
void printNormForms(PdfDocument& pdf, const std::vector<tournament::NormForm>& forms);

}  // namespace tourney::reports
