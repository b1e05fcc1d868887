import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { exportMessages, projectsRoute } from '@specboard/domain';
import { useEffect, useRef, useState } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { canDownload, saveFile } from './download-export.ts';
import {
  EXPORT_FILE_BY_ID_QUERY,
  EXPORT_FILE_SUBSCRIPTION,
  REFRESH_EXPORT_MUTATION,
} from './exports.documents.ts';
import type { ExportFile } from './exports.types.ts';

/**
 * /getFile?fileId=…[&force_update=true] (seed 001, section 2): an export's file by its id, for
 * its requester. The file downloads once ready (a fresh one is made first with force_update);
 * without a fileId the page leads to the projects.
 */
export function GetFilePage() {
  const [params] = useSearchParams();
  const fileId = params.get('fileId');
  if (!fileId) return <Navigate to={projectsRoute} replace />;
  return <GetFile fileId={fileId} forceUpdate={params.get('force_update') === 'true'} />;
}

type Outcome = 'downloading' | 'downloaded' | 'downloadFailed';

function GetFile({ fileId, forceUpdate }: { fileId: string; forceUpdate: boolean }) {
  const existing = useQuery(EXPORT_FILE_BY_ID_QUERY, {
    variables: { fileId },
    skip: forceUpdate,
    fetchPolicy: 'network-only',
  });
  const [refresh, refreshed] = useMutation(REFRESH_EXPORT_MUTATION);
  const asked = useRef(false);
  useEffect(() => {
    if (!forceUpdate || asked.current) return;
    asked.current = true;
    void refresh({ variables: { fileId } }).catch(() => {});
  }, [forceUpdate, fileId, refresh]);

  const first: ExportFile | undefined =
    refreshed.data?.refreshExportFile.file ?? existing.data?.getExportFile;
  const live = useSubscription(EXPORT_FILE_SUBSCRIPTION, {
    variables: { requestId: first?.requestId ?? '' },
    skip: !first || first.status === 'READY' || first.status === 'FAILED',
  });
  const file: ExportFile | undefined = live.data?.notifyExportFiles ?? first;
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const download = async (ready: ExportFile) => {
    if (!ready.url) return;
    setOutcome('downloading');
    if (!(await canDownload(ready.url))) return setOutcome('downloadFailed');
    saveFile(ready.url, ready.downloadFileName);
    setOutcome('downloaded');
  };
  const started = useRef(false);
  useEffect(() => {
    if (file?.status !== 'READY' || started.current) return;
    started.current = true;
    void download(file);
  });

  const error = existing.error ?? refreshed.error;
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 640 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {file?.downloadFileName ?? 'Download'}
      </Typography>
      {error && (
        <Stack spacing={2}>
          <Alert severity="error">{error.message}</Alert>
          <BackToProjects />
        </Stack>
      )}
      {!error && file && <FileState file={file} outcome={outcome} onDownload={download} />}
      {!error && !file && <LinearProgress aria-label="Looking for the file" />}
    </Box>
  );
}

function FileState({
  file,
  outcome,
  onDownload,
}: {
  file: ExportFile;
  outcome: Outcome | null;
  onDownload: (file: ExportFile) => void;
}) {
  if (file.status === 'FAILED') {
    return (
      <Stack spacing={2}>
        <Alert severity="error">
          {exportMessages.failed}. {exportMessages.tryAgain}
        </Alert>
        <BackToProjects />
      </Stack>
    );
  }
  if (file.status !== 'READY') {
    return (
      <Stack spacing={1}>
        <Typography>{exportMessages.preparing}</Typography>
        <LinearProgress variant="determinate" value={file.progress} aria-label="Export progress" />
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      {outcome === 'downloadFailed' ? (
        <Alert severity="error">{exportMessages.downloadFailed}</Alert>
      ) : (
        <Alert severity="success">{exportMessages.ready}</Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => onDownload(file)}>
          Download
        </Button>
        <BackToProjects />
      </Stack>
    </Stack>
  );
}

function BackToProjects() {
  return (
    <Button component={RouterLink} to={projectsRoute}>
      Go to projects
    </Button>
  );
}
