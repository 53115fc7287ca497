#include "tournament/access_rules.h"

#include <algorithm>

namespace tourney::tournament {

std::string_view roleName(Role role) {
    switch (role) {
    case Role::Organiser: return "organiser";
    case Role::ChiefArbiter: return "chief-arbiter";
    case Role::DeputyArbiter: return "deputy-arbiter";
    }
    return "";
}

std::optional<Role> roleNamed(std::string_view name) {
    if (name == "organiser" || name == "organizer") return Role::Organiser;
    if (name == "chief-arbiter" || name == "chief") return Role::ChiefArbiter;
    if (name == "deputy-arbiter" || name == "deputy") return Role::DeputyArbiter;
    return std::nullopt;
}

// What one role allows, wherever it is held.
static bool roleAllows(Role role, Action action) {
    switch (role) {
    case Role::Organiser:
        return action == Action::CreateEvent || action == Action::AppointArbiters || action == Action::KeepRatingList ||
               action == Action::ArchiveEvent || action == Action::RestoreEvent || action == Action::DeleteEvent;
    case Role::ChiefArbiter:
        // He archives his event once it is over; what is archived is the record the federation
        // keeps, so only the organiser opens it again or deletes it.
        return action == Action::ChangeEvent || action == Action::EnterResult || action == Action::PairRound ||
               action == Action::KeepRatingList || action == Action::ArchiveEvent;
    case Role::DeputyArbiter: return action == Action::EnterResult || action == Action::PairRound;
    }
    return false;
}

bool mayDo(const std::vector<Grant>& grants, Action action, const std::string& event) {
    if (action == Action::Read) return true;
    return std::any_of(grants.begin(), grants.end(), [&](const Grant& grant) {
        // A role held in one event counts there only; held for every event, it counts for the
        // server's own actions too (a chief arbiter of every event keeps the rating list).
        const bool here = grant.event.empty() || (!event.empty() && grant.event == event);
        return here && roleAllows(grant.role, action);
    });
}

bool mayAppoint(const std::vector<Grant>& grants, Role role) {
    return role != Role::Organiser && mayDo(grants, Action::AppointArbiters, "");
}

Actor tokenHolder() { return {"arbiter (token)", {{Role::Organiser, ""}, {Role::ChiefArbiter, ""}}}; }

}  // namespace tourney::tournament
