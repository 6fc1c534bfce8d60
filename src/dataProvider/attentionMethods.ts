import type { ActionCall } from './actionCall';

/** What needs attention in the session's area (the first screen and the menu's count). */
export const attentionMethods = (call: ActionCall) => ({
  getAttention: () => call('GetAttention', {}),
});
