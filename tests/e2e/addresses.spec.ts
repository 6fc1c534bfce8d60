import { expect } from '@playwright/test';
import { DEMO_PHONES } from './support/env';
import { AREA_PATHS, openCreatePage, openSignedIn, test, toast } from './fixtures';

test('a company admin creates an address at once (nobody lives at it yet) and edits it, confirming', async ({
  page,
}) => {
  const value = `г. Москва, ул. Лесная, д. 20, подъезд ${Date.now() % 1000}`;
  await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
  await page.getByRole('menuitem', { name: 'Addresses' }).click();

  await openCreatePage(page, 'New address');
  await expect(page).toHaveURL(`${AREA_PATHS.company}/addresses/create`);
  const field = page.getByRole('textbox', { name: 'Address' });
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();

  // Bad input gets a translated message and loses nothing.
  await field.fill('a');
  await field.blur();
  await expect(page.getByText('Minimum length is 2 characters')).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(field).toHaveValue('a');

  // Nobody is registered at a new address: it is saved without a warning.
  await field.fill(value);
  await save.click();
  await expect(toast(page, 'Address added')).toBeVisible();
  await expect(page).toHaveURL(`${AREA_PATHS.company}/addresses`);
  await expect(page.getByRole('cell', { name: value })).toBeVisible();

  // Edit it: the change is confirmed and saved, and the list shows it.
  await page.getByRole('cell', { name: value }).click();
  await expect(page).toHaveURL(new RegExp(`${AREA_PATHS.company}/addresses/edit/[0-9a-f-]{36}$`));
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue(value);
  await page.getByRole('textbox', { name: 'Address' }).fill(`${value}, кв. 5`);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Address saved')).toBeVisible();
  await expect(page.getByRole('cell', { name: `${value}, кв. 5` })).toBeVisible();

  // The same address again is refused by the server with a translated reason; the form keeps it.
  await openCreatePage(page, 'New address');
  await page.getByRole('textbox', { name: 'Address' }).fill(`${value}, кв. 5`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This address already exists').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue(`${value}, кв. 5`);
});

test('the address list searches on the server', async ({ page }) => {
  await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
  await page.getByRole('menuitem', { name: 'Addresses' }).click();
  await page.getByPlaceholder('Search addresses').fill('Новослободская');
  await expect(page.getByRole('cell', { name: /Новослободская/ }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: /Лесная/ })).toHaveCount(0);
  await expect(page.getByText('All data loaded')).toBeVisible();
});

test('an address that does not exist is said so in place, without a toast', async ({ page }) => {
  await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
  await page.goto(`${AREA_PATHS.company}/addresses/00000000-0000-4000-8000-000000000001`);
  await expect(page.getByText('There is no such record: it was deleted, or the link is wrong.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Recently deleted' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
