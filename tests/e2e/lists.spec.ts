import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEMO_PHONES } from './support/env';
import { AREA_PATHS, openSignedIn, test } from './fixtures';
import { callAction, signIn } from './support/devices';

/** The lists every resource shares (ResourceList): on a phone, and on a desktop in both languages. */

/**
 * Checks two of the company's demo cameras, seeded unchecked: their links lead nowhere, so the status
 * column holds its longest text (offline, why, and when checked) for the tables that must fit.
 */
const checkDemoCameras = async (request: APIRequestContext) => {
  const admin = await signIn(request, DEMO_PHONES.companyAdmin, 'company');
  const { items } = await callAction(request, admin, 'GetCameras', { Search: 'Паркинг' }, 'GET');
  for (const camera of items as { id: string }[])
    await callAction(request, admin, 'CheckCameraStatus', { CameraId: camera.id }, 'GET');
};

/** Scrolls the page to its very end, where the list's last row is. */
const scrollToEnd = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

test('on a phone a list shows each row as a card, and the create button does not cover the last one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
  await expect(page).toHaveURL(new RegExp(`${AREA_PATHS.company}/abonents`));

  const cards = page.getByRole('list', { name: 'Abonents' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  // A card is a link to its abonent, with the name and the phone number.
  const firstCard = cards.first().getByRole('link');
  await expect(firstCard).toHaveAttribute('href', new RegExp(`${AREA_PATHS.company}/abonents/edit/[^/]+$`));
  await expect(firstCard).toContainText(/\+\d/);
  const cardBox = (await cards.first().boundingBox())!;
  expect(cardBox.x).toBeGreaterThanOrEqual(0);
  expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(390);
  // No sideways scroll on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await scrollToEnd(page);
  const last = (await cards.last().boundingBox())!;
  const create = (await page.getByRole('link', { name: 'New abonent' }).boundingBox())!;
  expect(last.y + last.height).toBeLessThanOrEqual(844);
  const overlaps =
    last.x < create.x + create.width &&
    create.x < last.x + last.width &&
    last.y < create.y + create.height &&
    create.y < last.y + last.height;
  expect(overlaps).toBe(false);

  await firstCard.click();
  await expect(page).toHaveURL(new RegExp(`${AREA_PATHS.company}/abonents/edit/`));
});

for (const lang of ['en', 'ru'] as const) {
  test(`at 1440 px the tables fit their card, an abonent's keys too, in ${lang === 'en' ? 'English' : 'Russian'}, and a row's first column is a link`, async ({
    page,
    request,
  }) => {
    await checkDemoCameras(request);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
    await page.evaluate((language) => window.localStorage.setItem('lang', language), lang);
    for (const resource of ['abonents', 'sip_devices', 'cameras']) {
      await page.goto(`${AREA_PATHS.company}/${resource}`);
      const table = page.getByRole('table');
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      const wrapper = page.locator('.RaDataTable-tableWrapper');
      const { scrollWidth, clientWidth } = await wrapper.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
      expect(scrollWidth, `${resource} in ${lang}`).toBeLessThanOrEqual(clientWidth);
      // The first column after the selection's checkbox, on the lists that have one.
      const link = table
        .getByRole('row')
        .nth(1)
        .getByRole('cell')
        .filter({ hasNot: page.getByRole('checkbox') })
        .first()
        .getByRole('link');
      await expect(link).toHaveAttribute('href', new RegExp(`${AREA_PATHS.company}/${resource}/edit/[^/]+$`));
    }
    // The abonent's keys, a table in a section as wide as the form above it.
    await page.goto(`${AREA_PATHS.company}/abonents`);
    await page.getByRole('table').getByRole('row').nth(1).getByRole('link').click();
    const keys = page.getByRole('region', { name: lang === 'en' ? 'Keys' : 'Ключи' });
    await expect(keys.getByRole('row').nth(1)).toBeVisible();
    const keysTable = await keys
      .locator('.RaDataTable-tableWrapper')
      .evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
    expect(keysTable.scrollWidth, `keys in ${lang}`).toBeLessThanOrEqual(keysTable.clientWidth);
  });
}

test("at 1440 px the platform's cameras, with the service company's column, fit their card in Russian", async ({
  page,
  request,
}) => {
  await checkDemoCameras(request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, 'platform', DEMO_PHONES.platformAdmin);
  await page.evaluate(() => window.localStorage.setItem('lang', 'ru'));
  await page.goto(`${AREA_PATHS.platform}/cameras`);
  const firstRow = page.getByRole('table').getByRole('row').nth(1);
  await expect(firstRow.getByRole('button', { name: 'Проверить статус' })).toBeVisible();
  const wrapper = page.locator('.RaDataTable-tableWrapper');
  const { scrollWidth, clientWidth } = await wrapper.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});

test('with the keyboard, a page opened from the menu or a row starts at its heading', async ({ page }) => {
  await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
  const inPage = () =>
    page.evaluate(() => document.getElementById('main-content')?.contains(document.activeElement) ?? false);

  // From the menu: the list's heading, and the next Tab reaches the list's own controls.
  await page.getByRole('menuitem', { name: 'Addresses' }).focus();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1, name: 'Addresses' });
  await expect(heading).toBeFocused();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await inPage()).toBe(true);

  // A row opens its record, whose page starts at its heading: an edit page is read before it is typed
  // into, and a field focused on opening pops a phone's keyboard up. Back on the list, the focus is on
  // its heading again rather than on the page's start.
  await page.getByRole('table').getByRole('row').nth(1).getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Address / })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Address' })).not.toBeFocused();
  await page.goBack();
  await expect(heading).toBeFocused();
});
