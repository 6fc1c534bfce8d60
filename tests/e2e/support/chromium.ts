import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromium } from '@playwright/test';

/** What to do when no browser is found (also printed by scripts/test.mjs). */
export const HOW_TO_GET_CHROMIUM = [
  'No Chromium found for the end-to-end tests. Get one in any of these ways:',
  '  - on Debian/Ubuntu: sudo apt-get install chromium-headless-shell   (or chromium; as root without sudo)',
  '  - or point CHROME_PATH at an installed Chromium or Chrome executable',
  '  - or, where the machine has internet: npx playwright install chromium',
].join('\n');

/**
 * The system's browsers, fastest first. Chromium's headless shell (Debian's `chromium-headless-shell`, the
 * build Playwright itself runs headless) ran four spec files in 108-110 s where the full browser in its
 * headless mode took 141-142 s, on the same two cores: it is Chromium's page engine without the browser
 * around it.
 */
const SYSTEM_BROWSERS = ['chromium-headless-shell', 'chromium', 'chromium-browser', 'google-chrome'];

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
  for (const name of SYSTEM_BROWSERS) {
    const found = ['/usr/bin', ...pathDirs()]
      .map((dir) => join(dir, executable(name)))
      .find((path) => existsSync(path));
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

const pathDirs = () => (process.env.PATH ?? '').split(delimiter).filter(Boolean);
const executable = (name: string) => (process.platform === 'win32' ? `${name}.exe` : name);
