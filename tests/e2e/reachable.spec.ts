import { expect, type Page } from '@playwright/test';
import { AREA_PATHS, chooseLanguage, DEMO_COMPANIES, openCreatePage, submitSignIn, test } from './fixtures';
import { DEMO_PHONES } from './support/env';

/**
 * A company that has only just started (ТСЖ «Парковый» of the demo: no door typed as an entrance or an
 * exit, no SIP server): its admin is told why working time is empty and where to fix it, and why a SIP
 * device cannot be added yet, in English and in Russian.
 */
const TEXTS = {
  English: {
    language: undefined,
    journal: 'Access journal',
    workingTime: 'Working time',
    untyped:
      'Working time counts passes through doors whose type is Entrance or Exit, and none of your doors has either type yet.',
    setTypes: 'Set the doors’ types',
    sipDevices: 'SIP devices',
    newSipDevice: 'New SIP device',
    noServers: 'The platform has not registered a SIP server for your company yet',
    server: 'SIP server',
    noMatches: 'No matches',
  },
  Russian: {
    language: 'Русский',
    journal: 'Журнал доступа',
    workingTime: 'Рабочее время',
    untyped:
      'Рабочее время считается по проходам через двери с типом «Вход» или «Выход», а ни у одной из ваших дверей такого типа пока нет.',
    setTypes: 'Указать типы дверей',
    sipDevices: 'SIP-устройства',
    newSipDevice: 'Новое SIP-устройство',
    noServers: 'Платформа ещё не зарегистрировала для вашей компании ни одного SIP-сервера',
    server: 'SIP-сервер',
    noMatches: 'Ничего не найдено',
  },
} as const;

/** Signs in as the admin of two companies and chooses ТСЖ «Парковый». */
const openParkovy = async (page: Page) => {
  await submitSignIn(page, 'company', DEMO_PHONES.twoProfiles);
  await page.getByRole('combobox', { name: 'Management company' }).fill('Парк');
  await page.getByRole('option', { name: DEMO_COMPANIES.parkovy }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${AREA_PATHS.company}/abonents`);
};

for (const [language, words] of Object.entries(TEXTS)) {
  test(`in ${language}: working time says why it is empty and leads to the doors' types`, async ({ page }) => {
    await openParkovy(page);
    await chooseLanguage(page, words.language);
    await page.getByRole('menuitem', { name: words.journal }).click();
    await page.getByRole('link', { name: words.workingTime }).click();
    await expect(page.getByRole('heading', { level: 1, name: words.workingTime })).toBeVisible();
    await expect(page.getByText(words.untyped)).toBeVisible();
    await page.getByRole('link', { name: words.setTypes }).click();
    await expect(page).toHaveURL(`${AREA_PATHS.company}/access`);
  });

  test(`in ${language}: a new SIP device says the company has no SIP server yet`, async ({ page }) => {
    await openParkovy(page);
    await chooseLanguage(page, words.language);
    await page.getByRole('menuitem', { name: words.sipDevices }).click();
    await openCreatePage(page, words.newSipDevice);
    await expect(page.getByRole('note').filter({ hasText: words.noServers })).toBeVisible();
    // The empty selector says so in words, never a message's raw placeholder.
    await page.getByRole('combobox', { name: words.server }).click();
    await expect(page.getByText(words.noMatches)).toBeVisible();
    await expect(page.getByText(/%\{/)).toHaveCount(0);
  });
}
