import { Navigate, Outlet, type RouteObject } from 'react-router';
import { STATUS_PATH, systemRoutes } from '../features/system/index.ts';
import { InitialLoadingPage } from './pages/InitialLoadingPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { RouteErrorPage } from './routing/RouteErrorPage.tsx';
import type { RouteHandle } from './routing/route-handle.ts';
import { AppShell } from './shell/AppShell.tsx';

const notFoundHandle: RouteHandle = { name: 'not-found', title: 'Page not found' };

/** Every route of the app; features contribute their own route lists. */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <InitialLoadingPage />,
    children: [
      {
        // Page errors render inside the shell, so navigation stays usable.
        element: <Outlet />,
        errorElement: <RouteErrorPage />,
        children: [
          // Until workspaces exist, the status page is home.
          { index: true, element: <Navigate to={STATUS_PATH} replace /> },
          ...systemRoutes,
          { path: '*', handle: notFoundHandle, element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
