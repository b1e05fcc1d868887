import type { SearchProjectCellsQuery } from '../../graphql/graphql.ts';

/** Spec: search is debounced. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Spec: search pages hold 100 rows (also the server's maximum). */
export const SEARCH_PAGE_SIZE = 100;
/** The server refuses longer queries. */
export const SEARCH_MAX_LENGTH = 200;

/** One page of searchProjectCells. */
export type SearchPage = SearchProjectCellsQuery['searchProjectCells'];

/** One matching cell, known by row id and column id so that it outlives rows moving. */
export type SearchHit = { rowId: string; field: string };

/** A hit where the grid shows it now (its row among the shown rows, its column's index). */
export type PlacedHit = SearchHit & { row: number; col: number };

/** The current hit: which cell, and where it was last seen (to go on from if it disappears). */
export type SearchCursor = { key: string; index: number } | null;

/** A cell's identity within one search: its row id and column id. */
export function hitKey(hit: SearchHit): string {
  return `${hit.rowId}\u0000${hit.field}`;
}

/** The hits so far with those of a new page added, each cell once. */
export function addPageHits(hits: readonly SearchHit[], page: SearchPage): SearchHit[] {
  const seen = new Set(hits.map(hitKey));
  const next = [...hits];
  for (const result of page.data) {
    for (const match of result.matches) {
      const hit = { rowId: result.rowId, field: match.field };
      if (seen.has(hitKey(hit))) continue;
      seen.add(hitKey(hit));
      next.push(hit);
    }
  }
  return next;
}

/** Spec: pages are read until one comes without a scroll id, or empty. */
export function hasNextPage(page: SearchPage): boolean {
  return page.scrollID !== null && page.data.length > 0;
}

/**
 * Reads every page of a search, following the scroll id, and gathers the matching cells. A
 * scroll id seen before also stops it (a server answering the same page again would loop).
 * Resolves null when aborted (the query changed meanwhile); a failed page rejects.
 */
export async function collectSearchHits(
  fetchPage: (scrollID: string | null) => Promise<SearchPage>,
  signal?: AbortSignal,
): Promise<SearchHit[] | null> {
  let hits: SearchHit[] = [];
  let scrollID: string | null = null;
  const followed = new Set<string>();
  while (true) {
    const page = await fetchPage(scrollID);
    if (signal?.aborted) return null;
    hits = addPageHits(hits, page);
    if (!hasNextPage(page) || followed.has(page.scrollID as string)) return hits;
    scrollID = page.scrollID;
    followed.add(scrollID as string);
  }
}

/**
 * Where the hits are in the grid now, in grid order (row, then column). Hits in rows the grid
 * does not show (filtered out by tag, or hidden) are counted as `outside`; hits in rows gone
 * since the search, or in fields the grid has no column for, are left out.
 */
export function placeHits(
  hits: readonly SearchHit[],
  shownRows: readonly { id: string }[],
  allRows: readonly { id: string }[],
  columnIds: readonly string[],
): { placed: PlacedHit[]; outside: number } {
  const rowIndex = new Map(shownRows.map((row, index) => [row.id, index]));
  const present = new Set(allRows.map((row) => row.id));
  const colIndex = new Map(columnIds.map((id, index) => [id, index]));
  const placed: PlacedHit[] = [];
  let outside = 0;
  for (const hit of hits) {
    const col = colIndex.get(hit.field);
    if (col === undefined) continue;
    const row = rowIndex.get(hit.rowId);
    if (row !== undefined) placed.push({ ...hit, row, col });
    else if (present.has(hit.rowId)) outside += 1;
  }
  placed.sort((a, b) => a.row - b.row || a.col - b.col);
  return { placed, outside };
}

/** The index of the current hit among the placed ones, or -1 when there is none or it is gone. */
export function findCurrent(placed: readonly PlacedHit[], cursor: SearchCursor): number {
  if (!cursor) return -1;
  return placed.findIndex((hit) => hitKey(hit) === cursor.key);
}

/** Points the cursor at a placed hit. */
export function cursorAt(placed: readonly PlacedHit[], index: number): SearchCursor {
  const hit = placed[index];
  return hit ? { key: hitKey(hit), index } : null;
}

/**
 * The hit one step from the current one (forward or back), wrapping around at either end. When
 * the current hit is gone (its row deleted or filtered out), forward is the hit now in its place
 * and back the one before it. Undefined when nothing is placed.
 */
export function stepHit(
  placed: readonly PlacedHit[],
  cursor: SearchCursor,
  direction: 1 | -1,
): { hit: PlacedHit; cursor: SearchCursor } | undefined {
  const count = placed.length;
  if (count === 0) return undefined;
  const current = findCurrent(placed, cursor);
  let index: number;
  if (current >= 0) index = current + direction;
  else if (cursor) index = direction === 1 ? cursor.index : cursor.index - 1;
  else index = direction === 1 ? 0 : count - 1;
  index = ((index % count) + count) % count;
  return { hit: placed[index] as PlacedHit, cursor: cursorAt(placed, index) };
}

const count = new Intl.NumberFormat('en-US');

/**
 * What the search says beside its field: "3 of 12" (or "12 matches" when none is current, or
 * "No matches"), and how many matches are in rows the grid does not show (filtered out by tag or
 * hidden).
 */
export function searchStatus({
  shown,
  current,
  outside,
}: {
  shown: number;
  current: number;
  outside: number;
}): { position: string; outside: string | null } {
  const position =
    shown === 0
      ? 'No matches'
      : current >= 0
        ? `${count.format(current + 1)} of ${count.format(shown)}`
        : `${count.format(shown)} ${shown === 1 ? 'match' : 'matches'}`;
  const matches = outside === 1 ? 'match' : 'matches';
  return {
    position,
    outside:
      outside === 0
        ? null
        : `${count.format(outside)}${shown > 0 ? ' more' : ''} ${matches} in filtered-out rows`,
  };
}
