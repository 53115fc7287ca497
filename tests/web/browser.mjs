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
