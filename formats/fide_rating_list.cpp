#include "formats/fide_rating_list.h"

#include "formats/input_error.h"
#include "formats/input_file.h"
#include "formats/plain_text.h"
#include "scoring/fide_title.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <functional>

namespace tourney::formats {

namespace {

// FIDE's fixed-width list pads its fields with spaces; a file saved on Windows ends its lines
// with a carriage return.
std::string trimmed(const std::string& text) { return formats::trimmed(text, " \t\r"); }

bool allDigits(const std::string& text) {
    return std::all_of(text.begin(), text.end(), [](unsigned char c) { return std::isdigit(c) != 0; });
}

// A whole number field: empty is 0; anything but digits is refused.
int numberField(const std::string& text, const std::string& file, int line, const std::string& field) {
    if (text.empty()) return 0;
    if (!allDigits(text) || text.size() > 9)
        throw InputError(file, line, field, Message("'%1' is not a whole number", text));
    return std::stoi(text);
}

char sexCode(const std::string& text, const std::string& file, int line) {
    if (text.empty()) return ' ';
    if (text == "M" || text == "m") return 'm';
    if (text == "F" || text == "f") return 'f';
    throw InputError(file, line, "sex", Message("'%1' is not M or F", text));
}

// The fields of a player as both forms give them, checked: text fields as read, numbers as text.
struct RawEntry {
    std::string fide_id, name, federation, sex, title, women_title, rating, k_factor, birth_year;
    std::string rapid_rating, blitz_rating;
};

// `line_of` gives the line of a field, for the message.
RatingListEntry checkedEntry(const RawEntry& raw, const std::string& file,
                             const std::function<int(const std::string& field)>& line_of) {
    if (raw.fide_id.empty() || !allDigits(raw.fide_id) || raw.fide_id.size() > 10)
        throw InputError(file, line_of("FIDE id"), "FIDE id", Message("'%1' is not a FIDE id", raw.fide_id));
    RatingListEntry entry;
    entry.fide_id = raw.fide_id;
    entry.name = raw.name;
    entry.federation = raw.federation;
    entry.sex = sexCode(raw.sex, file, line_of("sex"));
    // Current lists write GM, IM, WGM ...; older ones g, m, wg ...
    entry.title = fideTitleCode(raw.title.empty() ? raw.women_title : raw.title);
    entry.rating = numberField(raw.rating, file, line_of("rating"), "rating");
    entry.rapid_rating = numberField(raw.rapid_rating, file, line_of("rapid rating"), "rapid rating");
    entry.blitz_rating = numberField(raw.blitz_rating, file, line_of("blitz rating"), "blitz rating");
    entry.k_factor = numberField(raw.k_factor, file, line_of("K"), "K");
    entry.birth_year = numberField(raw.birth_year, file, line_of("birth year"), "birth year");
    return entry;
}

RawEntry txtFields(const std::string& text) {
    auto column = [&](std::size_t first, std::size_t width) {
        return first < text.size() ? trimmed(text.substr(first, width)) : std::string();
    };
    return {column(0, 15),  column(15, 61), column(76, 3),  column(80, 4),  column(84, 5), column(89, 5),
            column(113, 6), column(123, 3), column(152, 4), column(126, 6), column(139, 6)};
}

void readTxt(std::istream& in, const std::string& file, const RatingListVisitor& visit) {
    std::string text;
    for (int line = 1; std::getline(in, text); ++line) {
        if (trimmed(text).empty() || (line == 1 && text.rfind("ID", 0) == 0)) continue;
        RatingListEntry entry = checkedEntry(txtFields(text), file, [&](const std::string&) { return line; });
        entry.line = line;
        visit(entry);
    }
}

std::string xmlText(std::string text) {
    static const std::pair<const char*, const char*> kEntities[] = {
        {"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&apos;", "'"}, {"&amp;", "&"}};
    for (const auto& [entity, character] : kEntities)
        for (auto at = text.find(entity); at != std::string::npos; at = text.find(entity, at + 1))
            text.replace(at, std::string(entity).size(), character);
    return trimmed(text);
}

// The text of <tag>...</tag> in a player's block; empty for <tag/> or a missing element.
std::string element(const std::string& block, const std::string& tag) {
    const auto open = block.find("<" + tag + ">");
    if (open == std::string::npos) return {};
    const auto start = open + tag.size() + 2;
    const auto close = block.find("</" + tag + ">", start);
    return close == std::string::npos ? std::string() : xmlText(block.substr(start, close - start));
}

// The line of the element a refusal is about: the <player> block's first line and the line
// breaks before the element in it.
int elementLine(const std::string& block, int block_line, const std::string& field) {
    static const std::pair<const char*, const char*> kTags[] = {{"FIDE id", "<fideid>"},
                                                                {"sex", "<sex>"},
                                                                {"rating", "<rating>"},
                                                                {"K", "<k>"},
                                                                {"birth year", "<birthday>"},
                                                                {"rapid rating", "<rapid_rating>"},
                                                                {"blitz rating", "<blitz_rating>"}};
    for (const auto& [name, tag] : kTags)
        if (field == name) {
            const auto at = block.find(tag);
            if (at != std::string::npos)
                return block_line + static_cast<int>(std::count(block.begin(), block.begin() + at, '\n'));
        }
    return block_line;
}

void readXml(std::istream& in, const std::string& file, const RatingListVisitor& visit) {
    std::string text, block;
    int block_line = 0;
    for (int line = 1; std::getline(in, text); ++line) {
        for (std::size_t at = 0; at < text.size();) {
            if (block_line == 0) {
                const auto open = text.find("<player>", at);
                if (open == std::string::npos) break;
                block_line = line;
                block.clear();
                at = open;
            }
            const auto close = text.find("</player>", at);
            block += text.substr(at, close == std::string::npos ? std::string::npos : close + 9 - at);
            if (close == std::string::npos) break;
            if (block.find("</fideid>") == std::string::npos)
                throw InputError(file, block_line, "fideid", "a <player> without a <fideid>");
            const RawEntry raw{
                element(block, "fideid"),       element(block, "name"),        element(block, "country"),
                element(block, "sex"),          element(block, "title"),       element(block, "w_title"),
                element(block, "rating"),       element(block, "k"),           element(block, "birthday"),
                element(block, "rapid_rating"), element(block, "blitz_rating")};
            RatingListEntry entry = checkedEntry(
                raw, file, [&](const std::string& field) { return elementLine(block, block_line, field); });
            entry.line = block_line;
            visit(entry);
            block_line = 0;
            at = close + 9;
        }
        if (block_line != 0) block += '\n';
        if (block.size() > 1 << 16) throw InputError(file, block_line, "player", "a <player> that does not end");
    }
    if (block_line != 0) throw InputError(file, block_line, "player", "the file ends inside a <player>");
}

}  // namespace

void visitFideRatingList(std::istream& in, const std::string& file_name, const RatingListVisitor& visit) {
    char first = ' ';
    while (in.get(first) && std::isspace(static_cast<unsigned char>(first))) {}
    in.clear();
    in.seekg(0);
    if (first == '<')
        readXml(in, file_name, visit);
    else
        readTxt(in, file_name, visit);
    if (in.bad()) throw InputError(file_name, 0, "", "cannot be read to the end");
}

std::map<std::string, RatingListEntry> readFideRatingList(std::istream& in, const std::string& file_name,
                                                          const std::set<std::string>& wanted) {
    std::map<std::string, RatingListEntry> found;
    visitFideRatingList(in, file_name, [&](const RatingListEntry& entry) {
        if (wanted.count(entry.fide_id)) found[entry.fide_id] = entry;
    });
    return found;
}

std::map<std::string, RatingListEntry> readFideRatingList(const std::string& path,
                                                          const std::set<std::string>& wanted) {
    checkRegularFile(path);
    std::ifstream in(path, std::ios::binary);
    if (!in) throw InputError(path, 0, "", "cannot be read");
    return readFideRatingList(in, path, wanted);
}

}  // namespace tourney::formats
