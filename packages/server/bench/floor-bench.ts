/**
 * The database's own floor under the edit figures: a single-row UPDATE of one cell of the
 * schedule's rows table, run through the server's own database handle (no HTTP, no GraphQL, no
 * checks), one at a time and 16 at once, in the same run as the edits it is compared with.
 */
import type { App } from '../src/app.ts';
import { type BenchRow, percentile, timeMany } from './stats.ts';

const bareUpdate = `update schedule_rows set cells = jsonb_set(cells, '{model}', to_jsonb($3::text)),
  updated_at = now() where schedule_id = $1 and id = $2`;

export async function benchBareUpdate(
  label: string,
  app: App,
  scheduleId: string,
  rowIds: string[],
): Promise<BenchRow[]> {
  const database = app.platform.database;
  const update = (index: number) =>
    database
      .executePrepared('bench-bare-update', bareUpdate, [
        scheduleId,
        rowIds[index % rowIds.length],
        `F${index}`,
      ])
      .then(() => {});
  await timeMany(200, 1, update); // warm-up
  const rows: BenchRow[] = [];
  for (const concurrency of [1, 16]) {
    const total = concurrency === 1 ? 2000 : 8000;
    const { durations, wallMs } = await timeMany(total, concurrency, update);
    rows.push({
      database: label,
      measure: `bare single-row UPDATE (the floor), concurrency ${concurrency}`,
      p50: percentile(durations, 50),
      p95: percentile(durations, 95),
      extra: `${Math.round((total / wallMs) * 1000)} updates/s`,
    });
  }
  return rows;
}
