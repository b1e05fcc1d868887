import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Mention from '@tiptap/extension-mention';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import type { UploadedFile } from '../files/index.ts';
import { ComposerToolbar } from './ComposerToolbar.tsx';
import { mentionIdsOf } from './comment-message.ts';
import type { CommentPerson, CommentPrivacy } from './comments.types.ts';
import { editorSx } from './editor-styles.ts';
import { MentionList } from './MentionList.tsx';
import { PendingUploadChips } from './PendingUploadChips.tsx';
import { useMentionSuggestion } from './useMentionSuggestion.ts';
import { usePendingUploads } from './usePendingUploads.ts';

/** What the composer sends: sanitised again by the server, which keeps mention spans. */
export type ComposedComment = {
  message: string;
  mentioned: string[];
  privacy: CommentPrivacy;
  attachments: string[];
};

type CommentComposerProps = {
  searchMentions: (query: string) => Promise<CommentPerson[]>;
  upload: (file: File) => Promise<UploadedFile>;
  /** Resolves once sent; a rejection keeps what was written. */
  onSend: (comment: ComposedComment) => Promise<void>;
  placeholder?: string;
  /** Editing: the comment's message, and no files or privacy to change here. */
  initialHtml?: string;
  initialPrivacy?: CommentPrivacy;
  sendLabel?: string;
  onCancel?: () => void;
  /** Why the viewer may not comment, when they may not. */
  refusal?: string | null;
};

/**
 * A rich-text comment: bold, italic, lists and links, @ to mention a project member, files
 * uploaded as they are chosen, a private switch (only the author and those mentioned see it),
 * and Ctrl/⌘+Enter to send.
 */
export function CommentComposer({
  searchMentions,
  upload,
  onSend,
  placeholder = 'Write a comment… (@ to mention)',
  initialHtml,
  initialPrivacy = 'public',
  sendLabel = 'Send',
  onCancel,
  refusal = null,
}: CommentComposerProps) {
  const editing = initialHtml !== undefined;
  const { suggestion, popup } = useMentionSuggestion(searchMentions);
  const uploads = usePendingUploads(upload);
  const fileInput = useRef<HTMLInputElement>(null);
  const [privacy, setPrivacy] = useState<CommentPrivacy>(initialPrivacy);
  const [sending, setSending] = useState(false);
  const sendRef = useRef<() => void>(() => {});

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
      Mention.configure({ suggestion }),
    ],
    content: initialHtml ?? '',
    editable: refusal === null,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': editing ? 'Edit comment' : 'Comment',
      },
      handleKeyDown: (_view, event) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          sendRef.current();
          return true;
        }
        return false;
      },
    },
  });
  // useEditor keeps `editable` from its first options: a refusal that comes or goes is set here.
  useEffect(() => editor.setEditable(refusal === null), [editor, refusal]);
  const empty = useEditorState({ editor, selector: ({ editor: current }) => current.isEmpty });
  const blocked = refusal !== null || sending || uploads.busy;
  const canSend = !blocked && (!empty || uploads.keys.length > 0);

  sendRef.current = () => {
    if (!canSend) return;
    setSending(true);
    const comment: ComposedComment = {
      message: empty ? '' : editor.getHTML(),
      mentioned: mentionIdsOf(editor.getJSON()),
      privacy,
      attachments: uploads.keys,
    };
    onSend(comment).then(
      () => {
        setSending(false);
        if (!editing) {
          editor.commands.clearContent(true);
          uploads.clear();
          setPrivacy('public');
        }
      },
      () => setSending(false),
    );
  };

  return (
    <Stack spacing={0.75}>
      <Box
        sx={editorSx(placeholder)}
        onClick={() => editor.commands.focus()}
        data-empty={empty ? 'true' : undefined}
      >
        <EditorContent editor={editor} />
      </Box>
      <MentionList popup={popup} />
      <PendingUploadChips uploads={uploads.uploads} onRemove={uploads.remove} />
      <input
        ref={fileInput}
        type="file"
        multiple
        hidden
        aria-label="Files to attach"
        onChange={(event) => {
          uploads.add([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
        <ComposerToolbar
          editor={editor}
          onAttach={editing ? undefined : () => fileInput.current?.click()}
          attachDisabled={uploads.full || refusal !== null}
        />
        <Box sx={{ flex: 1 }} />
        {!editing && (
          <Tooltip title="Only you and the people you mention will see it">
            <FormControlLabel
              sx={{ mr: 0.5 }}
              control={
                <Switch
                  size="small"
                  checked={privacy === 'private'}
                  onChange={(event) => setPrivacy(event.target.checked ? 'private' : 'public')}
                />
              }
              label={
                <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center' }}>
                  <LockOutlinedIcon sx={{ fontSize: 16 }} />
                  <Typography variant="body2">Private</Typography>
                </Stack>
              }
            />
          </Tooltip>
        )}
        {onCancel && (
          <Button size="small" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Tooltip title={refusal ?? 'Ctrl+Enter'}>
          <span>
            <Button
              size="small"
              variant="contained"
              endIcon={editing ? undefined : <SendIcon />}
              disabled={!canSend}
              onClick={() => sendRef.current()}
            >
              {sendLabel}
            </Button>
          </span>
        </Tooltip>
      </Stack>
    </Stack>
  );
}
