// Issue 36's acceptance run at the venue: a 200-player open in three rating sections (A 2000+,
// B 1600-1999, C below 1600), served from its folder with FIDE's rating list kept beside it, run
// in headless Chromium as the entrants, the desk and the arbiters run it: two entrants register
// on a phone through the public form (one choosing another section than the form's), the others
// post the same form, each choosing the section of his rating; the organiser approves entries in
// the application (the rest by the API); the sections under the list of events hold the 200; at
// each section's tablet check-in a few players typed by number and Enter and the rest checked in
// by another desk (the API), one player per section never coming; section A's fee set and two
// payments taken from the treasurer's list (the list makes them all women: 1,000 each); three rounds of each section paired by the
// application's button, the results entered by the arbiters' API; the pairing cards and badges of
// each section as PDF; the projector view of each section. Prints one JSON object per check;
// tests/app/test_web_application.cpp asserts them and the sections' events.
//   node open_in_sections.mjs BASE_URL TOKEN
import { launchBrowser, say, until } from './browser.mjs';

const [base, token] = process.argv.slice(2);
const SECTIONS = ['A', 'B', 'C'];
const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
const api = async (method, path, body) => {
  const response = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, data: await response.json() };
};

const browser = await launchBrowser();
try {
  // The entrants: FIDE ids 4100018 + 17 i, rated 2444 down by six (tests/app/rating_list_file.h).
  const entrants = Array.from({ length: 200 }, (_, i) => {
    const rating = 2444 - 6 * i;
    return { name: `Player, Number ${i + 1}`, fide_id: String(4100018 + 17 * i), rating,
             section: rating >= 2000 ? 'A' : rating >= 1600 ? 'B' : 'C' };
  });
  const form = (entrant) => new URLSearchParams({ name: entrant.name, federation: 'IND', fide_id: entrant.fide_id,
                                                  birth_year: '2012', club: '', section: entrant.section });

  // Two on a phone, through the form's page: the first in A's own form, the second (a B player)
  // choosing section B in A's form.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const receipts = [];
  for (const entrant of [entrants[0], entrants[80]]) {
    await phone.goto(`${base}/events/A/register`);
    for (const field of ['name', 'fide_id']) await phone.fill(`form [name=${field}]`, entrant[field]);
    await phone.fill('form [name=federation]', 'IND');
    await phone.fill('form [name=birth_year]', '2012');
    await phone.selectOption('form [name=section]', entrant.section);
    await Promise.all([phone.waitForNavigation(), phone.click('form button[type=submit]')]);
    receipts.push(await phone.evaluate(() => ({ text: document.querySelector('main')?.innerText ?? document.body.innerText,
                                               wide: document.documentElement.scrollWidth > window.innerWidth })));
  }
  await phone.close();
  const waitingIn = async (section) => (await api('GET', `/api/events/${section}/registrations`)).data
    .filter((row) => row.Status === 'waiting');
  const inB = await waitingIn('B');
  say({ check: 'two entrants registered on a phone, one choosing his section in another form',
        receipts: receipts.map((receipt) => receipt.text.slice(0, 80)),
        ok: receipts.every((receipt) => receipt.text.includes('Player, Number') && !receipt.wide) &&
            inB.length === 1 && inB[0].Name === 'Player, Number 81' });

  // The others post the same form, each choosing the section of his rating.
  const statuses = [];
  for (const entrant of entrants.filter((_, i) => i !== 0 && i !== 80)) {
    const response = await fetch(`${base}/events/A/register`, {
      method: 'POST', body: form(entrant).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base } });
    statuses.push(response.status);
  }
  say({ check: 'the other 198 entries taken through the form', taken: statuses.filter((s) => s === 201).length,
        ok: statuses.length === 198 && statuses.every((s) => s === 201) });

  // The organiser approves: two in the application, the rest by the API.
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  await page.goto(`${base}/app/#token=${encodeURIComponent(token)}`);
  await page.goto(`${base}/app/#/e/C/registrations`);
  await page.waitForSelector('#registrations button.approve');
  for (let click = 0; click < 2; click += 1) {
    const before = await page.$$eval('#registrations button.approve', (buttons) => buttons.length);
    await page.click('#registrations button.approve');
    await until(page, (count) => document.querySelectorAll('#registrations button.approve').length === count - 1, before);
  }
  for (const section of SECTIONS)
    for (const row of await waitingIn(section))
      await api('POST', `/api/events/${section}/registrations/${row.No}/approve`, {});
  await page.goto(`${base}/app/#/`);
  await page.waitForSelector('#section-list');
  const listed = await page.$$eval('#section-list tbody tr', (rows) =>
    rows.map((row) => ({ section: row.cells[0].textContent, players: Number(row.cells[2].textContent) })));
  const total = listed.reduce((sum, row) => sum + row.players, 0);
  say({ check: 'the 200 approved, each in the section he chose', listed,
        ok: listed.map((row) => row.section).join() === 'A,B,C' && total === 200 &&
            listed.map((row) => row.players).join() === '75,66,59' });

  // Check-in before round 1: three players of each section by number and Enter at the tablet,
  // the others but the last by the other desk; the last never comes.
  const absent = {};
  let typed = 0;
  for (const section of SECTIONS) {
    await page.goto(`${base}/app/#/e/${section}/checkin`);
    await page.waitForSelector('#check-in tbody tr');
    for (const number of ['1', '2', '3']) {
      await page.fill('#check-in-search', number);
      await page.press('#check-in-search', 'Enter');
      await until(page, (no) => document.querySelector(`#check-in tr[data-player="${no}"]`)?.dataset.status === 'present', number);
      typed += 1;
    }
    const players = (await api('GET', `/api/events/${section}/players`)).data.map((player) => player.start);
    absent[section] = players[players.length - 1];
    const others = players.slice(3, -1);
    await api('POST', `/api/events/${section}/check-in`, { players: others });
    await until(page, (count) => document.querySelector('#check-in-count')?.textContent.startsWith(`${count} of`),
                players.length - 1);
  }
  say({ check: 'checked in at the tablet and by the other desk, one absent in each section', typed, absent,
        ok: typed === 9 });

  // Section A's fee, and two payments taken from the treasurer's list.
  await page.goto(`${base}/app/#/e/A/fees`);
  await page.waitForSelector('#fees');
  await page.fill('#fees [name=standard]', '1500');
  await page.fill('#fees [name=women_discount]', '500');
  await page.click('#fees button[type=submit]');
  await until(page, () => [...document.querySelectorAll('#treasurer tbody tr')].some((row) => row.cells[3]?.textContent === '1000'));
  for (const reference of ['R-1', 'R-2']) {
    const before = await page.$$eval('#treasurer tbody tr button', (buttons) => buttons.length);
    await page.click('#treasurer tbody tr button');
    await page.fill('#payment [name=reference]', reference);
    await page.click('#payment button[type=submit]');
    await until(page, (count) => document.querySelectorAll('#treasurer tbody tr button').length === count - 1, before);
  }
  const paidTotal = await page.$eval('#treasurer tbody tr:last-child', (row) => row.cells[4].textContent);
  say({ check: "section A's fee set and two payments taken from the treasurer's list", paidTotal,
        ok: paidTotal === '2000' });

  // Three rounds of each section: paired by the button, the results by the arbiters' API.
  const rounds = {};
  for (const section of SECTIONS) {
    for (let round = 1; round <= 3; round += 1) {
      await page.goto(`${base}/app/#/e/${section}/rounds`);
      await page.waitForSelector('#pair');
      await page.click('#pair');
      await until(page, (r) => document.querySelector('#grid')?.dataset.round === String(r), round);
      const boards = (await api('GET', `/api/events/${section}/rounds/${round}`)).data;
      for (const board of boards.filter((b) => b.board > 0 && !b.result)) {
        const result = ['1-0', '0-1', '1/2-1/2'][(board.white + board.black + round) % 3];
        await api('POST', `/api/events/${section}/rounds/${round}/boards/${board.board}/result`, { result });
      }
    }
    rounds[section] = (await api('GET', `/api/events/${section}/rounds`)).data.length;
  }
  say({ check: 'three rounds of each section paired in the application and played', rounds,
        ok: SECTIONS.every((section) => rounds[section] === 3) });

  // The hall's paper of each section: pairing cards of round 3 and badges, as PDF.
  const papers = [];
  for (const section of SECTIONS) {
    await page.goto(`${base}/app/#/e/${section}/reports`);
    await page.waitForSelector('#pdfs a[data-kind="badges"]');
    for (const kind of ['pairing-cards', 'badges']) {
      const href = await page.getAttribute(`#pdfs a[data-kind="${kind}"]`, 'href');
      const response = await page.request.get(base + href, { headers: { Authorization: `Bearer ${token}` } });
      const body = await response.body();
      papers.push({ section, kind, status: response.status(), pdf: body.subarray(0, 5).toString() === '%PDF-' });
    }
  }
  say({ check: 'pairing cards and badges of each section print', papers,
        ok: papers.length === 6 && papers.every((paper) => paper.status === 200 && paper.pdf) });

  // The hall's screen of each section.
  const screens = [];
  for (const section of SECTIONS) {
    const screen = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await screen.goto(`${base}/events/${section}/projector?seconds=600`);
    screens.push(await screen.evaluate(() => ({ slides: document.querySelectorAll('.slide').length,
                                                 title: document.querySelector('.slide.shown h2')?.textContent })));
    await screen.close();
  }
  say({ check: 'the projector view of each section', screens,
        ok: screens.every((screen) => screen.slides >= 2 && screen.title) });
} finally {
  await browser.close();
}
