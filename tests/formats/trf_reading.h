// A TRF written inline in a test, read as the reader reads a file named test.trf.
#pragma once

#include "formats/input_error.h"
#include "formats/trf.h"

#include <sstream>
#include <string>

inline tourney::formats::TrfDocument read(const std::string& text) {
    std::istringstream in(text);
    return tourney::formats::readTrf(in, "test.trf");
}

// What reading the text says: the error (file:line: field ...), or "accepted".
inline std::string readError(const std::string& text) {
    try {
        read(text);
    } catch (const tourney::formats::InputError& error) {
        return error.what();
    }
    return "accepted";
}
