import Box from '@mui/material/Box';
import { isPdf } from './preview-files.ts';
import type { PreviewFile } from './preview-types.ts';

/** The current file, as large as the overlay allows. */
export function PreviewContent({ file }: { file: PreviewFile }) {
  if (isPdf(file)) {
    return (
      <Box
        component="iframe"
        title={file.filename}
        src={file.url}
        sx={{ width: '100%', height: '100%', border: 0, bgcolor: 'common.white', borderRadius: 1 }}
      />
    );
  }
  return (
    <Box
      component="img"
      src={file.url}
      alt={file.filename}
      sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', display: 'block' }}
    />
  );
}
