#include "tournament/password_hash.h"

#include <sodium.h>

#include <stdexcept>
#include <vector>

namespace tourney::tournament {

static void requireSodium() {
    // sodium_init is safe to call more than once and from several threads (libsodium's docs).
    if (sodium_init() < 0) throw std::runtime_error("libsodium cannot be initialised");
}

std::string hashPassword(const std::string& password) {
    requireSodium();
    char stored[crypto_pwhash_STRBYTES];
    if (crypto_pwhash_str(stored, password.data(), password.size(), crypto_pwhash_OPSLIMIT_INTERACTIVE,
                          crypto_pwhash_MEMLIMIT_INTERACTIVE) != 0)
        throw std::runtime_error("argon2id: out of memory while hashing a password");
    return stored;
}

bool passwordMatches(const std::string& stored, const std::string& password) {
    requireSodium();
    if (stored.empty() || stored.size() >= crypto_pwhash_STRBYTES) return false;
    return crypto_pwhash_str_verify(stored.c_str(), password.data(), password.size()) == 0;
}

std::string randomHex(std::size_t bytes) {
    requireSodium();
    std::vector<unsigned char> random(bytes);
    randombytes_buf(random.data(), random.size());
    std::string hex(bytes * 2 + 1, '\0');
    sodium_bin2hex(hex.data(), hex.size(), random.data(), random.size());
    hex.pop_back();
    return hex;
}

}  // namespace tourney::tournament
