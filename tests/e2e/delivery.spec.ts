import { expect as baseExpect } from '@playwright/test';
import { DoorController } from '../../scripts/simulate/device';
import { httpDeviceCall } from '../../scripts/simulate/events';
import enAbonents from '../../src/i18n/en/abonents';
import ruAbonents from '../../src/i18n/ru/abonents';
import { AREA_PATHS, openSignedIn, test, toast } from './fixtures';
import { expectNoSeriousViolations } from './support/axe';
import { callAction, demoGate, signIn } from './support/devices';
import { DEMO_PHONES } from './support/env';

/**
 * "I blocked the card: does the gate know?", answered on the resident's page in both languages: a company
 * admin blocks a resident's card; the page says the gate has not learned it yet; the gate (a simulated
 * door controller syncing over HTTP with its local server's token) applies the change and acknowledges
 * it; the page, live, says when the gate learned it.
 */
// The gate's sync and the page's live refresh (every 5 s) on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const catalogues = { en: enAbonents, ru: ruAbonents } as const;
const fill = (phrase: string, args: Record<string, string | number>) =>
  Object.entries(args).reduce((text, [name, value]) => text.replace(`%{${name}}`, String(value)), phrase);
/** A polyglot phrase's first form (English singular; Russian for 1, 21, …). */
const singular = (phrase: string) => phrase.split(' |||| ')[0];

for (const lang of ['en', 'ru'] as const) {
  const abonents = catalogues[lang];
  const delivery = abonents.delivery;

  test(`a blocked card: the resident's page says when the gate learned it (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const admin = await signIn(request, DEMO_PHONES.companyAdmin, 'company');
    const gate = await demoGate(request, admin);
    const controller = new DoorController({ call: httpDeviceCall(baseURL!, gate.authorization) });
    try {
      expect(await controller.sync()).toBe(true);
      // A resident the gate lets in, given a new card of this run's own: the demo's cards stay for the
      // specs that need one the gate opens for.
      const held = controller.store.personCredentials().find(({ credential }) => credential.holder.type === 'abonent');
      expect(held, 'a resident the gate holds').toBeDefined();
      const abonentId = held!.credential.holder.id;
      const [abonent] = (await callAction(request, admin, 'GetAbonentDetails', { Id: abonentId }, 'GET')).items as {
        accessCardAndBleTagId: number[];
      }[];
      const code = String(lang === 'en' ? 15_900_001 : 15_900_002);
      await callAction(request, admin, 'UpdateAbonentCodes', {
        AbonentId: abonentId,
        AccessCardAndBleTagId: [...abonent.accessCardAndBleTagId, Number(code)],
      });
      expect(await controller.sync()).toBe(true);

      await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
      await page.evaluate((language) => {
        window.localStorage.setItem('lang', language);
        window.localStorage.setItem('theme', language === 'en' ? 'light' : 'dark');
      }, lang);
      await page.goto(`${AREA_PATHS.company}/abonents/edit/${abonentId}`);
      await page.reload();
      const section = page.getByRole('region', { name: delivery.title });
      await expect(section).toBeVisible();
      await expect(section.getByRole('status')).toHaveText(
        fill(singular(delivery.summary), { reached: 1, smart_count: 1 }),
      );

      // Blocked on the page: the gate has not learned it yet.
      await page.getByRole('button', { name: fill(abonents.actions.blockCard, { code }) }).click();
      await page.getByRole('button', { name: abonents.actions.block }).click();
      await expect(toast(page, fill(abonents.notifications.cardBlocked, { code }))).toBeVisible();
      const cardLine = section
        .getByRole('listitem')
        .filter({ hasText: fill(delivery.credential.card, { value: code }) });
      const blockedPrefix = singular(delivery.blockedRemoved).split('%{at}')[0];
      await expect(cardLine).toContainText(blockedPrefix);
      await expect(cardLine).toContainText(`0 ${lang === 'en' ? 'of' : 'из'} 1`);
      await expect(section.getByRole('status')).toHaveText(
        fill(singular(delivery.summary), { reached: 0, smart_count: 1 }),
      );
      await expect(section.getByRole('row').filter({ hasText: delivery.waiting })).toBeVisible();

      // The gate applies the change and acknowledges it: the page learns it by itself.
      expect(await controller.sync()).toBe(true);
      await expect(cardLine).toContainText(`1 ${lang === 'en' ? 'of' : 'из'} 1`);
      await expect(section.getByRole('status')).toHaveText(
        fill(singular(delivery.summary), { reached: 1, smart_count: 1 }),
      );
      await expect(section.getByRole('row').filter({ hasText: delivery.reachedAt.split('%{at}')[0] })).toBeVisible();
      await expectNoSeriousViolations(page, `the resident's page with its delivery (${lang})`);
    } finally {
      await callAction(request, admin, 'SetLocalServerDoors', {
        LocalServerId: gate.localServerId,
        AccessPointIds: [],
      });
      await callAction(request, admin, 'Logout');
    }
  });
}
