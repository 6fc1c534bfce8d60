import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { API_PATH, TIMESTAMP_HEADER } from '../../contract/wire';
import { baseUrlOf, DEMO_PASSWORD, DEMO_PHONES } from './support/env';
import { totpCode } from './support/totp';

/**
 * The specs' `test`: Playwright's, pointed at its worker's own server (playwright.config.ts starts one a
 * worker), with the browser's CPU slowed `E2E_CPU_SLOWDOWN` times when that is set (Chromium's own
 * throttling). A CI machine can be several times slower than a developer's, and a step that races the page
 * (typing into a form before it has its values, clicking an option while the list changes) fails there
 * first: `E2E_CPU_SLOWDOWN=6 npx playwright test` shows such a race here.
 */
export const test = base.extend({
  // The empty pattern is Playwright's way of saying the fixture needs no other.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(baseUrlOf(testInfo.parallelIndex)),
  page: async ({ page }, use) => {
    const slowdown = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);
    if (slowdown > 1) {
      const devtools = await page.context().newCDPSession(page);
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    }
    await use(page);
  },
});

export const AREA_PATHS = { platform: '/admin-ru', company: '/intercom-ru' } as const;

/** The demo companies the seed gives the company admins. */
export const DEMO_COMPANIES = {
  severny: 'УК «Северный квартал»',
  parkovy: 'ТСЖ «Парковый»',
  riverside: 'Riverside Property Management',
} as const;

/** Whether a sign-in goes on to the second factor: the demo operator's, with the right password. */
const asksForCode = (area: keyof typeof AREA_PATHS, phone: string, password: string) =>
  area === 'platform' && phone === DEMO_PHONES.platformAdmin && password === DEMO_PASSWORD;

/**
 * Fills in the sign-in page of an area and sends it; for the demo operator, whom the platform asks for a
 * second factor, also the code of the seed's authenticator (support/totp.ts).
 */
export const submitSignIn = async (
  page: Page,
  area: keyof typeof AREA_PATHS,
  phone: string,
  password = DEMO_PASSWORD,
) => {
  await page.goto(`${AREA_PATHS[area]}/login`);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (asksForCode(area, phone, password)) await submitCode(page, totpCode());
};

/** Types a second-factor code into the sign-in's code step and sends it. */
export const submitCode = async (page: Page, code: string) => {
  await page.getByRole('textbox', { name: /^(Code|Код)/ }).fill(code);
  await page.getByRole('button', { name: /^(Confirm|Подтвердить)$/ }).click();
};

/**
 * Signs in through the API as the sign-in page does: Login, and VerifyTwoFactor with the demo operator's
 * code when Login answers a challenge. The signed-in user (the session) as the console stores it.
 */
export const loginThroughApi = async (request: APIRequestContext, area: keyof typeof AREA_PATHS, phone: string) => {
  const post = async (data: Record<string, unknown>) => {
    const response = await request.post(API_PATH, {
      headers: { [TIMESTAMP_HEADER]: new Date().toISOString() },
      data,
    });
    expect(response.ok(), `${String(data.Action)}: ${response.status()}`).toBe(true);
    return response.json();
  };
  const answer = await post({ Action: 'Login', PhoneNumber: phone, Password: DEMO_PASSWORD, Area: area });
  if (!answer.twoFactor) return answer;
  return post({ Action: 'VerifyTwoFactor', Challenge: answer.challenge, Code: totpCode() });
};

/**
 * Signs in and waits for the area's first screen as a person sees it: its list drawn, to its end or to
 * its 'Load more'. The URL changes before the list has loaded, and a step taken in between (revoking the
 * session, going elsewhere) would race the list's own request.
 */
export const signIn = async (page: Page, area: keyof typeof AREA_PATHS, phone: string) => {
  await submitSignIn(page, area, phone);
  await expect(page).toHaveURL(new RegExp(`${AREA_PATHS[area]}/(users|abonents)`));
  await expect(page.getByText('All data loaded').or(page.getByRole('button', { name: 'Load more' }))).toBeVisible();
};

/**
 * Signs in through the API, as the sign-in page does (Login, and VerifyTwoFactor), and opens the area with that
 * session, waiting for its first screen as `signIn` does. For the specs about what comes after signing
 * in: the sign-in page itself is sign-in.spec.ts's (and the accessibility spec's), through the UI. The
 * session is stored where the sign-in page stores it (the area's `auth-storage`), once: a later sign-out
 * in the test stays signed out.
 */
export const openSignedIn = async (page: Page, area: keyof typeof AREA_PATHS, phone: string) => {
  const session = JSON.stringify(await loginThroughApi(page.request, area, phone));
  const once = `e2e-signed-in-${area}-${Date.now()}`;
  await page.addInitScript(
    ({ key, value, once }) => {
      if (window.sessionStorage.getItem(once)) return;
      window.sessionStorage.setItem(once, '1');
      window.localStorage.setItem(key, value);
    },
    { key: `RaStore.${area}.auth-storage`, value: session, once },
  );
  await page.goto(AREA_PATHS[area]);
  await expect(page).toHaveURL(new RegExp(`${AREA_PATHS[area]}/(users|abonents)`));
  await expect(page.getByText('All data loaded').or(page.getByRole('button', { name: 'Load more' }))).toBeVisible();
};

/**
 * Opens a list's create page by its button (labelled as the page is titled) and waits for that page: it
 * comes in a chunk of its own, and until it is drawn the list's inputs (its search, a company filter) are
 * still there to be typed into.
 */
export const openCreatePage = async (page: Page, title: string) => {
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
};

/** Opens the header's dropdown (language, theme, sign-out). */
export const openUserMenu = async (page: Page) => {
  await page.getByRole('button', { name: /Account|Учётная запись/ }).click();
};

/** Switches the console to `language` (the menu's own name for it) from the header; none leaves English. */
export const chooseLanguage = async (page: Page, language: string | undefined) => {
  if (!language) return;
  await openUserMenu(page);
  await page.getByRole('menuitemradio', { name: language }).click();
};

/** The newest toast with `text` (several can be on screen at once: each lives 3 s). */
export const toast = (page: Page, text: string, role: 'status' | 'alert' = 'status') =>
  page.getByRole(role).filter({ hasText: text }).last();

/** The History panel's entries, newest first (its list: the last one on the page with items). */
export const historyEntries = (page: Page) =>
  page
    .getByRole('list')
    .filter({ has: page.getByRole('listitem') })
    .last()
    .getByRole('listitem');
