import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { AREA_PATHS, openUserMenu, signIn, test } from './fixtures';
import { DEMO_PHONES } from './support/env';

/**
 * The access journal (issue 15) in English and in Russian, on the demo journal's three weeks: the list
 * with its live mark, a filter, the report by day with its chart, its CSV download read back, an event's
 * decision, and a person's working time.
 */
const TEXTS = {
  English: {
    language: undefined,
    title: 'Access journal',
    live: 'Live',
    result: 'Access result',
    denied: 'Access denied',
    report: 'Report',
    count: 'Count pass events',
    header: 'Date and time,Access point,Card ID,Phone,Cars,User,Key type,Access result,Reason,Access zone',
    decision: 'Why it was decided',
    workingTime: 'Working time',
    noExit: 'no exit',
  },
  Russian: {
    language: 'Русский',
    title: 'Журнал доступа',
    live: 'В реальном времени',
    result: 'Результат доступа',
    denied: 'Доступ запрещён',
    report: 'Отчёт',
    count: 'Подсчитывать проходы',
    header: 'Дата и время,Точка доступа,ID карты,Телефон,Автомобили,Пользователь,Тип ключа,Результат доступа,Причина,Зона доступа',
    decision: 'Почему так решено',
    workingTime: 'Рабочее время',
    noExit: 'нет выхода',
  },
} as const;

const openJournal = async (page: Page, words: (typeof TEXTS)[keyof typeof TEXTS]) => {
  await signIn(page, 'company', DEMO_PHONES.companyAdmin);
  if (words.language) {
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: words.language }).click();
  }
  await page.goto(`${AREA_PATHS.company}/access_journal`);
  await expect(page.getByRole('heading', { name: words.title })).toBeVisible();
};

for (const [language, words] of Object.entries(TEXTS)) {
  test(`in ${language}: the journal filters, reports by day with a chart, downloads and explains`, async ({ page }) => {
    test.setTimeout(90_000);
    await openJournal(page, words);
    await expect(page.getByTestId('journal-live')).toHaveText(words.live);
    await expect(page.getByTestId('journal-row').first()).toBeVisible();

    await page.getByRole('combobox', { name: words.result }).click();
    await page.getByRole('option', { name: words.denied }).click();
    await expect(page.getByTestId('journal-row').first()).toContainText(words.denied);
    const rows = page.getByTestId('journal-row');
    for (const text of await rows.allInnerTexts()) expect(text).toContain(words.denied);

    await page.getByRole('button', { name: words.report, exact: true }).click();
    const report = page.getByTestId('journal-report');
    await expect(report.getByText(words.count)).toBeVisible();
    await expect(report.locator('svg .MuiBarElement-root, svg rect').first()).toBeVisible();
    const total = Number((await page.getByTestId('journal-report-totals').locator('p').first().innerText()).replace(/\D/g, ''));
    expect(total).toBeGreaterThan(0);

    const [download] = await Promise.all([page.waitForEvent('download'), report.getByRole('button', { name: 'CSV' }).click()]);
    const lines = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe(words.header);
    expect(lines.length - 1).toBe(total);
    expect(lines.slice(1).every((line) => line.includes(words.denied))).toBe(true);

    await rows.first().click();
    await expect(page.getByTestId('pass-event-decision')).toContainText(words.decision);
  });

  test(`in ${language}: a person's working time, missing punches shown as such`, async ({ page }) => {
    await openJournal(page, words);
    await page.goto(`${AREA_PATHS.company}/working_time`);
    await expect(page.getByRole('heading', { name: words.workingTime })).toBeVisible();
    await expect(page.getByTestId('working-time-person')).toHaveCount(3);
    await expect(page.getByText(words.noExit).first()).toBeVisible();
  });
}
