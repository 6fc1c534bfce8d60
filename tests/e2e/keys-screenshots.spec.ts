import { expect, test } from '@playwright/test';
import { DEMO_PHONES } from './support/env';
import { AREA_PATHS, signIn } from './fixtures';

/**
 * Screenshots of the key and payment screens in both languages and themes, for the docs
 * (docs/screenshots/keys/). Only when asked for: `SCREENSHOTS=1 npx playwright test keys-screenshots`.
 */
test.skip(!process.env.SCREENSHOTS, 'screenshots only when SCREENSHOTS is set');

const screens = [
  { name: 'reg-keys', path: 'reg_keys', ready: 'Гостевой ключ, кв. 14' },
  { name: 'local-keys', path: 'local_keys', ready: 'Пропуск на КПП' },
  { name: 'sim-payments', path: 'sim_payments', ready: 'Паркинг — ворота' },
  { name: 'payments', path: 'payments', ready: 'Андреев Павел Сергеевич' },
];

for (const lang of ['en', 'ru'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`key and payment screens, ${lang}, ${theme}`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      // Signed in in English (the helper reads the English sign-in page), then the language and theme.
      await signIn(page, 'platform', DEMO_PHONES.platformAdmin);
      await page.evaluate(
        ([language, mode]) => {
          window.localStorage.setItem('lang', language);
          window.localStorage.setItem('theme', mode);
        },
        [lang, theme],
      );
      for (const screen of screens) {
        await page.goto(`${AREA_PATHS.platform}/${screen.path}`);
        await expect(page.getByText(screen.ready).first()).toBeVisible();
        await page.screenshot({ path: `docs/screenshots/keys/${screen.name}-${lang}-${theme}.png` });
      }
      await page.goto(`${AREA_PATHS.platform}/reg_keys`);
      await page.getByRole('link', { name: 'Гостевой ключ, кв. 14' }).click();
      await expect(page.getByRole('list').last()).toBeVisible();
      await page.screenshot({ path: `docs/screenshots/keys/reg-key-page-${lang}-${theme}.png` });
    });
  }
}
