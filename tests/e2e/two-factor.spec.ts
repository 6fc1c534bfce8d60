import { expect, type Page } from '@playwright/test';
import { callAction, signIn as signInThroughApi } from './support/devices';
import { DEMO_PASSWORD, DEMO_PHONES } from './support/env';
import { expectNoSeriousViolations } from './support/axe';
import { totpCode } from './support/totp';
import { AREA_PATHS, DEMO_COMPANIES, openUserMenu, submitCode, test } from './fixtures';

/**
 * Two-factor sign-in as people meet it: the platform's operator types the code of their app after the
 * password, and a company administrator turns it on from the account menu (QR code, key, first code,
 * recovery codes), then signs in with a code; in English and in Russian.
 */

const TEXTS = {
  en: {
    language: undefined,
    code: 'Code',
    confirm: 'Confirm',
    codeStep: 'Two-factor sign-in',
    wrongCode: 'Wrong or already used code',
    menu: 'Two-factor sign-in',
    turnOn: 'Turn on',
    recovery: 'Recovery codes',
    done: 'Done',
    on: 'Two-factor sign-in is on.',
    signOut: 'Sign out',
  },
  ru: {
    language: 'Русский',
    code: 'Код',
    confirm: 'Подтвердить',
    codeStep: 'Двухфакторный вход',
    wrongCode: 'Неверный или уже использованный код',
    menu: 'Двухфакторный вход',
    turnOn: 'Включить',
    recovery: 'Резервные коды',
    done: 'Готово',
    on: 'Двухфакторный вход включён.',
    signOut: 'Выйти',
  },
} as const;

/** A new administrator of the demo company, made through the platform's API: a phone of its own each run. */
const newCompanyAdmin = async (page: Page) => {
  const platform = await signInThroughApi(page.request, DEMO_PHONES.platformAdmin, 'platform');
  const company = (await callAction(page.request, platform, 'GetCompanies', { Search: DEMO_COMPANIES.severny }, 'GET'))
    .items[0];
  const phone = `7999${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  await callAction(page.request, platform, 'AddCompanyAdmin', {
    CompanyId: company.id,
    PhoneNumber: phone,
    Role: 'administrator',
    DisplayName: 'Ирина Соколова',
    Password: DEMO_PASSWORD,
  });
  return phone;
};

/** Types the phone number and password on the sign-in page, in the page's language as it is. */
const typeCredentials = async (page: Page, area: keyof typeof AREA_PATHS, phone: string, language?: string) => {
  await page.goto(`${AREA_PATHS[area]}/login`);
  if (language) await page.getByRole('button', { name: language }).click();
  await page.locator('#phoneNumber').fill(phone);
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.locator('button[type="submit"]').click();
};

for (const [locale, texts] of Object.entries(TEXTS)) {
  test.describe(`two-factor sign-in (${locale})`, () => {
    test('the platform’s operator signs in with the code of their app; a wrong one is refused', async ({ page }) => {
      await typeCredentials(page, 'platform', DEMO_PHONES.platformAdmin, texts.language);
      await expect(page.getByRole('heading', { name: texts.codeStep })).toBeVisible();
      await submitCode(page, '000000');
      await expect(page.getByRole('alert')).toHaveText(texts.wrongCode);
      await submitCode(page, totpCode());
      await expect(page).toHaveURL(`${AREA_PATHS.platform}/users`);
    });

    test('a company administrator turns it on from the account menu, then signs in with a code', async ({ page }) => {
      const phone = await newCompanyAdmin(page);
      await typeCredentials(page, 'company', phone, texts.language);
      await expect(page).toHaveURL(`${AREA_PATHS.company}/abonents`);

      await openUserMenu(page);
      await page.getByRole('menuitem', { name: texts.menu }).click();
      await expect(page).toHaveURL(`${AREA_PATHS.company}/two_factor`);
      await page.getByRole('button', { name: texts.turnOn }).click();
      await expect(page.getByRole('img', { name: /QR/ })).toBeVisible();
      const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await expectNoSeriousViolations(page, `two-factor enrolment (${locale})`);
      await page.getByRole('textbox', { name: texts.code }).fill(totpCode(secret));
      await page.getByRole('button', { name: texts.confirm }).click();
      const codes = page.getByRole('list', { name: texts.recovery }).getByRole('listitem');
      await expect(codes).toHaveCount(10);
      await page.getByRole('button', { name: texts.done }).click();
      await expect(page.getByText(texts.on)).toBeVisible();

      await openUserMenu(page);
      await page.getByRole('menuitem', { name: texts.signOut }).click();
      await expect(page).toHaveURL(`${AREA_PATHS.company}/login`);
      await typeCredentials(page, 'company', phone);
      await expect(page.getByRole('heading', { name: texts.codeStep })).toBeVisible();
      await submitCode(page, totpCode(secret));
      await expect(page).toHaveURL(`${AREA_PATHS.company}/abonents`);
    });
  });
}
