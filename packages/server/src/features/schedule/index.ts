import fs from 'node:fs';
import type { Feature } from '../../graphql/feature.ts';
import { scheduleResolvers } from './schedule.resolvers.ts';

export { toColumn } from './row-presenter.ts';
export { loadScheduleAccess, type ScheduleAccess } from './schedule-access.ts';
export { readLiveScheduleTotals, recountLiveScheduleTotals } from './schedule-totals.service.ts';
export {
  copyLiveSchedule,
  readRowsToCompare,
  readRowsToExport,
  snapshotSchedule,
} from './snapshots.repository.ts';

export const scheduleFeature: Feature = {
  name: 'schedule',
  typeDefs: ['./schedule.graphql', './search.graphql']
    .map((file) => fs.readFileSync(new URL(file, import.meta.url), 'utf8'))
    .join('\n'),
  resolvers: scheduleResolvers,
};
export type { ScheduleTotals } from './totals.ts';
