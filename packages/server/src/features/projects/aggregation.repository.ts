import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function findAggregation(db: Db, projectId: string) {
  return db
    .selectFrom('project_aggregations')
    .selectAll()
    .where('project_id', '=', projectId)
    .executeTakeFirst();
}

/** Makes the project's dashboard record unless it has one (two first reads may race to it). */
export async function insertAggregation(db: Db, projectId: string) {
  await db
    .insertInto('project_aggregations')
    .values({ id: randomUUID(), project_id: projectId, updated_at: new Date() })
    .onConflict((conflict) => conflict.column('project_id').doNothing())
    .execute();
}

export async function updateAggregationNotes(db: Db, aggregationId: string, notes: string) {
  await db
    .updateTable('project_aggregations')
    .set({ notes, updated_at: new Date() })
    .where('id', '=', aggregationId)
    .execute();
}
