import type { AttachmentRef, CellValue } from '@specboard/domain';
import { describe, expect, it, vi } from 'vitest';
import { sameCellValue } from '../cell-edits.ts';
import type { ScheduleRow } from '../schedule.types.ts';
import { type ScheduleApi, type ScheduleNotice, ScheduleStore } from '../schedule-store.ts';
import { appendFiles } from './cell-files.ts';

const keyA = 'a'.repeat(40);
const keyB = 'b'.repeat(40);

/** A file as the server stores it: filled in from the upload's record. */
function storedFile(key: string, filename: string): AttachmentRef {
  return {
    key,
    filename,
    type: 'image/png',
    size: 100,
    thumbnails: {
      small: `${key}.small.png`,
      medium: `${key}.medium.png`,
      large: `${key}.large.png`,
      full: `${key}.full.png`,
    },
  };
}

function row(image: CellValue): ScheduleRow {
  return {
    id: 'r1',
    key: 'ROW#r1',
    order: 1,
    hidden: false,
    cells: { typeDesignation: 'A1', image },
    versions: { image: '1.0' },
    session: null,
    updatedBy: null,
    updatedAt: '2026-11-22T10:00:00Z',
  };
}

/** A server that stores file cells as the real one does: each file filled in from its upload. */
function fakeServer(start: ScheduleRow) {
  let current = start;
  let version = 0;
  const names: Record<string, string> = { [keyA]: 'a.png', [keyB]: 'b.png' };
  const api: ScheduleApi = {
    fetchPage: async () => ({ data: [current], nextToken: null }),
    updateCell: vi.fn(async (request) => {
      version += 1;
      const files = (request.value as AttachmentRef[]).map((file) =>
        storedFile(file.key, names[file.key] ?? file.filename),
      );
      current = {
        ...current,
        cells: { ...current.cells, [request.col]: files },
        versions: { ...current.versions, [request.col]: `1.${version}` },
      };
      return current;
    }),
    updateCells: vi.fn(),
    createRow: vi.fn(),
    duplicateRow: vi.fn(),
    deleteRow: vi.fn(),
    restoreRows: vi.fn(),
    setRowsVisibility: vi.fn(),
    readFailure: (error) => ({ code: undefined, message: String(error), extensions: {} }),
  };
  return { api, stored: () => current.cells.image };
}

describe('file cells and undo', () => {
  it('a file sent by its key and the file stored with its thumbnails are the same file', () => {
    expect(
      sameCellValue(
        [{ key: keyA, filename: 'a.png', type: 'image/png' }],
        [storedFile(keyA, 'a.png')],
      ),
    ).toBe(true);
    expect(sameCellValue([storedFile(keyA, 'a.png')], [storedFile(keyB, 'a.png')])).toBe(false);
    expect(sameCellValue([storedFile(keyA, 'a.png')], null)).toBe(false);
  });

  it('undoes a file added to a cell after the server filled it in, and redoes it', async () => {
    const { api, stored } = fakeServer(row([storedFile(keyA, 'a.png')]));
    const notices: ScheduleNotice[] = [];
    const store = new ScheduleStore(api, (notice) => notices.push(notice));
    store.loadWithoutLive();
    await vi.waitFor(() => expect(store.getSnapshot().load.done).toBe(true));

    const added = appendFiles(store.shownValue('r1', 'image'), [
      { key: keyB, filename: 'b.png', type: 'image/png' },
    ]);
    store.editCells('Add file', [{ rowId: 'r1', col: 'image', value: added }]);
    await vi.waitFor(() => expect(store.hasPendingEdits()).toBe(false));
    expect(stored()).toEqual([storedFile(keyA, 'a.png'), storedFile(keyB, 'b.png')]);

    // The cell holds what the step left (the same files, filled in): nothing is skipped.
    await store.undo();
    await vi.waitFor(() => expect(store.hasPendingEdits()).toBe(false));
    expect(stored()).toEqual([storedFile(keyA, 'a.png')]);
    expect(notices).toMatchObject([{ kind: 'undone', skipped: 0 }]);

    await store.redo();
    await vi.waitFor(() => expect(store.hasPendingEdits()).toBe(false));
    expect(stored()).toEqual([storedFile(keyA, 'a.png'), storedFile(keyB, 'b.png')]);
    store.dispose();
  });
});
