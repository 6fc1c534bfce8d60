import type { Store } from 'ra-core';
import { LOCALES } from '../i18n/locale';

/** The two admin areas; each keeps its own session, notifications and list preferences. */
export type AreaName = 'platform' | 'company';

/**
 * Preferences shared by both areas, kept under the plain localStorage keys the spec names (`lang`,
 * `theme`) and surviving sign-out. Maps react-admin's store key to ours.
 */
const sharedKeys: Record<string, string> = { locale: 'lang', theme: 'theme' };

/**
 * The values a shared key may hold. Anything else (a value another version or a person wrote) reads as
 * unset, so react-admin falls back to its default: an unknown locale would make every date field throw.
 */
const sharedValues: Record<string, readonly string[]> = { locale: LOCALES, theme: ['light', 'dark'] };

type Listener = (value: unknown) => void;

const storage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled by the browser: fall back to memory
  }
};

/**
 * A react-admin Store for one area: everything is kept in localStorage under `RaStore.<area>.<key>`
 * (so the areas never see each other's session or notifications), except the shared preferences,
 * which live under their own keys as plain strings. `reset()` (react-admin calls it on sign-out) clears
 * the area but keeps the language and theme. Plain module, no React: the sign-in page uses it too.
 */
export const createAreaStore = (area: AreaName): Store => {
  const prefix = `RaStore.${area}.`;
  const memory = new Map<string, string>();
  const listeners = new Map<string, Set<Listener>>();

  const storageKey = (key: string) => sharedKeys[key] ?? `${prefix}${key}`;
  const read = (key: string) => storage()?.getItem(storageKey(key)) ?? memory.get(storageKey(key)) ?? null;
  const write = (key: string, raw: string | null) => {
    const target = storageKey(key);
    const local = storage();
    if (raw === null) {
      local?.removeItem(target);
      memory.delete(target);
    } else if (local) local.setItem(target, raw);
    else memory.set(target, raw);
  };
  const decode = (key: string, raw: string | null): unknown => {
    if (raw === null) return undefined;
    if (key in sharedKeys) return sharedValues[key].includes(raw) ? raw : undefined;
    try {
      return JSON.parse(raw);
    } catch {
      return undefined;
    }
  };
  const encode = (key: string, value: unknown) => (key in sharedKeys ? String(value) : JSON.stringify(value));
  const publish = (key: string, value: unknown) => listeners.get(key)?.forEach((listener) => listener(value));
  const areaKeys = (keyPrefix = '') =>
    Object.keys(storage() ?? {})
      .filter((key) => key.startsWith(prefix + keyPrefix))
      .map((key) => key.slice(prefix.length));

  // Another tab of the same area signed out, changed the language, or raised a notification.
  const onStorage = (event: StorageEvent) => {
    if (!event.key) return;
    const key =
      Object.keys(sharedKeys).find((name) => sharedKeys[name] === event.key) ??
      (event.key.startsWith(prefix) ? event.key.slice(prefix.length) : undefined);
    if (key !== undefined) publish(key, decode(key, event.newValue));
  };

  const store: Store = {
    setup: () => window.addEventListener('storage', onStorage),
    teardown: () => window.removeEventListener('storage', onStorage),
    getItem: <T>(key: string, defaultValue?: T) => (decode(key, read(key)) as T | undefined) ?? defaultValue,
    setItem: (key, value) => {
      write(key, value === undefined ? null : encode(key, value));
      publish(key, value);
    },
    removeItem: (key) => {
      write(key, null);
      publish(key, undefined);
    },
    removeItems: (keyPrefix) => areaKeys(keyPrefix).forEach((key) => store.removeItem(key)),
    reset: () => areaKeys().forEach((key) => store.removeItem(key)),
    subscribe: (key, callback) => {
      const set = listeners.get(key) ?? new Set<Listener>();
      set.add(callback);
      listeners.set(key, set);
      return () => set.delete(callback);
    },
  };
  return store;
};

/** One store per area for the whole page: the sign-in page and the area's <Admin> share it. */
export const areaStores: Record<AreaName, Store> = {
  platform: createAreaStore('platform'),
  company: createAreaStore('company'),
};
