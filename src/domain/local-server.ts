import { z } from 'zod';
import { tokenOutput } from './company';
import { deviceState } from './device';
import { id, requiredText } from './fields';
import { defineAction, emptyOutput, listInput, listOutput } from './protocol';
import { defineEntity } from './resource';

/**
 * A company's local servers (the company form's local servers tab): each issues local keys and is the
 * device side of the company's doors, calling the `device` Actions with its token. The token is made by
 * the server and shown once (only its SHA-256 is kept); online means heard from lately (device.ts).
 */

export const localServerMessages = {
  /** Deleting a server deletes the local keys it issued: refused while it has any. */
  hasKeys: 'resources.local_servers.errors.hasKeys',
} as const;

export const localServerFields = { name: requiredText() };
export const localServerForm = z.object(localServerFields);

export const localServerRecord = z.object({
  id: z.string(),
  name: z.string(),
  companyId: z.string(),
  company: z.string(),
  ...deviceState,
  /** When its token was issued; null: it has none (its device side is refused). */
  tokenIssued: z.string().nullable(),
  created: z.string(),
});
export type LocalServerRecord = z.infer<typeof localServerRecord>;

const serverId = { LocalServerId: id() };

export const localServerActions = {
  GetLocalServers: defineAction({
    method: 'GET',
    area: 'platform',
    summary:
      'Lists companies’ local servers by company and name, online or not, with when the token was issued: search in both names, filter by CompanyId, paged; `Id` fetches one.',
    input: listInput.extend({ Id: id().optional(), CompanyId: id().optional() }),
    output: listOutput(localServerRecord),
  }),
  AddLocalServer: defineAction({
    method: 'POST',
    area: 'platform',
    summary: 'Adds a local server to a company with a new token, returned this once with its id.',
    input: z.object({ CompanyId: id(), Name: localServerFields.name }),
    output: z.object({ id: z.string(), token: z.string() }),
  }),
  EditLocalServer: defineAction({
    method: 'POST',
    area: 'platform',
    summary: 'Renames a local server and returns it.',
    input: z.object({ ...serverId, Name: localServerFields.name }),
    output: localServerRecord,
  }),
  IssueLocalServerToken: defineAction({
    method: 'POST',
    area: 'platform',
    summary: 'Gives a local server a new token, returned this once; the previous one stops working at once.',
    input: z.object(serverId),
    output: tokenOutput,
  }),
  DeleteLocalServer: defineAction({
    method: 'POST',
    area: 'platform',
    summary: 'Deletes a local server; refused (409, with their count) while it has local keys.',
    input: z.object(serverId),
    output: emptyOutput,
  }),
};

export const localServerEntity = defineEntity(localServerActions, {
  platform: {
    local_servers: {
      list: 'GetLocalServers',
      one: { action: 'GetLocalServers', idParam: 'Id' },
      update: { action: 'EditLocalServer', idParam: 'LocalServerId' },
      delete: { action: 'DeleteLocalServer', idParam: 'LocalServerId' },
    },
  },
});
