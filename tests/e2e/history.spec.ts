import { expect } from '@playwright/test';
import { DEMO_PHONES } from './support/env';
import { AREA_PATHS, historyEntries, openCreatePage, openSignedIn, test, toast } from './fixtures';

test('an edit shows in its record’s History panel, and on the platform’s Audit screen', async ({ page }) => {
  // Two areas and two sign-ins: on a busy machine the flow takes 20-35 s.
  test.setTimeout(60_000);
  const value = `г. Москва, ул. Историческая, д. ${Date.now() % 100000}`;
  await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
  await page.getByRole('menuitem', { name: 'Addresses' }).click();

  // An address made (nobody lives at it: saved without a question) and then edited, the edit confirmed.
  await openCreatePage(page, 'New address');
  await page.getByRole('textbox', { name: 'Address' }).fill(value);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Address added')).toBeVisible();
  await page.getByRole('cell', { name: value }).click();
  await expect(page).toHaveURL(new RegExp(`${AREA_PATHS.company}/addresses/edit/[0-9a-f-]{36}$`));
  // The URL changes before the list gives way to the edit page: the page is there once its title is.
  await expect(page.getByRole('heading', { level: 1, name: `Address ${value}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(`${value}, кв. 7`);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Address saved')).toBeVisible();

  // Back on its page, the History panel says who changed what: the edit first, then the creation.
  await page.getByRole('cell', { name: `${value}, кв. 7` }).click();
  await page.getByRole('button', { name: 'History' }).click();
  const entries = historyEntries(page);
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('Changed');
  await expect(entries.first()).toContainText('Ольга Смирнова');
  await expect(entries.first().getByText(`${value} → ${value}, кв. 7`)).toBeVisible();
  await expect(entries.last()).toContainText('Added');
  await expect(entries.last().getByText(`— → ${value}`)).toBeVisible();

  // In Russian too (the page is drawn again, the panel folded).
  await page.getByRole('button', { name: /Account/ }).click();
  await page.getByRole('menuitemradio', { name: 'Русский' }).click();
  await page.getByRole('button', { name: 'История' }).click();
  await expect(entries.first()).toContainText('Изменено');
  await expect(entries.first().getByText('Адрес')).toBeVisible();

  // The platform's Audit screen finds the edit by its Action.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await openSignedIn(page, 'platform', DEMO_PHONES.platformAdmin);
  await page.getByRole('menuitem', { name: 'Audit' }).click();
  await expect(page).toHaveURL(`${AREA_PATHS.platform}/audit`);
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Address updated', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: `${value} → ${value}, кв. 7` });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Ольга Смирнова');
  await expect(row).toContainText('Address updated');
});

test('the History panel names a tariff by its name and a car by its parts, never an id, in English and Russian', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const name = `Историков Пётр ${Date.now() % 100000}`;
  await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
  await openCreatePage(page, 'New abonent');
  await page.waitForLoadState('networkidle');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page
    .getByRole('textbox', { name: 'Phone number' })
    .fill(`+7 926 ${String(Date.now() % 10_000_000).padStart(7, '0')}`);
  await page.getByRole('combobox', { name: 'Tariff' }).fill('Базовый');
  await page.getByRole('option', { name: 'Базовый доступ' }).click();
  await page.getByRole('button', { name: 'Add car' }).click();
  await page.getByRole('textbox', { name: 'Model' }).fill('Лада Веста');
  await page.getByRole('textbox', { name: 'Number plate' }).fill('А123ВС77');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Abonent saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${AREA_PATHS.company}/abonents/edit/[0-9a-f-]{36}$`));

  // Each field by its label, its value by what a person knows it as.
  const history = page
    .getByRole('list')
    .filter({ has: page.getByRole('listitem') })
    .last();
  const valueOf = (label: string) =>
    history
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  await page.getByRole('button', { name: 'History' }).click();
  await expect(valueOf('Tariff')).toHaveText('— → Базовый доступ');
  await expect(valueOf('Cars')).toHaveText('— → А123ВС77 (Лада Веста)');
  await expect(history).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  await expect(history).not.toContainText('{');

  // In Russian too (the page is drawn again, the panel folded). The header hides while the page is
  // scrolled down to the panel: back to the top for it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: /Account/ }).click();
  await page.getByRole('menuitemradio', { name: 'Русский' }).click();
  await page.getByRole('button', { name: 'История' }).click();
  await expect(valueOf('Тариф')).toHaveText('— → Базовый доступ');
  await expect(valueOf('Автомобили')).toHaveText('— → А123ВС77 (Лада Веста)');
  await expect(history).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
});
