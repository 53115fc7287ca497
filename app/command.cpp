#include "app/command.h"

namespace tourney::app {

static std::map<std::string, CommandInfo>& registry() {
    static std::map<std::string, CommandInfo> table;  // built before first use, in any order
    return table;
}

Command::Command(std::string name, std::string summary, CommandFunction run) {
    registry()[std::move(name)] = CommandInfo{std::move(summary), std::move(run)};
}

const std::map<std::string, CommandInfo>& commands() { return registry(); }

}  // namespace tourney::app
