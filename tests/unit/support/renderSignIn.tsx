import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { areaPaths } from '../../../src/areas/paths';
import type { SignedInUser } from '../../../contract/auth';
import { type AreaName, areaStores } from '../../../src/session/areaStore';
import { SESSION_KEY } from '../../../src/session/session';
import SignInPage from '../../../src/signin/SignInPage';

/** What stands in for the area once the sign-in page lets the person in. */
export const AREA_HOME_MARKER = 'area home';

export interface RenderSignInOptions {
  area: AreaName;
  locale?: 'en' | 'ru';
  /** A session already stored for the area (e.g. one still waiting for its company). */
  user?: SignedInUser;
}

/** The standalone sign-in page of an area, at `<prefix>/login` in a memory router, as src/main.tsx routes it. */
export const renderSignIn = ({ area, locale, user }: RenderSignInOptions) => {
  if (locale) window.localStorage.setItem('lang', locale);
  if (user) areaStores[area].setItem(SESSION_KEY, user);
  const prefix = areaPaths[area];
  const router = createMemoryRouter(
    [
      { path: `${prefix}/login`, element: <SignInPage area={area} /> },
      { path: `${prefix}/*`, element: <p>{AREA_HOME_MARKER}</p> },
    ],
    { initialEntries: [`${prefix}/login`] },
  );
  const result = render(<RouterProvider router={router} />);
  return { ...result, router, store: areaStores[area], pathname: () => router.state.location.pathname };
};
