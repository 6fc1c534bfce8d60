import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { DataProvider, I18nProvider, Store } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router';
import CompanyAdmin from '../../../src/areas/company/CompanyAdmin';
import { areaPaths } from '../../../src/areas/paths';
import PlatformAdmin from '../../../src/areas/platform/PlatformAdmin';
import type { SignedInUser } from '../../../contract/auth';
import { type AreaName, createAreaStore } from '../../../src/session/areaStore';
import { SESSION_KEY } from '../../../src/session/session';

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

/**
 * The real area component of src/areas/<area> (its layout, notifications, themes, resources, fallback
 * route and the real authProvider over the area store), with the given dataProvider and optionally
 * i18nProvider and store, in a memory router at `path`.
 */
export const renderArea = ({
  area = 'company',
  path,
  dataProvider,
  user,
  locale,
  i18nProvider,
  store,
  children,
}: RenderAreaOptions) => {
  if (locale) window.localStorage.setItem('lang', locale);
  const areaStore = store ?? createAreaStore(area);
  if (user) areaStore.setItem(SESSION_KEY, user);
  const basename = areaPaths[area];
  const Area = area === 'company' ? CompanyAdmin : PlatformAdmin;
  const router = createMemoryRouter(
    [
      { path: `${basename}/login`, element: <p>{SIGN_IN_MARKER}</p> },
      {
        path: `${basename}/*`,
        element: (
          <Area store={areaStore} dataProvider={dataProvider} i18nProvider={i18nProvider}>
            {children}
          </Area>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(<RouterProvider router={router} />);
  return { ...result, router, store: areaStore, pathname: () => router.state.location.pathname };
};
