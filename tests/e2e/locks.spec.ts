import { expect, type Page } from '@playwright/test';
import { DEMO_PHONES } from './support/env';
import { AREA_PATHS, DEMO_COMPANIES, openCreatePage, openSignedIn, openUserMenu, test, toast } from './fixtures';

/**
 * The platform's locks and postamates (issue 14, parts 1 and 3), in English and in Russian: a platform
 * admin registers a lock with gestures and GSM settings and a postamate with cells, and reads them back
 * as saved; a lock its company's points use is not deleted, and the toast says why.
 */

/** What the person reads on the way, in each language (the catalogues' words, as a person sees them). */
const TEXTS = {
  English: {
    language: undefined,
    locks: 'Locks',
    registerLock: 'Register lock',
    pid: 'PID',
    name: 'Name',
    type: 'Type',
    gate: 'Gate',
    activeTime: 'Active time',
    tooShort: 'Value must be more than 2999',
    gestures: 'Gestures',
    method1: 'Method 1',
    gsm: 'GSM',
    integratedSim: 'Integrated SIM',
    phone: 'Phone number',
    save: 'Save',
    lockRegistered: 'Lock registered',
    search: 'Search by PID, name or phone',
    neverSeen: 'never seen',
    postamates: 'Postamates',
    registerPostamate: 'Register postamate',
    postamatId: 'Postamate ID',
    publicId: 'Public ID',
    company: 'Company',
    addCell: 'Add cell',
    number: 'Number',
    size: 'Size',
    state: 'State',
    occupied: 'Occupied',
    unique: 'Value must be unique',
    postamateRegistered: 'Postamate registered',
    cellsSummary: '2 free of 3',
  },
  Russian: {
    language: 'Русский',
    locks: 'Замки',
    registerLock: 'Регистрация замка',
    pid: 'PID',
    name: 'Название',
    type: 'Тип',
    gate: 'Калитка или ворота',
    activeTime: 'Время активности',
    tooShort: 'Значение должно быть больше 2999',
    gestures: 'Жесты',
    method1: 'Способ 1',
    gsm: 'GSM',
    integratedSim: 'Встроенная SIM-карта',
    phone: 'Номер телефона',
    save: 'Сохранить',
    lockRegistered: 'Замок зарегистрирован',
    search: 'PID, название или телефон',
    neverSeen: 'ни разу не выходил на связь',
    postamates: 'Постаматы',
    registerPostamate: 'Регистрация постамата',
    postamatId: 'ID постамата',
    publicId: 'Публичный ID',
    company: 'Компания',
    addCell: 'Добавить ячейку',
    number: 'Номер',
    size: 'Размер',
    state: 'Состояние',
    occupied: 'Занята',
    unique: 'Значение должно быть уникальным',
    postamateRegistered: 'Постамат зарегистрирован',
    cellsSummary: 'свободно 2 из 3',
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

/** Opens a folded section of the form by its title. */
const openSection = (page: Page, title: string) => page.getByRole('button', { name: title, exact: true }).click();

const confirmSave = async (page: Page, texts: Texts) => {
  await page.getByRole('button', { name: texts.save }).click();
};

for (const [language, texts] of Object.entries(TEXTS)) {
  test(`a platform admin registers a lock with gestures and GSM settings (${language})`, async ({ page }) => {
    test.setTimeout(60_000);
    const pid = `E2E-${language.slice(0, 2).toUpperCase()}-${Date.now() % 100_000}`;
    await signInAs(page, texts);
    await page.getByRole('menuitem', { name: texts.locks }).click();
    await expect(page).toHaveURL(new RegExp(`${AREA_PATHS.platform}/locks`));
    await openCreatePage(page, texts.registerLock);

    await page.getByRole('textbox', { name: texts.pid }).fill(pid);
    await page.getByRole('textbox', { name: texts.name, exact: true }).fill('Калитка у парковки');
    await page.getByRole('combobox', { name: texts.type }).click();
    await page.getByRole('option', { name: texts.gate }).click();
    // Spec section 9's bounds, in the person's language, before anything is sent.
    const activeTime = page.getByRole('spinbutton', { name: texts.activeTime });
    await activeTime.fill('2000');
    await activeTime.blur();
    await expect(page.getByText(texts.tooShort)).toBeVisible();
    await activeTime.fill('5000');

    await openSection(page, texts.gestures);
    await page.getByRole('switch', { name: texts.method1 }).check();
    await openSection(page, texts.gsm);
    await page.getByRole('switch', { name: texts.integratedSim }).check();
    await page.getByRole('textbox', { name: texts.phone }).fill('+7 926 555-44-33');

    await confirmSave(page, texts);
    await expect(toast(page, texts.lockRegistered)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${AREA_PATHS.platform}/locks(\\?.*)?$`));

    // The list finds it, a gate never seen; its page shows the settings as saved.
    await page.getByPlaceholder(texts.search).fill(pid);
    // The search reaches the address first: a row opened before it lands is left again when it does.
    await expect(page).toHaveURL(/filter=/);
    const row = page.getByRole('row').filter({ hasText: pid });
    await expect(row).toContainText(texts.gate);
    await expect(row).toContainText(texts.neverSeen);
    await row.getByRole('link', { name: pid }).click();
    await expect(page).toHaveURL(new RegExp(`${AREA_PATHS.platform}/locks/edit/`));
    await expect(page.getByRole('spinbutton', { name: texts.activeTime })).toHaveValue('5000');
    await openSection(page, texts.gestures);
    await expect(page.getByRole('switch', { name: texts.method1 })).toBeChecked();
    await openSection(page, texts.gsm);
    await expect(page.getByRole('switch', { name: texts.integratedSim })).toBeChecked();
    await expect(page.getByRole('textbox', { name: texts.phone })).toHaveValue('79265554433');
  });

  test(`a platform admin registers a postamate with cells (${language})`, async ({ page }) => {
    test.setTimeout(60_000);
    const postamatId = `PST-${language.slice(0, 2).toUpperCase()}-${Date.now() % 100_000}`;
    await signInAs(page, texts);
    await page.getByRole('menuitem', { name: texts.postamates }).click();
    await openCreatePage(page, texts.registerPostamate);

    await page.getByRole('textbox', { name: texts.postamatId }).fill(postamatId);
    await page.getByRole('textbox', { name: texts.publicId }).fill(`${postamatId}-PUBLIC`);
    await page.getByRole('combobox', { name: texts.company }).fill('Северный');
    await page.getByRole('option', { name: DEMO_COMPANIES.severny }).click();

    // Three cells, numbered 1 to 3; the third made medium, then occupied.
    for (let cell = 0; cell < 3; cell++) await page.getByRole('button', { name: texts.addCell }).click();
    const grid = page.getByRole('table');
    const rows = grid.getByRole('row');
    await expect(rows).toHaveCount(4);
    await rows.nth(3).getByRole('combobox', { name: texts.state }).click();
    await page.getByRole('option', { name: texts.occupied }).click();
    // A number twice is refused on the grid, in the person's language.
    const number = rows.nth(3).getByRole('spinbutton', { name: texts.number });
    await number.fill('2');
    await number.blur();
    await expect(page.getByText(texts.unique)).toBeVisible();
    await number.fill('3');
    await expect(page.getByText(texts.unique)).toHaveCount(0);

    await confirmSave(page, texts);
    await expect(toast(page, texts.postamateRegistered)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: postamatId });
    await expect(row).toContainText(DEMO_COMPANIES.severny);
    await expect(row).toContainText(texts.cellsSummary);
    await row.getByRole('link', { name: postamatId }).click();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(4);
    await expect(
      page.getByRole('table').getByRole('row').nth(3).getByRole('combobox', { name: texts.state }),
    ).toHaveText(texts.occupied);
  });
}

test("a lock its company's access points use is not deleted, and the toast names them", async ({ page }) => {
  await openSignedIn(page, 'platform', DEMO_PHONES.platformAdmin);
  await page.getByRole('menuitem', { name: 'Locks' }).click();
  await page.getByPlaceholder('Search by PID, name or phone').fill('SK-3001');
  await expect(page).toHaveURL(/filter=/);
  await page.getByRole('row').filter({ hasText: 'SK-3001' }).getByRole('link', { name: 'SK-3001' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(
    toast(
      page,
      'Access point «Шлагбаум, въезд» of УК «Северный квартал» uses this lock. Move it to another lock first.',
      'alert',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${AREA_PATHS.platform}/locks/edit/`));
});
