import { randomUUID } from 'node:crypto';
import { CompiledQuery, type Transaction } from 'kysely';
import type { RawRunner } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import { findLiveCollectionScheduleId } from './schedules.repository.ts';

/** A raw runner, or a Kysely transaction (which the collections feature holds when copying). */
export type CopyRunner = RawRunner | Transaction<Database>;

function rawRunnerOf(run: CopyRunner): RawRunner {
  if (typeof run === 'function') return run;
  return async (text, values = []) => {
    const result = await run.executeQuery(CompiledQuery.raw(text, values as unknown[]));
    return { rows: result.rows as unknown[] };
  };
}

/**
 * The products of `fromCollectionId` (its live schedule's custom columns, locks and rows not
 * deleted, with their cells' versions) copied as the live schedule of `toCollectionId`, a copy just
 * made, inside the caller's transaction; its products count is set to match. The source holds at
 * most 100 products, so the copy is within the cap. Nothing is copied when the source was never
 * opened. Answers how many products were copied.
 */
export async function copyCollectionProducts(
  run: CopyRunner,
  fromCollectionId: string,
  toCollectionId: string,
): Promise<number> {
  const raw = rawRunnerOf(run);
  const sourceId = await findLiveCollectionScheduleId(raw, fromCollectionId);
  if (!sourceId) return 0;
  const scheduleId = randomUUID();
  await raw(
    `insert into schedules (id, collection_id, kind, custom_fields, column_restrictions,
                            next_position)
     select $2, $3, 'live', custom_fields, column_restrictions, next_position
       from schedules where id = $1`,
    [sourceId, scheduleId, toCollectionId],
  );
  const copied = await raw(
    `with copied as (
       insert into schedule_rows (schedule_id, id, position, type_key, cells, versions, hidden,
                                  session, updated_by, created_at, updated_at)
       select $2, id, position, type_key, cells, versions, hidden, session, updated_by, created_at,
              updated_at
         from schedule_rows where schedule_id = $1 and deleted_at is null
       returning 1)
     select count(*)::int as count from copied`,
    [sourceId, scheduleId],
  );
  const count = (copied.rows[0] as { count: number } | undefined)?.count ?? 0;
  await raw('update collections set products_count = $2 where id = $1', [toCollectionId, count]);
  return count;
}
