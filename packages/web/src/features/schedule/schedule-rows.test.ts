import { describe, expect, it } from 'vitest';
import type { ScheduleRow } from './schedule.types.ts';
import { tagsShown, visibleRows } from './schedule-rows.ts';

function row(id: string, tag: string | null, hidden = false): ScheduleRow {
  return {
    id,
    key: `ROW#${id}`,
    order: 1,
    hidden,
    cells: { typeDesignation: id.toUpperCase(), tag },
    versions: {},
    session: null,
    updatedBy: null,
    updatedAt: '2026-11-22T10:00:00Z',
  };
}

const rows = [row('a', 'Lobby'), row('b', 'Spa'), row('c', null), row('d', 'Lobby', true)];
const ids = (list: readonly ScheduleRow[]) => list.map((item) => item.id).join('');

describe('the rows shown', () => {
  it('keeps rows with one of the view’s tags, and of the person’s own filter too', () => {
    expect(ids(visibleRows(rows, { tags: [], showHidden: false }))).toBe('abc');
    expect(ids(visibleRows(rows, { tags: [], viewTags: ['Lobby'], showHidden: true }))).toBe('ad');
    expect(
      ids(visibleRows(rows, { tags: ['Spa'], viewTags: ['Lobby', 'Spa'], showHidden: false })),
    ).toBe('b');
    expect(ids(visibleRows(rows, { tags: ['Spa'], viewTags: ['Lobby'], showHidden: false }))).toBe(
      '',
    );
  });

  it('says which tags count for the totals: none chosen means all', () => {
    expect(tagsShown([], [])).toBeNull();
    expect(tagsShown(['Lobby'], [])).toEqual(['Lobby']);
    expect(tagsShown([], ['Spa'])).toEqual(['Spa']);
    expect(tagsShown(['Lobby', 'Spa'], ['Spa', 'Gym'])).toEqual(['Spa']);
  });
});
