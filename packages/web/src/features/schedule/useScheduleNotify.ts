import { type CellValue, messages, type ScheduleColumn } from '@specboard/domain';
import { useCallback, useRef } from 'react';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { displayText } from './cell-format.ts';
import { rowLabel, type ScheduleNotice, type ScheduleStore } from './schedule-store.ts';
import { UNDO_SNACKBAR_TIMEOUT_MS } from './undo-stack.ts';

function quoted(column: ScheduleColumn | undefined, value: CellValue | undefined): string {
  if (!column) return '';
  const text = displayText(column, value);
  return text === '' ? 'empty' : `“${text}”`;
}

/** What the notices need to know of the page, set on each render. */
type NoticeContext = { columns: readonly ScheduleColumn[]; store: ScheduleStore | null };

/**
 * The schedule store's notices as snackbars: conflicts (with Use mine), refusals, undo and redo.
 * The page fills `context` with its columns and store as they become known.
 */
export function useScheduleNotify() {
  const { show } = useSnackbar();
  const context = useRef<NoticeContext>({ columns: [], store: null });

  const notify = useCallback(
    (notice: ScheduleNotice) => {
      const { columns, store } = context.current;
      if (notice.kind === 'conflict') {
        const described = notice.cells.map((cell) => {
          const column = columns.find((candidate) => candidate.id === cell.col);
          const where = `${column?.name ?? cell.col} of ${rowLabel(store?.getRow(cell.rowId))}`;
          return {
            where,
            theirs: quoted(column, cell.serverValue),
            mine: quoted(column, cell.lostValue),
          };
        });
        const [first] = described;
        const text =
          described.length === 1 && first
            ? `${first.where} was changed by someone else to ${first.theirs}. Your value ${first.mine} was not saved.`
            : `${described.length} cells were changed by someone else meanwhile; your values were not saved: ${described
                .map((cell) => `${cell.where}: theirs ${cell.theirs}, yours ${cell.mine}`)
                .join('; ')}.`;
        show({
          id: `conflict:${notice.cells.map((cell) => `${cell.rowId}:${cell.col}`).join(',')}`,
          title: messages.versionConflict,
          text,
          color: 'warning',
          timeout: null,
          dataTest: 'schedule-conflict',
          action: {
            label: 'Keep mine',
            onClick: () =>
              context.current.store?.editCells(
                'Keep mine',
                notice.cells.map((cell) => ({
                  rowId: cell.rowId,
                  col: cell.col,
                  value: cell.lostValue,
                })),
              ),
          },
          secondaryAction: { label: 'Keep theirs', onClick: () => {} },
        });
      } else if (notice.kind === 'refused' || notice.kind === 'load-failed') {
        show({ text: notice.text, color: 'error', dataTest: 'schedule-refused' });
      } else {
        const verb = notice.kind === 'undone' ? 'Undone' : 'Redone';
        const skipped =
          notice.skipped > 0
            ? ` ${notice.skipped} ${notice.skipped === 1 ? 'cell' : 'cells'} changed by someone else since were left alone.`
            : '';
        show({
          id: 'schedule-undo',
          text: `${verb}: ${notice.step.label}.${skipped}`,
          color: 'info',
          timeout: UNDO_SNACKBAR_TIMEOUT_MS,
          dataTest: 'schedule-undo',
          action:
            notice.kind === 'undone'
              ? { label: 'Redo', onClick: () => void context.current.store?.redo() }
              : undefined,
        });
      }
    },
    [show],
  );

  return { notify, context };
}
