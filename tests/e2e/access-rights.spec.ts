import { type Browser, expect as baseExpect, type Page } from '@playwright/test';
import enRights from '../../src/i18n/en/accessRights';
import enCommon from '../../src/i18n/en/common';
import ruRights from '../../src/i18n/ru/accessRights';
import ruCommon from '../../src/i18n/ru/common';
import { runDoors } from '../../scripts/simulate/doors';
import { AREA_PATHS, submitSignIn, test, toast } from './fixtures';
import { callAction, demoGate, signIn } from './support/devices';
import { DEMO_PHONES } from './support/env';

/**
 * Access rights in both languages: a vehicle right granted and seen in who-can-pass; a guest link
 * issued, a door opened from /lock in a fresh browser (no session) while the local server's door side
 * collects the command, and the link refused after its last use.
 */
// These flows cross several screens and a second browser: on a busy two-core machine a step may take
// longer than the default 5 s, which says nothing about what the person sees.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const catalogues = {
  en: { rights: enRights, lock: enCommon.publicLock, save: 'Save' },
  ru: { rights: ruRights, lock: ruCommon.publicLock, save: 'Сохранить' },
} as const;

/** A phrase of the catalogue with its %{arguments} filled in (no plurals needed here). */
const fill = (phrase: string, args: Record<string, string | number>) =>
  Object.entries(args).reduce((text, [name, value]) => text.replace(`%{${name}}`, String(value)), phrase);

const signInAs = async (page: Page, lang: 'en' | 'ru') => {
  await submitSignIn(page, 'company', DEMO_PHONES.companyAdmin);
  await expect(page).toHaveURL(new RegExp(`${AREA_PATHS.company}/abonents`));
  await page.evaluate((language) => window.localStorage.setItem('lang', language), lang);
};

/** Picks an option of a server-searched selector. */
const choose = async (page: Page, label: string, search: string, option: string | RegExp) => {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(search);
  await page.getByRole('option', { name: option }).first().click();
};

/** A browser context of its own, with no session: the guest's phone. */
const guestPage = async (browser: Browser, baseURL: string, lang: 'en' | 'ru') => {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript((language) => window.localStorage.setItem('lang', language), lang);
  return { page: await context.newPage(), close: () => context.close() };
};

for (const lang of ['en', 'ru'] as const) {
  const { rights, lock, save } = catalogues[lang];

  test(`a vehicle right over a perimeter shows its impact and appears in who-can-pass (${lang})`, async ({ page }) => {
    const name = `${lang === 'en' ? 'Courier' : 'Курьер'} ${Date.now() % 100000}`;
    await signInAs(page, lang);
    await page.goto(`${AREA_PATHS.company}/access_rights/create`);
    await page.getByRole('textbox', { name: rights.fields.name }).fill(name);
    await page.getByRole('combobox', { name: rights.fields.type }).click();
    await page.getByRole('option', { name: rights.types.vehicle }).click();
    await choose(page, rights.fields.targetId, 'Закрытый двор', 'ЖК «Северный квартал» › Закрытый двор');
    // The impact preview counts the points below the perimeter, in the language's own plural.
    await expect(page.getByTestId('access-impact')).toContainText(
      lang === 'en'
        ? 'Grants passage through 2 access points to 1 person'
        : 'Даёт проход через 2 точки доступа 1 человеку',
    );
    // A vehicle right needs its car number: typed in Cyrillic, found by its Latin look-alike.
    await page.getByRole('textbox', { name: rights.fields.carNumber }).fill('о 777 ох 77');
    await page.getByRole('button', { name: save }).click();
    await expect(toast(page, rights.notifications.created)).toBeVisible();
    await expect(page).toHaveURL(`${AREA_PATHS.company}/access_rights`);
    await page.getByPlaceholder(rights.searchPlaceholder).fill('O777OX');
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();

    await page.goto(`${AREA_PATHS.company}/access_rights/who-can-pass`);
    await choose(page, rights.whoCanPass.point, 'Въездные', 'ЖК «Северный квартал» › Закрытый двор › Въездные ворота');
    const row = page.getByTestId('who-can-pass-row').filter({ hasText: name });
    await expect(row).toHaveAttribute('data-passes', 'true');
    await expect(row).toContainText(rights.whoCanPass.passes);
    await expect(row).toContainText(
      fill(rights.why.right.vehicle, { target: 'ЖК «Северный квартал» › Закрытый двор' }),
    );
    await expect(row).toContainText('о 777 ох 77');
  });

  test(`a guest link opens a door from /lock in a fresh browser, then is refused after its last use (${lang})`, async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const guest = `${lang === 'en' ? 'Guest' : 'Гость'} ${Date.now() % 100000}`;
    await signInAs(page, lang);
    await page.goto(`${AREA_PATHS.company}/guest_passes`);
    await page.getByRole('button', { name: rights.guestPasses.issue }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: rights.guestPasses.fields.name }).fill(guest);
    await dialog.getByRole('combobox', { name: rights.guestPasses.fields.accessPointIds }).fill('Калитка со стороны');
    await page.getByRole('option', { name: /Калитка со стороны Лесной/ }).click();
    await dialog.getByRole('button', { name: rights.guestPasses.issue }).click();
    await expect(dialog.getByText(rights.guestPasses.issued.title)).toBeVisible();
    await expect(dialog.getByTestId('guest-link-qr').locator('svg')).toBeVisible();
    const link = await dialog.getByTestId('guest-link').inputValue();
    expect(link).toMatch(/\/lock#pass=[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole('button', { name: rights.guestPasses.issued.done }).click();
    await expect(page.getByRole('row').filter({ hasText: guest })).toContainText(rights.guestPasses.statuses.active);

    // The company's local server at the door: the page says the door opens once it took the command.
    const admin = await signIn(request, DEMO_PHONES.companyAdmin, 'company');
    const gate = await demoGate(request, admin);
    const doors = new AbortController();
    const running = runDoors({
      url: baseURL!,
      localServerId: gate.localServerId,
      token: gate.token,
      intervalMs: 250,
      signal: doors.signal,
    });
    const phone = await guestPage(browser, baseURL!, lang);
    try {
      await phone.page.goto(link);
      await expect(phone.page.getByText(fill(lock.greeting, { name: guest }))).toBeVisible();
      // Nothing about the company on the guest's page.
      await expect(phone.page.locator('body')).not.toContainText('Северный квартал');
      await phone.page
        .getByRole('button', { name: fill(lock.openNamed, { door: 'Калитка со стороны Лесной' }) })
        .click();
      await expect(
        phone.page.getByRole('heading', { name: fill(lock.opened, { door: 'Калитка со стороны Лесной' }) }),
      ).toBeVisible();
      // Its one use is taken: the opening page read again, and the doors page, refuse it, saying why.
      await phone.page.reload();
      await expect(phone.page.getByRole('alert')).toHaveText(lock.refused.usedUp);
      await phone.page.goto(link);
      await expect(phone.page.getByRole('alert')).toHaveText(lock.refused.usedUp);
    } finally {
      doors.abort();
      await running;
      await phone.close();
      await callAction(request, admin, 'SetLocalServerDoors', {
        LocalServerId: gate.localServerId,
        AccessPointIds: [],
      });
      await callAction(request, admin, 'Logout');
    }
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: guest })).toContainText(rights.guestPasses.statuses.usedUp);
  });
}
