import { expect, type Page, test } from '@playwright/test';
import { DEMO_PHONES } from './support/env';
import { AREA_PATHS, openUserMenu, signIn, toast } from './fixtures';

/**
 * Companies (issue 13 item 1), in English and in Russian: a platform admin registers a company (a wrong
 * INN refused as typed), gives it a new admin, generates its API token and a local server's token (each
 * shown once), and finds it in the list with its admin counted.
 */

const TEXTS = {
  English: {
    language: undefined,
    companies: 'Companies',
    newCompany: 'New company',
    name: 'Name',
    inn: 'INN',
    invalidInn: 'Invalid INN format',
    region: 'Region',
    save: 'Save',
    registered: 'Company registered',
    admins: 'Admins',
    addAdmin: 'Add admin',
    phone: 'Phone number',
    password: 'Password',
    adminName: 'Name',
    adminsUpdated: 'Admins updated',
    localServers: 'Local servers',
    addLocalServer: 'Add local server',
    localServersUpdated: 'Local servers updated',
    copyNow: 'Copy the token now',
    copied: 'I have copied it',
    neverSeen: 'never seen',
    apiToken: 'API token and QR',
    generate: 'Generate API token',
    tokenUpdated: 'Token updated',
    tokenInForce: 'An API token issued',
    search: 'Search by name, INN, region or brand',
  },
  Russian: {
    language: 'Русский',
    companies: 'Компании',
    newCompany: 'Новая компания',
    name: 'Название',
    inn: 'ИНН',
    invalidInn: 'Неверный формат ИНН',
    region: 'Регион',
    save: 'Сохранить',
    registered: 'Компания зарегистрирована',
    admins: 'Администраторы',
    addAdmin: 'Добавить администратора',
    phone: 'Номер телефона',
    password: 'Пароль',
    adminName: 'Имя',
    adminsUpdated: 'Администраторы обновлены',
    localServers: 'Локальные серверы',
    addLocalServer: 'Добавить локальный сервер',
    localServersUpdated: 'Локальные серверы обновлены',
    copyNow: 'Скопируйте токен сейчас',
    copied: 'Я скопировал токен',
    neverSeen: 'ни разу не выходил на связь',
    apiToken: 'API-токен и QR',
    generate: 'Выпустить API-токен',
    tokenUpdated: 'Токен обновлён',
    tokenInForce: 'Действует API-токен, выпущенный',
    search: 'Поиск по названию, ИНН, региону или бренду',
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** A 10-digit INN with its check digit right (src/domain/inn.ts), new for each run. */
const freshInn = () => {
  const digits = [7, 7, ...Array.from({ length: 7 }, () => Math.floor(Math.random() * 10))];
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const check = (weights.reduce((sum, weight, index) => sum + weight * digits[index], 0) % 11) % 10;
  return [...digits, check].join('');
};

/** The token the dialog shows, once; closing the dialog forgets it. */
const readIssuedToken = async (page: Page, texts: Texts) => {
  const dialog = page.getByRole('dialog', { name: texts.copyNow });
  const token = (await dialog.getByTestId('issued-token').textContent()) ?? '';
  expect(token).toMatch(/^[\w-]{43}$/);
  await dialog.getByRole('button', { name: texts.copied }).click();
  await expect(dialog).toBeHidden();
  return token;
};

for (const [language, texts] of Object.entries(TEXTS)) {
  test(`a platform admin registers a company with an admin, its API token and a local server's token (${language})`, async ({ page }) => {
    test.setTimeout(90_000);
    const name = `ООО «Проверка ${language} ${Date.now() % 100_000}»`;
    const adminPhone = `7916${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    await signIn(page, 'platform', DEMO_PHONES.platformAdmin);
    if (texts.language) {
      await openUserMenu(page);
      await page.getByRole('menuitem', { name: texts.language }).click();
    }
    await page.getByRole('menuitem', { name: texts.companies }).click();
    await page.getByRole('link', { name: texts.newCompany }).click();

    await page.getByRole('textbox', { name: texts.name, exact: true }).fill(name);
    // A wrong check digit is refused as it is typed, in the person's language.
    const inn = page.getByRole('textbox', { name: texts.inn });
    await inn.fill('7707083894');
    await inn.blur();
    await expect(page.getByText(texts.invalidInn)).toBeVisible();
    await inn.fill(freshInn());
    await expect(page.getByText(texts.invalidInn)).toHaveCount(0);
    await page.getByRole('textbox', { name: texts.region }).fill('Москва');
    await page.getByRole('button', { name: texts.save }).click();
    await expect(toast(page, texts.registered)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${AREA_PATHS.platform}/companies/edit/`));

    // A new user as its admin: phone, name and password.
    await page.getByRole('tab', { name: texts.admins }).click();
    await page.getByRole('button', { name: texts.addAdmin }).click();
    const adminDialog = page.getByRole('dialog');
    await adminDialog.getByRole('textbox', { name: texts.phone }).fill(adminPhone);
    await adminDialog.getByRole('textbox', { name: texts.adminName, exact: true }).fill('Вера Проверкина');
    await adminDialog.getByRole('textbox', { name: texts.password }).fill('e2e-admin-2026');
    await adminDialog.getByRole('button', { name: texts.addAdmin }).click();
    await expect(toast(page, texts.adminsUpdated)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Вера Проверкина' })).toBeVisible();

    // Its API token, shown once.
    await page.getByRole('tab', { name: texts.apiToken }).click();
    await page.getByRole('button', { name: texts.generate }).click();
    await readIssuedToken(page, texts);
    await expect(toast(page, texts.tokenUpdated)).toBeVisible();
    await expect(page.getByText(texts.tokenInForce)).toBeVisible();
    await expect(page.getByRole('img')).toBeVisible();

    // A local server, whose token the server makes and shows once.
    await page.getByRole('tab', { name: texts.localServers }).click();
    await page.getByRole('button', { name: texts.addLocalServer }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: texts.name }).fill('Сервер проходной');
    await page.getByRole('dialog').getByRole('button', { name: texts.save }).click();
    await readIssuedToken(page, texts);
    await expect(toast(page, texts.localServersUpdated)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Сервер проходной' })).toContainText(texts.neverSeen);

    // The list finds it with its admin counted and its quota.
    await page.getByRole('menuitem', { name: texts.companies }).click();
    await page.getByPlaceholder(texts.search).fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('0 / 0');
    await expect(row.getByRole('cell').last()).toHaveText('1');
  });
}

test('a company admin changes the company’s contact details and sees the rest read-only', async ({ page }) => {
  await signIn(page, 'company', DEMO_PHONES.companyAdmin);
  await page.goto(`${AREA_PATHS.company}/companies`);
  await expect(page.getByRole('textbox', { name: 'INN' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('УК «Северный квартал»');
  const support = page.getByRole('textbox', { name: 'Support' });
  await support.fill('Диспетчерская, круглосуточно');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Company updated')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Support' })).toHaveValue('Диспетчерская, круглосуточно');
});
