import type { Identifier } from 'react-admin';
import type { ActionCall } from './actionCall';

/** The users' non-CRUD Actions, spread into the dataProvider (components never call fetch). */
export const userMethods = (call: ActionCall) => ({
  /** Sets a user's password; every other session of that user ends. */
  changeUserPassword: async ({ id, password }: { id: Identifier; password: string }) => ({
    data: await call('ChangeUserPassword', { UserId: String(id), Password: password }),
  }),
});
