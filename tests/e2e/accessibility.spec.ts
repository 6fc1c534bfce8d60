import { expect, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { settle, switchTheme, THEMES, type ThemeName } from './support/themes';
import { DEMO_PASSWORD, DEMO_PHONES } from './support/env';
import { AREA_PATHS, openUserMenu, signIn, submitSignIn, test } from './fixtures';
import { callAction, signIn as signInApi } from './support/devices';

/**
 * axe-core on every screen, in both themes: no serious or critical violation of WCAG 2.1 A/AA. The
 * screens are found from each area's sidebar: every list, its create page when the list offers one, and
 * the edit page its first row opens; so a new screen in the sidebar is checked without editing this
 * spec. The access section is a tree rather than a list: its object, perimeter and point forms. Each
 * screen is checked in one theme, then switched to the other in place and checked again: one walk
 * through an area instead of one for each theme.
 */

/** Each test's failures, reported together at its end: one run lists every screen's violations. */
let failures: string[] = [];

/**
 * The screen as it is now, in both themes: every rule in the theme it opened in (the one the previous
 * screen ended in), and in the other only the rules whose verdict depends on colours (the themes differ
 * in their palettes alone). One redraw per screen: switching back first cost a redraw and a settle more.
 */
const check = async (page: Page, screen: string) => {
  const opened: ThemeName = (await page.locator('html').getAttribute('data-theme')) === 'dark' ? 'dark' : 'light';
  const order = [opened, ...THEMES.filter((theme) => theme !== opened)];
  for (const [at, theme] of order.entries()) {
    if (at > 0) await switchTheme(page, theme);
    await settle(page);
    await test.step(`axe: ${screen} (${theme})`, async () => {
      try {
        await expectNoSeriousViolations(page, `${screen} (${theme})`, at === 0 ? 'all' : 'colours');
      } catch (error) {
        failures.push((error as Error).message);
      }
    });
  }
};

/** The sidebar's screens, as links (name and address). */
const menuScreens = async (page: Page) => {
  const links = page.getByRole('navigation').or(page.locator('.RaSidebar-fixed')).first().getByRole('menuitem');
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((items) =>
    items
      .map((item) => ({ name: (item.textContent ?? '').trim(), href: item.getAttribute('href') ?? '' }))
      .filter((item) => item.href),
  );
};

/** Opens a screen from the sidebar by its address (an entry's name may carry a count, as Needs attention's). */
const openFromMenu = (page: Page, href: string) => page.locator(`[role="menuitem"][href="${href}"]`).first().click();

/** A screen that is no list (what needs attention): the page once its heading shows. */
const checkPage = async (page: Page, name: string, href: string) => {
  await openFromMenu(page, href);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
  await check(page, name);
};

/** A list screen, its create page and the edit page of its first row, where it has them. */
const checkListScreens = async (page: Page, name: string, href: string) => {
  await openFromMenu(page, href);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  // Loaded: to its end, to its 'Load more', or empty (nothing deleted lately).
  await expect(
    page
      .getByText('All data loaded')
      .or(page.getByRole('button', { name: 'Load more' }))
      .or(page.getByTestId('list-empty')),
  ).toBeVisible();
  await check(page, `${name} list`);

  const create = page.locator(`main a[href$="${href}/create"]`);
  if ((await create.count()) > 0) {
    await create.first().click();
    await expect(page).toHaveURL(new RegExp(`${href}/create$`));
    await check(page, `${name} create`);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  }

  const firstRow = page.locator('main tbody tr').first();
  // A row opens its record when it is clickable or links to it; a link to another resource's record (the
  // audit trail's) is not the row's own.
  const opensItsRecord = (row: Element, path: string) =>
    row.classList.contains('RaDataTable-clickableRow') || !!row.querySelector(`a[href*="${path}/edit/"]`);
  if ((await firstRow.count()) > 0 && (await firstRow.evaluate(opensItsRecord, href))) {
    await firstRow.locator('td:not(:has(input[type="checkbox"]))').first().click();
    // Its own edit page, or the page of the record it stands for (a device's, on the devices list).
    await expect(page).toHaveURL(/\/edit\//);
    await check(page, `${name} edit`);
  }
};

/** The access section: the page itself, then an object's, a perimeter's and a point's form. */
const checkAccessScreens = async (page: Page, name: string, href: string) => {
  await openFromMenu(page, href);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const tree = page.getByRole('tree');
  await expect(tree.getByRole('treeitem').first()).toBeVisible();
  await check(page, name);

  const open = async (kind: 'object' | 'perimeter' | 'point', segment: string) => {
    await tree.locator(`[role="treeitem"][data-kind="${kind}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${href}/${segment}/edit/`));
  };
  await page.getByRole('button', { name: 'Unfold all' }).click();
  await open('object', 'objects');
  await check(page, `${name}: object`);
  await open('perimeter', 'perimeters');
  await check(page, `${name}: perimeter`);
  await open('point', 'points');
  await check(page, `${name}: point`);
};

const checkArea = async (page: Page, area: keyof typeof AREA_PATHS) => {
  const screens = await menuScreens(page);
  expect(screens.length).toBeGreaterThan(0);
  for (const { name, href } of screens) {
    if (href.endsWith('/access')) await checkAccessScreens(page, name, href);
    else if (href.endsWith('/attention')) await checkPage(page, name, href);
    else await checkListScreens(page, name, href);
  }
  // The header's dropdown, open.
  await openUserMenu(page);
  await expect(page.getByRole('menu')).toBeVisible();
  await check(page, `${area} user menu`);
  await page.keyboard.press('Escape');
};

test.describe('accessibility, both themes', () => {
  test.beforeEach(() => {
    failures = [];
  });
  test.afterEach(() => {
    if (failures.length > 0) throw new Error(failures.join('\n\n'));
  });

  test('the sign-in pages and the company choice', async ({ page }) => {
    for (const area of ['company', 'platform'] as const) {
      await page.goto(`${AREA_PATHS[area]}/login`);
      await check(page, `${area} sign-in`);
    }
    await submitSignIn(page, 'company', DEMO_PHONES.twoProfiles);
    await expect(page.getByRole('heading', { name: 'Choose a management company' })).toBeVisible();
    await check(page, 'company choice');
    // The platform's second step: the code of the operator's authenticator.
    await page.goto(`${AREA_PATHS.platform}/login`);
    await page.getByLabel('Phone number').fill(DEMO_PHONES.platformAdmin);
    await page.getByLabel('Password', { exact: false }).first().fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('textbox', { name: /^Code/ })).toBeVisible();
    await check(page, 'second-factor step');
  });

  test('the public join page: its form and a code that no longer works', async ({ page, request }) => {
    const admin = await signInApi(request, DEMO_PHONES.companyAdmin, 'company');
    const { code } = await callAction(request, admin, 'IssueRegistrationCode', {});
    await page.goto(`/join#${code}`);
    await expect(page.getByRole('button', { name: 'Send request' })).toBeVisible();
    await check(page, 'join form');
    await page.getByRole('button', { name: 'Send request' }).click();
    await check(page, 'join form with errors');
    await page.goto('/join#no-such-code');
    await expect(page.getByRole('alert')).toBeVisible();
    await check(page, 'join refused');
    await callAction(request, admin, 'Logout');
  });

  test('every screen of the company area', async ({ page }) => {
    // Every list, create and edit page of the area, one after another, twice each: minutes, not seconds.
    test.setTimeout(300_000);
    await signIn(page, 'company', DEMO_PHONES.companyAdmin);
    await checkArea(page, 'company');
  });

  test('every screen of the platform area', async ({ page }) => {
    test.setTimeout(300_000);
    await signIn(page, 'platform', DEMO_PHONES.platformAdmin);
    await checkArea(page, 'platform');
  });
});
