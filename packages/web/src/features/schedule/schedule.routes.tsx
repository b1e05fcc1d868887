import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../app/routing/lazyRoute.ts';
import type { RouteHandle } from '../../app/routing/route-handle.ts';

const scheduleHandle: RouteHandle = { title: 'Schedule', fill: true };

/**
 * The schedule as the project page's index tab (/workspace/:wId/projects/:id). Its code, the
 * data grid included, loads only when the tab opens.
 */
export const scheduleIndexRoute: RouteObject = {
  index: true,
  handle: scheduleHandle,
  lazy: lazyRoute(async () => ({
    Component: (await import('./SchedulePage.tsx')).SchedulePage,
  })),
};
