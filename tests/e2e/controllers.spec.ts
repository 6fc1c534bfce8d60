import { expect, type Page } from '@playwright/test';
import { DEMO_PHONES } from './support/env';
import { AREA_PATHS, openCreatePage, openSignedIn, openUserMenu, test, toast } from './fixtures';

/**
 * The company area's controllers and payments (issue 16, parts 3 and 4), in English and in Russian: a
 * company admin registers a controller with a backside controller and sees the pair from both sides, and
 * records a payment and sees the list's totals change.
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
