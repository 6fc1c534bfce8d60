import { expect } from '@playwright/test';
import { DEMO_PHONES } from './support/env';
import { AREA_PATHS, DEMO_COMPANIES, openSignedIn, openUserMenu, test } from './fixtures';

test('the platform admin reads every company’s access points, searches them, in both languages', async ({ page }) => {
  await openSignedIn(page, 'platform', DEMO_PHONES.platformAdmin);
  await page.getByRole('menuitem', { name: 'Access points' }).click();
  await expect(page).toHaveURL(`${AREA_PATHS.platform}/access_points`);

  for (const column of ['Company', 'Lock ID', 'Installation site', 'Installation date', 'Comment']) {
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  }
  const gate = page
    .getByRole('row')
    .filter({ hasText: 'ЖК «Северный квартал» / Закрытый двор / Калитка со стороны Лесной' });
  await expect(gate).toContainText(DEMO_COMPANIES.severny);
  await expect(gate).toContainText('SK-2001');
  await expect(gate).toContainText('Доводчик заменён в октябре');
  await expect(page.getByText('All data loaded')).toBeVisible();

  // The search runs on the server, across the companies.
  await page.getByPlaceholder('Lock ID, company or site').fill('RV-');
  await expect(page.getByRole('cell', { name: 'RV-0001' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'RV-0002' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /^SK-/ })).toHaveCount(0);

  await openUserMenu(page);
  await page.getByRole('menuitemradio', { name: 'Русский' }).click();
  await expect(page.getByRole('heading', { name: 'Точки доступа' })).toBeVisible();
  for (const column of ['ID замка', 'Место установки', 'Дата установки']) {
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(page.getByRole('cell', { name: 'Riverside Quarter / Courtyard / Main gate' })).toBeVisible();
});
