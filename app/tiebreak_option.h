// The --tiebreaks argument shared by `tourney new` and `tourney set-tiebreaks`.
#pragma once

#include <QString>

#include <string>
#include <vector>

namespace tourney::app {

// The codes as C.07 and TRF-26 write them (BH/C1, KS/L+1, ...), checked and written back in
// their canonical form. Throws Refusal naming the argument for a code it cannot read.
std::vector<std::string> tiebreakList(const QString& text);

}  // namespace tourney::app
