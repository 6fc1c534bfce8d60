import type { ActionHandlers } from '../protocol/context';
import { addressHandlers } from './addresses';
import { authHandlers } from './auth';
import { tariffHandlers } from './tariffs';
import { userHandlers } from './users';

/** The handler of every Action in src/domain/actions.ts, one module per entity. */
export const handlers: ActionHandlers = {
  ...authHandlers,
  ...addressHandlers,
  ...userHandlers,
  ...tariffHandlers,
};
