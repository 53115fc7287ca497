// Issue 31, item 6: the arbiter's grid on a phone, by touch alone. The event has round 1 with
// its results and round 2 paired; the arbiter taps a result in round 2, then goes back to round 1
// and corrects a board there, confirming in words that speak of the change, not of a command.
// Prints one JSON object per check; tests/app/test_web_browser.cpp asserts them and the event.
//   node arbiter_touch.mjs BASE_URL TOKEN
import { launchBrowser, say } from './browser.mjs';

const [base, token] = process.argv.slice(2);
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(base + '/login');
  await page.fill('input[name=token]', token);
  await Promise.all([page.waitForURL('**/arbiter'), page.tap('button[type=submit]')]);

  // Round 2, the last: every board has a button for each result, big enough for a finger.
  const sizes = await page.evaluate(() => [...document.querySelectorAll('#grid button[data-result]')]
      .map(b => { const r = b.getBoundingClientRect(); return Math.min(r.width, r.height); }));
  say({ check: 'tap targets of 44 px or more', count: sizes.length, smallest: Math.min(...sizes),
        ok: sizes.length > 0 && Math.min(...sizes) >= 44 });
  await page.tap('tr[data-board="1"] button[data-result="0-1"]');
  await page.waitForFunction(() => document.querySelector('tr[data-board="1"] .result').textContent === '0-1');
  say({ check: 'a tap enters a result', ok: true });

  // Round 1 is reached from the page, and its board 2 corrected after a confirmation.
  await Promise.all([page.waitForURL('**/arbiter?round=1'), page.tap('nav.rounds a[href="/arbiter?round=1"]')]);
  const asked = [];
  page.on('dialog', dialog => { asked.push(dialog.message()); dialog.accept(); });
  const before = await page.textContent('tr[data-board="2"] .result');
  const other = before === '1-0' ? '0-1' : '1-0';
  await page.tap(`tr[data-board="2"] button[data-result="${other}"]`);
  await page.waitForFunction(r => document.querySelector('tr[data-board="2"] .result').textContent === r, other);
  const question = asked.join('\n');
  say({ check: 'a correction of an earlier round is confirmed in plain words', before, after: other, question,
        ok: asked.length === 1 && question.includes('already has a result') && question.includes('Replace it?') &&
            !question.includes('--force') });
  await context.close();
} finally {
  await browser.close();
}
