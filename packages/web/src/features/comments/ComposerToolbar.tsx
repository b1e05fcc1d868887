import AttachFileIcon from '@mui/icons-material/AttachFile';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import LinkIcon from '@mui/icons-material/Link';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { type Editor, useEditorState } from '@tiptap/react';
import { type ReactElement, useState } from 'react';

type FormatButtonProps = {
  label: string;
  icon: ReactElement;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
};

function FormatButton({
  label,
  icon,
  active = false,
  disabled = false,
  onClick,
}: FormatButtonProps) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          disabled={disabled}
          size="small"
          aria-label={label}
          aria-pressed={active}
          color={active ? 'primary' : 'default'}
          // Keeps the editor's selection: the click would otherwise move focus away first.
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClick}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** Only http(s) and mail links: the server keeps no other kind. */
function normaliseHref(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (/^(https?:|mailto:)/i.test(trimmed)) return trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return null;
  return `https://${trimmed}`;
}

/** Bold, italic, bullet list, link and attach, for the composer's editor. */
export function ComposerToolbar({
  editor,
  onAttach,
  attachDisabled = false,
}: {
  editor: Editor;
  /** Absent when files cannot be added (editing a comment). */
  onAttach?: () => void;
  attachDisabled?: boolean;
}) {
  const marks = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      list: current.isActive('bulletList'),
      link: current.isActive('link'),
      href: (current.getAttributes('link').href as string | undefined) ?? '',
    }),
  });
  const [linkAnchor, setLinkAnchor] = useState<HTMLElement | null>(null);
  const [href, setHref] = useState('');

  const applyLink = () => {
    const target = normaliseHref(href);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (target) chain.setLink({ href: target }).run();
    else chain.unsetLink().run();
    setLinkAnchor(null);
  };

  return (
    <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center' }}>
      <FormatButton
        label="Bold (Ctrl+B)"
        icon={<FormatBoldIcon fontSize="small" />}
        active={marks.bold}
        onClick={() => editor.chain().focus().toggleBold().run()}
      />
      <FormatButton
        label="Italic (Ctrl+I)"
        icon={<FormatItalicIcon fontSize="small" />}
        active={marks.italic}
        onClick={() => editor.chain().focus().toggleItalic().run()}
      />
      <FormatButton
        label="Bulleted list"
        icon={<FormatListBulletedIcon fontSize="small" />}
        active={marks.list}
        onClick={() => editor.chain().focus().toggleBulletList().run()}
      />
      <Tooltip title="Link">
        <IconButton
          size="small"
          aria-label="Link"
          aria-pressed={marks.link}
          color={marks.link ? 'primary' : 'default'}
          onMouseDown={(event) => event.preventDefault()}
          onClick={(event) => {
            setHref(marks.href);
            setLinkAnchor(event.currentTarget);
          }}
        >
          <LinkIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {onAttach && (
        <FormatButton
          label="Attach files"
          icon={<AttachFileIcon fontSize="small" />}
          onClick={onAttach}
          disabled={attachDisabled}
        />
      )}
      <Popover
        open={linkAnchor !== null}
        anchorEl={linkAnchor}
        onClose={() => setLinkAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Stack
          component="form"
          direction="row"
          spacing={1}
          sx={{ p: 1.5, alignItems: 'center' }}
          onSubmit={(event) => {
            event.preventDefault();
            applyLink();
          }}
        >
          <TextField
            size="small"
            label="Link address"
            placeholder="https://"
            value={href}
            onChange={(event) => setHref(event.target.value)}
            autoFocus
          />
          <Button type="submit" variant="contained" size="small">
            {href.trim() ? 'Apply' : 'Remove'}
          </Button>
        </Stack>
      </Popover>
    </Stack>
  );
}
