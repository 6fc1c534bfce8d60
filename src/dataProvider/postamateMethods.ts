import type { Identifier } from 'react-admin';
import type { ActionCall } from './actionCall';

/** The postamates' non-CRUD Action, spread into the dataProvider. */
export const postamateMethods = (call: ActionCall) => ({
  /** Has the server check the postamate's remote camera now (CheckPostamateCamera), as a camera's. */
  checkPostamateCamera: async ({ id }: { id: Identifier }) => ({
    data: await call('CheckPostamateCamera', { PostamateId: String(id) }),
  }),
});
