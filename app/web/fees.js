// Entry fees at the desk (issue 36, docs/organiser.md), as `tourney fee` keeps them: the fee and
// its discounts (titled, women, juniors), a payment taken (player, amount, how, a reference) in
// the name of whoever is signed in, and the treasurer's list with each player's balance and the
// totals. A row that still owes has a button that fills the payment form with what he owes.
'use strict';

(() => {
  const T = window.Tourney;
  T.addWords({
    'Fees': 'ফি',
    'Entry fee': 'প্রবেশ ফি',
    'Standard fee': 'সাধারণ ফি',
    'Discount for titled players': 'খেতাবধারীদের ছাড়',
    'Discount for women': 'নারীদের ছাড়',
    'Discount for juniors': 'জুনিয়রদের ছাড়',
    'Juniors: born in this year or later': 'জুনিয়র: এই বছরে বা পরে জন্ম',
    'Juniors: under this age': 'জুনিয়র: এই বয়সের নিচে',
    'A field left empty keeps its value.': 'খালি রাখা ঘর আগের মান রাখে।',
    'A payment': 'একটি পরিশোধ',
    'Player (start number)': 'খেলোয়াড় (শুরুর নম্বর)',
    'Method': 'পদ্ধতি',
    'Reference (receipt, transaction)': 'রেফারেন্স (রসিদ, লেনদেন)',
    'Record the payment': 'পরিশোধ লিখুন',
    "The treasurer's list": 'কোষাধ্যক্ষের তালিকা',
    'Take': 'নিন',
    'cash': 'নগদ',
    'bank': 'ব্যাংক',
    'card': 'কার্ড',
  });

  const FEE_FIELDS = [
    {name: 'standard', label: 'Standard fee', inputmode: 'decimal', placeholder: '1000'},
    {name: 'titled_discount', label: 'Discount for titled players', inputmode: 'decimal'},
    {name: 'women_discount', label: 'Discount for women', inputmode: 'decimal'},
    {name: 'junior_discount', label: 'Discount for juniors', inputmode: 'decimal'},
    {name: 'junior_born_from', label: 'Juniors: born in this year or later', inputmode: 'numeric'},
    {name: 'junior_under', label: 'Juniors: under this age', inputmode: 'numeric'},
  ];
  const PAYMENT_FIELDS = [
    {name: 'player', label: 'Player (start number)', inputmode: 'numeric', required: true, errorFor: 'start_no'},
    {name: 'amount', label: 'Amount', inputmode: 'decimal', required: true},
    {name: 'method', label: 'Method', value: 'cash',
     options: [['cash', 'cash'], ['bkash', 'bKash'], ['nagad', 'Nagad'], ['bank', 'bank'], ['card', 'card']]},
    {name: 'reference', label: 'Reference (receipt, transaction)'},
  ];

  // The treasurer's list, each row that owes with a button that fills the payment form.
  async function treasurerBox(id) {
    const list = await T.api('GET', T.eventPath(id) + '/treasurer');
    if (!list.ok) return [T.el('p', {class: 'error'}, list.data.error)];
    const take = (row) => (row.No && Number(row.Balance) > 0
      ? T.el('button', {type: 'button', class: 'quiet', onclick: () => {
        const payment = document.getElementById('payment');
        payment.elements.player.value = row.No;
        payment.elements.amount.value = String(Number(row.Balance));
        payment.elements.reference.focus();
      }}, T.words('Take'))
      : null);
    // The last row is the totals': no start number (the API gives its empty cell as 0).
    const rows = list.data.map((row, index) => (index === list.data.length - 1 ? {...row, No: ''} : row));
    return [T.table('treasurer', rows, take, ['No', 'Name', 'Category', 'Due', 'Paid', 'Balance', 'Payments'])];
  }

  async function feesView(id) {
    const path = T.eventPath(id);
    const [event, treasurer] = await Promise.all([T.loadEvent(id), treasurerBox(id)]);
    if (!event) return;
    const fees = T.form(T.words('Entry fee'), FEE_FIELDS, T.words('Save'), async (node) => {
      const done = await T.api('PUT', path + '/fees', T.filled(node, FEE_FIELDS.map((spec) => spec.name),
                                                                ['junior_born_from', 'junior_under']));
      if (!done.ok) return T.showRefusal(node, done);
      T.say(done.data.message);
      await feesView(id);
    });
    fees.id = 'fees';
    fees.querySelector('h2').after(T.el('p', {class: 'note'}, T.words('A field left empty keeps its value.')));
    const payment = T.form(T.words('A payment'), PAYMENT_FIELDS, T.words('Record the payment'), async (node) => {
      const done = await T.api('POST', path + '/payments', T.filled(node, PAYMENT_FIELDS.map((spec) => spec.name),
                                                                     ['player']));
      if (!done.ok) return T.showRefusal(node, done);
      T.say(done.data.message);
      await feesView(id);
    });
    payment.id = 'payment';
    T.eventFrame(event, 'fees', T.el('div', {}, payment,
      T.el('h2', {}, T.words("The treasurer's list")), T.el('div', {id: 'treasurer-box'}, treasurer), fees));
  }

  // Another desk's payment: the list redrawn under the forms, which keep what is typed.
  T.liveViews.push({
    shown: () => document.getElementById('treasurer-box'),
    async redraw(id, current) {
      const nodes = await treasurerBox(id);
      const box = document.getElementById('treasurer-box');
      if (current() && box) box.replaceChildren(...nodes);
    },
  });

  T.tabs.push(['fees', 'Fees']);
  T.views.fees = feesView;
})();
