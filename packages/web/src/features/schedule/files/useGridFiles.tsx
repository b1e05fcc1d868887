import type { Highlight, Item } from '@glideapps/glide-data-grid';
import type { AttachmentRef, CellValue, ScheduleColumn } from '@specboard/domain';
import {
  type ReactNode,
  useCallback,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useSnackbar } from '../../../ui/snackbar/index.ts';
import { linkOfUpload, useFileLinks, useUploadFile } from '../../files/index.ts';
import { type CellEditsSource, shownCellValue } from '../cell-edits.ts';
import type { CellAccess } from '../editing/useCellEditing.tsx';
import type { GridEdit } from '../ScheduleGrid.tsx';
import type { ScheduleRow } from '../schedule.types.ts';
import { rowLabel } from '../schedule-store.ts';
import { CellFilesDialog, type UploadingFile } from './CellFilesDialog.tsx';
import {
  acceptsFiles,
  appendFiles,
  cellFiles,
  fileDropRefusal,
  fileRefOf,
  withoutFile,
} from './cell-files.ts';
import { filesCellRenderer } from './files-cell.ts';

type GridFilesArgs = {
  columns: readonly ScheduleColumn[];
  rows: readonly ScheduleRow[];
  edits: CellEditsSource;
  cellAccess: (col: number) => CellAccess;
  /** The grid's one way to change cells (checked, shown at once, saved, undoable). */
  onEdit: (edit: GridEdit) => void;
  onRefused: (message: string) => void;
};

type OpenCell = { rowId: string; columnId: string };

const customRenderers = [filesCellRenderer];
const ignoreChanges = () => () => {};
const dropColor = 'rgba(52, 81, 178, 0.16)';

function cellKeyOf(rowId: string, columnId: string): string {
  return `${rowId}\u0000${columnId}`;
}

function messageOf(reason: unknown): string {
  return reason instanceof Error ? reason.message : String(reason);
}

/**
 * Files in the grid: file cells drawn with their pictures, files dropped on a cell uploaded
 * (POST /files) and added to it in one edit, and a dialog (Enter or a second click on the cell)
 * to see, preview, add and remove them. Every change goes through the grid's edits, so undo,
 * conflicts and the live updates treat it as any other.
 */
export function useGridFiles(args: GridFilesArgs): {
  customRenderers: typeof customRenderers;
  onDragOverCell: (cell: Item, dataTransfer: DataTransfer | null) => void;
  onDragLeave: () => void;
  onDrop: (cell: Item, dataTransfer: DataTransfer | null) => void;
  highlightRegions: Highlight[] | undefined;
  openFiles: (row: ScheduleRow, column: ScheduleColumn) => void;
  dialog: ReactNode;
} {
  const latest = useRef(args);
  latest.current = args;
  const upload = useUploadFile();
  // The store's own method: the same for as long as the project is open.
  const putLink = useFileLinks()?.put;
  const { show } = useSnackbar();
  const [open, setOpen] = useState<OpenCell | null>(null);
  const [uploading, setUploading] = useState<ReadonlyMap<string, readonly UploadingFile[]>>(
    new Map(),
  );
  const nextUploadId = useRef(0);
  const [dropTarget, setDropTarget] = useState<Item | null>(null);
  // The open dialog shows the cell's pending files too: it follows the edits while open.
  const edits = useSyncExternalStore(open ? args.edits.subscribe : ignoreChanges, args.edits.get);

  /** What a cell shows now, or (its row no longer shown) what it showed when the files came. */
  const currentValue = useCallback((rowId: string, columnId: string, fallback: CellValue) => {
    const { rows, edits } = latest.current;
    const row = rows.find((candidate) => candidate.id === rowId);
    return row ? (shownCellValue(edits.get(), row, columnId) ?? null) : fallback;
  }, []);

  const setCellEdit = useCallback(
    (rowId: string, column: ScheduleColumn, label: string, files: AttachmentRef[]) =>
      latest.current.onEdit({ label, inputs: [{ rowId, column, input: files }] }),
    [],
  );

  const addFiles = useCallback(
    async (row: ScheduleRow, column: ScheduleColumn, files: readonly File[]) => {
      const key = cellKeyOf(row.id, column.id);
      const names = files.map((file) => file.name);
      const where = `${column.name} · ${rowLabel(row)}`;
      const atDrop = shownCellValue(latest.current.edits.get(), row, column.id) ?? null;
      const snackbar = `cell-files-${key}`;
      const progress = (done: number) =>
        show({
          id: snackbar,
          text:
            files.length === 1
              ? `Uploading ${names[0]} to ${where}…`
              : `Uploading ${files.length} files to ${where}: ${done} of ${files.length} done…`,
          color: 'info',
          timeout: null,
          closable: false,
          dataTest: 'cell-files-progress',
        });
      progress(0);
      const entries = names.map((name) => {
        nextUploadId.current += 1;
        return { id: nextUploadId.current, name };
      });
      const ids = new Set(entries.map((entry) => entry.id));
      setUploading((current) =>
        new Map(current).set(key, [...(current.get(key) ?? []), ...entries]),
      );
      let done = 0;
      const results = await Promise.allSettled(
        files.map((file) =>
          upload(file).finally(() => {
            done += 1;
            if (files.length > 1 && done < files.length) progress(done);
          }),
        ),
      );
      setUploading((current) => {
        const next = new Map(current);
        const left = (current.get(key) ?? []).filter((entry) => !ids.has(entry.id));
        if (left.length > 0) next.set(key, left);
        else next.delete(key);
        return next;
      });
      const stored = results.flatMap((result) =>
        result.status === 'fulfilled' ? [fileRefOf(result.value)] : [],
      );
      // The upload's answer carries links for the uploader: the cell shows its pictures at once.
      for (const result of results) {
        if (result.status === 'fulfilled') putLink?.(linkOfUpload(result.value));
      }
      const failed = results.flatMap((result) =>
        result.status === 'rejected' ? [messageOf(result.reason)] : [],
      );
      if (stored.length > 0) {
        // Added to what the cell holds once the files are in, not to what it held before.
        const value = appendFiles(currentValue(row.id, column.id, atDrop), stored);
        setCellEdit(
          row.id,
          column,
          stored.length === 1 ? 'Add file' : `Add ${stored.length} files`,
          value,
        );
      }
      if (failed.length > 0) {
        const more =
          failed.length < files.length
            ? ` (${failed.length} of ${files.length} files not added)`
            : '';
        show({
          id: snackbar,
          text: `${failed[0]}${more}`,
          color: 'error',
          dataTest: 'cell-files-refused',
        });
      } else {
        show({
          id: snackbar,
          text:
            stored.length === 1
              ? `${stored[0]?.filename} added to ${where}`
              : `${stored.length} files added to ${where}`,
          color: 'success',
          dataTest: 'cell-files-added',
        });
      }
    },
    [show, upload, putLink, currentValue, setCellEdit],
  );

  /** Why files may not go into the cell at [col, row], or null when they may. */
  const refusalAt = useCallback(([col, rowIndex]: Item) => {
    const { columns, rows, cellAccess } = latest.current;
    const column = rows[rowIndex] ? columns[col] : undefined;
    const fileColumns = columns.filter(acceptsFiles).map((candidate) => candidate.name);
    return fileDropRefusal(column, column ? cellAccess(col) : undefined, fileColumns);
  }, []);

  const onDragOverCell = useCallback(
    (cell: Item, dataTransfer: DataTransfer | null) => {
      const carriesFiles = dataTransfer?.types.includes('Files') ?? false;
      setDropTarget(carriesFiles && refusalAt(cell) === null ? cell : null);
    },
    [refusalAt],
  );

  const onDragLeave = useCallback(() => setDropTarget(null), []);

  const onDrop = useCallback(
    (cell: Item, dataTransfer: DataTransfer | null) => {
      setDropTarget(null);
      const files = Array.from(dataTransfer?.files ?? []);
      // Something other than files (text, a link): not for this grid.
      if (files.length === 0) return;
      const refusal = refusalAt(cell);
      if (refusal !== null) {
        latest.current.onRefused(refusal);
        return;
      }
      const row = latest.current.rows[cell[1]];
      const column = latest.current.columns[cell[0]];
      if (row && column) void addFiles(row, column, files);
    },
    [refusalAt, addFiles],
  );

  const highlightRegions = useMemo<Highlight[] | undefined>(
    () =>
      dropTarget
        ? [
            {
              color: dropColor,
              range: { x: dropTarget[0], y: dropTarget[1], width: 1, height: 1 },
              style: 'solid-outline',
            },
          ]
        : undefined,
    [dropTarget],
  );

  const openFiles = useCallback(
    (row: ScheduleRow, column: ScheduleColumn) => setOpen({ rowId: row.id, columnId: column.id }),
    [],
  );

  let dialog: ReactNode = null;
  if (open) {
    const { rows, columns, cellAccess } = args;
    const row = rows.find((candidate) => candidate.id === open.rowId);
    const col = columns.findIndex((candidate) => candidate.id === open.columnId);
    const column = columns[col];
    if (row && column) {
      const value = shownCellValue(edits, row, column.id);
      const access = cellAccess(col);
      dialog = (
        <CellFilesDialog
          title={`${column.name} · ${rowLabel(row)}`}
          files={cellFiles(value)}
          uploading={uploading.get(cellKeyOf(row.id, column.id)) ?? []}
          ability={
            access.kind === 'refused'
              ? { allowed: false, message: access.message }
              : { allowed: true }
          }
          onAdd={(files) => void addFiles(row, column, files)}
          onRemove={(file) =>
            setCellEdit(
              row.id,
              column,
              'Remove file',
              withoutFile(currentValue(row.id, column.id, value ?? null), file.key),
            )
          }
          onClose={() => setOpen(null)}
        />
      );
    }
  }

  return {
    customRenderers,
    onDragOverCell,
    onDragLeave,
    onDrop,
    highlightRegions,
    openFiles,
    dialog,
  };
}
