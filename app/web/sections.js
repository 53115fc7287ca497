// An event in sections in the arbiter's application (issue 36, docs/organiser.md "Sections"),
// when the folder served holds one: under the list of events, its sections with their bands,
// players and rounds paired (each section is an event of the list), and a player moved from one
// section to another before round 1, as `tourney sections move` moves him.
'use strict';

(() => {
  const T = window.Tourney;
  T.addWords({
    'Sections of {name}': '{name}-এর সেকশন',
    'Move a player to another section': 'একজন খেলোয়াড়কে অন্য সেকশনে সরান',
    'From section': 'যে সেকশন থেকে',
    'Player (start number or name)': 'খেলোয়াড় (শুরুর নম্বর বা নাম)',
    'To section': 'যে সেকশনে',
    'Move': 'সরান',
  });

  async function sectionsPanel() {
    const answer = await T.api('GET', '/api/sections');
    if (!answer.ok) return null;  // no event in sections here (404)
    const {name, sections} = answer.data;
    const options = sections.map((section) => [section.Section, section.Section]);
    const move = T.form(T.words('Move a player to another section'), [
      {name: 'from', label: 'From section', value: options[0]?.[0], options},
      {name: 'player', label: 'Player (start number or name)', required: true},
      {name: 'to', label: 'To section', value: options[1]?.[0], options, errorFor: 'section'},
    ], T.words('Move'), async (node) => {
      const done = await T.api('POST', '/api/sections/move', T.filled(node, ['from', 'player', 'to']));
      if (!done.ok) return T.showRefusal(node, done);
      T.say(done.data.message);
      await T.route();
    });
    move.id = 'move-player';
    return T.el('section', {class: 'panel', id: 'sections'},
      T.el('h2', {}, T.words('Sections of {name}', {name})),
      T.table('section-list', sections, null, ['Section', 'Band', 'Players', 'Rounds paired']),
      move);
  }

  T.eventsPanels.push(sectionsPanel);
})();
