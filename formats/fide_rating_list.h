// FIDE's rating list, in the two forms FIDE publishes it for download (ratings.fide.com,
// "Download rating lists"): the fixed-width text file players_list_foa.txt and the XML file
// players_list_xml.xml. Both hold every rated player, about 1.5 million of them (200 MB and
// more), so the reader streams the file line by line and keeps only the players asked for.
//
// TXT: a header line ("ID Number  Name ... Fed Sex Tit WTit OTit FOA SRtng SGm SK RRtng RGm Rk
// BRtng BGm BK B-day Flag"), then one player a line in fixed columns (1-based): FIDE id 1-15,
// name 16-76, federation 77-79, sex 81-84, title 85-89, women's title 90-94, other titles
// 95-109, FOA title 110-113, standard rating 114-119, games 120-123, K 124-126, rapid rating,
// games and K 127-139, blitz rating, games and K 140-152, year of birth 153-156, flag after. The
// columns are those of the header line FIDE's file carries, as third-party readers document
// them (e.g. the column specifications used with pandas.read_fwf over players_list_foa.txt).
//
// XML: <playerslist> holding one <player> per player with the elements fideid, name, country,
// sex, title, w_title, o_title, foa_title, rating, games, k, rapid_rating, rapid_games,
// rapid_k, blitz_rating, blitz_games, blitz_k, birthday (the year) and flag; empty elements
// for what a player lacks.
#pragma once

#include <functional>
#include <iosfwd>
#include <map>
#include <set>
#include <string>

namespace tourney::formats {

// One player of the list, as the standard (classical) list gives him.
struct RatingListEntry {
    std::string fide_id;
    std::string name;        // "Surname, Given", Latin letters
    std::string federation;  // three letters
    char sex = ' ';          // 'm', 'f' or ' '
    std::string title;       // GM, IM, ... or the women's title when he has no other; may be empty
    int rating = 0;          // standard rating; 0 = none
    int rapid_rating = 0;    // 0 = none
    int blitz_rating = 0;    // 0 = none
    int k_factor = 0;        // 0 = none given
    int birth_year = 0;      // 0 = none given
    int line = 0;            // where the entry starts in the file
};

// Every entry of the list in the order of the file, to `visit`; the form is told by the content
// (XML when the first character is '<'). A malformed entry throws InputError naming the file,
// the line and the field. `in` must be able to seek back to its start.
using RatingListVisitor = std::function<void(const RatingListEntry&)>;
void visitFideRatingList(std::istream& in, const std::string& file_name, const RatingListVisitor& visit);

// The entries of the players whose FIDE ids are in `wanted`, by id. The form is told by the
// content: a file whose first character is '<' is XML. Every line is checked, not only those
// kept: a malformed file throws InputError naming the file, the line and the field.
std::map<std::string, RatingListEntry> readFideRatingList(const std::string& path, const std::set<std::string>& wanted);
// The same from a stream that can seek back to its start (a file uploaded to `tourney serve`),
// named `file_name` in its errors.
std::map<std::string, RatingListEntry> readFideRatingList(std::istream& in, const std::string& file_name,
                                                          const std::set<std::string>& wanted);

}  // namespace tourney::formats
