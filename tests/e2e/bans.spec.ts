import { expect } from '@playwright/test';
import { AREA_PATHS, signIn, test, toast } from './fixtures';
import { DEMO_PASSWORD, DEMO_PHONES } from './support/env';

/**
 * The platform admin and the one who guesses passwords must be different clients: every browser reaches
 * the e2e server from 127.0.0.1, so the guesser's browser says where it is from with X-Forwarded-For, as
 * a reverse proxy would; the server trusts that header from loopback only (TRUST_PROXY=loopback in
 * playwright.config.ts). The admin's browser sends none and stays 127.0.0.1, which is never banned here.
 */
const GUESSER = '203.0.113.45';
/** The failed sign-ins an address may make within 15 minutes (server/auth/login-attempts.ts). */
const ADDRESS_LIMIT = 30;
/** The failed sign-ins a phone number may have within 15 minutes. */
const PHONE_LIMIT = 5;

test('wrong passwords from one address get it banned; the platform admin sees the ban and lifts it', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const guesser = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': GUESSER } });
  const guesserPage = await guesser.newPage();
  await guesserPage.goto(`${AREA_PATHS.company}/login`);
  const phone = guesserPage.getByLabel('Phone number');
  const password = guesserPage.getByLabel('Password', { exact: false }).first();
  const alert = guesserPage.getByRole('alert');

  /** Sends the sign-in form and waits for the server's answer; the message it shows. */
  const guess = async (phoneNumber: string) => {
    await phone.fill(phoneNumber);
    await password.fill('not-the-password');
    const answered = guesserPage.waitForResponse(
      (response) => response.url().includes('/api/') && response.request().method() === 'POST',
    );
    await guesserPage.getByRole('button', { name: 'Sign in' }).click();
    return (await answered).status();
  };

  // Guesses spread over phone numbers, so that no one number is locked before the address is banned.
  for (let attempt = 0; attempt < ADDRESS_LIMIT; attempt++) {
    const phoneNumber = `7999000${String(Math.floor(attempt / PHONE_LIMIT)).padStart(4, '0')}`;
    expect(await guess(phoneNumber)).toBe(401);
  }
  await expect(alert).toHaveText('Wrong phone number or password');
  expect(await guess('79990009999')).toBe(429);
  await expect(alert).toHaveText(/Sign-in from your network address is blocked/);

  // The platform admin, from another address, finds the ban from the users list.
  await signIn(page, 'platform', DEMO_PHONES.platformAdmin);
  await page.getByRole('link', { name: 'Bans' }).click();
  await expect(page).toHaveURL(`${AREA_PATHS.platform}/users/bans`);
  await expect(page.getByRole('heading', { name: 'Bans' })).toBeVisible();
  // The search's own answer awaited: one still on its way after the unban would bring the row back.
  const searched = page.waitForResponse(
    (response) => response.url().includes('Action=GetBans') && response.url().includes(`Search=${GUESSER}`),
  );
  await page.getByPlaceholder('IP address or ban reason').fill(GUESSER);
  await searched;
  const row = page.getByRole('row').filter({ hasText: GUESSER });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Too many failed sign-ins');
  // Its failures: the guesses that were checked and the one refused.
  await expect(row.getByRole('cell').last()).toHaveText(String(ADDRESS_LIMIT + 1));

  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Unban selected' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Unban the selected address?');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'IP address unbanned')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: GUESSER })).toHaveCount(0);

  // Lifted: the same browser signs in at once.
  await phone.fill(DEMO_PHONES.companyAdmin);
  await password.fill(DEMO_PASSWORD);
  await guesserPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(guesserPage).toHaveURL(`${AREA_PATHS.company}/abonents`);
  await guesser.close();

  // Back to users.
  await page.getByRole('link', { name: 'Back to users' }).click();
  await expect(page).toHaveURL(`${AREA_PATHS.platform}/users`);
});

test('the platform admin bans a subnet by hand, and a mistyped one is said so under the field', async ({ page }) => {
  await signIn(page, 'platform', DEMO_PHONES.platformAdmin);
  await page.goto(`${AREA_PATHS.platform}/users/bans`);
  await page.getByRole('button', { name: 'Ban an address' }).click();
  const dialog = page.getByRole('dialog');
  const network = dialog.getByRole('textbox', { name: 'IP address' });
  await network.fill('198.51.100.0/33');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Scanning from a hosting provider');
  await network.blur();
  await expect(dialog.getByText('Enter an IP address or a subnet, e.g. 203.0.113.7 or 203.0.113.0/24')).toBeVisible();
  await network.fill('198.51.100.17/24');
  await dialog.getByRole('combobox', { name: 'Duration' }).click();
  await page.getByRole('option', { name: 'Until lifted' }).click();
  await dialog.getByRole('button', { name: 'Ban' }).click();
  await expect(toast(page, 'Address banned')).toBeVisible();

  // Stored as the subnet, found by an address inside it.
  await page.getByPlaceholder('IP address or ban reason').fill('198.51.100.200');
  const row = page.getByRole('row').filter({ hasText: '198.51.100.0/24' });
  await expect(row).toContainText('Scanning from a hosting provider');
  await expect(row).toContainText('Until lifted');
});
