#include "reports/arbiter_page.h"

#include "reports/html_site.h"
#include "reports/labels.h"
#include "rules/registry.h"
#include "scoring/placement.h"
#include "tournament/pairings_report.h"
#include "tournament/result_tokens.h"
#include "tournament/round_readiness.h"

namespace tourney::reports {

const char* const kReadOnly =
    "This server was started without an arbiter's token (tourney serve --token-file), so it is read-only: "
    "nothing can be entered or paired here.";

namespace {

// The grid's behaviour: a key on a focused row, or a tap on one of its buttons, enters that
// board's result; a refusal that a confirmation can overcome (a correction, a result a later
// pairing stood on) asks first, in the words of what confirming does ("Replace it?").
constexpr const char* kScript = R"(<script>
(() => {
  const keys = JSON.parse(document.getElementById('keys').textContent);
  const words = JSON.parse(document.getElementById('words').textContent);
  const grid = document.getElementById('grid');
  const status = document.getElementById('status');
  const round = grid.dataset.round;
  async function send(row, result, force) {
    const response = await fetch(`/api/rounds/${round}/boards/${row.dataset.board}/result`, {
      method: 'POST', credentials: 'same-origin', headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({result, force})});
    const answer = await response.json();
    if (response.status === 409 && answer.force && !force) {
      const action = answer.action.charAt(0).toUpperCase() + answer.action.slice(1);
      if (confirm(answer.error + '\n\n' + action + '?')) return send(row, result, true);
      status.textContent = words.unchanged + ' ' + answer.error;
      return;
    }
    if (!response.ok) { status.textContent = answer.error; return; }
    row.querySelector('.result').textContent = answer.result;
    status.textContent = answer.where + ': ' + answer.result + (answer.warnings.length ? ' (' + answer.warnings.join('; ') + ')' : '');
    const next = row.nextElementSibling;
    if (next) next.focus();
  }
  grid.addEventListener('keydown', event => {
    const row = event.target.closest('tr[data-board]');
    if (!row || event.target.closest('button')) return;
    if (event.key in keys) { event.preventDefault(); send(row, keys[event.key], false); }
    else if (event.key === 'ArrowDown' && row.nextElementSibling) row.nextElementSibling.focus();
    else if (event.key === 'ArrowUp' && row.previousElementSibling) row.previousElementSibling.focus();
  });
  grid.addEventListener('click', event => {
    const button = event.target.closest('button[data-result]');
    if (button) send(button.closest('tr[data-board]'), button.dataset.result, false);
  });
  const pair = document.getElementById('pair');
  if (pair) pair.addEventListener('click', async () => {
    const response = await fetch('/api/rounds', {method: 'POST', credentials: 'same-origin'});
    const answer = await response.json();
    if (response.ok) location.href = '/arbiter'; else status.textContent = answer.error;
  });
  const first = grid.querySelector('tr[data-board]');
  if (first) first.focus();
})();
</script>
)";

// Finger-sized buttons for phones and tablets, where there is no keyboard to type a key.
constexpr const char* kTouchStyle = R"(<style>
#grid button { min-width: 2.75rem; min-height: 2.75rem; margin: 0.1rem; font-size: 1rem; }
#grid td.keys { white-space: normal; min-width: 6rem; }
nav.rounds a, nav.rounds strong { display: inline-block; min-width: 2.75rem; min-height: 2.75rem;
  line-height: 2.75rem; text-align: center; }
</style>
)";

// Under the last round: the button that pairs the next one, or why it cannot be paired. While
// results are still coming in the button stays: the grid fills in without a reload, and the
// server names the boards still lacking a result if it is pressed too early.
std::string pairingControl(const Event& event) {
    const tournament::NextRoundReadiness next = tournament::nextRoundReadiness(event);
    if (next.ready() || next.block == tournament::PairingBlock::ResultsMissing)
        return "<p><button id=\"pair\">" + htmlEscape(label("Pair round " + std::to_string(next.round))) +
               "</button></p>\n";
    return "<p class=\"note\">" + htmlEscape(said(next.reason)) + "</p>\n";
}

// Every paired round, so that a result of any round can be corrected, not only the last's.
std::string roundLinks(const Event& event, int shown) {
    std::string html = "<nav class=\"rounds\" aria-label=\"" + htmlEscape(label("Rounds")) + "\">" +
                       htmlEscape(label("Round")) + " ";
    for (int round = 1; round <= event.roundsPaired(); ++round)
        html += round == shown ? "<strong aria-current=\"page\">" + withDigits(std::to_string(round)) + "</strong> "
                               : "<a href=\"/arbiter?round=" + std::to_string(round) + "\">" +
                                     withDigits(std::to_string(round)) + "</a> ";
    return html + "</nav>\n";
}

// One button a result, for the row of a board; the keys' results in the keys' order.
std::string resultButtons(const std::vector<std::pair<char, std::string>>& keys) {
    std::string html = "<td class=\"keys\">";
    for (const auto& [key, result] : keys)
        html += "<button type=\"button\" tabindex=\"-1\" data-result=\"" + htmlEscape(result) + "\">" +
                htmlEscape(result) + "</button>";
    return html + "</td>";
}

// The words the script writes itself, in the report language.
std::string wordsJson() {
    return "<script type=\"application/json\" id=\"words\">{\"unchanged\":\"" + htmlEscape(label("Unchanged:")) +
           "\"}</script>\n";
}

std::string keysJson(const std::vector<std::pair<char, std::string>>& keys) {
    std::string json = "{";
    for (const auto& [key, result] : keys)
        json += std::string(json.size() > 1 ? "," : "") + "\"" + key + "\":\"" + result + "\"";
    return json + "}";
}

}  // namespace

std::string arbiterBody(const Event& event, int round_number, const std::vector<std::pair<char, std::string>>& keys) {
    std::string html = "<h2>" + htmlEscape(label("Results")) + "</h2>\n";
    if (event.roundsPaired() == 0)
        return html + "<p>" + htmlEscape(label("No round is paired yet.")) + "</p>\n" + pairingControl(event) +
               "<p id=\"status\" role=\"status\"></p>\n<table id=\"grid\" data-round=\"0\"></table>\n<script "
               "type=\"application/json\" id=\"keys\">{}</script>\n" +
               wordsJson() + kScript;
    const int round = tournament::reportRound(event, round_number);
    const Round& paired = event.rounds[round - 1];
    // A key gives a two-player result; a table of four needs each seat's game points, typed at
    // the command line (tourney result) or sent to the JSON API.
    const bool tables = event.atTables();
    std::string legend;
    for (const auto& [key, result] : keys) legend += std::string(legend.empty() ? "" : ", ") + key + " " + result;
    const std::string how =
        tables ? label("Tables of four: enter each table's game points with tourney result or the JSON API.")
               : said(tournament::Message("Keys: %1; arrows move between boards; or tap a result.",
                                          tournament::Message::value(legend)));
    html += std::string(kTouchStyle) + roundLinks(event, round) + "<p class=\"note\">" +
            htmlEscape(label("Round " + std::to_string(round) + ".")) + " " + htmlEscape(how) +
            "</p>\n<div class=\"scroll\">\n<table id=\"grid\" data-round=\"" + std::to_string(round) +
            "\">\n<thead><tr><th>" + htmlEscape(label(tables ? "Table" : "Bd")) + "</th>";
    for (std::string_view seat : rules::seatNames(event.game))
        html += "<th>" + htmlEscape(label(std::string(seat))) + "</th>";
    html += "<th>" + htmlEscape(label("Result")) + "</th>" +
            (tables ? "" : "<th class=\"keys\">" + htmlEscape(label("Enter")) + "</th>") + "</tr></thead>\n<tbody>\n";
    for (const Game& game : paired.games) {
        html += "<tr tabindex=\"0\" data-board=\"" + std::to_string(game.board) + "\"><td class=\"r\">" +
                withDigits(std::to_string(game.board)) + "</td>";
        for (const Seat& seat : game.seats)
            html += "<td>" + withDigits(std::to_string(seat.player)) + " " +
                    htmlEscape(event.player(seat.player)->name) + "</td>";
        html += "<td class=\"c result\">" +
                htmlEscape(tables ? tableResultText(game)
                                  : tournament::resultToken(game, event.game, tournament::DrawSign::Half)) +
                "</td>" + (tables ? "" : resultButtons(keys)) + "</tr>\n";
    }
    html += "</tbody>\n</table>\n</div>\n<p id=\"status\" role=\"status\"></p>\n";
    if (round == event.roundsPaired()) html += pairingControl(event);
    return html + "<script type=\"application/json\" id=\"keys\">" + (tables ? "{}" : keysJson(keys)) + "</script>\n" +
           wordsJson() + kScript;
}

std::string loginBody(bool refused, bool writable) {
    std::string html = "<h2>" + htmlEscape(label("Arbiter")) + "</h2>\n";
    if (!writable) return html + "<p class=\"note\">" + htmlEscape(label(kReadOnly)) + "</p>\n";
    if (refused) html += "<p class=\"note\">" + htmlEscape(label("That token is not the arbiter's.")) + "</p>\n";
    return html + "<form method=\"post\" action=\"/login\">\n<label>" + htmlEscape(label("Token")) +
           " <input type=\"password\" name=\"token\" autocomplete=\"current-password\" required></label>\n"
           "<button type=\"submit\">" +
           htmlEscape(label("Sign in")) + "</button>\n</form>\n";
}

}  // namespace tourney::reports
