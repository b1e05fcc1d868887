import type { CellValue } from '../schedule/cell-values.ts';

/** What a view needs of a row to decide whether to show it. */
type FilterableRow = { hidden?: boolean; cells: Record<string, CellValue | undefined> };

/**
 * The tags rows must carry to be shown: the view's and the person's own filter together (a row
 * has one tag, so both at once means the tags in both). Null when neither filters.
 */
export function tagsShown(viewTags: readonly string[], tags: readonly string[]): string[] | null {
  if (viewTags.length === 0) return tags.length === 0 ? null : [...tags];
  if (tags.length === 0) return [...viewTags];
  return viewTags.filter((tag) => tags.includes(tag));
}

/**
 * The rows the grid shows: hidden ones only on request; with tags chosen (by the view, by the
 * person, or both), rows with one of them.
 */
export function visibleRows<Row extends FilterableRow>(
  rows: readonly Row[],
  {
    tags,
    viewTags = [],
    showHidden,
  }: { tags: readonly string[]; viewTags?: readonly string[]; showHidden: boolean },
): readonly Row[] {
  const shown = tagsShown(viewTags, tags);
  if (!shown && showHidden) return rows;
  const chosen = shown ? new Set(shown) : null;
  return rows.filter((row) => {
    if (row.hidden && !showHidden) return false;
    if (!chosen) return true;
    const tag = row.cells.tag;
    return typeof tag === 'string' && chosen.has(tag.trim());
  });
}
