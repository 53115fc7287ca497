// How Boost.Test prints the verdict types of rules/rules.h in failure messages.
#pragma once

#include "rules/rules.h"

#include <ostream>

namespace tourney::rules {
inline std::ostream& operator<<(std::ostream& out, VerdictKind kind) { return out << verdictName(kind); }
inline std::ostream& operator<<(std::ostream& out, Ending ending) { return out << "ending " << int(ending); }
}  // namespace tourney::rules
