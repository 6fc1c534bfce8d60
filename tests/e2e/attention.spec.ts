import { expect } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { callAction, signIn } from './support/devices';
import { DEMO_PHONES } from './support/env';
import { AREA_PATHS, chooseLanguage, openSignedIn, test } from './fixtures';

/**
 * What needs attention (issue 42), in English and in Russian: a controller the company has just registered
 * and that has never connected is offline; the first menu entry, with its count, opens the list, where it
 * is among the devices, and leads to the controller's page. axe finds nothing serious on the page, light or dark.
 */

const TEXTS = {
  English: {
    language: undefined,
    theme: 'light',
    menu: 'Needs attention',
    title: 'What needs attention',
    devices: 'Devices offline or out of sync',
    neverSeen: 'Never connected',
  },
  Russian: {
    language: 'Русский',
    theme: 'dark',
    menu: 'Требует внимания',
    title: 'Что требует внимания',
    devices: 'Устройства не в сети или не синхронизированы',
    neverSeen: 'Ни разу не подключалось',
  },
} as const;

/** A secure ID no other run has used: 16 hexadecimal digits from the time and the language. */
const freshSecureId = (language: string) =>
  `A77${language === 'English' ? 'E' : 'D'}${Date.now().toString(16).toUpperCase().padStart(12, '0')}`.slice(0, 16);

for (const [language, texts] of Object.entries(TEXTS)) {
  test(`an offline device is in the attention list and leads to its page (${language})`, async ({ page }) => {
    test.setTimeout(60_000);
    const secureId = freshSecureId(language);
    const location = `Attention ${language}, gate ${secureId.slice(-4)}`;
    const admin = await signIn(page.request, DEMO_PHONES.companyAdmin, 'company');
    await callAction(page.request, admin, 'AddController', { SecureId: secureId, InstallationLocation: location });

    // One language in each theme: axe checks the page's colours in both.
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), texts.theme);
    await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
    await chooseLanguage(page, texts.language);
    const entry = page.getByRole('menuitem', { name: new RegExp(texts.menu) });
    // The count beside it: the demo company has something that needs attention, this controller at least.
    await expect(entry.getByTestId('attention-count')).toHaveText(/^\d+/);
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`${AREA_PATHS.company}/attention$`));
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();

    const devices = page.getByRole('region', { name: texts.devices });
    const item = devices.getByRole('link', { name: new RegExp(location) });
    await expect(item).toBeVisible();
    await expect(item).toContainText(texts.neverSeen);
    await expectNoSeriousViolations(page, `attention (${language}, ${texts.theme})`);

    await item.click();
    await expect(page).toHaveURL(new RegExp(`${AREA_PATHS.company}/controllers/edit/`));
    await expect(page.getByRole('textbox', { name: /Secure ID/ })).toHaveValue(secureId);
  });
}
