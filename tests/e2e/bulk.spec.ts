import { expect } from '@playwright/test';
import enAbonents from '../../src/i18n/en/abonents';
import enAudit from '../../src/i18n/en/audit';
import enBulk from '../../src/i18n/en/bulk';
import enUndo from '../../src/i18n/en/undo';
import ruAbonents from '../../src/i18n/ru/abonents';
import ruAudit from '../../src/i18n/ru/audit';
import ruBulk from '../../src/i18n/ru/bulk';
import ruUndo from '../../src/i18n/ru/undo';
import { AREA_PATHS, historyEntries, openSignedIn, test, toast } from './fixtures';
import { callAction, signIn } from './support/devices';
import { DEMO_PHONES } from './support/env';

/**
 * Bulk changes from the abonents' list, in both languages: a resident found by the list's search has
 * their cards blocked in one go, after the preview says how many cards stop working and at how many
 * doors. English takes every abonent the search finds from the toolbar; Russian ticks the row. The
 * bulk change is then undone as one step from the resident's History: both cards work again.
 */
test.describe.configure({ timeout: 90_000 });

const catalogues = {
  en: { bulk: enBulk, abonents: enAbonents, audit: enAudit, undo: enUndo },
  ru: { bulk: ruBulk, abonents: ruAbonents, audit: ruAudit, undo: ruUndo },
} as const;
const fill = (phrase: string, args: Record<string, string | number>) =>
  Object.entries(args).reduce((text, [name, value]) => text.replace(`%{${name}}`, String(value)), phrase);
/** A polyglot phrase's form for a count: English 1 / other; Russian 1, 2–4, 5+ (enough for 1 and 2 here). */
const plural = (phrase: string, count: number) => {
  const forms = phrase.split(' |||| ');
  return fill(count === 1 ? forms[0] : forms[1], { smart_count: count });
};

for (const lang of ['en', 'ru'] as const) {
  const { bulk, abonents, audit, undo } = catalogues[lang];

  test(`blocks the cards of the abonents the search finds, after the preview, and undoes it (${lang})`, async ({
    page,
    request,
  }) => {
    const admin = await signIn(request, DEMO_PHONES.companyAdmin, 'company');
    try {
      // A resident of this run's own, in a zone with doors, with two cards.
      const zoned = (await callAction(request, admin, 'GetAbonents', { Limit: '100' }, 'GET')).items.find(
        (row: { accessZoneId: string | null }) => row.accessZoneId,
      );
      const stamp = String(Date.now()).slice(-7);
      const name = `Массов ${lang} ${stamp}`;
      const { id } = await callAction(request, admin, 'AddAbonent', {
        Name: name,
        PhoneNumber: `+7916${stamp}`,
        AccessZoneId: zoned.accessZoneId,
      });
      const codes = [1, 2].map((n) => 14_000_000 + (Number(stamp) % 1_000_000) * 2 + n);
      await callAction(request, admin, 'UpdateAbonentCodes', { AbonentId: id, AccessCardAndBleTagId: codes });

      await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
      await page.evaluate((language) => {
        window.localStorage.setItem('lang', language);
        window.localStorage.setItem('theme', language === 'en' ? 'light' : 'dark');
      }, lang);
      await page.goto(`${AREA_PATHS.company}/abonents`);
      await page.reload();
      await page.getByPlaceholder(abonents.searchPlaceholder).fill(name);
      await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
      await expect(page.getByRole('row')).toHaveCount(2); // The header and the one found.

      if (lang === 'en') {
        await page.getByRole('button', { name: bulk.changeAllFound }).click();
      } else {
        await page.getByRole('row').filter({ hasText: name }).getByRole('checkbox').check();
        await page.getByRole('button', { name: bulk.change, exact: true }).click();
      }
      await page.getByRole('menuitem', { name: bulk.abonents.operations.blockCards, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: bulk.abonents.operations.blockCards, exact: true });
      await expect(dialog).toContainText(
        plural(lang === 'en' ? bulk.abonents.selection.allFound : bulk.abonents.selection.ids, 1),
      );
      await expect(dialog.getByText(plural(bulk.abonents.changedCards, 2))).toBeVisible();
      await expect(dialog.getByRole('heading', { name: bulk.preview.stopping })).toBeVisible();
      await expect(dialog.getByRole('listitem')).toHaveText(plural(bulk.preview.kinds.card, 2));
      await expect(dialog).toContainText(plural(bulk.abonents.holders, 1));

      await dialog.getByRole('button', { name: bulk.apply }).click();
      await expect(dialog.getByText(fill(bulk.done, { smart_count: 2 }))).toBeVisible();
      await dialog.getByRole('button', { name: lang === 'en' ? 'Close' : 'Закрыть' }).click();
      await expect(dialog).toBeHidden();

      const [after] = (await callAction(request, admin, 'GetAbonentDetails', { Id: id }, 'GET')).items;
      expect(after.accessCardAndBleTagId).toEqual([]);
      expect(after.blockedCards.map((card: { code: number }) => card.code).sort()).toEqual(codes);

      // Undone as one step from the resident's History: the preview names both cards, and both work again.
      await page.goto(`${AREA_PATHS.company}/abonents/edit/${id}`);
      await page.getByRole('button', { name: audit.history.title }).click();
      const entries = historyEntries(page);
      await entries.first().getByRole('button', { name: undo.buttonLabel }).click();
      const undoing = page.getByRole('dialog');
      await undoing.getByRole('button', { name: plural(undo.confirm, 2) }).click();
      await expect(toast(page, plural(undo.done, 2))).toBeVisible();
      const [undone] = (await callAction(request, admin, 'GetAbonentDetails', { Id: id }, 'GET')).items;
      expect([...undone.accessCardAndBleTagId].sort()).toEqual(codes);
      expect(undone.blockedCards).toEqual([]);
    } finally {
      await callAction(request, admin, 'Logout');
    }
  });
}
