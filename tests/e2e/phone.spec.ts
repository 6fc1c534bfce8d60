import { expect, type Page } from '@playwright/test';
import enRights from '../../src/i18n/en/accessRights';
import enJournal from '../../src/i18n/en/journal';
import ruRights from '../../src/i18n/ru/accessRights';
import ruJournal from '../../src/i18n/ru/journal';
import { AREA_PATHS, openSignedIn, test } from './fixtures';
import { DEMO_PHONES } from './support/env';

/**
 * At a phone's 390 px, in both languages: the journal's filters folded behind one button, and an issued
 * guest link handed on through the share sheet, or copied where the browser has none.
 */

const catalogues = {
  en: { rights: enRights.guestPasses, revoke: enRights.actions.revoke, journal: enJournal, period: 'Period' },
  ru: { rights: ruRights.guestPasses, revoke: ruRights.actions.revoke, journal: ruJournal, period: 'Период' },
} as const;

const openAt390 = async (page: Page, lang: 'en' | 'ru', path: string) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
  await page.evaluate((language) => window.localStorage.setItem('lang', language), lang);
  await page.goto(`${AREA_PATHS.company}/${path}`);
};

/** Issues a guest link for one door from the list's dialog; the dialog then shows the link. */
const issueGuestLink = async (page: Page, lang: 'en' | 'ru') => {
  const { rights } = catalogues[lang];
  const guest = `${lang === 'en' ? 'Guest' : 'Гость'} ${Date.now() % 100000}`;
  await page.getByRole('button', { name: rights.issue }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: rights.fields.name }).fill(guest);
  await dialog.getByRole('combobox', { name: rights.fields.accessPointIds }).fill('Калитка со стороны');
  await page.getByRole('option', { name: /Калитка со стороны Лесной/ }).click();
  await dialog.getByRole('button', { name: rights.issue }).click();
  await expect(dialog.getByText(rights.issued.title)).toBeVisible();
  return { dialog, guest, link: await dialog.getByTestId('guest-link').inputValue() };
};

for (const lang of ['en', 'ru'] as const) {
  const { rights, journal, period } = catalogues[lang];

  test(`the journal's filters fold behind one button on a phone, which counts those on (${lang})`, async ({ page }) => {
    await openAt390(page, lang, 'access_journal');
    const toggle = page.getByTestId('journal-filters-toggle');
    await expect(toggle).toHaveText(journal.filters.toggle);
    await expect(page.getByRole('combobox', { name: period })).toHaveCount(0);
    await expect(page.getByRole('list', { name: journal.title }).getByRole('listitem').first()).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('textbox', { name: journal.fields.cardId }).fill('0000');
    // The card filter is on: the button counts it, folded or not.
    await expect(toggle).toContainText('1');
    await toggle.click();
    await expect(page.getByRole('textbox', { name: journal.fields.cardId })).toHaveCount(0);
    await expect(toggle).toHaveAccessibleName(new RegExp(`^${journal.filters.toggle}, 1 `));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test(`an issued guest link goes to the share sheet on a phone (${lang})`, async ({ page }) => {
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      (window as unknown as { shared: unknown[] }).shared = shared;
      Object.defineProperty(navigator, 'share', { value: async (data: unknown) => void shared.push(data) });
    });
    await openAt390(page, lang, 'guest_passes');
    const { dialog, link, guest } = await issueGuestLink(page, lang);
    await dialog.getByRole('button', { name: rights.issued.share }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
      .toEqual([{ url: link, title: rights.issued.shareTitle.replace('%{name}', guest) }]);
  });

  test(`an issued guest link is copied where the browser has no share sheet (${lang})`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await openAt390(page, lang, 'guest_passes');
    const { dialog, link, guest } = await issueGuestLink(page, lang);
    await dialog.getByRole('button', { name: rights.issued.share }).click();
    // The toast is drawn beside the dialog, which hides the rest of the page from the accessibility tree
    // (aria-hidden): found by its text, not by its role.
    await expect(page.getByText(rights.issued.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await dialog.getByRole('button', { name: rights.issued.done }).click();

    // Its card says what the table does: the door, the period, the uses; and it can be revoked there.
    const card = page.getByRole('listitem').filter({ hasText: guest });
    await expect(card).toContainText(`${rights.fields.points}Калитка со стороны Лесной`);
    await expect(card).toContainText(rights.fields.validity);
    await expect(card).toContainText(rights.fields.uses);
    await expect(card.getByRole('button', { name: catalogues[lang].revoke })).toBeVisible();
  });
}
