// Issue 33: a table's game record uploaded in the arbiter's application as a board's is, at
// tables of four: round 1's table 1 of a Chaturaji event given the record of its game (the
// form's number field names a table there), which the game's engine replays into the seats'
// game points shown on the table's row. Prints one JSON object per check;
// tests/app/test_web_browser.cpp asserts them.
//   node table_record.mjs BASE_URL TOKEN EVENT RECORD_FILE
import { launchBrowser, say } from './browser.mjs';

const [base, token, event, record] = process.argv.slice(2);
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 844 } });
  await page.goto(`${base}/app/#token=${encodeURIComponent(token)}`);
  await page.goto(`${base}/app/#/e/${event}/rounds/1`);
  await page.waitForSelector('#record-upload');
  const label = await page.textContent('#record-upload label:first-of-type');
  await page.fill('#record-upload [name=board]', '1');
  await page.setInputFiles('#record-upload [name=record]', record);
  await page.click('#record-upload button[type=submit]');
  let shown = '';
  for (let tries = 0; tries < 300 && shown === ''; ++tries) {
    shown = await page.evaluate(() => document.querySelector('#grid tr[data-board="1"] .result')?.textContent ?? '');
    if (shown === '') await page.waitForTimeout(100);
  }
  say({ check: "a table's game record uploaded gives its points", label, shown,
        ok: label.startsWith('Table') && shown.startsWith('4-11-3-13') });
} finally {
  await browser.close();
}
