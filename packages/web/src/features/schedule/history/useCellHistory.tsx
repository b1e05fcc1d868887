import type { CellValue, Currency, ScheduleColumn } from '@specboard/domain';
import { type ReactNode, useState } from 'react';
import type { AbilityLike } from '../../../ui/ability/AbilityTooltip.tsx';
import { cellValueOf, cellVersionOf } from '../cell-edits.ts';
import { editText } from '../cell-format.ts';
import type { GridEdit } from '../ScheduleGrid.tsx';
import type { ScheduleRow, TableKey } from '../schedule.types.ts';
import { CellHistoryDialog } from './CellHistoryDialog.tsx';

type CellHistoryOptions = {
  projectKey: TableKey;
  rows: readonly ScheduleRow[];
  columns: readonly ScheduleColumn[];
  currency: Currency;
  restoreAbility: AbilityLike;
  /** Puts a value back through the schedule's ordinary edit (checked, versioned, undoable). */
  onEdit: (edit: GridEdit) => void;
};

/** A cell's history dialog: `open` it for a row and column; render `dialog`. */
export function useCellHistory(options: CellHistoryOptions): {
  open: (rowId: string, columnId: string) => void;
  dialog: ReactNode;
} {
  const [target, setTarget] = useState<{ rowId: string; columnId: string } | null>(null);
  const row = target && options.rows.find((candidate) => candidate.id === target.rowId);
  const column = target && options.columns.find((candidate) => candidate.id === target.columnId);

  const restore = (value: CellValue | null) => {
    if (!row || !column) return;
    options.onEdit({
      label: `Restore ${column.name}`,
      inputs: [
        {
          rowId: row.id,
          column,
          input: value,
          base: { version: cellVersionOf(row, column.id), value: cellValueOf(row, column.id) },
        },
      ],
    });
  };

  return {
    open: (rowId, columnId) => setTarget({ rowId, columnId }),
    dialog: row && column && (
      <CellHistoryDialog
        key={`${row.id}:${column.id}`}
        projectKey={options.projectKey}
        target={{
          rowId: row.id,
          column,
          rowName: editText(row.cells.typeDesignation) || 'Untitled row',
        }}
        currency={options.currency}
        current={{ value: row.cells[column.id], version: cellVersionOf(row, column.id) }}
        restoreAbility={options.restoreAbility}
        onRestore={restore}
        onClose={() => setTarget(null)}
      />
    ),
  };
}
