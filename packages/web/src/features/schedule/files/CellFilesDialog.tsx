import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AttachmentRef } from '@specboard/domain';
import { type DragEvent, useId, useRef, useState } from 'react';
import { type AbilityLike, AbilityTooltip } from '../../../ui/ability/AbilityTooltip.tsx';
import { usePreview } from '../../../ui/preview/index.ts';
import { type FileLinks, formatFileSize, useFileLinks } from '../../files/index.ts';
import { acceptedFileTypes, fileThumbnailUrl, fileUrl, previewFileOf } from './cell-files.ts';
import { iesFileLine } from './photometry-marks.ts';

/** A file being uploaded into a cell. */
export type UploadingFile = { id: number; name: string };

type CellFilesDialogProps = {
  /** The cell, as the user knows it: 'Image · A1'. */
  title: string;
  files: readonly AttachmentRef[];
  /** Files on their way to this cell. */
  uploading: readonly UploadingFile[];
  /** Whether the viewer may add and remove files here, or why not. */
  ability: AbilityLike;
  onAdd: (files: File[]) => void;
  onRemove: (file: AttachmentRef) => void;
  onClose: () => void;
};

const tile = { width: 64, height: 64, flexShrink: 0, borderRadius: 1 } as const;

function Thumbnail({
  file,
  links,
  onPreview,
}: {
  file: AttachmentRef;
  links: FileLinks | null;
  onPreview?: () => void;
}) {
  const url = fileThumbnailUrl(file, links, 'small');
  const [failedUrl, setFailedUrl] = useState<string>();
  const picture =
    url && url !== failedUrl ? (
      <Box
        component="img"
        src={url}
        alt=""
        onError={() => {
          setFailedUrl(url);
          // An expired link: a fresh one shows the picture again.
          links?.retry(file.key);
        }}
        sx={{ ...tile, objectFit: 'contain', bgcolor: 'action.hover' }}
      />
    ) : (
      <Box
        sx={{
          ...tile,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'action.hover',
          color: 'text.secondary',
        }}
      >
        <InsertDriveFileOutlinedIcon />
      </Box>
    );
  if (onPreview) {
    return (
      <ButtonBase
        onClick={onPreview}
        aria-label={`Preview ${file.filename}`}
        sx={{ borderRadius: 1 }}
      >
        {picture}
      </ButtonBase>
    );
  }
  // The overlay shows images and PDFs; any other file downloads (once its link has come).
  const href = fileUrl(file, links);
  if (!href) return picture;
  return (
    <ButtonBase
      component="a"
      href={href}
      download={file.filename}
      aria-label={`Download ${file.filename}`}
      sx={{ borderRadius: 1 }}
    >
      {picture}
    </ButtonBase>
  );
}

/**
 * The files of one file cell: each with its picture (a click previews it, or downloads a file
 * the overlay cannot show), its size and a button to take it out; files are added by choosing
 * them or dropping them here. Each change is an ordinary edit of the cell (undoable, versioned).
 */
/** What the server read of an IES file (issue 25), or why it could not. */
function IesLine({ file }: { file: AttachmentRef }) {
  const line = iesFileLine(file);
  if (!line) return null;
  return (
    <Typography variant="body2" color={line.error ? 'error' : 'text.secondary'}>
      {line.text}
    </Typography>
  );
}

export function CellFilesDialog({
  title,
  files,
  uploading,
  ability,
  onAdd,
  onRemove,
  onClose,
}: CellFilesDialogProps) {
  const titleId = useId();
  const preview = usePreview();
  const links = useFileLinks();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const previews = files.flatMap((file) => {
    const shown = previewFileOf(file, links);
    return shown ? [{ key: file.key, shown }] : [];
  });

  const onDragOver = (event: DragEvent) => {
    if (!ability.allowed || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    setDragging(false);
    if (!ability.allowed) return;
    event.preventDefault();
    const dropped = Array.from(event.dataTransfer.files);
    if (dropped.length > 0) onAdd(dropped);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      // Rendered under the grid: its keys (Ctrl+Z, Ctrl+F) are not the grid's.
      onKeyDown={(event) => event.stopPropagation()}
    >
      <DialogTitle id={titleId}>Files of {title}</DialogTitle>
      <DialogContent
        dividers
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="cell-files-drop"
        sx={{
          outline: dragging ? 2 : 0,
          outlineColor: 'primary.main',
          outlineStyle: 'dashed',
          outlineOffset: -4,
        }}
      >
        {!ability.allowed && ability.message && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {ability.message}
          </Alert>
        )}
        {files.length === 0 && uploading.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {ability.allowed
              ? 'No files yet. Drop files here, or choose them with Add files.'
              : 'No files.'}
          </Typography>
        )}
        <List aria-label="Files" disablePadding>
          {files.map((file) => {
            const index = previews.findIndex((entry) => entry.key === file.key);
            return (
              <ListItem
                key={file.key}
                disableGutters
                data-testid="cell-file"
                secondaryAction={
                  <AbilityTooltip ability={ability} title={`Remove ${file.filename}`}>
                    <IconButton
                      edge="end"
                      aria-label={`Remove ${file.filename}`}
                      disabled={!ability.allowed}
                      onClick={() => onRemove(file)}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </AbilityTooltip>
                }
              >
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                  <Thumbnail
                    file={file}
                    links={links}
                    onPreview={
                      index >= 0
                        ? () =>
                            preview.open(
                              previews.map((entry) => entry.shown),
                              index,
                            )
                        : undefined
                    }
                  />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography noWrap title={file.filename}>
                      {file.filename}
                    </Typography>
                    {typeof file.size === 'number' && (
                      <Typography variant="body2" color="text.secondary">
                        {formatFileSize(file.size)}
                      </Typography>
                    )}
                    <IesLine file={file} />
                  </Box>
                </Stack>
              </ListItem>
            );
          })}
          {uploading.map(({ id, name }) => (
            <ListItem key={id} disableGutters data-testid="cell-file-uploading">
              <Box sx={{ width: '100%' }}>
                <Typography noWrap>{name}</Typography>
                <LinearProgress aria-label={`Uploading ${name}`} />
              </Box>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <AbilityTooltip ability={ability}>
          <Button
            startIcon={<UploadFileIcon />}
            disabled={!ability.allowed}
            onClick={() => inputRef.current?.click()}
          >
            Add files
          </Button>
        </AbilityTooltip>
        <input
          ref={inputRef}
          type="file"
          multiple
          hidden
          accept={acceptedFileTypes}
          data-testid="cell-files-input"
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            // The same file may be chosen again later.
            event.target.value = '';
            if (chosen.length > 0) onAdd(chosen);
          }}
        />
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
