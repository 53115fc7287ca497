// Passwords as a server keeps them: argon2id, memory-hard, from libsodium (crypto_pwhash_str),
// each hash with its own salt and its parameters in the stored text. And the random bytes of
// session ids, from the same library's generator.
#pragma once

#include <string>

namespace tourney::tournament {

// The stored form of `password` ("$argon2id$v=19$m=65536,t=2,p=1$..."): 64 MiB and two passes,
// libsodium's "interactive" limits, about a tenth of a second on a server.
std::string hashPassword(const std::string& password);

// Whether `password` is the one `stored` was made from; false for a stored text that is no hash.
bool passwordMatches(const std::string& stored, const std::string& password);

// `bytes` random bytes from the system's generator, as lower-case hexadecimal digits.
std::string randomHex(std::size_t bytes);

}  // namespace tourney::tournament
