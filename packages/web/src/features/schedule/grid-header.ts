import type { ScheduleColumn, SortingData } from '@specboard/domain';

/** The header icon of a column locked for editing. */
export const LOCK_ICON = 'locked';

// Material's Lock, in the colour Glide gives its own header icons' background (its foreground is
// white, drawn on that background).
export const headerIcons = {
  [LOCK_ICON]: ({ bgColor }: { bgColor: string }) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="20" height="20"><path fill="${bgColor}" d="M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2m-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1s3.1 1.39 3.1 3.1z"/></svg>`,
};

/** A header's title: read-only columns marked ƒ, the sorted one with its direction. */
export function headerTitle(
  column: ScheduleColumn,
  readOnly: boolean,
  sorting: SortingData | null,
) {
  const arrow = sorting?.sortBy === column.id ? (sorting.sortOrder === 'desc' ? ' ↓' : ' ↑') : '';
  return `${column.name}${readOnly ? ' ƒ' : ''}${arrow}`;
}
