// Issue 36: an event in sections in the arbiter's application (app/web/sections.js), served from
// its folder. The list of events shows the sections with their bands and players; a player named
// by a part of his name is moved from B to A and the counts follow; a name no player of the
// section has is refused next to its field. Prints one JSON object per check;
// tests/app/test_web_browser.cpp asserts them and the sections' events.
//   node sections.mjs BASE_URL TOKEN
import { launchBrowser, say, until } from './browser.mjs';

const [base, token] = process.argv.slice(2);
const browser = await launchBrowser();
const counts = (page) => page.$$eval('#section-list tbody tr', (rows) =>
  Object.fromEntries(rows.map((row) => [row.cells[0].textContent, row.cells[2].textContent])));

try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${base}/app/#token=${encodeURIComponent(token)}`);
  await page.waitForSelector('#section-list');
  const before = await counts(page);
  const events = await page.$$eval('#events tbody tr', (rows) => rows.length);
  say({ check: 'the sections listed with the events', before, events,
        ok: before.A === '2' && before.B === '3' && events === 2 });

  await page.selectOption('#move-player [name=from]', 'B');
  await page.fill('#move-player [name=player]', 'Sen');
  await page.selectOption('#move-player [name=to]', 'A');
  await page.click('#move-player button[type=submit]');
  await until(page, () => document.querySelector('#section-list tbody tr td:nth-child(3)')?.textContent === '3');
  const after = await counts(page);
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  say({ check: 'a player moved from B to A', after, fits, ok: after.A === '3' && after.B === '2' && fits });

  await page.fill('#move-player [name=player]', 'Nobody');
  await page.click('#move-player button[type=submit]');
  await until(page, () => document.querySelector('#move-player [data-error-for=player]').textContent !== '');
  const refusal = await page.textContent('#move-player [data-error-for=player]');
  say({ check: 'a player the section lacks is refused by the field', refusal, ok: refusal.includes('Nobody') });
} finally {
  await browser.close();
}
