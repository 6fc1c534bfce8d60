import type { AuthProvider, Store } from 'ra-core';
import type { SignInArea } from '../../contract/auth';
import { errors } from '../../contract/messages';
import { mayCall, refreshPermissions, resourceAction } from '../session/permissions';
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
    // Refused for want of a permission: the role changed since sign-in; what the console shows follows it.
    if (error?.status === 403 && error?.body?.error === errors.forbiddenPermission) {
      return refreshPermissions(store).catch(() => undefined);
    }
    if (error?.status !== 401) return Promise.resolve();
    endSession(store, 'auth.errors.sessionExpired');
    return Promise.reject({ message: 'auth.errors.sessionExpired' });
  },
  getIdentity: () => {
    const user = readSession(store);
    return user ? Promise.resolve({ id: user.id, fullName: user.displayName }) : Promise.reject();
  },
  getPermissions: () => Promise.resolve(readSession(store)?.area),
  // Menus, routes and react-admin's buttons ask this: a resource's operation is allowed when its Action is.
  canAccess: async ({ resource, action }) => {
    const name = resourceAction(area, resource, action);
    return !name || mayCall(readSession(store), name);
  },
});
