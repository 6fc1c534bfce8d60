import { z } from 'zod';
import { id } from './fields';
import { defineAction, listInput, listOutput } from './protocol';
import { defineEntity } from './resource';

export const lockOption = z.object({
  id: z.string(),
  /** The identifier printed on the lock. */
  pid: z.string(),
  name: z.string(),
  type: z.string(),
  /** The company's access points already on this lock, by name. */
  usedBy: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type LockOption = z.infer<typeof lockOption>;
export const lockSortFields = ['pid', 'name'] as const;

export const lockActions = {
  GetLocks: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'devices.view',
    summary:
      "Lists the locks the company may put on its access points, each with the company's points already on it (`usedBy`): search in the identifier and name, sort by pid or name, paged; `Id` fetches one.",
    input: listInput.extend({ Id: id().optional() }),
    output: listOutput(lockOption),
  }),
};

/** The locks a company may put on its access points (the point form's lock selector). */
export const lockEntity = defineEntity(lockActions, {
  company: {
    access_locks: {
      list: 'GetLocks',
      one: { action: 'GetLocks', idParam: 'Id' },
    },
  },
});
