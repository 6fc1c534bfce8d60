import { expect, type Page } from '@playwright/test';
import { DEMO_PHONES } from './support/env';
import { AREA_PATHS, openCreatePage, openSignedIn, openUserMenu, test, toast } from './fixtures';
import { callAction, signIn } from './support/devices';

/** What a test changed in the demo data and puts back after it, passed or failed. */
const cleanUps: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0)) await cleanUp();
});

/**
 * The company area's controllers and payments (issue 16, parts 3 and 4), in English and in Russian: a
 * company admin registers a controller with a backside controller and sees the pair from both sides, and
 * records a payment and sees the list's totals change; chooses the access points a controller serves, sees
 * them in the access points list, and issues the controller's token.
 */

const TEXTS = {
  English: {
    language: undefined,
    controllers: 'Controllers',
    newController: 'New controller',
    secureId: 'Secure ID',
    location: 'Installation location',
    phone: 'Controller phone number',
    backside: 'Backside controller ID',
    badSecureId: 'A secure ID is 16 hexadecimal digits (0–9, A–F)',
    save: 'Save',
    registered: 'Controller registered',
    search: 'Secure ID, location or phone',
    backsideOf: 'This controller is the backside of',
    payments: 'Payments',
    record: 'Record payment',
    abonent: 'Abonent',
    amount: 'Amount',
    periodTill: 'Paid until',
    recorded: 'Payment recorded',
    notLater: 'Must be after',
    controller: '4C1A00000000B301',
    door: 'Шлагбаум, въезд',
    doorsTitle: 'Access points served',
    servedBy: 'Access points it serves',
    doorsSaved: 'Access points saved',
    pointsLink: 'Points and devices',
    servedChip: 'Controller Паркинг — шлагбаум, въезд',
    pointsSearch: 'Name, place or lock ID',
    issueToken: 'Issue token',
    tokenQuestion: 'Issue a device token for controller 4C1A00000000B301?',
    tokenTitle: 'New token',
    done: 'Done',
    newToken: 'New token',
    oldStops: 'Its current token stops working at once',
    cancel: 'Cancel',
  },
  Russian: {
    language: 'Русский',
    controllers: 'Контроллеры',
    newController: 'Новый контроллер',
    secureId: 'Secure ID',
    location: 'Место установки',
    phone: 'Номер телефона контроллера',
    backside: 'ID контроллера с обратной стороны',
    badSecureId: 'Secure ID — это 16 шестнадцатеричных цифр (0–9, A–F)',
    save: 'Сохранить',
    registered: 'Контроллер зарегистрирован',
    search: 'Secure ID, место или телефон',
    backsideOf: 'Этот контроллер указан как обратная сторона у',
    payments: 'Платежи',
    record: 'Внести платёж',
    abonent: 'Абонент',
    amount: 'Сумма',
    periodTill: 'Оплачено до',
    recorded: 'Платёж внесён',
    notLater: 'Должно быть позже',
    controller: '4C1A00000000C401',
    door: 'Шлагбаум, выезд',
    doorsTitle: 'Обслуживаемые точки доступа',
    servedBy: 'Обслуживаемые точки доступа',
    doorsSaved: 'Точки доступа сохранены',
    pointsLink: 'Точки и устройства',
    servedChip: 'Контроллер Лесная, 14 — калитка детской площадки',
    pointsSearch: 'Название, место или ID замка',
    issueToken: 'Выпустить токен',
    tokenQuestion: 'Выпустить токен устройства для контроллера 4C1A00000000C401?',
    tokenTitle: 'Новый токен',
    done: 'Готово',
    newToken: 'Новый токен',
    oldStops: 'Текущий токен сразу перестанет действовать',
    cancel: 'Отмена',
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

const signInAs = async (page: Page, texts: Texts) => {
  await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
  if (texts.language) {
    await openUserMenu(page);
    await page.getByRole('menuitemradio', { name: texts.language }).click();
  }
};

/** A secure ID no other run has used: 16 hexadecimal digits from the time and the language. */
const freshSecureId = (language: string) =>
  `E2E${language === 'English' ? 'E' : 'D'}${Date.now().toString(16).toUpperCase().padStart(12, '0')}`.slice(0, 16);

/** The number the totals line starts with: how many payments the list selects. */
const countIn = (totals: string) => Number(/\d+/.exec(totals.replace(/\s/g, ''))?.[0]);

for (const [language, texts] of Object.entries(TEXTS)) {
  test(`a company admin registers a controller with a backside controller (${language})`, async ({ page }) => {
    test.setTimeout(60_000);
    const secureId = freshSecureId(language);
    await signInAs(page, texts);
    await page.getByRole('menuitem', { name: texts.controllers }).click();
    await expect(page).toHaveURL(new RegExp(`${AREA_PATHS.company}/controllers`));
    await openCreatePage(page, texts.newController);

    const secureIdInput = page.getByRole('textbox', { name: texts.secureId });
    await secureIdInput.fill('12-34');
    await secureIdInput.blur();
    await expect(page.getByText(texts.badSecureId)).toBeVisible();
    // Typed in groups, lower case: stored in one spelling.
    await secureIdInput.fill(secureId.toLowerCase().replace(/(.{4})(?!$)/g, '$1 '));
    await page.getByRole('textbox', { name: texts.location }).fill('Лесная, 14 — калитка, со двора');
    await page.getByRole('textbox', { name: texts.phone }).fill('+7 926 555-12-34');
    await page.getByRole('combobox', { name: texts.backside }).fill('C401');
    await page.getByRole('option', { name: /4C1A00000000C401/ }).click();
    await page.getByRole('button', { name: texts.save }).click();
    await expect(toast(page, texts.registered)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${AREA_PATHS.company}/controllers(\\?.*)?$`));

    // The list finds it with its backside; the backside's page says whose backside it is.
    // The search applies once typing pauses: the header and one row, then the row is the one searched.
    await page.getByPlaceholder(texts.search).fill(secureId);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('row').nth(1)).toContainText(secureId);
    await expect(page.getByRole('row').nth(1)).toContainText('4C1A00000000C401');
    await page.getByPlaceholder(texts.search).fill('4C1A00000000C401');
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('row').nth(1)).toContainText('Лесная, 14 — калитка детской площадки');
    await page.getByRole('row').nth(1).getByRole('link', { name: '4C1A00000000C401' }).click();
    await expect(page).toHaveURL(new RegExp(`${AREA_PATHS.company}/controllers/edit/`));
    await expect(page.getByRole('note')).toContainText(texts.backsideOf);
    await expect(page.getByRole('note')).toContainText(secureId);
  });

  test(`a company admin chooses a controller's access points and issues its token (${language})`, async ({ page }) => {
    await signInAs(page, texts);
    await page.getByRole('menuitem', { name: texts.controllers }).click();
    await page.getByPlaceholder(texts.search).fill(texts.controller);
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('row').nth(1).getByRole('link', { name: texts.controller }).click();
    await expect(page).toHaveURL(new RegExp(`${AREA_PATHS.company}/controllers/edit/`));
    // The demo controller serves no door again afterwards: other specs on this server count a door's devices.
    const controllerId = page.url().split('/').pop()!;
    cleanUps.push(async () => {
      const admin = await signIn(page.request, DEMO_PHONES.companyAdmin, 'company');
      await callAction(page.request, admin, 'SetControllerDoors', { ControllerId: controllerId, AccessPointIds: [] });
    });

    // The access points it serves: one chosen by its name, searched on the server, then saved.
    const doors = page.getByRole('region', { name: texts.doorsTitle });
    await doors.getByRole('combobox', { name: texts.servedBy }).fill(texts.door);
    await page.getByRole('option', { name: new RegExp(`/ ${texts.door}$`) }).click();
    await doors.getByRole('button', { name: texts.save }).click();
    await expect(toast(page, texts.doorsSaved)).toBeVisible();
    await expect(doors.getByRole('button', { name: new RegExp(texts.door) })).toBeVisible();

    // Its token: asked first, naming the controller; shown once; then a new one warns the old one stops.
    await page.getByRole('button', { name: texts.issueToken }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(texts.tokenQuestion);
    await confirm.getByRole('button', { name: /Confirm|Подтвердить/ }).click();
    const shown = page.getByRole('dialog', { name: texts.tokenTitle });
    await expect(shown.getByRole('textbox')).toHaveValue(/^[\w-]{20,}$/);
    await shown.getByRole('button', { name: texts.done }).click();
    await page.getByRole('button', { name: texts.newToken }).click();
    await expect(page.getByRole('dialog')).toContainText(texts.oldStops);
    await expect(page.getByRole('dialog')).toContainText(texts.controller);
    await page.getByRole('dialog').getByRole('button', { name: texts.cancel }).click();

    // The access points list says who serves the point.
    await page.goto(`${AREA_PATHS.company}/access`);
    await page.getByRole('link', { name: texts.pointsLink }).click();
    await page.getByPlaceholder(texts.pointsSearch).fill(texts.door);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('row').nth(1)).toContainText(texts.servedChip);
  });

  test(`a company admin records a payment and sees the total change (${language})`, async ({ page }) => {
    test.setTimeout(60_000);
    await signInAs(page, texts);
    await page.getByRole('menuitem', { name: texts.payments }).click();
    await expect(page).toHaveURL(new RegExp(`${AREA_PATHS.company}/payments`));
    const totals = page.getByTestId('payment-totals');
    await expect(totals).toBeVisible();
    const before = (await totals.textContent()) ?? '';

    await page.getByRole('button', { name: texts.record }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: texts.abonent }).fill(language === 'English' ? 'Андреев' : 'Белова');
    await page.getByRole('option', { name: language === 'English' ? /^Андреев/ : /^Белова/ }).click();
    await dialog.getByRole('textbox', { name: texts.amount }).fill('1 234,50');
    // A period already paid for is refused under the field, naming the last day paid.
    const periodTill = dialog.getByLabel(texts.periodTill);
    await periodTill.fill('2020-01-01');
    await dialog.getByRole('button', { name: texts.record }).click();
    await expect(dialog.getByText(texts.notLater)).toBeVisible();
    // A day no earlier run has paid for: the seconds since the epoch, as days after 2090-01-01.
    const day = new Date(Date.UTC(2090, 0, 1) + (Math.floor(Date.now() / 1000) % 20_000) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await periodTill.fill(day);
    await dialog.getByRole('button', { name: texts.record }).click();
    await expect(toast(page, texts.recorded)).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await expect(totals).not.toHaveText(before);
    expect(countIn((await totals.textContent()) ?? '')).toBe(countIn(before) + 1);
    // The newest payment heads the list.
    await expect(page.getByRole('row').nth(1)).toContainText(language === 'English' ? 'Андреев' : 'Белова');
  });
}
