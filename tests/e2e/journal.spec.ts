import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { loadCompany, sendEvents } from '../../scripts/simulate/events';
import { API_PATH, TIMESTAMP_HEADER } from '../../contract/wire';
import { AREA_PATHS, DEMO_COMPANIES, openSignedIn, openUserMenu, test } from './fixtures';
import { signIn } from './support/devices';
import { DEMO_PASSWORD, DEMO_PHONES } from './support/env';

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
    paused: 'Paused',
    oneNewEvent: '1 new event',
    byDayCsv: 'Download “By day” as CSV',
    byDayHeader: 'Day,Passes,Denials,People',
    total: 'Total',
  },
  Russian: {
    language: 'Русский',
    title: 'Журнал доступа',
    live: 'В реальном времени',
    result: 'Результат доступа',
    denied: 'Доступ запрещён',
    report: 'Отчёт',
    count: 'Подсчитывать проходы',
    header:
      'Дата и время,Точка доступа,ID карты,Телефон,Автомобили,Пользователь,Тип ключа,Результат доступа,Причина,Зона доступа',
    decision: 'Почему так решено',
    workingTime: 'Рабочее время',
    noExit: 'нет выхода',
    paused: 'Пауза',
    oneNewEvent: '1 новое событие',
    byDayCsv: 'Скачать «По дням» в CSV',
    byDayHeader: 'День,Проходы,Отказы,Люди',
    total: 'Итого',
  },
} as const;

const openJournal = async (page: Page, words: (typeof TEXTS)[keyof typeof TEXTS]) => {
  await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
  if (words.language) {
    await openUserMenu(page);
    await page.getByRole('menuitemradio', { name: words.language }).click();
  }
  await page.goto(`${AREA_PATHS.company}/access_journal`);
  await expect(page.getByRole('heading', { name: words.title })).toBeVisible();
};

/** An Action called as a signed-in console would. */
const callAction = async (
  request: APIRequestContext,
  authorization: string | undefined,
  action: string,
  params: Record<string, string> = {},
  method: 'GET' | 'POST' = 'POST',
) => {
  const headers = { [TIMESTAMP_HEADER]: new Date().toISOString(), ...(authorization && { authorization }) };
  const response =
    method === 'GET'
      ? await request.get(API_PATH, { headers, params: { Action: action, ...params } })
      : await request.post(API_PATH, { headers, data: { Action: action, ...params } });
  expect(response.ok(), `${action}: ${response.status()}`).toBe(true);
  return response.json();
};

/**
 * The demo company's local server, as its device: the platform admin gives it a new token (the company
 * form's local servers tab does the same), and one of the company's access points to report events at.
 */
const demoLocalServer = async (request: APIRequestContext, baseURL: string) => {
  const admin = await signIn(request, DEMO_PHONES.platformAdmin, 'platform');
  const company = (await callAction(request, admin, 'GetCompanies', { Search: DEMO_COMPANIES.severny }, 'GET'))
    .items[0];
  const server = (await callAction(request, admin, 'GetLocalServers', { CompanyId: company.id }, 'GET')).items[0];
  const { token } = await callAction(request, admin, 'RegenerateLocalServerToken', {
    CompanyId: company.id,
    LocalServerId: server.id,
  });
  await callAction(request, admin, 'Logout');
  const { points } = await loadCompany(baseURL, DEMO_PHONES.companyAdmin, DEMO_PASSWORD);
  return { baseURL, device: { localServerId: server.id as string, token: token as string }, pointId: points[0].id };
};

/** A card refused at the point now, reported by the local server; its card ID is new, to find its row by. */
const reportRefusedCard = async (local: Awaited<ReturnType<typeof demoLocalServer>>) => {
  const cardId = String(Date.now());
  const sent = await sendEvents(local.baseURL, local.device, [
    {
      eventId: `e2e-live-${cardId}`,
      accessPointId: local.pointId,
      occurredAt: new Date().toISOString(),
      keyType: 'card',
      cardId,
      phone: null,
      keyId: null,
      carPlate: null,
      result: 'denied',
      denialReason: 'unknownKey',
    },
  ]);
  expect(sent.accepted).toBe(1);
  return cardId;
};

for (const [language, words] of Object.entries(TEXTS)) {
  test(`in ${language}: what a local server reports appears by itself; a filtered list waits behind 'new events'`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const local = await demoLocalServer(request, baseURL!);
    await openJournal(page, words);
    await expect(page.getByTestId('journal-live')).toHaveText(words.live);
    await expect(page.getByTestId('journal-row').first()).toBeVisible();
    const rowOf = (cardId: string) => page.getByTestId('journal-row').filter({ hasText: cardId });

    // At the top of an unfiltered list, a new event takes its place at the top within a poll or two.
    const first = await reportRefusedCard(local);
    await expect(rowOf(first)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('journal-row').first()).toContainText(first);

    // Filtered, the list stays still and says how many new events match; they come when asked for.
    await page.getByRole('combobox', { name: words.result }).click();
    await page.getByRole('option', { name: words.denied }).click();
    await expect(page.getByTestId('journal-live')).toHaveText(words.paused);
    await expect(rowOf(first)).toBeVisible();
    const second = await reportRefusedCard(local);
    await expect(page.getByTestId('journal-new-events')).toHaveText(words.oneNewEvent, { timeout: 20_000 });
    await expect(rowOf(second)).toHaveCount(0);
    await page.getByTestId('journal-new-events').click();
    await expect(rowOf(second)).toBeVisible();
    await expect(page.getByTestId('journal-new-events')).toHaveCount(0);
  });

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
    const total = Number(
      (await page.getByTestId('journal-report-totals').locator('p').first().innerText()).replace(/\D/g, ''),
    );
    expect(total).toBeGreaterThan(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      report.getByRole('button', { name: 'CSV', exact: true }).click(),
    ]);
    const lines = (await readFile((await download.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(words.header);
    expect(lines.length - 1).toBe(total);
    expect(lines.slice(1).every((line) => line.includes(words.denied))).toBe(true);

    // The report by day downloads as the screen shows it: a line a day, then the total (all denials here).
    const [byDay] = await Promise.all([
      page.waitForEvent('download'),
      report.getByRole('button', { name: words.byDayCsv }).click(),
    ]);
    const dayLines = (await readFile((await byDay.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(dayLines[0]).toBe(words.byDayHeader);
    expect(dayLines.at(-1)).toMatch(new RegExp(`^${words.total},0,${total},\\d+$`));

    await rows.first().click();
    await expect(page.getByTestId('pass-event-decision')).toContainText(words.decision);
  });

  test(`in ${language}: a person's working time, reached from the journal, missing punches shown as such`, async ({
    page,
  }) => {
    await openJournal(page, words);
    // Working time has no menu entry: the journal leads to it.
    await page.getByRole('link', { name: words.workingTime }).click();
    await expect(page).toHaveURL(`${AREA_PATHS.company}/working_time`);
    await expect(page.getByRole('heading', { name: words.workingTime })).toBeVisible();
    await expect(page.getByTestId('working-time-person')).toHaveCount(3);
    await expect(page.getByText(words.noExit).first()).toBeVisible();
  });
}

test('on a phone the journal shows each event as a card that opens its decision, with no sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openJournal(page, TEXTS.English);
  const cards = page.getByRole('list', { name: TEXTS.English.title }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  // The access point, when and who, and the result in words.
  await expect(cards.first()).toContainText(/\d{1,2}[./]\d{1,2}[./]\d{2,4}/);
  await expect(cards.first()).toContainText(/Opened|Access denied/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const firstCard = cards.first().getByRole('link');
  await expect(firstCard).toHaveAttribute('href', new RegExp(`${AREA_PATHS.company}/access_journal/[^/]+/show$`));
  await firstCard.click();
  await expect(page.getByTestId('pass-event-decision')).toContainText(TEXTS.English.decision);
});

test('at a laptop’s 1440 px the journal keeps every column, the card, cars and zone included, without sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openJournal(page, TEXTS.English);
  const table = page.getByRole('table', { name: TEXTS.English.title });
  for (const column of ['Card ID', 'Cars', 'Access zone', 'Access result'])
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  const overflow = await table.evaluate((element) => element.scrollWidth - element.parentElement!.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
