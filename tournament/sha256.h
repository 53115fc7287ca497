// SHA-256 (FIPS 180-4), for the hash chain of the event's log (log_chain.h). Written here
// rather than taken from Qt because the event core is plain C++ and the chain's rule must live
// in one place, beside the use cases that verify it.
#pragma once

#include <string>
#include <string_view>

namespace tourney::tournament {

// The digest of `bytes` as 64 lower-case hexadecimal digits.
std::string sha256Hex(std::string_view bytes);

}  // namespace tourney::tournament
