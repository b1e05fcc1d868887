import type { SxProps, Theme } from '@mui/material/styles';

/** Mentions as the server sends them and as the editor draws them: a tinted @Name. */
export const mentionSx = {
  '& [data-type="mention"]': {
    color: 'primary.dark',
    backgroundColor: 'rgba(25, 118, 210, 0.08)',
    borderRadius: 0.5,
    px: 0.25,
    fontWeight: 500,
    whiteSpace: 'nowrap',
  },
} as const;

/** A comment's rich text: compact paragraphs and lists, links that wrap. */
export const messageSx = {
  ...mentionSx,
  wordBreak: 'break-word',
  '& p': { m: 0 },
  '& p + p': { mt: 0.75 },
  '& ul, & ol': { my: 0.5, pl: 3 },
  '& a': { color: 'primary.main' },
} as const;

/** The composer's editable area, with its placeholder while empty. */
export const editorSx = (placeholder: string): SxProps<Theme> => ({
  ...messageSx,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  px: 1.5,
  py: 1,
  cursor: 'text',
  '&:focus-within': {
    borderColor: 'primary.main',
    boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}`,
  },
  '& .ProseMirror': { outline: 'none', minHeight: 44, maxHeight: '30vh', overflowY: 'auto' },
  '&[data-empty="true"] .ProseMirror > p:first-of-type::before': {
    content: JSON.stringify(placeholder),
    color: 'text.disabled',
    float: 'left',
    height: 0,
    pointerEvents: 'none',
  },
});
