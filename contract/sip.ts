import { z } from 'zod';
import { clearableText, id, requiredId, requiredText, text } from './fields';
import { validation, withArgs } from './messages';
import { createdOutput, defineAction, emptyOutput, listInput, listOutput, toParams } from './protocol';
import { defineEntity } from './resource';
import { type ConfigDiagnostic, DTMF_PATTERN, lintSipConfig, parseSipConfig } from './sip-config';

/**
 * SIP devices: the company's SIP intercom panels, each registered on one of the
 * company's SIP servers, with its configuration text (contract/sip-config) and the DTMF command the
 * platform sends to open the door.
 */

/** How the platform opens the door through the panel: a DTMF command in the call, the panel's relay, or its HTTP API. */
export const SIP_OPEN_METHODS = ['dtmf', 'relay', 'http'] as const;

export const CONFIGURATION_MAX_LENGTH = 8000;
export const DTMF_COMMAND_MAX_LENGTH = 16;

/** A configuration diagnostic as a field message: its key, with the line among its params. */
export const diagnosticMessage = (diagnostic: ConfigDiagnostic) =>
  withArgs(diagnostic.message, { ...diagnostic.params, line: diagnostic.line });

const dtmfCommand = () =>
  text({ trim: true })
    .refine((value) => value === '' || DTMF_PATTERN.test(value), { error: validation.dtmf })
    .max(DTMF_COMMAND_MAX_LENGTH, { error: withArgs(validation.maxLength, { max: DTMF_COMMAND_MAX_LENGTH }) })
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

/** The configuration text, valid by the key schema; the first problem is the field's message. */
const configuration = () =>
  text({ multiline: true, error: validation.required })
    .max(CONFIGURATION_MAX_LENGTH, { error: withArgs(validation.maxLength, { max: CONFIGURATION_MAX_LENGTH }) })
    .superRefine((text, ctx) => {
      const [first] = lintSipConfig(text).diagnostics;
      if (first) ctx.addIssue({ code: 'custom', message: diagnosticMessage(first) });
    })
    // A valid configuration, for tests that make valid parameters from the contract.
    .meta({ examples: ['[sip]\nusername = panel-1\npassword = Sw0rdfish-1\ntransport = tls\n'] });

/** The SIP devices' own messages (translation keys), beside the shared ones of messages.ts. */
export const sipMessages = {
  /** On the DTMF open command: the configuration's dtmf_code says otherwise (args: code, line). */
  dtmfDiffersFromConfiguration: 'sip.devices.validation.dtmfDiffersFromConfiguration',
  /** On the configuration, at dtmf_code's line: the device's DTMF open command says otherwise (args: command, line). */
  configurationDiffersFromDtmf: 'sip.configuration.errors.dtmfDiffersFromCommand',
} as const;

/** The door code a configuration sets (`[door] dtmf_code`, its first well-formed setting) and its line. */
export function configuredDtmfCode(configuration: string): { code: string; line: number } | undefined {
  let group: string | undefined;
  for (const line of parseSipConfig(configuration).lines) {
    if (line.kind === 'group') group = line.name;
    else if (line.kind === 'entry' && group === 'door' && line.key === 'dtmf_code' && DTMF_PATTERN.test(line.value)) {
      return { code: line.value, line: line.line };
    }
  }
  return undefined;
}

/**
 * One truth per setting: the DTMF open command (what the platform sends in the call to open the door)
 * and the configuration's `[door] dtmf_code` (the code the panel opens on) are one code written in two
 * places, so they may not disagree: when both are set they must be the same. Either may be left out
 * (a device opened by its relay needs no command; a panel may keep its own code).
 *
 * A contradiction is refused rather than one side derived from the other: both are typed by a person,
 * the configuration is the panel's own text (rewriting it behind the person's back would change what
 * they wrote and saved), and the command is a field of the protocol (RegisterSipDevice and EditSipDevice
 * take it): a derived field would silently ignore what a client sends. Refusing says which two values
 * differ and lets the person choose. The form applies this same rule, on the command field; the server
 * on the parameter that was sent (sipDeviceConsistency).
 *
 * Undefined when they agree or the configuration is missing (a form's cleared field is null: the
 * configuration's own rule says it is required); otherwise where the configuration sets the other code.
 */
export function dtmfMismatch(
  command: string | null | undefined,
  configuration: string | null | undefined,
): { code: string; line: number } | undefined {
  if (!command || configuration == null) return undefined;
  const configured = configuredDtmfCode(configuration);
  return configured && configured.code !== command.trim() ? configured : undefined;
}

/** The message on the DTMF open command for a mismatch: the configuration's code and its line. */
export const dtmfMismatchMessage = (mismatch: { code: string; line: number }) =>
  withArgs(sipMessages.dtmfDiffersFromConfiguration, { code: mismatch.code, line: mismatch.line });

/** The message on the configuration for a mismatch: the command it differs from, at dtmf_code's line. */
export const configurationMismatchMessage = (command: string, mismatch: { line: number }) =>
  withArgs(sipMessages.configurationDiffersFromDtmf, { command: command.trim(), line: mismatch.line });

export const sipDeviceFields = {
  name: requiredText(),
  serverId: requiredId(),
  addressId: id().nullable().optional(),
  openMethod: z.enum(SIP_OPEN_METHODS, { error: validation.required }),
  dtmfOpenCommand: dtmfCommand(),
  description: clearableText({ multiline: true }),
  configuration: configuration(),
};
/** The form: its fields, and the DTMF command agreeing with the configuration's code (on the command). */
export const sipDeviceForm = z.object(sipDeviceFields).superRefine((device, ctx) => {
  const mismatch = dtmfMismatch(device.dtmfOpenCommand, device.configuration);
  if (mismatch) ctx.addIssue({ code: 'custom', path: ['dtmfOpenCommand'], message: dtmfMismatchMessage(mismatch) });
});
export type SipDeviceForm = z.infer<typeof sipDeviceForm>;

/** A SIP device as a list shows it: everything but its configuration (GetSipDevice gives that). */
export const sipDeviceRow = z.object({
  id: z.string(),
  sipDeviceId: z.string(),
  sipDeviceName: z.string(),
  /** The same as sipDeviceName: the form's field, sent as `Name`. */
  name: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  /** How many abonents are linked to the device. */
  abonentCount: z.number().int(),
  added: z.string(),
  addressId: z.string().nullable(),
  address: z.string().nullable(),
  /** When the panel last registered on its SIP server; null until it has. */
  registered: z.string().nullable(),
  description: z.string().nullable(),
  serverId: z.string(),
  server: z.string(),
  openMethod: z.enum(SIP_OPEN_METHODS),
  dtmfOpenCommand: z.string().nullable(),
});
export type SipDeviceRow = z.infer<typeof sipDeviceRow>;

/** The whole SIP device: its row and its configuration. */
export const sipDeviceRecord = sipDeviceRow.extend({
  /** Secrets (the SIP password) read HIDDEN_SECRET; sending that back keeps them. */
  configuration: z.string(),
});
export type SipDeviceRecord = z.infer<typeof sipDeviceRecord>;

/** A SIP server's host: a DNS name or an IPv4 address, or an IPv6 one in brackets, with an optional port. */
const SIP_HOST =
  /^(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
export const SIP_HOST_MAX_LENGTH = 253;

/** The SIP servers' own messages (translation keys). */
export const sipServerMessages = {
  host: 'sip.servers.validation.host',
  /** A server its company's devices use is not deleted, nor moved to another company (args: devices, smart_count). */
  inUse: 'sip.servers.errors.inUse',
  unknownCompany: 'sip.servers.errors.unknownCompany',
} as const;

/** A SIP server as the platform registers it for a company (SIP server; the company form's host, description). */
export const sipServerFields = {
  companyId: requiredId(),
  name: requiredText(),
  host: requiredText({ min: 1, max: SIP_HOST_MAX_LENGTH }).refine((value) => SIP_HOST.test(value), {
    error: sipServerMessages.host,
  }),
  description: clearableText({ multiline: true }),
};
export const sipServerForm = z.object(sipServerFields);

export const sipServerRecord = z.object({
  id: z.string(),
  sipServerId: z.string(),
  name: z.string(),
  host: z.string(),
  description: z.string().nullable(),
  companyId: z.string(),
  companyName: z.string(),
  registered: z.string(),
  modified: z.string(),
});
export type SipServerRecord = z.infer<typeof sipServerRecord>;

export const sipDeviceSortFields = [
  'sipDeviceName',
  'server',
  'address',
  'abonentCount',
  'added',
  'registered',
] as const;
export const sipServerSortFields = ['name', 'host', 'registered', 'modified'] as const;
/** The platform's list of every company's servers sorts by company too. */
export const platformSipServerSortFields = [...sipServerSortFields, 'companyName'] as const;

const deviceParams = toParams(sipDeviceFields);

export const sipActions = {
  GetSipDevices: defineAction({
    method: 'GET',
    area: 'console',
    permission: 'devices.view',
    summary:
      "Lists SIP devices without their configurations (GetSipDevice gives one device's), the company's (a company session) or every company's (a platform session, `CompanyId` to filter): search in the name, address and server, filter by SipDeviceId, ServerId, AddressId or OpenMethod, sort, paged.",
    input: listInput.extend({
      CompanyId: id().optional(),
      SipDeviceId: id().optional(),
      ServerId: id().optional(),
      AddressId: id().optional(),
      OpenMethod: z.enum(SIP_OPEN_METHODS).optional(),
    }),
    output: listOutput(sipDeviceRow),
  }),
  GetSipDevice: defineAction({
    method: 'GET',
    area: 'console',
    permission: 'devices.view',
    summary:
      "One SIP device with its configuration (secrets hidden), the company's own (a company session) or any company's (a platform session); 404 otherwise.",
    input: z.object({ SipDeviceId: id() }),
    output: sipDeviceRecord,
  }),
  RegisterSipDevice: defineAction({
    method: 'POST',
    creates: true,
    area: 'company',
    permission: 'devices.manage',
    summary:
      'Registers a SIP device of the company on one of its SIP servers. An invalid configuration is refused with 400 naming the line and the reason; a DtmfOpenCommand other than the configuration’s `[door] dtmf_code`, with 400 on DtmfOpenCommand; a name the company already uses, with 409.',
    input: z.object(deviceParams).superRefine((device, ctx) => {
      const mismatch = dtmfMismatch(device.DtmfOpenCommand, device.Configuration);
      if (mismatch) ctx.addIssue({ code: 'custom', path: ['DtmfOpenCommand'], message: dtmfMismatchMessage(mismatch) });
    }),
    output: createdOutput,
  }),
  EditSipDevice: defineAction({
    method: 'POST',
    area: 'console',
    permission: 'devices.manage',
    summary:
      'Changes the given fields of a SIP device (a company session: one of its own; its server and address are always of the device’s company) and returns the stored record. A hidden secret sent back unchanged keeps its stored value. The DTMF open command and the configuration’s `[door] dtmf_code`, as they would be stored, must not differ: 400 on DtmfOpenCommand when it was sent, else on Configuration.',
    input: z.object({ SipDeviceId: id(), ...z.object(deviceParams).partial().shape }),
    output: sipDeviceRecord,
  }),
  DeleteSipDevice: defineAction({
    method: 'POST',
    area: 'console',
    permission: 'devices.manage',
    summary: 'Deletes a SIP device (a company session: one of its own).',
    input: z.object({ SipDeviceId: id() }),
    output: emptyOutput,
  }),
  GetRegisteredSipServers: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'devices.view',
    summary:
      'Lists the SIP servers the company registers its devices on: search in the name and host, sort, paged; `SipServerId` fetches one.',
    input: listInput.extend({ SipServerId: id().optional() }),
    output: listOutput(sipServerRecord),
  }),
  GetSipServers: defineAction({
    method: 'GET',
    area: 'platform',
    permission: 'platform.view',
    summary:
      "Lists every company's SIP servers: search in the name, host and company, filter by CompanyId, sort by name, host, companyName, registered or modified, paged.",
    input: listInput.extend({ CompanyId: id().optional(), SipServerId: id().optional() }),
    output: listOutput(sipServerRecord),
  }),
  RegisterSipServer: defineAction({
    method: 'POST',
    creates: true,
    area: 'platform',
    permission: 'platform.manage',
    summary:
      'Registers a SIP server for a company: its name, host (a DNS name or an IP address, with an optional port) and description.',
    input: z.object(toParams(sipServerFields)),
    output: createdOutput,
  }),
  EditSipServer: defineAction({
    method: 'POST',
    area: 'platform',
    permission: 'platform.manage',
    summary:
      'Changes the given fields of a SIP server and returns it, its modified time that of the change. Moving it to another company while SIP devices use it is refused with 409 naming them.',
    input: z.object({ SipServerId: id(), ...z.object(toParams(sipServerFields)).partial().shape }),
    output: sipServerRecord,
  }),
  DeleteSipServer: defineAction({
    method: 'POST',
    area: 'platform',
    permission: 'platform.manage',
    summary: 'Deletes a SIP server; refused with 409 naming them while SIP devices use it.',
    input: z.object({ SipServerId: id() }),
    output: emptyOutput,
  }),
};

/** The contract's sip Actions and the console resources they serve. */
export const sipEntity = defineEntity(sipActions, {
  company: {
    sip_devices: {
      list: 'GetSipDevices',
      one: { action: 'GetSipDevice', idParam: 'SipDeviceId' },
      create: 'RegisterSipDevice',
      update: { action: 'EditSipDevice', idParam: 'SipDeviceId' },
      delete: { action: 'DeleteSipDevice', idParam: 'SipDeviceId' },
    },
    sip_servers: {
      list: 'GetRegisteredSipServers',
      one: { action: 'GetRegisteredSipServers', idParam: 'SipServerId' },
    },
  },
  platform: {
    /** Every company's SIP devices, read and edited with the same Actions; a device is registered by its company. */
    sip_devices: {
      list: 'GetSipDevices',
      one: { action: 'GetSipDevice', idParam: 'SipDeviceId' },
      update: { action: 'EditSipDevice', idParam: 'SipDeviceId' },
      delete: { action: 'DeleteSipDevice', idParam: 'SipDeviceId' },
    },
    /** Every company's SIP servers. */
    sip_servers: {
      list: 'GetSipServers',
      one: { action: 'GetSipServers', idParam: 'SipServerId' },
      create: 'RegisterSipServer',
      update: { action: 'EditSipServer', idParam: 'SipServerId' },
      delete: { action: 'DeleteSipServer', idParam: 'SipServerId' },
    },
  },
});
