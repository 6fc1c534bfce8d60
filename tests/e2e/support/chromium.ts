import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromium } from '@playwright/test';

/** What to do when no browser is found (also printed by scripts/test.mjs). */
export const HOW_TO_GET_CHROMIUM = [
  'No Chromium found for the end-to-end tests. Get one in any of these ways:',
  '  - on Debian/Ubuntu: sudo apt-get install chromium   (as root: apt-get install chromium)',
  '  - or point CHROME_PATH at an installed Chromium or Chrome executable',
  '  - or, where the machine has internet: npx playwright install chromium',
].join('\n');

/**
 * Chromium for the end-to-end tests. A system Chromium comes first because machines without internet
 * (CI among them) cannot download Playwright's own build; that build is only the last resort.
 */
export function findChromium(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    // An explicit choice that points nowhere is a mistake to report, not a reason to pick another browser.
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH is set to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    const found = onPath(name);
    if (found) return found;
  }
  const downloaded = chromium.executablePath();
  if (existsSync(downloaded)) return downloaded;
  throw new Error(HOW_TO_GET_CHROMIUM);
}

/**
 * CI runs the browser as root, where Chromium's sandbox refuses to start; the rest keeps a headless run
 * quiet and offline (no updates, sync, component downloads or QUIC probes). Playwright's launch() already
 * gives every run a fresh temporary profile.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function onPath(name: string): string | undefined {
  const file = process.platform === 'win32' ? `${name}.exe` : name;
  const dirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  return dirs.map((dir) => join(dir, file)).find((path) => existsSync(path));
}
