import type { Store } from 'ra-core';
import type { SignInArea, SignedInUser, TwoFactorChallenge } from '../../contract/auth';
import { callAction } from '../dataProvider/actionClient';
import { clearSession, readSession, saveSession } from '../session/session';

/**
 * Signs in to an area and remembers the session; a company session may still need a company. When a
 * second factor must follow, no session exists yet: the answer is the challenge for VerifyTwoFactor.
 */
export const signIn = async (
  store: Store,
  area: SignInArea,
  phoneNumber: string,
  password: string,
): Promise<SignedInUser | TwoFactorChallenge> => {
  const answer = await callAction('Login', { PhoneNumber: phoneNumber, Password: password, Area: area });
  if ('twoFactor' in answer) return answer;
  saveSession(store, answer);
  return answer;
};

/**
 * Finishes a sign-in with its second factor and remembers the session. An enrolment's recovery codes come
 * back beside the session, never into what is stored.
 */
export const verifyTwoFactor = async (
  store: Store,
  challenge: string,
  code: string,
): Promise<{ user: SignedInUser; recoveryCodes?: string[] }> => {
  const { recoveryCodes, ...user } = await callAction('VerifyTwoFactor', { Challenge: challenge, Code: code });
  saveSession(store, user);
  return { user, recoveryCodes };
};

/** Binds the company-area session to one of the user's companies. */
export const selectCompany = async (store: Store, companyId: string): Promise<SignedInUser> => {
  const user = await callAction('SelectProfile', { CompanyId: companyId }, readSession(store));
  saveSession(store, user);
  return user;
};

/** Revokes the token on the server (best effort: a dead session is gone anyway) and forgets it. */
export const signOut = async (store: Store) => {
  const session = readSession(store);
  clearSession(store);
  if (session) await callAction('Logout', {}, session).catch(() => undefined);
};
