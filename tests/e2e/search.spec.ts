import { expect, type Page } from '@playwright/test';
import enAbonents from '../../src/i18n/en/abonents';
import enSearch from '../../src/i18n/en/search';
import ruAbonents from '../../src/i18n/ru/abonents';
import ruSearch from '../../src/i18n/ru/search';
import { axeViolations } from './support/axe';
import { AREA_PATHS, openSignedIn, test } from './fixtures';
import { DEMO_PHONES } from './support/env';

/**
 * The header's search, in both languages: a resident found by the hexadecimal number printed on their
 * card, from any screen, and opened with Enter.
 */

const catalogues = {
  en: { search: enSearch, abonents: enAbonents },
  ru: { search: ruSearch, abonents: ruAbonents },
} as const;

/** Андреев Павел Сергеевич's card 1045872, as its hexadecimal number is printed on it. */
const PRINTED_CARD = '000FF570';
const RESIDENT = 'Андреев Павел Сергеевич';

/** English in the light theme, Russian in the dark one: axe checks the dialog's colours in both. */
const openIn = async (page: Page, lang: 'en' | 'ru', path: string) => {
  await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
  await page.evaluate((language) => {
    window.localStorage.setItem('lang', language);
    window.localStorage.setItem('theme', language === 'ru' ? 'dark' : 'light');
  }, lang);
  await page.goto(`${AREA_PATHS.company}/${path}`);
};

for (const lang of ['en', 'ru'] as const) {
  const { search, abonents } = catalogues[lang];

  test(`finds a resident by the hexadecimal number on the card from the header; Enter opens them (${lang})`, async ({
    page,
  }) => {
    await openIn(page, lang, 'addresses');
    await page.getByRole('button', { name: search.open }).click();
    const dialog = page.getByRole('dialog', { name: search.label });
    await expect(dialog.getByRole('status')).toHaveText(search.hint.company);
    const field = dialog.getByRole('combobox', { name: search.label });
    await expect(field).toBeFocused();
    await field.fill(PRINTED_CARD);

    const resident = dialog.getByRole('option', { name: new RegExp(RESIDENT) });
    await expect(resident).toContainText(search.matched.card.replace('%{value}', PRINTED_CARD));
    await expect(dialog.getByRole('group', { name: search.groups.residents })).toBeVisible();
    await expect(resident).toHaveAttribute('aria-selected', 'true');
    expect(await axeViolations(page)).toEqual([]);

    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${AREA_PATHS.company}/abonents/edit/[0-9a-f-]+$`));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('textbox', { name: abonents.fields.name, exact: true })).toHaveValue(RESIDENT);
  });

  test(`Ctrl-K opens the search anywhere, and Escape closes it (${lang})`, async ({ page }) => {
    await openIn(page, lang, 'abonents');
    await expect(page.getByRole('button', { name: search.open })).toBeVisible();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: search.label });
    await dialog.getByRole('combobox', { name: search.label }).fill('zzzz nobody');
    await expect(dialog.getByRole('status')).toHaveText(search.empty.replace('%{query}', 'zzzz nobody'));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}
