#include "app/tiebreak_option.h"

#include "app/refusal.h"
#include "scoring/tiebreaks.h"

namespace tourney::app {

std::vector<std::string> tiebreakList(const QString& text) {
    std::vector<std::string> codes;
    try {
        for (const TiebreakCode& code : parseTiebreakList(text.toStdString())) codes.push_back(code.text());
    } catch (const TiebreakError& error) {
        throw Refusal(std::string("argument --tiebreaks: ") + error.what());
    }
    return codes;
}

}  // namespace tourney::app
