import {
  type GridCell,
  GridCellKind,
  type ProvideEditorCallback,
  type ProvideEditorComponent,
} from '@glideapps/glide-data-grid';
import type { ScheduleColumn } from '@specboard/domain';
import { useMemo } from 'react';
import { DropdownCellEditor } from './DropdownCellEditor.tsx';
import { findDropdown } from './view-dropdowns.ts';
import type { ScheduleView } from './views.types.ts';

type EditorProps = Parameters<ProvideEditorComponent<GridCell>>[0];

/**
 * The grid's editors for the view's dropdown columns (Glide's provideEditor); other cells keep
 * Glide's own. One editor per column, made again only when the view's dropdowns change, so an
 * open editor is not remounted by an unrelated render.
 */
export function useDropdownEditors(
  view: ScheduleView,
  columns: readonly ScheduleColumn[],
): ProvideEditorCallback<GridCell> {
  const { dropdowns, custom_dropdowns } = view;
  const editors = useMemo(() => {
    const all = [...dropdowns, ...custom_dropdowns];
    const byColumn = new Map<string, { editor: ProvideEditorComponent<GridCell> }>();
    for (const column of columns) {
      const dropdown = findDropdown(all, column.id);
      if (!dropdown) continue;
      function ColumnDropdownEditor(props: EditorProps) {
        return <DropdownCellEditor {...props} dropdown={dropdown!} columnName={column.name} />;
      }
      byColumn.set(column.id, { editor: ColumnDropdownEditor });
    }
    return byColumn;
  }, [dropdowns, custom_dropdowns, columns]);

  return useMemo<ProvideEditorCallback<GridCell>>(
    () => (cell) => {
      const col = cell.location?.[0];
      const column = col === undefined ? undefined : columns[col];
      if (!column || cell.kind !== GridCellKind.Text) return undefined;
      const found = editors.get(column.id);
      return found ? { ...found, disablePadding: true } : undefined;
    },
    [editors, columns],
  );
}
