import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { DEMO_PHONES } from './support/env';
import { AREA_PATHS, openCreatePage, openSignedIn, openUserMenu, test } from './fixtures';

/** A phone number no demo abonent has, different per run so reruns on one server never clash. */
const uniquePhone = () =>
  `+7 926 ${String(Date.now() % 10_000_000)
    .padStart(7, '0')
    .replace(/(\d{3})(\d{2})(\d{2})/, '$1-$2-$3')}`;

/** The newest toast with this text (an earlier one may still be fading out). */
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).last();

/** Opens the create page and waits until its selectors have loaded their first options. */
const openCreate = async (page: Page, linkName: string) => {
  await openCreatePage(page, linkName);
  await expect(page).toHaveURL(`${AREA_PATHS.company}/abonents/create`);
  await page.waitForLoadState('networkidle');
};

test('a company admin registers an abonent with a card ID and an intercom, edits it and deletes it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = `Тестова Алина ${Date.now() % 1000}`;
  await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
  await expect(page.getByRole('heading', { name: 'Abonents' })).toBeVisible();

  await openCreate(page, 'New abonent');
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  // A wrong number is said so under the field and kept as typed.
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  await phone.fill('+7 926 12');
  await phone.blur();
  await expect(page.getByText('Invalid phone number format')).toBeVisible();
  await expect(save).toBeDisabled();
  const number = uniquePhone();
  await phone.fill(number);
  await expect(page.getByText('Invalid phone number format')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Building' }).fill('Лесная, 14');
  await page.getByRole('textbox', { name: 'Room' }).fill('77');
  // The address is searched on the server.
  await page.getByRole('combobox', { name: 'Address' }).fill('Лесная, д. 14, подъезд 2');
  await page.getByRole('option', { name: 'г. Москва, ул. Лесная, д. 14, подъезд 2' }).click();
  // Access zones are named by their whole path: three entrances called 'Подъезд 1' are told apart.
  const zone = page.getByRole('combobox', { name: 'Access zone' });
  await zone.fill('Подъезд 1');
  const zonePath = (building: number) => `ЖК «Северный квартал» › Корпус ${building} › Подъезд 1`;
  for (const building of [1, 2, 3]) await expect(page.getByRole('option', { name: zonePath(building) })).toBeVisible();
  await page.getByRole('option', { name: zonePath(2) }).click();
  // The access interval must start before it ends.
  await page.getByLabel('Access from').fill('22:00');
  await page.getByLabel('Access until').fill('06:00');
  await page.getByLabel('Access until').blur();
  await expect(page.getByText('Access must start before it ends')).toBeVisible();
  await page.getByLabel('Access until').fill('23:30');
  await expect(page.getByText('Access must start before it ends')).toHaveCount(0);

  await save.click();
  await expect(toast(page, 'Abonent saved')).toBeVisible();
  // A new abonent opens its page, where its IDs, intercoms and keys are added.
  await expect(page).toHaveURL(new RegExp(`${AREA_PATHS.company}/abonents/edit/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { name: 'Access cards and BLE tags' })).toBeVisible();
  // The page shows at once what was just saved: the address and the access zone by its path.
  await expect(page.getByRole('combobox', { name: 'Address' })).toHaveValue('г. Москва, ул. Лесная, д. 14, подъезд 2');
  await expect(page.getByRole('combobox', { name: 'Access zone' })).toHaveValue(zonePath(2));

  // A card ID: out of range first, then a good one.
  await page.getByRole('button', { name: 'Add ID' }).click();
  const code = page.getByRole('textbox', { name: 'ID no. 1' });
  await code.fill('16777216');
  await code.blur();
  await expect(page.getByText('Access-control code value must be less than 16777216')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update IDs' })).toBeDisabled();
  await code.fill('7654321');
  await page.getByRole('button', { name: 'Update IDs' }).click();
  await expect(toast(page, 'Card and BLE tag IDs updated')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'ID no. 1' })).toHaveValue('7654321');

  // An intercom: the apartment must be below 10000.
  const intercoms = page.getByRole('region', { name: 'Intercoms' });
  await intercoms.getByRole('textbox', { name: 'Intercom name' }).fill('Подъезд 2, Лесная 14');
  const apartment = intercoms.getByRole('textbox', { name: 'Apartment' });
  await apartment.fill('10000');
  await apartment.blur();
  await expect(intercoms.getByText('SIP apartment value must be less than 10000')).toBeVisible();
  await apartment.fill('77');
  await intercoms.getByRole('button', { name: 'Add intercom' }).click();
  await expect(toast(page, 'Intercom added')).toBeVisible();
  await expect(intercoms.getByRole('cell', { name: 'Подъезд 2, Лесная 14', exact: true })).toBeVisible();

  // Edit the abonent: confirmed, saved, back to the list with the change.
  await page.getByRole('textbox', { name: 'Room' }).fill('78');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Abonent saved')).toBeVisible();
  await expect(page).toHaveURL(`${AREA_PATHS.company}/abonents`);
  await page.getByPlaceholder('Name, phone, building, room, card or BLE tag ID').fill(name);
  // The search reaches the address first: a row opened before it lands is left again when it does.
  await expect(page).toHaveURL(/filter=/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('78');
  await expect(row).toContainText(number.replace(/-/g, ' '));

  // Delete the intercom, then the abonent, each after a confirmation.
  await row.getByRole('cell', { name }).click();
  await page.getByRole('button', { name: 'Delete intercom Подъезд 2, Лесная 14' }).click();
  await expect(page.getByRole('dialog')).toContainText('Delete this intercom?');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Intercom deleted')).toBeVisible();
  await expect(page.getByText('No intercoms')).toBeVisible();

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('Delete this abonent?');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Abonent deleted')).toBeVisible();
  // Back on the list, which keeps the search it had.
  await expect(page).toHaveURL(new RegExp(`${AREA_PATHS.company}/abonents(\\?.*)?$`));
  await page.getByPlaceholder('Name, phone, building, room, card or BLE tag ID').fill(name);
  await expect(page.getByRole('cell', { name })).toHaveCount(0);
});

test('in Russian: a card ID another abonent holds is refused by name, and keys are issued and listed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = `Проверкин Иван ${Date.now() % 1000}`;
  await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
  await openUserMenu(page);
  await page.getByRole('menuitemradio', { name: 'Русский' }).click();
  await expect(page.getByRole('heading', { name: 'Абоненты' })).toBeVisible();

  await openCreate(page, 'Новый абонент');
  await page.getByRole('textbox', { name: 'ФИО', exact: true }).fill(name);
  await expect(page.getByRole('textbox', { name: 'ФИО', exact: true })).toHaveValue(name);
  await page.getByRole('textbox', { name: 'Номер телефона' }).fill(uniquePhone());
  await expect(page.getByRole('textbox', { name: 'ФИО', exact: true })).toHaveValue(name);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(toast(page, 'Абонент сохранён')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Карты доступа и BLE-метки' })).toBeVisible();

  // 1045872 is the card of Андреев Павел Сергеевич (demo data): the server names it.
  await page.getByRole('button', { name: 'Добавить ID' }).click();
  await page.getByRole('textbox', { name: 'ID № 1' }).fill('1045872');
  await page.getByRole('button', { name: 'Обновить ID' }).click();
  await expect(page.getByText('ID 1045872 уже принадлежит другому абоненту')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'ID № 1' })).toHaveValue('1045872');
  // Twice in the list: the second is marked.
  await page.getByRole('textbox', { name: 'ID № 1' }).fill('1045990');
  await page.getByRole('button', { name: 'Добавить ID' }).click();
  await page.getByRole('textbox', { name: 'ID № 2' }).fill('1045990');
  await page.getByRole('textbox', { name: 'ID № 2' }).blur();
  await expect(page.getByText('Значение должно быть уникальным')).toBeVisible();
  await page.getByRole('button', { name: 'Убрать ID № 2' }).click();
  await page.getByRole('button', { name: 'Обновить ID' }).click();
  await expect(toast(page, 'ID карт и BLE-меток обновлены')).toBeVisible();

  // A temporary key needs a period that ends after it starts.
  await page.getByRole('button', { name: 'Добавить временный ключ' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Название' }).fill('Для курьера');
  await dialog.getByLabel('Действует с').fill('2026-12-10T10:00');
  await dialog.getByLabel('Действует до').fill('2026-12-09T10:00');
  await dialog.getByLabel('Действует до').blur();
  await expect(dialog.getByText('Период должен заканчиваться позже, чем начинается')).toBeVisible();
  await dialog.getByLabel('Действует до').fill('2026-12-12T10:00');
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(toast(page, 'Ключ добавлен')).toBeVisible();
  const keys = page.getByRole('region', { name: 'Ключи' });
  await expect(keys.getByRole('row').filter({ hasText: 'Для курьера' })).toContainText('Временный');
  await expect(keys.getByText('Все данные загружены')).toBeVisible();

  await page.getByRole('button', { name: 'Удалить', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('Удалить этого абонента?');
  await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
  await expect(toast(page, 'Абонент удалён')).toBeVisible();
});

test('the abonent list searches on the server, also by a phone number as people write it', async ({ page }) => {
  await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
  await page.getByPlaceholder('Name, phone, building, room, card or BLE tag ID').fill('+7 (926) 123-45-06');
  await expect(page.getByRole('cell', { name: 'Егорова Мария Алексеевна' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Андреев Павел Сергеевич' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: '+7 926 123 45 06' })).toBeVisible();
  await expect(page.getByText('All data loaded')).toBeVisible();
});

test('the abonent list exports the search result as CSV, headed in the console’s language', async ({ page }) => {
  await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
  await openUserMenu(page);
  await page.getByRole('menuitemradio', { name: 'Русский' }).click();
  await page.getByPlaceholder('ФИО, телефон, дом, помещение, ID карты или BLE-метки').fill('Андреев Павел');
  await expect(page.getByRole('cell', { name: 'Андреев Павел Сергеевич' })).toBeVisible();
  // The search has reached the server: the other abonents are gone.
  await expect(page.getByRole('cell', { name: 'Белова Наталья Игоревна' })).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Экспорт' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('abonents.csv');
  const [header, ...rows] = (await readFile((await download.path())!, 'utf8')).trim().split('\n');
  expect(header.split(',').slice(0, 4)).toEqual(['ФИО', 'Номер телефона', 'Дом', 'Помещение']);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatch(/^Андреев Павел Сергеевич,\+7 916 123 45 01,"Лесная, 12",14,/);
  // The rows come as whole records: the card and BLE tag IDs are not among the list's own fields.
  expect(rows[0]).toContain(',4,3301 1045872,');
});

test('the abonent list finds a resident by a card or BLE tag ID, in English and Russian', async ({ page }) => {
  await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
  await page.getByPlaceholder('Name, phone, building, room, card or BLE tag ID').fill('1045873');
  await expect(page.getByRole('cell', { name: 'Белова Наталья Игоревна' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Андреев Павел Сергеевич' })).toHaveCount(0);
  await expect(page.getByText('All data loaded')).toBeVisible();

  await openUserMenu(page);
  await page.getByRole('menuitemradio', { name: 'Русский' }).click();
  const search = page.getByPlaceholder('ФИО, телефон, дом, помещение, ID карты или BLE-метки');
  await search.fill('3301');
  await expect(page.getByRole('cell', { name: 'Андреев Павел Сергеевич' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Белова Наталья Игоревна' })).toHaveCount(0);
  await expect(page.getByText('Все данные загружены')).toBeVisible();
});
