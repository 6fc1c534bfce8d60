import { z } from 'zod';
import { clearableText, id, requiredId, requiredText, text } from './fields';
import { validation, withArgs } from './messages';
import { createdOutput, defineAction, emptyOutput, listInput, listOutput, toParams } from './protocol';
import { defineEntity } from './resource';
import { type ConfigDiagnostic, DTMF_PATTERN, lintSipConfig } from './sip-config';

/**
 * SIP devices (spec section 3): the company's SIP intercom panels, each registered on one of the
 * company's SIP servers, with its configuration text (src/domain/sip-config) and the DTMF command the
 * platform sends to open the door.
 */

/** How the platform opens the door through the panel: a DTMF command in the call, the panel's relay, or its HTTP API. */
export const SIP_OPEN_METHODS = ['dtmf', 'relay', 'http'] as const;
export type SipOpenMethod = (typeof SIP_OPEN_METHODS)[number];

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

export const sipDeviceFields = {
  name: requiredText(),
  serverId: requiredId(),
  addressId: id().nullable().optional(),
  openMethod: z.enum(SIP_OPEN_METHODS, { error: validation.required }),
  dtmfOpenCommand: dtmfCommand(),
  description: clearableText({ multiline: true }),
  configuration: configuration(),
};
export const sipDeviceForm = z.object(sipDeviceFields);
export type SipDeviceForm = z.infer<typeof sipDeviceForm>;

export const sipDeviceRecord = z.object({
  id: z.string(),
  sipDeviceId: z.string(),
  sipDeviceName: z.string(),
  /** The same as sipDeviceName: the form's field, sent as `Name` (spec section 7). */
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
  /** Secrets (the SIP password) read HIDDEN_SECRET; sending that back keeps them. */
  configuration: z.string(),
  dtmfOpenCommand: z.string().nullable(),
});
export type SipDeviceRecord = z.infer<typeof sipDeviceRecord>;

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

export const sipDeviceSortFields = ['sipDeviceName', 'server', 'address', 'abonentCount', 'added', 'registered'] as const;
export const sipServerSortFields = ['name', 'host', 'registered', 'modified'] as const;
/** The platform's list of every company's servers sorts by company too. */
export const platformSipServerSortFields = [...sipServerSortFields, 'companyName'] as const;

const deviceParams = toParams(sipDeviceFields);

export const sipActions = {
  GetSipDevices: defineAction({
    method: 'GET',
    area: 'company',
    summary:
      "Lists the company's SIP devices: search in the name, address and server, filter by ServerId, AddressId or OpenMethod, sort, paged; `SipDeviceId` fetches one. Secrets in the configuration are hidden.",
    input: listInput.extend({
      SipDeviceId: id().optional(),
      ServerId: id().optional(),
      AddressId: id().optional(),
      OpenMethod: z.enum(SIP_OPEN_METHODS).optional(),
    }),
    output: listOutput(sipDeviceRecord),
  }),
  RegisterSipDevice: defineAction({
    method: 'POST',
    area: 'company',
    summary:
      'Registers a SIP device of the company on one of its SIP servers. An invalid configuration is refused with 400 naming the line and the reason; a name the company already uses, with 409.',
    input: z.object(deviceParams),
    output: createdOutput,
  }),
  EditSipDevice: defineAction({
    method: 'POST',
    area: 'company',
    summary:
      'Changes the given fields of one of the company’s SIP devices and returns the stored record. A hidden secret sent back unchanged keeps its stored value.',
    input: z.object({ SipDeviceId: id(), ...z.object(deviceParams).partial().shape }),
    output: sipDeviceRecord,
  }),
  DeleteSipDevice: defineAction({
    method: 'POST',
    area: 'company',
    summary: 'Deletes one of the company’s SIP devices.',
    input: z.object({ SipDeviceId: id() }),
    output: emptyOutput,
  }),
  GetRegisteredSipServers: defineAction({
    method: 'GET',
    area: 'company',
    summary:
      'Lists the SIP servers the company registers its devices on: search in the name and host, sort, paged; `SipServerId` fetches one.',
    input: listInput.extend({ SipServerId: id().optional() }),
    output: listOutput(sipServerRecord),
  }),
  GetSipServers: defineAction({
    method: 'GET',
    area: 'platform',
    summary:
      "Lists every company's SIP servers: search in the name, host and company, filter by CompanyId, sort by name, host, companyName, registered or modified, paged.",
    input: listInput.extend({ CompanyId: id().optional() }),
    output: listOutput(sipServerRecord),
  }),
};

/** The contract's sip Actions and the console resources they serve. */
export const sipEntity = defineEntity(sipActions, {
  company: {
    sip_devices: {
      list: 'GetSipDevices',
      one: { action: 'GetSipDevices', idParam: 'SipDeviceId' },
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
    /** Every company's SIP servers, read-only. */
    sip_servers: { list: 'GetSipServers' },
  },
});
