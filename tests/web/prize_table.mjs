// Issue 33: a prize table brought in the arbiter's application as `tourney prize import` and
// `prize copy` bring it: a CSV file with a bad line refused next to the file (nothing added),
// the file corrected and imported, last year's table copied from another event of the folder
// with its category, and copied again in place of the table after a confirmation. Prints one
// JSON object per check; tests/app/test_web_browser.cpp asserts them and the event.
//   node prize_table.mjs BASE_URL TOKEN EVENT FROM
import { launchBrowser, say, until } from './browser.mjs';

const [base, token, event, from] = process.argv.slice(2);
const browser = await launchBrowser();
const csv = (text) => ({ name: 'prizes.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
const prizeNames = (page) => page.$$eval('#prizes tbody tr', (rows) => rows.map((row) => row.cells[1].textContent));

try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const asked = [];
  page.on('dialog', (dialog) => { asked.push(dialog.message()); dialog.accept(); });
  await page.goto(`${base}/app/#token=${encodeURIComponent(token)}`);
  await page.goto(`${base}/app/#/e/${event}/prizes`);
  await page.waitForSelector('#import-prizes');

  await page.setInputFiles('#import-prizes [name=csv]', csv('name,category,amount\n1st,,5000\n2nd,,3k\n'));
  await page.click('#import-prizes button[type=submit]');
  await until(page, () => document.querySelector('#import-prizes .form-error').textContent !== '');
  const refusal = await page.textContent('#import-prizes .form-error');
  say({ check: 'a bad line is refused with the file, line and field', refusal,
        ok: refusal.includes('prizes.csv:3') && refusal.includes('amount') && !(await page.$('#prizes')) });

  await page.setInputFiles('#import-prizes [name=csv]', csv('name,category,amount\n1st,,5000\n2nd,,3000\n'));
  await page.click('#import-prizes button[type=submit]');
  await until(page, () => document.querySelectorAll('#prizes tbody tr').length === 2);
  say({ check: 'the file imported', prizes: await prizeNames(page), ok: true });

  await page.selectOption('#copy-prizes [name=from]', from);
  await page.click('#copy-prizes button[type=submit]');
  await until(page, () => document.querySelectorAll('#prizes tbody tr').length === 3);
  const categories = await page.$$eval('#categories tbody tr', (rows) => rows.map((row) => row.cells[0].textContent));
  say({ check: 'another event copied after the prizes here, with its category', categories,
        prizes: await prizeNames(page), ok: categories.includes('Women') && asked.length === 0 });

  await page.selectOption('#copy-prizes [name=replace]', 'true');
  await page.click('#copy-prizes button[type=submit]');
  await until(page, () => document.querySelectorAll('#prizes tbody tr').length === 1);
  say({ check: 'copied in place of the table after a question', asked, prizes: await prizeNames(page),
        ok: asked.length === 1 && asked[0].includes('Replace the prize table') });
} finally {
  await browser.close();
}
