import type { ActionCall } from './actionCall';

/** A door-serving device of the company, by kind: the Actions that read and set its doors. */
export type DeviceKind = 'controller' | 'localServer';

/**
 * Which doors each of the company's devices serves (its controllers and local servers), the
 * controllers' device tokens (issued once, shown once, revoked), and a device's resync from its list (the
 * platform's Action for any company's).
 */
export const deviceMethods = (call: ActionCall) => ({
  getDeviceDoors: async (kind: DeviceKind, id: string) => ({
    data: (
      await (kind === 'controller'
        ? call('GetControllerDoors', { ControllerId: id })
        : call('GetLocalServerDoors', { LocalServerId: id }))
    ).items,
  }),
  setDeviceDoors: async (kind: DeviceKind, id: string, accessPointIds: string[]) => ({
    data: (
      await (kind === 'controller'
        ? call('SetControllerDoors', { ControllerId: id, AccessPointIds: accessPointIds })
        : call('SetLocalServerDoors', { LocalServerId: id, AccessPointIds: accessPointIds }))
    ).items,
  }),
  issueControllerToken: async (id: string) => ({ data: await call('IssueControllerToken', { ControllerId: id }) }),
  revokeControllerToken: async (id: string) => ({ data: await call('RevokeControllerToken', { ControllerId: id }) }),
  resyncDevice: async (area: 'company' | 'platform', kind: DeviceKind, id: string) => ({
    data: await call(area === 'platform' ? 'ResyncPlatformDevice' : 'ResyncDevice', { Kind: kind, DeviceId: id }),
  }),
});
