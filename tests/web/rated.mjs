// Issue 36: "will this be rated?" in the arbiter's application (app/web/rated.js). The event is a
// Swiss of ten players with no time control, arbiter or registration: the check says it would
// not be rated and the rate of play is missing; a FIDE id that is not digits is refused next to
// its field; the details saved, the rate of play and the arbiter are met. Prints one JSON object
// per check; tests/app/test_web_browser.cpp asserts them and the event's check.
//   node rated.mjs BASE_URL TOKEN EVENT
import { launchBrowser, say, until } from './browser.mjs';

const [base, token, event] = process.argv.slice(2);
const browser = await launchBrowser();
const fulfilled = (page) => page.$$eval('#rated-check tbody tr', (rows) =>
  Object.fromEntries(rows.map((row) => [row.cells[0].textContent, row.dataset.met])));

try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  await page.goto(`${base}/app/#token=${encodeURIComponent(token)}`);
  await page.goto(`${base}/app/#/e/${event}/rated`);
  await page.waitForSelector('#rated-check');
  const before = await fulfilled(page);
  const verdict = await page.textContent('#rated-verdict');
  say({ check: 'the check lists what is missing', before, verdict,
        ok: before['rate of play'] === 'missing' && before.arbiter === 'missing' && verdict.startsWith('Not every') });

  await page.fill('#rated-details [name=time_control]', '90+30');
  await page.fill('#rated-details [name=chief_arbiter]', 'Hossain, Rafiq');
  await page.fill('#rated-details [name=chief_arbiter_fide_id]', '10A');
  await page.click('#rated-details button[type=submit]');
  await until(page, () => document.querySelector('#rated-details [data-error-for=chief_arbiter_fide_id]').textContent !== '');
  const refusal = await page.textContent('#rated-details [data-error-for=chief_arbiter_fide_id]');
  say({ check: 'a FIDE id that is not digits is refused by its field', refusal, ok: refusal.includes('10A') });

  await page.fill('#rated-details [name=chief_arbiter_fide_id]', '10200091');
  await page.click('#rated-details button[type=submit]');
  await until(page, () => document.querySelector('#rated-check tbody tr[data-met="met"]') &&
    [...document.querySelectorAll('#rated-check tbody tr')].find((row) => row.cells[0].textContent === 'arbiter')?.dataset.met === 'met');
  const after = await fulfilled(page);
  say({ check: 'the details saved: the rate of play and the arbiter are met', after,
        ok: after['rate of play'] === 'met' && after.arbiter === 'met' });
} finally {
  await browser.close();
}
