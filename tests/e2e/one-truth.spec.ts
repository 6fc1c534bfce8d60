import { expect } from '@playwright/test';
import enAbonents from '../../src/i18n/en/abonents';
import enRights from '../../src/i18n/en/accessRights';
import enJournal from '../../src/i18n/en/journal';
import ruAbonents from '../../src/i18n/ru/abonents';
import ruRights from '../../src/i18n/ru/accessRights';
import ruJournal from '../../src/i18n/ru/journal';
import { DoorController } from '../../scripts/simulate/device';
import { httpDeviceCall } from '../../scripts/simulate/events';
import { AREA_PATHS, chooseLanguage, openSignedIn, test } from './fixtures';
import { callAction, demoGate, signIn } from './support/devices';
import { DEMO_PHONES } from './support/env';

/**
 * One truth about who may pass (issue 40, item 1), in both languages: a resident whose access zone is
 * taken away passes no door, and every place that answers says so alike: the abonent's page, Who can
 * pass, a gate that synced (it refuses the card), and the journal's explanation of that refusal.
 */
const TEXTS = {
  en: { language: undefined, abonents: enAbonents, rights: enRights, journal: enJournal },
  ru: { language: 'Русский', abonents: ruAbonents, rights: ruRights, journal: ruJournal },
} as const;

const GATE = 'Въездные ворота';
const GATE_PATH = 'ЖК «Северный квартал» › Закрытый двор › Въездные ворота';

for (const [lang, { language, abonents, rights, journal }] of Object.entries(TEXTS)) {
  test(`a resident without an access zone passes no door, wherever one asks (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const admin = await signIn(request, DEMO_PHONES.companyAdmin, 'company');
    const gate = await demoGate(request, admin);
    const door = new DoorController({
      call: httpDeviceCall(baseURL!, gate.authorization),
      idPrefix: `one-truth-${lang}-${Date.now()}`,
    });
    // A new resident where a demo resident lives, with a card of their own.
    const [neighbour] = (await callAction(request, admin, 'GetAbonentDetails', { Search: 'Андреев' }, 'GET')).items;
    const gatePoint = gate.points.find((point) => point.displayName === GATE)!;
    const stamp = Date.now() % 1_000_000;
    const name = `${lang === 'en' ? 'Zoneless' : 'Беззонный'} ${stamp}`;
    const { id: abonentId } = await callAction(request, admin, 'AddAbonent', {
      Name: name,
      PhoneNumber: `7916${String(stamp).padStart(7, '0')}`,
      AddressId: neighbour.addressId,
      AccessZoneId: neighbour.accessZoneId,
    });
    const code = 15_000_000 + stamp;
    const card = { kind: 'card' as const, value: String(code) };
    try {
      await callAction(request, admin, 'UpdateAbonentCodes', { AbonentId: abonentId, AccessCardAndBleTagId: [code] });
      expect(await door.sync()).toBe(true);
      // Their zone lets them through the gate...
      await expect.poll(async () => (await door.sync(2)) && door.pass(gatePoint.id, card).decision.opened).toBe(true);

      // ...until it is taken away: then the gate refuses the card and reports the refusal.
      await callAction(request, admin, 'EditAbonent', { AbonentId: abonentId, AccessZoneId: null });
      await expect.poll(async () => (await door.sync(2)) && door.pass(gatePoint.id, card).decision.opened).toBe(false);
      expect((await door.flush()).left).toBe(0);

      await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
      await chooseLanguage(page, language);

      // The abonent's page: no door opens for them.
      await page.goto(`${AREA_PATHS.company}/abonents/edit/${abonentId}`);
      const access = page.getByRole('region', { name: abonents.access.title });
      await expect(access).toContainText(abonents.access.noZone);
      await expect(access.getByRole('table', { name: abonents.access.doors })).toHaveCount(0);

      // Who can pass the gate leaves them out.
      await page.goto(`${AREA_PATHS.company}/access_rights/who-can-pass`);
      await page.getByRole('combobox', { name: rights.whoCanPass.point }).fill('Въездные');
      await page.getByRole('option', { name: GATE_PATH }).first().click();
      await expect(page.getByTestId('who-can-pass-summary')).toBeVisible();
      await expect(page.getByTestId('who-can-pass-row').filter({ hasText: name })).toHaveCount(0);

      // The journal explains the gate's refusal by the missing zone.
      await page.goto(`${AREA_PATHS.company}/access_journal`);
      await page.getByTestId('journal-row').filter({ hasText: name }).first().click();
      const decision = page.getByTestId('pass-event-decision');
      await expect(decision).toContainText(journal.decision.rules.noZone);
      await expect(decision).toContainText(journal.decision.noZone);
    } finally {
      await callAction(request, admin, 'DeleteAbonent', { AbonentId: abonentId });
      await callAction(request, admin, 'SetLocalServerDoors', {
        LocalServerId: gate.localServerId,
        AccessPointIds: [],
      });
      await callAction(request, admin, 'Logout');
    }
  });
}
