import { describe, expect, it, vi } from 'vitest';
import { loadAllRows, loadingTitle } from './row-loader.ts';
import type { ScheduleRow } from './schedule.types.ts';
import { compareRows, mergePage, newerRow, putRows, visibleRows } from './schedule-rows.ts';

function row(id: string, type: string | null, order = 1, extra: Partial<ScheduleRow> = {}) {
  return {
    id,
    key: `ROW#${id}`,
    order,
    hidden: false,
    cells: type === null ? {} : { typeDesignation: type },
    versions: {},
    session: null,
    updatedBy: null,
    updatedAt: '',
    ...extra,
  } satisfies ScheduleRow;
}

describe('row loader', () => {
  it('asks for a small first page, then big pages until no next token', async () => {
    const pages = [
      { data: [row('1', 'A1')], nextToken: 't1' },
      { data: [row('2', 'A2'), row('3', 'A3')], nextToken: 't2' },
      { data: [row('4', 'A4')], nextToken: null },
    ];
    const fetchPage = vi.fn(async () => pages.shift()!);
    const onPage = vi.fn();
    const total = await loadAllRows({ fetchPage, onPage, firstPageSize: 100, pageSize: 2000 });
    expect(total).toBe(4);
    expect(fetchPage.mock.calls).toEqual([
      [100, null],
      [2000, 't1'],
      [2000, 't2'],
    ]);
    expect(onPage.mock.calls.map((call) => call[1])).toEqual([1, 3, 4]);
  });

  it('asks for the next page before it shows the page that came, so the server reads meanwhile', async () => {
    const pages = [
      { data: [row('1', 'A1')], nextToken: 't1' },
      { data: [row('2', 'A2')], nextToken: null },
    ];
    const steps: string[] = [];
    await loadAllRows({
      fetchPage: async (_limit, token) => {
        steps.push(`ask after ${token}`);
        return pages.shift()!;
      },
      onPage: (rows) => steps.push(`show ${rows[0]?.id}`),
    });
    expect(steps).toEqual(['ask after null', 'ask after t1', 'show 1', 'show 2']);
  });

  it('rejects with a page that failed while the page before was shown', async () => {
    const fetchPage = vi
      .fn()
      .mockResolvedValueOnce({ data: [row('1', 'A1')], nextToken: 't1' })
      .mockRejectedValueOnce(new Error('Too many requests'));
    const onPage = vi.fn();
    await expect(loadAllRows({ fetchPage, onPage })).rejects.toThrow('Too many requests');
    expect(onPage).toHaveBeenCalledTimes(1);
  });

  it('stops when the page is left', async () => {
    const controller = new AbortController();
    const fetchPage = vi.fn(async () => {
      controller.abort();
      return { data: [row('1', 'A1')], nextToken: 'more' };
    });
    const onPage = vi.fn();
    await loadAllRows({ fetchPage, onPage, signal: controller.signal });
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(onPage).not.toHaveBeenCalled();
  });

  it('titles the progress', () => {
    expect(loadingTitle(3000, 10000)).toBe('Loading rows… 3,000 of 10,000');
  });
});

describe('schedule rows', () => {
  it('orders by type in natural order, rows without a type last', () => {
    const rows = [row('a', 'A10'), row('b', null), row('c', 'A2'), row('d', 'a2', 0)];
    expect([...rows].sort(compareRows).map((r) => r.id)).toEqual(['d', 'c', 'a', 'b']);
  });

  it('re-sorts when a pushed row changes its type, and adds new rows in place', () => {
    const rows = [row('a', 'A1'), row('b', 'B1')];
    expect(putRows(rows, [row('a', 'C1')]).map((r) => r.id)).toEqual(['b', 'a']);
    expect(putRows(rows, [row('n', 'A5')]).map((r) => r.id)).toEqual(['a', 'n', 'b']);
    const same = putRows(rows, [{ ...row('a', 'A1'), order: 1, hidden: true }]);
    expect(same.map((r) => r.hidden)).toEqual([true, false]);
  });

  it('keeps rows pushed live while a page was read, once each, and leaves out rows deleted meanwhile', () => {
    const pushed = row('c', 'C1', 1, { updatedAt: '2026-11-22T10:00:02Z', hidden: true });
    const merged = mergePage(
      [row('a', 'A1'), pushed],
      [
        { ...pushed, updatedAt: '2026-11-22T10:00:01Z', hidden: false },
        row('b', 'B1'),
        row('d', 'D1'),
      ],
      new Set(['d']),
    );
    expect(merged.map((r) => [r.id, r.hidden])).toEqual([
      ['a', false],
      ['b', false],
      ['c', true],
    ]);
  });

  it('appends a page in order without disturbing what is there', () => {
    const rows = [row('a', 'A1'), row('b', 'B1')];
    const merged = mergePage(rows, [row('c', 'C1'), row('d', 'D1')], new Set());
    expect(merged.map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps, cell by cell, the higher version whichever copy arrives last', () => {
    const older = row('a', 'A1', 1, {
      updatedAt: '2026-11-22T10:00:01Z',
      cells: { typeDesignation: 'A1', quantity: '4' },
      versions: { quantity: '1.3' },
    });
    const newer = row('a', 'A1', 1, {
      updatedAt: '2026-11-22T10:00:02Z',
      cells: { typeDesignation: 'A1', quantity: '2', model: 'X-2' },
      versions: { quantity: '1.2', model: '1.1' },
    });
    for (const merged of [newerRow(older, newer), newerRow(newer, older)]) {
      expect(merged.cells).toMatchObject({ quantity: '4', model: 'X-2' });
      expect(merged.versions).toEqual({ quantity: '1.3', model: '1.1' });
    }
  });

  it('filters by tag and hides hidden rows unless asked', () => {
    const rows = [
      row('a', 'A1', 1, { cells: { tag: 'Lobby' } }),
      row('b', 'A2', 1, { cells: { tag: 'Spa' }, hidden: true }),
      row('c', 'A3'),
    ];
    expect(visibleRows(rows, { tags: [], showHidden: false }).map((r) => r.id)).toEqual(['a', 'c']);
    expect(visibleRows(rows, { tags: ['Spa'], showHidden: true }).map((r) => r.id)).toEqual(['b']);
  });
});
