import type { Store } from 'ra-core';
import type { SignInArea, SignedInUser } from '../../contract/auth';
import { callAction } from '../dataProvider/actionClient';
import { clearSession, readSession, saveSession } from '../session/session';

/** Signs in to an area and remembers the session; a company session may still need a company. */
export const signIn = async (store: Store, area: SignInArea, phoneNumber: string, password: string) => {
  const user = await callAction('Login', { PhoneNumber: phoneNumber, Password: password, Area: area });
  saveSession(store, user);
  return user;
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
