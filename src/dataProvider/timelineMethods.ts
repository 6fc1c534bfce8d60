import type { ActionInput } from '../../contract/actions';
import type { ActionCall } from './actionCall';

/** A door's timeline: its passes, its devices' gaps and the changes to it, for one period. */
export const timelineMethods = (call: ActionCall) => ({
  getAccessPointTimeline: async (params: ActionInput<'GetAccessPointTimeline'>) => ({
    data: await call('GetAccessPointTimeline', params),
  }),
});
