import { describe, expect, it, vi } from 'vitest';
import type { ScheduleRow } from './schedule.types.ts';
import { type ScheduleApi, ScheduleStore } from './schedule-store.ts';

function row(id: string, type: string, updatedAt = '2026-11-22T10:00:00Z'): ScheduleRow {
  return {
    id,
    key: `ROW#${id}`,
    order: 1,
    hidden: false,
    cells: { typeDesignation: type },
    versions: {},
    session: null,
    updatedBy: null,
    updatedAt,
  };
}

/** A server holding rows, answering pages of them; `hold` keeps the next page waiting. */
function fakeServer(rows: ScheduleRow[]) {
  const server = { rows, pages: 0, hold: null as Promise<void> | null };
  const api: ScheduleApi = {
    fetchPage: async (limit, nextToken) => {
      server.pages += 1;
      const snapshot = [...server.rows];
      if (server.hold) await server.hold;
      const start = nextToken ? Number(nextToken) : 0;
      const end = start + limit;
      return {
        data: snapshot.slice(start, end),
        nextToken: end < snapshot.length ? String(end) : null,
      };
    },
    updateCell: vi.fn(),
    updateCells: vi.fn(),
    createRow: vi.fn(),
    duplicateRow: async (rowId) => {
      const source = server.rows.find((candidate) => candidate.id === rowId);
      if (!source) throw new Error('Row not found.');
      const copy = { ...source, id: `${rowId}-copy`, key: `ROW#${rowId}-copy`, order: 2 };
      server.rows.push(copy);
      return copy;
    },
    deleteRow: vi.fn(),
    restoreRows: vi.fn(),
    setRowsVisibility: vi.fn(),
    readFailure: (error) => ({ code: undefined, message: String(error), extensions: {} }),
  };
  return { server, api };
}

const ids = (store: ScheduleStore) => store.getSnapshot().rows.map((r) => r.id);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the schedule store and the live change stream', () => {
  it('reads the rows only once the stream is live, and only once', async () => {
    const { server, api } = fakeServer([row('a', 'A1'), row('b', 'B1')]);
    const store = new ScheduleStore(api, () => {});
    await settle();
    expect(server.pages).toBe(0);
    store.goLive();
    store.loadWithoutLive();
    await vi.waitFor(() => expect(store.getSnapshot().load.done).toBe(true));
    expect(ids(store)).toEqual(['a', 'b']);
    expect(server.pages).toBe(1);
    store.dispose();
  });

  it('keeps a row pushed while the page carrying its older copy was in flight, once', async () => {
    const { server, api } = fakeServer([row('a', 'A1'), row('b', 'B1')]);
    let release = () => {};
    server.hold = new Promise((resolve) => {
      release = resolve;
    });
    const store = new ScheduleStore(api, () => {});
    store.goLive();
    await settle();
    store.putServerRows([{ ...row('b', 'B2', '2026-11-22T10:00:05Z') }]);
    release();
    await vi.waitFor(() => expect(store.getSnapshot().load.done).toBe(true));
    expect(store.getSnapshot().rows.map((r) => [r.id, r.cells.typeDesignation])).toEqual([
      ['a', 'A1'],
      ['b', 'B2'],
    ]);
    store.dispose();
  });

  it('after a reconnection reads everything again: missed changes, additions and deletions', async () => {
    const { server, api } = fakeServer([row('a', 'A1'), row('b', 'B1'), row('c', 'C1')]);
    const store = new ScheduleStore(api, () => {});
    store.goLive();
    await vi.waitFor(() => expect(store.getSnapshot().load.done).toBe(true));

    // While the connection was down: b changed, c was deleted, d was added.
    server.rows = [row('a', 'A1'), row('b', 'B9', '2026-11-22T10:01:00Z'), row('d', 'D1')];
    store.goLive();
    await vi.waitFor(() => expect(ids(store)).toEqual(['a', 'b', 'd']));
    expect(store.getRow('b')?.cells.typeDesignation).toBe('B9');
    expect(server.pages).toBe(2);
    store.dispose();
  });

  it('does not drop a row created during the re-read, nor bring back one deleted during it', async () => {
    const { server, api } = fakeServer([row('a', 'A1'), row('b', 'B1')]);
    const store = new ScheduleStore(api, () => {});
    store.goLive();
    await vi.waitFor(() => expect(store.getSnapshot().load.done).toBe(true));

    let release = () => {};
    server.hold = new Promise((resolve) => {
      release = resolve;
    });
    store.goLive();
    await settle();
    store.putServerRows([row('n', 'N1', '2026-11-22T10:02:00Z')]);
    store.removeServerRows(['b']);
    release();
    await vi.waitFor(() => expect(server.pages).toBe(2));
    await settle();
    expect(ids(store)).toEqual(['a', 'n']);
    store.dispose();
  });
});

describe('duplicating rows', () => {
  it('puts a copy of each row beside it, and one undo removes them all', async () => {
    const { api } = fakeServer([row('a', 'A1'), row('b', 'B1')]);
    const store = new ScheduleStore(api, () => {});
    store.loadWithoutLive();
    await vi.waitFor(() => expect(store.getSnapshot().load.done).toBe(true));

    const created = await store.duplicateRows(['a', 'b']);
    store.recordCreated(
      'Duplicate 2 rows',
      created.map((copy) => copy.id),
    );
    expect(ids(store)).toEqual(['a', 'a-copy', 'b', 'b-copy']);
    expect(store.getRow('b-copy')?.cells).toEqual({ typeDesignation: 'B1' });

    await store.undo();
    expect(api.deleteRow).toHaveBeenCalledTimes(2);
    expect(ids(store)).toEqual(['a', 'b']);
    store.dispose();
  });

  it('stops at a refusal, keeps what was made and says why', async () => {
    const { api } = fakeServer([row('a', 'A1')]);
    const notify = vi.fn();
    const store = new ScheduleStore(api, notify);
    store.loadWithoutLive();
    await vi.waitFor(() => expect(store.getSnapshot().load.done).toBe(true));

    const created = await store.duplicateRows(['a', 'missing', 'a']);
    expect(created.map((copy) => copy.id)).toEqual(['a-copy']);
    expect(notify).toHaveBeenCalledWith({ kind: 'refused', text: 'Error: Row not found.' });
    store.dispose();
  });
});
