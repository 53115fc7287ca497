// Pairings by hand in the arbiter's application (docs/browser.md), as `tourney pairing` makes
// them: under the last round paired, before its results, two boards exchange their Black
// players, a board's colours change places, or a board is given two players. The server makes
// the change even when it breaks a pairing rule (the arbiter decides) and names the rule: those
// warnings are shown with the round.
'use strict';

(() => {
  const T = window.Tourney;
  T.addWords({
    'Change the pairing by hand': 'হাতে জোড় বদলান',
    'Exchange the Black players of two boards (e.g. 3 4)': 'দুই বোর্ডের কালো খেলোয়াড় বদল (যেমন 3 4)',
    'Exchange': 'বদল করুন',
    'Change the colours of a board': 'একটি বোর্ডের রং বদলান',
    'Change the colours': 'রং বদলান',
    'Set a board': 'একটি বোর্ড ঠিক করুন',
    'White (No.)': 'সাদা (নং)',
    'Black (No.)': 'কালো (নং)',
    'Set the board': 'বোর্ড ঠিক করুন',
    'Warnings': 'সতর্কতা',
    'Boards': 'বোর্ড',
  });

  // What the last change did and warned about, shown with the round it changed.
  let changed = null;

  T.roundPanels.push(async (id, round, rounds, event) => {
    if (!rounds.length || rounds[rounds.length - 1].round !== round) return null;  // the last round only
    if (event.seats && event.seats.length > 2) return null;  // boards of two players only
    const shown = changed && changed.id === id && changed.round === round ? changed : null;
    changed = null;
    const send = async (node, method, path, body) => {
      const done = await T.api(method, `${T.eventPath(id)}/rounds/${round}${path}`, body);
      if (!done.ok) return T.showRefusal(node, done);
      changed = {id, round, done: done.data.done, warnings: done.data.warnings};
      T.say(done.data.done.join(' · '));
      await T.route();
    };
    const number = (node, name) => {
      const text = node.elements[name].value.trim();
      return /^\d+$/.test(text) ? Number(text) : text;
    };
    const swap = T.form(T.words('Exchange the Black players of two boards (e.g. 3 4)'),
      [{name: 'boards', label: 'Boards', placeholder: '3 4'}], T.words('Exchange'), (node) =>
        send(node, 'POST', '/swap', {boards: node.elements.boards.value.split(/[\s,]+/).filter(Boolean).map(Number)}));
    swap.id = 'pairing-swap';
    const colours = T.form(T.words('Change the colours of a board'), [{name: 'board', label: 'Board', inputmode: 'numeric'}],
      T.words('Change the colours'), (node) =>
        send(node, 'POST', `/boards/${encodeURIComponent(node.elements.board.value.trim())}/colours`, {}));
    colours.id = 'pairing-colours';
    const set = T.form(T.words('Set a board'), [
      {name: 'board', label: 'Board', inputmode: 'numeric'},
      {name: 'white', label: 'White (No.)', inputmode: 'numeric'},
      {name: 'black', label: 'Black (No.)', inputmode: 'numeric'},
    ], T.words('Set the board'), (node) =>
      send(node, 'PUT', `/boards/${encodeURIComponent(node.elements.board.value.trim())}`,
           {white: number(node, 'white'), black: number(node, 'black')}));
    set.id = 'pairing-set';
    return T.el('details', {class: 'panel', id: 'hand-pairing', open: shown ? true : false},
      T.el('summary', {}, T.words('Change the pairing by hand')),
      shown ? T.el('ul', {id: 'pairing-done'}, shown.done.map((line) => T.el('li', {}, line))) : null,
      shown && shown.warnings.length
        ? T.el('div', {id: 'pairing-warnings'}, T.el('h3', {}, T.words('Warnings')),
            T.el('ul', {}, shown.warnings.map((line) => T.el('li', {class: 'error'}, line))))
        : null,
      swap, colours, set);
  });
})();
