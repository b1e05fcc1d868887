import type { DatabaseHandle } from '../../db/connection.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import type { RowCursor } from './rows.repository.ts';

export type FoundRow = {
  id: string;
  cursor_position: string;
  type_key: string;
  cells: Record<string, unknown>;
};

/**
 * How many matches the trigram index fetches before a search walks the schedule instead. Sorting
 * every match costs about 6 µs a match on the embedded database; walking costs about 8 µs a row
 * walked, and a manufacturer's rows sit together in the type order, so a walk can pass thousands
 * of rows before its page fills: 4,000 matches (24 ms) is where the walk becomes the safer bet.
 */
export const candidateCap = 4000;

/** Trigrams need three characters: a shorter query cannot narrow the rows through the index. */
const shortestIndexedQuery = 3;

// Matches are kept in the schedule's order on the row's own columns: the bigint position, never
// its text (named apart so that ORDER BY cannot take the text for it), so that the cursor's
// comparison and the order agree and no row is skipped or repeated.
const order = (row: string) => `order by ${row}.type_key collate "C", ${row}.position, ${row}.id`;

/**
 * Few matches: the trigram index finds them all (at most $7) with their order keys, the page is
 * sorted from those keys, and only its rows are read for their cells. One row comes back even
 * when the page is empty, to carry how many rows matched.
 */
export const searchCandidatesStatement = `
  with matching as materialized (select * from schedule_rows_matching($1, lower($2), $7)),
  page as (
    select m.id, m.type_key, m.position from matching m
     where $3::text is null
        or (m.type_key collate "C", m.position, m.id) > ($3::text collate "C", $4::bigint, $5::text)
     ${order('m')} limit $6)
  select (select count(*)::int from matching) as matching, found.*
    from (select) as one left join lateral (
      select r.id, r.position::text as cursor_position, r.position, r.type_key, r.cells
        from page p join schedule_rows r on r.schedule_id = $1 and r.id = p.id) as found on true
   ${order('found')}`;

/**
 * Many matches (or a query too short for trigrams): the schedule walked in its order until the
 * page is full (a function that holds the planner to that plan; see migration 0024).
 */
const searchWalkStatement = `
  select * from schedule_rows_walk_matching($1, lower($2), $3, $4::bigint, $5, $6)`;

/** The rows after `after` whose cells hold `query` (case aside), in schedule order. */
export async function findMatchingRows(
  database: DatabaseHandle,
  scheduleId: string,
  query: string,
  after: RowCursor | undefined,
  limit: number,
  cap = candidateCap,
): Promise<FoundRow[]> {
  const values = [
    scheduleId,
    containsPattern(query),
    after?.[0] ?? null,
    after?.[1] ?? null,
    after?.[2] ?? null,
  ];
  if (query.length >= shortestIndexedQuery) {
    const { rows } = await database.executePrepared(
      'schedule-search-candidates',
      searchCandidatesStatement,
      [...values, limit, cap],
    );
    const found = rows as (FoundRow & { matching: number })[];
    if ((found[0]?.matching ?? 0) < cap) return found.filter((row) => row.id !== null);
  }
  const { rows } = await database.executePrepared('schedule-search-walk', searchWalkStatement, [
    ...values,
    limit,
  ]);
  return rows as FoundRow[];
}
