import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { thumbnailUrl } from './attachment-files.ts';
import type { PendingUpload } from './usePendingUploads.ts';

function chipIcon(upload: PendingUpload) {
  if (upload.state === 'uploading') return <CircularProgress size={16} aria-label="Uploading" />;
  if (upload.state === 'failed') return <ErrorOutlineIcon color="error" />;
  const picture = upload.file ? thumbnailUrl(upload.file) : null;
  return picture ? (
    <Avatar src={picture} alt="" variant="rounded" />
  ) : (
    <InsertDriveFileOutlinedIcon />
  );
}

/** The files chosen for the comment being written, each removable. */
export function PendingUploadChips({
  uploads,
  onRemove,
}: {
  uploads: readonly PendingUpload[];
  onRemove: (id: string) => void;
}) {
  if (uploads.length === 0) return null;
  const failures = uploads.filter((upload) => upload.error);
  return (
    <>
      <Stack
        direction="row"
        useFlexGap
        spacing={0.5}
        sx={{ flexWrap: 'wrap' }}
        aria-label="Attached files"
      >
        {uploads.map((upload) => {
          const chip = (
            <Chip
              key={upload.id}
              size="small"
              variant="outlined"
              color={upload.state === 'failed' ? 'error' : 'default'}
              avatar={upload.state === 'done' ? chipIcon(upload) : undefined}
              icon={upload.state === 'done' ? undefined : chipIcon(upload)}
              label={upload.name}
              onDelete={() => onRemove(upload.id)}
              sx={{ maxWidth: 220 }}
            />
          );
          return upload.error ? (
            <Tooltip key={upload.id} title={upload.error}>
              {chip}
            </Tooltip>
          ) : (
            chip
          );
        })}
      </Stack>
      {failures.map((upload) => (
        <Typography key={upload.id} variant="caption" color="error" role="alert">
          {upload.error}
        </Typography>
      ))}
    </>
  );
}
