// The arbiter's application (docs/browser.md): the events of the served folder, a new event,
// an event's players, rounds, results, standings, crosstable and exports, all through the JSON
// API of docs/openapi.yaml. Every value from the server or from a user reaches the page as
// text (textContent, never as markup). The API answers refusals in the page's language (?lang=)
// and names the field at fault; the refusal is shown next to that field.
'use strict';

(() => {
  // ---- Words of the page, English and Bengali; the English text is the key. ----------------
  const BENGALI = {
    'Events': 'প্রতিযোগিতা',
    'No events in this folder yet.': 'এই ফোল্ডারে এখনো কোনো প্রতিযোগিতা নেই।',
    'New event': 'নতুন প্রতিযোগিতা',
    'File name (letters, digits, - and _)': 'ফাইলের নাম (অক্ষর, অঙ্ক, - আর _)',
    'Name': 'নাম',
    'Game': 'খেলা',
    'System': 'পদ্ধতি',
    'Rounds': 'রাউন্ড',
    'Scoring (win, draw, loss)': 'পয়েন্ট (জয়, ড্র, হার)',
    'Bye value (tables of four)': 'বাইয়ের মান (চার জনের টেবিল)',
    'Placement points (tables of four)': 'স্থান অনুযায়ী পয়েন্ট (চার জনের টেবিল)',
    'Tie-breaks': 'টাই-ব্রেক',
    'Acceleration': 'ত্বরণ',
    'none': 'নেই',
    'First day': 'প্রথম দিন',
    'Last day': 'শেষ দিন',
    'City': 'শহর',
    'Federation': 'ফেডারেশন',
    'Chief arbiter': 'প্রধান আরবিটার',
    'Time control': 'সময় নিয়ন্ত্রণ',
    'Create the event': 'প্রতিযোগিতা তৈরি করুন',
    'archived': 'আর্কাইভকৃত',
    'Archive': 'আর্কাইভ করুন',
    'Restore': 'ফিরিয়ে আনুন',
    'Delete': 'মুছে ফেলুন',
    'Archive {name}? It becomes read-only until an organiser restores it.':
      '{name} আর্কাইভ করবেন? কোনো সংগঠক ফিরিয়ে না আনা পর্যন্ত এটি শুধু পড়া যাবে।',
    'Delete {name} with its players, rounds, results and log? This cannot be undone.':
      '{name} তার খেলোয়াড়, রাউন্ড, ফলাফল ও লগসহ মুছে ফেলবেন? এটি আর ফেরানো যাবে না।',
    'Players': 'খেলোয়াড়',
    'Standings': 'অবস্থান',
    'Crosstable': 'ক্রসটেবিল',
    'Export': 'রপ্তানি',
    'players': 'খেলোয়াড়',
    'rounds paired': 'রাউন্ড জোড় করা',
    'No.': 'নং',
    'Title': 'খেতাব',
    'Rating': 'রেটিং',
    'Status': 'অবস্থা',
    'FIDE id': 'ফিদে আইডি',
    'Year of birth': 'জন্মসাল',
    'Sex (m or f)': 'লিঙ্গ (m বা f)',
    'Club': 'ক্লাব',
    'Name in Latin letters': 'লাতিন অক্ষরে নাম',
    'Add the player': 'খেলোয়াড় যোগ করুন',
    'Save the changes': 'পরিবর্তন সংরক্ষণ করুন',
    'Cancel': 'বাতিল',
    'Edit': 'সম্পাদনা',
    'Withdraw': 'প্রত্যাহার',
    'Undo the withdrawal': 'প্রত্যাহার ফিরিয়ে নিন',
    'Remove': 'মুছে ফেলুন',
    'Add a player': 'খেলোয়াড় যোগ করুন',
    'Edit player': 'খেলোয়াড় সম্পাদনা',
    'active': 'সক্রিয়',
    'Remove {name} from the event? This cannot be undone.': '{name}-কে প্রতিযোগিতা থেকে মুছে ফেলবেন? এটি ফেরানো যাবে না।',
    'Withdraw {name} from the next round on?': 'পরের রাউন্ড থেকে {name}-কে প্রত্যাহার করবেন?',
    'Pair the next round': 'পরের রাউন্ডের জোড় করুন',
    'Take the last round back': 'শেষ রাউন্ড ফিরিয়ে নিন',
    'Take round {round} back? Its pairing is removed.': 'রাউন্ড {round} ফিরিয়ে নেবেন? এর জোড় মুছে যাবে।',
    'Round': 'রাউন্ড',
    'Board': 'বোর্ড',
    'White': 'সাদা',
    'Black': 'কালো',
    'Result': 'ফল',
    'bye': 'বাই',
    'No rounds paired yet.': 'এখনো কোনো রাউন্ড জোড় করা হয়নি।',
    'Keys on a board: 1 white wins, 0 black wins, = draw, + and - forfeits; arrows and Enter move.':
      'বোর্ডে কী: ১ সাদা জেতে, ০ কালো জেতে, = ড্র, + আর - ফরফিট; তীর আর এন্টার দিয়ে সরুন।',
    'Round {round} paired.': 'রাউন্ড {round} জোড় করা হলো।',
    'Round {round} taken back.': 'রাউন্ড {round} ফিরিয়ে নেওয়া হলো।',
    'Saved.': 'সংরক্ষিত।',
    'Rank': 'ক্রম',
    'Points': 'পয়েন্ট',
    'TRF (FIDE)': 'টিআরএফ (ফিদে)',
    'Results as CSV': 'ফল CSV হিসেবে',
    'Results as JSON': 'ফল JSON হিসেবে',
    'Sign in': 'সাইন ইন',
    'Sign out': 'সাইন আউট',
    "The arbiter's token": 'আরবিটারের টোকেন',
    "Sign in with the arbiter's token to change anything.": 'কিছু বদলাতে আরবিটারের টোকেন দিয়ে সাইন ইন করুন।',
    "The arbiter's token is needed: sign in.": 'আরবিটারের টোকেন লাগবে: সাইন ইন করুন।',
    'Sign in with an account': 'অ্যাকাউন্ট দিয়ে সাইন ইন',
    'Password': 'পাসওয়ার্ড',
    'Nothing was changed.': 'কিছুই বদলানো হয়নি।',
    'The server cannot be reached.': 'সার্ভারে পৌঁছানো যাচ্ছে না।',
    'not found': 'পাওয়া যায়নি',
    'chess': 'দাবা',
    'draughts': 'ড্রাফটস',
    'camelot': 'ক্যামেলট',
    'chaturaji': 'চতুরাজি',
    'Swiss (FIDE Dutch)': 'সুইস (ফিদে ডাচ)',
    'Swiss (FIDE Dubov)': 'সুইস (ফিদে ডুবভ)',
    'round robin': 'রাউন্ড রবিন',
    'double round robin': 'ডাবল রাউন্ড রবিন',
    'Baku': 'বাকু',
    'swiss': 'সুইস',
    'How this round was paired': 'এই রাউন্ডের জোড় কীভাবে করা হলো',
    'Requested byes': 'অনুরোধ করা বাই',
    'Request a bye': 'বাইয়ের অনুরোধ',
    'Request the bye': 'বাই অনুরোধ করুন',
    'Kind': 'ধরন',
    'half point': 'অর্ধ পয়েন্ট',
    'zero': 'শূন্য',
    'full point': 'পূর্ণ পয়েন্ট',
    'Player': 'খেলোয়াড়',
    'Allow': 'অনুমতি দিন',
    'Pairs that must not meet': 'যাদের মুখোমুখি হওয়া চলবে না',
    'Forbid pairs': 'জোড় নিষেধ',
    'Players who must not meet (e.g. 3,17,40)': 'যে খেলোয়াড়দের মুখোমুখি হওয়া চলবে না (যেমন 3,17,40)',
    'Forbid': 'নিষেধ করুন',
    'dubov': 'ডুবভ সুইস',
    'round-robin': 'রাউন্ড রবিন',
    'double-round-robin': 'ডাবল রাউন্ড রবিন',
    'Bengali digits': 'বাংলা অঙ্ক',
  };
  const RESULT_KEYS = {'1': '1-0', '0': '0-1', '=': '1/2-1/2', '+': '+/-', '-': '-/+', '১': '1-0', '০': '0-1'};
  const TAPS = [['1-0', '1-0'], ['½', '1/2-1/2'], ['0-1', '0-1']];

  // Where app/web/live.js (live updates) and tables.js (tables of four) join in: set by them.
  const hooks = {};

  let language = localStorage.getItem('tourney.language') === 'bn' ? 'bn' : 'en';
  let bengaliDigitsChosen = localStorage.getItem('tourney.digits') === 'bengali';

  // The digits of `text` in Bengali, by the rule of `tourney --digits bengali`
  // (reports/labels.cpp, withDigits; both checked on tests/fixtures/bengali_digits.tsv): the
  // digits of a code stay ASCII, those touching a Latin letter ("BH/C1", "U16") or following a
  // letter's dot ("C.04.1").
  const isDigit = (c) => c >= '0' && c <= '9';
  const isLatinLetter = (c) => (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
  function bengaliDigits(text) {
    let result = '';
    let codeBefore = false;  // the last run of digits stayed ASCII
    for (let at = 0; at < text.length;) {
      if (!isDigit(text[at])) { result += text[at++]; continue; }
      let end = at;
      while (end < text.length && isDigit(text[end])) ++end;
      const afterDot = at > 1 && text[at - 1] === '.' &&
                       (isLatinLetter(text[at - 2]) || (isDigit(text[at - 2]) && codeBefore));
      const inCode = (at > 0 && isLatinLetter(text[at - 1])) || (end < text.length && isLatinLetter(text[end])) ||
                     afterDot;
      codeBefore = inCode;
      for (; at < end; ++at) result += inCode ? text[at] : String.fromCharCode(0x09E6 + Number(text[at]));
    }
    return result;
  }
  // A text as the page shows it: in the digits chosen.
  const displayed = (text) => (bengaliDigitsChosen ? bengaliDigits(text) : text);

  // With Bengali digits chosen, every text the page shows takes them as it is drawn or changed
  // (a live update too); what is typed in a field keeps what was typed.
  function showDigitsIn(node) {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = displayed(node.data);
      if (text !== node.data) node.data = text;
      return;
    }
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) showDigitsIn(walker.currentNode);
  }
  const digitsObserver = new MutationObserver((changes) => {
    if (!bengaliDigitsChosen) return;
    for (const change of changes) {
      if (change.type === 'characterData') showDigitsIn(change.target);
      else change.addedNodes.forEach(showDigitsIn);
    }
  });
  const words = (english, values = {}) => {
    const text = (language === 'bn' && BENGALI[english]) || english;
    return text.replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ''));
  };

  // The pages of their own files (uploads.js, prizes.js, ...) register here before the page
  // starts: their words, tabs and views, and panels under the players and under a round.
  const extensions = window.Tourney = {
    addWords: (bengali) => Object.assign(BENGALI, bengali),
    tabs: [], views: {}, playerPanels: [], roundPanels: [], addPlayerFields: [], addPlayerHooks: [], eventsPanels: [],
    // Views brought up to date in place when the event changes (live.js): each a test of whether
    // it is on screen, and what redraws its lists under the forms, which keep what is typed.
    liveViews: [],
  };

  // ---- Elements, built from data as text only. ---------------------------------------------
  function el(tag, attributes = {}, ...children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) {
      if (value === undefined || value === null || value === false) continue;
      if (name.startsWith('on')) node.addEventListener(name.slice(2), value);
      else if (name === 'dataset') Object.assign(node.dataset, value);
      else node.setAttribute(name, value === true ? '' : String(value));
    }
    for (const child of children.flat()) {
      if (child === undefined || child === null || child === false) continue;
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return node;
  }
  const main = () => document.getElementById('main');
  const say = (text) => { document.getElementById('status').textContent = text; };

  // ---- The arbiter's token: for this tab only (sessionStorage). ----------------------------
  const token = () => sessionStorage.getItem('tourney.token') || '';
  // Or the name of the account signed in (docs/federation.md): its session is an HttpOnly cookie
  // the page never sees, sent by the browser with every request to this server.
  const account = () => sessionStorage.getItem('tourney.account') || '';
  // tourney serve --open puts the token in the address's fragment: kept, and taken out of sight.
  function takeTokenFromAddress() {
    if (!location.hash.startsWith('#token=')) return;
    sessionStorage.setItem('tourney.token', decodeURIComponent(location.hash.slice(7)));
    history.replaceState(null, '', location.pathname + '#/');
  }

  // ---- The API. -----------------------------------------------------------------------------
  async function api(method, path, body) {
    const url = path + (path.includes('?') ? '&' : '?') + 'lang=' + language;
    const headers = {};
    if (token()) headers.Authorization = 'Bearer ' + token();
    // A file (a Blob) goes as it is: FIDE's whole rating list, hundreds of megabytes (PUT /api/rating-list).
    const file = body instanceof Blob;
    if (body !== undefined) headers['Content-Type'] = file ? 'application/octet-stream' : 'application/json';
    let response;
    try {
      response = await fetch(url, {method, headers, body: body === undefined || file ? body : JSON.stringify(body)});
    } catch (failure) {
      return {ok: false, status: 0, data: {error: words('The server cannot be reached.')}};
    }
    if (method !== 'GET') hooks.wrote?.();
    const text = await response.text();
    let data;
    try { data = JSON.parse(text); } catch (notJson) { data = {error: words(text.trim())}; }
    if (response.status === 401 && !path.startsWith('/api/login')) {
      data = {error: words("The arbiter's token is needed: sign in.")};
      if (account()) {  // the session expired
        sessionStorage.removeItem('tourney.account');
        showLanguage();
      }
    }
    return {ok: response.ok, status: response.status, data};
  }
  const eventPath = (id) => '/api/events/' + encodeURIComponent(id);

  // A write that the API may answer 409 (force: a correction, a round with results): asks the
  // arbiter in the API's words, and sends it again confirmed.
  async function confirmedWrite(method, path, body, withForce) {
    let answer = await api(method, path, body);
    if (answer.status === 409 && answer.data.force) {
      const action = answer.data.action || '';
      if (!confirm(answer.data.error + '\n\n' + action.charAt(0).toUpperCase() + action.slice(1) + '?'))
        return {ok: false, status: 409, data: {error: words('Nothing was changed.') + ' ' + answer.data.error}};
      answer = await api(...withForce());
    }
    return answer;
  }

  // A refusal next to the field it names in `form`, else in the form's own line.
  function showRefusal(form, answer) {
    const field = answer.data.field;
    const place = (field && form.querySelector(`[data-error-for="${CSS.escape(field)}"]`)) ||
                  form.querySelector('.form-error');
    place.textContent = answer.data.error || words('not found');
    const input = field && form.elements[field];
    if (input && input.focus) input.focus();
  }
  function clearRefusals(form) { for (const place of form.querySelectorAll('.error')) place.textContent = ''; }

  // ---- Forms. ------------------------------------------------------------------------------
  // A field: {name, label, type, options, value, required}.
  function field(spec) {
    const input = spec.options
      ? el('select', {name: spec.name}, spec.options.map(([value, label]) =>
          el('option', {value, selected: value === spec.value}, words(label))))
      : el('input', {name: spec.name, type: spec.type || 'text', value: spec.value ?? '',
                     required: spec.required, inputmode: spec.inputmode, autocomplete: 'off',
                     placeholder: spec.placeholder});
    return el('label', {}, words(spec.label), input,
              el('span', {class: 'error', 'data-error-for': spec.errorFor || spec.name}));
  }
  function form(title, specs, submitLabel, onSubmit, extra = []) {
    const node = el('form', {class: 'panel', novalidate: true},
      el('h2', {}, title), el('div', {class: 'fields'}, specs.map(field)),
      el('p', {class: 'error form-error'}),
      el('div', {class: 'actions'}, el('button', {type: 'submit'}, submitLabel), extra));
    node.addEventListener('submit', async (event) => {
      event.preventDefault();
      clearRefusals(node);
      await onSubmit(node);
    });
    return node;
  }
  // The fields given a value, numbers as numbers where `numbers` names them.
  function filled(formNode, names, numbers = []) {
    const body = {};
    for (const name of names) {
      const value = formNode.elements[name].value.trim();
      if (value === '') continue;
      body[name] = numbers.includes(name) && /^\d+$/.test(value) ? Number(value) : value;
    }
    return body;
  }

  // ---- The events of the folder, and a new one. --------------------------------------------
  const EVENT_FIELDS = [
    {name: 'id', label: 'File name (letters, digits, - and _)', required: true},
    {name: 'name', label: 'Name', required: true},
    {name: 'game', label: 'Game', value: 'chess',
     options: [['chess', 'chess'], ['draughts', 'draughts'], ['camelot', 'camelot'], ['chaturaji', 'chaturaji']]},
    {name: 'system', label: 'System', value: 'swiss',
     options: [['swiss', 'Swiss (FIDE Dutch)'], ['dubov', 'Swiss (FIDE Dubov)'], ['round-robin', 'round robin'],
               ['double-round-robin', 'double round robin']]},
    {name: 'rounds', label: 'Rounds', type: 'number', inputmode: 'numeric'},
    {name: 'scoring', label: 'Scoring (win, draw, loss)', placeholder: '1,0.5,0'},
    {name: 'tiebreaks', label: 'Tie-breaks', placeholder: 'BH/C1,BH,SB,DE'},
    {name: 'acceleration', label: 'Acceleration', value: '', options: [['', 'none'], ['baku', 'Baku']]},
    {name: 'placement', label: 'Placement points (tables of four)', placeholder: '3,2,1,0'},
    {name: 'bye_points', label: 'Bye value (tables of four)'},
    {name: 'start_date', label: 'First day', type: 'date'},
    {name: 'end_date', label: 'Last day', type: 'date'},
    {name: 'city', label: 'City'},
    {name: 'federation', label: 'Federation', placeholder: 'BAN'},
    {name: 'chief_arbiter', label: 'Chief arbiter'},
    {name: 'time_control', label: 'Time control'},
  ];

  // An event archived, restored or deleted (docs/federation.md): the buttons its permissions
  // allow (the server's access rules decide, GET .../permissions); a deletion is confirmed first,
  // and a refusal that a confirmation can lift (rounds paired, results awaited) asks again.
  function lifetimeButtons(event, may) {
    const done = async (answer) => {
      if (answer.ok) await route();  // the list as it is now; the message after it, which route() clears
      say(answer.ok ? answer.data.message : answer.data.error);
    };
    const button = (text, onClick) => el('button', {type: 'button', class: text === 'Delete' ? 'danger' : 'quiet',
                                                     'data-action': text.toLowerCase(), onclick: onClick}, words(text));
    const buttons = [];
    if (!event.archived && may.archive_event)
      buttons.push(button('Archive', async () => {
        if (!confirm(words('Archive {name}? It becomes read-only until an organiser restores it.', {name: event.name})))
          return;
        await done(await confirmedWrite('POST', eventPath(event.id) + '/archive', {},
                                        () => ['POST', eventPath(event.id) + '/archive', {force: true}]));
      }));
    if (event.archived && may.restore_event)
      buttons.push(button('Restore', async () => done(await api('POST', eventPath(event.id) + '/restore', {}))));
    if (may.delete_event)
      buttons.push(button('Delete', async () => {
        if (!confirm(words('Delete {name} with its players, rounds, results and log? This cannot be undone.',
                           {name: event.name}))) return;
        await done(await confirmedWrite('DELETE', eventPath(event.id), {},
                                        () => ['DELETE', eventPath(event.id), {force: true}]));
      }));
    return buttons;
  }

  async function eventsView() {
    const answer = await api('GET', '/api/events');
    const mays = answer.ok ? await Promise.all(answer.data.map(async (event) => {
      const may = await api('GET', eventPath(event.id) + '/permissions');
      return may.ok ? may.data : {};
    })) : [];
    const list = answer.ok && answer.data.length
      ? el('div', {class: 'scroll'}, el('table', {id: 'events'},
          el('thead', {}, el('tr', {}, el('th', {}, words('Name')), el('th', {}, words('Game')),
            el('th', {}, words('System')), el('th', {class: 'number'}, words('Players')),
            el('th', {class: 'number'}, words('Rounds')), el('th', {}))),
          el('tbody', {}, answer.data.map((event, index) => el('tr', {'data-event': event.id},
            el('td', {}, el('a', {href: '#/e/' + encodeURIComponent(event.id)}, event.name),
               event.archived ? el('span', {class: 'badge archived'}, words('archived')) : null),
            el('td', {}, words(event.game)), el('td', {}, words(event.system)),
            el('td', {class: 'number'}, event.players),
            el('td', {class: 'number'}, `${event.rounds_paired} / ${event.planned_rounds}`),
            el('td', {class: 'actions'}, lifetimeButtons(event, mays[index])))))))
      : el('p', {}, answer.ok ? words('No events in this folder yet.') : answer.data.error);
    const create = form(words('New event'), EVENT_FIELDS, words('Create the event'), async (node) => {
      const body = filled(node, EVENT_FIELDS.map((spec) => spec.name), ['rounds']);
      const created = await api('POST', '/api/events', body);
      if (!created.ok) return showRefusal(node, created);
      location.hash = '#/e/' + encodeURIComponent(created.data.id) + '/players';
    });
    create.id = 'new-event';
    const panels = await Promise.all(extensions.eventsPanels.map((panel) => panel()));
    delete main().dataset.tab;
    main().replaceChildren(el('h1', {}, words('Events')), list, create, ...panels.filter(Boolean));
  }

  // ---- An event: its heading, tabs and export links. ---------------------------------------
  const eventNote = (event) => `${words(event.game)} · ${words(event.system)} · ${event.players} ${words('players')} · ` +
                               `${words('rounds paired')} ${event.rounds_paired} / ${event.planned_rounds}`;
  function eventFrame(event, tab, content) {
    const base = '#/e/' + encodeURIComponent(event.id);
    const tabs = [['players', 'Players'], ['rounds', 'Rounds'], ['standings', 'Standings'],
                  ['crosstable', 'Crosstable'],
                  // an extension's tab may be for some events only (its third item says which)
                  ...extensions.tabs.filter(([, , shows]) => !shows || shows(event))];
    const exports = [['trf', 'TRF (FIDE)'], ['csv', 'Results as CSV'], ['json', 'Results as JSON']];
    showPermissions(event, tab);
    main().replaceChildren(
      el('h1', {}, event.name, event.archived ? el('span', {class: 'badge archived'}, words('archived')) : null),
      el('p', {class: 'note'}, eventNote(event)),
      el('nav', {class: 'tabs'}, tabs.map(([name, label]) =>
        el('a', {href: `${base}/${name}`, 'aria-current': tab === name ? 'page' : false}, words(label)))),
      content,
      el('section', {class: 'panel', id: 'exports'}, el('h2', {}, words('Export')),
        el('div', {class: 'actions'}, exports.map(([format, label]) =>
          el('a', {href: `${eventPath(event.id)}/export/${format}`, download: `${event.id}.${format}`},
             words(label))))));
  }

  async function loadEvent(id) {
    const [answer, may] = await Promise.all([api('GET', eventPath(id)), api('GET', eventPath(id) + '/permissions')]);
    if (!answer.ok) { main().replaceChildren(el('p', {class: 'error'}, answer.data.error)); return null; }
    return {...answer.data, may: may.ok ? may.data : null};
  }

  // What the one signed in may do in the event (GET .../permissions, the server's access rules):
  // app.css hides the forms and buttons of the rest. Not signed in, everything shows, and what is
  // sent gets the server's answer: sign in. An archived event shows no form that changes it.
  function showPermissions(event, tab) {
    const may = event.may && event.may.signed_in ? event.may : null;
    // An archived event is read-only for everyone: the server refuses every change (409).
    const flag = (allowed) => (event.archived || (may && !allowed) ? 'no' : 'yes');
    Object.assign(document.body.dataset, {mayChange: flag(may?.change_event), mayResult: flag(may?.enter_result),
                                          mayPair: flag(may?.pair_round)});
    main().dataset.tab = tab;
  }

  // ---- Players. ----------------------------------------------------------------------------
  const PLAYER_FIELDS = [
    {name: 'name', label: 'Name', required: true},
    {name: 'title', label: 'Title'},
    {name: 'rating', label: 'Rating', inputmode: 'numeric'},
    {name: 'federation', label: 'Federation'},
    {name: 'fide_id', label: 'FIDE id', inputmode: 'numeric'},
    {name: 'birth_year', label: 'Year of birth', inputmode: 'numeric'},
    {name: 'sex', label: 'Sex (m or f)'},
    {name: 'club', label: 'Club'},
    {name: 'latin_name', label: 'Name in Latin letters'},
  ];
  const PLAYER_NAMES = PLAYER_FIELDS.map((spec) => spec.name);
  const NUMBERS = ['rating', 'fide_id', 'birth_year'];

  async function playersView(id) {
    const [event, players] = await Promise.all([loadEvent(id), api('GET', eventPath(id) + '/players')]);
    if (!event) return;
    const rows = players.ok ? players.data : [];
    const table = el('div', {class: 'scroll'}, el('table', {id: 'players'},
      el('thead', {}, el('tr', {}, ['No.', 'Name', 'Title', 'Rating', 'Federation', 'Status', ''].map((head) =>
        el('th', {class: ['Title', 'Federation'].includes(head) ? 'wide-only' : false}, head ? words(head) : '')))),
      el('tbody', {}, rows.map((player) => playerRow(id, player)))));
    const adding = form(words('Add a player'), [...PLAYER_FIELDS, ...extensions.addPlayerFields], words('Add the player'), async (node) => {
      const body = filled(node, [...PLAYER_NAMES, ...extensions.addPlayerFields.map((spec) => spec.name)], NUMBERS);
      for (const hook of extensions.addPlayerHooks) hook(body);
      const added = await api('POST', eventPath(id) + '/players', body);
      if (!added.ok) return showRefusal(node, added);
      // The form stays where it is, emptied for the next entry: redrawing the view would throw
      // away what the arbiter types meanwhile (a live update may already list the new player).
      node.reset();
      node.elements.name.focus();
      say([added.data.name, ...added.data.notes].join(' · '));
      await redrawPlayerList(id);
    });
    adding.id = 'add-player';
    const panels = await Promise.all(extensions.playerPanels.map((panel) => panel(id, event)));
    eventFrame(event, 'players', el('div', {}, table, adding, ...panels, await requestsPanel(id)));
  }

  // The list of players and the event's heading brought up to date under the forms, which
  // keep what is typed in them; `current` says whether the answer is still wanted.
  async function redrawPlayerList(id, current = () => true) {
    const [event, players] = await Promise.all([api('GET', eventPath(id)), api('GET', eventPath(id) + '/players')]);
    const body = document.querySelector('#players tbody');
    if (!current() || !event.ok || !players.ok || !body) return;
    body.replaceChildren(...players.data.map((player) => playerRow(id, player)));
    const note = main().querySelector('p.note');
    if (note) note.textContent = eventNote(event.data);
  }

  // Requested byes and forbidden pairs (Swiss): listed, added, taken back.
  async function requestsPanel(id) {
    const byeForm = form(words('Request a bye'), [
      {name: 'round', label: 'Round', inputmode: 'numeric'}, {name: 'start', label: 'No.', inputmode: 'numeric'},
      {name: 'kind', label: 'Kind', value: 'half', options: [['half', 'half point'], ['zero', 'zero'], ['full', 'full point']]},
    ], words('Request the bye'), async (node) => {
      const done = await api('POST', eventPath(id) + '/byes', filled(node, ['round', 'start', 'kind'], ['round', 'start']));
      if (!done.ok) return showRefusal(node, done);
      await playersView(id);
    });
    byeForm.id = 'request-bye';
    const pairForm = form(words('Forbid pairs'), [
      {name: 'players', label: 'Players who must not meet (e.g. 3,17,40)', errorFor: 'start_nos'},
    ], words('Forbid'), async (node) => {
      const players = node.elements.players.value.split(/[\s,]+/).filter(Boolean).map(Number);
      const done = await api('POST', eventPath(id) + '/forbidden-pairs', {players});
      if (!done.ok) return showRefusal(node, done);
      await playersView(id);
    });
    pairForm.id = 'forbid-pairs';
    const [byes, pairs] = await requestLists(id);
    return el('section', {id: 'requests'}, el('h2', {}, words('Requested byes')),
      el('div', {id: 'byes-list'}, byes), byeForm,
      el('h2', {}, words('Pairs that must not meet')), el('div', {id: 'forbidden-list'}, pairs), pairForm);
  }

  // The tables of requested byes and of forbidden pairs (null for a list that is empty).
  async function requestLists(id) {
    const [byes, pairs] = await Promise.all([api('GET', eventPath(id) + '/byes'),
                                             api('GET', eventPath(id) + '/forbidden-pairs')]);
    const again = async (answer, status) => {
      if (!answer.ok) { status.textContent = answer.data.error; return; }
      say(answer.data.message || words('Saved.'));
      await playersView(id);
    };
    const byeRows = (byes.ok ? byes.data : []).map((bye) => {
      const status = el('span', {class: 'error'});
      return el('tr', {dataset: {round: bye.round, start: bye.start}},
        el('td', {class: 'number'}, bye.round), el('td', {}, `${bye.start} ${bye.name}`), el('td', {}, bye.kind),
        el('td', {}, el('button', {type: 'button', class: 'quiet', onclick: async () =>
          again(await api('DELETE', `${eventPath(id)}/byes/${bye.round}/${bye.start}`), status)}, words('Cancel')), status));
    });
    const pairRows = (pairs.ok ? pairs.data : []).map((pair) => {
      const status = el('span', {class: 'error'});
      return el('tr', {dataset: {first: pair.first, second: pair.second}},
        el('td', {}, `${pair.first} ${pair['first name'] || ''}`), el('td', {}, `${pair.second} ${pair['second name'] || ''}`),
        el('td', {}, el('button', {type: 'button', class: 'quiet', onclick: async () =>
          again(await api('DELETE', `${eventPath(id)}/forbidden-pairs/${pair.first}/${pair.second}`), status)},
          words('Allow')), status));
    });
    const list = (tableId, heads, rows) => rows.length
      ? el('div', {class: 'scroll'}, el('table', {id: tableId}, el('thead', {}, el('tr', {}, heads.map((head) =>
          el('th', {}, head ? words(head) : '')))), el('tbody', {}, rows)))
      : null;
    return [list('byes', ['Round', 'Player', 'Kind', ''], byeRows), list('forbidden', ['Player', 'Player', ''], pairRows)];
  }

  // The players' view brought up to date in place: the list of players, then the requests.
  extensions.liveViews.push({
    shown: () => document.getElementById('players'),
    async redraw(id, current) {
      await redrawPlayerList(id, current);
      const lists = await requestLists(id);
      const boxes = ['byes-list', 'forbidden-list'].map((box) => document.getElementById(box));
      if (!current() || boxes.some((box) => !box)) return;
      boxes.forEach((box, index) => box.replaceChildren(...(lists[index] ? [lists[index]] : [])));
    },
  });

  function playerRow(id, player) {
    const withdrawn = player.status && player.status !== 'active';
    const status = el('span', {class: 'error'});
    const path = `${eventPath(id)}/players/${player.start}`;
    const act = async (answer) => {
      if (!answer.ok) { status.textContent = answer.data.error; return; }
      say(answer.data.message || words('Saved.'));
      await playersView(id);
    };
    return el('tr', {class: withdrawn ? 'withdrawn' : false, dataset: {start: player.start}},
      el('td', {class: 'number'}, player.start),
      el('td', {}, el('a', {href: `#/e/${encodeURIComponent(id)}/players/${player.start}`}, player.name)),
      el('td', {class: 'wide-only'}, player.title),
      el('td', {class: 'number'}, player.rating || ''), el('td', {class: 'wide-only'}, player.federation),
      el('td', {}, player.status === 'active' ? words('active') : player.status),
      el('td', {}, el('div', {class: 'actions'},
        el('button', {type: 'button', class: 'quiet', onclick: () => editPlayer(id, player)}, words('Edit')),
        withdrawn
          ? el('button', {type: 'button', class: 'quiet', onclick: async () =>
              act(await api('DELETE', path + '/withdrawal'))}, words('Undo the withdrawal'))
          : el('button', {type: 'button', class: 'quiet', onclick: async () => {
              if (confirm(words('Withdraw {name} from the next round on?', {name: player.name})))
                act(await api('PUT', path + '/withdrawal', {}));
            }}, words('Withdraw')),
        el('button', {type: 'button', class: 'danger', onclick: async () => {
          if (confirm(words('Remove {name} from the event? This cannot be undone.', {name: player.name})))
            act(await api('DELETE', path));
        }}, words('Remove'))), status));
  }

  function editPlayer(id, player) {
    const specs = PLAYER_FIELDS.map((spec) => ({...spec, value: player[spec.name] || ''}));
    const editing = form(`${words('Edit player')} ${player.start}`, specs, words('Save the changes'), async (node) => {
      const changed = {};
      for (const name of PLAYER_NAMES) {
        const value = node.elements[name].value.trim();
        if (value !== String(player[name] || '')) changed[name] = value;
      }
      const saved = await api('PATCH', `${eventPath(id)}/players/${player.start}`, changed);
      if (!saved.ok) return showRefusal(node, saved);
      say([saved.data.name, ...saved.data.changes, ...saved.data.notes].join(' · '));
      await playersView(id);
    }, [el('button', {type: 'button', class: 'quiet', onclick: () => playersView(id)}, words('Cancel'))]);
    editing.id = 'edit-player';
    document.getElementById('add-player').replaceWith(editing);
    editing.elements.name.focus();
  }

  // ---- Rounds: pairing, taking back, and a round's results by key or by tap. ----------------
  async function roundsView(id, wanted) {
    const [event, rounds, players] = await Promise.all([loadEvent(id), api('GET', eventPath(id) + '/rounds'),
                                                       api('GET', eventPath(id) + '/players')]);
    if (!event) return;
    const list = rounds.ok ? rounds.data : [];
    const round = wanted || (list.length ? list[list.length - 1].round : 0);
    const names = new Map((players.ok ? players.data : []).map((player) => [player.start, player.name]));
    const controls = el('form', {class: 'panel', id: 'round-controls'},
      el('div', {class: 'rounds'}, list.map((item) => el('a', {
        href: `#/e/${encodeURIComponent(id)}/rounds/${item.round}`,
        'aria-current': item.round === round ? 'page' : false}, `${words('Round')} ${item.round}`))),
      el('div', {class: 'actions'},
        el('button', {type: 'button', id: 'pair', onclick: () => pairNext(id, controls)}, words('Pair the next round')),
        list.length ? el('button', {type: 'button', class: 'danger', id: 'unpair',
                                    onclick: () => takeBack(id, list[list.length - 1].round, controls)},
                         words('Take the last round back')) : null),
      el('p', {class: 'error form-error', id: 'pair-error'}));
    const grid = !round ? el('p', {}, words('No rounds paired yet.'))
      : event.seats.length > 2 ? await hooks.tableRound(id, round, names, event.seats) : await roundGrid(id, round, names);
    const panels = round ? await Promise.all(extensions.roundPanels.map((panel) => panel(id, round, list, event))) : [];
    eventFrame(event, 'rounds', el('div', {}, controls, explanation(id, round), grid, ...panels));
    const first = document.querySelector('#grid tbody tr[data-open] input') ||  // a table's first seat
                  document.querySelector('#grid tbody tr[data-open]') || document.querySelector('#grid tbody tr');
    if (first && wanted !== undefined) first.focus();
  }

  // How the last round paired here was reached (the API's explanation), shown with that round.
  let explained = null;
  function explanation(id, round) {
    if (!explained || explained.id !== id || explained.round !== round || !explained.lines.length) return null;
    return el('details', {id: 'explanation', class: 'panel'}, el('summary', {}, words('How this round was paired')),
      el('ul', {}, explained.lines.map((line) => el('li', {}, line))));
  }

  async function pairNext(id, controls) {
    clearRefusals(controls);
    const paired = await api('POST', eventPath(id) + '/rounds', {explain: true});
    if (!paired.ok) return showRefusal(controls, paired);
    explained = {id, round: paired.data.round, lines: paired.data.explanation};
    say([words('Round {round} paired.', {round: paired.data.round}), ...paired.data.notes].join(' '));
    location.hash = `#/e/${encodeURIComponent(id)}/rounds/${paired.data.round}`;
  }

  async function takeBack(id, round, controls) {
    clearRefusals(controls);
    if (!confirm(words('Take round {round} back? Its pairing is removed.', {round}))) return;
    const path = eventPath(id) + '/rounds/last';
    const done = await confirmedWrite('DELETE', path, undefined, () => ['DELETE', path + '?force=true']);
    if (!done.ok) return showRefusal(controls, done);
    say(words('Round {round} taken back.', {round: done.data.round}));
    const target = `#/e/${encodeURIComponent(id)}/rounds`;
    if (location.hash === target) await roundsView(id);
    else location.hash = target;
  }

  async function roundGrid(id, round, names) {
    const boards = await api('GET', `${eventPath(id)}/rounds/${round}`);
    if (!boards.ok) return el('p', {class: 'error'}, boards.data.error);
    const who = (start) => (start ? `${start} ${names.get(start) || ''}` : words('bye'));
    const body = el('tbody', {}, boards.data.map((board) => {
      const open = board.white && board.black;
      const result = el('td', {class: 'result'}, shown(board.result));
      const status = el('td', {class: 'error board-status'});
      const row = el('tr', {tabindex: open ? 0 : -1, dataset: open ? {board: board.board, open: ''} : {board: board.board}},
        el('td', {class: 'number board'}, board.board), el('td', {class: 'white'}, who(board.white)), result,
        el('td', {class: 'black'}, who(board.black)),
        el('td', {class: 'taps-cell'}, open ? el('div', {class: 'taps'}, TAPS.map(([label, value]) =>
          el('button', {type: 'button', class: 'quiet', tabindex: -1,
                        onclick: () => enter(id, round, row, value)}, label))) : null),
        status);
      return row;
    }));
    body.addEventListener('keydown', (event) => {
      const row = event.target.closest('tr');
      if (!row || event.target !== row || event.ctrlKey || event.metaKey || event.altKey) return;
      const result = RESULT_KEYS[event.key];
      if (result && row.dataset.open !== undefined) {
        event.preventDefault();
        enter(id, round, row, result);
        move(row, 1);
      } else if (event.key === 'ArrowDown' || event.key === 'Enter') {
        event.preventDefault();
        move(row, 1);
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        move(row, -1);
      }
    });
    return el('section', {}, el('h2', {}, `${words('Round')} ${round}`),
      el('p', {class: 'note'}, words('Keys on a board: 1 white wins, 0 black wins, = draw, + and - forfeits; arrows and Enter move.')),
      el('div', {class: 'scroll'}, el('table', {class: 'grid', id: 'grid', dataset: {round}},
        el('thead', {}, el('tr', {}, ['Board', 'White', 'Result', 'Black', '', ''].map((head) =>
          el('th', {}, head ? words(head) : '')))), body)));
  }

  const shown = (result) => result.replaceAll('1/2', '½');

  function move(row, step) {
    let next = step > 0 ? row.nextElementSibling : row.previousElementSibling;
    while (next && next.dataset.open === undefined) next = step > 0 ? next.nextElementSibling : next.previousElementSibling;
    if (next) next.focus();
  }

  async function enter(id, round, row, result) {
    const path = `${eventPath(id)}/rounds/${round}/boards/${row.dataset.board}/result`;
    const status = row.querySelector('.board-status');
    status.textContent = '';
    const done = await confirmedWrite('POST', path, {result}, () => ['POST', path, {result, force: true}]);
    if (!done.ok) { status.textContent = done.data.error; return; }
    row.querySelector('.result').textContent = shown(done.data.result);
    if (done.data.warnings.length) status.textContent = done.data.warnings.join(' ');
  }

  // A player's card: his every round, as `tourney player card` prints it.
  async function cardView(id, start) {
    const [event, card] = await Promise.all([loadEvent(id), api('GET', `${eventPath(id)}/players/${start}`)]);
    if (!event) return;
    if (!card.ok) return eventFrame(event, 'players', el('p', {class: 'error'}, card.data.error));
    const columns = ['Rd', 'Colour', 'Opponent', 'Result', 'Pts', 'Rtg', 'Exp', 'Change'];
    const keys = card.data.rounds.length ? Object.keys(card.data.rounds[0]) : [];
    const shownColumns = [...columns.filter((key) => keys.includes(key)), ...keys.filter((key) => !columns.includes(key))];
    eventFrame(event, 'players', el('section', {id: 'card'}, el('h2', {}, card.data.title),
      el('div', {class: 'scroll'}, el('table', {}, el('thead', {}, el('tr', {}, shownColumns.map((key) => el('th', {}, key)))),
        el('tbody', {}, card.data.rounds.map((row) => el('tr', {}, shownColumns.map((key) =>
          el('td', {}, row[key] ?? '')))))))));
  }

  // ---- Standings and crosstable. -----------------------------------------------------------
  async function standingsView(id) {
    const [event, rows] = await Promise.all([loadEvent(id), api('GET', eventPath(id) + '/standings')]);
    if (!event) return;
    if (!rows.ok) return eventFrame(event, 'standings', el('p', {class: 'error'}, rows.data.error));
    const codes = rows.data.length ? rows.data[0].tiebreaks.map((tiebreak) => tiebreak.code) : [];
    eventFrame(event, 'standings', el('div', {class: 'scroll'}, el('table', {id: 'standings'},
      el('thead', {}, el('tr', {}, [words('Rank'), words('No.'), words('Name'), words('Federation'), words('Rating'),
                                   words('Points'), ...codes].map((head) => el('th', {}, head)))),
      el('tbody', {}, rows.data.map((row) => el('tr', {},
        el('td', {class: 'number'}, row.rank), el('td', {class: 'number'}, row.start), el('td', {}, row.name),
        el('td', {}, row.federation), el('td', {class: 'number'}, row.rating || ''),
        el('td', {class: 'number points'}, row.points),
        row.tiebreaks.map((tiebreak) => el('td', {class: 'number'}, tiebreak.value))))))));
  }

  // The crosstable's columns: who, then one per opponent's number, then points and tie-breaks.
  // A row names only the opponents its player met (the API leaves the empty cells out), so
  // the numbered columns are every player's number.
  async function crosstableView(id) {
    const [event, rows] = await Promise.all([loadEvent(id), api('GET', eventPath(id) + '/crosstable')]);
    if (!event) return;
    if (!rows.ok) return eventFrame(event, 'crosstable', el('p', {class: 'error'}, rows.data.error));
    const leading = ['Rk', 'No', 'Name', 'Ti', 'Fed', 'Rtg'];
    const keys = rows.data.length ? Object.keys(rows.data[0]) : [];
    const numbered = rows.data.map((row) => String(row.No));
    const rest = keys.filter((key) => !leading.includes(key) && !numbered.includes(key) && key !== 'Pts');
    const columns = [...leading.filter((key) => keys.includes(key)), ...numbered, ...(keys.includes('Pts') ? ['Pts'] : []),
                     ...rest];
    eventFrame(event, 'crosstable', el('div', {class: 'scroll'}, el('table', {id: 'crosstable'},
      el('thead', {}, el('tr', {}, columns.map((key) => el('th', {}, key)))),
      el('tbody', {}, rows.data.map((row) => el('tr', {}, columns.map((key) => el('td', {}, row[key]))))))));
  }

  // ---- Routing by the address's fragment, the language switch, signing in. -----------------
  // One view drawn at a time, in the order asked, each for the address as it is when its turn
  // comes: a view asked for earlier (a change another arbiter made) never covers a later one.
  let drawing = Promise.resolve();
  function route() {
    drawing = drawing.then(draw, draw);
    return drawing;
  }
  // Resolves once every view asked for so far is drawn (live.js waits for it: a change that
  // arrives while a view is being drawn is looked at in the view drawn, not in the one it replaces).
  const settled = () => drawing;

  async function draw() {
    takeTokenFromAddress();
    showLanguage();
    const parts = location.hash.replace(/^#\/?/, '').split('/').map(decodeURIComponent);
    hooks.routed?.(parts[0] === 'e' && parts[1] ? parts[1] : null);
    say('');
    if (parts[0] !== 'e' || !parts[1]) return eventsView();
    const [, id, tab, round] = parts;  // round: also a player's number under players/
    if (tab === 'rounds') return roundsView(id, round ? Number(round) : undefined);
    if (tab === 'standings') return standingsView(id);
    if (tab === 'crosstable') return crosstableView(id);
    if (tab === 'players' && round) return cardView(id, Number(round));
    if (extensions.views[tab]) return extensions.views[tab](id, round);
    return playersView(id);
  }

  function showLanguage() {
    document.documentElement.lang = language;
    for (const code of ['en', 'bn'])
      document.getElementById('lang-' + code).setAttribute('aria-pressed', String(code === language));
    const digits = document.getElementById('digits-bn');
    digits.setAttribute('aria-pressed', String(bengaliDigitsChosen));
    digits.title = words('Bengali digits');
    const sign = document.getElementById('sign');
    sign.textContent = token() || account() ? words('Sign out') : words('Sign in');
  }

  async function signIn() {
    if (token() || account()) {
      sessionStorage.removeItem('tourney.token');
      if (account()) {
        sessionStorage.removeItem('tourney.account');
        await api('POST', '/api/logout');
      }
      showLanguage();
      return;
    }
    const panel = form(words('Sign in'), [{name: 'token', label: "The arbiter's token", type: 'password', required: true}],
      words('Sign in'), async (node) => {
        sessionStorage.setItem('tourney.token', node.elements.token.value.trim());
        showLanguage();
        await route();
      });
    panel.id = 'sign-in';
    const withAccount = form(words('Sign in with an account'),
      [{name: 'name', label: 'Name', required: true}, {name: 'password', label: 'Password', type: 'password', required: true}],
      words('Sign in'), async (node) => {
        const answer = await api('POST', '/api/login',
                                 {name: node.elements.name.value.trim(), password: node.elements.password.value});
        if (!answer.ok) return showRefusal(node, answer);
        sessionStorage.setItem('tourney.account', answer.data.name);
        showLanguage();
        await route();
      });
    withAccount.id = 'sign-in-account';
    main().prepend(el('p', {class: 'note'}, words("Sign in with the arbiter's token to change anything.")), panel,
                   withAccount);
    panel.elements.token.focus();
  }

  Object.assign(extensions, {hooks, el, api, words, say, form, field, filled, showRefusal, clearRefusals, eventPath,
                             eventFrame, loadEvent, confirmedWrite, route, settled, bengaliDigits, displayed, playerRow, redrawPlayerList, shown});

  document.addEventListener('DOMContentLoaded', () => {
    for (const code of ['en', 'bn'])
      document.getElementById('lang-' + code).addEventListener('click', () => {
        language = code;
        localStorage.setItem('tourney.language', code);
        showLanguage();
        route();
      });
    document.getElementById('digits-bn').addEventListener('click', () => {
      bengaliDigitsChosen = !bengaliDigitsChosen;
      localStorage.setItem('tourney.digits', bengaliDigitsChosen ? 'bengali' : 'ascii');
      showLanguage();
      route();  // drawn again from the data, in the digits now chosen
    });
    for (const shown of [main(), document.getElementById('status')])
      digitsObserver.observe(shown, {childList: true, subtree: true, characterData: true});
    document.getElementById('sign').addEventListener('click', signIn);
    window.addEventListener('hashchange', route);
    showLanguage();
    route();
  });
})();
