#include "tournament/registry_names.h"

#include "formats/utf8.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace tourney::tournament {
namespace {

// The letters of U+00C0..U+00FF without their marks; "" for the two signs (×, ÷) among them.
constexpr std::array<const char*, 64> kLatin1 = {
    "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i",  "i",   // À..Ï
    "d", "n", "o", "o", "o", "o", "o",  "",  "o", "u", "u", "u", "u", "y", "th", "ss",  // Ð..ß
    "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i",  "i",   // à..ï
    "d", "n", "o", "o", "o", "o", "o",  "",  "o", "u", "u", "u", "u", "y", "th", "y"};  // ð..ÿ

// Latin Extended-A (U+0100..U+017F) in runs of one base letter, capital and small alternating.
struct LetterRun {
    char32_t last;
    const char* base;
};
constexpr LetterRun kExtendedA[] = {{0x105, "a"}, {0x10D, "c"},  {0x111, "d"}, {0x11B, "e"}, {0x123, "g"}, {0x127, "h"},
                                    {0x131, "i"}, {0x133, "ij"}, {0x135, "j"}, {0x138, "k"}, {0x142, "l"}, {0x14B, "n"},
                                    {0x151, "o"}, {0x153, "oe"}, {0x159, "r"}, {0x161, "s"}, {0x167, "t"}, {0x173, "u"},
                                    {0x175, "w"}, {0x178, "y"},  {0x17E, "z"}, {0x17F, "s"}};

// What a code point is in a folded word.
enum class Fold {
    Separates,  // blanks, punctuation, signs
    Dropped,    // a combining mark: "e" + U+0301 is "é", folded "e"
    Kept,       // a letter of another script, kept as written
    Plain,      // a Latin letter or digit: `plain` says which letters it becomes
};

Fold folded(char32_t c, const char*& plain) {
    static const char* const kAsciiLetters = "abcdefghijklmnopqrstuvwxyz";
    static const char* const kDigits = "0123456789";
    if (c >= 'A' && c <= 'Z') c += 'a' - 'A';
    if (c >= 'a' && c <= 'z') return plain = kAsciiLetters + (c - 'a'), Fold::Plain;
    if (c >= '0' && c <= '9') return plain = kDigits + (c - '0'), Fold::Plain;
    if (c >= 0xC0 && c <= 0xFF) return *(plain = kLatin1[c - 0xC0]) ? Fold::Plain : Fold::Separates;
    if (c >= 0x100 && c <= 0x17F)
        for (const LetterRun& run : kExtendedA)
            if (c <= run.last) return plain = run.base, Fold::Plain;
    if (c == 0x218 || c == 0x219) return plain = "s", Fold::Plain;  // Ș ș (Romanian)
    if (c == 0x21A || c == 0x21B) return plain = "t", Fold::Plain;  // Ț ț
    if (c >= 0x300 && c <= 0x36F) return Fold::Dropped;
    // An apostrophe joins: "O'Brien" is "obrien", one word that a search for "o'brien" begins.
    if (c == '\'' || c == 0x2019 || c == 0x2BC) return Fold::Dropped;
    // The joiners shape letters of Indic scripts (Bengali "র‍্য"): part of the word they stand in.
    if (c == 0x200C || c == 0x200D) return Fold::Kept;
    if (c < 0xC0 || (c >= 0x2000 && c <= 0x206F) || c == 0x3000 || c == 0xFEFF || c == 0xFFFD) return Fold::Separates;
    return Fold::Kept;
}

}  // namespace

std::vector<std::string> foldedWords(const std::string& name) {
    std::vector<std::string> words(1);
    for (std::size_t at = 0; at < name.size();) {
        const std::size_t start = at;
        const char* plain = "";
        switch (folded(formats::nextCodePoint(name, at), plain)) {
        case Fold::Separates:
            if (!words.back().empty()) words.emplace_back();
            break;
        case Fold::Dropped: break;
        case Fold::Kept: words.back().append(name, start, at - start); break;
        case Fold::Plain:
            // An ASCII letter or digit is one character of `plain`; a Latin letter with marks its whole text.
            words.back() += start + 1 == at ? std::string(1, *plain) : std::string(plain);
            break;
        }
    }
    if (words.back().empty()) words.pop_back();
    return words;
}

NameKeys nameKeys(const std::string& name) {
    auto joined = [](const std::vector<std::string>& words) {
        std::string text;
        for (const std::string& word : words) text += (text.empty() ? "" : " ") + word;
        return text;
    };
    NameKeys keys;
    keys.surname_first = joined(foldedWords(name));
    const auto comma = name.find(',');
    if (comma == std::string::npos) {
        keys.given_first = keys.surname_first;
    } else {
        std::vector<std::string> words = foldedWords(name.substr(comma + 1));
        for (std::string& word : foldedWords(name.substr(0, comma))) words.push_back(std::move(word));
        keys.given_first = joined(words);
    }
    return keys;
}

int editDistance(const std::string& a, const std::string& b, int limit) {
    const int n = static_cast<int>(a.size()), m = static_cast<int>(b.size());
    if (std::abs(n - m) > limit) return limit + 1;
    // Three rows of the optimal string alignment table: two back for a swap of neighbours.
    std::vector<int> before(m + 1), previous(m + 1), current(m + 1);
    for (int j = 0; j <= m; ++j) previous[j] = j;
    for (int i = 1; i <= n; ++i) {
        current[0] = i;
        int row_best = current[0];
        for (int j = 1; j <= m; ++j) {
            const int cost = a[i - 1] == b[j - 1] ? 0 : 1;
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                current[j] = std::min(current[j], before[j - 2] + 1);
            row_best = std::min(row_best, current[j]);
        }
        if (row_best > limit) return limit + 1;
        std::swap(before, previous);
        std::swap(previous, current);
    }
    return std::min(previous[m], limit + 1);
}

int typosAllowed(const std::string& word) {
    if (word.size() < 4) return 0;
    return word.size() < 8 ? 1 : 2;
}

}  // namespace tourney::tournament
