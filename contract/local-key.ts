import { z } from 'zod';
import { deviceState } from './device';
import { id, requiredDate, requiredId, requiredText } from './fields';
import { keyStatusChangeInput, keyStatuses, keyStatusHistoryOutput } from './key-status';
import { createdOutput, defineAction, listInput, listOutput, toParams } from './protocol';
import { internationalPhoneNumber } from './phone';
import { keyListFilters } from './reg-key';
import { defineEntity } from './resource';

/**
 * Local server keys (Set A, /local_keys): keys a company's local server issues, with the
 * date they were issued on and a status on the key graph (key-status.ts). Their company is their local
 * server's. Having no period, they never expire by time.
 */

export const localKeyFields = {
  localServerId: requiredId(),
  phoneNumber: internationalPhoneNumber(),
  title: requiredText(),
  date: requiredDate(),
};

export const localKeyForm = z.object(localKeyFields);

export const localKeyRecord = z.object({
  id: z.string(),
  uuid: z.string(),
  companyId: z.string(),
  company: z.string(),
  localServerId: z.string(),
  localServer: z.string(),
  phoneNumber: z.string(),
  title: z.string(),
  status: z.enum(keyStatuses),
  date: z.string(),
  created: z.string(),
});
export type LocalKeyRecord = z.infer<typeof localKeyRecord>;

export const localKeySortFields = ['created', 'date', 'phoneNumber', 'title', 'status'] as const;

/**
 * A company's local server, named with its company, with its online state and when its token was
 * issued (null: it has none). The token itself is shown once, when issued, never again.
 */
export const localServerRecord = z.object({
  id: z.string(),
  name: z.string(),
  companyId: z.string(),
  company: z.string(),
  ...deviceState,
  tokenIssued: z.string().nullable(),
});
export type LocalServerRecord = z.infer<typeof localServerRecord>;

export const localKeyActions = {
  GetLocalServers: defineAction({
    method: 'GET',
    area: 'platform',
    permission: 'platform.view',
    summary:
      'Lists companies’ local servers by company and name, with their online state and when their token was issued (never the token): search in both names, filter by CompanyId, paged; `Id` fetches one.',
    input: listInput.extend({ Id: id().optional(), CompanyId: id().optional() }),
    output: listOutput(localServerRecord),
  }),
  GetLocalKeys: defineAction({
    method: 'GET',
    area: 'platform',
    permission: 'platform.view',
    summary:
      'Lists local server keys, newest first: search in phone and title, filter by CompanyId, LocalServerId and Status, sort, paged; `Id` fetches one.',
    input: listInput.extend({ Id: id().optional(), LocalServerId: id().optional(), ...keyListFilters }),
    output: listOutput(localKeyRecord),
  }),
  AddLocalKey: defineAction({
    method: 'POST',
    creates: true,
    area: 'platform',
    permission: 'platform.manage',
    summary:
      'Records a key issued by a local server (its company is the server’s) on a date. Its status starts as none.',
    input: z.object(toParams(localKeyFields)),
    output: createdOutput,
  }),
  ChangeLocalKeyStatus: defineAction({
    method: 'POST',
    area: 'platform',
    permission: 'platform.manage',
    summary:
      'Moves a local key to another status along the key graph; a move the graph does not allow is refused with 409 naming both states. Returns the key.',
    input: keyStatusChangeInput,
    output: localKeyRecord,
  }),
  GetLocalKeyStatusHistory: defineAction({
    method: 'GET',
    area: 'platform',
    permission: 'platform.view',
    summary: 'The status changes of a local key, oldest first: from, to, who and when.',
    input: z.object({ KeyId: id() }),
    output: keyStatusHistoryOutput,
  }),
};

export const localKeyEntity = defineEntity(localKeyActions, {
  platform: {
    local_keys: {
      list: 'GetLocalKeys',
      one: { action: 'GetLocalKeys', idParam: 'Id' },
      create: 'AddLocalKey',
    },
    local_servers: {
      list: 'GetLocalServers',
      one: { action: 'GetLocalServers', idParam: 'Id' },
    },
  },
});
