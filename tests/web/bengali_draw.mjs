// Issue 31, item 5: on a phone (390 px) the served pages in Bengali keep a draw whole: every
// cell that shows ½ (a draw's result, a half point) lays its text on one line. The event has
// round 1 played with a draw on board 1. Prints one JSON object per check;
// tests/app/test_web_browser.cpp asserts them.
//   node bengali_draw.mjs BASE_URL
import { launchBrowser, say } from './browser.mjs';

const [base] = process.argv.slice(2);
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  for (const path of ['/rounds/1', '/players/1', '/standings']) {
    await page.goto(base + path);
    // Each cell holding ½, with the number of lines its text takes (one rectangle per line).
    const cells = await page.evaluate(() => [...document.querySelectorAll('td')]
        .filter(td => td.textContent.includes('½'))
        .map(td => {
          const range = document.createRange();
          range.selectNodeContents(td);
          const tops = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
          return { text: td.textContent, lines: tops.size };
        }));
    const broken = cells.filter(cell => cell.lines > 1);
    say({ check: 'a draw stays on one line at 390 px', path, cells: cells.length, broken,
          ok: cells.length > 0 && broken.length === 0 });
  }
} finally {
  await browser.close();
}
