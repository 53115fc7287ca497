// The words reports print besides the event's own (titles, column headers, legends, the labels
// of a scoresheet, "Page 1 of 3"), in the language the front end chose, and the digits numbers
// are written in. English and ASCII digits unless a front end installs a language: the command
// line does for --lang and --digits (app/interface_language.h), so the event core never sees
// one. The machine formats (JSON, CSV, TSV) always stay English with ASCII digits.
#pragma once

#include "tournament/message.h"
#include "tournament/table.h"

#include <functional>
#include <string>

namespace tourney::reports {

enum class Digits { Ascii, Bengali };

struct ReportLanguage {
    // The translation of an English text, or the text itself when there is none. Empty: English.
    std::function<std::string(const std::string& english)> translate;
    // A message of the event core (tournament/message.h) translated, its values filled. Empty:
    // its English.
    std::function<std::string(const tournament::Message& message)> message;
    Digits digits = Digits::Ascii;
    std::string code = "en";  // BCP 47, for HTML's lang attribute
};

// Process-wide, like a locale: set once before any report is printed.
void setReportLanguage(ReportLanguage language);
bool reportsInEnglish();  // no translation and ASCII digits

// While one lives, the reports this thread prints are English with ASCII digits, whatever
// language was set: FIDE's norm forms (IT1, IT3) are filed with FIDE in English.
class EnglishReports {
public:
    EnglishReports();
    ~EnglishReports();
    EnglishReports(const EnglishReports&) = delete;
    EnglishReports& operator=(const EnglishReports&) = delete;
};
const std::string& reportLanguageCode();

// While one lives, the reports this thread prints speak `language` instead of the one set: a
// server's page that asks for a language of its own (the hall's screen, ?lang=bn).
class ReportLanguageScope {
public:
    explicit ReportLanguageScope(ReportLanguage language);
    ~ReportLanguageScope();
    ReportLanguageScope(const ReportLanguageScope&) = delete;
    ReportLanguageScope& operator=(const ReportLanguageScope&) = delete;

private:
    ReportLanguage language_;
    const ReportLanguage* previous_;
};

// `english` translated with `translate`. A text with numbers ("Standings after round 5") that has
// no translation of its own is looked up with its numbers as %1, %2, ... ("Standings after round
// %1") and the numbers are put back into the translation.
std::string translateWithNumbers(const std::string& english,
                                 const std::function<std::string(const std::string&)>& translate);

// A label in the report language, its digits as chosen.
std::string label(const std::string& english);
// A message of the event core in the report language.
std::string said(const tournament::Message& message);
// The text with its ASCII digits written as chosen, but for those of a code ("BH/C1", "U16");
// nothing else changes.
std::string withDigits(const std::string& text);

// The table as a person reads it: title, headers, notes and the cells of every column but the
// names through label(), digits as chosen; a header named for machines ("k_factor") in words
// ("K factor"), in English too. Machine formats (JSON, CSV, TSV) keep the table's own headers.
tournament::Table localized(const tournament::Table& table);

}  // namespace tourney::reports
