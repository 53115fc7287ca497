// Categories and prizes in the arbiter's application (docs/browser.md), as `tourney category`,
// `prize` and `prizes` keep and print them: the categories with their rules, the prize table
// (typed, imported from a CSV file or copied from another event), how tied players share prizes, and the prize list (who takes which prize now). Removing a
// category or a prize asks first.
'use strict';

(() => {
  const T = window.Tourney;
  T.addWords({
    'Prizes': 'পুরস্কার',
    'Categories': 'বিভাগ',
    'Add a category': 'বিভাগ যোগ করুন',
    'Rule (e.g. women,U16 or rating<1800)': 'নিয়ম (যেমন women,U16 বা rating<1800)',
    'Add the category': 'বিভাগ যোগ করুন',
    'Prize table': 'পুরস্কারের তালিকা',
    'Add a prize': 'পুরস্কার যোগ করুন',
    'Amount': 'পরিমাণ',
    'Category (empty: overall)': 'বিভাগ (খালি: সামগ্রিক)',
    'Add the prize': 'পুরস্কার যোগ করুন',
    'Prize sharing of tied players': 'সমান পয়েন্টের খেলোয়াড়দের পুরস্কার ভাগ',
    'tie-breaks decide': 'টাই-ব্রেক ঠিক করে',
    'Hort system': 'হর্ট পদ্ধতি',
    'shared equally': 'সমান ভাগ',
    'Save': 'সংরক্ষণ করুন',
    'Prize list': 'পুরস্কার প্রাপকদের তালিকা',
    'None yet.': 'এখনো নেই।',
    'Remove the category {name}?': '{name} বিভাগটি মুছে ফেলবেন?',
    'Remove the prize {name}?': '{name} পুরস্কারটি মুছে ফেলবেন?',
    'Import a prize table': 'পুরস্কারের তালিকা আমদানি করুন',
    'Prize table (CSV: name, category, amount)': 'পুরস্কারের তালিকা (CSV: name, category, amount)',
    'Import': 'আমদানি করুন',
    'The prizes': 'পুরস্কারগুলো',
    'after the prizes here': 'এখানকার পুরস্কারগুলোর পরে',
    'in place of the prize table here': 'এখানকার পুরস্কারের তালিকার বদলে',
    'Copy the prizes of another event': 'অন্য ইভেন্টের পুরস্কার কপি করুন',
    'Event': 'ইভেন্ট',
    'Copy': 'কপি করুন',
    'Replace the prize table with the prizes of {from}?': '{from}-এর পুরস্কার দিয়ে পুরস্কারের তালিকা বদলাবেন?',
  });

  // Where prizes from a file or another event go: after those here, or in their place.
  const PLACE = {name: 'replace', label: 'The prizes', value: '',
                 options: [['', 'after the prizes here'], ['true', 'in place of the prize table here']]};
  const placed = (formNode, body) => (formNode.elements.replace.value ? {...body, replace: true} : body);

  // A prize table as `tourney prize import` and `prize copy` bring it: a CSV file, or the table
  // of another event of the folder (last year's, another section), with its categories and sharing.
  function tableSources(id, events, redraw) {
    const path = T.eventPath(id);
    const upload = T.uploadForm('import-prizes', 'Import a prize table',
      {name: 'csv', label: 'Prize table (CSV: name, category, amount)', accept: '.csv,text/csv'}, 'Import',
      async (node, file) => {
        const done = await T.api('POST', path + '/prizes/import', placed(node, {csv: file.text, file: file.name}));
        if (!done.ok) return T.showRefusal(node, done);
        T.say(done.data.message);
        await redraw();
      });
    upload.querySelector('.fields').append(T.field(PLACE));
    const others = events.filter((event) => event.id !== id);
    if (!others.length) return [upload];
    const copy = T.form(T.words('Copy the prizes of another event'), [
      {name: 'from', label: 'Event', value: others[0].id, options: others.map((event) => [event.id, event.name])}, PLACE,
    ], T.words('Copy'), async (node) => {
      const from = node.elements.from.value;
      if (node.elements.replace.value && !confirm(T.words('Replace the prize table with the prizes of {from}?',
                                                          {from: node.elements.from.selectedOptions[0].text}))) return;
      const done = await T.api('POST', path + '/prizes/copy', placed(node, {from}));
      if (!done.ok) return T.showRefusal(node, done);
      T.say(done.data.message);
      await redraw();
    });
    copy.id = 'copy-prizes';
    return [upload, copy];
  }

  // A table of the event core as the API gives it (an array of objects, keys in alphabetical
  // order): the columns `order` names first, in that order (the command line's), then the rest;
  // `act(row)` adds a last cell.
  T.table = (tableId, rows, act, order = []) => {
    if (!rows.length) return T.el('p', {class: 'note', id: tableId + '-none'}, T.words('None yet.'));
    const keys = Object.keys(rows[0]);
    const columns = [...order.filter((key) => keys.includes(key)), ...keys.filter((key) => !order.includes(key))];
    return T.el('div', {class: 'scroll'}, T.el('table', {id: tableId},
      T.el('thead', {}, T.el('tr', {}, columns.map((key) => T.el('th', {}, key)), act ? T.el('th', {}) : null)),
      T.el('tbody', {}, rows.map((row) => T.el('tr', {}, columns.map((key) => T.el('td', {}, row[key] ?? '')),
        act ? T.el('td', {}, act(row)) : null)))));
  };

  // The three lists of the prizes' view: categories, prize table and prize list, each with the
  // refusal the API gave in its place.
  async function prizeLists(id) {
    const path = T.eventPath(id);
    const [categories, prizes, list] = await Promise.all([T.api('GET', path + '/categories'),
      T.api('GET', path + '/prizes'), T.api('GET', path + '/prize-list')]);
    const removal = (question, target) => (row) => {
      const status = T.el('span', {class: 'error'});
      return T.el('span', {}, T.el('button', {type: 'button', class: 'danger', onclick: async () => {
        if (!confirm(question(row))) return;
        const done = await T.api('DELETE', target(row));
        if (!done.ok) { status.textContent = done.data.error; return; }
        T.say(done.data.message);
        await prizesView(id);
      }}, T.words('Remove')), status);
    };
    const rows = (answer) => (answer.ok ? answer.data : []);
    const failed = (answer) => (answer.ok ? null : T.el('p', {class: 'error'}, answer.data.error));
    return {
      categoryNames: rows(categories).map((row) => row.category),
      categories: [failed(categories), T.table('categories', rows(categories), removal(
        (row) => T.words('Remove the category {name}?', {name: row.category}),
        (row) => `${path}/categories/${encodeURIComponent(row.category)}`), ['category', 'rule', 'players'])],
      prizes: [failed(prizes), T.table('prizes', rows(prizes), removal(
        (row) => T.words('Remove the prize {name}?', {name: row.prize}),
        (row) => `${path}/prizes/${row.no}`), ['no', 'prize', 'category', 'amount'])],
      list: [failed(list), T.table('prize-list', rows(list), null,
        ['prize', 'category', 'amount', 'rank', 'start', 'name', 'points', 'paid'])],
    };
  }

  const categoryOptions = (names) => [['', ''], ...names.map((name) => [name, name])];

  async function prizesView(id) {
    const path = T.eventPath(id);
    const [event, lists, events] = await Promise.all([T.loadEvent(id), prizeLists(id), T.api('GET', '/api/events')]);
    if (!event) return;
    const adding = (formId, title, specs, submit, target, fields) => {
      const node = T.form(T.words(title), specs, T.words(submit), async (formNode) => {
        const done = await T.api(target.method || 'POST', path + target.path, T.filled(formNode, fields));
        if (!done.ok) return T.showRefusal(formNode, done);
        T.say(done.data.message);
        await prizesView(id);
      });
      node.id = formId;
      return node;
    };
    T.eventFrame(event, 'prizes', T.el('div', {},
      T.el('h2', {}, T.words('Categories')), T.el('div', {id: 'categories-box'}, lists.categories),
      adding('add-category', 'Add a category', [{name: 'name', label: 'Name'},
        {name: 'rule', label: 'Rule (e.g. women,U16 or rating<1800)'}], 'Add the category', {path: '/categories'},
        ['name', 'rule']),
      T.el('h2', {}, T.words('Prize table')), T.el('div', {id: 'prizes-box'}, lists.prizes),
      adding('add-prize', 'Add a prize', [{name: 'name', label: 'Name', placeholder: '1st'},
        {name: 'amount', label: 'Amount', inputmode: 'decimal', placeholder: '5000'},
        {name: 'category', label: 'Category (empty: overall)', value: '', options: categoryOptions(lists.categoryNames)}],
        'Add the prize', {path: '/prizes'}, ['name', 'amount', 'category']),
      ...tableSources(id, events.ok ? events.data : [], () => prizesView(id)),
      adding('prize-sharing', 'Prize sharing of tied players', [{name: 'sharing', label: 'Prize sharing of tied players',
        value: 'tiebreak', options: [['tiebreak', 'tie-breaks decide'], ['hort', 'Hort system'], ['shared', 'shared equally']]}],
        'Save', {method: 'PUT', path: '/prize-sharing'}, ['sharing']),
      T.el('h2', {}, T.words('Prize list')), T.el('div', {id: 'prize-list-box'}, lists.list)));
  }

  // Another arbiter's change: the lists redrawn under the forms, and the prize form's choice of
  // categories brought up to date, keeping the one chosen.
  T.liveViews.push({
    shown: () => document.getElementById('categories-box'),
    async redraw(id, current) {
      const lists = await prizeLists(id);
      const boxes = ['categories-box', 'prizes-box', 'prize-list-box'].map((box) => document.getElementById(box));
      if (!current() || boxes.some((box) => !box)) return;
      [lists.categories, lists.prizes, lists.list].forEach((nodes, index) =>
        boxes[index].replaceChildren(...nodes.filter(Boolean)));
      const select = document.querySelector('#add-prize [name=category]');
      if (!select || select.options.length === lists.categoryNames.length + 1 &&
                     lists.categoryNames.every((name, index) => select.options[index + 1].value === name)) return;
      const chosen = select.value;
      select.replaceChildren(...categoryOptions(lists.categoryNames).map(([value, label]) => T.el('option', {value}, label)));
      select.value = lists.categoryNames.includes(chosen) ? chosen : '';
    },
  });

  T.tabs.push(['prizes', 'Prizes']);
  T.views.prizes = prizesView;
})();
