import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import type { ExportFile } from './exports.types.ts';

type ExportPreviewDialogProps = {
  file: ExportFile | null;
  onDownload: (file: ExportFile) => void;
  onClose: () => void;
};

/** A PDF export shown as it will print, with its Download beside it. */
export function ExportPreviewDialog({ file, onDownload, onClose }: ExportPreviewDialogProps) {
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (!file) return null;
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="lg"
      slotProps={{ paper: { sx: { height: phone ? '100%' : '90vh' } } }}
    >
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, minHeight: 56 }}
      >
        <Typography id={titleId} variant="h2" noWrap sx={{ flex: 1, fontSize: '0.9375rem' }}>
          {file.downloadFileName}
        </Typography>
        {phone ? (
          <IconButton aria-label="Download" onClick={() => onDownload(file)}>
            <DownloadIcon />
          </IconButton>
        ) : (
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => onDownload(file)}>
            Download
          </Button>
        )}
        <IconButton aria-label="Close preview" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box
        component="iframe"
        title={`Preview of ${file.downloadFileName}`}
        src={file.previewUrl ?? file.url ?? undefined}
        sx={{ flex: 1, width: '100%', border: 0, bgcolor: 'grey.100' }}
      />
    </Dialog>
  );
}
