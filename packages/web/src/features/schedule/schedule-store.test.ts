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

/** A server that stores cells with versions and answers edits as the API does. */
function editingServer(rows: ScheduleRow[]) {
  const { server, api } = fakeServer(rows);
  const calls: { kind: 'one' | 'batch'; cells: string[] }[] = [];
  /** Refuses the next call with this failure instead of answering it. */
  let refuseNext: { code: string; message: string; extensions: Record<string, unknown> } | null =
    null;
  const store = (request: { rowId: string; col: string; value: unknown }) => {
    const stored = server.rows.find((candidate) => candidate.id === request.rowId)!;
    const version = (Number(stored.versions[request.col] ?? '1.0') + 0.1).toFixed(1);
    const next = {
      ...stored,
      cells: { ...stored.cells, [request.col]: request.value as string },
      versions: { ...stored.versions, [request.col]: version },
    };
    server.rows = server.rows.map((candidate) => (candidate.id === next.id ? next : candidate));
    return next;
  };
  const answer = <T>(cells: string[], kind: 'one' | 'batch', apply: () => T): Promise<T> => {
    calls.push({ kind, cells });
    const refusal = refuseNext;
    refuseNext = null;
    return refusal ? Promise.reject(refusal) : Promise.resolve(apply());
  };
  api.updateCell = (request) =>
    answer([`${request.rowId}.${request.col}@${request.version}`], 'one', () => store(request));
  api.updateCells = (requests) =>
    answer(
      requests.map((request) => `${request.rowId}.${request.col}@${request.version}`),
      'batch',
      () =>
        requests.map(store).filter((r, i, all) => all.findLastIndex((x) => x.id === r.id) === i),
    );
  api.readFailure = (error) => error as ReturnType<ScheduleApi['readFailure']>;
  return {
    server,
    api,
    calls,
    refuse: (failure: NonNullable<typeof refuseNext>) => {
      refuseNext = failure;
    },
  };
}

async function loaded(api: ScheduleApi, notify = vi.fn()) {
  const store = new ScheduleStore(api, notify);
  store.loadWithoutLive();
  await vi.waitFor(() => expect(store.getSnapshot().load.done).toBe(true));
  return store;
}

const idle = (store: ScheduleStore) =>
  vi.waitFor(() => expect(store.hasPendingEdits()).toBe(false));

describe('cell edits', () => {
  it('sends a paste of several cells as one call, and its undo as one more', async () => {
    const { api, calls, server } = editingServer([row('a', 'A1'), row('b', 'B1')]);
    const store = await loaded(api);
    store.editCells('Paste 4 cells', [
      { rowId: 'a', col: 'model', value: 'M1' },
      { rowId: 'a', col: 'quantity', value: '2' },
      { rowId: 'b', col: 'model', value: 'M2' },
      { rowId: 'b', col: 'quantity', value: '3' },
    ]);
    await idle(store);
    expect(calls).toEqual([
      { kind: 'batch', cells: ['a.model@1.0', 'a.quantity@1.0', 'b.model@1.0', 'b.quantity@1.0'] },
    ]);
    expect(store.getRow('b')?.versions).toEqual({ model: '1.1', quantity: '1.1' });

    await store.undo();
    await idle(store);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual({
      kind: 'batch',
      cells: ['a.model@1.1', 'a.quantity@1.1', 'b.model@1.1', 'b.quantity@1.1'],
    });
    expect(server.rows.map((r) => r.cells)).toEqual([
      { typeDesignation: 'A1', model: null, quantity: null },
      { typeDesignation: 'B1', model: null, quantity: null },
    ]);
    store.dispose();
  });

  it('on a conflict keeps the other cell’s value, sends the rest again, and says which value was not saved', async () => {
    const { api, calls, refuse } = editingServer([row('a', 'A1'), row('b', 'B1')]);
    const notify = vi.fn();
    const store = await loaded(api, notify);
    refuse({
      code: 'VERSION_CONFLICT',
      message: 'Version Conflict',
      extensions: {
        conflicts: [{ rowId: 'b', col: 'model', currentVersion: '1.1', currentValue: 'Theirs' }],
      },
    });
    store.editCells('Paste 2 cells', [
      { rowId: 'a', col: 'model', value: 'Mine A' },
      { rowId: 'b', col: 'model', value: 'Mine B' },
    ]);
    await idle(store);
    expect(calls.map((call) => call.cells)).toEqual([
      ['a.model@1.0', 'b.model@1.0'],
      ['a.model@1.0'],
    ]);
    expect(store.shownValue('a', 'model')).toBe('Mine A');
    expect(store.shownValue('b', 'model')).toBe('Theirs');
    expect(notify).toHaveBeenCalledWith({
      kind: 'conflict',
      cells: [{ rowId: 'b', col: 'model', lostValue: 'Mine B', serverValue: 'Theirs' }],
    });
    store.dispose();
  });

  it('checks an editor’s save against what the cell held when it opened', async () => {
    const { api, calls, refuse } = editingServer([row('a', 'A1')]);
    const notify = vi.fn();
    const store = await loaded(api, notify);
    // Someone saved 'Theirs' (1.1) while this editor was open on the empty cell (1.0).
    store.putServerRows([
      {
        ...row('a', 'A1', '2026-11-22T10:05:00Z'),
        cells: { typeDesignation: 'A1', model: 'Theirs' },
        versions: { model: '1.1' },
      },
    ]);
    refuse({
      code: 'VERSION_CONFLICT',
      message: 'Version Conflict',
      extensions: { currentVersion: '1.1', currentValue: 'Theirs' },
    });
    store.editCells('Edit', [
      { rowId: 'a', col: 'model', value: 'Mine', base: { version: '1.0', value: null } },
    ]);
    await idle(store);
    expect(calls).toEqual([{ kind: 'one', cells: ['a.model@1.0'] }]);
    expect(store.shownValue('a', 'model')).toBe('Theirs');
    expect(notify).toHaveBeenCalledWith({
      kind: 'conflict',
      cells: [{ rowId: 'a', col: 'model', lostValue: 'Mine', serverValue: 'Theirs' }],
    });
    store.dispose();
  });

  it('puts every cell of a refused batch back, and says why', async () => {
    const { api, refuse } = editingServer([row('a', 'A1')]);
    const notify = vi.fn();
    const store = await loaded(api, notify);
    refuse({ code: 'BAD_USER_INPUT', message: 'Quantity: Must be a number', extensions: {} });
    store.editCells('Paste 2 cells', [
      { rowId: 'a', col: 'model', value: 'M' },
      { rowId: 'a', col: 'quantity', value: '4' },
    ]);
    await idle(store);
    expect(store.shownValue('a', 'model')).toBeNull();
    expect(store.shownValue('a', 'quantity')).toBeNull();
    expect(notify).toHaveBeenCalledWith({ kind: 'refused', text: 'Quantity: Must be a number' });
    store.dispose();
  });
});
