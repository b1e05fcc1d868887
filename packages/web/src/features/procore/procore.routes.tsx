import { procoreCallbackRoute } from '@specboard/domain';
import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../app/routing/lazyRoute.ts';

/** Routes of the Procore feature, inside the shell and signed in: the sign-in's return page. */
export const procoreRoutes: RouteObject[] = [
  {
    path: procoreCallbackRoute,
    handle: { name: 'procore-callback', title: 'Procore' },
    lazy: lazyRoute(async () => ({
      Component: (await import('./ProcoreCallbackPage.tsx')).ProcoreCallbackPage,
    })),
  },
];
