import type { Identifier } from 'react-admin';
import type { ActionCall } from './actionCall';

/** Two-factor sign-in's Actions of a signed-in session, and the platform's reset (contract/two-factor.ts). */
export const twoFactorMethods = (call: ActionCall) => ({
  getTwoFactor: async () => ({ data: await call('GetTwoFactor', {}) }),
  startTwoFactorEnrolment: async () => ({ data: await call('StartTwoFactorEnrolment', {}) }),
  confirmTwoFactorEnrolment: async (code: string) => ({
    data: await call('ConfirmTwoFactorEnrolment', { Code: code }),
  }),
  disableTwoFactor: async (code: string) => ({ data: await call('DisableTwoFactor', { Code: code }) }),
  regenerateRecoveryCodes: async (code: string) => ({ data: await call('RegenerateRecoveryCodes', { Code: code }) }),
  /** A lost phone: the user signs in with the password and, where it is required, enrols again. */
  resetUserTwoFactor: async (id: Identifier) => ({ data: await call('ResetUserTwoFactor', { UserId: String(id) }) }),
});
