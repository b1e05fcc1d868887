import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../app/routing/lazyRoute.ts';

/** Routes of the exports feature, signed in: /getFile?fileId=…[&force_update=true]. */
export const exportRoutes: RouteObject[] = [
  {
    path: '/getFile',
    handle: { name: 'get-file', title: 'Download' },
    lazy: lazyRoute(async () => ({ Component: (await import('./GetFilePage.tsx')).GetFilePage })),
  },
];
