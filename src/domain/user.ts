import { z } from 'zod';
import { id } from './fields';
import { defineAction, listInput, listOutput } from './protocol';
import { defineEntity } from './resource';

/** User (spec section 3) as the platform area's list shows it. */
export const userListItem = z.object({
  id: z.string(),
  displayName: z.string(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  emailConfirmed: z.boolean(),
  keysCount: z.number().int(),
  /** Names of the companies of the user's profiles. */
  companies: z.array(z.string()),
});
export type UserListItem = z.infer<typeof userListItem>;

export const userSortFields = ['displayName', 'phoneNumber', 'email', 'keysCount'] as const;

export const userActions = {
  GetUsers: defineAction({
    method: 'GET',
    area: 'platform',
    summary: 'Lists the platform’s users: search in name, phone and e-mail, sort, paged; `Id` fetches one.',
    input: listInput.extend({ Id: id().optional() }),
    output: listOutput(userListItem),
  }),
};

/** The contract's user Actions and the console resources they serve. */
export const userEntity = defineEntity(userActions, {
  platform: {
    users: { list: 'GetUsers', one: { action: 'GetUsers', idParam: 'Id' } },
  },
});
