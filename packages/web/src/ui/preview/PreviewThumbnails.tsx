import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { isPdf } from './preview-files.ts';
import type { PreviewFile } from './preview-types.ts';

type PreviewThumbnailsProps = {
  files: readonly PreviewFile[];
  index: number;
  onSelect: (index: number) => void;
};

/** A strip of small versions of every file; the current one is outlined. */
export function PreviewThumbnails({ files, index, onSelect }: PreviewThumbnailsProps) {
  return (
    <Box
      component="ul"
      aria-label="Files"
      sx={{
        display: 'flex',
        gap: 1,
        m: 0,
        p: 1,
        listStyle: 'none',
        overflowX: 'auto',
        justifyContent: { xs: 'flex-start', md: 'center' },
      }}
    >
      {files.map((file, position) => (
        <li key={file.url}>
          <ButtonBase
            aria-label={`Show ${file.filename}`}
            aria-current={position === index ? 'true' : undefined}
            onClick={() => onSelect(position)}
            sx={{
              width: 56,
              height: 56,
              borderRadius: 1,
              overflow: 'hidden',
              bgcolor: 'grey.800',
              color: 'common.white',
              outline: position === index ? '2px solid' : 'none',
              outlineColor: 'common.white',
              opacity: position === index ? 1 : 0.7,
              '&:hover': { opacity: 1 },
            }}
          >
            {isPdf(file) ? (
              <PictureAsPdfIcon />
            ) : (
              <Box
                component="img"
                src={file.url}
                alt=""
                sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            )}
          </ButtonBase>
        </li>
      ))}
    </Box>
  );
}
