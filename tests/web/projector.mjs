// Issue 36: the hall's screen (/events/EVENT/projector) on a 1920x1080 and a 1280x720 projector:
// nothing runs over the right or the bottom edge, the slides turn by themselves, a result
// entered meanwhile (through the API, as another arbiter would) shows without a reload, and in
// Bengali with Bengali digits the titles and numbers are Bengali. Prints one JSON object per
// check; tests/app/test_web_browser.cpp asserts them.
//   node projector.mjs BASE_URL TOKEN EVENT
import { launchBrowser, say } from './browser.mjs';

const [base, token, event] = process.argv.slice(2);
const browser = await launchBrowser();

// What of the slide on screen lies beyond the window, and how many slides the page has.
const fits = (page) => page.evaluate(() => {
  const root = document.documentElement;
  const shown = document.querySelector('.slide.shown');
  const cells = shown ? [...shown.querySelectorAll('th, td, h2')] : [];
  const outside = cells.filter((cell) => {
    const box = cell.getBoundingClientRect();
    return box.right > window.innerWidth + 0.5 || box.bottom > window.innerHeight + 0.5;
  }).map((cell) => cell.textContent);
  return { wide: root.scrollWidth > window.innerWidth, outside, slides: document.querySelectorAll('.slide').length,
           key: document.body.dataset.slide };
});

try {
  for (const [width, height] of [[1920, 1080], [1280, 720]]) {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.goto(`${base}/events/${event}/projector?seconds=3`);
    const seen = new Set();
    // Every slide once: each must fit, and each comes by itself, 3 s after the one before.
    let all = 0;
    for (let turn = 0; turn < 12; turn += 1) {
      const state = await fits(page);
      all = state.slides;
      if (state.wide || state.outside.length > 0) {
        say({ check: 'a slide fits the screen', width, height, slide: state.key, outside: state.outside, ok: false });
      }
      seen.add(state.key);
      if (seen.size === all) break;
      await page.waitForFunction((key) => document.body.dataset.slide !== key, state.key, { timeout: 10000 });
    }
    say({ check: 'every slide shown by itself, none running over', width, height, slides: all, seen: seen.size,
          ok: all >= 2 && seen.size === all });
    await page.close();
  }

  // Live: a result entered through the API reaches the screen without a reload.
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(`${base}/events/${event}/projector?seconds=600`);
  await page.waitForFunction(() => document.body.dataset.following === 'yes', null, { timeout: 10000 });
  const before = await page.evaluate(() => document.querySelector('.slide.shown td.res').textContent);
  const posted = await fetch(`${base}/api/events/${event}/rounds/1/boards/1/result`, {
    method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ result: '0-1' }),
  });
  await page.waitForFunction(() => document.querySelector('.slide.shown td.res').textContent === '0-1', null,
                             { timeout: 10000 });
  say({ check: 'a result entered elsewhere shows on the screen', before, status: posted.status,
        ok: before === '' && posted.ok });
  await page.close();

  const bengali = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await bengali.goto(`${base}/events/${event}/projector?lang=bn&digits=bengali`);
  const title = await bengali.evaluate(() => document.querySelector('.slide.shown h2').textContent);
  const state = await fits(bengali);
  say({ check: 'in Bengali with Bengali digits', title, outside: state.outside,
        ok: title.includes('রাউন্ড ১') && !/[0-9]/.test(title) && !state.wide && state.outside.length === 0 });
} finally {
  await browser.close();
}
