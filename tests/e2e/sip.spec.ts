import { expect, type Page } from '@playwright/test';
import { DEMO_PHONES } from './support/env';
import { AREA_PATHS, chooseLanguage, openCreatePage, openSignedIn, openUserMenu, test, toast } from './fixtures';

/** Replaces the editor's whole text, as a paste would (typing would open the completion list). */
const replaceConfiguration = async (page: Page, text: string) => {
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
};

const configuration = (transport: string) => `[sip]
username = panel-e2e
password = Pa55-e2e
transport = ${transport}

[door]
dtmf_code = *5#
`;

test('a company admin registers a SIP device: the editor flags the configuration, then it is fixed and saved', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const name = `Панель Лесная 16, подъезд ${Date.now() % 1000}`;
  await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
  await page.getByRole('menuitem', { name: 'SIP devices' }).click();
  await expect(page).toHaveURL(`${AREA_PATHS.company}/sip_devices`);
  await expect(page.getByRole('cell', { name: 'Панель Лесная 12, подъезд 1' })).toBeVisible();
  await expect(page.getByText('All data loaded')).toBeVisible();

  await openCreatePage(page, 'New SIP device');
  await expect(page).toHaveURL(`${AREA_PATHS.company}/sip_devices/create`);
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('combobox', { name: 'SIP server' }).click();
  await page.getByRole('option', { name: 'SIP-сервер Лесная' }).click();
  await page.getByRole('combobox', { name: 'Address' }).click();
  await page.getByRole('combobox', { name: 'Address' }).fill('Лесная, д. 14, подъезд 2');
  await page.getByRole('option', { name: 'г. Москва, ул. Лесная, д. 14, подъезд 2' }).click();
  await page.getByRole('textbox', { name: 'DTMF open command' }).fill('*5#');

  // An unknown transport: the editor underlines it, its gutter marker tells why, and Save is blocked.
  await replaceConfiguration(page, configuration('sctp'));
  const save = page.getByRole('button', { name: 'Save' });
  await expect(page.locator('.cm-lintRange-error')).toHaveText('sctp');
  await expect(page.getByText('Line 4: “sctp” is not allowed for “transport”: use one of udp, tcp, tls')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.locator('.cm-lint-marker-error').hover();
  await expect(page.locator('.cm-tooltip-lint')).toContainText('“sctp” is not allowed for “transport”');

  // The configuration's door code and the DTMF open command must be one code: a different one is refused on the command.
  await replaceConfiguration(page, configuration('tls').replace('*5#', '*6#'));
  await expect(
    page.getByText(
      'The configuration opens the door with dtmf_code = *6# (line 7): enter the same code here, or change the configuration',
    ),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'DTMF open command' })).toHaveAttribute('aria-invalid', 'true');
  await expect(save).toBeDisabled();

  // Fixed: no marker, no error line, and the device is saved.
  await replaceConfiguration(page, configuration('tls'));
  await expect(page.getByText(/dtmf_code = \*6#/)).toHaveCount(0);
  await expect(page.locator('.cm-lintRange-error')).toHaveCount(0);
  await expect(page.getByText(/^Line \d+:/)).toHaveCount(0);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(toast(page, 'SIP device added')).toBeVisible();
  await expect(page).toHaveURL(`${AREA_PATHS.company}/sip_devices`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('SIP-сервер Лесная');
  await expect(row).toContainText('г. Москва, ул. Лесная, д. 14, подъезд 2');

  // Its password comes back hidden; deleting it asks first.
  await row.getByRole('cell', { name }).click();
  await expect(page.locator('.cm-content')).toContainText('password = ********');
  await expect(page.locator('.cm-content')).not.toContainText('Pa55-e2e');
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Delete this SIP device?');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'SIP device deleted')).toBeVisible();
  await expect(page).toHaveURL(`${AREA_PATHS.company}/sip_devices`);
  await expect(page.getByRole('cell', { name })).toHaveCount(0);
});

test('in Russian, the linter speaks Russian; an edit keeps the hidden password and is saved after confirming', async ({
  page,
}) => {
  await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
  await openUserMenu(page);
  await page.getByRole('menuitemradio', { name: 'Русский' }).click();
  await page.getByRole('menuitem', { name: 'SIP-устройства' }).click();
  await page.getByPlaceholder('Название, адрес или сервер').fill('Калитка');
  await page.getByRole('cell', { name: 'Калитка Новослободская 33' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^SIP-устройство / })).toBeVisible();

  const editor = page.locator('.cm-content');
  await expect(editor).toContainText('password = ********');
  await expect(editor).not.toContainText('Tz9-gate-33');
  // The hidden password is sent back as it is shown: the server keeps the stored one.
  const edited = (volume: number) => `[sip]
username = novosl33-gate
password = ********
transport = udp

[audio]
speaker_volume = ${volume}
`;
  await replaceConfiguration(page, edited(11));
  await expect(page.getByText('Строка 7: «speaker_volume» должен быть от 0 до 10')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  await page.locator('.cm-lint-marker-error').hover();
  await expect(page.locator('.cm-tooltip-lint')).toContainText('«speaker_volume» должен быть от 0 до 10');

  await replaceConfiguration(page, edited(9));
  await expect(page.locator('.cm-lintRange-error')).toHaveCount(0);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
  await expect(toast(page, 'SIP-устройство сохранено')).toBeVisible();
  await page.getByRole('cell', { name: 'Калитка Новослободская 33' }).click();
  await expect(page.locator('.cm-content')).toContainText('speaker_volume = 9');
  await expect(page.locator('.cm-content')).toContainText('password = ********');
});

/**
 * With a DTMF command filled in, selecting the whole configuration and deleting it once threw in the page
 * (a cleared field is null, which was read as text) and lost the form: now the form stays, with what was
 * typed, and says the configuration is required.
 */
const clearConfiguration = async (page: Page) => {
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
};

test('clearing the whole configuration beside a DTMF command keeps the new device’s form', async ({ page }) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
  await page.getByRole('menuitem', { name: 'SIP devices' }).click();
  await openCreatePage(page, 'New SIP device');
  await page.getByRole('textbox', { name: 'Name' }).fill('Панель без конфигурации');
  await page.getByRole('textbox', { name: 'DTMF open command' }).fill('*5#');
  await clearConfiguration(page);
  await expect(page.getByText('This field is required')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'New SIP device' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Панель без конфигурации');
  await expect(page.getByRole('textbox', { name: 'DTMF open command' })).toHaveValue('*5#');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  expect(errors).toEqual([]);
});

test('in Russian, clearing the whole configuration of a device with a DTMF command keeps its form', async ({
  page,
}) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
  await chooseLanguage(page, 'Русский');
  await page.getByRole('menuitem', { name: 'SIP-устройства' }).click();
  await page.getByRole('cell', { name: 'Панель Лесная 12, подъезд 1' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^SIP-устройство / })).toBeVisible();
  const command = page.getByRole('textbox', { name: 'DTMF-команда открытия' });
  await command.fill('*7#');
  await clearConfiguration(page);
  await expect(page.getByText('Обязательное поле')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^SIP-устройство / })).toBeVisible();
  await expect(command).toHaveValue('*7#');
  await expect(page.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  expect(errors).toEqual([]);
});
