import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import CompanyAdmin from '../../../src/areas/company/CompanyAdmin';
import { areaPaths } from '../../../src/areas/paths';
import PlatformAdmin from '../../../src/areas/platform/PlatformAdmin';
import type { SignedInUser } from '../../../contract/auth';
import { type AreaName, areaStores } from '../../../src/session/areaStore';
import { SESSION_KEY } from '../../../src/session/session';
import SignInPage from '../../../src/signin/SignInPage';

/**
 * The real area component of src/areas/<area> (its providers, resources and fallback route, over the
 * real dataProvider: stub `fetch` first) and the real sign-in page, routed as src/main.tsx does, at `path`.
 */
export const renderRealArea = ({ area, path, user }: { area: AreaName; path: string; user?: SignedInUser }) => {
  if (user) areaStores[area].setItem(SESSION_KEY, user);
  const prefix = areaPaths[area];
  const Area = area === 'company' ? CompanyAdmin : PlatformAdmin;
  const router = createMemoryRouter(
    [
      { path: `${prefix}/login`, element: <SignInPage area={area} /> },
      { path: `${prefix}/*`, element: <Area /> },
    ],
    { initialEntries: [path] },
  );
  const result = render(<RouterProvider router={router} />);
  return { ...result, router, store: areaStores[area], pathname: () => router.state.location.pathname };
};
