import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';

type PreviewHeaderProps = {
  titleId: string;
  file: { filename: string; url: string };
  index: number;
  count: number;
  onClose: () => void;
  /** On phones, Download is an icon so that a long file name keeps its room. */
  compactOnPhones?: boolean;
};

/** The top bar of a full-screen preview: the file's name, where it stands, Download and Close. */
export function PreviewHeader({
  titleId,
  file,
  index,
  count,
  onClose,
  compactOnPhones = false,
}: PreviewHeaderProps) {
  return (
    <Box
      component="header"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, minHeight: 56 }}
    >
      <Typography id={titleId} variant="h2" noWrap sx={{ flex: 1, fontSize: '0.9375rem' }}>
        {file.filename}
      </Typography>
      <Typography variant="tabular" aria-live="polite" sx={{ whiteSpace: 'nowrap' }}>
        {index + 1} of {count}
      </Typography>
      <Button
        component="a"
        href={file.url}
        download={file.filename}
        variant="outlined"
        color="inherit"
        startIcon={<DownloadIcon />}
        sx={compactOnPhones ? { display: { xs: 'none', sm: 'inline-flex' } } : undefined}
      >
        Download
      </Button>
      {compactOnPhones && (
        <IconButton
          component="a"
          href={file.url}
          download={file.filename}
          aria-label="Download"
          color="inherit"
          sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
        >
          <DownloadIcon />
        </IconButton>
      )}
      <IconButton aria-label="Close preview" color="inherit" onClick={onClose}>
        <CloseIcon />
      </IconButton>
    </Box>
  );
}
