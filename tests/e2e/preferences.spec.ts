import { expect } from '@playwright/test';
import { DEMO_PHONES } from './support/env';
import { openSignedIn, openUserMenu, test } from './fixtures';

test('language and theme are switched from the header and survive a reload', async ({ page }) => {
  await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  await openUserMenu(page);
  await page.getByRole('menuitemradio', { name: 'Русский' }).click();
  await expect(page.getByRole('heading', { name: 'Абоненты' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Адреса' })).toBeVisible();

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Тёмная тема' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Абоненты' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('theme')])).toEqual([
    'ru',
    'dark',
  ]);

  // The sign-in page speaks the same language after signing out.
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
