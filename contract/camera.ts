import { z } from 'zod';
import { id, requiredText, TEXT_MAX_LENGTH, text } from './fields';
import { validation, withArgs } from './messages';
import { createdOutput, defineAction, emptyOutput, listInput, listOutput } from './protocol';
import { defineEntity } from './resource';

/** The protocols a camera's link may use; the status check speaks each of them. */
export const CAMERA_LINK_SCHEMES = ['rtsp', 'http', 'https'] as const;
export const CAMERA_LINK_MAX_LENGTH = 500;

/** The cameras' own messages (translation keys), beside the shared ones of messages.ts. */
export const cameraMessages = {
  passwordForNewAddress: 'cameras.validation.passwordForNewAddress',
  addressNotAllowed: 'cameras.errors.addressNotAllowed',
  tooManyChecks: 'cameras.errors.tooManyChecks',
} as const;

export const cameraStatuses = ['online', 'offline'] as const;
export type CameraStatus = (typeof cameraStatuses)[number];

/**
 * Why the last check found a camera offline: the connection was refused, nothing answered before the
 * deadline, the host name did not resolve, the network or host could not be reached, the connection was
 * closed or reset without an answer, something answered that is not an RTSP or HTTP server, the server
 * may not connect to the address (CAMERA_CHECK_DENY_NETWORKS), or anything else (a TLS failure, say).
 */
export const cameraOfflineReasons = [
  'refused',
  'timeout',
  'notResolved',
  'unreachable',
  'closed',
  'notCamera',
  'addressNotAllowed',
  'failed',
] as const;
export type CameraOfflineReason = (typeof cameraOfflineReasons)[number];

/** A dotted quad, to tell a mistyped IP address (`192.168.1.300`) from a host name. */
const DOTTED_QUAD = /^\d+\.\d+\.\d+\.\d+$/;
const isIPv4 = (host: string) =>
  host.split('.').every((part) => /^(0|[1-9]\d{0,2})$/.test(part) && Number(part) <= 255);
/** What comes before the path: scheme, then the authority (userinfo, host, port). */
const LINK_START = /^([a-z][a-z\d+.-]*):\/\/([^/?#]*)/i;

/** Where a link is wrong, as a validation message; undefined when it is a camera link we can check. */
export function cameraLinkProblem(link: string): string | undefined {
  // A space or a control character could end the request line of the status check early.
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  if (/[\s\x00-\x1f\x7f]/.test(link)) return validation.cameraLink;
  const start = LINK_START.exec(link);
  if (!start || !(CAMERA_LINK_SCHEMES as readonly string[]).includes(start[1].toLowerCase()))
    return validation.cameraLink;
  const authority = start[2];
  // Credentials in the link would be shown to everyone who sees the list: they have their own fields.
  if (authority.includes('@')) return validation.cameraLinkCredentials;
  const host = authority.replace(/:\d*$/, '');
  if (DOTTED_QUAD.test(host) && !isIPv4(host)) return validation.ip;
  try {
    const url = new URL(link);
    return url.hostname ? undefined : validation.cameraLink;
  } catch {
    return validation.cameraLink;
  }
}

/** What a link's scheme connects to when it names no port. */
const DEFAULT_PORTS: Record<string, string> = { 'rtsp:': '554', 'http:': '80', 'https:': '443' };

/** The host and port a link connects to, or undefined when it is not a link. */
function addressOf(link: string): string | undefined {
  try {
    const url = new URL(link.trim());
    return `${url.hostname.toLowerCase()}:${url.port || DEFAULT_PORTS[url.protocol.toLowerCase()]}`;
  } catch {
    return undefined;
  }
}

/**
 * Whether two links reach the same host and port (`RTSP://Cam/a` and `rtsp://cam:554/b` do). A stored
 * password belongs to its address: a link to another one needs the password entered again.
 */
export function sameCameraAddress(link: string, other: string): boolean {
  const address = addressOf(link);
  return address !== undefined && address === addressOf(other);
}

/** The camera's stream link (spec: link, sent as CameraIp): rtsp://, http:// or https:// with a host. */
export const cameraLink = () =>
  text({ trim: true, error: validation.required })
    .min(1, { error: validation.required })
    .max(CAMERA_LINK_MAX_LENGTH, { error: withArgs(validation.maxLength, { max: CAMERA_LINK_MAX_LENGTH }) })
    .superRefine((link, ctx) => {
      const problem = cameraLinkProblem(link);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** The camera's login: optional; empty or null clears it. */
const cameraLogin = () => text({ trim: true }).max(TEXT_MAX_LENGTH, { error: validation.maxLength200 }).nullish();

/** A password as typed (not trimmed: spaces may be part of it); empty or null means none or unchanged. */
const cameraPassword = () => text().max(TEXT_MAX_LENGTH, { error: validation.maxLength200 }).nullish();

/** The camera form: name, login, password, link. */
export const cameraFields = {
  name: requiredText(),
  login: cameraLogin(),
  password: cameraPassword(),
  link: cameraLink(),
};
export const cameraForm = z.object(cameraFields);
export type CameraForm = z.infer<typeof cameraForm>;

/**
 * Form fields whose Action parameter is not the PascalCase of the field: the spec sends the link as
 * CameraIp.
 */
export const cameraParamNames = { link: 'CameraIp' } as const;

/** Form fields sent to the server but never kept in the console's copy of the record. */
export const cameraWriteOnlyFields = ['password'] as const;

/**
 * A camera as the console sees it: never its password, only whether one is stored. `status` and
 * `checked` are null until the status was first checked (and again after the link changed);
 * `offlineReason` says why the last check found it offline, null otherwise.
 */
export const cameraRecord = z.object({
  id: z.string(),
  uuid: z.string(),
  name: z.string(),
  login: z.string().nullable(),
  hasPassword: z.boolean(),
  link: z.string(),
  companyId: z.string(),
  serviceCompany: z.string(),
  status: z.enum(cameraStatuses).nullable(),
  offlineReason: z.enum(cameraOfflineReasons).nullable(),
  checked: z.string().nullable(),
  created: z.string(),
});
export type CameraRecord = z.infer<typeof cameraRecord>;

export const cameraSortFields = ['name', 'link', 'status', 'checked', 'created'] as const;

export const cameraStatusResult = z.object({
  id: z.string(),
  status: z.enum(cameraStatuses),
  /** Why it is offline; null when online. */
  offlineReason: z.enum(cameraOfflineReasons).nullable(),
  checked: z.string(),
});
export type CameraStatusResult = z.infer<typeof cameraStatusResult>;

export const cameraActions = {
  GetCameras: defineAction({
    method: 'GET',
    area: 'console',
    permission: 'devices.view',
    summary:
      "Lists cameras without their passwords, the company's (a company session) or every company's (a platform session, `CompanyId` to filter): search in name and link, `Status` online or offline, sort, paged; `CameraId` fetches one.",
    input: listInput.extend({
      CameraId: id().optional(),
      Status: z.enum(cameraStatuses).optional(),
      CompanyId: id().optional(),
    }),
    output: listOutput(cameraRecord),
  }),
  CheckCameraStatus: defineAction({
    method: 'GET',
    area: 'console',
    permission: 'devices.view',
    summary:
      "Checks whether the camera answers at its link (RTSP OPTIONS, or HTTP HEAD, never with the camera's credentials) within the server's timeout, records online or offline with why (`offlineReason`: refused, timeout, notResolved, unreachable, closed, notCamera, addressNotAllowed, failed) and the time, and returns it. A link whose host is or resolves to an address the server may not connect to (CAMERA_CHECK_DENY_NETWORKS) is recorded offline with `addressNotAllowed`, nothing connected to; 429 after too many checks by the company within a minute, nothing recorded.",
    input: z.object({ CameraId: id() }),
    output: cameraStatusResult,
  }),
  AddCamera: defineAction({
    method: 'POST',
    creates: true,
    area: 'company',
    permission: 'devices.manage',
    summary:
      'Adds a camera to the company; the password is stored encrypted and never returned. A CameraIp naming an IP address the server may not connect to (CAMERA_CHECK_DENY_NETWORKS) is refused.',
    input: z.object({
      Name: cameraFields.name,
      Login: cameraFields.login,
      Password: cameraFields.password,
      CameraIp: cameraFields.link,
    }),
    output: createdOutput,
  }),
  UpdateCamera: defineAction({
    method: 'POST',
    area: 'console',
    permission: 'devices.manage',
    summary:
      'Changes the parameters given of one of the company’s cameras and returns the stored record; an empty or absent Password keeps the stored one, an empty Login clears it, a new CameraIp clears the status and its reason. A CameraIp with another host or port than the stored link needs the Password again when one is stored; a CameraIp naming a denied IP address is refused as in AddCamera.',
    input: z.object({
      CameraId: id(),
      Name: cameraFields.name.optional(),
      Login: cameraFields.login,
      Password: cameraFields.password,
      CameraIp: cameraFields.link.optional(),
    }),
    output: cameraRecord,
  }),
  DeleteCamera: defineAction({
    method: 'POST',
    area: 'console',
    permission: 'devices.manage',
    summary: 'Deletes a camera (a company session: one of its own); 404 when there is no such camera.',
    input: z.object({ CameraId: id() }),
    output: emptyOutput,
  }),
};

/** The contract's camera Actions and the console resources they serve. */
export const cameraEntity = defineEntity(cameraActions, {
  company: {
    cameras: {
      list: 'GetCameras',
      one: { action: 'GetCameras', idParam: 'CameraId' },
      create: 'AddCamera',
      update: { action: 'UpdateCamera', idParam: 'CameraId' },
      delete: { action: 'DeleteCamera', idParam: 'CameraId' },
      paramNames: cameraParamNames,
      writeOnly: cameraWriteOnlyFields,
    },
  },
  /** Every company's cameras, read, edited and checked with the same Actions; a camera is added by its company. */
  platform: {
    cameras: {
      list: 'GetCameras',
      one: { action: 'GetCameras', idParam: 'CameraId' },
      update: { action: 'UpdateCamera', idParam: 'CameraId' },
      delete: { action: 'DeleteCamera', idParam: 'CameraId' },
      paramNames: cameraParamNames,
      writeOnly: cameraWriteOnlyFields,
    },
  },
});
