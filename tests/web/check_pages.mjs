// Looks at the pages of a running `tourney serve` in headless Chromium, as a phone and a desktop
// would, uses the arbiter's grid with the keyboard, and follows the application's live views
// from a second browser. Prints one JSON object per check; the
// Boost.Test that starts the server (tests/app/test_web_browser.cpp) asserts them.
//   node check_pages.mjs BASE_URL TOKEN SCREENSHOT_FOLDER
import { holds, launchBrowser, say } from './browser.mjs';

const [base, token, shots] = process.argv.slice(2);
const browser = await launchBrowser();

// The arbiter's application in two browsers: what one arbiter adds (a requested bye, a
// forbidden pair, a prize) the other, who never reloads, sees on the players' and the prizes'
// views, and the reports' log takes the next change.
async function liveViews() {
  const writer = await (await browser.newContext({ viewport: { width: 1200, height: 844 } })).newPage();
  const watcher = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await writer.goto(`${base}/app/#token=${encodeURIComponent(token)}`);
  await writer.goto(`${base}/app/#/e/open/players`);
  await watcher.goto(`${base}/app/#/e/open/players`);
  for (const page of [writer, watcher]) await page.waitForSelector('#request-bye');
  await writer.fill('#request-bye [name=round]', '3');
  await writer.fill('#request-bye [name=start]', '2');
  await writer.click('#request-bye button[type=submit]');
  const bye = await holds(watcher, () => !!document.querySelector('#byes tr[data-round="3"][data-start="2"]'));
  say({ check: 'a bye requested in one browser is listed in the other', ok: bye });
  await writer.waitForSelector('#forbid-pairs');
  await writer.fill('#forbid-pairs [name=players]', '1, 2');
  await writer.click('#forbid-pairs button[type=submit]');
  const pair = await holds(watcher, () => !!document.querySelector('#forbidden tr[data-first="1"][data-second="2"]'));
  say({ check: 'a pair forbidden in one browser is listed in the other', ok: pair });
  await Promise.all([writer, watcher].map((page) => page.evaluate(() => { location.hash = '#/e/open/prizes'; })));
  for (const page of [writer, watcher]) await page.waitForSelector('#add-prize');
  await writer.fill('#add-prize [name=name]', 'Best phone');
  await writer.fill('#add-prize [name=amount]', '750');
  await writer.click('#add-prize button[type=submit]');
  const prize = await holds(watcher, () => [...document.querySelectorAll('#prizes td')].some((td) => td.textContent === 'Best phone'));
  say({ check: 'a prize added in one browser is listed in the other', ok: prize });
  await watcher.evaluate(() => { location.hash = '#/e/open/reports'; });
  await watcher.waitForSelector('#log tbody tr');
  const lines = await watcher.$$eval('#log tbody tr', (rows) => rows.length);
  await writer.fill('#add-category [name=name]', 'Women');
  await writer.fill('#add-category [name=rule]', 'women');
  await writer.click('#add-category button[type=submit]');
  const logged = await holds(watcher, (before) => document.querySelectorAll('#log tbody tr').length > before, lines);
  say({ check: "the reports' log takes another browser's change", lines, ok: logged });
}
try {
  for (const width of [1200, 390]) {
    const page = await browser.newPage({ viewport: { width, height: 844 } });
    for (const path of ['/', '/players', '/rounds/1', '/standings', '/wallchart', '/players/1']) {
      await page.goto(base + path);
      const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      await page.screenshot({ path: `${shots}/${path.replace(/\//g, '_') || 'index'}-${width}.png`, fullPage: true });
      say({ check: 'no horizontal overflow', width, path, ok: fits });
    }
    // A pairings line: board, colour (the column), both players and the result, all visible, and
    // the table no wider than the screen.
    await page.goto(base + '/rounds/1');
    const line = await page.evaluate(() => {
      const table = document.querySelector('table');
      const visible = [...table.querySelectorAll('thead th')].filter(th => getComputedStyle(th).display !== 'none')
                                                            .map(th => th.textContent);
      return { visible, fits: table.getBoundingClientRect().right <= window.innerWidth };
    });
    say({ check: 'pairings line', width, ...line, ok: line.fits && ['Bd', 'White', 'Result', 'Black'].every(h => line.visible.includes(h)) });
    await page.goto(base + '/standings');
    const standings = await page.evaluate(() => [...document.querySelectorAll('thead th')]
        .filter(th => getComputedStyle(th).display !== 'none').map(th => th.textContent));
    // On a phone: rank, name, points and the first tie-break; on a desktop, every column.
    const phone = ['Rk', 'Name', 'Pts', standings[standings.length - 1]];
    say({ check: 'standings columns', width, visible: standings,
          ok: width < 600 ? standings.length === 4 && standings.slice(0, 3).join() === phone.slice(0, 3).join()
                          : standings.includes('Rtg') && standings.includes('Fed') });
    await page.close();
  }
  // The arbiter signs in and enters two results with single keys.
  const page = await browser.newPage({ viewport: { width: 1200, height: 844 } });
  await page.goto(base + '/arbiter');
  await page.fill('input[name=token]', token);
  await Promise.all([page.waitForURL('**/arbiter'), page.click('button[type=submit]')]);
  await page.focus('tr[data-board="1"]');
  await page.keyboard.press('1');
  await page.waitForFunction(() => document.querySelector('tr[data-board="1"] .result').textContent === '1-0');
  await page.keyboard.press('=');  // the focus moved on to board 2
  await page.waitForFunction(() => document.querySelector('tr[data-board="2"] .result').textContent !== '');
  const grid = await page.evaluate(() => [1, 2].map(b => document.querySelector(`tr[data-board="${b}"] .result`).textContent));
  say({ check: 'grid keys', results: grid, ok: grid[0] === '1-0' && grid[1] === '½-½' });
  await liveViews();
} finally {
  await browser.close();
}
