#include "tournament/hall_paper.h"

#include "tournament/pairings_report.h"
#include "tournament/refusal.h"
#include "tournament/result_tokens.h"

#include <algorithm>

namespace tourney::tournament {

namespace {

// A QR code of version 10 at level M holds 213 bytes; a longer address would make modules too
// small to scan from a badge.
constexpr std::size_t kLongestAddress = 160;

PaperPlayer paperPlayer(const Event& event, int start_no, const std::optional<SiteAddress>& site) {
    PaperPlayer shown;
    shown.start_no = start_no;
    if (const Player* player = event.player(start_no)) {
        shown.name = player->name;
        shown.title = player->title;
        shown.rating = player->rating;
        shown.club = player->club;
        shown.federation = player->federation;
    }
    if (site) shown.page = site->playerPage(start_no);
    return shown;
}

// The round a sheet of the hall is about, with its games. Games at tables of four are refused
// unless `tables` says they are welcome.
const Round& hallRound(const Event& event, int requested, bool tables) {
    if (event.teams) throw Refusal("round", "the hall's paper is not made for team events yet");
    const int number = reportRound(event, requested);  // NotInEvent "round" for a round not paired
    const Round& round = event.rounds.at(static_cast<std::size_t>(number - 1));
    if (round.games.empty()) throw Refusal("round", Message("round %1 has no boards", number));
    if (!tables && event.atTables())
        throw Refusal("round", "games at tables of four have table sheets for cards (report tablesheets)");
    return round;
}

}  // namespace

std::string SiteAddress::playerPage(int start_no) const { return base + "/players/" + std::to_string(start_no); }

SiteAddress siteAddress(const std::string& typed) {
    std::string base = typed;
    while (!base.empty() && base.back() == '/') base.pop_back();
    const std::size_t scheme = base.rfind("https://", 0) == 0 ? 8 : base.rfind("http://", 0) == 0 ? 7 : 0;
    if (scheme == 0)
        throw Refusal("site_url", Message("'%1' is no address of a site: it starts with https:// or http://", typed));
    if (base.size() == scheme || base[scheme] == '/') throw Refusal("site_url", Message("'%1' names no host", typed));
    if (std::any_of(base.begin(), base.end(), [](char c) { return static_cast<unsigned char>(c) <= ' ' || c == 0x7f; }))
        throw Refusal("site_url", Message("'%1' has a space or a control character", typed));
    if (base.size() > kLongestAddress)
        throw Refusal("site_url", Message("'%1' is longer than %2 characters: too long for a QR code on a badge", typed,
                                          static_cast<int>(kLongestAddress)));
    return SiteAddress{base};
}

std::vector<PairingCard> pairingCards(const Event& event, int round_number, const std::optional<SiteAddress>& site) {
    const Round& round = hallRound(event, round_number, false);
    const TwoSeatResults results = twoSeatResults(event.game, DrawSign::Half);
    std::vector<PairingCard> cards;
    for (const Game& game : round.games) {
        PairingCard card;
        card.round = round.number;
        card.board = game.board;
        card.white = paperPlayer(event, game.seats.at(0).player, site);
        card.black = paperPlayer(event, game.seats.at(1).player, site);
        card.results = results.first_wins + "   " + results.drawn + "   " + results.second_wins;
        cards.push_back(std::move(card));
    }
    return cards;
}

std::vector<PaperPlayer> playerBadges(const Event& event, const std::optional<SiteAddress>& site) {
    if (event.players.empty()) throw Refusal("players", "the event has no players yet: no badges to print");
    std::vector<PaperPlayer> badges;
    for (const Player& player : event.players) badges.push_back(paperPlayer(event, player.start_no, site));
    std::sort(badges.begin(), badges.end(), [](const auto& a, const auto& b) { return a.start_no < b.start_no; });
    return badges;
}

std::vector<int> tableNumbers(const Event& event, int round_number) {
    std::vector<int> numbers;
    for (const Game& game : hallRound(event, round_number, true).games) numbers.push_back(game.board);
    return numbers;
}

}  // namespace tourney::tournament
