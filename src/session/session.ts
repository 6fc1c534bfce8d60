import type { Store } from 'ra-core';
import type { SignedInUser } from '../domain/auth';

/** The store key of the signed-in user (spec section 9: auth-storage). */
export const SESSION_KEY = 'auth-storage';

export const readSession = (store: Store): SignedInUser | undefined => {
  const user = store.getItem<SignedInUser>(SESSION_KEY);
  if (!user?.credentials?.token) return undefined;
  return Date.parse(user.expiresAt) > Date.now() ? user : undefined;
};

export const saveSession = (store: Store, user: SignedInUser) => store.setItem(SESSION_KEY, user);

export const clearSession = (store: Store) => store.removeItem(SESSION_KEY);

/** A company-area session may act only once it is bound to one of the user's companies. */
export const isReady = (user: SignedInUser | undefined): user is SignedInUser =>
  !!user && (user.area === 'platform' || user.companyId !== null);

/** The company name the header shows: only when the user has exactly one profile (spec section 2). */
export const headerCompanyName = (user: SignedInUser | undefined) =>
  user && user.profiles.length === 1 && !user.hasMoreProfiles ? user.profiles[0].companyName : undefined;
