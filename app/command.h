// The `tourney` command is a set of subcommands. Each lives in its own command_*.cpp and
// registers itself with a static Command object, so adding a subcommand touches one file.
#pragma once

#include <QStringList>

#include <functional>
#include <map>
#include <string>

namespace tourney::app {

// Exit codes shared by every subcommand.
enum ExitCode : int {
    kSuccess = 0,
    kUsageError = 1,  // wrong arguments
    kRefused = 2,     // bad input or a refused action; nothing was changed
    kNotAllOk = 3,    // validate: some record is illegal or inconsistent; log --verify: the chain breaks
    // A failure that is no refusal: a bug in Tourney, printed as "internal error: ..." (the
    // EX_SOFTWARE of sysexits.h). A store's transaction it interrupts is rolled back.
    kInternalError = 70,
};

// arguments: the subcommand's own arguments, starting with its name (as argv[0] would be).
using CommandFunction = std::function<int(const QStringList& arguments)>;

struct Command {
    Command(std::string name, std::string summary, CommandFunction run);
};

struct CommandInfo {
    std::string summary;
    CommandFunction run;
};

// All registered subcommands by name.
const std::map<std::string, CommandInfo>& commands();

}  // namespace tourney::app
