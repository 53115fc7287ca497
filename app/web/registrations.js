// The entries of the public registration form in the arbiter's application (docs/browser.md), as
// `tourney registration FILE list`, `approve N` and `reject N` show and decide them: every entry
// in the order it came, with Approve and Reject on those that wait. Approving makes the entrant a
// player (the server checks him as `player add` does); rejecting asks for the reason first.
'use strict';

(() => {
  const T = window.Tourney;
  T.addWords({
    'Registrations': 'নিবন্ধন',
    'Approve': 'অনুমোদন করুন',
    'Reject': 'প্রত্যাখ্যান করুন',
    'Why is entry {no} rejected? (may be left empty)': 'আবেদন {no} কেন প্রত্যাখ্যাত? (খালি রাখা যায়)',
  });

  // The entries with a cell of buttons for those that wait, each refusal beside its buttons.
  async function entriesTable(id) {
    const path = T.eventPath(id) + '/registrations';
    const entries = await T.api('GET', path);
    if (!entries.ok) return T.el('p', {class: 'error'}, entries.data.error);
    const decide = (row) => {
      if (row.Status !== 'waiting') return null;
      const status = T.el('span', {class: 'error'});
      const act = (action, body) => async () => {
        const done = await T.api('POST', `${path}/${row.No}/${action}`, body());
        if (!done.ok) { status.textContent = done.data.error; return; }
        T.say(done.data.message);
        await registrationsView(id);
      };
      return T.el('span', {},
        T.el('button', {type: 'button', class: 'approve', onclick: act('approve', () => ({}))}, T.words('Approve')),
        T.el('button', {type: 'button', class: 'danger', onclick: async () => {
          const reason = prompt(T.words('Why is entry {no} rejected? (may be left empty)', {no: row.No}));
          if (reason !== null) await act('reject', () => ({reason}))();
        }}, T.words('Reject')), status);
    };
    return T.table('registrations', entries.data, decide,
      ['No', 'Name', 'Fed', 'FIDE id', 'Born', 'Club', 'Rtg', 'Received', 'Status', 'Typed']);
  }

  async function registrationsView(id) {
    const [event, table] = await Promise.all([T.loadEvent(id), entriesTable(id)]);
    if (!event) return;
    T.eventFrame(event, 'registrations', T.el('div', {}, T.el('div', {id: 'registrations-box'}, table)));
  }

  // An entry that came in, or another arbiter's decision: the list drawn again.
  T.liveViews.push({
    shown: () => document.getElementById('registrations-box'),
    async redraw(id, current) {
      const table = await entriesTable(id);
      const box = document.getElementById('registrations-box');
      if (current() && box) box.replaceChildren(table);
    },
  });

  T.tabs.push(['registrations', 'Registrations']);
  T.views.registrations = registrationsView;
})();
