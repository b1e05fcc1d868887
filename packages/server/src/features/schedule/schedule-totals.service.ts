import type { DatabaseHandle } from '../../db/connection.ts';
import { readTotals, recountTotals, type ScheduleTotals } from './totals.ts';

/** The totals of a project's live schedule; zero while it has none. */
export async function readLiveScheduleTotals(
  database: DatabaseHandle,
  projectId: string,
): Promise<ScheduleTotals> {
  const { rows } = await database.executeSql(
    `select id from schedules where project_id = $1 and kind = 'live'`,
    [projectId],
  );
  const schedule = rows[0] as { id: string } | undefined;
  if (!schedule) return { totalCost: '0', totalPower: '0', byType: [], byTag: [] };
  return readTotals(database.executeSql, schedule.id);
}

/** Counts the live schedule's totals again from its rows (the repair for drifted totals). */
export async function recountLiveScheduleTotals(database: DatabaseHandle, projectId: string) {
  await database.rawTransaction(async (run) => {
    const { rows } = await run(
      `select id from schedules where project_id = $1 and kind = 'live' for update`,
      [projectId],
    );
    const schedule = rows[0] as { id: string } | undefined;
    if (schedule) await recountTotals(run, schedule.id);
  });
}
