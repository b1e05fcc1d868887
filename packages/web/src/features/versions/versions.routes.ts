import { lazyRoute } from '../../app/routing/lazyRoute.ts';

/** The project page's versions tab, loaded with its route. */
export const lazyVersionsTab = lazyRoute(async () => ({
  Component: (await import('./VersionsTab.tsx')).VersionsTab,
}));
