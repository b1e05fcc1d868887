import fs from 'node:fs';
import type { Feature } from '../../graphql/feature.ts';
import { scheduleResolvers } from './schedule.resolvers.ts';

export { copyCollectionProducts } from './collection-copy.ts';
export { toColumn } from './row-presenter.ts';
export { deleteRows, getStructuredScheduleRows } from './rows.service.ts';
export { getProjectSchedule } from './schedule.service.ts';
export {
  authorizeEdit,
  loadScheduleAccess,
  ownerOf,
  // Outside the engine, a schedule's access is a project's (comments, versions, exports).
  type ProjectScheduleAccess as ScheduleAccess,
  type ScheduleAccess as AnyScheduleAccess,
  type ScheduleArgs,
  type ScheduleOwnerArgs,
} from './schedule-access.ts';
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
export type { ProductUpdateEvent } from './product-marks.ts';
export {
  addReferencedRows,
  type RowReference,
  writeRowReference,
} from './referenced-rows.ts';
export { importRows, type RowImportTarget } from './row-import.ts';
export { type RowJson, rowIdOf, toRowJson } from './row-presenter.ts';
export { selectReferencingRows, selectRowsByIds } from './rows.repository.ts';
export type { ScheduleTotals } from './totals.ts';
