// Tables of four (Chaturaji) in the arbiter's application (docs/browser.md): a round's tables,
// each seat's game points typed in the order of play and sent as `tourney result` takes them
// ("12-5-0-3", F for a seat lost by forfeit). The event core checks them; its refusal, in the
// command line's words, shows on the table's row. Standings need nothing of their own here: the
// API ranks tables' events by placement points, as `tourney standings` does.
'use strict';

(() => {
  const app = window.Tourney;
  const {el, words} = app;
  app.addWords({
    'Table': 'টেবিল',
    'Save': 'সংরক্ষণ করুন',
    'Red': 'লাল',
    'Green': 'সবুজ',
    'Yellow': 'হলুদ',
    'Game points of each seat in the order of play, F for a seat lost by forfeit; Enter saves the table.':
      'খেলার ক্রমে প্রতিটি আসনের গেম পয়েন্ট, ফরফিটে হারা আসনে F; এন্টার টেবিলটি সংরক্ষণ করে।',
    'game points of {seat} at table {table}': 'টেবিল {table}-এ {seat}-এর গেম পয়েন্ট',
  });
  const latinDigits = (text) => text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09E6));
  const seatLabel = (seat) => words(seat.charAt(0).toUpperCase() + seat.slice(1));

  // `seatNames`: the event's, in the order of play, which the round's list names in lower case.
  app.hooks.tableRound = async (id, round, names, seatNames) => {
    const tables = await app.api('GET', `${app.eventPath(id)}/rounds/${round}`);
    if (!tables.ok) return el('p', {class: 'error'}, tables.data.error);
    const seats = seatNames.map((seat) => seat.toLowerCase());
    const who = (start) => `${start} ${names.get(Number(start)) || ''}`;
    const rows = tables.data.map((table) => (table.table === ''
      ? el('tr', {class: 'bye'}, el('td', {}), el('td', {}, who(table[seats[0]])),
           el('td', {class: 'result', colspan: seats.length}, `${words('bye')} ${table.result}`))
      : tableRow(id, round, table, seats, who)));
    return el('section', {}, el('h2', {}, `${words('Round')} ${round}`),
      el('p', {class: 'note'},
         words('Game points of each seat in the order of play, F for a seat lost by forfeit; Enter saves the table.')),
      el('div', {class: 'scroll'}, el('table', {class: 'tables', id: 'grid', dataset: {round}},
        el('thead', {}, el('tr', {}, ['Table', ...seats, 'Result', '', ''].map((head) =>
          el('th', {}, head ? seatLabel(head) : '')))),
        el('tbody', {}, rows))));
  };

  function tableRow(id, round, table, seats, who) {
    const entered = table.result ? table.result.split('-') : [];
    const row = el('tr', {dataset: {board: table.table, open: ''}},
      el('td', {class: 'number board'}, el('span', {class: 'phone-only'}, `${words('Table')} `), table.table),
      seats.map((seat, index) => el('td', {class: 'seat'},
        el('label', {}, el('span', {class: 'seat-name'}, `${seatLabel(seat)} · ${who(table[seat])}`),
          el('input', {class: 'points', name: seat, inputmode: 'numeric', autocomplete: 'off', value: entered[index] ?? '',
                       'aria-label': words('game points of {seat} at table {table}', {seat: seatLabel(seat), table: table.table})})))),
      el('td', {class: 'result'}, table.result),
      el('td', {class: 'save-cell'}, el('button', {type: 'button', class: 'quiet', onclick: () => save(id, round, row)},
                                        words('Save'))),
      el('td', {class: 'error board-status'}));
    row.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' || !event.target.matches('input')) return;
      event.preventDefault();
      save(id, round, row);
    });
    return row;
  }

  // The table's points as one result; the next table's first seat takes the focus once saved.
  async function save(id, round, row) {
    const status = row.querySelector('.board-status');
    status.textContent = '';
    const inputs = [...row.querySelectorAll('input.points')];
    // A seat left empty sends nothing: the event core then says how many seats have points.
    const result = inputs.map((input) => latinDigits(input.value.trim()).toUpperCase()).filter(Boolean).join('-');
    const path = `${app.eventPath(id)}/rounds/${round}/boards/${row.dataset.board}/result`;
    const done = await app.confirmedWrite('POST', path, {result}, () => ['POST', path, {result, force: true}]);
    if (!done.ok) {
      status.textContent = done.data.error;
      inputs[0].focus();
      return;
    }
    row.querySelector('.result').textContent = result;  // as the round's list writes it, without the places
    if (done.data.warnings.length) status.textContent = done.data.warnings.join(' ');
    let next = row.nextElementSibling;
    while (next && next.dataset.open === undefined) next = next.nextElementSibling;
    next?.querySelector('input.points')?.focus();
  }
})();
