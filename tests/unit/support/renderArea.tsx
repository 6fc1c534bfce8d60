import { render } from '@testing-library/react';
import { type ReactNode, useCallback, useSyncExternalStore } from 'react';
import { Admin, type DataProvider, type I18nProvider, Resource, type Store } from 'react-admin';
import { createMemoryRouter, Navigate, RouterProvider } from 'react-router';
import { AreaContext } from '../../../src/areas/AreaContext';
import { companyMenu } from '../../../src/areas/company/menu';
import { areaPaths } from '../../../src/areas/paths';
import { platformMenu } from '../../../src/areas/platform/menu';
import { createAuthProvider } from '../../../src/authProvider/authProvider';
import type { SignedInUser } from '../../../src/domain/auth';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { AreaLayout } from '../../../src/layout/AreaLayout';
import { Notifications } from '../../../src/layout/Notifications';
import { darkTheme, lightTheme } from '../../../src/layout/themes';
import addresses from '../../../src/resources/addresses';
import users from '../../../src/resources/users';
import { type AreaName, createAreaStore } from '../../../src/session/areaStore';
import { isReady, readSession, SESSION_KEY } from '../../../src/session/session';

/** The fallback screen and the resources of each area, as src/areas/<area>/<Area>Admin.tsx registers them. */
const areas = {
  company: { menu: companyMenu, fallback: 'addresses', resources: <Resource name="addresses" {...addresses} /> },
  platform: { menu: platformMenu, fallback: 'users', resources: <Resource name="users" {...users} /> },
} satisfies Record<AreaName, { menu: readonly string[]; fallback: string; resources: ReactNode }>;

export interface RenderAreaOptions {
  area?: AreaName;
  /** The full path, with the area's prefix: '/intercom-ru/addresses'. */
  path: string;
  dataProvider: DataProvider;
  /** Stored under 'auth-storage' before rendering; none means signed out. */
  user?: SignedInUser;
  /** The language remembered under 'lang' before rendering. */
  locale?: 'en' | 'ru';
  i18nProvider?: I18nProvider;
  store?: Store;
  /** More Admin children (a <CustomRoutes> with a test page, say), after the area's resources. */
  children?: ReactNode;
}

/** Where react-admin sends a signed-out person: the area's sign-in page, stood in for by a marker. */
export const SIGN_IN_MARKER = 'sign-in page';

/** As src/areas/AreaAdmin.tsx: the area exists only with a ready session, else it goes to sign-in. */
const SignedInOnly = ({ store, basename, children }: { store: Store; basename: string; children: ReactNode }) => {
  const signedIn = useSyncExternalStore(
    useCallback((onChange: () => void) => store.subscribe(SESSION_KEY, onChange), [store]),
    () => isReady(readSession(store)),
  );
  return signedIn ? children : <Navigate to={`${basename}/login`} replace />;
};

/**
 * One admin area as src/areas/AreaAdmin.tsx builds it (our layout, notifications, themes, area store,
 * i18nProvider and the real authProvider over that store), with the given dataProvider, in a memory
 * router at `path`.
 */
export const renderArea = ({ area = 'company', path, dataProvider, user, locale, i18nProvider, store, children }: RenderAreaOptions) => {
  if (locale) window.localStorage.setItem('lang', locale);
  const areaStore = store ?? createAreaStore(area);
  if (user) areaStore.setItem(SESSION_KEY, user);
  const { menu, fallback, resources } = areas[area];
  const basename = areaPaths[area];
  const providers = {
    authProvider: createAuthProvider(area, areaStore),
    dataProvider,
    i18nProvider: i18nProvider ?? createI18nProvider(),
    layout: ({ children }: { children: ReactNode }) => <AreaLayout menuOrder={menu}>{children}</AreaLayout>,
    catchAll: () => <Navigate to={`${basename}/${fallback}`} replace />,
  };
  const router = createMemoryRouter(
    [
      { path: `${basename}/login`, element: <p>{SIGN_IN_MARKER}</p> },
      {
        path: `${basename}/*`,
        element: (
          <SignedInOnly store={areaStore} basename={basename}>
            <AreaContext.Provider value={area}>
              <Admin
                basename={basename}
                store={areaStore}
                {...providers}
                theme={lightTheme}
                darkTheme={darkTheme}
                defaultTheme="light"
                notification={Notifications}
                loginPage={false}
                requireAuth
                disableTelemetry
              >
                {resources}
                {children}
              </Admin>
            </AreaContext.Provider>
          </SignedInOnly>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(<RouterProvider router={router} />);
  return { ...result, router, store: areaStore, pathname: () => router.state.location.pathname };
};
