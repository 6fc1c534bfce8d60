import { type LockType, lockSettingsDefaults, type LockSettings } from '../../../contract/platform-lock';

/** What passage a demo lock closes, from its name. */
const typeOf = (name: string): LockType =>
  /шлагбаум|barrier|car park/i.test(name)
    ? 'barrier'
    : /лифт|lift/i.test(name)
      ? 'lift'
      : /ворота|калитка|gate/i.test(name)
        ? 'gate'
        : 'door';

/**
 * A demo lock's columns from its pid, name and how it connects ('BLE + GSM'): plausible settings for
 * those methods. None was ever seen: a lock counts as reached when a device serving one of its doors
 * calls the platform (server/devices/tokens.ts), and no demo device has yet.
 */
export function demoLock(pid: string, name: string, connects: string, index: number) {
  const has = (method: string) => connects.toUpperCase().includes(method);
  const serial = Number(pid.replace(/\D/g, '')) || index + 1;
  const gsmPhone = `7926${String(5_000_000 + serial).padStart(7, '0')}`;
  const settings: LockSettings = {
    ...lockSettingsDefaults,
    ssid: has('INTERNET') ? `LOCK-${pid}` : null,
    version: '2.4.1',
    requirePincode: index % 4 === 3,
    activeTime: typeOf(name) === 'barrier' ? 10_000 : 5_000,
    gestures: { method1: has('BLE'), method2: has('BLE') && index % 2 === 0 },
    onMoving: {
      activeDistance: typeOf(name) === 'barrier' ? 30 : 8,
      autoOpen: has('BLE'),
      autoClose: typeOf(name) === 'barrier',
      keepOpenedWhileNear: false,
      openWhileTooClose: has('BLE'),
      tooCloseDistance: 1,
    },
    ble: has('BLE'),
    nfc: has('NFC'),
    qrCode: index % 3 === 0,
    gsm: { integratedSim: has('GSM'), phoneNumber: has('GSM') ? gsmPhone : null },
    internet: has('INTERNET')
      ? {
          url: `https://locks.example.net/${pid.toLowerCase()}`,
          geoRestriction: true,
          radius: 150,
          latitude: 55.7963,
          longitude: 37.5933,
        }
      : lockSettingsDefaults.internet,
    wifiDirect: false,
    bluetooth: has('BLE'),
    metadata: {
      version: '1.3',
      type: has('GSM') ? 'controller' : 'lock',
      hardwareType: has('GSM') ? 'IC-GSM' : 'IC-BLE',
      hardwareVersion: 'rev. C',
      hardwareExtension: has('NFC') ? 'NFC-13.56' : null,
    },
  };
  return {
    pid,
    name,
    type: typeOf(name),
    controllerPhone: has('GSM') ? gsmPhone : null,
    settings,
  };
}
