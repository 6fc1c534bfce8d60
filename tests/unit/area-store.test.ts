import { describe, expect, it, vi } from 'vitest';
import { createAreaStore } from '../../src/session/areaStore';
import {
  clearSession,
  headerCompanyName,
  isReady,
  readSession,
  saveSession,
  SESSION_KEY,
} from '../../src/session/session';
import { COMPANY_A, COMPANY_B, makePlatformUser, makeUnboundUser, makeUser } from './support/session';

/** The area stores (auth-storage, notification-storage, lang, theme). */

describe('createAreaStore', () => {
  it("keeps 'locale' under localStorage 'lang' and 'theme' under 'theme', as plain strings", () => {
    const store = createAreaStore('company');
    store.setItem('locale', 'ru');
    store.setItem('theme', 'dark');
    expect(window.localStorage.getItem('lang')).toBe('ru');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(Object.keys(window.localStorage).sort()).toEqual(['lang', 'theme']);
    expect(store.getItem('locale')).toBe('ru');
    expect(store.getItem('theme')).toBe('dark');
  });

  it('reads the language and theme another page remembered (the sign-in page writes them directly)', () => {
    window.localStorage.setItem('lang', 'ru');
    window.localStorage.setItem('theme', 'dark');
    const store = createAreaStore('platform');
    expect(store.getItem('locale')).toBe('ru');
    expect(store.getItem('theme')).toBe('dark');
  });

  it('reads a language or theme it does not know as unset, so the defaults apply (a date field would throw)', () => {
    window.localStorage.setItem('lang', '"en"');
    window.localStorage.setItem('theme', 'sepia');
    const store = createAreaStore('company');
    expect(store.getItem('locale', 'en')).toBe('en');
    expect(store.getItem('theme', 'light')).toBe('light');
  });

  it("keeps every other key as JSON under 'RaStore.<area>.<key>'", () => {
    const store = createAreaStore('company');
    const user = makeUser();
    store.setItem(SESSION_KEY, user);
    store.setItem('sidebar.open', false);
    expect(JSON.parse(window.localStorage.getItem('RaStore.company.auth-storage')!)).toEqual(user);
    expect(window.localStorage.getItem('RaStore.company.sidebar.open')).toBe('false');
    expect(store.getItem(SESSION_KEY)).toEqual(user);
    expect(store.getItem('sidebar.open')).toBe(false);
  });

  it('gives the default for a missing or unreadable value', () => {
    const store = createAreaStore('company');
    expect(store.getItem('missing', 42)).toBe(42);
    window.localStorage.setItem('RaStore.company.broken', '{not json');
    expect(store.getItem('broken', 'fallback')).toBe('fallback');
  });

  it("the two areas do not see each other's session or notifications, and share the language", () => {
    const company = createAreaStore('company');
    const platform = createAreaStore('platform');
    company.setItem(SESSION_KEY, makeUser());
    company.setItem('notification-storage', [{ id: 1, message: 'm', type: 'success' }]);
    expect(platform.getItem(SESSION_KEY)).toBeUndefined();
    expect(platform.getItem('notification-storage')).toBeUndefined();

    platform.setItem(SESSION_KEY, makePlatformUser());
    expect(company.getItem<{ area: string }>(SESSION_KEY)?.area).toBe('company');
    expect(platform.getItem<{ area: string }>(SESSION_KEY)?.area).toBe('platform');

    company.setItem('locale', 'ru');
    expect(platform.getItem('locale')).toBe('ru');
  });

  it('reset() (react-admin calls it on sign-out) clears the area, keeps lang and theme, and leaves the other area alone', () => {
    const company = createAreaStore('company');
    const platform = createAreaStore('platform');
    company.setItem('locale', 'ru');
    company.setItem('theme', 'dark');
    company.setItem(SESSION_KEY, makeUser());
    company.setItem('notification-storage', [{ id: 1, message: 'm', type: 'success' }]);
    company.setItem('addresses.listParams', { sort: 'value' });
    platform.setItem(SESSION_KEY, makePlatformUser());

    company.reset();

    expect(company.getItem(SESSION_KEY)).toBeUndefined();
    expect(company.getItem('notification-storage')).toBeUndefined();
    expect(company.getItem('addresses.listParams')).toBeUndefined();
    expect(window.localStorage.getItem('lang')).toBe('ru');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(company.getItem('locale')).toBe('ru');
    expect(platform.getItem(SESSION_KEY)).toEqual(expect.objectContaining({ area: 'platform' }));
  });

  it('removeItems(prefix) removes only the keys under that prefix', () => {
    const store = createAreaStore('company');
    store.setItem('addresses.listParams', 1);
    store.setItem('addresses.selectedIds', [1]);
    store.setItem('users.listParams', 2);
    store.removeItems('addresses.');
    expect(store.getItem('addresses.listParams')).toBeUndefined();
    expect(store.getItem('addresses.selectedIds')).toBeUndefined();
    expect(store.getItem('users.listParams')).toBe(2);
  });

  it('notifies subscribers of a key when it is set, removed or reset, until they unsubscribe', () => {
    const store = createAreaStore('company');
    const onSession = vi.fn();
    const onOther = vi.fn();
    const unsubscribe = store.subscribe(SESSION_KEY, onSession);
    store.subscribe('theme', onOther);

    const user = makeUser();
    store.setItem(SESSION_KEY, user);
    expect(onSession).toHaveBeenLastCalledWith(user);
    store.removeItem(SESSION_KEY);
    expect(onSession).toHaveBeenLastCalledWith(undefined);
    store.setItem(SESSION_KEY, user);
    store.reset();
    expect(onSession).toHaveBeenLastCalledWith(undefined);
    expect(onSession).toHaveBeenCalledTimes(4);
    expect(onOther).not.toHaveBeenCalled();

    unsubscribe();
    store.setItem(SESSION_KEY, user);
    expect(onSession).toHaveBeenCalledTimes(4);
  });

  it("hears another tab of the same area (storage events) once set up, and not the other area's", () => {
    const store = createAreaStore('company');
    const onSession = vi.fn();
    const onLocale = vi.fn();
    store.subscribe(SESSION_KEY, onSession);
    store.subscribe('locale', onLocale);
    store.setup();
    try {
      const user = makeUser();
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'RaStore.company.auth-storage', newValue: JSON.stringify(user) }),
      );
      expect(onSession).toHaveBeenLastCalledWith(user);
      window.dispatchEvent(new StorageEvent('storage', { key: 'RaStore.company.auth-storage', newValue: null }));
      expect(onSession).toHaveBeenLastCalledWith(undefined);
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'RaStore.platform.auth-storage', newValue: JSON.stringify(user) }),
      );
      expect(onSession).toHaveBeenCalledTimes(2);
      window.dispatchEvent(new StorageEvent('storage', { key: 'lang', newValue: 'ru' }));
      expect(onLocale).toHaveBeenLastCalledWith('ru');
    } finally {
      store.teardown();
    }
    window.dispatchEvent(new StorageEvent('storage', { key: 'lang', newValue: 'en' }));
    expect(onLocale).toHaveBeenCalledTimes(1);
  });
});

describe('the session', () => {
  it('reads a stored, unexpired session', () => {
    const store = createAreaStore('company');
    expect(readSession(store)).toBeUndefined();
    const user = makeUser();
    saveSession(store, user);
    expect(readSession(store)).toEqual(user);
    clearSession(store);
    expect(readSession(store)).toBeUndefined();
  });

  it('an expired session reads as signed out', () => {
    const store = createAreaStore('company');
    saveSession(store, makeUser({ expiresAt: new Date(Date.now() - 1).toISOString() }));
    expect(readSession(store)).toBeUndefined();
  });

  it('a session without a token, or with an unreadable expiry, reads as signed out', () => {
    const store = createAreaStore('company');
    saveSession(store, makeUser({ credentials: { token: '', apiKeyId: 'k' } }));
    expect(readSession(store)).toBeUndefined();
    saveSession(store, makeUser({ expiresAt: 'tomorrow' }));
    expect(readSession(store)).toBeUndefined();
  });

  it('a company session is ready only once bound to a company; a platform session always', () => {
    expect(isReady(undefined)).toBe(false);
    expect(isReady(makeUnboundUser())).toBe(false);
    expect(isReady(makeUser())).toBe(true);
    expect(isReady(makePlatformUser())).toBe(true);
  });

  it('headerCompanyName gives the company the session acts for, with one profile or many', () => {
    expect(headerCompanyName(makeUser({ profiles: [COMPANY_A] }))).toBe(COMPANY_A.companyName);
    const switched = makeUser({
      profiles: [COMPANY_A, COMPANY_B],
      companyId: COMPANY_B.companyId,
      companyName: COMPANY_B.companyName,
    });
    expect(headerCompanyName(switched)).toBe(COMPANY_B.companyName);
    expect(headerCompanyName(makeUser({ profiles: [COMPANY_A], hasMoreProfiles: true }))).toBe(COMPANY_A.companyName);
    expect(
      headerCompanyName(makeUser({ companyId: null, companyName: null, profiles: [COMPANY_A, COMPANY_B] })),
    ).toBeUndefined();
    expect(headerCompanyName(makePlatformUser())).toBeUndefined();
    expect(headerCompanyName(undefined)).toBeUndefined();
  });
});
