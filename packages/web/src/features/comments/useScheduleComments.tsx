import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AbilityLike } from '../../ui/ability/AbilityTooltip.tsx';
import { CommentsButton } from './CommentsButton.tsx';
import { CommentsPanel, type CommentsPanelScope } from './CommentsPanel.tsx';
import type { CommentsKey } from './comments.types.ts';
import type { GridCommentMarks } from './grid-marks.ts';
import { useResourceCommentsState } from './useResourceCommentsState.ts';
import { cellKey, useRowSlants } from './useRowSlants.ts';

type ScheduleCommentsOptions = {
  commentsKey: CommentsKey;
  /** Skipped in version mode: a version's rows are not commented. */
  skip: boolean;
  columnName: (columnId: string) => string | null;
  rowName: (rowId: string) => string | null;
  selectedRowId: string | null;
  /** The schedule's comment command; null until the server has said (the server decides anyway). */
  commentAbility: AbilityLike | null;
  viewerId: string | null;
};

/** The address of a row's comments: ?row=<rowId>&cell=<columnId>&comment=<commentId>. */
const ROW_PARAM = 'row';
const CELL_PARAM = 'cell';
const COMMENT_PARAM = 'comment';

/**
 * Comments on the schedule page: the grid's badges and cell markers (live), the toolbar's
 * Comments button with the unread count, and the panel. A row's panel is in the address
 * (?row=…&comment=…), so a notification's link opens it; the project's panel is not.
 */
export function useScheduleComments(options: ScheduleCommentsOptions) {
  const { commentsKey, skip } = options;
  const { slants, pointers, putSlant } = useRowSlants(commentsKey, skip);
  const state = useResourceCommentsState(commentsKey);
  const [params, setParams] = useSearchParams();
  const [projectOpen, setProjectOpen] = useState(false);

  const rowParam = params.get(ROW_PARAM);
  const cellParam = params.get(CELL_PARAM);
  const commentParam = params.get(COMMENT_PARAM);
  const rowScope = useMemo<CommentsPanelScope | null>(
    () => (rowParam ? { kind: 'row', rowId: rowParam, cellPointer: cellParam } : null),
    [rowParam, cellParam],
  );
  // A general comment's link has no row: it opens the project's comments.
  const openProjectFromLink = !rowParam && commentParam !== null;

  const setRowParams = useCallback(
    (rowId: string | null, cell: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(COMMENT_PARAM);
          next.delete(CELL_PARAM);
          if (rowId) next.set(ROW_PARAM, rowId);
          else next.delete(ROW_PARAM);
          if (rowId && cell) next.set(CELL_PARAM, cell);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const openRow = useCallback(
    (rowId: string, columnId: string | null) => {
      setProjectOpen(false);
      setRowParams(rowId, columnId);
    },
    [setRowParams],
  );
  const close = useCallback(() => {
    setProjectOpen(false);
    setRowParams(null, null);
  }, [setRowParams]);

  const marks = useMemo<GridCommentMarks>(
    () => ({
      rowBadge: (rowId) => {
        const slant = slants.get(rowId);
        return slant ? { count: slant.commentsAmount, unread: slant.commentsUnread } : null;
      },
      hasCellComments: (rowId, columnId) => pointers.has(cellKey(rowId, columnId)),
      open: openRow,
      summary: [...slants.values()]
        .map((slant) => `${slant.rowId}:${slant.commentsAmount}:${slant.commentsUnread}`)
        .join(','),
    }),
    [slants, pointers, openRow],
  );

  const scope: CommentsPanelScope = rowScope ?? {
    kind: 'project',
    selectedRowId: options.selectedRowId,
  };
  const open = rowScope !== null || projectOpen || openProjectFromLink;

  const panel = skip ? null : (
    <CommentsPanel
      open={open}
      onClose={close}
      commentsKey={commentsKey}
      scope={scope}
      highlightId={commentParam}
      state={state}
      onRowRead={putSlant}
      columnName={options.columnName}
      rowName={options.rowName}
      commentAbility={options.commentAbility}
      viewerId={options.viewerId}
    />
  );
  const button = skip ? null : (
    <CommentsButton unread={state.unread} onClick={() => setProjectOpen(true)} />
  );

  return { marks: skip ? null : marks, openRow, panel, button };
}
