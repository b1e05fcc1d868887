import { useApolloClient } from '@apollo/client/react';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useMemo, useState } from 'react';
import type { AbilityLike } from '../../ui/ability/AbilityTooltip.tsx';
import { CommentComposer } from './CommentComposer.tsx';
import { CommentList } from './CommentList.tsx';
import { CommentsControls } from './CommentsControls.tsx';
import { SET_SLANT_MUTATION } from './comment-state.documents.ts';
import { type CommentsFilter, filterComments } from './comment-thread.ts';
import type { CommentsKey, CommentsTarget, Slant } from './comments.types.ts';
import { FollowersLine } from './FollowersLine.tsx';
import { useCommentActions } from './useCommentActions.ts';
import { useCommentThread } from './useCommentThread.ts';
import type { ResourceCommentsStateApi } from './useResourceCommentsState.ts';
import { useVisualViewportHeight } from './useVisualViewportHeight.ts';

/** A row's comments (commenting on one of its cells when cellPointer is set), or the project's. */
export type CommentsPanelScope =
  | { kind: 'row'; rowId: string; cellPointer: string | null }
  | { kind: 'project'; selectedRowId: string | null };

type CommentsPanelProps = {
  open: boolean;
  onClose: () => void;
  commentsKey: CommentsKey;
  scope: CommentsPanelScope;
  /** A comment to bring into view (opened from a notification). */
  highlightId?: string | null;
  state: ResourceCommentsStateApi;
  /** The row's summary once its comments are marked read. */
  onRowRead: (slant: Slant) => void;
  columnName: (columnId: string) => string | null;
  rowName: (rowId: string) => string | null;
  /** Whether the viewer may comment (the schedule's comment command); null while not yet known. */
  commentAbility: AbilityLike | null;
  viewerId: string | null;
};

/** The comments drawer: full-screen on phones, a side panel on wider screens. */
export function CommentsPanel(props: CommentsPanelProps) {
  const { open, onClose, commentsKey, scope, state, columnName, rowName } = props;
  const client = useApolloClient();
  const titleId = useId();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const viewportHeight = useVisualViewportHeight(open && phone);
  const [filter, setFilter] = useState<CommentsFilter>('all');
  // The scope whose cell was set aside for the whole row: a new scope brings its cell back.
  const [droppedFor, setDroppedFor] = useState<CommentsPanelScope | null>(null);
  const cellDropped = droppedFor === scope;

  const rowId = scope.kind === 'row' ? scope.rowId : filter === 'row' ? scope.selectedRowId : null;
  const cellPointer = scope.kind === 'row' && !cellDropped ? scope.cellPointer : null;
  const listTarget = useMemo<CommentsTarget>(() => ({ rowId, cellPointer: null }), [rowId]);

  const { onRowRead } = props;
  const markRowRead = useMemo(
    () => (readRowId: string) => {
      void client
        .mutate({ mutation: SET_SLANT_MUTATION, variables: { ...commentsKey, rowId: readRowId } })
        .then((result) => result.data && onRowRead(result.data.setSlant))
        .catch(() => {});
    },
    [client, commentsKey, onRowRead],
  );
  // Opening a row's comments marks them read; so does one arriving while they are open.
  useEffect(() => {
    if (open && rowId) markRowRead(rowId);
  }, [open, rowId, markRowRead]);

  const thread = useCommentThread({
    key: commentsKey,
    target: listTarget,
    hideResolved: state.hideResolved,
    skip: !open,
    onArrived: (comment) => {
      if (rowId && comment.rowId === rowId) markRowRead(rowId);
    },
  });
  const { actions, fail } = useCommentActions(commentsKey, thread);
  const shown = filterComments(thread.items, filter === 'unread' ? 'unread' : 'all', null);

  const title = scope.kind === 'row' ? (rowName(scope.rowId) ?? 'Row') : 'Project comments';
  const composeLabel = cellPointer
    ? `Commenting on ${columnName(cellPointer) ?? 'a cell'}`
    : rowId
      ? 'Commenting on the row'
      : 'Commenting on the project';

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          'aria-labelledby': titleId,
          sx: {
            width: { xs: '100%', sm: 440 },
            height: viewportHeight ? `${viewportHeight}px` : '100%',
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, pt: 1.5, pb: 1, gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
            Comments
          </Typography>
          <Typography id={titleId} variant="h2" noWrap sx={{ fontSize: '1.0625rem' }}>
            {title}
          </Typography>
        </Box>
        <IconButton aria-label="Close comments" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ px: 2 }}>
        <CommentsControls
          scope={scope.kind}
          filter={filter}
          onFilterChange={setFilter}
          canFilterRow={scope.kind === 'project' && scope.selectedRowId !== null}
          hideResolved={state.hideResolved}
          onHideResolvedChange={(hide) =>
            void state.setHideResolved(hide).then(thread.reload).catch(fail)
          }
          unread={state.unread}
          onReadAll={() => void state.readAll(rowId).then(thread.reload).catch(fail)}
        />
        {rowId && (
          <FollowersLine commentsKey={commentsKey} rowId={rowId} viewerId={props.viewerId} />
        )}
      </Box>
      <Divider />
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 1, py: 1 }}>
        <CommentList
          items={shown}
          loading={thread.loading}
          error={thread.error ? 'The comments could not be read.' : null}
          hasEarlier={thread.hasEarlier}
          loadingEarlier={thread.loadingEarlier}
          onLoadEarlier={() => void thread.loadEarlier().catch(fail)}
          actions={actions}
          columnName={columnName}
          rowName={scope.kind === 'project' ? rowName : null}
          highlightId={props.highlightId ?? null}
          emptyText={filter === 'unread' ? 'Nothing unread.' : 'No comments yet.'}
        />
      </Box>
      <Divider />
      <Box sx={{ px: 2, pt: 1, pb: 'max(12px, env(safe-area-inset-bottom))' }}>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 0.5, minHeight: 24 }}>
          <Typography variant="caption" color="text.secondary">
            {composeLabel}
          </Typography>
          {cellPointer && (
            <Chip
              size="small"
              label="Whole row instead"
              onClick={() => setDroppedFor(scope)}
              sx={{ ml: 1, height: 20 }}
            />
          )}
        </Stack>
        <CommentComposer
          searchMentions={actions.searchMentions}
          upload={actions.upload}
          refusal={
            !props.commentAbility || props.commentAbility.allowed
              ? null
              : (props.commentAbility.message ?? 'You may not comment here.')
          }
          onSend={async (comment) => {
            try {
              await thread.create({
                type: cellPointer ? 'field' : rowId ? 'row' : 'general',
                rowId,
                cellPointer,
                message: comment.message,
                mentioned: comment.mentioned,
                privacy: comment.privacy,
                attachments: comment.attachments,
              });
            } catch (error) {
              fail(error);
              throw error;
            }
          }}
        />
      </Box>
    </Drawer>
  );
}
