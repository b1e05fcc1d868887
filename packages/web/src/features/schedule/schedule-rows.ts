import { sumDecimals, tagsShown, typeSortKey } from '@specboard/domain';
import type { ScheduleRow, ScheduleTotals } from './schedule.types.ts';

// Which rows a view shows is a rule of the domain, shared with the exports the server writes.
export { tagsShown, visibleRows } from '@specboard/domain';

/**
 * Schedule order, as the server sorts: type designation in natural order (rows without one
 * last), then order number, then id.
 */
export function compareRows(a: ScheduleRow, b: ScheduleRow): number {
  const ka = typeSortKey(a.cells.typeDesignation);
  const kb = typeSortKey(b.cells.typeDesignation);
  if (ka !== kb) return ka < kb ? -1 : 1;
  if (a.order !== b.order) return a.order - b.order;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Rows with `incoming` put in (new ones added, known ones replaced), in schedule order. A row
 * whose type designation did not change keeps its place; otherwise the list is sorted again.
 */
export function putRows(
  rows: readonly ScheduleRow[],
  incoming: readonly ScheduleRow[],
): ScheduleRow[] {
  if (incoming.length === 0) return rows as ScheduleRow[];
  const byId = new Map(incoming.map((row) => [row.id, row]));
  let resort = false;
  const next = rows.map((row) => {
    const update = byId.get(row.id);
    if (!update) return row;
    byId.delete(row.id);
    if (typeSortKey(update.cells.typeDesignation) !== typeSortKey(row.cells.typeDesignation)) {
      resort = true;
    }
    return update;
  });
  if (byId.size > 0) {
    next.push(...byId.values());
    resort = true;
  }
  return resort ? next.sort(compareRows) : next;
}

/**
 * Rows with a page read from the server merged in: new rows added, rows already here (pushed live
 * meanwhile) kept or replaced, whichever is newer, and rows deleted meanwhile left out.
 */
export function mergePage(
  rows: readonly ScheduleRow[],
  page: readonly ScheduleRow[],
  deleted: ReadonlySet<string>,
): ScheduleRow[] {
  const at = new Map(rows.map((row, index) => [row.id, index]));
  const next = [...rows];
  const added: ScheduleRow[] = [];
  let replaced = false;
  for (const row of page) {
    if (deleted.has(row.id)) continue;
    const index = at.get(row.id);
    if (index === undefined) {
      added.push(row);
      continue;
    }
    next[index] = newerRow(next[index], row);
    replaced = true;
  }
  const last = next[next.length - 1];
  const inOrder = !replaced && (!last || !added[0] || compareRows(last, added[0]) <= 0);
  // Pages arrive in schedule order, so a plain page is appended without sorting 10,000 rows.
  return inOrder ? [...next, ...added] : [...next, ...added].sort(compareRows);
}

export function removeRows(rows: readonly ScheduleRow[], ids: readonly string[]): ScheduleRow[] {
  const gone = new Set(ids);
  return rows.filter((row) => !gone.has(row.id));
}

/** The distinct tags of the rows, sorted, for the tag filter. */
export function rowTags(rows: readonly ScheduleRow[]): string[] {
  const tags = new Set<string>();
  for (const row of rows) {
    const tag = rowTag(row);
    if (tag !== null) tags.add(tag);
  }
  return [...tags].sort((a, b) => a.localeCompare(b));
}

/** A row's tag, trimmed; null when it has none. */
export function rowTag(row: ScheduleRow): string | null {
  const tag = row.cells.tag;
  return typeof tag === 'string' && tag.trim() !== '' ? tag.trim() : null;
}

/**
 * The cost and power of what is shown: the project's totals, or with tags chosen (by the view, by
 * the person, or both) the sum of those tags' totals.
 */
export function shownTotals(
  totals: ScheduleTotals | null,
  viewTags: readonly string[],
  tags: readonly string[],
): { cost: string; power: number } | null {
  if (!totals) return null;
  const chosen = tagsShown(viewTags, tags);
  if (!chosen) return { cost: totals.totalCost, power: totals.totalPower };
  const kept = totals.tagSumValues.filter((total) => chosen.includes(total.tag));
  return {
    cost: sumDecimals(kept.map((total) => total.TotalCost)),
    power: kept.reduce((sum, total) => sum + total.totalPower, 0),
  };
}

function versionNumber(version: string | undefined): number {
  return version === undefined ? 1 : Number.parseFloat(version);
}

/**
 * The newer of two copies of one row: answers, pages and live events may arrive out of order, so
 * the copy written last is kept (the incoming one on a tie), and each cell takes the copy with the
 * higher version. (Computed cells follow the kept copy; the server sends the row again when they
 * change.)
 */
export function newerRow(existing: ScheduleRow | undefined, incoming: ScheduleRow): ScheduleRow {
  if (!existing) return incoming;
  const [kept, other] =
    existing.updatedAt > incoming.updatedAt ? [existing, incoming] : [incoming, existing];
  const newerCells = Object.keys(other.versions).filter(
    (col) => versionNumber(other.versions[col]) > versionNumber(kept.versions[col]),
  );
  if (newerCells.length === 0) return kept;
  const cells = { ...kept.cells };
  const versions = { ...kept.versions };
  for (const col of newerCells) {
    cells[col] = other.cells[col];
    versions[col] = other.versions[col] as string;
  }
  return { ...kept, cells, versions };
}
