import type { PreparedRunner, RawRunner } from '../../db/connection.ts';
import type { Placed } from './row-placement.ts';

/** A row as stored. `cells` holds computed cells too, written by the server only. */
export type StoredRow = {
  id: string;
  position: string;
  type_key: string;
  cells: Record<string, unknown>;
  versions: Record<string, string>;
  hidden: boolean;
  session: string | null;
  updated_by: string | null;
  updated_at: string;
  deleted_at?: string | null;
  /** The product the row keeps a reference to (all null when none). */
  ref_collection_id: string | null;
  ref_product_id: string | null;
  ref_values: Record<string, unknown> | null;
  ref_taken_at: string | null;
  ref_update_available: boolean;
  ref_collection_name: string | null;
  /** Whether the product was deleted (null when there is no reference). */
  ref_removed: boolean | null;
};

/** A product a new row keeps a reference to, with its reference-field values as taken. */
export type RowReference = {
  collectionId: string;
  productId: string;
  values: Record<string, unknown>;
  /** The product already differs from `values` (it changed while they were taken). */
  updateAvailable?: boolean;
};

// A row's product reference, with its collection's name and whether the product was deleted:
// subqueries of the same statement, run only for a row that keeps a reference.
const referenceColumns = `r.ref_collection_id, r.ref_product_id, r.ref_values, r.ref_update_available,
  to_char(r.ref_taken_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ref_taken_at,
  case when r.ref_collection_id is null then null
       else (select rc.name from collections rc where rc.id = r.ref_collection_id) end
    as ref_collection_name,
  case when r.ref_collection_id is null then null
       else not exists (select 1 from schedules rs
              join schedule_rows rp on rp.schedule_id = rs.id and rp.id = r.ref_product_id
             where rs.collection_id = r.ref_collection_id and rs.kind = 'live'
               and rp.deleted_at is null) end as ref_removed`;

/** The columns every row read returns, in the shape of `StoredRow`. */
// Ordering and cursors name r.position (a bigint); the bare name would be this text alias.
export const rowColumns = `r.id, r.position::text as position, r.type_key, r.cells, r.versions,
  r.hidden, r.session, r.updated_by,
  to_char(r.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at,
  ${referenceColumns}`;

const scheduleOrder = 'r.type_key collate "C", r.position, r.id';

export type RowCursor = [typeKey: string, position: string, id: string];

/** A page in schedule order (type designation, then order number), after a cursor. */
export async function selectRowsPage(
  run: PreparedRunner,
  scheduleId: string,
  limit: number,
  after?: RowCursor,
): Promise<StoredRow[]> {
  const { rows } = after
    ? await run(
        'schedule-rows-after',
        `select ${rowColumns} from schedule_rows r
          where r.schedule_id = $1 and r.deleted_at is null
            and (r.type_key collate "C", r.position, r.id) > ($2::text collate "C", $3::bigint, $4::text)
          order by ${scheduleOrder} limit $5`,
        [scheduleId, after[0], after[1], after[2], limit],
      )
    : await run(
        'schedule-rows-first',
        `select ${rowColumns} from schedule_rows r
          where r.schedule_id = $1 and r.deleted_at is null
          order by ${scheduleOrder} limit $2`,
        [scheduleId, limit],
      );
  return rows as StoredRow[];
}

/** Rows by id, in schedule order; with `forUpdate`, locked (in id order) until the transaction ends. */
export async function selectRowsByIds(
  run: RawRunner,
  scheduleId: string,
  ids: readonly string[],
  options: { deleted: boolean; forUpdate?: boolean },
): Promise<StoredRow[]> {
  const which = `r.schedule_id = $1 and r.id = any($2::text[])
    and r.deleted_at is ${options.deleted ? 'not null' : 'null'}`;
  // Every change of several rows locks them in id order, so that two never wait crosswise.
  if (options.forUpdate) {
    await run(`select r.id from schedule_rows r where ${which} order by r.id for update`, [
      scheduleId,
      ids,
    ]);
  }
  const { rows } = await run(
    `select ${rowColumns} from schedule_rows r where ${which} order by ${scheduleOrder}`,
    [scheduleId, ids],
  );
  return rows as StoredRow[];
}

export async function selectDeletedRows(run: RawRunner, scheduleId: string, limit: number) {
  const { rows } = await run(
    `select ${rowColumns} from schedule_rows r
      where r.schedule_id = $1 and r.deleted_at is not null
      order by r.deleted_at desc, r.id limit $2`,
    [scheduleId, limit],
  );
  return rows as StoredRow[];
}

export async function selectRowsByTags(run: RawRunner, scheduleId: string, tags: string[]) {
  const { rows } = await run(
    `select ${rowColumns} from schedule_rows r
      where r.schedule_id = $1 and r.deleted_at is null and btrim(r.cells->>'tag') = any($2::text[])
      order by ${scheduleOrder}`,
    [scheduleId, tags],
  );
  return rows as StoredRow[];
}

/** Takes the next order numbers of a schedule (one per new row). */
export async function takePositions(run: RawRunner, scheduleId: string, count: number) {
  const { rows } = await run(
    `update schedules set next_position = next_position + $2 where id = $1
      returning (next_position - $2)::text as first`,
    [scheduleId, count],
  );
  const first = BigInt((rows[0] as { first: string }).first);
  return Array.from({ length: count }, (_, index) => (first + BigInt(index)).toString());
}

export async function insertRows(
  run: RawRunner,
  scheduleId: string,
  rows: {
    id: string;
    position: string;
    typeKey: string;
    cells: object;
    userId: string;
    session: string | null;
    ref?: RowReference | null;
  }[],
): Promise<StoredRow[]> {
  const { rows: inserted } = await run(
    `insert into schedule_rows as r (schedule_id, id, position, type_key, cells, updated_by, session,
        ref_collection_id, ref_product_id, ref_values, ref_taken_at, ref_update_available)
     select $1, r.id, r.position::bigint, r.type_key, r.cells, r.user_id, r.session,
            r.ref_collection_id, r.ref_product_id, r.ref_values,
            case when r.ref_product_id is null then null else now() end,
            coalesce(r.ref_update_available, false)
       from jsonb_to_recordset($2::jsonb)
         as r(id text, position text, type_key text, cells jsonb, user_id text, session text,
              ref_collection_id text, ref_product_id text, ref_values jsonb,
              ref_update_available boolean)
     returning ${rowColumns}`,
    [
      scheduleId,
      JSON.stringify(
        rows.map((row) => ({
          id: row.id,
          position: row.position,
          type_key: row.typeKey,
          cells: row.cells,
          user_id: row.userId,
          session: row.session,
          ref_collection_id: row.ref?.collectionId ?? null,
          ref_product_id: row.ref?.productId ?? null,
          ref_values: row.ref?.values ?? null,
          ref_update_available: row.ref?.updateAvailable ?? false,
        })),
      ),
    ],
  );
  return inserted as StoredRow[];
}

export async function countRowsChange(run: RawRunner, projectId: string, change: number) {
  if (change === 0) return;
  await run('update projects set rows_count = greatest(rows_count + $2, 0) where id = $1', [
    projectId,
    change,
  ]);
}

/** A row's cells and versions as read under its lock. */
export type LockedRow = {
  id: string;
  cells: Record<string, unknown>;
  versions: Record<string, string>;
};

/**
 * Locks the rows (not deleted) for a change, in id order so that two transactions locking some of
 * the same rows never wait on each other crosswise, and answers them by id.
 */
export async function lockRows(
  run: RawRunner,
  scheduleId: string,
  ids: readonly string[],
): Promise<Map<string, LockedRow>> {
  const { rows } = await run(
    `select r.id, r.cells, r.versions from schedule_rows r
      where r.schedule_id = $1 and r.id = any($2::text[]) and r.deleted_at is null
      order by r.id for update`,
    [scheduleId, ids],
  );
  return new Map((rows as LockedRow[]).map((row) => [row.id, row]));
}

/** A row as an edit leaves it: its cells, the versions it changed, its type order. */
export type RowWrite = {
  id: string;
  cells: Record<string, unknown>;
  versions: Record<string, string>;
  typeKey: string;
};

/** Writes edited rows (locked by the caller) in one statement; answers them as stored. */
export async function updateRowsCells(
  run: RawRunner,
  scheduleId: string,
  rows: readonly RowWrite[],
  by: { userId: string; session: string | null },
): Promise<StoredRow[]> {
  if (rows.length === 0) return [];
  const { rows: stored } = await run(
    `update schedule_rows as r
        set cells = w.cells, versions = r.versions || w.versions, type_key = w.type_key,
            session = $3, updated_by = $4, updated_at = now()
       from jsonb_to_recordset($2::jsonb) as w(id text, cells jsonb, versions jsonb, type_key text)
      where r.schedule_id = $1 and r.id = w.id
      returning ${rowColumns}`,
    [
      scheduleId,
      JSON.stringify(
        rows.map((row) => ({
          id: row.id,
          cells: row.cells,
          versions: row.versions,
          type_key: row.typeKey,
        })),
      ),
      by.session,
      by.userId,
    ],
  );
  return stored as StoredRow[];
}

/** An accepted change of one cell, as the cell history keeps it. */
export type CellHistoryEntry = {
  rowId: string;
  col: string;
  oldValue: unknown;
  newValue: unknown;
  version: string;
};

/** Adds the entries to the cell history in one statement. */
export async function insertCellHistory(
  run: RawRunner,
  scheduleId: string,
  entries: readonly CellHistoryEntry[],
  by: { userId: string; session: string | null },
) {
  if (entries.length === 0) return;
  await run(
    `insert into schedule_cell_history
       (schedule_id, row_id, col, old_value, new_value, version, user_id, session)
     select $1, h.row_id, h.col, h.old_value, h.new_value, h.version, $3, $4
       from jsonb_to_recordset($2::jsonb)
         as h(row_id text, col text, old_value jsonb, new_value jsonb, version text)`,
    [
      scheduleId,
      JSON.stringify(
        entries.map((entry) => ({
          row_id: entry.rowId,
          col: entry.col,
          old_value: entry.oldValue,
          new_value: entry.newValue,
          version: entry.version,
        })),
      ),
      by.userId,
      by.session,
    ],
  );
}

/**
 * Holds the schedule's order (its rows' positions and next position) until the transaction
 * ends, so that two rows inserted at once never take one place.
 */
export async function lockScheduleOrder(run: RawRunner, scheduleId: string) {
  await run('select 1 from schedules where id = $1 for update', [scheduleId]);
}

type PlacedRow = { id: string; position: string };
const toPlaced = (row: PlacedRow): Placed => ({ id: row.id, position: BigInt(row.position) });

/**
 * The rows of a row's type around it, in schedule order: the one just before it, and the row
 * itself with every one after it.
 */
export async function selectTypeRowsAround(
  run: RawRunner,
  scheduleId: string,
  row: Pick<StoredRow, 'id' | 'position' | 'type_key'>,
): Promise<{ before: Placed | null; from: Placed[] }> {
  const sameType = `schedule_id = $1 and type_key = $2 and deleted_at is null`;
  const values = [scheduleId, row.type_key, row.position, row.id];
  const before = await run(
    `select id, position::text as position from schedule_rows
      where ${sameType} and (position, id) < ($3::bigint, $4::text)
      order by position desc, id desc limit 1`,
    values,
  );
  const from = await run(
    `select id, position::text as position from schedule_rows
      where ${sameType} and (position, id) >= ($3::bigint, $4::text)
      order by position, id`,
    values,
  );
  const [first] = before.rows as PlacedRow[];
  return { before: first ? toPlaced(first) : null, from: (from.rows as PlacedRow[]).map(toPlaced) };
}

/**
 * Gives rows new positions (locking them in id order first, as every multi-row change does) and
 * keeps the schedule's next position past them; answers the rows as stored.
 */
export async function moveRowsTo(
  run: RawRunner,
  scheduleId: string,
  moves: readonly Placed[],
): Promise<StoredRow[]> {
  if (moves.length === 0) return [];
  await lockRows(
    run,
    scheduleId,
    moves.map((move) => move.id),
  );
  const { rows } = await run(
    `update schedule_rows as r set position = m.position::bigint
       from jsonb_to_recordset($2::jsonb) as m(id text, position text)
      where r.schedule_id = $1 and r.id = m.id
      returning ${rowColumns}`,
    [
      scheduleId,
      JSON.stringify(moves.map((move) => ({ id: move.id, position: move.position.toString() }))),
    ],
  );
  return rows as StoredRow[];
}

/** Keeps the schedule's next position (for rows added at the end) past `position`. */
export async function keepNextPositionPast(run: RawRunner, scheduleId: string, position: bigint) {
  await run(
    'update schedules set next_position = greatest(next_position, $2::bigint + 1) where id = $1',
    [scheduleId, position.toString()],
  );
}

/**
 * Moves rows to the deleted rows (`toDeleted`) or back, by `userId`; answers the ids moved.
 * The rows are locked by the caller.
 */
export async function moveRowsDeleted(
  run: RawRunner,
  scheduleId: string,
  ids: readonly string[],
  toDeleted: boolean,
  userId: string,
): Promise<string[]> {
  const { rows } = await run(
    toDeleted
      ? `update schedule_rows set deleted_at = now(), deleted_by = $3
            where schedule_id = $1 and id = any($2::text[]) returning id`
      : `update schedule_rows set deleted_at = null, deleted_by = null, updated_by = $3,
                  updated_at = now()
            where schedule_id = $1 and id = any($2::text[]) returning id`,
    [scheduleId, ids, userId],
  );
  return (rows as { id: string }[]).map((row) => row.id);
}

/** Hides or shows rows (not deleted); answers the ids changed. */
export async function updateRowsHidden(
  run: RawRunner,
  scheduleId: string,
  ids: readonly string[],
  hidden: boolean,
): Promise<string[]> {
  const { rows } = await run(
    `update schedule_rows set hidden = $3, updated_at = now()
      where schedule_id = $1 and id = any($2::text[]) and deleted_at is null
      returning id`,
    [scheduleId, ids, hidden],
  );
  return (rows as { id: string }[]).map((row) => row.id);
}

/**
 * Sets the product reference of a row (locked by the caller): the values it takes now, no update
 * offered. Answers the row as stored.
 */
export async function updateRowReference(
  run: RawRunner,
  scheduleId: string,
  rowId: string,
  ref: RowReference,
): Promise<StoredRow | undefined> {
  const { rows } = await run(
    `update schedule_rows as r
        set ref_collection_id = $3, ref_product_id = $4, ref_values = $5::jsonb,
            ref_taken_at = now(), ref_update_available = false
      where r.schedule_id = $1 and r.id = $2 and r.deleted_at is null
      returning ${rowColumns}`,
    [scheduleId, rowId, ref.collectionId, ref.productId, JSON.stringify(ref.values)],
  );
  return rows[0] as StoredRow | undefined;
}

/** The live rows of a schedule that keep a product reference, in schedule order. */
export async function selectReferencingRows(
  run: RawRunner,
  scheduleId: string,
): Promise<StoredRow[]> {
  const { rows } = await run(
    `select ${rowColumns} from schedule_rows r
      where r.schedule_id = $1 and r.deleted_at is null and r.ref_product_id is not null
      order by ${scheduleOrder}`,
    [scheduleId],
  );
  return rows as StoredRow[];
}
