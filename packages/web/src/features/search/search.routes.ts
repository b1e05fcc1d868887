import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../app/routing/lazyRoute.ts';
import type { RouteHandle } from '../../app/routing/route-handle.ts';
import { SEARCH_SEGMENT } from './search.paths.ts';

const searchHandle: RouteHandle = { name: 'search', title: 'Search' };

/** The search page, a child of the workspace route: /workspace/:wId/search?q=…&match=… */
export const searchRoutes = (): RouteObject[] => [
  {
    path: SEARCH_SEGMENT,
    handle: searchHandle,
    lazy: lazyRoute(async () => ({
      Component: (await import('./SearchPage.tsx')).SearchPage,
    })),
  },
];
