import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CommentActions, CommentItem } from './CommentItem.tsx';
import type { Comment } from './comments.types.ts';

type CommentListProps = {
  items: readonly Comment[];
  loading: boolean;
  error: string | null;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  actions: CommentActions;
  columnName: (columnId: string) => string | null;
  /** The row's name, for lists that mix rows; null when one row's comments are shown. */
  rowName: ((rowId: string) => string | null) | null;
  highlightId: string | null;
  emptyText: string;
};

/** Comments newest first, and "Show earlier comments" while the server has more. */
export function CommentList(props: CommentListProps) {
  const { items, loading, error, hasEarlier, loadingEarlier, actions, columnName, rowName } = props;
  if (loading) {
    return (
      <Stack sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress size={24} aria-label="Loading comments" />
      </Stack>
    );
  }
  return (
    <Stack spacing={0.5} component="section" aria-label="Comments list">
      {error && <Alert severity="error">{error}</Alert>}
      {items.length === 0 && !error && (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {props.emptyText}
        </Typography>
      )}
      {items.map((comment) => (
        <CommentItem
          key={comment.id}
          comment={comment}
          cellName={comment.cellPointer ? columnName(comment.cellPointer) : null}
          rowName={rowName && comment.rowId ? rowName(comment.rowId) : null}
          actions={actions}
          highlighted={comment.id === props.highlightId}
        />
      ))}
      {hasEarlier && (
        <Button
          onClick={props.onLoadEarlier}
          disabled={loadingEarlier}
          sx={{ alignSelf: 'center' }}
        >
          {loadingEarlier ? 'Loading…' : 'Show earlier comments'}
        </Button>
      )}
    </Stack>
  );
}
