import DownloadIcon from '@mui/icons-material/Download';
import FolderZipOutlinedIcon from '@mui/icons-material/FolderZipOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { attachmentKind, formatFileSize, thumbnailUrl } from './attachment-files.ts';
import type { CommentAttachment } from './comments.types.ts';

const kindLabel = { ies: 'IES photometric file', zip: 'ZIP archive', file: 'File', pdf: 'PDF' };

/** A file that cannot be shown: its kind, name and size, and a way to download it. */
function FileCard({ file }: { file: CommentAttachment }) {
  const kind = attachmentKind(file);
  const Icon =
    kind === 'ies'
      ? LightbulbOutlinedIcon
      : kind === 'zip'
        ? FolderZipOutlinedIcon
        : InsertDriveFileOutlinedIcon;
  return (
    <Paper sx={{ p: 3, maxWidth: 360, mx: 'auto', textAlign: 'center' }}>
      <Icon sx={{ fontSize: 56, color: 'text.secondary' }} />
      <Typography sx={{ mt: 1, fontWeight: 600, wordBreak: 'break-all' }}>
        {file.filename}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {kind === 'image' ? 'Image' : kindLabel[kind]} · {formatFileSize(file.size)}
      </Typography>
      <Button
        component="a"
        href={file.url}
        download={file.filename}
        variant="contained"
        startIcon={<DownloadIcon />}
        sx={{ mt: 2 }}
      >
        Download
      </Button>
    </Paper>
  );
}

/** One file in the overlay: an image as large as fits, a PDF's first page, or a file card. */
export function AttachmentSlide({ file }: { file: CommentAttachment }) {
  const kind = attachmentKind(file);
  if (kind === 'image') {
    return (
      <Box
        component="img"
        src={thumbnailUrl(file, 'large') ?? file.url}
        alt={file.filename}
        sx={{
          maxWidth: '100%',
          maxHeight: '100%',
          objectFit: 'contain',
          display: 'block',
          mx: 'auto',
        }}
      />
    );
  }
  if (kind === 'pdf') {
    const page = thumbnailUrl(file, 'large');
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'center', height: '100%', justifyContent: 'center' }}>
        {page ? (
          <Box
            component="img"
            src={page}
            alt={`First page of ${file.filename}`}
            sx={{
              maxWidth: '100%',
              maxHeight: 'calc(100% - 56px)',
              objectFit: 'contain',
              bgcolor: 'common.white',
            }}
          />
        ) : (
          <PictureAsPdfOutlinedIcon sx={{ fontSize: 72 }} />
        )}
        <Button
          component="a"
          href={file.url}
          target="_blank"
          rel="noopener noreferrer"
          variant="contained"
          startIcon={<OpenInNewIcon />}
        >
          Open PDF
        </Button>
      </Stack>
    );
  }
  return <FileCard file={file} />;
}
