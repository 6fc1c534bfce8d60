import { expect as baseExpect } from '@playwright/test';
import enCommon from '../../src/i18n/en/common';
import enDevices from '../../src/i18n/en/devices';
import ruCommon from '../../src/i18n/ru/common';
import ruDevices from '../../src/i18n/ru/devices';
import { DoorController } from '../../scripts/simulate/device';
import { httpDeviceCall } from '../../scripts/simulate/events';
import { expectNoSeriousViolations } from './support/axe';
import { settle, switchTheme, THEMES } from './support/themes';
import { AREA_PATHS, openSignedIn, test, toast } from './fixtures';
import { callAction, demoGate, signIn } from './support/devices';
import { DEMO_PHONES } from './support/env';

/**
 * The devices list (issue 42), in both languages: a gate (the demo company's local server, played by the
 * simulator over HTTP) shows in sync once it acknowledged its doors' credentials, behind after a change to
 * one of its doors, and in sync again once it applied it, each without a reload (the list reads itself
 * again every few seconds); a resync, after a question that names the gate, makes it take a fresh
 * snapshot, which the list shows until the gate took it. No serious accessibility violation, light or dark.
 */
// The list reads itself again every five seconds; a change shows within that and the gate's next call.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const catalogues = { en: { devices: enDevices, common: enCommon }, ru: { devices: ruDevices, common: ruCommon } };

/** A phrase of the catalogue with its %{arguments} filled in (no plurals). */
const fill = (phrase: string, args: Record<string, string | number>) =>
  Object.entries(args).reduce((text, [name, value]) => text.replaceAll(`%{${name}}`, String(value)), phrase);

for (const lang of ['en', 'ru'] as const) {
  const { devices, common } = catalogues[lang];

  test(`a gate behind after a change is in sync once it applied it, and a resync makes it take a snapshot (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const admin = await signIn(request, DEMO_PHONES.companyAdmin, 'company');
    const gate = await demoGate(request, admin);
    const controller = new DoorController({ call: httpDeviceCall(baseURL!, gate.authorization) });
    const [door] = gate.points;
    const { openTime } = await callAction(request, admin, 'GetAccessPoint', { AccessPointId: door.id }, 'GET');
    try {
      expect(await controller.sync()).toBe(true);
      const { items } = await callAction(request, admin, 'GetDevices', { Kind: 'localServer' }, 'GET');
      const name = (items as { id: string; name: string }[]).find((item) => item.id === gate.localServerId)!.name;

      await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
      await page.evaluate((language) => window.localStorage.setItem('lang', language), lang);
      await page.goto(`${AREA_PATHS.company}/devices`);
      await expect(page.getByRole('heading', { name: devices.menu })).toBeVisible();
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
      await expect(row).toContainText(devices.sync.inSync);
      await expect(row).toContainText(common.device.online);
      await expect(row).toContainText(
        fill(devices.version.ofCurrent, { acked: controller.store.version, current: controller.store.version }),
      );

      // A change to one of its doors: the row says it is behind, without a reload.
      await callAction(request, admin, 'EditAccessPoint', { Id: door.id, OpenTime: openTime + 500 });
      await expect(row).toContainText(devices.sync.behind);
      await expect(row).not.toContainText(devices.pending.none);
      // The gate applies it: in sync again.
      expect(await controller.sync()).toBe(true);
      await expect(row).toContainText(devices.sync.inSync);

      for (const theme of THEMES) {
        await switchTheme(page, theme);
        await settle(page);
        await expectNoSeriousViolations(page, `devices (${lang}, ${theme})`);
      }

      // A resync, after a question that names the gate.
      await row.getByRole('button', { name: fill(devices.resync.label, { name }) }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(fill(devices.resync.title, { name }));
      await dialog.getByRole('button', { name: devices.resync.action }).click();
      await expect(toast(page, fill(devices.resync.done, { name }))).toBeVisible();
      await expect(row).toContainText(devices.sync.snapshotRequired);
      // Its next call takes the whole set afresh; then it is in sync.
      const before = controller.store.version;
      expect(await controller.sync()).toBe(true);
      expect(controller.store.version).toBeGreaterThan(before);
      await expect(row).toContainText(devices.sync.inSync);
    } finally {
      // What other specs on this server expect: the door as it was, the local server serving no door.
      await callAction(request, admin, 'EditAccessPoint', { Id: door.id, OpenTime: openTime });
      await callAction(request, admin, 'SetLocalServerDoors', {
        LocalServerId: gate.localServerId,
        AccessPointIds: [],
      });
      await callAction(request, admin, 'Logout');
    }
  });
}
