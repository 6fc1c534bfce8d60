import { z } from 'zod';
import { deviceState } from './device';
import { id } from './fields';
import { defineAction, listInput, listOutput } from './protocol';
import { defineEntity } from './resource';

/**
 * Which device serves which doors (docs/device-protocol.md): each of a company's local servers and door
 * controllers receives the credentials of the access points assigned to it here. A change of a device's
 * doors makes it take a fresh snapshot (its next GetCredentialChanges answers 409).
 */

export const deviceKinds = ['controller', 'localServer'] as const;
export type DeviceKind = (typeof deviceKinds)[number];

/** How many doors one device may serve: one request names them all. */
export const MAX_DEVICE_DOORS = 1000;

/** A device that serves a point, named: a controller by its installation location, a local server by its name. */
export const servingDevice = z.object({ kind: z.enum(deviceKinds), id: z.string(), name: z.string() });
export type ServingDevice = z.infer<typeof servingDevice>;

/** A door a device serves, named by its path: object / perimeter / point. */
export const deviceDoor = z.object({ id: z.string(), name: z.string() });
export type DeviceDoor = z.infer<typeof deviceDoor>;

/** The doors of one device, by path: what its assignment form starts from. */
const deviceDoorsOutput = z.object({ items: z.array(deviceDoor) });

/** The access points a device is to serve, replacing those it served: each one of the company's. */
const accessPointIds = z.array(id()).max(MAX_DEVICE_DOORS);

/** A company's local server as its own administrators see it: its state and how many doors it serves. */
export const ownLocalServerRecord = z.object({
  id: z.string(),
  name: z.string(),
  ...deviceState,
  tokenIssued: z.string().nullable(),
  doors: z.array(deviceDoor),
});
export type OwnLocalServerRecord = z.infer<typeof ownLocalServerRecord>;

export const deviceDoorActions = {
  GetControllerDoors: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'devices.view',
    summary:
      "The access points one of the company's controllers serves, by path (object / perimeter / point); 404 when it is not the company's.",
    input: z.object({ ControllerId: id() }),
    output: deviceDoorsOutput,
  }),
  SetControllerDoors: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'devices.manage',
    summary: `Replaces the access points one of the company's controllers serves (at most ${MAX_DEVICE_DOORS}) and returns them by path. 404 when the controller is not the company's; a point that is not the company's is refused (400 on AccessPointIds). A change makes the controller take a fresh snapshot: its GetCredentialChanges from an older version answers 409.`,
    input: z.object({ ControllerId: id(), AccessPointIds: accessPointIds }),
    output: deviceDoorsOutput,
  }),
  GetLocalServerDoors: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'devices.view',
    summary: "The access points one of the company's local servers serves, by path; 404 when it is not the company's.",
    input: z.object({ LocalServerId: id() }),
    output: deviceDoorsOutput,
  }),
  SetLocalServerDoors: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'devices.manage',
    summary: `Replaces the access points one of the company's local servers serves (at most ${MAX_DEVICE_DOORS}) and returns them by path. 404 when the server is not the company's; a point that is not the company's is refused (400 on AccessPointIds). A change makes the server take a fresh snapshot.`,
    input: z.object({ LocalServerId: id(), AccessPointIds: accessPointIds }),
    output: deviceDoorsOutput,
  }),
  GetOwnLocalServers: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'devices.view',
    summary:
      "Lists the company's local servers by name with their online state, when their token was issued (never the token) and the doors each serves: search in the name, paged; `LocalServerId` fetches one. The platform adds them and issues their tokens.",
    input: listInput.extend({ LocalServerId: id().optional() }),
    output: listOutput(ownLocalServerRecord),
  }),
};

/** The company area's local servers (read-only but for their doors). */
export const deviceDoorEntity = defineEntity(deviceDoorActions, {
  company: {
    local_servers: {
      list: 'GetOwnLocalServers',
      one: { action: 'GetOwnLocalServers', idParam: 'LocalServerId' },
    },
  },
});
