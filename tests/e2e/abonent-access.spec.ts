import { expect } from '@playwright/test';
import { DEMO_PHONES } from './support/env';
import { AREA_PATHS, chooseLanguage, openSignedIn, test } from './fixtures';

/**
 * An abonent's page says how they are let in, in one place (issue 40, item 2): their zone, the doors
 * that hold their credentials and with what (card, phone, car plate), and the rights to their phone.
 */
const TEXTS = {
  English: {
    language: undefined,
    section: 'How they are let in',
    zone: 'Access zone: ЖК «Северный квартал»',
    doors: 'The doors they pass',
    means: ['Card or BLE tag', 'Phone', 'Car plate'],
    rights: 'Access rights to their phone',
  },
  Russian: {
    language: 'Русский',
    section: 'Как абонент проходит',
    zone: 'Зона доступа: ЖК «Северный квартал»',
    doors: 'Двери, через которые он проходит',
    means: ['Карта или BLE-метка', 'Телефон', 'Номер автомобиля'],
    rights: 'Права доступа на его телефон',
  },
} as const;

for (const [language, texts] of Object.entries(TEXTS)) {
  test(`an abonent's page names the doors they pass and through what (${language})`, async ({ page }) => {
    await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
    await chooseLanguage(page, texts.language);
    await page.goto(`${AREA_PATHS.company}/abonents`);
    await page.getByRole('cell', { name: 'Андреев Павел Сергеевич' }).click();
    const section = page.getByRole('region', { name: texts.section });
    await expect(section).toContainText(texts.zone);
    const doors = section.getByRole('table', { name: texts.doors });
    await expect(doors.getByRole('row').nth(1)).toBeVisible();
    // The entrance gate holds his cards, his phone and his car's plate.
    const gate = doors.getByRole('row').filter({ hasText: 'Въездные ворота' });
    for (const means of texts.means) await expect(gate).toContainText(means);
    await expect(section.getByRole('heading', { name: texts.rights })).toBeVisible();
  });
}
