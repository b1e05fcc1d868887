import { lazy } from 'react';

/**
 * The schedule tab, loaded on first render (the data grid is a large chunk; nothing else needs
 * it). Routes should prefer `scheduleIndexRoute`, which loads the same chunk with the route.
 */
export const SchedulePage = lazy(async () => ({
  default: (await import('./SchedulePage.tsx')).SchedulePage,
}));
export { scheduleIndexRoute } from './schedule.routes.tsx';

/**
 * The live schedule for a reader who may change nothing (a shared link's), in its own chunk
 * like the schedule tab.
 */
export const ReadOnlySchedule = lazy(async () => ({
  default: (await import('./ReadOnlySchedule.tsx')).ReadOnlySchedule,
}));
