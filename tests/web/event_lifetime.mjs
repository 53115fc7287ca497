// Issue 34: events archived, restored and deleted from the application's first page (app/web/app.js,
// lifetimeButtons). The public sees no button. The organiser archives "open" (confirming twice:
// the archiving itself, then its last round awaiting results): it gets its badge and a Restore
// button, and its pages offer no form that changes it; he restores it; he deletes "cup" after
// confirming, and it leaves the list. Prints one JSON object per check; tests/app/test_web_browser.cpp
// asserts them and the files.
//   node event_lifetime.mjs BASE_URL
import { launchBrowser, say, until } from './browser.mjs';

const [base] = process.argv.slice(2);
const browser = await launchBrowser();
const row = (id) => `#events tr[data-event="${id}"]`;

try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const asked = [];
  page.on('dialog', (dialog) => { asked.push(dialog.message()); dialog.accept(); });
  await page.goto(`${base}/app/#/`);
  await page.waitForSelector('#events');
  const publicButtons = await page.$$eval('#events button[data-action]', (buttons) => buttons.length);
  say({ check: 'the public is offered no archive, restore or delete', publicButtons, ok: publicButtons === 0 });

  await page.click('#sign');
  await page.fill('#sign-in-account [name=name]', 'organiser');
  await page.fill('#sign-in-account [name=password]', "organiser's password");
  await page.click('#sign-in-account button[type=submit]');
  await until(page, () => !document.querySelector('#sign-in-account'));
  await page.goto(`${base}/app/#/`);
  await page.waitForSelector(`${row('open')} button[data-action=archive]`);
  await page.click(`${row('open')} button[data-action=archive]`);
  await page.waitForSelector(`${row('open')} .badge.archived`);
  const restore = await page.$(`${row('open')} button[data-action=restore]`);
  say({ check: 'an event archived after two confirmations has its badge and a Restore button', asked: asked.length,
        ok: asked.length === 2 && !!restore });

  await page.goto(`${base}/app/#/e/open/players`);
  await page.waitForSelector('#players');
  const addPlayer = await page.evaluate(() => {
    const node = document.querySelector('#add-player');
    return !!node && getComputedStyle(node).display !== 'none';
  });
  say({ check: 'an archived event offers no form that changes it', addPlayer, ok: !addPlayer });

  await page.goto(`${base}/app/#/`);
  await page.click(`${row('open')} button[data-action=restore]`);
  await until(page, (selector) => !document.querySelector(selector), `${row('open')} .badge.archived`);
  await page.click(`${row('cup')} button[data-action=delete]`);
  await until(page, (selector) => !document.querySelector(selector), row('cup'));
  say({ check: 'restored, then another event deleted after its confirmation', asked: asked.length,
        ok: asked.length === 3 });
} finally {
  await browser.close();
}
