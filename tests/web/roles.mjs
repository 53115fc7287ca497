// Issue 34: accounts and roles in the arbiter's application (app/web/accounts.js, app.js
// showPermissions). The organiser signs in: the accounts are listed under the events, he makes
// the deputy of "open" chief arbiter of "cup" and creates a new deputy. The deputy signs in: no
// accounts for him; in "open" the players' forms are not offered but the pairing and the result
// buttons are; in "cup", where he is now chief arbiter, the players' form is offered. Prints one
// JSON object per check; tests/app/test_web_browser.cpp asserts them and the accounts.
//   node roles.mjs BASE_URL
import { launchBrowser, say, until } from './browser.mjs';

const [base] = process.argv.slice(2);
const browser = await launchBrowser();
const shown = (page, selector) => page.evaluate((s) => {
  const node = document.querySelector(s);
  return !!node && getComputedStyle(node).display !== 'none' && node.getClientRects().length > 0;
}, selector);

async function signIn(page, name, password) {
  await page.click('#sign');
  await page.fill('#sign-in-account [name=name]', name);
  await page.fill('#sign-in-account [name=password]', password);
  await page.click('#sign-in-account button[type=submit]');
  await until(page, () => !document.querySelector('#sign-in-account'));
}

try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  await page.goto(`${base}/app/#/`);
  await page.waitForSelector('#events');
  const before = await shown(page, '#accounts');
  await signIn(page, 'organiser', "organiser's password");
  await page.waitForSelector('#account-list');
  const listed = await page.$$eval('#account-list tbody tr', (rows) => rows.map((row) => row.cells[0].textContent));
  say({ check: 'the organiser sees the accounts, the public does not', before, listed,
        ok: !before && listed.includes('deputy') && listed.includes('organiser') });

  await page.selectOption('#appoint [name=name]', 'deputy');
  await page.selectOption('#appoint [name=role]', 'chief-arbiter');
  await page.selectOption('#appoint [name=event]', 'cup');
  await page.click('#appoint button[type=submit]');
  await until(page, () => [...document.querySelectorAll('#account-list tbody tr')].some((row) =>
    row.cells[0].textContent === 'deputy' && row.cells[1].textContent.includes('chief-arbiter (cup)')));
  await page.fill('#new-account [name=name]', 'clerk');
  await page.fill('#new-account [name=password]', 'a clerk of the open');
  await page.selectOption('#new-account [name=event]', 'open');
  await page.click('#new-account button[type=submit]');
  await until(page, () => [...document.querySelectorAll('#account-list tbody tr')].some((row) =>
    row.cells[0].textContent === 'clerk'));
  say({ check: 'a role given and an account created from the page', ok: true });

  await page.click('#sign');  // signs out
  await signIn(page, 'deputy', "deputy's password");
  await page.goto(`${base}/app/#/`);
  await page.waitForSelector('#events');
  const accounts = await shown(page, '#accounts');
  await page.goto(`${base}/app/#/e/open/players`);
  await page.waitForSelector('#players');
  const addPlayer = await shown(page, '#add-player');
  await page.goto(`${base}/app/#/e/open/rounds/1`);
  await page.waitForSelector('#grid');
  const pair = await shown(page, '#pair');
  const results = await shown(page, '#grid button');
  say({ check: 'a deputy is offered results and pairings only', accounts, addPlayer, pair, results,
        ok: !accounts && !addPlayer && pair && results });

  await page.goto(`${base}/app/#/e/cup/players`);
  await page.waitForSelector('#players');
  await until(page, () => document.querySelector('main').dataset.tab === 'players');
  const chief = await shown(page, '#add-player');
  say({ check: 'where he is chief arbiter, the players can be changed', chief, ok: chief });
} finally {
  await browser.close();
}
