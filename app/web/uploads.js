// Uploads and late entries in the arbiter's application (docs/browser.md): a player CSV
// registered as `tourney player import` does, FIDE's rating list read as `tourney player
// update-ratings` reads it, a late entry's missed rounds and number and a duplicate entry as
// `player add` takes them (--missed-rounds, --keep-numbers, --allow-duplicate), and a game's record entered with its board's result, judged by the game's engine as
// `tourney result --record` judges it. The file is read in the browser and sent as text; the
// server decides everything and its refusals are shown by the field they name. FIDE's rating
// list may also be kept beside the events, searched by name or FIDE id, and a player found
// registered with the list's details.
'use strict';

(() => {
  const T = window.Tourney;
  T.addWords({
    'Import players': 'খেলোয়াড় আমদানি',
    'Player list (CSV: name, rating, title, federation, fide_id, ...)': 'খেলোয়াড়ের তালিকা (CSV: name, rating, title, federation, fide_id, ...)',
    'Import': 'আমদানি করুন',
    "Update from FIDE's rating list": 'ফিদের রেটিং তালিকা থেকে হালনাগাদ',
    "FIDE's rating list (players_list_foa.txt or players_list_xml.xml, or a part of it)":
      'ফিদের রেটিং তালিকা (players_list_foa.txt বা players_list_xml.xml, বা তার অংশ)',
    'Update the players': 'খেলোয়াড়দের হালনাগাদ করুন',
    'Missed rounds of a late entry (zero, half or full; one per round: zero,half)':
      'দেরিতে যোগ দেওয়া খেলোয়াড়ের বাদ পড়া রাউন্ড (zero, half বা full; প্রতি রাউন্ডে একটি: zero,half)',
    'Number of a late entry': 'দেরিতে যোগ দেওয়া খেলোয়াড়ের নম্বর',
    'his place in the initial ranking': 'প্রাথমিক ক্রমে তার স্থান',
    'the next free number': 'পরের খালি নম্বর',
    'A player already registered (same FIDE id, or name and year of birth)':
      'আগে নিবন্ধিত খেলোয়াড় (একই ফিদে আইডি, বা নাম ও জন্মসাল)',
    'refused': 'প্রত্যাখ্যাত',
    'registered all the same': 'তবুও নিবন্ধিত',
    'Choose a file.': 'একটি ফাইল বেছে নিন।',
    'Register the players of {file}? They can only be removed one by one.':
      '{file}-এর খেলোয়াড়দের নিবন্ধন করবেন? তাদের কেবল একে একে মুছে ফেলা যাবে।',
    "Update the players from {file}? The old ratings are not kept.":
      '{file} থেকে খেলোয়াড়দের হালনাগাদ করবেন? পুরোনো রেটিং রাখা হবে না।',
    'A game record': 'খেলার রেকর্ড',
    'Result (empty: the record\'s)': 'ফল (খালি: রেকর্ডের ফল)',
    "The game's record (PGN or the game's own notation)": 'খেলার রেকর্ড (PGN বা খেলার নিজস্ব লিপি)',
    'Enter the result with its record': 'রেকর্ডসহ ফল লিখুন',
    "Find a player in FIDE's rating list": 'ফিদের রেটিং তালিকায় খেলোয়াড় খুঁজুন',
    "Keep FIDE's rating list to search (players_list_foa.txt or players_list_xml.xml, or a part of it)":
      'খোঁজার জন্য ফিদের রেটিং তালিকা রাখুন (players_list_foa.txt বা players_list_xml.xml, বা তার অংশ)',
    'Keep the list': 'তালিকাটি রাখুন',
    'Name or FIDE id': 'নাম বা ফিদে আইডি',
    'Search': 'খুঁজুন',
    'No FIDE rating list kept yet: keep one above.': 'এখনো কোনো ফিদে রেটিং তালিকা রাখা হয়নি: ওপরে একটি রাখুন।',
    'Nobody in {list} answers to that.': '{list}-এ এমন কেউ নেই।',
    '{shown} of {matched} found in {list}.': '{list}-এ {matched} জন পাওয়া গেছে, দেখানো হলো {shown} জন।',
    'Add': 'যোগ করুন',
  });

  // What the last upload did, shown again with the page it redrew.
  let outcome = null;
  const outcomeList = (place) => (outcome && outcome.place === place && outcome.lines.length
    ? T.el('ul', {class: 'outcome', id: place + '-outcome'}, outcome.lines.map((line) => T.el('li', {}, line)))
    : null);

  // The one file chosen in `form`'s field `name`, as {text, name}; null (and said) when none.
  async function chosenFile(formNode, name, whole = false) {
    const file = formNode.elements[name].files[0];
    if (!file) {
      formNode.querySelector(`[data-error-for="${name}"]`).textContent = T.words('Choose a file.');
      return null;
    }
    // A rating list (`whole`) larger than a JSON body may be is sent as a file, unread here (sendList).
    return {text: whole && file.size > LARGEST_JSON_FILE ? null : await file.text(), name: file.name, file};
  }

  // What the server takes as text in a JSON body (ServerLimits::max_arbiter_body, 1 MB), with
  // room for the rest of the body.
  const LARGEST_JSON_FILE = 1000 * 1000;

  // FIDE's rating list to the server: as text in `body` when small enough, else (FIDE's whole
  // list) kept beside the events as the file itself (PUT /api/rating-list), then, for `path`,
  // used from there ({kept: true}).
  async function sendList(path, file, body = {}) {
    if (file.text !== null) return T.api('POST', path, {...body, list: file.text, file: file.name});
    const kept = await T.api('PUT', '/api/rating-list?file=' + encodeURIComponent(file.name), file.file);
    if (!kept.ok || path === '/api/rating-list') return kept;
    return T.api('POST', path, {...body, kept: true});
  }

  function uploadForm(id, title, spec, submit, send) {
    const node = T.form(T.words(title), [{...spec, type: 'file'}], T.words(submit), async (formNode) => {
      const file = await chosenFile(formNode, spec.name, spec.whole);
      if (file) await send(formNode, file);
    });
    node.id = id;
    node.elements[spec.name].accept = spec.accept;
    return node;
  }

  T.uploadForm = uploadForm;  // prizes.js: a prize table from a CSV file

  // Under the list of players: the two uploads.
  T.playerPanels.push(async (id) => {
    const redraw = async (place, lines) => {
      outcome = {place, lines};
      await T.route();
    };
    const players = uploadForm('import-players', 'Import players',
      {name: 'csv', label: 'Player list (CSV: name, rating, title, federation, fide_id, ...)', accept: '.csv,text/csv'},
      'Import', async (node, file) => {
        if (!confirm(T.words('Register the players of {file}? They can only be removed one by one.', {file: file.name}))) return;
        const body = {csv: file.text, file: file.name, ...T.filled(node, LATE_ENTRY.map((spec) => spec.name))};
        lateEntryBody(body);
        const done = await T.api('POST', T.eventPath(id) + '/players/import', body);
        if (!done.ok) return T.showRefusal(node, done);
        T.say(done.data.message);
        await redraw('import-players', [done.data.message, ...done.data.notes]);
      });
    // How late entries are registered, for every player of the file.
    players.querySelector('.fields').append(...LATE_ENTRY.map(T.field));
    const list = uploadForm('rating-list', "Update from FIDE's rating list",
      {name: 'list', label: "FIDE's rating list (players_list_foa.txt or players_list_xml.xml, or a part of it)",
       accept: '.txt,.xml', whole: true},
      'Update the players', async (node, file) => {
        if (!confirm(T.words('Update the players from {file}? The old ratings are not kept.', {file: file.name}))) return;
        const done = await sendList(T.eventPath(id) + '/players/rating-list', file);
        if (!done.ok) return T.showRefusal(node, done);
        T.say(done.data.message);
        await redraw('rating-list', [done.data.message, ...done.data.changes, ...done.data.warnings]);
      });
    const shown = [outcomeList('import-players'), outcomeList('rating-list'), outcomeList('keep-rating-list')];
    outcome = null;
    return T.el('section', {id: 'uploads'}, players, shown[0], list, shown[1], ...ratingListSearch(id, redraw), shown[2]);
  });

  // FIDE's rating list kept beside the events (for every event of the folder), searched, and a
  // player found registered as `player add` registers him.
  function ratingListSearch(id, redraw) {
    const keep = uploadForm('keep-rating-list', "Find a player in FIDE's rating list",
      {name: 'list', label: "Keep FIDE's rating list to search (players_list_foa.txt or players_list_xml.xml, or a part of it)",
       accept: '.txt,.xml', whole: true}, 'Keep the list', async (node, file) => {
        const done = await sendList('/api/rating-list', file);
        if (!done.ok) return T.showRefusal(node, done);
        T.say(done.data.message);
        await redraw('keep-rating-list', [done.data.message]);
      });
    const hits = T.el('div', {id: 'rating-list-hits'});
    const search = T.form('', [{name: 'q', label: 'Name or FIDE id'}], T.words('Search'), async (node) => {
      const found = await T.api('GET', '/api/rating-list?q=' + encodeURIComponent(node.elements.q.value.trim()));
      if (!found.ok) return T.showRefusal(node, found);
      hits.replaceChildren(...hitList(id, found.data));
    });
    search.id = 'search-rating-list';
    search.querySelector('h2').remove();
    return [keep, search, hits];
  }

  function hitList(id, found) {
    if (found.list === null) return [T.el('p', {class: 'note'}, T.words('No FIDE rating list kept yet: keep one above.'))];
    if (!found.players.length) return [T.el('p', {class: 'note'}, T.words('Nobody in {list} answers to that.', {list: found.list}))];
    const rows = found.players.map((player) => {
      const status = T.el('span', {class: 'error'});
      return T.el('tr', {dataset: {fideId: player.fide_id}},
        T.el('td', {class: 'number'}, player.fide_id), T.el('td', {}, player.name), T.el('td', {}, player.title),
        T.el('td', {}, player.federation), T.el('td', {class: 'number'}, player.rating || ''),
        T.el('td', {class: 'number wide-only'}, player.birth_year || ''),
        T.el('td', {}, T.el('button', {type: 'button', class: 'quiet', onclick: () => addFound(id, player, status)},
                            T.words('Add')), status));
    });
    return [T.el('p', {class: 'note'}, T.words('{shown} of {matched} found in {list}.',
                                               {shown: found.players.length, matched: found.matched, list: found.list})),
      T.el('div', {class: 'scroll'}, T.el('table', {}, T.el('thead', {}, T.el('tr', {},
        ['FIDE id', 'Name', 'Title', 'Federation', 'Rating', 'Year of birth', ''].map((head) =>
          T.el('th', {class: head === 'Year of birth' ? 'wide-only' : false}, head ? T.words(head) : '')))),
        T.el('tbody', {}, rows)))];
  }

  // The list's details, those it gives, as the form of a new player would send them.
  async function addFound(id, player, status) {
    status.textContent = '';
    const body = {};
    for (const name of ['name', 'fide_id', 'title', 'federation', 'rating', 'birth_year', 'sex'])
      if (player[name]) body[name] = player[name];
    const added = await T.api('POST', T.eventPath(id) + '/players', body);
    if (!added.ok) { status.textContent = added.data.error; return; }
    T.say([added.data.name, ...added.data.notes].join(' · '));
    await T.redrawPlayerList(id);
  }

  // How a player added or imported is registered, as `player add` and `player import` take it:
  // a late entry's missed rounds and number, and a second entry of a player already there.
  const LATE_ENTRY = [
    {name: 'missed_rounds', label: 'Missed rounds of a late entry (zero, half or full; one per round: zero,half)',
     placeholder: 'zero'},
    {name: 'keep_numbers', label: 'Number of a late entry', value: '',
     options: [['', 'his place in the initial ranking'], ['true', 'the next free number']]},
    {name: 'allow_duplicate', label: 'A player already registered (same FIDE id, or name and year of birth)', value: '',
     options: [['', 'refused'], ['true', 'registered all the same']]},
  ];
  const lateEntryBody = (body) => {
    for (const name of ['keep_numbers', 'allow_duplicate']) if (body[name] !== undefined) body[name] = body[name] === 'true';
  };
  T.addPlayerFields.push(...LATE_ENTRY);
  T.addPlayerHooks.push(lateEntryBody);

  // Under a round's boards: a game's record entered with its board's result (or giving it); at
  // tables of four, a table's game (a Chaturaji record, replayed as `tourney result --record` does).
  T.roundPanels.push(async (id, round, rounds, event) => {
    const node = T.form(T.words('A game record'), [
      {name: 'board', label: event.seats.length > 2 ? 'Table' : 'Board', inputmode: 'numeric'},
      {name: 'result', label: "Result (empty: the record's)"},
      {name: 'record', label: "The game's record (PGN or the game's own notation)", type: 'file'},
    ], T.words('Enter the result with its record'), async (formNode) => {
      const file = await chosenFile(formNode, 'record');
      const board = formNode.elements.board.value.trim();
      if (!file) return;
      const body = {record: file.text, record_file: file.name};
      const result = formNode.elements.result.value.trim();
      if (result) body.result = result;
      const path = `${T.eventPath(id)}/rounds/${round}/boards/${encodeURIComponent(board)}/result`;
      const done = await T.confirmedWrite('POST', path, body, () => ['POST', path, {...body, force: true}]);
      if (!done.ok) {
        // A refusal naming no field is about the record's file (its line, as the command line says).
        if (!done.data.field) done.data.field = done.status === 404 ? 'board' : 'record';
        return T.showRefusal(formNode, done);
      }
      outcome = {place: 'record', lines: [`${done.data.where}: ${done.data.players}  ${done.data.result}`, ...done.data.warnings]};
      await T.route();
    });
    node.id = 'record-upload';
    const shown = outcomeList('record');
    outcome = null;
    return T.el('div', {}, node, shown);
  });
})();
