import { expect } from '@playwright/test';
import { DEMO_PHONES } from './support/env';
import { AREA_PATHS, openSignedIn, test } from './fixtures';

test('the platform admin sees the users list, searches it and loads it to the end', async ({ page }) => {
  await openSignedIn(page, 'platform', DEMO_PHONES.platformAdmin);
  await expect(page).toHaveURL(`${AREA_PATHS.platform}/users`);
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Phone number' })).toBeVisible();

  // Searching happens on the server: only the matching user stays.
  await page.getByPlaceholder('Name, phone or e-mail').fill('Смирнова');
  await expect(page.getByRole('row')).toHaveCount(2); // the header and one user
  await expect(page.getByRole('cell', { name: `+${DEMO_PHONES.companyAdmin}` })).toBeVisible();
  await expect(page.getByText('All data loaded')).toBeVisible();

  // Phone numbers are stored as digits and shown as people read them.
  await page.getByPlaceholder('Name, phone or e-mail').fill('79261112233');
  await expect(page.getByRole('cell', { name: '+7 926 111 22 33' })).toBeVisible();

  // Without a search the demo data is more than one page: load more until everything is there.
  await page.getByPlaceholder('Name, phone or e-mail').fill('');
  // Each click waits for its page to arrive: a click on the button while it loads (disabled), or just
  // before it goes (the last page), would wait for a button that is not coming back.
  const loadMore = page.getByRole('button', { name: 'Load more' });
  const allLoaded = page.getByText('All data loaded');
  const rows = page.getByRole('row');
  await expect(loadMore).toBeEnabled();
  while (!(await allLoaded.isVisible())) {
    const shown = await rows.count();
    await loadMore.click();
    await expect.poll(async () => (await allLoaded.isVisible()) || (await rows.count()) > shown).toBe(true);
  }
  expect(await rows.count()).toBeGreaterThan(26);
});
