// The organiser's page of accounts (issue 34, docs/federation.md), under the list of events when
// the one signed in may appoint arbiters (GET /api/accounts answers him): every account with its
// roles, a new account with its role, and a role given or taken away in one event or in every
// event, as `tourney user add` and `user role` do. Who may appoint whom is the server's rule
// (tournament/access_rules.h): an organiser appoints chief and deputy arbiters.
'use strict';

(() => {
  const T = window.Tourney;
  T.addWords({
    'Accounts and roles': 'অ্যাকাউন্ট ও ভূমিকা',
    'Account': 'অ্যাকাউন্ট',
    'Roles': 'ভূমিকা',
    'A new account': 'নতুন অ্যাকাউন্ট',
    'Password': 'পাসওয়ার্ড',
    'Role': 'ভূমিকা',
    'Event (empty: every event)': 'ইভেন্ট (খালি: সব ইভেন্ট)',
    'Create the account': 'অ্যাকাউন্ট তৈরি করুন',
    'Give or take a role': 'ভূমিকা দিন বা ফিরিয়ে নিন',
    'chief arbiter': 'প্রধান আরবিটার',
    'deputy arbiter': 'সহকারী আরবিটার',
    'none (take the role away)': 'কোনোটি নয় (ভূমিকা ফিরিয়ে নিন)',
    'Save the role': 'ভূমিকা সংরক্ষণ করুন',
    'every event': 'সব ইভেন্ট',
  });

  const ROLES = [['chief-arbiter', 'chief arbiter'], ['deputy-arbiter', 'deputy arbiter']];
  const rolesText = (roles) => roles.map((grant) => `${grant.role} (${grant.event || T.words('every event')})`).join(', ');

  async function accountsPanel() {
    const [accounts, events] = await Promise.all([T.api('GET', '/api/accounts'), T.api('GET', '/api/events')]);
    if (!accounts.ok) return null;  // not an organiser, or a server of one arbiter's token only
    const eventOptions = [['', 'every event'], ...(events.ok ? events.data : []).map((event) => [event.id, event.name])];
    const names = accounts.data.map((account) => [account.name, account.name]);
    const sent = async (node, method, path, body) => {
      const done = await T.api(method, path, body);
      if (!done.ok) return T.showRefusal(node, done);
      T.say(T.words('Account') + ' ' + done.data.name + ': ' + rolesText(done.data.roles));
      await T.route();
    };
    const create = T.form(T.words('A new account'), [
      {name: 'name', label: 'Name', required: true},
      {name: 'password', label: 'Password', type: 'password', required: true},
      {name: 'role', label: 'Role', value: 'deputy-arbiter', options: ROLES},
      {name: 'event', label: 'Event (empty: every event)', value: '', options: eventOptions},
    ], T.words('Create the account'), (node) => sent(node, 'POST', '/api/accounts',
      {...T.filled(node, ['name', 'role', 'event']), password: node.elements.password.value}));
    create.id = 'new-account';
    const appoint = names.length ? T.form(T.words('Give or take a role'), [
      {name: 'name', label: 'Account', value: names[0][0], options: names},
      {name: 'role', label: 'Role', value: 'deputy-arbiter', options: [...ROLES, ['none', 'none (take the role away)']]},
      {name: 'event', label: 'Event (empty: every event)', value: '', options: eventOptions},
    ], T.words('Save the role'), (node) => sent(node, 'PUT',
      `/api/accounts/${encodeURIComponent(node.elements.name.value)}/role`, T.filled(node, ['role', 'event']))) : null;
    if (appoint) appoint.id = 'appoint';
    return T.el('section', {class: 'panel', id: 'accounts'}, T.el('h2', {}, T.words('Accounts and roles')),
      T.table('account-list', accounts.data.map((account) => ({Account: account.name, Roles: rolesText(account.roles)})),
              null, ['Account', 'Roles']),
      appoint, create);
  }

  T.eventsPanels.push(accountsPanel);
})();
