import DownloadIcon from '@mui/icons-material/Download';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { exportLimits, exportMessages } from '@specboard/domain';
import { useId } from 'react';
import { ageText, formatName, hasFailed, isFinished, isPdfFile } from './export-choices.ts';
import type { ExportFile } from './exports.types.ts';

type RecentExportsDialogProps = {
  open: boolean;
  files: readonly ExportFile[];
  loading: boolean;
  error: boolean;
  onClose: () => void;
  onPreview: (file: ExportFile) => void;
  onDownload: (file: ExportFile) => void;
};

/** Where one export stands, in words, under its name. */
function ExportState({ file }: { file: ExportFile }) {
  const format = formatName(file.fileFormat);
  const age = ageText(file.createdAt, Date.now());
  if (!isFinished(file)) {
    return (
      <Stack component="span" spacing={0.5} sx={{ display: 'flex' }}>
        <span>
          {format} · {age} · {file.progress}%
        </span>
        <LinearProgress
          variant="determinate"
          value={file.progress}
          aria-label={`${file.downloadFileName}: ${file.progress}%`}
        />
      </Stack>
    );
  }
  if (hasFailed(file)) {
    return (
      <Typography component="span" variant="body2" color="error">
        {format} · {age} · {exportMessages.failed}
      </Typography>
    );
  }
  return (
    <span>
      {format} · {age} · Ready
    </span>
  );
}

/** The person's exports of the last 20 minutes: those being written, ready, or failed. */
export function RecentExportsDialog(props: RecentExportsDialogProps) {
  const { open, files, loading, error, onClose, onPreview, onDownload } = props;
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Recent exports</DialogTitle>
      <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
        <Typography variant="body2" color="text.secondary" sx={{ px: { xs: 2, sm: 0 } }}>
          Files are kept for {exportLimits.fileLifetimeMinutes} minutes.
        </Typography>
        {loading && <CircularProgress size={24} aria-label="Loading exports" sx={{ m: 2 }} />}
        {error && !loading && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {exportMessages.failed}
          </Alert>
        )}
        {!loading && !error && files.length === 0 && (
          <Alert severity="info" sx={{ mt: 1 }}>
            No exports in the last {exportLimits.fileLifetimeMinutes} minutes.
          </Alert>
        )}
        <List aria-label="Recent exports" dense>
          {files.map((file) => {
            const ready = isFinished(file) && !hasFailed(file);
            return (
              <ListItem
                key={file.requestId}
                divider
                secondaryAction={
                  ready && (
                    <Stack direction="row" spacing={0.5}>
                      {isPdfFile(file) && (
                        <Tooltip title="Preview">
                          <IconButton
                            aria-label={`Preview ${file.downloadFileName}`}
                            onClick={() => onPreview(file)}
                          >
                            <VisibilityOutlinedIcon />
                          </IconButton>
                        </Tooltip>
                      )}
                      <Tooltip title="Download">
                        <IconButton
                          aria-label={`Download ${file.downloadFileName}`}
                          onClick={() => onDownload(file)}
                        >
                          <DownloadIcon />
                        </IconButton>
                      </Tooltip>
                    </Stack>
                  )
                }
                sx={{ pr: ready ? (isPdfFile(file) ? 12 : 7) : 2 }}
              >
                <ListItemText
                  primary={file.downloadFileName}
                  secondary={<ExportState file={file} />}
                  slotProps={{
                    primary: { sx: { wordBreak: 'break-word' } },
                    secondary: { component: 'div' },
                  }}
                />
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
