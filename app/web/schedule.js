// A round robin's schedule in the arbiter's application (docs/browser.md): before round 1 the
// drawing of lots that gives the players their places in the Berger table, as `tourney draw`
// draws them (by a seed, typed or drawn by the server and shown so that anyone can check the
// draw, or in the order drawn by hand), and every round those places give, with its PDF to post.
// An event without a schedule (tables of four) shows the server's reason.
'use strict';

(() => {
  const T = window.Tourney;
  T.addWords({
    'Schedule': 'সূচি',
    'Draw the numbers by lot': 'লটারিতে নম্বর টানুন',
    'Seed (empty: drawn at random)': 'সিড (খালি: এলোমেলোভাবে টানা)',
    'Or the order drawn by hand (the current numbers in their new order, e.g. 3,1,4,2)':
      'অথবা হাতে টানা ক্রম (বর্তমান নম্বরগুলো নতুন ক্রমে, যেমন 3,1,4,2)',
    'Draw': 'টানুন',
    'Draw the numbers? Every player takes the number drawn.': 'নম্বর টানবেন? প্রত্যেক খেলোয়াড় টানা নম্বর পাবেন।',
    'Schedule (PDF)': 'সূচি (PDF)',
  });

  let drawn = null;  // what the last draw said, shown with the schedule it redrew

  async function scheduleView(id) {
    const [event, schedule] = await Promise.all([T.loadEvent(id), T.api('GET', T.eventPath(id) + '/schedule')]);
    if (!event) return;
    const said = drawn && drawn.id === id ? T.el('p', {class: 'outcome', id: 'draw-outcome'}, drawn.message) : null;
    drawn = null;
    if (!schedule.ok) return T.eventFrame(event, 'schedule', T.el('p', {class: 'error'}, schedule.data.error));
    if (schedule.data.none)
      return T.eventFrame(event, 'schedule', T.el('p', {class: 'note', id: 'no-schedule'}, schedule.data.none));
    const rows = schedule.data.boards.map((board) => T.el('tr', {dataset: {round: board.Rd, board: board.Bd}},
      T.el('td', {class: 'number'}, board.Rd), T.el('td', {class: 'number'}, board.Bd),
      T.el('td', {class: 'white'}, board.White),
      T.el('td', {class: 'black'}, board.Black === 'bye' ? T.words('bye') : board.Black)));
    T.eventFrame(event, 'schedule', T.el('div', {},
      event.rounds_paired === 0 ? drawForm(id) : null, said,
      T.el('p', {}, T.el('a', {href: `${T.eventPath(id)}/reports/schedule`, target: '_blank', rel: 'noopener',
                               id: 'schedule-pdf'}, T.words('Schedule (PDF)'))),
      T.el('div', {class: 'scroll'}, T.el('table', {id: 'schedule'},
        T.el('thead', {}, T.el('tr', {}, ['Round', 'Board', 'White', 'Black'].map((head) => T.el('th', {}, T.words(head))))),
        T.el('tbody', {}, rows)))));
  }

  function drawForm(id) {
    const node = T.form(T.words('Draw the numbers by lot'), [
      {name: 'seed', label: 'Seed (empty: drawn at random)', inputmode: 'numeric'},
      {name: 'order', label: 'Or the order drawn by hand (the current numbers in their new order, e.g. 3,1,4,2)'},
    ], T.words('Draw'), async (formNode) => {
      const body = {};
      const order = formNode.elements.order.value.trim();
      const seed = formNode.elements.seed.value.trim();
      if (order) body.order = order.split(/[\s,]+/).filter(Boolean).map(Number);
      if (seed) body.seed = seed;
      if (!confirm(T.words('Draw the numbers? Every player takes the number drawn.'))) return;
      const done = await T.api('POST', T.eventPath(id) + '/draw', body);
      if (!done.ok) return T.showRefusal(formNode, done);
      drawn = {id, message: done.data.message};
      T.say(done.data.message);
      await T.route();
    });
    node.id = 'draw-lots';
    return node;
  }

  // A tab of round robins only: a Swiss is paired round by round.
  T.tabs.push(['schedule', 'Schedule', (event) => event.system.endsWith('round-robin')]);
  T.views.schedule = scheduleView;
})();
