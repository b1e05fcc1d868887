import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../app/routing/lazyRoute.ts';
import { SHARED_PROJECT_ROUTE } from './shared-project.paths.ts';

/**
 * A project read through its shared link, signed in or not. Mount under
 * `<RouteGuard area="public" />`; the shell shows no header or navigation on it.
 */
export const sharedProjectRoutes: RouteObject[] = [
  {
    path: SHARED_PROJECT_ROUTE,
    handle: { name: 'shared-project', title: 'Shared project' },
    lazy: lazyRoute(async () => ({
      Component: (await import('./SharedProjectPage.tsx')).SharedProjectPage,
    })),
  },
];
