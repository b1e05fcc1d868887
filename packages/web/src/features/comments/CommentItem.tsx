import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { initialsOf } from '../../ui/avatar/initials.ts';
import type { UploadedFile } from '../files/index.ts';
import { CommentAttachments } from './CommentAttachments.tsx';
import { CommentComposer, type ComposedComment } from './CommentComposer.tsx';
import { formatCommentTime } from './comment-message.ts';
import type { Comment, CommentPerson } from './comments.types.ts';
import { messageSx } from './editor-styles.ts';

export type CommentActions = {
  setResolved: (comment: Comment, resolved: boolean) => void;
  edit: (comment: Comment, change: ComposedComment) => Promise<void>;
  remove: (comment: Comment) => void;
  searchMentions: (query: string) => Promise<CommentPerson[]>;
  upload: (file: File) => Promise<UploadedFile>;
};

type CommentItemProps = {
  comment: Comment;
  /** The name of the column a cell comment is on. */
  cellName: string | null;
  /** The row's name, when the list mixes rows (the project's comments). */
  rowName: string | null;
  actions: CommentActions;
  /** Brought into view and outlined (opened from a notification). */
  highlighted?: boolean;
};

/**
 * One comment: who and when, the cell it is on, the message (sanitised HTML from the server, the
 * only HTML drawn as such), its files, and Resolve; Edit and Delete for its author only.
 */
export function CommentItem({
  comment,
  cellName,
  rowName,
  actions,
  highlighted = false,
}: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  const { creator } = comment;
  const canEdit = comment.viewerCan.edit.allowed;
  const canDelete = comment.viewerCan.delete.allowed;
  const where = [rowName, cellName].filter(Boolean).join(' · ');

  return (
    <Box
      component="article"
      aria-label={`Comment by ${creator.name}`}
      data-comment-id={comment.id}
      ref={(element: HTMLElement | null) => {
        if (highlighted) element?.scrollIntoView({ block: 'nearest' });
      }}
      sx={{
        display: 'flex',
        gap: 1.25,
        p: 1.25,
        borderRadius: 1,
        border: 1,
        borderColor: highlighted ? 'primary.main' : 'transparent',
        bgcolor: comment.read ? 'transparent' : 'action.hover',
        opacity: comment.resolved ? 0.75 : 1,
      }}
    >
      <Avatar
        src={creator.picture ?? undefined}
        sx={{ width: 32, height: 32, fontSize: '0.8125rem' }}
      >
        {initialsOf(creator.name, creator.email)}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack
          direction="row"
          useFlexGap
          spacing={0.75}
          sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}
        >
          <Typography variant="subtitle2" component="span">
            {creator.name}
          </Typography>
          <Tooltip title={new Date(comment.createdDate).toLocaleString('en-CA')}>
            <Typography
              variant="caption"
              color="text.secondary"
              component="time"
              dateTime={comment.createdDate}
            >
              {formatCommentTime(comment.createdDate)}
              {comment.dateModified ? ' · edited' : ''}
            </Typography>
          </Tooltip>
          {!comment.read && (
            <Box
              component="span"
              role="img"
              aria-label="Unread"
              sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main' }}
            />
          )}
        </Stack>
        <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', my: 0.25 }}>
          {where && (
            <Chip size="small" variant="outlined" label={where} sx={{ maxWidth: '100%' }} />
          )}
          {comment.privacy === 'private' && (
            <Tooltip title="Only its author and the people it mentions see it">
              <Chip
                size="small"
                icon={<LockOutlinedIcon />}
                label="Private"
                color="warning"
                variant="outlined"
              />
            </Tooltip>
          )}
          {comment.resolved && (
            <Chip
              size="small"
              icon={<CheckCircleOutlinedIcon />}
              color="success"
              variant="outlined"
              label={comment.resolvedBy ? `Resolved by ${comment.resolvedBy.name}` : 'Resolved'}
            />
          )}
        </Stack>
        {editing ? (
          <CommentComposer
            initialHtml={comment.message}
            initialPrivacy={comment.privacy}
            sendLabel="Save"
            searchMentions={actions.searchMentions}
            upload={actions.upload}
            onCancel={() => setEditing(false)}
            onSend={async (change) => {
              await actions.edit(comment, change);
              setEditing(false);
            }}
          />
        ) : (
          <Typography
            variant="body2"
            component="div"
            sx={messageSx}
            // Sanitised by the server (sanitize-html: composer tags, safe links, mention spans).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised message
            dangerouslySetInnerHTML={{ __html: comment.message }}
          />
        )}
        <Box sx={{ mt: comment.attachments.length ? 0.75 : 0 }}>
          <CommentAttachments files={comment.attachments} />
        </Box>
        {!editing && (
          <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, ml: -0.75 }}>
            {comment.viewerCan.resolve.allowed && (
              <Button size="small" onClick={() => actions.setResolved(comment, !comment.resolved)}>
                {comment.resolved ? 'Reopen' : 'Resolve'}
              </Button>
            )}
            {canEdit && (
              <Button size="small" onClick={() => setEditing(true)}>
                Edit
              </Button>
            )}
            {canDelete && (
              <Button size="small" color="error" onClick={() => actions.remove(comment)}>
                Delete
              </Button>
            )}
          </Stack>
        )}
      </Box>
    </Box>
  );
}
