import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/public-sans/600.css';
import '@fontsource/public-sans/700.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { areaPaths } from './areas/paths';
import { lazyPage } from './lazyPage';

// Every page is its own chunk: the sign-in page never downloads an area, an area never the other one.
const SignInPage = lazyPage(() => import('./signin/SignInPage'));
const PlatformAdmin = lazyPage(() => import('./areas/platform/PlatformAdmin'));
const CompanyAdmin = lazyPage(() => import('./areas/company/CompanyAdmin'));
const LockPage = lazyPage(() => import('./public/lock/LockPage'));
const ChunkErrorPage = lazyPage(() => import('./ChunkErrorPage'));

const router = createBrowserRouter([
  {
    errorElement: <ChunkErrorPage />,
    children: [
      { path: '/', element: <Navigate to={`${areaPaths.company}/`} replace /> },
      { path: `${areaPaths.platform}/login`, element: <SignInPage area="platform" /> },
      { path: `${areaPaths.platform}/*`, element: <PlatformAdmin /> },
      { path: `${areaPaths.company}/login`, element: <SignInPage area="company" /> },
      { path: `${areaPaths.company}/*`, element: <CompanyAdmin /> },
      { path: '/lock', element: <LockPage /> },
      { path: '/lock/open', element: <LockPage opening /> },
      { path: '*', element: <Navigate to={`${areaPaths.company}/`} replace /> },
    ],
  },
]);

/** Shown while a page's chunk downloads: plain markup, nothing to download itself. */
const Loading = () => <div className="page-loading" role="progressbar" aria-busy="true" />;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Suspense fallback={<Loading />}>
      <RouterProvider router={router} />
    </Suspense>
  </StrictMode>,
);
