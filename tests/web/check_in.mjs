// Issue 36: the desk's check-in on a tablet (app/web/checkin.js). The event is a Swiss of ten
// players, round 1 not paired. On a 768x1024 touch screen: every player listed, not checked in,
// with buttons big enough for a finger; a name searched and tapped present; a start number typed
// and Enter; a player tapped not present again; a check-in made elsewhere (the API, as another
// desk would) shown without a reload; nothing wider than a phone at 390 pixels; the view in
// Bengali. Prints one JSON object per check; tests/app/test_web_browser.cpp asserts them and
// the event's check-in list.
//   node check_in.mjs BASE_URL TOKEN EVENT
import { launchBrowser, say, until } from './browser.mjs';

const [base, token, event] = process.argv.slice(2);
const browser = await launchBrowser();

const statusOf = (page, number) =>
  page.getAttribute(`#check-in tr[data-player="${number}"]`, 'data-status');
const shownRows = (page) => page.$$eval('#check-in tbody tr', (rows) => rows.map((row) => row.dataset.player));

try {
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 }, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${base}/app/#token=${encodeURIComponent(token)}`);
  await page.goto(`${base}/app/#/e/${event}/checkin`);
  await page.waitForSelector('#check-in tbody tr');

  const first = await page.evaluate(() => ({
    rows: [...document.querySelectorAll('#check-in tbody tr')].map((row) => row.dataset.status),
    smallest: Math.min(...[...document.querySelectorAll('#check-in button')].map((button) => {
      const box = button.getBoundingClientRect();
      return Math.min(box.width, box.height);
    })),
    wide: document.documentElement.scrollWidth > window.innerWidth,
  }));
  say({ check: 'every player listed, none checked in, buttons for a finger', ...first,
        ok: first.rows.length === 10 && first.rows.every((status) => status === 'not checked in') &&
            first.smallest >= 44 && !first.wide });

  // A name searched: one row left; a tap marks him present.
  await page.fill('#check-in-search', 'müller');
  await until(page, () => document.querySelectorAll('#check-in tbody tr').length === 1);
  const [muller] = await shownRows(page);
  await page.tap(`#check-in tr[data-player="${muller}"] button`);
  await page.waitForSelector(`#check-in tr[data-player="${muller}"][data-status="present"]`);
  say({ check: 'a name searched and tapped present', player: muller, ok: true });

  // A start number typed and Enter: that player present, the search cleared for the next one.
  const other = muller === '3' ? '4' : '3';
  await page.fill('#check-in-search', other);
  await page.press('#check-in-search', 'Enter');
  await until(page, () => document.querySelectorAll('#check-in tbody tr').length === 10);
  const typed = await statusOf(page, other);
  const count = await page.textContent('#check-in-count');
  say({ check: 'a start number and Enter checks in', player: other, status: typed, count,
        ok: typed === 'present' && count.startsWith('2 of 10 present') });

  // Tapped again: not present.
  await page.tap(`#check-in tr[data-player="${muller}"] button`);
  await page.waitForSelector(`#check-in tr[data-player="${muller}"][data-status="absent"]`);
  say({ check: 'tapped again: not present', player: muller, ok: true });

  // Another desk checks player 5 in through the API: the list follows without a reload.
  const elsewhere = [muller, other].includes('5') ? '6' : '5';
  const posted = await fetch(`${base}/api/events/${event}/check-in`, {
    method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ players: [Number(elsewhere)] }),
  });
  await page.waitForSelector(`#check-in tr[data-player="${elsewhere}"][data-status="present"]`, { timeout: 10000 });
  say({ check: 'a check-in made elsewhere shows without a reload', player: elsewhere, status: posted.status,
        ok: posted.ok });

  // A phone: nothing runs over the right edge.
  await page.setViewportSize({ width: 390, height: 844 });
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  say({ check: 'the list fits a phone at 390 pixels', ok: !wide });

  // In Bengali: the heading and the statuses.
  await page.click('#lang-bn');
  await until(page, () => document.querySelector('h2').textContent.includes('উপস্থিতি'));
  const status = await page.textContent(`#check-in tr[data-player="${other}"] td.check-status`);
  say({ check: 'the view in Bengali', status, ok: status === 'উপস্থিত' });
  await context.close();
} finally {
  await browser.close();
}
