// The paper of the playing hall (issue 36): a pairing card for every board of a round, a badge
// for every player with a QR code to his page on the event's site, and the boards' numbers for
// the tables. What goes on each sheet is decided here as plain values; reports/hall_paper_pdf.h
// draws them.
#pragma once

#include "scoring/event.h"

#include <optional>
#include <string>
#include <vector>

namespace tourney::tournament {

// The address of the event's pages on a served site (`tourney serve`): "https://chess.example/
// events/open" (or the server's root for the one event a server was given). Empty: no QR codes.
struct SiteAddress {
    std::string base;  // without a trailing '/'

    // "BASE/players/12", as the served site addresses a player's page (reports/html_site.h).
    std::string playerPage(int start_no) const;
};

// The site address typed by the user, checked: http:// or https://, a host, no spaces or
// control characters. Throws Refusal (field "site_url") naming what is wrong.
SiteAddress siteAddress(const std::string& typed);

// A player as a card or badge shows him.
struct PaperPlayer {
    int start_no = 0;
    std::string name;
    std::string title;  // GM, WIM, ...; empty when none
    int rating = 0;     // 0: unrated
    std::string club;
    std::string federation;
    std::string page;  // his page on the site (the QR code); empty without a site
};

// One board of a round: who plays White (the first seat) and Black.
struct PairingCard {
    int round = 0;
    int board = 0;
    PaperPlayer white, black;
    std::string results;  // the results to circle, as the game writes them: "1-0   ½-½   0-1"
};

// A card for every board of `round` (0: the last paired), in board order. Throws NotInEvent
// (field "round") for a round not paired, Refusal (field "round") for a round without boards
// and for games at tables of four (their table sheets are the cards: `tablesheets`).
std::vector<PairingCard> pairingCards(const Event& event, int round, const std::optional<SiteAddress>& site);

// A badge for every player, in start number order (withdrawn players too: they keep theirs).
// Throws Refusal (field "players") for an event without players.
std::vector<PaperPlayer> playerBadges(const Event& event, const std::optional<SiteAddress>& site);

// The numbers of the boards (tables at games of four) of `round` (0: the last paired), for the
// hall. Throws as pairingCards, but takes tables of four too.
std::vector<int> tableNumbers(const Event& event, int round);

}  // namespace tourney::tournament
