// Issue 36: the public registration form (/events/EVENT/register) in headless Chromium: it fits a
// phone; a script typed as a name is refused beside the field, kept as text in the box and never
// run; an entry is received; the form posts with JavaScript switched off too; and in the arbiter's
// application the entry waiting is approved with one click and becomes a player. Prints one JSON
// object per check; tests/app/test_web_browser.cpp asserts them.
//   node registration.mjs BASE_URL TOKEN EVENT
import { launchBrowser, say } from './browser.mjs';

const [base, token, event] = process.argv.slice(2);
const browser = await launchBrowser();
const script = '<script>window.ran = 1</script>';

async function send(page, name, born) {
  await page.fill('[name=name]', name);
  await page.fill('[name=federation]', 'BAN');
  await page.fill('[name=birth_year]', born);
  await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
}

try {
  const phone = await browser.newPage({ viewport: { width: 390, height: 800 } });
  await phone.goto(`${base}/events/${event}/register`);
  const wide = await phone.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  say({ check: 'the form fits a phone', ok: !wide && (await phone.locator('form input').count()) === 5 });

  await send(phone, script, '1990');
  const refused = await phone.evaluate(() => ({
    said: document.querySelector('.refusal')?.textContent ?? '',
    kept: document.querySelector('[name=name]').value,
    ran: window.ran === 1,
  }));
  say({ check: 'a script as a name is refused beside it, kept as text, never run', ...refused,
        ok: refused.said.includes('<') && refused.kept === script && !refused.ran });

  await send(phone, 'Karim, Abdul', '1990');
  const received = await phone.textContent('main');
  say({ check: 'an entry is received and waits', ok: received.includes("waits for the organiser's approval") });
  await phone.close();

  const plain = await browser.newContext({ javaScriptEnabled: false });
  const without = await plain.newPage();
  await without.goto(`${base}/events/${event}/register`);
  await send(without, 'Rahman, Tania', '2001');
  say({ check: 'the form posts without JavaScript',
        ok: (await without.textContent('main')).includes('Entry 2 received for Rahman, Tania') });
  await plain.close();

  const desk = await browser.newPage({ viewport: { width: 1200, height: 800 } });
  await desk.goto(`${base}/app/#token=${encodeURIComponent(token)}`);
  await desk.goto(`${base}/app/#/e/${event}/registrations`);
  const row = desk.locator('#registrations tr', { hasText: 'Karim, Abdul' });
  await row.locator('button.approve').click();
  // Not waitForFunction, which the application's Content-Security-Policy forbids (no eval).
  const approved = () => desk.evaluate(() => [...document.querySelectorAll('#registrations td')]
    .some((cell) => /^player \d+$/.test(cell.textContent)));
  for (let tries = 0; tries < 100 && !(await approved()); tries += 1) await desk.waitForTimeout(100);
  const status = await desk.locator('#registrations tr', { hasText: 'Karim, Abdul' }).textContent();
  say({ check: 'an entry approved in the application is a player', status, ok: /player \d+/.test(status) });
  await desk.close();
} finally {
  await browser.close();
}
