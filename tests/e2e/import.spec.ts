import { expect } from '@playwright/test';
import enImport from '../../src/i18n/en/importFiles';
import ruImport from '../../src/i18n/ru/importFiles';
import { openSignedIn, test } from './fixtures';
import { expectNoSeriousViolations } from './support/axe';
import { DEMO_PHONES } from './support/env';
import enUndo from '../../src/i18n/en/undo';
import ruUndo from '../../src/i18n/ru/undo';

/**
 * Importing residents (issue 43), in both languages: from the residents list a company admin uploads a
 * small CSV with an error, sees its columns guessed from the header in the file's language and each cell
 * as it will be stored, and reads the dry run: what would be created, the refused row with its reason.
 * Then the file fixed: uploaded again, planned without refusals, applied with its progress, and the whole
 * import undone as one change.
 */

const catalogues = { en: enImport, ru: ruImport } as const;
const undoCatalogues = { en: enUndo, ru: ruUndo } as const;
/** A phrase's plural form for a count, as Polyglot picks it in each language. */
const plural = (phrase: string, count: number, lang: 'en' | 'ru') => {
  const forms = phrase.split(' |||| ');
  if (lang === 'en') return forms[count === 1 ? 0 : 1] ?? forms[0]!;
  const [ten, hundred] = [count % 10, count % 100];
  if (ten === 1 && hundred !== 11) return forms[0]!;
  return forms[ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14) ? 1 : 2]!;
};
const fill = (phrase: string, args: Record<string, string | number>) =>
  Object.entries(args).reduce((text, [name, value]) => text.replaceAll(`%{${name}}`, String(value)), phrase);

/** A file per language, its header in that language; its second row's phone is not a phone. */
const files = {
  en: [
    'Name;Phone;Address;Apartment;Card',
    'Imported Resident;+7 926 500-10-01;Import Street, 1;5;9100001',
    'No Phone;12345;;;',
  ],
  ru: [
    'ФИО;Телефон;Адрес;Кв.;Карта',
    'Импортный Житель;+7 926 500-10-02;ул. Импортная, 2;6;9100002',
    'Без Телефона;12345;;;',
  ],
};

/** The file fixed: the second row's phone is a phone now. */
const fixedFile = (lang: 'en' | 'ru') =>
  files[lang].map((line) => line.replace(';12345;', lang === 'en' ? ';+7 926 500-10-11;' : ';+7 926 500-10-12;'));

for (const lang of ['en', 'ru'] as const) {
  const wizard = catalogues[lang].wizard;

  test(`a residents file with an error: its dry run, the file fixed, applied and undone (${lang})`, async ({
    page,
  }) => {
    await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
    await page.evaluate((language) => {
      window.localStorage.setItem('lang', language);
      window.localStorage.setItem('theme', language === 'en' ? 'light' : 'dark');
    }, lang);
    await page.reload();

    await page.getByRole('link', { name: wizard.button }).click();
    await expect(page.getByRole('heading', { level: 1, name: wizard.title.residents })).toBeVisible();
    await page.locator('input[type=file]').setInputFiles({
      name: 'residents.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(files[lang].join('\n')),
    });

    // The columns, guessed from the header; each cell as the file says it and as it will be stored.
    await expect(page.getByRole('heading', { level: 2, name: wizard.steps.columns })).toBeVisible();
    const [name, phone, , , card] = files[lang][0]!.split(';');
    const columns = catalogues[lang].columns;
    await expect(page.getByRole('combobox', { name: name })).toHaveText(columns.name);
    await expect(page.getByRole('combobox', { name: phone })).toHaveText(columns.phone);
    await expect(page.getByRole('combobox', { name: card })).toHaveText(columns.card);
    await expect(page.getByText(catalogues[lang].refusals.invalidPhone)).toBeVisible();
    await expect(page.getByText(lang === 'en' ? '→ 79265001001' : '→ 79265001002')).toBeVisible();
    await expectNoSeriousViolations(page, `the import's columns (${lang})`);

    // The dry run: nothing written, one resident to create, the other row refused with its reason.
    await page.getByRole('button', { name: wizard.columns.plan }).click();
    await expect(page.getByRole('heading', { level: 2, name: wizard.steps.dryRun })).toBeVisible();
    await expect(page.getByText(wizard.dryRun.intro)).toBeVisible();
    await expect(page.getByText(fill(wizard.dryRun.totals.refused, { smart_count: 1 }))).toBeVisible();
    const table = page.getByRole('table', { name: wizard.steps.dryRun });
    const refused = table.getByRole('row').filter({ hasText: files[lang][2]!.split(';')[0]! });
    await expect(refused).toContainText(catalogues[lang].refusals.invalidPhone);
    await expect(refused).toContainText(wizard.dryRun.verdicts.refused);
    const created = table.getByRole('row').filter({ hasText: files[lang][1]!.split(';')[0]! });
    await expect(created).toContainText(wizard.dryRun.verdicts.created);
    await expect(created).toContainText(wizard.dryRun.createsAddress);
    await expectNoSeriousViolations(page, `the import's dry run (${lang})`);

    // Only refused rows, from the server.
    await page.getByRole('combobox', { name: wizard.dryRun.filter }).click();
    await page.getByRole('option', { name: wizard.dryRun.verdicts.refused }).click();
    await expect(table.getByRole('row')).toHaveCount(2);

    // The file fixed and uploaded again: nothing refused now.
    await page.getByRole('button', { name: wizard.dryRun.change }).click();
    await page.getByRole('button', { name: wizard.back }).click();
    await expect(page.getByRole('heading', { level: 2, name: wizard.steps.file })).toBeVisible();
    await page.locator('input[type=file]').setInputFiles({
      name: 'residents-fixed.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(fixedFile(lang).join('\n')),
    });
    await page.getByRole('button', { name: wizard.columns.plan }).click();
    await expect(page.getByRole('heading', { level: 2, name: wizard.steps.dryRun })).toBeVisible();
    await expect(page.getByText(fill(wizard.dryRun.totals.created, { smart_count: 2 }))).toBeVisible();
    await expect(page.getByText(fill(wizard.dryRun.totals.refused, { smart_count: 0 }))).toBeVisible();

    // Applied: the progress reaches every row, the totals say what was written.
    await page.getByRole('button', { name: wizard.dryRun.apply }).click();
    await expect(page.getByRole('heading', { level: 2, name: wizard.steps.apply })).toBeVisible();
    await expect(page.getByText(wizard.apply.done)).toBeVisible();
    await expect(
      page.getByText(fill(plural(wizard.apply.progress, 2, lang), { done: 2, smart_count: 2 })),
    ).toBeVisible();
    await expect(page.getByRole('progressbar', { name: wizard.apply.progressLabel })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(page.getByText(fill(wizard.apply.totals.created, { smart_count: 2 }))).toBeVisible();
    await expectNoSeriousViolations(page, `the import's apply (${lang})`);

    // Undone as one change: both residents, the card and the address.
    const undo = undoCatalogues[lang];
    await page.getByRole('button', { name: wizard.apply.undo }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: fill(plural(undo.confirm, 4, lang), { smart_count: 4 }) }).click();
    await expect(page.getByText(fill(plural(undo.done, 4, lang), { smart_count: 4 }))).toBeVisible();
  });
}
