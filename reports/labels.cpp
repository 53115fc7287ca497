#include "reports/labels.h"

#include <algorithm>

#include <cctype>
#include <vector>

namespace tourney::reports {

namespace {

ReportLanguage& chosenLanguage() {
    static ReportLanguage current;
    return current;
}

// The English of a report that must stay English (EnglishReports), on this thread only, so that
// a server printing another report at the same time keeps its language.
thread_local int english_scopes = 0;
// The language of a request on this thread (ReportLanguageScope), or none.
thread_local const ReportLanguage* scoped_language = nullptr;

const ReportLanguage& language() {
    static const ReportLanguage english;
    if (english_scopes > 0) return english;
    return scoped_language ? *scoped_language : chosenLanguage();
}

bool isDigit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

// A title or note without a translation of its own that names someone or something ("Half-point
// bye: 12 Rahman, Tanvir", "Spring Open: standings after round 3") is translated on each side of
// its first colon.
std::string labelAroundColon(const std::string& note) {
    const std::string whole = label(note);
    const std::size_t colon = note.find(": ");
    if (whole != withDigits(note) || colon == std::string::npos) return whole;
    return label(note.substr(0, colon)) + ": " + label(note.substr(colon + 2));
}

}  // namespace

void setReportLanguage(ReportLanguage chosen) { chosenLanguage() = std::move(chosen); }

EnglishReports::EnglishReports() { ++english_scopes; }
EnglishReports::~EnglishReports() { --english_scopes; }

ReportLanguageScope::ReportLanguageScope(ReportLanguage language)
    : language_(std::move(language)), previous_(scoped_language) {
    scoped_language = &language_;
}
ReportLanguageScope::~ReportLanguageScope() { scoped_language = previous_; }

const std::string& reportLanguageCode() { return language().code; }

bool reportsInEnglish() { return !language().translate && language().digits == Digits::Ascii; }

std::string translateWithNumbers(const std::string& english,
                                 const std::function<std::string(const std::string&)>& translate) {
    if (!translate || english.empty()) return english;
    std::string translated = translate(english);
    if (translated != english) return translated;
    std::string pattern;
    std::vector<std::string> numbers;
    for (std::size_t at = 0; at < english.size();) {
        if (!isDigit(english[at])) {
            pattern += english[at++];
            continue;
        }
        const std::size_t start = at;
        while (at < english.size() && isDigit(english[at])) ++at;
        numbers.push_back(english.substr(start, at - start));
        pattern += "%" + std::to_string(numbers.size());
    }
    if (numbers.empty() || numbers.size() > 9) return english;
    translated = translate(pattern);
    if (translated == pattern) return english;
    std::string result;
    for (std::size_t at = 0; at < translated.size(); ++at) {
        const char next = at + 1 < translated.size() ? translated[at + 1] : '\0';
        if (translated[at] == '%' && next >= '1' && next <= '0' + static_cast<char>(numbers.size())) {
            result += numbers[static_cast<std::size_t>(next - '1')];
            ++at;
        } else {
            result += translated[at];
        }
    }
    return result;
}

std::string said(const tournament::Message& message) {
    return language().message ? language().message(message) : message.text();
}

// Digits that belong to a code ("BH/C1", "U16", "TB2") are part of its name, not a number, and
// stay ASCII: a run of digits next to a Latin letter, and the numbers of a rule's article after
// its letter and a dot ("B.02", "C.04.7"), as FIDE writes them.
std::string withDigits(const std::string& text) {
    if (language().digits == Digits::Ascii) return text;
    const auto latinLetter = [](char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); };
    std::string result;
    bool code_before = false;  // the last run of digits stayed ASCII
    for (std::size_t at = 0; at < text.size();) {
        if (!isDigit(text[at])) {
            result += text[at++];
            continue;
        }
        std::size_t end = at;
        while (end < text.size() && isDigit(text[end])) ++end;
        const bool after_dot = at > 1 && text[at - 1] == '.' &&
                               (latinLetter(text[at - 2]) || (isDigit(text[at - 2]) && code_before));
        const bool in_code = (at > 0 && latinLetter(text[at - 1])) || (end < text.size() && latinLetter(text[end])) ||
                             after_dot;
        code_before = in_code;
        for (; at < end; ++at) {
            if (in_code) {
                result += text[at];
                continue;
            }
            // U+09E6 BENGALI DIGIT ZERO onwards, in UTF-8: E0 A7 A6 + n.
            result += "\xE0\xA7";
            result += static_cast<char>(0xA6 + (text[at] - '0'));
        }
    }
    return result;
}

std::string label(const std::string& english) {
    return withDigits(translateWithNumbers(english, language().translate));
}

// A column named for machines ("k_factor", "rank") as a person reads it ("K factor", "Rank");
// headers already written for people ("BH/C1", "Pts") are left alone.
std::string headerWords(const std::string& header) {
    const bool identifier = !header.empty() && std::all_of(header.begin(), header.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || c == '_' || c == ' ';
    });
    if (!identifier) return header;
    std::string words = header;
    std::replace(words.begin(), words.end(), '_', ' ');
    words[0] = static_cast<char>(words[0] - 'a' + 'A');
    return words;
}

tournament::Table localized(const tournament::Table& table) {
    tournament::Table result = table;
    if (reportsInEnglish()) {
        for (tournament::Column& column : result.columns) column.header = headerWords(column.header);
        return result;
    }
    result.title = labelAroundColon(table.title);
    for (tournament::Column& column : result.columns) {
        const std::string translated = label(column.header);
        column.header = translated == column.header ? headerWords(column.header) : translated;
    }
    for (std::string& note : result.notes) {
        const auto message = std::find_if(table.said_notes.begin(), table.said_notes.end(),
                                          [&](const tournament::Message& said) { return said.text() == note; });
        note = message != table.said_notes.end() ? said(*message) : labelAroundColon(note);
    }
    for (auto& row : result.rows)
        for (std::size_t c = 0; c < row.size(); ++c) {
            // Names are the players' own, printed as entered: a player may be called "White".
            const bool name = c < table.columns.size() && table.columns[c].stretch;
            if (!name) row[c].text = label(row[c].text);
        }
    return result;
}

}  // namespace tourney::reports
