import { expect, type Page } from '@playwright/test';
import { DEMO_PHONES } from './support/env';
import { AREA_PATHS, openCreatePage, openSignedIn, openUserMenu, test, toast } from './fixtures';

const REVISION_URL = new RegExp(`${AREA_PATHS.company}/tariffs/edit/([0-9a-f-]{36})/(\\d+)$`);

/** The revision number in the page's address. */
const revisionInUrl = (page: Page) => Number(REVISION_URL.exec(page.url())?.[2]);

const history = (page: Page) => page.getByRole('region', { name: /Revisions|Версии/ });

/** Saves the form of the revision in force through the confirmation. */
const saveConfirmed = async (page: Page) => {
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Save changes?');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
};

test('a company admin creates a tariff, updates it twice, rolls back to the first revision and deletes it', async ({
  page,
}) => {
  const name = `Тариф проверки ${Date.now() % 10000}`;
  await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
  await page.getByRole('menuitem', { name: 'Tariffs' }).click();
  await expect(page.getByRole('heading', { name: 'Tariffs' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Базовый доступ' })).toBeVisible();

  // Create: the form's rules as a person meets them.
  await openCreatePage(page, 'New tariff');
  await expect(page).toHaveURL(`${AREA_PATHS.company}/tariffs/create`);
  const save = page.getByRole('button', { name: 'Save' });
  const nameField = page.getByRole('textbox', { name: 'Name', exact: false }).first();
  const costPerMonth = page.getByRole('textbox', { name: 'Cost per month' });
  await nameField.fill('a');
  await nameField.blur();
  await expect(page.getByText('Minimum length is 2 characters')).toBeVisible();
  await nameField.fill(name);
  await costPerMonth.fill('сто');
  await costPerMonth.blur();
  await expect(page.getByText('Value must be a number')).toBeVisible();
  await costPerMonth.fill('-10');
  await expect(page.getByText('Value must be more than 0')).toBeVisible();
  await expect(save).toBeDisabled();
  await costPerMonth.fill('199,90');
  await page.getByRole('textbox', { name: 'Trial period, days' }).fill('14');
  await save.click();
  await expect(toast(page, 'Tariff saved')).toBeVisible();
  await expect(page).toHaveURL(`${AREA_PATHS.company}/tariffs`);

  // The list shows it at revision 1; its row opens that revision.
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('₽199.90');
  await expect(row).toContainText('Monthly service');
  await row.getByRole('cell', { name }).click();
  await expect(page).toHaveURL(REVISION_URL);
  expect(revisionInUrl(page)).toBe(1);
  await expect(page.getByText('Revision 1 is in force. Saving your changes makes them revision 2')).toBeVisible();

  // Two updates: each a new revision, opened after saving.
  await costPerMonth.fill('249');
  await saveConfirmed(page);
  await expect(toast(page, 'Tariff saved')).toBeVisible();
  await expect(page).toHaveURL(/\/2$/);
  await expect(page.getByText('Revision 2 is in force.')).toBeVisible();
  await expect(costPerMonth).toHaveValue('249.00');

  await nameField.fill(`${name} плюс`);
  await saveConfirmed(page);
  await expect(page).toHaveURL(/\/3$/);
  await expect(page.getByText('Revision 3 is in force.')).toBeVisible();
  await expect(history(page).getByRole('link')).toHaveCount(3);
  await expect(history(page).getByRole('link').first()).toContainText('Revision 3');
  await expect(history(page).getByRole('link').first()).toContainText('In force');

  // An earlier revision is read only and says which one is in force.
  await history(page)
    .getByRole('link', { name: /Revision 1/ })
    .click();
  await expect(page).toHaveURL(/\/1$/);
  await expect(page.getByText('You are viewing revision 1. It is not in force: revision 3 is.')).toBeVisible();
  await expect(nameField).toHaveValue(name);
  await expect(nameField).not.toBeEditable();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  // Roll back to it, after the confirmation.
  await page.getByRole('button', { name: 'Roll back to this revision' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Roll back to revision 1?');
  await expect(dialog).toContainText(
    'Revision 1 will be copied as revision 4 and come into force. The history is kept.',
  );
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Tariff rolled back to revision 1')).toBeVisible();
  await expect(page).toHaveURL(/\/4$/);
  await expect(page.getByText('Revision 4 is in force.')).toBeVisible();
  await expect(nameField).toHaveValue(name);
  await expect(costPerMonth).toHaveValue('199.90');
  await expect(history(page).getByRole('link')).toHaveCount(4);
  await expect(history(page).getByRole('link').first()).toContainText('Rollback to revision 1');
  // The history is kept: revision 3 is still there as it was.
  await history(page)
    .getByRole('link', { name: /Revision 3/ })
    .click();
  await expect(nameField).toHaveValue(`${name} плюс`);
  await expect(page.getByText('You are viewing revision 3. It is not in force: revision 4 is.')).toBeVisible();

  // The list says revision 4 is in force, with the first revision's values.
  await page.getByRole('menuitem', { name: 'Tariffs' }).click();
  await page.getByPlaceholder('Search tariffs').fill(name);
  const restored = page.getByRole('row').filter({ hasText: name });
  await expect(restored).toHaveCount(1);
  await expect(restored.getByRole('cell').nth(5)).toHaveText('4');
  await expect(restored).toContainText('199.90');

  // Deleting asks first.
  await restored.getByRole('cell', { name }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText('Delete this tariff?');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Tariff deleted')).toBeVisible();
  // Back on the list, which puts its search back into the address once it has loaded.
  await expect(page).toHaveURL(new RegExp(`${AREA_PATHS.company}/tariffs(\\?.*)?$`));
  await expect(page.getByRole('cell', { name })).toHaveCount(0);
});

test('in Russian, the page says which version is in force and rolls back to an earlier one', async ({ page }) => {
  await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
  await openUserMenu(page);
  await page.getByRole('menuitemradio', { name: 'Русский' }).click();
  await page.getByRole('menuitem', { name: 'Тарифы' }).click();
  await page.getByPlaceholder('Поиск тарифов').fill('Семейный');
  await page.getByRole('cell', { name: 'Семейный', exact: true }).click();
  await expect(page).toHaveURL(/\/3$/);
  await expect(page.getByText('Действует версия 3. Сохранённые изменения станут версией 4')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Пробный период, дней' })).toHaveValue('30');

  await history(page)
    .getByRole('link', { name: /Версия 2/ })
    .click();
  await expect(page.getByText('Вы смотрите версию 2. Она не действует: действует версия 3.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Пробный период, дней' })).toHaveValue('7');
  await page.getByRole('button', { name: 'Откатить к этой версии' }).click();
  await expect(page.getByRole('dialog')).toContainText('Откатить к версии 2?');
  await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
  await expect(toast(page, 'Тариф откачен к версии 2')).toBeVisible();
  await expect(page).toHaveURL(/\/4$/);
  await expect(page.getByText('Действует версия 4.')).toBeVisible();
  await expect(history(page).getByRole('link').first()).toContainText('Откат к версии 2');
  await expect(page.getByRole('textbox', { name: 'Пробный период, дней' })).toHaveValue('7');

  // The tariff's address without a revision opens the one in force.
  const id = REVISION_URL.exec(page.url())?.[1];
  await page.goto(`${AREA_PATHS.company}/tariffs/edit/${id}`);
  await expect(page).toHaveURL(/\/4$/);
});

test('a revision that does not exist is said so in place, without a toast', async ({ page }) => {
  await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
  await page.getByRole('menuitem', { name: 'Tariffs' }).click();
  await page.getByRole('cell', { name: 'Базовый доступ' }).click();
  const id = REVISION_URL.exec(page.url())?.[1];
  await page.goto(`${AREA_PATHS.company}/tariffs/edit/${id}/99`);
  await expect(page.getByText('The data could not be loaded.')).toBeVisible();
  await expect(page.getByText('The record was not found')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
