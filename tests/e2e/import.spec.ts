import { expect } from '@playwright/test';
import enImport from '../../src/i18n/en/importFiles';
import ruImport from '../../src/i18n/ru/importFiles';
import { openSignedIn, test } from './fixtures';
import { expectNoSeriousViolations } from './support/axe';
import { DEMO_PHONES } from './support/env';

/**
 * Importing residents (issue 43), in both languages: from the residents list a company admin uploads a
 * small CSV with an error, sees its columns guessed from the header in the file's language and each cell
 * as it will be stored, and reads the dry run: what would be created, the refused row with its reason.
 */

const catalogues = { en: enImport, ru: ruImport } as const;
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

for (const lang of ['en', 'ru'] as const) {
  const wizard = catalogues[lang].wizard;

  test(`a residents file with an error: its columns and its dry run (${lang})`, async ({ page }) => {
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
  });
}
