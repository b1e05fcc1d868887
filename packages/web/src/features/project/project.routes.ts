import { lazyRoute } from '../../app/routing/lazyRoute.ts';

/** The project page, loaded with its route (the projects feature places it at /projects/:id). */
export const lazyProjectPage = lazyRoute(async () => ({
  Component: (await import('./ProjectPage.tsx')).ProjectPage,
}));

/** The project page's budget dashboard tab, loaded with its route. */
export const lazyDashboardTab = lazyRoute(async () => ({
  Component: (await import('./dashboard/DashboardTab.tsx')).DashboardTab,
}));
