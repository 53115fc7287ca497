#include "tournament/player_names.h"

#include <cctype>

namespace tourney::tournament {

std::string foldedName(const std::string& name) {
    std::string normal;
    for (char c : name) {
        const auto byte = static_cast<unsigned char>(c);
        if (std::isspace(byte)) {
            if (!normal.empty() && normal.back() != ' ') normal += ' ';
        } else if (c == ',') {
            while (!normal.empty() && normal.back() == ' ') normal.pop_back();
            normal += ", ";
        } else {
            normal += static_cast<char>(std::tolower(byte));
        }
    }
    while (!normal.empty() && (normal.back() == ' ' || normal.back() == ',')) normal.pop_back();
    return normal;
}

std::vector<std::string> nameForms(const std::string& name) {
    const std::string normal = foldedName(name);
    if (normal.empty()) return {};
    const std::size_t comma = normal.find(", ");
    if (comma == std::string::npos) return {normal};
    return {normal, normal.substr(comma + 2) + " " + normal.substr(0, comma)};
}

bool sameName(const std::string& written, const std::string& registered) {
    const auto a = nameForms(written), b = nameForms(registered);
    for (const std::string& mine : a)
        for (const std::string& theirs : b)
            if (!mine.empty() && mine == theirs) return true;
    return false;
}

}  // namespace tourney::tournament
