import { projectsRoute } from '@specboard/domain';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { billingRoutes, billingWorkspacePages, PaymentGuard } from '../features/billing/index.ts';
import { collectionRoutes } from '../features/collection/index.ts';
import { collectionsRoutes } from '../features/collections/index.ts';
import { exportRoutes } from '../features/exports/index.ts';
import {
  accountRecoveryRoutes,
  accountRoutes,
  RouteGuard,
  signInRoutes,
} from '../features/identity/index.ts';
import { libraryRoutes } from '../features/libraries/index.ts';
import { procoreRoutes } from '../features/procore/index.ts';
import { PROJECTS_SEGMENT, projectRoutes } from '../features/projects/index.ts';
import { searchRoutes } from '../features/search/index.ts';
import { sharedProjectRoutes } from '../features/shared-project/index.ts';
import { systemRoutes } from '../features/system/index.ts';
import { WorkspacesIndex, workspaceRoutes } from '../features/workspaces/index.ts';
import { InitialLoadingPage } from './pages/InitialLoadingPage.tsx';
import { RouteErrorPage } from './routing/RouteErrorPage.tsx';
import { AppShell } from './shell/AppShell.tsx';

/** The pages of signed-in users. */
const signedInRoutes: RouteObject[] = [
  // Spec 001 section 2: / leads to the workspace, whose home is its projects.
  { index: true, element: <Navigate to={projectsRoute} replace /> },
  ...systemRoutes,
  ...accountRoutes,
  ...procoreRoutes,
  ...workspaceRoutes([
    ...projectRoutes(),
    ...collectionsRoutes(),
    ...collectionRoutes(),
    ...libraryRoutes(),
    ...searchRoutes(),
    ...billingWorkspacePages,
  ]),
  // Where sign-in leads by default: the active workspace's projects.
  {
    path: projectsRoute,
    handle: { name: 'projects', title: 'Projects' },
    element: <WorkspacesIndex segment={PROJECTS_SEGMENT} />,
  },
  // /workspace-payment/{workspaceId}, and /payment leading to the active workspace's.
  ...billingRoutes,
  // /getFile?fileId=…[&force_update=…]: an export's file; without fileId, projects.
  ...exportRoutes,
  // Unknown paths lead to the workspace too (spec 001 section 2).
  {
    path: '*',
    handle: { name: 'unknown', title: 'Projects' },
    element: <Navigate to={projectsRoute} replace />,
  },
];

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
          { element: <RouteGuard area="signed-out-only" />, children: signInRoutes },
          { element: <RouteGuard area="public" />, children: accountRecoveryRoutes },
          // Shared links: read by anyone holding the link's token, signed in or not.
          { element: <RouteGuard area="public" />, children: sharedProjectRoutes },
          {
            element: <RouteGuard area="signed-in" />,
            children: [
              // ?forcepay and payment-required workspaces lead to the payment page.
              { element: <PaymentGuard />, children: signedInRoutes },
            ],
          },
        ],
      },
    ],
  },
];
