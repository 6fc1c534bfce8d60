import { expect } from '@playwright/test';
import { DEMO_PHONES } from './support/env';
import { AREA_PATHS, DEMO_COMPANIES, openUserMenu, signIn, submitSignIn, test } from './fixtures';

test.describe('signing in and out', () => {
  test('an unauthenticated visit goes to the sign-in page', async ({ page }) => {
    await page.goto(`${AREA_PATHS.company}/addresses`);
    await expect(page).toHaveURL(`${AREA_PATHS.company}/login`);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('a wrong password is refused with a clear message and keeps the phone number', async ({ page }) => {
    await submitSignIn(page, 'company', DEMO_PHONES.companyAdmin, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Wrong phone number or password');
    await expect(page.getByLabel('Phone number')).toHaveValue(DEMO_PHONES.companyAdmin);
  });

  test('a company admin with one company lands on the company area with its name in the header', async ({ page }) => {
    await signIn(page, 'company', DEMO_PHONES.companyAdmin);
    await expect(page).toHaveURL(`${AREA_PATHS.company}/abonents`);
    await expect(page.getByTestId('company-name')).toHaveText(DEMO_COMPANIES.severny);
    await expect(page.getByRole('menuitem', { name: 'Abonents' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Addresses' })).toBeVisible();
  });

  test('a company admin with two companies chooses one, and the header names the one chosen', async ({ page }) => {
    await submitSignIn(page, 'company', DEMO_PHONES.twoProfiles);
    await expect(page.getByRole('heading', { name: 'Choose a management company' })).toBeVisible();
    const selector = page.getByRole('combobox', { name: 'Management company' });
    await selector.fill('River');
    await page.getByRole('option', { name: DEMO_COMPANIES.riverside }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${AREA_PATHS.company}/abonents`);
    await page.getByRole('menuitem', { name: 'Addresses' }).click();
    await expect(page.getByText('44 Riverside Drive, Entrance A')).toBeVisible();
    await expect(page.getByTestId('company-name')).toHaveText(DEMO_COMPANIES.riverside);
  });

  test('a company admin with two companies switches to the other from the header menu', async ({ page }) => {
    await submitSignIn(page, 'company', DEMO_PHONES.twoProfiles);
    await page.getByRole('combobox', { name: 'Management company' }).fill('River');
    await page.getByRole('option', { name: DEMO_COMPANIES.riverside }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('menuitem', { name: 'Addresses' }).click();
    await expect(page.getByText('12 Harbour Street, Entrance A')).toBeVisible();

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Switch company' }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch company' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Management company' }).click();
    // The company the session already acts for is not offered.
    await expect(page.getByRole('option', { name: DEMO_COMPANIES.riverside })).toHaveCount(0);
    await page.getByRole('option', { name: DEMO_COMPANIES.parkovy }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    await expect(page.getByText(`Now working for ${DEMO_COMPANIES.parkovy}`)).toBeVisible();
    // The header names the company the area now acts for.
    await expect(page.getByTestId('company-name')).toHaveText(DEMO_COMPANIES.parkovy);
    // The area starts over at its first screen, abonents.
    await expect(page).toHaveURL(`${AREA_PATHS.company}/abonents`);
    await page.getByRole('menuitem', { name: 'Addresses' }).click();
    await expect(page.getByText('г. Санкт-Петербург, Приморский пр., д. 54, парадная 1')).toBeVisible();
    await expect(page.getByText('12 Harbour Street, Entrance A')).toHaveCount(0);
  });

  test('a company admin is told, in their language, that the platform area is not theirs', async ({ page }) => {
    await submitSignIn(page, 'platform', DEMO_PHONES.companyAdmin);
    await expect(page.getByRole('alert')).toHaveText('Your account has no access to the platform administration');
    await page.getByRole('button', { name: 'Русский' }).click();
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'У вашей учётной записи нет доступа к администрированию платформы',
    );
  });

  test('signing out returns to the sign-in page and forgets the user', async ({ page }) => {
    await signIn(page, 'company', DEMO_PHONES.companyAdmin);
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(`${AREA_PATHS.company}/login`);
    await page.goto(`${AREA_PATHS.company}/addresses`);
    await expect(page).toHaveURL(`${AREA_PATHS.company}/login`);
  });

  test('a 401 from any call signs the user out', async ({ page }) => {
    // signIn waits for the first list to be drawn: revoked while that list was still loading, the console
    // would get its 401 and sign out before the reload below, which then forgets why.
    await signIn(page, 'company', DEMO_PHONES.companyAdmin);
    // Revoke the session behind the console's back, as an expiry or a sign-out elsewhere would.
    await page.evaluate(async () => {
      const user = JSON.parse(localStorage.getItem('RaStore.company.auth-storage') ?? 'null');
      await fetch('/api/web/intercoms/', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Timestamp: new Date().toISOString(),
          Authorization: `SAS-TOKEN ${user.credentials.apiKeyId}:${user.credentials.token}`,
        },
        body: JSON.stringify({ Action: 'Logout' }),
      });
    });
    // The console still holds the token; its next call (here, the list after a reload) gets a 401.
    await page.reload();
    await expect(page).toHaveURL(`${AREA_PATHS.company}/login`);
    expect(await page.evaluate(() => localStorage.getItem('RaStore.company.auth-storage'))).toBeNull();
    await expect(page.getByRole('status')).toHaveText('Your session has ended. Please sign in again.');
  });
});

test.describe('unknown paths', () => {
  test('an unknown path of the company area goes to its first screen', async ({ page }) => {
    await signIn(page, 'company', DEMO_PHONES.companyAdmin);
    await page.goto(`${AREA_PATHS.company}/no-such-screen`);
    await expect(page).toHaveURL(`${AREA_PATHS.company}/abonents`);
  });

  test('an unknown path of the platform area goes to users', async ({ page }) => {
    await signIn(page, 'platform', DEMO_PHONES.platformAdmin);
    await page.goto(`${AREA_PATHS.platform}/no-such-screen`);
    await expect(page).toHaveURL(`${AREA_PATHS.platform}/users`);
  });

  test('the public lock pages open without signing in', async ({ page }) => {
    await page.goto('/lock');
    await expect(page.getByRole('heading', { name: 'Open a lock' })).toBeVisible();
    await page.goto('/lock/open');
    await expect(page.getByRole('heading', { name: 'Opening the lock' })).toBeVisible();
  });
});
