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

/**
 * A live table of the engine other than a project's schedule tab (a collection's products), in
 * the schedule's chunk.
 */
export const LiveTable = lazy(() => import('./LiveTable.tsx'));
export type { LiveTableHandle, LiveTableProps } from './LiveTable.tsx';
export type { ProjectKey, ScheduleRow, TableKey } from './schedule.types.ts';
export type { ScheduleStore } from './schedule-store.ts';
