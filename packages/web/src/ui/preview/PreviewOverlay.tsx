import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import type { KeyboardEvent } from 'react';
import { useId } from 'react';
import { PreviewContent } from './PreviewContent.tsx';
import { PreviewHeader } from './PreviewHeader.tsx';
import { PreviewThumbnails } from './PreviewThumbnails.tsx';
import type { PreviewFile } from './preview-types.ts';

type PreviewOverlayProps = {
  files: readonly PreviewFile[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

const navButtonSx = {
  color: 'common.white',
  bgcolor: 'rgba(0, 0, 0, 0.55)',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.75)' },
} as const;

/** Full-screen carousel of images and PDFs: arrows move (wrapping around), Esc closes. */
export function PreviewOverlay({ files, index, onIndexChange, onClose }: PreviewOverlayProps) {
  const titleId = useId();
  const file = files[index];
  if (!file) return null;
  const several = files.length > 1;

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') onIndexChange(index - 1);
    else if (event.key === 'ArrowRight') onIndexChange(index + 1);
  };

  return (
    <Dialog
      open
      fullScreen
      onClose={onClose}
      onKeyDown={handleKeyDown}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { bgcolor: 'grey.900', color: 'common.white' } } }}
    >
      <PreviewHeader
        titleId={titleId}
        file={file}
        index={index}
        count={files.length}
        onClose={onClose}
      />
      <Box
        sx={{
          position: 'relative',
          flex: 1,
          minHeight: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: { xs: 1, md: 8 },
          py: 1,
        }}
      >
        <PreviewContent file={file} />
        {several && (
          <>
            <IconButton
              aria-label="Previous file"
              onClick={() => onIndexChange(index - 1)}
              sx={{ ...navButtonSx, position: 'absolute', left: 8 }}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              aria-label="Next file"
              onClick={() => onIndexChange(index + 1)}
              sx={{ ...navButtonSx, position: 'absolute', right: 8 }}
            >
              <ChevronRightIcon />
            </IconButton>
          </>
        )}
      </Box>
      {several && <PreviewThumbnails files={files} index={index} onSelect={onIndexChange} />}
    </Dialog>
  );
}
