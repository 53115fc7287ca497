// Reports in the arbiter's application (docs/browser.md): each player's FIDE rating change
// (`tourney ratings`), the title norms met (`tourney norms`), the event's log (`tourney log`),
// and a link to every PDF `tourney report` prints. A report the event cannot have (rating
// changes of a Chaturaji event) shows the server's words in its place.
'use strict';

(() => {
  const T = window.Tourney;
  T.addWords({
    'Reports': 'প্রতিবেদন',
    'Rating changes (FIDE, B.02)': 'রেটিং পরিবর্তন (ফিদে, B.02)',
    'Title norms (FIDE, B.01)': 'খেতাবের নর্ম (ফিদে, B.01)',
    'PDFs to print': 'ছাপার জন্য PDF',
    'After round (empty: the last)': 'যে রাউন্ডের পরে (খালি: শেষটি)',
    'Standings of a category': 'একটি বিভাগের অবস্থান',
    "The event's log": 'প্রতিযোগিতার লগ',
    'When': 'কখন',
    'What': 'কী',
  });

  // The words of a PDF's name in `tourney report`, for its link.
  const PDF_NAMES = {
    'pairings': 'Pairings', 'standings': 'Standings', 'crosstable': 'Crosstable', 'wallchart': 'Wall chart',
    'scoresheets': 'Scoresheets', 'schedule': 'Schedule', 'meetings': 'Meetings', 'tablesheets': 'Table sheets',
    'startlist': 'Starting list', 'alphabetical': 'Alphabetical list', 'pairings-by-name': 'Pairings by name',
    'ratings': 'Rating changes', 'norms': 'Title norms', 'prizes': 'Prize list', 'it1': 'FIDE IT1 (norm certificates)',
    'it3': 'FIDE IT3 (tournament report)',
  };
  T.addWords({'Pairings': 'জোড়', 'Wall chart': 'ওয়াল চার্ট', 'Scoresheets': 'স্কোরশিট', 'Schedule': 'সূচি',
              'Meetings': 'সাক্ষাৎ', 'Table sheets': 'টেবিল শিট', 'Starting list': 'প্রারম্ভিক তালিকা',
              'Alphabetical list': 'বর্ণানুক্রমিক তালিকা', 'Pairings by name': 'নাম অনুযায়ী জোড়',
              'Rating changes': 'রেটিং পরিবর্তন', 'Title norms': 'খেতাবের নর্ম', 'Prize list': 'পুরস্কার প্রাপকদের তালিকা'});

  // A link to each PDF, of the round chosen (else the last), the standings of the category
  // chosen (else everybody).
  function pdfLinks(id, kinds, rounds, categories, chosen = {}) {
    const links = T.el('ul', {id: 'pdfs', class: 'links'});
    const choice = {round: rounds.some((round) => String(round.round) === chosen.round) ? chosen.round : '',
                    category: categories.includes(chosen.category) ? chosen.category : ''};
    const address = (kind) => {
      const query = new URLSearchParams();
      if (kind.needs_round && choice.round) query.set('round', choice.round);
      if (kind.kind === 'standings' && choice.category) query.set('category', choice.category);
      const text = query.toString();
      return `${T.eventPath(id)}/reports/${kind.kind}${text ? '?' + text : ''}`;
    };
    const fill = () => links.replaceChildren(...kinds.map((kind) => T.el('li', {},
      T.el('a', {href: address(kind), target: '_blank', rel: 'noopener', dataset: {kind: kind.kind}},
           T.words(PDF_NAMES[kind.kind] || kind.kind)))));
    const select = (name, values) => T.el('select', {name, onchange: (event) => { choice[name] = event.target.value; fill(); }},
      T.el('option', {value: ''}, ''), values.map((value) => T.el('option', {value, selected: value === choice[name]}, value)));
    fill();
    return T.el('div', {}, T.el('div', {class: 'fields'},
      T.el('label', {}, T.words('After round (empty: the last)'), select('round', rounds.map((round) => String(round.round)))),
      categories.length ? T.el('label', {}, T.words('Standings of a category'), select('category', categories)) : null),
      links);
  }

  // The parts of the reports' view, each in its box: the PDFs (with the round and category
  // chosen, kept when drawn again), the rating changes, the norms and the log.
  async function reportParts(id, chosen) {
    const path = T.eventPath(id);
    const [ratings, norms, log, kinds, rounds, categories] = await Promise.all([
      T.api('GET', path + '/ratings'), T.api('GET', path + '/norms'), T.api('GET', path + '/log'),
      T.api('GET', path + '/reports'), T.api('GET', path + '/rounds'), T.api('GET', path + '/categories')]);
    const shown = (tableId, answer, order) => (answer.ok ? T.table(tableId, answer.data, null, order)
      : T.el('p', {class: 'note', id: tableId + '-refused'}, answer.data.error));
    const when = (utc) => { const date = new Date(utc); return isNaN(date) ? utc : date.toLocaleString(); };
    return {
      'pdfs-box': kinds.ok ? pdfLinks(id, kinds.data, rounds.ok ? rounds.data : [],
                                      categories.ok ? categories.data.map((row) => row.category) : [], chosen)
                           : T.el('p', {class: 'error'}, kinds.data.error),
      'ratings-box': shown('ratings', ratings, ['No', 'Name', 'Rtg', 'K', 'Games', 'Score', 'Expected', 'Change', 'New', 'Performance']),
      'norms-box': shown('norms', norms, ['No', 'Name', 'Norm', 'Games', 'Score', 'Ra', 'Perf']),
      'log-box': log.ok ? T.table('log', log.data.map((entry) => ({[T.words('When')]: when(entry.logged_at), '': entry.command,
                                                                 [T.words('What')]: entry.message})).reverse(), null,
                                  [T.words('When'), '', T.words('What')])
                        : T.el('p', {class: 'error'}, log.data.error),
    };
  }

  async function reportsView(id) {
    const [event, parts] = await Promise.all([T.loadEvent(id), reportParts(id)]);
    if (!event) return;
    const box = (name) => T.el('div', {id: name}, parts[name]);
    T.eventFrame(event, 'reports', T.el('div', {},
      T.el('section', {class: 'panel'}, T.el('h2', {}, T.words('PDFs to print')), box('pdfs-box')),
      T.el('h2', {}, T.words('Rating changes (FIDE, B.02)')), box('ratings-box'),
      T.el('h2', {}, T.words('Title norms (FIDE, B.01)')), box('norms-box'),
      T.el('h2', {}, T.words("The event's log")), box('log-box')));
  }

  // Another arbiter's change: every part drawn again in its box, the PDFs' choices kept.
  T.liveViews.push({
    shown: () => document.getElementById('log-box'),
    async redraw(id, current) {
      const choice = (name) => document.querySelector(`#pdfs-box select[name=${name}]`)?.value ?? '';
      const parts = await reportParts(id, {round: choice('round'), category: choice('category')});
      const boxes = Object.keys(parts).map((name) => document.getElementById(name));
      if (!current() || boxes.some((box) => !box)) return;
      // A choice being made stays where it is.
      boxes.forEach((box, index) => { if (!box.contains(document.activeElement)) box.replaceChildren(Object.values(parts)[index]); });
    },
  });

  T.tabs.push(['reports', 'Reports']);
  T.views.reports = reportsView;
})();
