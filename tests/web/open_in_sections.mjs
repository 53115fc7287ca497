// Issue 36's acceptance run at the venue: a 200-player open in three rating sections (A 2000+,
// B 1600-1999, C below 1600 and the unrated), served from its folder, run in headless Chromium
// as the desk and the arbiters run it: the sections under the list of events; at each section's
// tablet check-in a few players typed by number and Enter and the rest checked in by another desk
// (the API), one player per section never coming; section A's fee set and two payments taken
// from the treasurer's list; three rounds of each section paired by the application's button,
// the results entered by the arbiters' API; the pairing cards and badges of each section as PDF;
// the projector view of each section. Prints one JSON object per check;
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
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  await page.goto(`${base}/app/#token=${encodeURIComponent(token)}`);
  await page.waitForSelector('#section-list');
  const listed = await page.$$eval('#section-list tbody tr', (rows) =>
    rows.map((row) => ({ section: row.cells[0].textContent, players: Number(row.cells[2].textContent) })));
  const total = listed.reduce((sum, row) => sum + row.players, 0);
  say({ check: 'the three sections listed under the events', listed,
        ok: listed.map((row) => row.section).join() === 'A,B,C' && total === 200 });

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
  await page.fill('#fees [name=titled_discount]', '1500');
  await page.click('#fees button[type=submit]');
  await until(page, () => [...document.querySelectorAll('#treasurer tbody tr')].some((row) => row.cells[3]?.textContent === '1500'));
  for (const reference of ['R-1', 'R-2']) {
    const before = await page.$$eval('#treasurer tbody tr button', (buttons) => buttons.length);
    await page.click('#treasurer tbody tr button');
    await page.fill('#payment [name=reference]', reference);
    await page.click('#payment button[type=submit]');
    await until(page, (count) => document.querySelectorAll('#treasurer tbody tr button').length === count - 1, before);
  }
  const paidTotal = await page.$eval('#treasurer tbody tr:last-child', (row) => row.cells[4].textContent);
  say({ check: "section A's fee set and two payments taken from the treasurer's list", paidTotal,
        ok: paidTotal === '3000' });

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
