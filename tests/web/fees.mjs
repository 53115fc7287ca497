// Issue 36: entry fees at the desk in the arbiter's application (app/web/fees.js). The event is
// a Swiss of ten players (four women). The fee is set with a women's discount; the
// treasurer's list then owes each player his fee; a woman's row is taken into the payment form
// and paid by bKash; the same payment typed again is refused next to its field; the list's
// totals follow. Prints one JSON object per check; tests/app/test_web_browser.cpp asserts them
// and the event's list.
//   node fees.mjs BASE_URL TOKEN EVENT
import { launchBrowser, say, until } from './browser.mjs';

const [base, token, event] = process.argv.slice(2);
const browser = await launchBrowser();
const rows = (page) => page.$$eval('#treasurer tbody tr', (trs) => trs.map((tr) =>
  Object.fromEntries([...tr.cells].slice(0, 6).map((cell, i) => [['No', 'Name', 'Category', 'Due', 'Paid', 'Balance'][i],
                                                                   cell.textContent]))));

try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  await page.goto(`${base}/app/#token=${encodeURIComponent(token)}`);
  await page.goto(`${base}/app/#/e/${event}/fees`);
  await page.waitForSelector('#fees');

  await page.fill('#fees [name=standard]', '1000');
  await page.fill('#fees [name=women_discount]', '300');
  await page.click('#fees button[type=submit]');
  await until(page, () => [...document.querySelectorAll('#treasurer td')].some((td) => td.textContent === 'women'));
  const dues = await rows(page);
  const women = dues.filter((row) => row.Category === 'women');
  const total = dues.find((row) => row.Name === 'Total');
  say({ check: 'the fee set: each player owes his fee, women less their discount', women: women.length, total,
        ok: women.length === 4 && women.every((row) => row.Due === '700') && total.Due === '8800' && total.No === '' });

  // A woman's row taken into the payment form: her number and what she owes filled in.
  const woman = women[0];
  await page.click(`#treasurer tbody tr:nth-child(${dues.indexOf(woman) + 1}) button`);
  const filled = await page.evaluate(() => ({ player: document.querySelector('#payment [name=player]').value,
                                               amount: document.querySelector('#payment [name=amount]').value }));
  await page.selectOption('#payment [name=method]', 'bkash');
  await page.fill('#payment [name=reference]', 'TX-88121');
  await page.click('#payment button[type=submit]');
  await until(page, (no) => [...document.querySelectorAll('#treasurer tbody tr')].some((tr) =>
    tr.cells[0].textContent === no && tr.cells[5].textContent === '0'), woman.No);
  const after = await rows(page);
  say({ check: 'a row taken into the form and paid', filled, paid: after.find((row) => row.No === woman.No),
        ok: filled.player === woman.No && filled.amount === '700' });

  // The same payment again (same reference): refused next to the field, nothing recorded.
  await page.fill('#payment [name=player]', woman.No);
  await page.fill('#payment [name=amount]', '700');
  await page.selectOption('#payment [name=method]', 'bkash');
  await page.fill('#payment [name=reference]', 'TX-88121');
  await page.click('#payment button[type=submit]');
  await until(page, () => [...document.querySelectorAll('#payment .error')].some((node) => node.textContent !== ''));
  const refusal = await page.evaluate(() => [...document.querySelectorAll('#payment .error')]
    .map((node) => node.textContent).filter(Boolean).join(' '));
  const totals = (await rows(page)).find((row) => row.Name === 'Total');
  say({ check: 'a payment typed twice is refused', refusal, totals,
        ok: refusal.includes('TX-88121') && totals.Paid === '700' });
} finally {
  await browser.close();
}
