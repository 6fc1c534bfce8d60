import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/public-sans/600.css';
import '@fontsource/public-sans/700.css';
import { type ReactNode, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { areaPaths } from './areas/paths';
import { loadMessages } from './i18n/loadMessages';
import { readLocale } from './i18n/locale';
import { lazyPage } from './lazyPage';

// Every page is its own chunk: the sign-in page never downloads an area, an area never the other one.
const SignInPage = lazyPage(() => import('./signin/SignInPage'));
// An area comes with the messages of the remembered language (and only those), downloaded side by side.
const withMessages = async <Module,>(area: Promise<Module>): Promise<Module> =>
  (await Promise.all([area, loadMessages(readLocale())]))[0];
const PlatformAdmin = lazyPage(() => withMessages(import('./areas/platform/PlatformAdmin')));
const CompanyAdmin = lazyPage(() => withMessages(import('./areas/company/CompanyAdmin')));
const LockPage = lazyPage(() => import('./public/lock/LockPage'));
const JoinPage = lazyPage(() => import('./public/join/JoinPage'));
const ChunkErrorPage = lazyPage(() => import('./ChunkErrorPage'));

/** Shown while a page's chunk downloads: plain markup, nothing to download itself. */
const Loading = () => <div className="page-loading" role="progressbar" aria-busy="true" />;

/**
 * Each route gets a Suspense boundary of its own (a distinct key). The router navigates in a
 * transition, and a transition into an existing boundary keeps the old page on screen while the new
 * one loads: the area being left would keep running, and react-admin's redirect to sign-in would
 * fire again and again. A new boundary shows the fallback at once, so the old page is unmounted.
 */
const page = (key: string, element: ReactNode) => (
  <Suspense key={key} fallback={<Loading />}>
    {element}
  </Suspense>
);

const router = createBrowserRouter([
  {
    errorElement: page('chunk-error', <ChunkErrorPage />),
    children: [
      { path: '/', element: <Navigate to={`${areaPaths.company}/`} replace /> },
      { path: `${areaPaths.platform}/login`, element: page('platform-sign-in', <SignInPage area="platform" />) },
      { path: `${areaPaths.platform}/*`, element: page('platform', <PlatformAdmin />) },
      { path: `${areaPaths.company}/login`, element: page('company-sign-in', <SignInPage area="company" />) },
      { path: `${areaPaths.company}/*`, element: page('company', <CompanyAdmin />) },
      { path: '/lock', element: page('lock', <LockPage />) },
      { path: '/lock/open', element: page('lock-open', <LockPage opening />) },
      { path: '/join', element: page('join', <JoinPage />) },
      { path: '*', element: <Navigate to={`${areaPaths.company}/`} replace /> },
    ],
  },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
