// How many columns text takes in a terminal, and where it may be cut without breaking a
// letter. The text tables (reports/text_table.cpp) pad by the width; the TRF writer cuts a name
// too long for its field between clusters (text_columns.h).
#pragma once

#include <cstddef>
#include <string_view>

namespace tourney::formats {

// The columns a terminal gives one code point, as the C library's wcwidth() counts them:
//   0  combining marks drawn on the letter before them (general category Mn and Me: accents,
//      the Bengali and Devanagari vowel signs above or below, hasanta/virama, nukta) and the
//      invisible format characters (zero-width space, joiner and non-joiner, direction marks);
//   2  East Asian wide and fullwidth characters (East_Asian_Width W and F: CJK ideographs,
//      kana, Hangul syllables, fullwidth forms);
//   1  everything else. That includes the spacing vowel signs (Mc) such as Bengali া (U+09BE)
//      or ি (U+09BF): a terminal gives each of them a cell of its own, so "কি" takes two
//      columns, and counting them as zero would leave such a name one column short per sign.
// The tables hold the marks of Latin, Greek, Cyrillic, Devanagari and Bengali names and the
// CJK and Hangul ranges; a mark of another script counts as one column.
int terminalColumns(char32_t c);

// The columns of UTF-8 text: the sum over its code points (malformed bytes count as U+FFFD).
std::size_t displayWidth(std::string_view utf8);

// The end (a byte offset) of the grapheme cluster that starts at byte `at`: a letter with the
// marks on it (Mn, Me, Mc), joiners and variation selectors, and in Bengali and Devanagari a
// conjunct, where a virama (hasanta) links the next consonant into the same syllable
// (Unicode's extended grapheme clusters, UAX #29, GB9, GB9a, GB9c).
std::size_t clusterEnd(std::string_view utf8, std::size_t at);

}  // namespace tourney::formats
