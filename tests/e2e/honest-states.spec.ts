import { type Browser, expect as baseExpect, type Page } from '@playwright/test';
import enAbonents from '../../src/i18n/en/abonents';
import enCommon from '../../src/i18n/en/common';
import enJournal from '../../src/i18n/en/journal';
import ruAbonents from '../../src/i18n/ru/abonents';
import ruCommon from '../../src/i18n/ru/common';
import ruJournal from '../../src/i18n/ru/journal';
import { DoorController } from '../../scripts/simulate/device';
import { runDoors } from '../../scripts/simulate/doors';
import { httpDeviceCall } from '../../scripts/simulate/events';
import { AREA_PATHS, openSignedIn, test, toast } from './fixtures';
import { callAction, demoGate, signIn } from './support/devices';
import { DEMO_PHONES } from './support/env';

/**
 * Honest states (issue 40), in both languages: the public lock page says a door is opening only once a
 * door device took the command, says plainly when none did (and that try costs no opening), and offers
 * another opening only while some remain; a lost card is blocked on the abonent's page, kept and marked
 * lost, refused by a gate that synced, and a door that did not sync and let it in shows up in the
 * journal's anomalies.
 */
// A try nobody confirms takes the server's whole wait (about ten seconds) by design.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const catalogues = {
  en: {
    lock: enCommon.publicLock,
    abonents: enAbonents,
    journal: enJournal,
    left: ['0 openings left', '1 opening left', '2 openings left'],
  },
  ru: {
    lock: ruCommon.publicLock,
    abonents: ruAbonents,
    journal: ruJournal,
    left: ['Осталось 0 открытий', 'Осталось 1 открытие', 'Осталось 2 открытия'],
  },
} as const;

/** A phrase of the catalogue with its %{arguments} filled in (no plurals). */
const fill = (phrase: string, args: Record<string, string | number>) =>
  Object.entries(args).reduce((text, [name, value]) => text.replace(`%{${name}}`, String(value)), phrase);

/** A browser context of its own, with no session: the guest's phone. */
const guestPage = async (browser: Browser, baseURL: string, lang: 'en' | 'ru') => {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript((language) => window.localStorage.setItem('lang', language), lang);
  return { page: await context.newPage(), close: () => context.close() };
};

const signInAs = async (page: Page, lang: 'en' | 'ru') => {
  await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
  await page.evaluate((language) => window.localStorage.setItem('lang', language), lang);
};

for (const lang of ['en', 'ru'] as const) {
  const { lock, abonents, journal, left } = catalogues[lang];

  test(`the lock page says a door is opening only once a device took the command (${lang})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const admin = await signIn(request, DEMO_PHONES.companyAdmin, 'company');
    const gate = await demoGate(request, admin);
    const [door] = gate.points;
    const { token } = await callAction(request, admin, 'IssueGuestPass', {
      Name: lang === 'en' ? 'Guest Anna' : 'Гость Анна',
      AccessPointIds: [door.id],
      ValidFrom: new Date(Date.now() - 3_600_000).toISOString(),
      ValidTo: new Date(Date.now() + 86_400_000).toISOString(),
      MaxUses: 2,
    });
    const phone = await guestPage(browser, baseURL!, lang);
    const doors = new AbortController();
    let running: Promise<unknown> | undefined;
    try {
      await phone.page.goto(`/lock?pass=${token}`);
      await phone.page.getByRole('button', { name: fill(lock.openNamed, { door: door.displayName }) }).click();
      // No door device is collecting: after its wait the page says so, and the try cost no opening.
      await expect(phone.page.getByText(lock.waiting)).toBeVisible();
      await expect(phone.page.getByRole('heading', { name: lock.notConfirmed })).toBeVisible();
      await expect(phone.page.getByRole('alert')).toHaveText(`${lock.notConfirmedCounted} ${left[2]}`);
      await expect(
        phone.page.getByRole('heading', { name: fill(lock.opened, { door: door.displayName }) }),
      ).toHaveCount(0);

      // The local server's door side now collects and acknowledges: the door is opening.
      running = runDoors({
        url: baseURL!,
        localServerId: gate.localServerId,
        token: gate.token,
        intervalMs: 250,
        signal: doors.signal,
      });
      await phone.page.getByRole('button', { name: lock.tryAgain }).click();
      await expect(
        phone.page.getByRole('heading', { name: fill(lock.opened, { door: door.displayName }) }),
      ).toBeVisible();
      await expect(phone.page.getByRole('status')).toHaveText(left[1]);
      await phone.page.getByRole('button', { name: lock.openAgain }).click();
      await expect(phone.page.getByRole('status')).toHaveText(left[0]);
      // The last opening is used: nothing more is offered.
      await expect(phone.page.getByRole('button', { name: lock.openAgain })).toHaveCount(0);
      await expect(phone.page.getByRole('button', { name: lock.tryAgain })).toHaveCount(0);
    } finally {
      doors.abort();
      await running;
      await phone.close();
      await callAction(request, admin, 'SetLocalServerDoors', {
        LocalServerId: gate.localServerId,
        AccessPointIds: [],
      });
      await callAction(request, admin, 'Logout');
    }
  });

  test(`a lost card is blocked, refused by a synced gate, and its pass at a stale door is an anomaly (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const admin = await signIn(request, DEMO_PHONES.companyAdmin, 'company');
    const gate = await demoGate(request, admin);
    const device = (idPrefix: string) =>
      new DoorController({ call: httpDeviceCall(baseURL!, gate.authorization), idPrefix });
    const synced = device(`synced-${lang}-${Date.now()}`);
    const stale = device(`stale-${lang}-${Date.now()}`);
    try {
      // A new card for a resident whose cards open the gate's doors.
      expect(await synced.sync()).toBe(true);
      const held = synced.store
        .personCredentials()
        .find(({ credential }) => credential.kind === 'card' && credential.holder.type === 'abonent');
      expect(held, 'a resident with a card at the gate').toBeDefined();
      const { accessPointId, credential } = held!;
      const abonentId = credential.holder.id;
      const code = 16_600_000 + (Date.now() % 100_000);
      const [record] = (await callAction(request, admin, 'GetAbonentDetails', { Id: abonentId }, 'GET')).items;
      await callAction(request, admin, 'UpdateAbonentCodes', {
        AbonentId: abonentId,
        AccessCardAndBleTagId: [...record.accessCardAndBleTagId, code],
      });
      const card = { kind: 'card' as const, value: String(code) };
      await expect
        .poll(async () => (await synced.sync(2)) && synced.pass(accessPointId, card).decision.opened)
        .toBe(true);
      // A door that learns nothing more from now on.
      expect(await stale.sync()).toBe(true);

      // The admin blocks it as lost on the abonent's page.
      await signInAs(page, lang);
      await page.goto(`${AREA_PATHS.company}/abonents/edit/${abonentId}`);
      await page.getByRole('button', { name: fill(abonents.actions.blockCard, { code }) }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(fill(abonents.confirm.blockCard, { code }));
      await dialog.getByRole('button', { name: abonents.actions.block }).click();
      await expect(toast(page, fill(abonents.notifications.cardBlocked, { code }))).toBeVisible();
      const blocked = page.getByTestId('abonent-blocked-cards');
      await expect(blocked).toContainText(fill(abonents.labels.lostCard, { code }));
      // When and by whom.
      const [byBefore, byBetween] = abonents.labels.blockedBy.split(/%\{\w+\}/);
      await expect(blocked).toContainText(byBefore);
      await expect(blocked).toContainText(byBetween.trim());

      // The synced gate refuses it; the stale door still lets it in and reports the pass.
      await expect
        .poll(async () => (await synced.sync(2)) && synced.pass(accessPointId, card).decision.opened)
        .toBe(false);
      expect(stale.pass(accessPointId, card).decision.opened).toBe(true);
      expect((await stale.flush()).left).toBe(0);
      await synced.flush();

      // The journal's anomalies name it.
      await page.goto(`${AREA_PATHS.company}/access_journal`);
      await page.getByRole('button', { name: journal.anomalies.open }).click();
      const retired = page.getByTestId('anomalies-retired-cards');
      await expect(retired.getByRole('heading')).toHaveText(journal.anomalies.retiredCards.title);
      await expect(retired).toContainText(String(code));
      await expect(retired).toContainText(fill(journal.anomalies.retiredCards.blocked, { date: '' }).trim());
    } finally {
      await callAction(request, admin, 'SetLocalServerDoors', {
        LocalServerId: gate.localServerId,
        AccessPointIds: [],
      });
      await callAction(request, admin, 'Logout');
    }
  });
}
