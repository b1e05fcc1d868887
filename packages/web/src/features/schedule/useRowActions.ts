import type { GridSelection } from '@glideapps/glide-data-grid';
import { useState } from 'react';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { cellSelection, noSelection } from './ScheduleGrid.tsx';
import type { ScheduleRow } from './schedule.types.ts';
import type { ScheduleStore } from './schedule-store.ts';

type RowActionsOptions = {
  store: ScheduleStore;
  /** The rows selected in the grid. */
  selectedRows: readonly ScheduleRow[];
  /** The rows as the grid shows them (the view's filter and order applied). */
  shownRows: (rows: readonly ScheduleRow[]) => readonly ScheduleRow[];
  setSelection: (selection: GridSelection) => void;
};

/** The row commands: add or insert a row, duplicate, delete, hide or show the selected rows. */
export function useRowActions({ store, selectedRows, shownRows, setSelection }: RowActionsOptions) {
  const { show } = useSnackbar();
  const [duplicating, setDuplicating] = useState(false);

  const addRow = async () => {
    const created = await store.createRows([{}]);
    const row = created[0];
    if (!row) return;
    store.recordCreated('Add row', [row.id]);
    // Rows without a type sort last: select the new row's first cell to type in.
    const index = shownRows(store.getSnapshot().rows).findIndex((item) => item.id === row.id);
    if (index >= 0) setSelection(cellSelection(0, index));
  };

  /** An empty row right above or below another (taking its type, so it stays there). */
  const insertRow = async (rowId: string, place: 'above' | 'below', col = 0) => {
    const row = await store.insertRow(rowId, place);
    if (!row) return;
    store.recordCreated(`Insert row ${place}`, [row.id]);
    const index = shownRows(store.getSnapshot().rows).findIndex((item) => item.id === row.id);
    if (index >= 0) setSelection(cellSelection(col, index));
  };

  /** A copy of each selected row, as one undo step. */
  const duplicateSelected = async () => {
    setDuplicating(true);
    const created = await store.duplicateRows(selectedRows.map((row) => row.id));
    setDuplicating(false);
    if (created.length === 0) return;
    const rows = created.length === 1 ? 'row' : `${created.length} rows`;
    store.recordCreated(
      `Duplicate ${rows}`,
      created.map((row) => row.id),
    );
    show({
      text: created.length === 1 ? 'Row duplicated.' : `${created.length} rows duplicated.`,
      color: 'success',
      timeout: 3000,
    });
  };

  const deleteSelected = async () => {
    const ids = selectedRows.map((row) => row.id);
    const deleted = await store.deleteRows(ids);
    setSelection(noSelection);
    if (deleted > 0) {
      show({
        text: `${deleted === 1 ? '1 row' : `${deleted} rows`} moved to the deleted rows.`,
        color: 'info',
        action: { label: 'Restore', onClick: () => void store.restoreRows(ids) },
      });
    }
  };

  const allHidden = selectedRows.length > 0 && selectedRows.every((row) => row.hidden);
  const toggleHidden = () => {
    void store.setRowsVisibility(
      selectedRows.map((row) => row.id),
      allHidden,
    );
  };

  return {
    addRow,
    insertRow,
    duplicateSelected,
    duplicating,
    deleteSelected,
    allHidden,
    toggleHidden,
  };
}
