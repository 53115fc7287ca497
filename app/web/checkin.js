// The desk's check-in before a round, on a tablet (issue 36, docs/organiser.md): every player of
// the next round with his status, a search by start number or name, and a tap that marks him
// present or not present, as `tourney checkin` does (POST /api/events/EVENT/check-in). Typing a
// start number and Enter checks that player in: a queue at the desk goes by keyboard or by
// finger. Once anyone is checked in for a round, pairing it gives a zero-point bye to each
// player not checked in (tournament/check_in.h): the count on top says how many that is now.
'use strict';

(() => {
  const T = window.Tourney;
  T.addWords({
    'Check-in': 'উপস্থিতি',
    'Check-in, round {round}': 'উপস্থিতি, রাউন্ড {round}',
    'Search by number or name': 'নম্বর বা নাম দিয়ে খুঁজুন',
    'present': 'উপস্থিত',
    'absent': 'অনুপস্থিত',
    'not checked in': 'উপস্থিতি নেওয়া হয়নি',
    'bye requested': 'বাই চাওয়া হয়েছে',
    'withdrawn': 'প্রত্যাহার করেছেন',
    'Present': 'উপস্থিত',
    'Not present': 'অনুপস্থিত',
    '{present} of {players} present, {waiting} not checked in':
      '{players} জনের মধ্যে {present} জন উপস্থিত, {waiting} জনের উপস্থিতি নেওয়া হয়নি',
    'Players not checked in get a zero-point bye when the round is paired.':
      'রাউন্ড জোড় করার সময় যাঁদের উপস্থিতি নেওয়া হয়নি তাঁরা শূন্য পয়েন্টের বাই পাবেন।',
    'Nobody is checked in yet: the round is paired with everyone.':
      'এখনো কারও উপস্থিতি নেওয়া হয়নি: রাউন্ড সবাইকে নিয়ে জোড় করা হবে।',
    'No player matches.': 'কোনো খেলোয়াড় মেলেনি।',
  });

  // What is typed in the search box, kept while the list is redrawn (a live update, a tap).
  let searched = '';

  const matches = (row, text) => {
    const wanted = text.trim().toLowerCase();
    if (!wanted) return true;
    if (/^\d+$/.test(wanted)) return String(row.No) === wanted;
    return String(row.Name).toLowerCase().includes(wanted);
  };

  // POST check-in for one player, then the list drawn again; a refusal shows in the status line.
  async function mark(id, round, number, present) {
    const done = await T.api('POST', T.eventPath(id) + '/check-in', {round, players: [number], present});
    if (!done.ok) {
      document.getElementById('check-in-error').textContent = done.data.error;
      return;
    }
    T.say(done.data.message);
    await redrawList(id);
  }

  function playerRow(id, round, row) {
    const can = row.Status !== 'withdrawn' && row.Status !== 'bye requested';
    const present = row.Status === 'present';
    return T.el('tr', {dataset: {player: row.No, status: row.Status}},
      T.el('td', {class: 'number'}, row.No), T.el('td', {}, row.Name), T.el('td', {class: 'number'}, row.Rtg),
      T.el('td', {class: 'check-status'}, T.words(row.Status)),
      T.el('td', {}, can ? T.el('button', {type: 'button', class: present ? 'tap quiet' : 'tap',
                                             onclick: () => mark(id, round, Number(row.No), !present)},
                                T.words(present ? 'Not present' : 'Present')) : null));
  }

  // The count on top and the rows that match the search.
  function listNodes(id, round, rows) {
    const count = (status) => rows.filter((row) => row.Status === status).length;
    const present = count('present');
    const shown = rows.filter((row) => matches(row, searched));
    return [
      T.el('p', {class: 'note', id: 'check-in-count'}, T.words('{present} of {players} present, {waiting} not checked in',
        {present, players: rows.length, waiting: count('not checked in')})),
      T.el('p', {class: 'note'}, T.words(present || count('absent') ? 'Players not checked in get a zero-point bye when the round is paired.'
                                                                   : 'Nobody is checked in yet: the round is paired with everyone.')),
      shown.length ? T.el('div', {class: 'scroll'}, T.el('table', {id: 'check-in'},
        T.el('thead', {}, T.el('tr', {}, ['No.', 'Name', 'Rating', 'Status', ''].map((head) => T.el('th', {}, head && T.words(head))))),
        T.el('tbody', {}, shown.map((row) => playerRow(id, round, row)))))
                   : T.el('p', {class: 'note', id: 'check-in-none'}, T.words('No player matches.')),
    ];
  }

  async function loadList(id) {
    const [event, list] = await Promise.all([T.loadEvent(id), T.api('GET', T.eventPath(id) + '/check-in')]);
    return {event, list, round: event ? event.rounds_paired + 1 : 0};
  }

  // Drawings asked for so far: a keystroke, a tap and a live update each ask for one, their
  // answers may come back in any order, and only the last one asked for is drawn, so that an
  // answer read before another desk's check-ins never covers one read after them.
  let listsAsked = 0;

  async function redrawList(id) {
    const asked = ++listsAsked;
    const {list, round} = await loadList(id);
    if (asked !== listsAsked) return;
    const box = document.getElementById('check-in-box');
    if (!box || !list.ok) return;
    box.replaceChildren(...listNodes(id, round, list.data));
  }

  async function checkInView(id) {
    const {event, list, round} = await loadList(id);
    if (!event) return;
    if (!list.ok) return T.eventFrame(event, 'checkin', T.el('p', {class: 'error'}, list.data.error));
    const search = T.el('input', {type: 'search', id: 'check-in-search', value: searched,
                                  autocomplete: 'off', 'aria-label': T.words('Search by number or name'),
                                  placeholder: T.words('Search by number or name')});
    search.addEventListener('input', () => { searched = search.value; redrawList(id); });
    // Enter with one player shown (a start number typed, or a name only one has): he is present.
    search.addEventListener('keydown', async (key) => {
      if (key.key !== 'Enter') return;
      key.preventDefault();
      const list = await T.api('GET', T.eventPath(id) + '/check-in');
      const rows = list.ok ? list.data.filter((row) => matches(row, searched)) : [];
      if (rows.length !== 1 || rows[0].Status !== 'not checked in' && rows[0].Status !== 'absent') return;
      await mark(id, round, Number(rows[0].No), true);
      search.value = searched = '';
      await redrawList(id);
    });
    T.eventFrame(event, 'checkin', T.el('div', {},
      T.el('h2', {}, T.words('Check-in, round {round}', {round})), search,
      T.el('p', {class: 'error', id: 'check-in-error', role: 'alert'}),
      T.el('div', {id: 'check-in-box'}, listNodes(id, round, list.data))));
    search.focus();
  }

  // Another desk's or arbiter's check-in shows here without a reload.
  T.liveViews.push({
    shown: () => document.getElementById('check-in-box'),
    redraw: (id, current) => (current() ? redrawList(id) : undefined),
  });

  // A Swiss only: a round robin's tables are fixed, and a player who does not come loses by forfeit.
  T.tabs.push(['checkin', 'Check-in', (event) => !event.system.endsWith('round-robin')]);
  T.views.checkin = checkInView;
})();
