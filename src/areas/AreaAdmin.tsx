import { type ComponentType, type ReactNode, useCallback, useMemo, useSyncExternalStore } from 'react';
import { Navigate } from 'react-router';
import { Admin, type DataProvider, type I18nProvider, type Store } from 'react-admin';
import { createAuthProvider } from '../authProvider/authProvider';
import { createDataProvider } from '../dataProvider/dataProvider';
import { createI18nProvider } from '../i18n/i18nProvider';
import { AccessDenied } from '../layout/AccessDenied';
import { AreaLayout } from '../layout/AreaLayout';
import { Notifications } from '../layout/Notifications';
import { darkTheme, lightTheme } from '../layout/themes';
import { type AreaName, areaStores } from '../session/areaStore';
import { isReady, readSession, SESSION_KEY } from '../session/session';
import type { ResourceName } from '../dataProvider/resourceNames';
import { AreaContext } from './AreaContext';
import { areaPaths } from './paths';

export interface AreaAdminProps {
  area: AreaName;
  /** The sidebar's order. The area starts at its first <Resource> with a list (the spec's landing route), not at the menu's first entry. */
  menuOrder: readonly ResourceName[];
  /** Where unknown paths go (spec: users in Set A, abonents in Set B). */
  fallbackResource: ResourceName;
  /** Above every page, when it has something to say (the company's setup checklist): a stable component. */
  Notice?: ComponentType;
  children: ReactNode;
}

/** What an area is built from, replaceable where the area is rendered without its server (tests). */
export interface AreaDependencies {
  store?: Store;
  dataProvider?: DataProvider;
  i18nProvider?: I18nProvider;
}

/**
 * One admin area: its own <Admin> under its own path, with its own store (session, notifications,
 * list preferences), providers, menu and fallback route. Signing in happens on the standalone sign-in
 * page at `<prefix>/login`, so react-admin's own login page is off.
 */
export const AreaAdmin = ({
  area,
  menuOrder,
  fallbackResource,
  Notice,
  children,
  store = areaStores[area],
  dataProvider,
  i18nProvider,
}: AreaAdminProps & AreaDependencies) => {
  const basename = areaPaths[area];
  // The area exists only with a ready session. react-admin is never mounted signed out, and is
  // unmounted the moment the session goes (sign-out, a 401): its own redirect-on-mount, racing the
  // router's transition to the lazily loaded sign-in page, would otherwise navigate in a loop.
  const signedIn = useSyncExternalStore(
    useCallback((onChange: () => void) => store.subscribe(SESSION_KEY, onChange), [store]),
    () => isReady(readSession(store)),
  );
  // Made once per area: new providers or a new layout component would make react-admin start over.
  const providers = useMemo(
    () => ({
      authProvider: createAuthProvider(area, store),
      dataProvider: dataProvider ?? createDataProvider(store, area),
      i18nProvider: i18nProvider ?? createI18nProvider(),
      layout: ({ children: page }: { children: ReactNode }) => (
        <AreaLayout menuOrder={menuOrder} Notice={Notice}>
          {page}
        </AreaLayout>
      ),
      catchAll: () => <Navigate to={`${basename}/${fallbackResource}`} replace />,
    }),
    [area, store, dataProvider, i18nProvider, menuOrder, Notice, basename, fallbackResource],
  );
  if (!signedIn) return <Navigate to={`${basename}/login`} replace />;
  return (
    <AreaContext.Provider value={area}>
      <Admin
        basename={basename}
        store={store}
        {...providers}
        theme={lightTheme}
        darkTheme={darkTheme}
        defaultTheme="light"
        notification={Notifications}
        loginPage={false}
        accessDenied={AccessDenied}
        requireAuth
        disableTelemetry
      >
        {children}
      </Admin>
    </AreaContext.Provider>
  );
};
