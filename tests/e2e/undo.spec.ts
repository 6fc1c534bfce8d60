import { expect } from '@playwright/test';
import enAudit from '../../src/i18n/en/audit';
import enUndo from '../../src/i18n/en/undo';
import ruAudit from '../../src/i18n/ru/audit';
import ruUndo from '../../src/i18n/ru/undo';
import { AREA_PATHS, historyEntries, openSignedIn, test, toast } from './fixtures';
import { callAction, signIn } from './support/devices';
import { DEMO_PHONES } from './support/env';

/**
 * Undo from a record's History, in both languages: a resident renamed, the rename undone from the
 * History panel through its preview (old → new shown), and the old name back on the page.
 */
const catalogues = { en: { audit: enAudit, undo: enUndo }, ru: { audit: ruAudit, undo: ruUndo } } as const;
const fill = (phrase: string, args: Record<string, string | number>) =>
  Object.entries(args).reduce((text, [name, value]) => text.replace(`%{${name}}`, String(value)), phrase);
/** A polyglot phrase's first form (English singular; Russian for 1, 21, …). */
const singular = (phrase: string) => phrase.split(' |||| ')[0];

for (const lang of ['en', 'ru'] as const) {
  const { audit, undo } = catalogues[lang];

  test(`a resident's rename undone from the History panel (${lang})`, async ({ page, request }) => {
    test.setTimeout(60_000);
    const admin = await signIn(request, DEMO_PHONES.companyAdmin, 'company');
    const before = `Отменов Пётр ${lang} ${Date.now() % 100000}`;
    const after = `${before} (renamed)`;
    const { id } = await callAction(request, admin, 'AddAbonent', {
      Name: before,
      PhoneNumber: `+7 926 ${String(Date.now() % 10_000_000).padStart(7, '0')}`,
    });
    await callAction(request, admin, 'EditAbonent', { AbonentId: id, Name: after });

    await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
    await page.evaluate((language) => {
      window.localStorage.setItem('lang', language);
      window.localStorage.setItem('theme', language === 'en' ? 'light' : 'dark');
    }, lang);
    await page.goto(`${AREA_PATHS.company}/abonents/edit/${id}`);
    await page.reload();
    const name = page.getByRole('textbox', { name: lang === 'en' ? 'Name' : 'ФИО', exact: true });
    await expect(name).toHaveValue(after);

    await page.getByRole('button', { name: audit.history.title }).click();
    const entries = historyEntries(page);
    await expect(entries.first().getByText(`${before} → ${after}`)).toBeVisible();
    await entries.first().getByRole('button', { name: undo.buttonLabel }).click();

    // The preview: what changes back, now → after undo; then the confirmation naming how many rows.
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`${after} → ${before}`)).toBeVisible();
    await dialog.getByRole('button', { name: fill(singular(undo.confirm), { smart_count: 1 }) }).click();
    await expect(toast(page, fill(singular(undo.done), { smart_count: 1 }))).toBeVisible();
    await expect(name).toHaveValue(before);
  });
}
