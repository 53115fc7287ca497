// Live updates in the arbiter's application (docs/browser.md): while an event is on screen the
// page follows the server's stream of its changes (GET /api/events/{event}/changes, server-sent
// events) and shows what another arbiter, or the command line, changed, without a reload. The
// server sends the event's revision when the stream opens and whenever it changes; the page
// then asks again for what it shows. A view with a form being filled is never replaced: the
// round's results change in place; the players' list with the requested byes and forbidden
// pairs, the categories, prizes and prize list, and the reports (rating changes, norms, the log,
// the PDFs' choices) are redrawn under their forms (app.liveViews); and the read-only views
// (standings, crosstable, a player's card) are drawn again.
'use strict';

(() => {
  const app = window.Tourney;
  let stream = null;     // the EventSource
  let followed = null;   // the event it follows
  let seen = null;       // the last revision the page was brought up to
  let drawn = 0;         // counts what this page drew or wrote: an answer asked before is stale
  let refreshing = false;
  let again = false;

  app.hooks.routed = (id) => {
    drawn += 1;
    follow(id);
  };
  app.hooks.wrote = () => { drawn += 1; };

  function follow(id) {
    if (id === followed) return;
    if (stream) stream.close();
    stream = null;
    followed = id;
    seen = null;
    if (!id) return;
    stream = new EventSource(app.eventPath(id) + '/changes');
    stream.addEventListener('change', (message) => {
      const revision = JSON.parse(message.data).revision;
      if (revision === seen) return;
      // The first revision is where the page starts: what it drew may be older, so the views
      // that can be brought up to date without a redraw are; the others wait for a change.
      const first = seen === null;
      seen = revision;
      refresh(id, first);
    });
  }

  // One refresh at a time; a change during one brings another after it.
  async function refresh(id, first) {
    if (refreshing) { again = true; return; }
    refreshing = true;
    try {
      await bringUp(id, first);
      while (again) {
        again = false;
        await bringUp(id, false);
      }
    } finally {
      refreshing = false;
    }
  }

  async function bringUp(id, first) {
    // A change that arrives while a view is being drawn is looked at in the view drawn: in the
    // view it replaces (a round's grid just paired over) it would ask for a second drawing, which
    // takes the focus back to the first board while the arbiter types there.
    await app.settled();
    const asked = drawn;
    const current = () => asked === drawn && followed === id;
    const grid = document.getElementById('grid');
    if (grid) return roundInPlace(id, grid, current);
    // The players (with the requested byes and forbidden pairs), the prizes and the reports:
    // their lists redrawn under their forms.
    const live = app.liveViews.find((view) => view.shown());
    if (live) return live.redraw(id, current);
    if (!first && ['standings', 'crosstable', 'card'].some((name) => document.getElementById(name))) await app.route();
  }

  // The results of the round on screen, cell by cell; the whole view again when a round was
  // paired or taken back elsewhere.
  async function roundInPlace(id, grid, current) {
    const path = app.eventPath(id);
    const [rounds, boards] = await Promise.all([app.api('GET', path + '/rounds'),
                                                app.api('GET', `${path}/rounds/${grid.dataset.round}`)]);
    if (!current() || !grid.isConnected || !rounds.ok || !boards.ok) return;
    if (rounds.data.length !== document.querySelectorAll('#round-controls .rounds a').length) return app.route();
    for (const board of boards.data) {
      const number = board.board ?? board.table;
      if (number === '' || number === undefined) continue;  // a bye
      const row = grid.querySelector(`tr[data-board="${number}"]`);
      const cell = row?.querySelector('.result');
      if (!cell || cell.textContent === app.displayed(app.shown(board.result))) continue;
      cell.textContent = app.shown(board.result);
      // At a table, the seats' boxes take the new points too, unless the arbiter is typing there.
      const seats = row.querySelectorAll('input.points');
      if (seats.length && !row.contains(document.activeElement)) {
        const points = board.result.split('-');
        seats.forEach((input, index) => { input.value = points[index] ?? ''; });
      }
    }
  }
})();
