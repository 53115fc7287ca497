// Issue 40, item 4: a page of another origin on the same host (another port) tries to enter
// results for an arbiter who is signed in, by a text/plain form post and by a no-cors fetch.
// Prints one JSON object per check; tests/app/test_web_browser.cpp asserts them and that the
// event holds no result for those boards.
//   node cross_origin.mjs BASE_URL TOKEN
import { launchBrowser, say } from './browser.mjs';
import http from 'node:http';

const [base, token] = process.argv.slice(2);
const form = `${base}/api/rounds/1/boards/2/result`;
const fetched = `${base}/api/rounds/1/boards/3/result`;
const attack = `<!DOCTYPE html><html><body>
<form id="f" method="POST" action="${form}" enctype="text/plain">
<input name='{"result":"1-0","x":"' value='"}'></form>
<script>
fetch(${JSON.stringify(fetched)}, {method: 'POST', mode: 'no-cors', credentials: 'include',
                                   body: JSON.stringify({result: '1-0'})})
  .finally(() => { document.title = 'fetched'; document.getElementById('f').submit(); });
</script></body></html>`;
const attacker = http.createServer((request, response) => {
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(attack);
});
await new Promise(resolve => attacker.listen(0, '127.0.0.1', resolve));
const other = `http://127.0.0.1:${attacker.address().port}/`;

const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  await page.goto(base + '/login');
  await page.fill('input[name=token]', token);
  await Promise.all([page.waitForURL('**/arbiter'), page.click('button[type=submit]')]);
  const cookies = await page.context().cookies(base);
  say({ check: 'signed in', ok: cookies.some(c => c.name === 'tourney_token') });

  const statuses = [];
  page.on('response', r => { if (r.url().startsWith(base + '/api/')) statuses.push(r.status()); });
  await Promise.all([page.waitForURL(form, { timeout: 15000 }), page.goto(other)]);
  await page.waitForTimeout(500);
  say({ check: 'text/plain form post refused', statuses, ok: statuses.includes(403) && !statuses.includes(200) });

  const board = async (n) => {
    const response = await page.request.get(`${base}/api/rounds/1`);
    const rows = await response.json();
    return rows[n - 1];
  };
  const rows = [await board(2), await board(3)];
  say({ check: 'boards 2 and 3 still without a result', rows,
        ok: rows.every(row => Object.values(row).every(v => v !== '1-0')) });
} finally {
  await browser.close();
  attacker.close();
}
