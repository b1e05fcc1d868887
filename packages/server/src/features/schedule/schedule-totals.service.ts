import type { DatabaseHandle } from '../../db/connection.ts';
import { findLiveScheduleId } from './schedules.repository.ts';
import { readTotals, recountTotals, type ScheduleTotals } from './totals.ts';

/** The totals of a project's live schedule; zero while it has none. */
export async function readLiveScheduleTotals(
  database: DatabaseHandle,
  projectId: string,
): Promise<ScheduleTotals> {
  const scheduleId = await findLiveScheduleId(database.executeSql, projectId);
  if (!scheduleId) return { totalCost: '0', totalPower: '0', byType: [], byTag: [] };
  return readTotals(database.executeSql, scheduleId);
}

/** Counts the live schedule's totals again from its rows (the repair for drifted totals). */
export async function recountLiveScheduleTotals(database: DatabaseHandle, projectId: string) {
  await database.rawTransaction(async (run) => {
    const scheduleId = await findLiveScheduleId(run, projectId, { forUpdate: true });
    if (scheduleId) await recountTotals(run, scheduleId);
  });
}
