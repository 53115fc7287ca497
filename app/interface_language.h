// The language of the command's interface: its help, its messages and the labels of the
// reports it prints. English unless `--lang bn` (anywhere on the command line) or TOURNEY_LANG=bn
// asks for Bengali; `--digits bengali` (or TOURNEY_DIGITS=bengali) writes the numbers of reports
// in Bengali digits. Translations are Qt Linguist files (app/translations/tourney_LANG.ts),
// compiled by lrelease and embedded. The English text is the key: the event core and the
// commands keep writing English, and the text is translated where it is printed; a text without
// a translation stays English.
#pragma once

#include "formats/input_error.h"
#include "reports/labels.h"
#include "tournament/message.h"

#include <QString>
#include <QStringList>

namespace tourney::app {

// Takes --lang and --digits (with their values) out of `arguments` and installs the language
// they, or the environment, choose. Returns a message when the language or digits are unknown.
QString setUpInterfaceLanguage(QStringList& arguments);

// `english` in the interface language. A text whose numbers differ from its translation's key
// ("round 4 is not paired") is found under its numbers as %1, %2, ... ("round %1 is not paired").
QString translated(const char* context, const QString& english);

// A message of the event core or a command (tournament/message.h) in the interface language: its
// pattern translated in the "messages" context and its values filled in, numbers in the digits
// --digits chose, names as they are. A pattern without a translation stays English.
QString translated(const tournament::Message& message);

// A refused line of a file: its place ("FILE:LINE: field NAME: ") and what is wrong, in the
// interface language, the values found in the file kept as they are.
QString translated(const formats::InputError& error);

// The language one request asked for (`tourney serve`, ?lang=en|bn): while it lives, the
// translated() of its thread speak that language instead of the server's (--lang), so that the
// browser's pages get their refusals in the language the page shows. Reports' labels and digits
// stay the server's.
class RequestLanguage {
public:
    // `code`: "en" or "bn"; anything else (none given) leaves the server's language.
    explicit RequestLanguage(const QString& code);
    ~RequestLanguage();
    RequestLanguage(const RequestLanguage&) = delete;
    RequestLanguage& operator=(const RequestLanguage&) = delete;

private:
    int previous_;
};

// The reports' language of one request (?lang=en|bn, ?digits=ascii|bengali) on this thread while
// it lives: the labels a served page prints (the hall's screen) in the language and digits the
// page asked for, whatever the server's. Refused (UnusableRequest, field "lang" or "digits")
// for a language or digits not known.
class RequestReportLanguage {
public:
    RequestReportLanguage(const QString& code, const QString& digits);

private:
    RequestLanguage messages_;
    reports::ReportLanguageScope reports_;
};

// A help text written in place, translated: scripts/translations.py finds the literal in the
// call and keeps its entry in the .ts files.
inline QString help(const char* english) { return translated("help", english); }

}  // namespace tourney::app
