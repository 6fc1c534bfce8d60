import { expect } from '@playwright/test';
import { DoorController, doorTime } from '../../scripts/simulate/device';
import { httpDeviceCall } from '../../scripts/simulate/events';
import { AREA_PATHS, openSignedIn, test, toast } from './fixtures';
import { callAction, demoGate, signIn } from './support/devices';
import { DEMO_PHONES } from './support/env';

/**
 * Credentials reaching the doors (issue 39), end to end: a gate keeps its own copy of its doors'
 * credentials through the device protocol (docs/device-protocol.md), over HTTP with its local server's
 * token; a company admin takes a card away from a resident in the console; the gate learns it, refuses the
 * card at its next pass and reports the refusal, which the console's journal shows with its reason.
 */

test('a card removed in the console is refused at the gate, and the journal says why', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const admin = await signIn(request, DEMO_PHONES.companyAdmin, 'company');
  const gate = await demoGate(request, admin);
  const controller = new DoorController({ call: httpDeviceCall(baseURL!, gate.authorization) });
  let restore: { AbonentId: string; AccessCardAndBleTagId: number[] } | undefined;
  try {
    expect(await controller.sync()).toBe(true);
    // A resident's card that opens at its door now, from the gate's own copy (hours and periods aside).
    const now = new Date();
    const card = controller.store
      .personCredentials()
      .find(
        ({ accessPointId, credential }) =>
          credential.kind === 'card' &&
          credential.holder.type === 'abonent' &&
          controller.store.decide(accessPointId, credential, now, doorTime(now).clock).opened,
      );
    expect(card, 'a card the gate opens for').toBeDefined();
    const { accessPointId, credential } = card!;
    const before = controller.store.version;

    // The company admin takes the card away on the abonent's page (its card list).
    await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
    await page.goto(`${AREA_PATHS.company}/abonents/edit/${credential.holder.id}`);
    await expect(page.getByRole('heading', { name: 'Access cards and BLE tags' })).toBeVisible();
    const codes = page.getByRole('textbox', { name: /^ID no\. \d+$/ });
    await expect(codes.first()).toBeVisible();
    const values = await Promise.all((await codes.all()).map((code) => code.inputValue()));
    const index = values.indexOf(credential.value);
    expect(index, `card ${credential.value} on the page`).toBeGreaterThanOrEqual(0);
    restore = { AbonentId: credential.holder.id, AccessCardAndBleTagId: values.map(Number) };
    await page.getByRole('button', { name: `Remove ID no. ${index + 1}` }).click();
    await page.getByRole('button', { name: 'Update IDs' }).click();
    await expect(toast(page, 'Card and BLE tag IDs updated')).toBeVisible();

    // The gate learns it (the change comes to its long poll), refuses the card and reports it.
    await expect
      .poll(async () => (await controller.sync(2)) && controller.store.version, { timeout: 20_000 })
      .toBeGreaterThan(before);
    const refused = controller.pass(accessPointId, credential);
    expect(refused.decision).toMatchObject({ opened: false, denialReason: 'unknownKey' });
    expect(await controller.flush()).toEqual({ sent: 1, left: 0 });

    // The journal shows the refusal, newest first, and why.
    await page.goto(`${AREA_PATHS.company}/access_journal`);
    await expect(page.getByRole('heading', { name: 'Access journal' })).toBeVisible();
    const row = page.getByTestId('journal-row').filter({ hasText: credential.value }).first();
    await expect(row).toContainText('Access denied');
    await row.click();
    await expect(page.getByText('Unknown key or card', { exact: true })).toBeVisible();
    const decision = page.getByTestId('pass-event-decision');
    await expect(decision).toContainText('Nobody was known by this card or phone');
    // The version the gate decided with, which already knew the card was gone.
    await expect(decision).toContainText(`Decided on credentials version ${refused.decision.version}`);
  } finally {
    // What other specs on this server expect: the card back, the local server serving no door.
    if (restore) await callAction(request, admin, 'UpdateAbonentCodes', restore);
    await callAction(request, admin, 'SetLocalServerDoors', { LocalServerId: gate.localServerId, AccessPointIds: [] });
    await callAction(request, admin, 'Logout');
  }
});
