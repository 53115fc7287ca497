// What every script of tests/web shares: the system's Chromium, started headless as the tests
// need it (no sandbox as root, nothing fetched from the network), and one printed line a check,
// which tests/app/test_web_browser.cpp reads and asserts.
import { chromium } from 'playwright-core';

export const say = (check) => console.log(JSON.stringify(check));

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
           '--disable-component-update', '--disable-sync'],
  });
}

// Whether `predicate(argument)` comes to hold in the page within `tries` tenths of a second.
// Not waitForFunction: that evaluates a string, which the application's Content-Security-Policy
// rightly forbids.
export async function holds(page, predicate, argument, tries = 300) {
  for (let tried = 0; tried < tries; ++tried) {
    if (await page.evaluate(predicate, argument)) return true;
    await page.waitForTimeout(100);
  }
  return false;
}

// Waits up to two minutes for `predicate(argument)` to hold; throws with what the page shows if
// it never does.
export async function until(page, predicate, argument) {
  if (await holds(page, predicate, argument, 1200)) return;
  const shown = await page.evaluate(() => `${location.hash}: ${document.querySelector('main')?.innerText.slice(0, 400)}`);
  throw new Error(`never held: ${predicate}\n${shown}`);
}
