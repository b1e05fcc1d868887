import { useApolloClient } from '@apollo/client/react';
import type { ScheduleColumn } from '@specboard/domain';
import { type ReactNode, useState } from 'react';
import type { AbilityLike } from '../../../ui/ability/AbilityTooltip.tsx';
import { useConfirm } from '../../../ui/confirm/index.ts';
import { useSnackbar } from '../../../ui/snackbar/index.ts';
import { readApiError } from '../../identity/index.ts';
import {
  type ColumnCommands,
  type ScheduleView,
  type ScheduleViews,
  toggleColumn,
} from '../../views/index.ts';
import {
  CREATE_COLUMN_MUTATION,
  DELETE_COLUMN_MUTATION,
  RENAME_COLUMN_MUTATION,
  RESTORE_COLUMN_MUTATION,
} from '../schedule.documents.ts';
import type { TableKey } from '../schedule.types.ts';
import { ColumnDialog, type NewColumn } from './ColumnDialog.tsx';

type ColumnCommandsOptions = {
  projectKey: TableKey;
  /** Whether the viewer may add, rename and delete custom columns, or why not. */
  ability: AbilityLike;
  /** The schedule's columns changed: read them again. */
  onColumnsChanged: () => void;
  /** The view shown, which shows a column added or brought back (when the viewer may change it). */
  view: ScheduleView | null;
  views: ScheduleViews;
  /** A column was added or brought back: take the user to it. */
  onShown?: (column: ScheduleColumn) => void;
};

type Dialog = { mode: 'add' } | { mode: 'rename'; column: ScheduleColumn };

/**
 * The schedule's own columns, from a column header's menu: add one (a name and a type), rename
 * or delete one. Deleting asks first, names the column, and offers Undo, which brings it back
 * with every value.
 */
export function useColumnCommands({
  projectKey,
  ability,
  onColumnsChanged,
  view,
  views,
  onShown: reveal,
}: ColumnCommandsOptions): { commands: ColumnCommands; dialog: ReactNode } {
  const client = useApolloClient();
  const confirm = useConfirm();
  const { show } = useSnackbar();
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const onShown = (column: ScheduleColumn) => {
    if (!view) return;
    if (view.viewerCan.update.allowed) {
      void views.updateSettings(view, {
        visibleColumns: toggleColumn(view.visibleColumns, column.id, true),
      });
      reveal?.(column);
    } else {
      show({
        text: `${view.name} does not show ${column.name}: choose a view that does.`,
        color: 'info',
      });
    }
  };

  const run = async <T,>(mutate: () => Promise<T>): Promise<T> => {
    try {
      return await mutate();
    } catch (error) {
      throw new Error(readApiError(error).message);
    }
  };

  const add = async (column: NewColumn) => {
    const created = await run(async () => {
      const result = await client.mutate({
        mutation: CREATE_COLUMN_MUTATION,
        variables: { ...projectKey, ...column },
      });
      return result.data?.createProjectColumn;
    });
    onColumnsChanged();
    // A column's type is a String in the SDL; the server answers one of the domain's types.
    if (created) onShown(created as ScheduleColumn);
    show({ text: `Column ${column.name} added.`, color: 'success', timeout: 3000 });
  };

  const rename = async (col: string, name: string) => {
    await run(() =>
      client.mutate({ mutation: RENAME_COLUMN_MUTATION, variables: { ...projectKey, col, name } }),
    );
    onColumnsChanged();
  };

  const restore = async (column: ScheduleColumn) => {
    try {
      await client.mutate({
        mutation: RESTORE_COLUMN_MUTATION,
        variables: { ...projectKey, col: column.id },
      });
      onColumnsChanged();
      onShown(column);
      show({ text: `Column ${column.name} is back.`, color: 'success', timeout: 3000 });
    } catch (error) {
      show({ text: readApiError(error).message, color: 'error', dataTest: 'schedule-refused' });
    }
  };

  const remove = async (column: ScheduleColumn) => {
    const sure = await confirm({
      title: `Delete the column ${column.name}?`,
      message: `Its value in every row goes with it. You can undo this right after.`,
      confirmLabel: 'Delete column',
      destructive: true,
    });
    if (!sure) return;
    try {
      await client.mutate({
        mutation: DELETE_COLUMN_MUTATION,
        variables: { ...projectKey, col: column.id },
      });
      onColumnsChanged();
      show({
        id: `column-deleted:${column.id}`,
        text: `Column ${column.name} deleted.`,
        color: 'info',
        timeout: 10_000,
        dataTest: 'column-deleted',
        action: { label: 'Undo', onClick: () => void restore(column) },
      });
    } catch (error) {
      show({ text: readApiError(error).message, color: 'error', dataTest: 'schedule-refused' });
    }
  };

  const open = dialog !== null;
  return {
    commands: {
      ability,
      add: () => setDialog({ mode: 'add' }),
      rename: (column) => setDialog({ mode: 'rename', column }),
      remove: (column) => void remove(column),
    },
    dialog: open && (
      <ColumnDialog
        key={dialog.mode === 'rename' ? dialog.column.id : 'add'}
        mode={dialog.mode}
        column={dialog.mode === 'rename' ? dialog.column : undefined}
        open
        onClose={() => setDialog(null)}
        onSave={(column) =>
          dialog.mode === 'add' ? add(column) : rename(dialog.column.id, column.name)
        }
      />
    ),
  };
}
