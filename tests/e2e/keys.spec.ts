import { expect, type Page } from '@playwright/test';
import { DEMO_PHONES } from './support/env';
import { AREA_PATHS, openSignedIn, openUserMenu, test, toast } from './fixtures';

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** Calls an Action as the signed-in platform admin, behind the console's back (another admin's change). */
const callAsPlatform = (page: Page, action: string, params: Record<string, unknown>) =>
  page.evaluate(
    async ({ action, params }) => {
      const user = JSON.parse(localStorage.getItem('RaStore.platform.auth-storage') ?? 'null');
      const response = await fetch('/api/web/intercoms/', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Timestamp: new Date().toISOString(),
          Authorization: `SAS-TOKEN ${user.credentials.apiKeyId}:${user.credentials.token}`,
        },
        body: JSON.stringify({ Action: action, ...params }),
      });
      return response.json();
    },
    { action, params },
  );

/** A new registration key in the first demo company, moved to `sent`; its title is unique to the run. */
const sentKey = async (page: Page, title: string) => {
  const companies = await page.evaluate(async () => {
    const user = JSON.parse(localStorage.getItem('RaStore.platform.auth-storage') ?? 'null');
    const response = await fetch('/api/web/intercoms/?Action=GetCompanies&Search=Северный', {
      headers: {
        Timestamp: new Date().toISOString(),
        Authorization: `SAS-TOKEN ${user.credentials.apiKeyId}:${user.credentials.token}`,
      },
    });
    return response.json();
  });
  const { id } = await callAsPlatform(page, 'AddRegKey', {
    CompanyId: companies.items[0].id,
    PhoneNumber: '+7 903 555-44-01',
    Title: title,
    KeyType: 'permanent',
  });
  await callAsPlatform(page, 'ChangeRegKeyStatus', { KeyId: id, Status: 'sent' });
  return id as string;
};

const switchToRussian = async (page: Page) => {
  await openUserMenu(page);
  await page.getByRole('menuitemradio', { name: 'Русский' }).click();
};

test('a registration key goes from sent to approved; a move made meanwhile elsewhere is refused by name', async ({
  page,
}) => {
  await openSignedIn(page, 'platform', DEMO_PHONES.platformAdmin);
  const title = `Ключ e2e ${Date.now()}`;
  const id = await sentKey(page, title);

  await page.getByRole('menuitem', { name: 'Registration keys' }).click();
  await expect(page.getByRole('heading', { name: 'Registration keys' })).toBeVisible();
  await page.getByPlaceholder('Search by phone or title').fill(title);
  await expect(rowOf(page, title)).toContainText('Sent');
  await rowOf(page, title).getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`${AREA_PATHS.platform}/reg_keys/edit/${id}`);
  await expect(page.getByRole('heading', { name: `Registration key ${title}` })).toBeVisible();

  // Only the moves the graph allows from 'sent' are offered.
  const moves = page.getByRole('group', { name: 'Change the status' });
  await expect(moves.getByRole('button')).toHaveText(['Approve', 'Reject', 'Delete for the sender', 'Delete as admin']);
  await moves.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Change the status of “${title}” from “Sent” to “Approved”?`);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Status changed to “Approved”')).toBeVisible();
  await expect(page.locator('[data-status="approved"]')).toBeVisible();
  const history = page.getByRole('list', { name: 'Status history' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').last()).toContainText('Sent → Approved');
  await expect(history.getByRole('listitem').last()).toContainText('by Анна Петрова');

  // Another admin deletes the key while this page still offers the moves from 'approved'.
  await callAsPlatform(page, 'ChangeRegKeyStatus', { KeyId: id, Status: 'deleteByAdmin' });
  await moves.getByRole('button', { name: 'Request deletion as admin' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(
    toast(page, 'A key cannot go from “Deleted by admin” to “Deletion requested by admin”', 'alert'),
  ).toBeVisible();
  // The page reads the key again: its status is final, nothing more is offered.
  await expect(page.locator('[data-status="deleteByAdmin"]')).toBeVisible();
  await expect(page.getByText('This status is final: the key cannot change any more.')).toBeVisible();
});

test('in Russian: a key is approved, a refused move names both states, and the statuses are translated', async ({
  page,
}) => {
  await openSignedIn(page, 'platform', DEMO_PHONES.platformAdmin);
  const title = `Ключ e2e ru ${Date.now()}`;
  const id = await sentKey(page, title);
  await switchToRussian(page);
  await page.goto(`${AREA_PATHS.platform}/reg_keys/edit/${id}`);
  await expect(page.getByRole('heading', { name: `Регистрационный ключ ${title}` })).toBeVisible();
  const moves = page.getByRole('group', { name: 'Изменить статус' });
  await moves.getByRole('button', { name: 'Одобрить' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
  await expect(toast(page, 'Статус изменён на «Одобрен»')).toBeVisible();
  await expect(page.getByRole('list', { name: 'История статусов' }).getByRole('listitem').last()).toContainText(
    'Отправлен → Одобрен',
  );

  await callAsPlatform(page, 'ChangeRegKeyStatus', { KeyId: id, Status: 'deleteByUser' });
  await moves.getByRole('button', { name: 'Удалить как администратор' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
  await expect(
    toast(page, 'Ключ нельзя перевести из статуса «Удалён пользователем» в «Удалён администратором»', 'alert'),
  ).toBeVisible();

  // The list shows the statuses in Russian, and the key past its period as expired.
  await page.getByRole('menuitem', { name: 'Регистрационные ключи' }).click();
  await page.getByPlaceholder('Телефон или название').fill('Курьерская служба');
  await expect(rowOf(page, 'Курьерская служба')).toContainText('Истёк');
});

/** Records a payment for the SIM card at `place` and checks its row: the new day and the amount. */
const recordSimPayment = async (
  page: Page,
  place: string,
  words: { add: string; amount: string; save: string; done: string },
  amountShown: RegExp,
) => {
  const row = rowOf(page, place);
  await row.getByRole('button', { name: new RegExp(words.add) }).click();
  const dialog = page.getByRole('dialog');
  const newDay = await dialog.locator('input[type="date"]').inputValue();
  await dialog.getByLabel(words.amount).fill('1250,50');
  await dialog.getByRole('button', { name: words.save }).click();
  await expect(toast(page, words.done)).toBeVisible();
  await expect(row).toContainText(amountShown);
  return newDay;
};

test('a SIM payment moves the card’s paid up to day, and the list puts the ones about to lapse first', async ({
  page,
}) => {
  await openSignedIn(page, 'platform', DEMO_PHONES.platformAdmin);
  await page.getByRole('menuitem', { name: 'SIM payments' }).click();
  await expect(page.getByRole('heading', { name: 'SIM payments' })).toBeVisible();
  // The lapsed card first, marked so.
  await expect(page.getByRole('row').nth(1)).toContainText('Паркинг — ворота');
  await expect(page.getByRole('row').nth(1)).toContainText('Lapsed');
  const place = 'Лесная, 14 — шлагбаум';
  const newDay = await recordSimPayment(
    page,
    place,
    { add: 'Add payment', amount: 'Amount', save: 'Record payment', done: 'Payment recorded' },
    /1,250\.50/,
  );
  // The console's one short date format (layout/fields/dates.ts): "2/14/27" in English.
  const shown = new Date(`${newDay}T00:00:00Z`).toLocaleDateString('en', { dateStyle: 'short', timeZone: 'UTC' });
  await expect(rowOf(page, place)).toContainText(shown);
});

test('in Russian: a SIM payment is recorded and shown in the Russian number format', async ({ page }) => {
  await openSignedIn(page, 'platform', DEMO_PHONES.platformAdmin);
  await switchToRussian(page);
  await page.getByRole('menuitem', { name: 'Оплата SIM-карт' }).click();
  await expect(page.getByRole('heading', { name: 'Оплаты SIM-карт' })).toBeVisible();
  await recordSimPayment(
    page,
    'Парковая, 3 — калитка',
    { add: 'Добавить оплату', amount: 'Сумма', save: 'Записать оплату', done: 'Оплата записана' },
    /1\s250,50/,
  );
});

test('payments: totals of the filtered rows, in both number formats', async ({ page }) => {
  await openSignedIn(page, 'platform', DEMO_PHONES.platformAdmin);
  await page.getByRole('menuitem', { name: 'Payments', exact: true }).click();
  await expect(page.getByTestId('payment-totals')).toContainText(/^\d+ payments, [\d,]+\.\d\d in total$/);
  await page.getByPlaceholder('Phone or account number').fill('ЛС-00001000');
  await expect(page.getByTestId('payment-totals')).toHaveText(/^2 payments, [\d,]+\.\d\d in total$/);
  await switchToRussian(page);
  await expect(page.getByTestId('payment-totals')).toHaveText(/^2 платежа на сумму [\d\s]+,\d\d$/);
});
