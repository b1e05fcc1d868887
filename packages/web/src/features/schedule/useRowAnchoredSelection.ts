import type { GridSelection } from '@glideapps/glide-data-grid';
import { useCallback, useState } from 'react';
import { followRows, noSelection } from './grid-selection.ts';

/**
 * The grid's selection, kept on the rows it was made on: when the shown rows change order (a new
 * type re-sorts them), the selection moves with its rows in the same render, so the next key
 * goes where the user is looking.
 */
export function useRowAnchoredSelection(rows: readonly { id: string }[]) {
  const [state, setState] = useState({ selection: noSelection, rows });
  let current = state;
  if (state.rows !== rows) {
    current = { selection: followRows(state.selection, state.rows, rows), rows };
    setState(current);
  }
  const setSelection = useCallback(
    (selection: GridSelection) => setState((previous) => ({ selection, rows: previous.rows })),
    [],
  );
  return [current.selection, setSelection] as const;
}
