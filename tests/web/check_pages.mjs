// Looks at the pages of a running `tourney serve` in headless Chromium, as a phone and a desktop
// would, and uses the arbiter's grid with the keyboard. Prints one JSON object per check; the
// Boost.Test that starts the server (tests/app/test_web_browser.cpp) asserts them.
//   node check_pages.mjs BASE_URL TOKEN SCREENSHOT_FOLDER
import { launchBrowser, say } from './browser.mjs';

const [base, token, shots] = process.argv.slice(2);
const browser = await launchBrowser();
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
} finally {
  await browser.close();
}
