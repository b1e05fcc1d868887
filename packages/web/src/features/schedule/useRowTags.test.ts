import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScheduleRow } from './schedule.types.ts';
import { rowTags } from './schedule-rows.ts';
import { useRowTags } from './useRowTags.ts';

function row(id: string, tag?: string): ScheduleRow {
  return {
    id,
    key: `ROW#${id}`,
    order: 1,
    hidden: false,
    cells: tag === undefined ? {} : { tag },
    versions: {},
    session: null,
    updatedBy: null,
    updatedAt: '',
  };
}

describe('the tags of the rows, kept from one list to the next', () => {
  it('follows rows replaced, added and removed as reading them all would', () => {
    const first = [row('a', 'Lobby'), row('b', ' Spa '), row('c'), row('d', 'Lobby')];
    const { result, rerender } = renderHook(({ rows }) => useRowTags(rows), {
      initialProps: { rows: first },
    });
    expect(result.current).toEqual(['Lobby', 'Spa']);

    // One Lobby row becomes Stair: Lobby stays (another row has it); the same rows, new tags.
    const second = [first[0]!, first[1]!, first[2]!, row('d', 'Stair')];
    rerender({ rows: second });
    expect(result.current).toEqual(rowTags(second));

    // The last Spa row loses its tag; a row is added.
    const third = [first[0]!, row('b', ''), first[2]!, second[3]!, row('e', 'Atrium')];
    rerender({ rows: third });
    expect(result.current).toEqual(['Atrium', 'Lobby', 'Stair']);
  });

  it('answers the same list while the tags are the same (a row answered with its tag unchanged)', () => {
    const first = [row('a', 'Lobby'), row('b', 'Spa')];
    const { result, rerender } = renderHook(({ rows }) => useRowTags(rows), {
      initialProps: { rows: first },
    });
    const tags = result.current;
    rerender({ rows: [first[0]!, { ...first[1]!, cells: { tag: 'Spa', model: 'M-1' } }] });
    expect(result.current).toBe(tags);
  });
});
