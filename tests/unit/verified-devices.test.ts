import { describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/tokens';
import type { DevicePrincipal } from '../../server/devices/tokens';
import { forgetDeviceEverywhere, VerifiedDevices } from '../../server/devices/verified';

// The device tokens an API server keeps once verified: only while it hears the database's notifications,
// never past a change of the token, never a lookup's result that raced with one.

const DEVICE = '11111111-1111-4111-8111-111111111111';
const principal: DevicePrincipal = { kind: 'controller', controllerId: DEVICE, companyId: 'company' };

function verified(listening = true) {
  const state = { listening };
  const devices = new VerifiedDevices(() => state.listening);
  const keep = (token: string) => devices.keep('controller', DEVICE, hashToken(token), principal, devices.current);
  return { devices, state, keep };
}

describe('verified device tokens', () => {
  it('knows a verified token, and only that token, for that kind of device', () => {
    const { devices, keep } = verified();
    keep('the-token');
    expect(devices.find('controller', DEVICE, 'the-token')?.principal).toEqual(principal);
    expect(devices.find('controller', DEVICE, 'another-token')).toBeUndefined();
    expect(devices.find('localServer', DEVICE, 'the-token')).toBeUndefined();
    devices.dispose();
  });

  it('forgets a device whose token changed, and everything when told so', () => {
    const { devices, keep } = verified();
    keep('the-token');
    devices.forget(DEVICE);
    expect(devices.find('controller', DEVICE, 'the-token')).toBeUndefined();
    keep('the-token');
    devices.forget(undefined);
    expect(devices.find('controller', DEVICE, 'the-token')).toBeUndefined();
    keep('the-token');
    forgetDeviceEverywhere(DEVICE);
    expect(devices.find('controller', DEVICE, 'the-token')).toBeUndefined();
    devices.dispose();
  });

  it('does not keep what a lookup read before a change landed', () => {
    const { devices } = verified();
    const before = devices.current;
    devices.forget(DEVICE);
    devices.keep('controller', DEVICE, hashToken('old-token'), principal, before);
    expect(devices.find('controller', DEVICE, 'old-token')).toBeUndefined();
    devices.dispose();
  });

  it('keeps and answers nothing while the server does not hear the notifications', () => {
    const { devices, state, keep } = verified(false);
    keep('the-token');
    state.listening = true;
    expect(devices.find('controller', DEVICE, 'the-token')).toBeUndefined();
    keep('the-token');
    state.listening = false;
    expect(devices.find('controller', DEVICE, 'the-token')).toBeUndefined();
    devices.dispose();
  });
});
