import { describe, expect, it, vi } from 'vitest';
import {
  addPageHits,
  collectSearchHits,
  cursorAt,
  findCurrent,
  hitKey,
  type PlacedHit,
  placeHits,
  type SearchPage,
  searchStatus,
  stepHit,
} from './schedule-search.ts';

function page(rows: [string, ...string[]][], scrollID: string | null): SearchPage {
  return {
    data: rows.map(([rowId, ...fields]) => ({
      rowId,
      matches: fields.map((field) => ({ field, value: 'Lumen' })),
    })),
    scrollID,
  };
}

const rows = (...ids: string[]) => ids.map((id) => ({ id }));
const keys = (hits: readonly PlacedHit[]) => hits.map((hit) => `${hit.rowId}.${hit.field}`);

describe('gathering search pages', () => {
  it('follows the scroll id until a page comes without one', async () => {
    const pages = [page([['a', 'model']], 's1'), page([['b', 'model', 'notes']], null)];
    const fetchPage = vi.fn(async () => pages.shift()!);
    const hits = await collectSearchHits(fetchPage);
    expect(fetchPage.mock.calls).toEqual([[null], ['s1']]);
    expect(hits).toEqual([
      { rowId: 'a', field: 'model' },
      { rowId: 'b', field: 'model' },
      { rowId: 'b', field: 'notes' },
    ]);
  });

  it('stops at an empty page even if it names a scroll id', async () => {
    const pages = [page([['a', 'model']], 's1'), page([], 's2'), page([['z', 'model']], null)];
    const fetchPage = vi.fn(async () => pages.shift()!);
    expect(await collectSearchHits(fetchPage)).toEqual([{ rowId: 'a', field: 'model' }]);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('stops rather than loop when the same scroll id comes back', async () => {
    const fetchPage = vi.fn(async () => page([['a', 'model']], 'again'));
    expect(await collectSearchHits(fetchPage)).toEqual([{ rowId: 'a', field: 'model' }]);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('gives nothing when aborted while a page is read', async () => {
    const controller = new AbortController();
    const fetchPage = async () => {
      controller.abort();
      return page([['a', 'model']], 's1');
    };
    expect(await collectSearchHits(fetchPage, controller.signal)).toBeNull();
  });

  it('keeps each cell once', () => {
    const first = addPageHits([], page([['a', 'model']], 's1'));
    expect(addPageHits(first, page([['a', 'model', 'notes']], null))).toEqual([
      { rowId: 'a', field: 'model' },
      { rowId: 'a', field: 'notes' },
    ]);
  });
});

describe('placing hits in the grid', () => {
  const hits = [
    { rowId: 'b', field: 'notes' },
    { rowId: 'a', field: 'notes' },
    { rowId: 'a', field: 'model' },
    { rowId: 'hidden', field: 'model' },
    { rowId: 'gone', field: 'model' },
    { rowId: 'a', field: 'internal' },
  ];

  it('orders them as the grid shows them, by row then column', () => {
    const { placed } = placeHits(hits, rows('a', 'b'), rows('a', 'b', 'hidden'), [
      'type',
      'model',
      'notes',
    ]);
    expect(placed.map((hit) => [hit.rowId, hit.row, hit.col])).toEqual([
      ['a', 0, 1],
      ['a', 0, 2],
      ['b', 1, 2],
    ]);
  });

  it('counts hits in rows not shown, and forgets rows gone and fields without a column', () => {
    const { outside } = placeHits(hits, rows('a', 'b'), rows('a', 'b', 'hidden'), [
      'model',
      'notes',
    ]);
    expect(outside).toBe(1);
  });

  it('finds rows where they are now after the rows moved', () => {
    const { placed } = placeHits(hits, rows('b', 'a'), rows('a', 'b'), ['model', 'notes']);
    expect(keys(placed)).toEqual(['b.notes', 'a.model', 'a.notes']);
    expect(placed[1]).toMatchObject({ row: 1, col: 0 });
  });
});

describe('stepping through matches', () => {
  const { placed } = placeHits(
    [
      { rowId: 'a', field: 'model' },
      { rowId: 'b', field: 'model' },
      { rowId: 'c', field: 'model' },
    ],
    rows('a', 'b', 'c'),
    rows('a', 'b', 'c'),
    ['model'],
  );

  it('starts at the first match going forward and at the last going back', () => {
    expect(stepHit(placed, null, 1)?.hit.rowId).toBe('a');
    expect(stepHit(placed, null, -1)?.hit.rowId).toBe('c');
  });

  it('wraps around at both ends', () => {
    expect(stepHit(placed, cursorAt(placed, 2), 1)?.hit.rowId).toBe('a');
    expect(stepHit(placed, cursorAt(placed, 0), -1)?.hit.rowId).toBe('c');
  });

  it('goes from the current match by its cell, wherever its row moved', () => {
    const cursor = cursorAt(placed, 0);
    const moved = placeHits(placed, rows('c', 'b', 'a'), rows('a', 'b', 'c'), ['model']).placed;
    expect(findCurrent(moved, cursor)).toBe(2);
    expect(stepHit(moved, cursor, 1)?.hit.rowId).toBe('c');
  });

  it('goes on from where the current match was once its row is gone', () => {
    const cursor = cursorAt(placed, 1);
    const without = placeHits(placed, rows('a', 'c'), rows('a', 'c'), ['model']).placed;
    expect(findCurrent(without, cursor)).toBe(-1);
    expect(stepHit(without, cursor, 1)?.hit.rowId).toBe('c');
    expect(stepHit(without, cursor, -1)?.hit.rowId).toBe('a');
  });

  it('has nowhere to go without matches', () => {
    expect(stepHit([], null, 1)).toBeUndefined();
  });

  it('keys a cursor by row and column', () => {
    expect(cursorAt(placed, 1)).toEqual({ key: hitKey({ rowId: 'b', field: 'model' }), index: 1 });
    expect(cursorAt(placed, 5)).toBeNull();
  });
});

describe('the search status', () => {
  it('says where the current match is among those shown', () => {
    expect(searchStatus({ shown: 12, current: 0, outside: 0 })).toEqual({
      position: '1 of 12',
      outside: null,
    });
    expect(searchStatus({ shown: 1200, current: 1099, outside: 0 }).position).toBe(
      '1,100 of 1,200',
    );
  });

  it('counts matches when none is current, and says when there are none', () => {
    expect(searchStatus({ shown: 3, current: -1, outside: 0 }).position).toBe('3 matches');
    expect(searchStatus({ shown: 0, current: -1, outside: 0 }).position).toBe('No matches');
  });

  it('tells of matches in rows the grid does not show', () => {
    expect(searchStatus({ shown: 2, current: 0, outside: 3 }).outside).toBe(
      '3 more matches in filtered-out rows',
    );
    expect(searchStatus({ shown: 0, current: -1, outside: 1 }).outside).toBe(
      '1 match in filtered-out rows',
    );
  });
});
