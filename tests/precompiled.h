// The headers nearly every test program parses, precompiled once per group of test programs
// (tests/CMakeLists.txt). Parsing them took about two thirds of each test's compile time, and
// the suite has over a hundred programs built twice in CI (plain and under the sanitizers).
// Only headers from outside the project belong here: a change to one of the project's own would
// rebuild every test.
#pragma once

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>
