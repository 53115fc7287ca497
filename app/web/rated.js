// "Will this be rated?" in the arbiter's application (issue 36, docs/organiser.md), as `tourney
// check-rated` asks it before round 1: each requirement of FIDE's Rating Regulations with its
// article, met or missing and what to do; under it the event's details the check reads (time
// control, chief arbiter and his FIDE id, FIDE's registration), kept as `tourney rated-details`
// keeps them.
'use strict';

(() => {
  const T = window.Tourney;
  T.addWords({
    'Rated?': 'রেটেড?',
    'Will this be rated?': 'এটি কি রেটেড হবে?',
    'Every requirement Tourney can check is met.': 'Tourney যা যাচাই করতে পারে তার প্রতিটি শর্ত পূরণ হয়েছে।',
    'Not every requirement is met: FIDE would not rate the event as it stands.':
      'সব শর্ত পূরণ হয়নি: এখনকার অবস্থায় FIDE ইভেন্টটি রেট করবে না।',
    'met': 'পূরণ হয়েছে',
    'missing': 'বাকি',
    'Details of the rated event': 'রেটেড ইভেন্টের বিবরণ',
    'Time control (e.g. 90+30 or 40/90+30+30)': 'সময় নিয়ন্ত্রণ (যেমন 90+30 বা 40/90+30+30)',
    'Chief arbiter': 'প্রধান আরবিটার',
    "Chief arbiter's FIDE id": 'প্রধান আরবিটারের FIDE আইডি',
    "FIDE's registration of the event": 'FIDE-তে ইভেন্টের নিবন্ধন',
    'Registered on': 'নিবন্ধনের তারিখ',
  });

  const DETAILS = [
    {name: 'time_control', label: 'Time control (e.g. 90+30 or 40/90+30+30)'},
    {name: 'chief_arbiter', label: 'Chief arbiter'},
    {name: 'chief_arbiter_fide_id', label: "Chief arbiter's FIDE id", inputmode: 'numeric'},
    {name: 'fide_registration', label: "FIDE's registration of the event"},
    {name: 'fide_registered_on', label: 'Registered on', type: 'date'},
  ];

  async function ratedView(id) {
    const path = T.eventPath(id);
    const [event, check] = await Promise.all([T.loadEvent(id), T.api('GET', path + '/rated-check')]);
    if (!event) return;
    if (!check.ok) return T.eventFrame(event, 'rated', T.el('p', {class: 'error'}, check.data.error));
    const rated = check.data.every((row) => row.Fulfilled === 'met');
    const rows = check.data.map((row) => T.el('tr', {dataset: {met: row.Fulfilled}},
      T.el('td', {}, row.Requirement), T.el('td', {}, row.Article),
      T.el('td', {class: row.Fulfilled === 'met' ? '' : 'error'}, T.words(row.Fulfilled)), T.el('td', {}, row.Details)));
    const details = T.form(T.words('Details of the rated event'), DETAILS, T.words('Save'), async (node) => {
      const done = await T.api('PUT', path + '/rated-details', T.filled(node, DETAILS.map((spec) => spec.name)));
      if (!done.ok) return T.showRefusal(node, done);
      T.say(done.data.message);
      await ratedView(id);
    });
    details.id = 'rated-details';
    T.eventFrame(event, 'rated', T.el('div', {},
      T.el('h2', {}, T.words('Will this be rated?')),
      T.el('p', {class: rated ? 'note' : 'error', id: 'rated-verdict'}, T.words(rated
        ? 'Every requirement Tourney can check is met.'
        : 'Not every requirement is met: FIDE would not rate the event as it stands.')),
      T.el('div', {class: 'scroll'}, T.el('table', {id: 'rated-check'},
        T.el('thead', {}, T.el('tr', {}, ['Requirement', 'Article', 'Fulfilled', 'Details'].map((head) => T.el('th', {}, head)))),
        T.el('tbody', {}, rows))),
      details));
  }

  T.tabs.push(['rated', 'Rated?']);
  T.views.rated = ratedView;
})();
