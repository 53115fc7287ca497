// Issue 30 item 5: text that lines up in a terminal. The widths are what the C library's
// wcwidth() gives (glibc, the table terminals follow): marks on a letter take no column, a
// spacing vowel sign takes one, a CJK ideograph two. Clusters are where a name may be cut.
#include "formats/display_width.h"
#include "formats/text_columns.h"

#include <boost/test/unit_test.hpp>

#include <string>
#include <vector>

using namespace tourney::formats;

namespace {

// The clusters of `text`, in order.
std::vector<std::string> clusters(const std::string& text) {
    std::vector<std::string> parts;
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t end = clusterEnd(text, at);
        BOOST_REQUIRE(end > at);
        parts.push_back(text.substr(at, end - at));
        at = end;
    }
    return parts;
}

}  // namespace

BOOST_AUTO_TEST_CASE(marks_on_a_letter_take_no_column) {
    BOOST_TEST(displayWidth("Müller") == 6u);
    BOOST_TEST(displayWidth("Mu\xCC\x88ller") == 6u);   // u + combining diaeresis (Mn)
    BOOST_TEST(displayWidth("কু") == 1u);                // KA + vowel sign U, written below (Mn)
    BOOST_TEST(displayWidth("ন্দ্র") == 3u);              // NA, DA, RA; the two hasantas (Mn) take none
    BOOST_TEST(displayWidth("कि") == 2u);               // Devanagari KA + vowel sign I (Mc)
    BOOST_TEST(displayWidth("a\u200Db") == 2u);         // zero-width joiner
    BOOST_TEST(displayWidth("a\u200Cb\u200Ec") == 3u);  // non-joiner, left-to-right mark
    BOOST_TEST(displayWidth("й") == 1u);                // Cyrillic short i, precomposed
    BOOST_TEST(displayWidth("и\xCC\x86") == 1u);        // the same with a combining breve
}

BOOST_AUTO_TEST_CASE(a_spacing_vowel_sign_takes_a_column_of_its_own) {
    // Mc, as wcwidth() counts it and terminals draw it: KA + I is two columns, not one.
    BOOST_TEST(terminalColumns(U'\u09BE') == 1);  // া AA
    BOOST_TEST(terminalColumns(U'\u09BF') == 1);  // ি I
    BOOST_TEST(terminalColumns(U'\u09C1') == 0);  // ু U
    BOOST_TEST(terminalColumns(U'\u09CD') == 0);  // ্ hasanta
    BOOST_TEST(displayWidth("কি") == 2u);
    BOOST_TEST(displayWidth("হোসেন") == 5u);  // HA, O (Mc), SA, E (Mc), NA
}

BOOST_AUTO_TEST_CASE(east_asian_wide_characters_take_two_columns) {
    BOOST_TEST(displayWidth("丁立人") == 6u);
    BOOST_TEST(displayWidth("김") == 2u);          // Hangul syllable
    BOOST_TEST(displayWidth("カ") == 2u);          // katakana
    BOOST_TEST(displayWidth("\uFF21") == 2u);      // fullwidth A
    BOOST_TEST(displayWidth("\U00020B9F") == 2u);  // an ideograph of extension B
    BOOST_TEST(displayWidth("\uFF76") == 1u);      // halfwidth katakana
}

BOOST_AUTO_TEST_CASE(names_measure_as_the_terminal_draws_them) {
    BOOST_TEST(displayWidth("ইসলাম, নুসরাত") == 12u);
    BOOST_TEST(displayWidth("বিশ্বাস, জ্যোতির্ময়") == 16u);
    BOOST_TEST(displayWidth("Непомнящий, Ян") == 14u);
    BOOST_TEST(displayWidth("Kowalczyk, Marta") == 16u);
}

BOOST_AUTO_TEST_CASE(a_cluster_is_a_letter_with_its_marks_and_a_conjunct_is_one_cluster) {
    using V = std::vector<std::string>;
    BOOST_TEST(clusters("কি") == V{"কি"}, boost::test_tools::per_element());
    BOOST_TEST(clusters("Mu\xCC\x88ller") == (V{"M", "u\xCC\x88", "l", "l", "e", "r"}),
               boost::test_tools::per_element());
    // বি | শ্বা (SHA + hasanta + BA + AA) | স
    BOOST_TEST(clusters("বিশ্বাস") == (V{"বি", "শ্বা", "স"}), boost::test_tools::per_element());
    // জ্যো (JA + hasanta + YA + O) | তি | র্ম (reph over MA) | য়
    BOOST_TEST(clusters("জ্যোতির্ময়") == (V{"জ্যো", "তি", "র্ম", "য়"}), boost::test_tools::per_element());
    BOOST_TEST(clusters("क्षत्रिय") == (V{"क्ष", "त्रि", "य"}), boost::test_tools::per_element());
    // A non-joiner after the hasanta asks for it to be seen: the consonant starts anew.
    BOOST_TEST(clusters("ক্\u200Cষ") == (V{"ক্\u200C", "ষ"}), boost::test_tools::per_element());
    BOOST_TEST(clusters("丁立人") == (V{"丁", "立", "人"}), boost::test_tools::per_element());
    BOOST_TEST(clusterEnd("ab", 2) == 2u);
}

BOOST_AUTO_TEST_CASE(a_field_too_short_for_a_name_cuts_it_between_clusters) {
    // fit() counts characters (code points), as the TRF columns do, and pads what a cluster left.
    BOOST_TEST(fit("বিশ্বাস", 7) == "বিশ্বাস");
    BOOST_TEST(fit("বিশ্বাস", 6) == "বিশ্বা");
    BOOST_TEST(fit("বিশ্বাস", 5) == "বি   ");  // শ্বা is four characters and no longer fits
    BOOST_TEST(fit("বিশ্বাস", 1) == " ");
    BOOST_TEST(fit("Müller", 3) == "Mül");
    BOOST_TEST(fit("Mu\xCC\x88ller", 2) == "M ");
    BOOST_TEST(fit("42", 4, true) == "  42");
}
