import { describe, expect, it, vi } from 'vitest';
import type { ScheduleRow } from './schedule.types.ts';
import { LOAD_NOTICE_INTERVAL_MS, type ScheduleApi, ScheduleStore } from './schedule-store.ts';

function row(id: string, type: string, cells: Record<string, string> = {}): ScheduleRow {
  return {
    id,
    key: `ROW#${id}`,
    order: 1,
    hidden: false,
    cells: { typeDesignation: type, ...cells },
    versions: {},
    session: null,
    updatedBy: null,
    updatedAt: '2026-11-22T10:00:00Z',
  };
}

/** Rows served `pageSize` at a time; an edit is stored and answered with the row. */
function fakeApi(rows: ScheduleRow[], pageSize: number) {
  let served = rows;
  const api: ScheduleApi = {
    fetchPage: async (_limit, nextToken) => {
      const start = nextToken ? Number(nextToken) : 0;
      const end = start + pageSize;
      return {
        data: served.slice(start, end),
        nextToken: end < served.length ? String(end) : null,
      };
    },
    updateCell: async (request) => {
      const stored = served.find((candidate) => candidate.id === request.rowId)!;
      const next = {
        ...stored,
        cells: { ...stored.cells, [request.col]: request.value as string },
        versions: { ...stored.versions, [request.col]: '1.1' },
        updatedAt: '2026-11-22T10:00:01Z',
      };
      served = served.map((candidate) => (candidate.id === next.id ? next : candidate));
      return next;
    },
    updateCells: vi.fn(),
    createRow: vi.fn(),
    duplicateRow: vi.fn(),
    deleteRow: vi.fn(),
    restoreRows: vi.fn(),
    setRowsVisibility: vi.fn(),
    readFailure: (error) => ({ code: undefined, message: String(error), extensions: {} }),
  };
  return api;
}

const rowsNamed = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    row(`r${index}`, `A${String(index).padStart(3, '0')}`),
  );

describe('what the page around the grid hears of the store', () => {
  it('hears of the first page at once and of the rest when every page is in, not page by page', async () => {
    const store = new ScheduleStore(fakeApi(rowsNamed(50), 10), () => {});
    const heard: number[] = [];
    store.subscribe(() => heard.push(store.getSnapshot().rows.length));
    store.loadWithoutLive();
    await vi.waitFor(() => expect(store.getSnapshot().load.done).toBe(true));
    // Five pages came within a second: the first, then all of them with the load done.
    expect(heard).toEqual([10, 50]);
    expect(LOAD_NOTICE_INTERVAL_MS).toBe(1000);
    // Every row can be found, however it came.
    expect(store.getRow('r0')?.cells.typeDesignation).toBe('A000');
    expect(store.getRow('r49')?.cells.typeDesignation).toBe('A049');
    store.dispose();
  });

  it('does not hear of an edit, only of the row its answer brings; the grid hears which row', async () => {
    const store = new ScheduleStore(fakeApi(rowsNamed(3), 10), () => {});
    store.loadWithoutLive();
    await vi.waitFor(() => expect(store.getSnapshot().load.done).toBe(true));
    store.editCells('Edit', [{ rowId: 'r0', col: 'model', value: 'M-0' }]);
    await vi.waitFor(() => expect(store.hasPendingEdits()).toBe(false));

    const page: string[] = [];
    const grid: string[][] = [];
    store.subscribe(() =>
      page.push(
        store
          .getSnapshot()
          .rows.map((r) => r.cells.model)
          .join(),
      ),
    );
    store.cellEdits.subscribe((rowIds) => grid.push([...rowIds]));
    const before = store.getSnapshot();
    store.editCells('Edit', [{ rowId: 'r1', col: 'model', value: 'M-1' }]);
    // Shown at once by the grid; the page (rows, undo already possible) is as it was.
    expect(grid).toEqual([['r1']]);
    expect(page).toEqual([]);
    expect(store.getSnapshot()).toBe(before);
    expect(store.shownValue('r1', 'model')).toBe('M-1');

    await vi.waitFor(() => expect(store.hasPendingEdits()).toBe(false));
    // The answer: the page hears of the saved row, the grid that the row's edit is done.
    expect(page).toEqual(['M-0,M-1,']);
    expect(grid).toEqual([['r1'], ['r1']]);
    expect(store.getRow('r1')?.versions).toEqual({ model: '1.1' });
    store.dispose();
  });

  it('hears when there is first something to undo, and when there is nothing left', async () => {
    const store = new ScheduleStore(fakeApi(rowsNamed(2), 10), () => {});
    store.loadWithoutLive();
    await vi.waitFor(() => expect(store.getSnapshot().load.done).toBe(true));
    expect(store.getSnapshot().canUndo).toBe(false);
    store.editCells('Edit', [{ rowId: 'r0', col: 'model', value: 'M-0' }]);
    expect(store.getSnapshot()).toMatchObject({ canUndo: true, canRedo: false });
    await vi.waitFor(() => expect(store.hasPendingEdits()).toBe(false));
    await store.undo();
    expect(store.getSnapshot()).toMatchObject({ canUndo: false, canRedo: true });
    store.dispose();
  });
});
