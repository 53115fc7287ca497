// FIDE's playing titles (B.01 0.3: GM, IM, FM, CM, WGM, WIM, WFM, WCM) in the one form Tourney
// keeps them, whichever form a file writes them in: FIDE's older rating lists and its example
// TRF write g, m, f, c, wg, wm, wf, wc.
#pragma once

#include <string>
#include <string_view>

namespace tourney {

// "g" -> "GM", "wm" -> "WIM", "gm" -> "GM"; any other text upper-cased as it is ("" stays "").
std::string fideTitleCode(std::string_view written);

}  // namespace tourney
