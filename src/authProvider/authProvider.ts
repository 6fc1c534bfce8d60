import type { AuthProvider, Store } from 'ra-core';
import type { SignInArea } from '../../contract/auth';
import { endSession, isReady, readSession } from '../session/session';
import { signIn, signOut } from './signIn';

/**
 * react-admin's authProvider for one area. Signing in happens on the standalone sign-in page (which
 * shares the area's store); here react-admin checks the session, logs out on a 401 from any call
 *, and signs out.
 */
export const createAuthProvider = (area: SignInArea, store: Store): AuthProvider => ({
  login: ({ username, password }) => signIn(store, area, username, password).then(() => undefined),
  logout: () => signOut(store),
  checkAuth: () => (isReady(readSession(store)) ? Promise.resolve() : Promise.reject()),
  checkError: (error) => {
    if (error?.status !== 401) return Promise.resolve();
    endSession(store, 'auth.errors.sessionExpired');
    return Promise.reject({ message: 'auth.errors.sessionExpired' });
  },
  getIdentity: () => {
    const user = readSession(store);
    return user ? Promise.resolve({ id: user.id, fullName: user.displayName }) : Promise.reject();
  },
  getPermissions: () => Promise.resolve(readSession(store)?.area),
});
