import { expect, type Page } from '@playwright/test';
import { DEMO_PHONES } from './support/env';
import { AREA_PATHS, DEMO_COMPANIES, openCreatePage, openSignedIn, openUserMenu, test, toast } from './fixtures';

/**
 * The platform area's users, SIP servers and cameras (issue 13, parts 2 to 4), in English and in
 * Russian: a platform admin edits a user and changes the password behind the 'change password' prompt;
 * registers a SIP server for a company and edits it; and finds another company's camera with the
 * company filter.
 */

const TEXTS = {
  English: {
    language: undefined,
    users: 'Users',
    userSearch: 'Name, phone or e-mail',
    name: 'Name',
    /** A SIP server's or a camera's name. */
    title: 'Name',
    save: 'Save',
    confirm: 'Confirm',
    userUpdated: 'User updated',
    changePassword: 'Change password',
    newPassword: 'New password',
    repeat: 'Repeat the password',
    passwordsDiffer: 'The passwords differ',
    changePasswordPrompt: 'Change the password of this user?',
    passwordChanged: 'Password changed',
    keys: 'Keys',
    sipServers: 'SIP servers',
    newSipServer: 'New SIP server',
    company: 'Company',
    host: 'Host',
    badHost: 'Enter a DNS name or an IP address, with an optional port',
    sipServerRegistered: 'SIP server registered',
    sipServerUpdated: 'SIP server updated',
    serverSearch: 'Search by name, host or company',
    cameras: 'Cameras',
    serviceCompany: 'Service company',
  },
  Russian: {
    language: 'Русский',
    users: 'Пользователи',
    userSearch: 'Имя, телефон или эл. почта',
    name: 'Имя',
    title: 'Название',
    save: 'Сохранить',
    confirm: 'Подтвердить',
    userUpdated: 'Пользователь обновлён',
    changePassword: 'Сменить пароль',
    newPassword: 'Новый пароль',
    repeat: 'Повторите пароль',
    passwordsDiffer: 'Пароли не совпадают',
    changePasswordPrompt: 'Сменить пароль этого пользователя?',
    passwordChanged: 'Пароль изменён',
    keys: 'Ключи',
    sipServers: 'SIP-серверы',
    newSipServer: 'Новый SIP-сервер',
    company: 'Компания',
    host: 'Хост',
    badHost: 'Введите DNS-имя или IP-адрес, можно с портом',
    sipServerRegistered: 'SIP-сервер зарегистрирован',
    sipServerUpdated: 'SIP-сервер обновлён',
    serverSearch: 'Название, хост или компания',
    cameras: 'Камеры',
    serviceCompany: 'Обслуживающая компания',
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

const signInAs = async (page: Page, texts: Texts) => {
  await openSignedIn(page, 'platform', DEMO_PHONES.platformAdmin);
  if (texts.language) {
    await openUserMenu(page);
    await page.getByRole('menuitemradio', { name: texts.language }).click();
  }
};

/** Searches the users and waits for the search to reach the address, as the list does once it has asked. */
const searchUsers = async (page: Page, texts: Texts, search: string) => {
  await page.getByPlaceholder(texts.userSearch).fill(search);
  await expect(page).toHaveURL(new RegExp(`filter=.*${search}`));
};

const saveConfirmed = async (page: Page, texts: Texts) => {
  await page.getByRole('button', { name: texts.save }).click();
  await page.getByRole('dialog').getByRole('button', { name: texts.confirm }).click();
};

for (const [language, texts] of Object.entries(TEXTS)) {
  test(`a platform admin edits a user and changes the password (${language})`, async ({ page }) => {
    test.setTimeout(60_000);
    const renamed = `Мария Иванова (${language})`;
    await signInAs(page, texts);
    await page.getByRole('menuitem', { name: texts.users }).click();
    await searchUsers(page, texts, '79057773344');
    await page.getByRole('row').filter({ hasText: '+7 905 777 33 44' }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${AREA_PATHS.platform}/users/edit/`));
    // Her keys are on her page.
    await expect(page.getByRole('region', { name: texts.keys }).getByRole('row')).not.toHaveCount(0);

    await page.getByRole('textbox', { name: texts.name, exact: true }).fill(renamed);
    await saveConfirmed(page, texts);
    await expect(toast(page, texts.userUpdated)).toBeVisible();

    await searchUsers(page, texts, '79057773344');
    await page.getByRole('row').filter({ hasText: renamed }).getByRole('link', { name: renamed }).click();
    await page.getByRole('button', { name: texts.changePassword }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel(texts.newPassword).fill('Новый-пароль-2026');
    await form.getByLabel(texts.repeat).fill('Новый-пароль-2025');
    await form.getByLabel(texts.repeat).blur();
    await expect(form.getByText(texts.passwordsDiffer)).toBeVisible();
    await form.getByLabel(texts.repeat).fill('Новый-пароль-2026');
    await form.getByRole('button', { name: texts.changePassword }).click();
    const prompt = page.getByRole('dialog').filter({ hasText: texts.changePasswordPrompt });
    await prompt.getByRole('button', { name: texts.confirm }).click();
    await expect(toast(page, texts.passwordChanged)).toBeVisible();
  });

  test(`a platform admin registers a SIP server for a company and edits it (${language})`, async ({ page }) => {
    test.setTimeout(60_000);
    const name = `SIP E2E ${language} ${Date.now() % 100_000}`;
    await signInAs(page, texts);
    await page.getByRole('menuitem', { name: texts.sipServers }).click();
    await openCreatePage(page, texts.newSipServer);
    await page.getByRole('combobox', { name: texts.company }).fill('Riverside');
    await page.getByRole('option', { name: DEMO_COMPANIES.riverside }).click();
    await page.getByRole('textbox', { name: texts.title, exact: true }).fill(name);
    const host = page.getByRole('textbox', { name: texts.host });
    await host.fill('sip server.example');
    await host.blur();
    await expect(page.getByText(texts.badHost)).toBeVisible();
    await host.fill('sip.docklands.example:5061');
    await page.getByRole('button', { name: texts.save }).click();
    await expect(toast(page, texts.sipServerRegistered)).toBeVisible();

    await page.getByPlaceholder(texts.serverSearch).fill(name);
    await expect(page).toHaveURL(/filter=/);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(DEMO_COMPANIES.riverside);
    await row.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${AREA_PATHS.platform}/sip_servers/edit/`));
    // The form shows the stored host first: typed before it arrives, the new one would be overwritten.
    const storedHost = page.getByRole('textbox', { name: texts.host });
    await expect(storedHost).toHaveValue('sip.docklands.example:5061');
    await storedHost.fill('sip2.docklands.example');
    await saveConfirmed(page, texts);
    await expect(toast(page, texts.sipServerUpdated)).toBeVisible();
    await page.getByPlaceholder(texts.serverSearch).fill(name);
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('sip2.docklands.example');
  });

  test(`the platform sees another company's camera with the company filter (${language})`, async ({ page }) => {
    await signInAs(page, texts);
    await page.getByRole('menuitem', { name: texts.cameras }).click();
    await expect(page).toHaveURL(new RegExp(`${AREA_PATHS.platform}/cameras`));
    await expect(page.getByRole('columnheader', { name: texts.serviceCompany })).toBeVisible();
    await page.getByRole('combobox', { name: texts.company }).fill('Riverside');
    await page.getByRole('option', { name: DEMO_COMPANIES.riverside }).click();
    const row = page.getByRole('row').filter({ hasText: 'Harbour Street — Entrance A' });
    await expect(row).toContainText(DEMO_COMPANIES.riverside);
    // Only that company's cameras stay.
    await expect(page.getByRole('row').filter({ hasText: DEMO_COMPANIES.severny })).toHaveCount(0);
    await row.getByRole('link', { name: 'Harbour Street — Entrance A' }).click();
    await expect(page).toHaveURL(new RegExp(`${AREA_PATHS.platform}/cameras/edit/`));
    await expect(page.getByRole('textbox', { name: texts.title, exact: true })).toHaveValue(
      'Harbour Street — Entrance A',
    );
  });
}
