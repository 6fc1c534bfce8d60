import { type Browser, expect, type Page } from '@playwright/test';
import enCommon from '../../src/i18n/en/common';
import enCompanies from '../../src/i18n/en/companies';
import enJoinRequests from '../../src/i18n/en/joinRequests';
import ruCommon from '../../src/i18n/ru/common';
import ruCompanies from '../../src/i18n/ru/companies';
import ruJoinRequests from '../../src/i18n/ru/joinRequests';
import { chooseLanguage, DEMO_COMPANIES, openSignedIn, test, toast } from './fixtures';
import { DEMO_PHONES } from './support/env';

/**
 * Join requests (issue 11), in English and in Russian: the company's administrator opens registration
 * on the company page (reached from the join requests) and reads the QR's link; a resident opens it on a
 * phone, picks the address and sends a request, and is told an administrator will check it; the
 * administrator approves it, naming the person and the apartment, and finds the new abonent.
 */

const catalogues = {
  en: { language: undefined, join: enCommon.join, companies: enCompanies, requests: enJoinRequests },
  ru: { language: 'Русский', join: ruCommon.join, companies: ruCompanies, requests: ruJoinRequests },
} as const;

/** A phrase of the catalogue with its %{arguments} filled in. */
const fill = (phrase: string, args: Record<string, string>) =>
  Object.entries(args).reduce((text, [name, value]) => text.replace(`%{${name}}`, value), phrase);

/** A browser context of its own at a phone's width, with no session: the resident's phone. */
const residentPhone = async (browser: Browser, baseURL: string, lang: 'en' | 'ru') => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  await context.addInitScript((language) => window.localStorage.setItem('lang', language), lang);
  return { page: await context.newPage(), close: () => context.close() };
};

/** Opens registration, or issues a new code when it is open already, and returns the QR's link. */
const issueLink = async (page: Page, texts: (typeof catalogues)['en' | 'ru']) => {
  const registration = texts.companies.registration;
  const reissue = page.getByRole('button', { name: registration.reissue });
  const open = page.getByRole('button', { name: registration.open });
  await expect(reissue.or(open)).toBeVisible();
  if (await reissue.isVisible()) {
    await reissue.click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Confirm|Подтвердить/ })
      .click();
  } else await open.click();
  await expect(toast(page, registration.issued)).toBeVisible();
  const link = await page.getByTestId('registration-link').textContent();
  expect(link).toMatch(/\/join#[\w-]{20,}$/);
  return link!;
};

for (const lang of ['en', 'ru'] as const) {
  const texts = catalogues[lang];
  const { join, requests } = texts;

  test(`a resident asks to join from the QR and the administrator approves (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
    await chooseLanguage(page, texts.language);
    await page.getByRole('menuitem', { name: requests.menu }).click();
    await page.getByRole('link', { name: requests.toQr }).click();
    const link = await issueLink(page, texts);

    const resident = await residentPhone(browser, baseURL!, lang);
    const name = lang === 'en' ? 'Claire Dawson' : 'Вера Лебедева';
    const apartment = lang === 'en' ? '71' : '72';
    try {
      await resident.page.goto(link);
      await expect(resident.page.getByText(DEMO_COMPANIES.severny).first()).toBeVisible();
      await resident.page.getByLabel(join.name).fill(name);
      await resident.page.getByLabel(join.phoneNumber).fill(lang === 'en' ? '+7 926 700-11-71' : '8 926 700-11-72');
      await resident.page.getByLabel(join.address).selectOption({ index: 1 });
      await resident.page.getByLabel(join.apartment).fill(apartment);
      await resident.page.getByRole('button', { name: join.submit }).click();
      await expect(resident.page.getByRole('heading', { name: join.sentTitle })).toBeVisible();
      // Sent, not registered: the company's administrator checks it first.
      const sent = fill(join.sentText.split('%{phone}')[0], { company: DEMO_COMPANIES.severny });
      await expect(resident.page.getByText(sent.trim())).toBeVisible();
    } finally {
      await resident.close();
    }

    // The administrator finds it waiting at the top, approves it after a question naming the person.
    await page.getByRole('link', { name: texts.companies.registration.requests }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(requests.statuses.pending);
    await row.getByRole('button', { name: requests.actions.approve }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(name);
    await expect(dialog).toContainText(apartment);
    await dialog.getByRole('button', { name: requests.actions.approve }).click();
    await expect(toast(page, requests.notifications.approved)).toBeVisible();
    await expect(row).toContainText(requests.statuses.approved);

    // The new abonent, registered at the apartment the resident gave.
    await row.getByRole('link', { name: requests.actions.abonent }).click();
    await expect(page.getByRole('textbox', { name: /^(Name|Имя|ФИО)/ }).first()).toHaveValue(name);
  });
}
