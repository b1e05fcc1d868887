import { useMemo, useRef } from 'react';
import type { ScheduleRow } from './schedule.types.ts';
import { rowTag } from './schedule-rows.ts';

type Counted = { rows: readonly ScheduleRow[]; counts: Map<string, number>; tags: string[] };

/**
 * The distinct tags of the rows, sorted (as rowTags), counted from one list of rows to the next:
 * a list where a few rows were replaced (an edit's answer) is counted by those rows instead of
 * read whole again, which for 50,000 rows took longer than the rest of the page's render. The
 * same tags give the same array.
 */
export function useRowTags(rows: readonly ScheduleRow[]): string[] {
  const counted = useRef<Counted | null>(null);
  return useMemo(() => {
    const next = countTags(counted.current, rows);
    counted.current = next;
    return next.tags;
  }, [rows]);
}

function countTags(before: Counted | null, rows: readonly ScheduleRow[]): Counted {
  const changed: number[] = [];
  if (before && before.rows.length === rows.length) {
    for (let index = 0; index < rows.length && changed.length <= rows.length / 8; index += 1) {
      if (before.rows[index] !== rows[index]) changed.push(index);
    }
  }
  let counts: Map<string, number>;
  if (!before || before.rows.length !== rows.length || changed.length > rows.length / 8) {
    counts = new Map();
    for (const row of rows) add(counts, rowTag(row), 1);
  } else {
    counts = new Map(before.counts);
    for (const index of changed) {
      add(counts, rowTag(before.rows[index]!), -1);
      add(counts, rowTag(rows[index]!), 1);
    }
  }
  const same =
    before !== null &&
    counts.size === before.tags.length &&
    before.tags.every((tag) => counts.has(tag));
  return { rows, counts, tags: same && before ? before.tags : sortedTags(counts) };
}

function add(counts: Map<string, number>, tag: string | null, by: number) {
  if (tag === null) return;
  const count = (counts.get(tag) ?? 0) + by;
  if (count > 0) counts.set(tag, count);
  else counts.delete(tag);
}

function sortedTags(counts: Map<string, number>): string[] {
  return [...counts.keys()].sort((a, b) => a.localeCompare(b));
}
