import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../app/routing/lazyRoute.ts';
import type { RouteHandle } from '../../app/routing/route-handle.ts';

export const STATUS_PATH = '/status';

const statusHandle: RouteHandle = { name: 'status', title: 'System status' };

/** Routes of the system feature, mounted inside the shell: the operators' status page, by address. */
export const systemRoutes: RouteObject[] = [
  {
    path: STATUS_PATH,
    handle: statusHandle,
    lazy: lazyRoute(async () => ({ Component: (await import('./StatusPage.tsx')).StatusPage })),
  },
];
