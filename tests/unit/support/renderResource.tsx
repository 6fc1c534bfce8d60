import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import {
  AdminContext,
  type DataProvider,
  type I18nProvider,
  ResourceContextProvider,
  type ResourceDefinition,
  ResourceDefinitionContextProvider,
  type Store,
} from 'react-admin';
import { createMemoryRouter, Route, RouterProvider, Routes } from 'react-router';
import { AreaContext } from '../../../src/areas/AreaContext';
import { createAuthProvider } from '../../../src/authProvider/authProvider';
import { areaPaths } from '../../../src/areas/paths';
import type { SignedInUser } from '../../../contract/auth';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { EDIT_SEGMENT } from '../../../src/layout/editRoute';
import { Notifications } from '../../../src/layout/Notifications';
import { lightTheme } from '../../../src/layout/themes';
import { type AreaName, createAreaStore } from '../../../src/session/areaStore';
import { SESSION_KEY } from '../../../src/session/session';

/** What stands in for the resource's list, when the test gives none, once a page goes back to it. */
export const LIST_MARKER = 'resource list';

export interface RenderResourceOptions {
  area?: AreaName;
  resource: string;
  /** The pages of the resource, as the resource's own files export them (not its lazy index). */
  pages: { list?: ComponentType; create?: ComponentType; edit?: ComponentType };
  /**
   * The list is a page with child routes of its own (the access section's forms): it gets every path
   * under the resource, as react-admin's <Resource> gives its list ('<resource>/*').
   */
  listHasChildRoutes?: boolean;
  /** How a record is named (titles, confirmations), as the resource's definition says. */
  recordRepresentation?: ResourceDefinition['recordRepresentation'];
  /** More pages of the resource, by their path under it ('edit/:id/:revision'). */
  routes?: Record<string, ComponentType>;
  /** The full path, with the area's prefix: '/intercom-ru/addresses/create'. */
  path: string;
  dataProvider: DataProvider;
  i18nProvider?: I18nProvider;
  store?: Store;
  /** Stored under 'auth-storage' before rendering (the real dataProvider signs its calls with it). */
  user?: SignedInUser;
  /** The language remembered under 'lang' before rendering. */
  locale?: 'en' | 'ru';
  /**
   * The area's real authProvider, so react-admin's access questions (canAccess) follow the user's role;
   * without it every question is answered yes.
   */
  followRole?: boolean;
}

/**
 * One resource's create and edit pages in a minimal react-admin context: the dataProvider, the real
 * i18nProvider, a store, the area's notifications and theme, and a memory router at `path` with the
 * routes a save or a delete goes to. No area around them: no layout, menu, authProvider or lazy pages,
 * which a test of a form does not need and which make up most of the time of rendering a whole area.
 */
export const renderResource = ({
  area = 'company',
  resource,
  pages,
  routes = {},
  listHasChildRoutes = false,
  recordRepresentation,
  path,
  dataProvider,
  i18nProvider,
  store,
  user,
  locale,
  followRole = false,
}: RenderResourceOptions) => {
  if (locale) window.localStorage.setItem('lang', locale);
  const areaStore = store ?? createAreaStore(area);
  if (user) areaStore.setItem(SESSION_KEY, user);
  const basename = areaPaths[area];
  const { list: List, create: Create, edit: Edit } = pages;
  // What <Resource> would register: a list's row opens the edit page only when the resource has one.
  const definitions = {
    [resource]: {
      name: resource,
      hasList: !!List,
      hasCreate: !!Create,
      hasEdit: !!Edit,
      hasShow: false,
      recordRepresentation,
    },
  };
  const router = createMemoryRouter(
    [
      {
        path: `${basename}/*`,
        element: (
          <AreaContext.Provider value={area}>
            <AdminContext
              basename={basename}
              dataProvider={dataProvider}
              authProvider={followRole ? createAuthProvider(area, areaStore) : undefined}
              i18nProvider={i18nProvider ?? createI18nProvider()}
              store={areaStore}
              theme={lightTheme}
            >
              <ResourceDefinitionContextProvider definitions={definitions}>
                <ResourceContextProvider value={resource}>
                  <Routes>
                    <Route
                      path={listHasChildRoutes ? `${resource}/*` : resource}
                      element={List ? <List /> : <p>{LIST_MARKER}</p>}
                    />
                    {Create && <Route path={`${resource}/create`} element={<Create />} />}
                    {Edit && <Route path={`${resource}/${EDIT_SEGMENT}/:id`} element={<Edit />} />}
                    {Edit && <Route path={`${resource}/:id`} element={<Edit />} />}
                    {Object.entries(routes).map(([subpath, Page]) => (
                      <Route key={subpath} path={`${resource}/${subpath}`} element={<Page />} />
                    ))}
                  </Routes>
                </ResourceContextProvider>
              </ResourceDefinitionContextProvider>
              <Notifications />
            </AdminContext>
          </AreaContext.Provider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(<RouterProvider router={router} />);
  return { ...result, router, store: areaStore, pathname: () => router.state.location.pathname };
};
