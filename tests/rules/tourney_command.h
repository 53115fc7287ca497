// Runs the built `tourney` binary as an arbiter would, for the command tests of tests/rules/.
#pragma once

#include <boost/test/unit_test.hpp>

#include <sys/wait.h>
#include <cstdio>
#include <fstream>
#include <string>

namespace tourney::tests {

struct Run {
    int exit_code = -1;
    std::string output;  // standard output; standard error is dropped
};

inline Run run(const std::string& arguments) {
    Run result;
    std::string command = std::string(TOURNEY_BINARY) + " " + arguments + " 2>/dev/null";
    FILE* pipe = popen(command.c_str(), "r");
    BOOST_REQUIRE(pipe);
    char buffer[4096];
    std::size_t count;
    while ((count = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) result.output.append(buffer, count);
    int status = pclose(pipe);
    result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return result;
}

// Writes a file beside the binary and returns its path.
inline std::string writeTemporary(const std::string& name, const std::string& text) {
    std::string path = std::string(TOURNEY_BINARY) + "." + name;
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

}  // namespace tourney::tests
