import { type GridCell, GridCellKind, type Item } from '@glideapps/glide-data-grid';
import {
  type Currency,
  cellMessages,
  messages,
  type ScheduleColumn,
  scheduleMessages,
} from '@specboard/domain';
import { useCallback, useRef } from 'react';
import type { FileLinks } from '../files/index.ts';
import { type CellEditsSource, isSaving, shownCellValue } from './cell-edits.ts';
import { displayText, editText, isRightAligned } from './cell-format.ts';
import type { CellAccess } from './editing/useCellEditing.tsx';
import { acceptsFiles } from './files/cell-files.ts';
import { filesCell } from './files/files-cell.ts';
import { cellTheme, matchTheme } from './grid-theme.ts';
import type { ScheduleRow } from './schedule.types.ts';
import { hitKey } from './schedule-search.ts';

type GridCellsArgs = {
  columns: readonly ScheduleColumn[];
  rows: readonly ScheduleRow[];
  edits: CellEditsSource;
  canEdit: boolean;
  editRefusal: string | null;
  /** Computed columns. */
  readOnly: ReadonlySet<string>;
  /** Columns locked for the viewer's role. */
  lockedForViewer: ReadonlySet<string>;
  /** Cells matching the search, by hitKey. */
  highlights?: ReadonlySet<string>;
  currency: Currency;
  /** Tall rows wrap their text. */
  wrap: boolean;
  /** Links to the project's files, for file cells' pictures (a new object when they change). */
  fileLinks: FileLinks | null;
};

/**
 * What the grid draws in each cell, and what typing into a column does or why it is refused.
 * getCellContent reads the rows and edits as they are when Glide asks, and stays the same function
 * while they change: a new one would make Glide draw every cell in sight again (useGridDamage
 * names the rows that changed instead).
 */
export function useGridCells({
  columns,
  rows,
  edits,
  canEdit,
  editRefusal,
  readOnly,
  lockedForViewer,
  highlights,
  currency,
  wrap,
  fileLinks,
}: GridCellsArgs) {
  const cellAccess = useCallback(
    (col: number): CellAccess => {
      const column = columns[col];
      if (!column) return { kind: 'refused', message: '' };
      if (!canEdit) {
        return { kind: 'refused', message: editRefusal ?? scheduleMessages.cannotChange };
      }
      if (readOnly.has(column.id)) {
        return { kind: 'refused', message: `${column.name}: ${cellMessages.computed}` };
      }
      if (lockedForViewer.has(column.id)) {
        return { kind: 'refused', message: `${column.name}: ${messages.fieldLocked}` };
      }
      if (column.type === 'checkbox') return { kind: 'checkbox' };
      if (acceptsFiles(column)) return { kind: 'file' };
      return { kind: 'text' };
    },
    [columns, canEdit, editRefusal, readOnly, lockedForViewer],
  );

  // Pasting, filling and clearing skip computed and file columns; locked ones are refused by the
  // page, which names them.
  const isWritable = useCallback(
    (col: number) => {
      const access = cellAccess(col);
      return (
        access.kind === 'text' ||
        access.kind === 'checkbox' ||
        lockedForViewer.has(columns[col]?.id ?? '')
      );
    },
    [cellAccess, columns, lockedForViewer],
  );

  const data = useRef({ rows, edits });
  data.current = { rows, edits };

  const getCellContent = useCallback(
    ([col, rowIndex]: Item): GridCell => {
      const column = columns[col];
      const row = data.current.rows[rowIndex];
      if (!column || !row) {
        return { kind: GridCellKind.Loading, allowOverlay: false };
      }
      const edits = data.current.edits.get();
      const value = shownCellValue(edits, row, column.id);
      const writable = cellAccess(col).kind !== 'refused';
      const saving = isSaving(edits, row.id, column.id);
      const matched = highlights?.has(hitKey({ rowId: row.id, field: column.id })) === true;
      const style = row.hidden ? ('faded' as const) : undefined;
      if (column.type === 'checkbox') {
        return {
          kind: GridCellKind.Boolean,
          data: value === true,
          allowOverlay: false,
          readonly: !writable,
          themeOverride: matched ? matchTheme : undefined,
          style,
        };
      }
      if (acceptsFiles(column)) {
        // Drawn with its files' pictures (files/); opened, dropped on and picked into there.
        return filesCell(value, fileLinks, {
          readonly: !writable,
          themeOverride: cellTheme({ saving, matched }),
          style,
        });
      }
      return {
        kind: GridCellKind.Text,
        data: editText(value),
        displayData: displayText(column, value, currency),
        // An empty type shows '---' but copies as empty, so it pastes back as empty.
        copyData: column.id === 'typeDesignation' ? editText(value) : undefined,
        // The grid's own editor (editing/), not Glide's, opens on these cells.
        allowOverlay: false,
        readonly: !writable,
        contentAlign: isRightAligned(column) ? 'right' : undefined,
        allowWrapping: wrap,
        themeOverride: cellTheme({ saving, matched }),
        style,
      };
    },
    [columns, cellAccess, highlights, currency, wrap, fileLinks],
  );

  return { cellAccess, isWritable, getCellContent };
}
