import { expect as baseExpect } from '@playwright/test';
import enAbonents from '../../src/i18n/en/abonents';
import enRights from '../../src/i18n/en/accessRights';
import enCameras from '../../src/i18n/en/cameras';
import enCommon from '../../src/i18n/en/common';
import enJournal from '../../src/i18n/en/journal';
import enPayments from '../../src/i18n/en/payments';
import enTariffs from '../../src/i18n/en/tariffs';
import ruAbonents from '../../src/i18n/ru/abonents';
import ruRights from '../../src/i18n/ru/accessRights';
import ruCameras from '../../src/i18n/ru/cameras';
import ruCommon from '../../src/i18n/ru/common';
import ruJournal from '../../src/i18n/ru/journal';
import ruPayments from '../../src/i18n/ru/payments';
import ruTariffs from '../../src/i18n/ru/tariffs';
import { AREA_PATHS, chooseLanguage, openSignedIn, test, toast } from './fixtures';

/**
 * The console follows the role, in both languages: the demo concierge (who looks residents up and lets
 * guests in) has no menu entry for payments, tariffs, cameras or the journal, sees an abonent's page
 * read-only without Delete, issues a guest link, and an address of a screen the role lacks shows the
 * denied page.
 */
// A busy two-core machine can take longer than the default 5 s for a step.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const CONCIERGE = '79161234501';

const catalogues = {
  en: {
    language: undefined,
    abonents: enAbonents,
    rights: enRights,
    denied: enCommon.accessDenied,
    forbidden: [enPayments.menu, enTariffs.menu, enCameras.menu, enJournal.menu],
    save: 'Save',
    remove: 'Delete',
  },
  ru: {
    language: 'Русский',
    abonents: ruAbonents,
    rights: ruRights,
    denied: ruCommon.accessDenied,
    forbidden: [ruPayments.menu, ruTariffs.menu, ruCameras.menu, ruJournal.menu],
    save: 'Сохранить',
    remove: 'Удалить',
  },
} as const;

for (const lang of ['en', 'ru'] as const) {
  const { language, abonents, rights, denied, forbidden, save, remove } = catalogues[lang];

  test(`a concierge's menu and abonent page hold nothing the role cannot use (${lang})`, async ({ page }) => {
    await openSignedIn(page, 'company', CONCIERGE);
    await chooseLanguage(page, language);
    await expect(page.getByRole('menuitem', { name: abonents.menu })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: rights.guestPasses.menu })).toBeVisible();
    for (const entry of forbidden) await expect(page.getByRole('menuitem', { name: entry })).toHaveCount(0);

    // No create button on the list: a concierge registers no one.
    await expect(page.getByRole('link', { name: abonents.create })).toHaveCount(0);
    await page.getByRole('row').nth(1).getByRole('link').first().click();
    const name = page.getByRole('textbox', { name: abonents.fields.name });
    await expect(name).toBeDisabled();
    await expect(page.getByRole('button', { name: remove, exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: save, exact: true })).toHaveCount(0);
    // The parts saved on their own: shown, with nothing that changes them.
    await expect(page.getByRole('region', { name: abonents.sections.intercoms })).toBeVisible();
    for (const action of [
      abonents.actions.saveCodes,
      abonents.actions.addCode,
      abonents.actions.addIntercom,
      abonents.actions.addPermanentKey,
      abonents.actions.addTemporaryKey,
    ])
      await expect(page.getByRole('button', { name: action })).toHaveCount(0);
  });

  test(`a concierge issues a guest link; a forbidden address shows the denied page (${lang})`, async ({ page }) => {
    await openSignedIn(page, 'company', CONCIERGE);
    await chooseLanguage(page, language);
    const guest = `${lang === 'en' ? 'Guest' : 'Гость'} ${Date.now() % 100000}`;
    await page.getByRole('menuitem', { name: rights.guestPasses.menu }).click();
    await page.getByRole('button', { name: rights.guestPasses.issue }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: rights.guestPasses.fields.name }).fill(guest);
    await dialog.getByRole('combobox', { name: rights.guestPasses.fields.accessPointIds }).fill('Калитка со стороны');
    await page.getByRole('option', { name: /Калитка со стороны Лесной/ }).click();
    await dialog.getByRole('button', { name: rights.guestPasses.issue }).click();
    await expect(dialog.getByText(rights.guestPasses.issued.title)).toBeVisible();
    await dialog.getByRole('button', { name: rights.guestPasses.issued.done }).click();
    await expect(page.getByRole('row').filter({ hasText: guest })).toBeVisible();
    await expect(toast(page, rights.guestPasses.issued.title)).toBeVisible();

    for (const screen of ['payments', 'access_journal']) {
      await page.goto(`${AREA_PATHS.company}/${screen}`);
      await expect(page.getByRole('heading', { level: 1, name: denied.title })).toBeVisible();
      await expect(page.getByText(denied.body)).toBeVisible();
    }
    await page.getByRole('link', { name: denied.back }).click();
    await expect(page.getByRole('heading', { level: 1, name: denied.title })).toHaveCount(0);
  });
}
