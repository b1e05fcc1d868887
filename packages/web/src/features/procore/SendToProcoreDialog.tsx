import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { exportMessages } from '@specboard/domain';
import { useEffect, useId, useState } from 'react';
import { FolderPicker, type PickedFolder } from './FolderPicker.tsx';
import {
  DISCONNECT_PROCORE_MUTATION,
  EXPORT_TO_PROCORE_MUTATION,
  PROCORE_ACCOUNTS_QUERY,
  PROCORE_AUTH_URL_QUERY,
  PROCORE_COMPANIES_QUERY,
  PROCORE_EXPORT_PROGRESS_SUBSCRIPTION,
  PROCORE_LAST_USED_QUERY,
  PROCORE_PROJECTS_QUERY,
} from './procore.documents.ts';
import { onProcoreConnected } from './procore-connected.ts';

/** The schedule being sent: the project, and the view and version the person sees. */
export type ProcoreExportTarget = {
  workspaceId: string;
  projectId: string;
  viewId?: string | null;
  versionId?: string | null;
};

export const procoreFormats = [
  { format: 'xlsx', label: 'Excel (xlsx)' },
  { format: 'pdf', label: 'PDF' },
  { format: 'docx', label: 'Word (docx)' },
  { format: 'csv', label: 'CSV' },
] as const;

const topFolder: PickedFolder = { id: null, nameWithPath: '' };

/**
 * Send to Procore: connect an account (Procore's sign-in in a new window), choose company,
 * project and folder (the last used first), the format, then Send; the export's progress and
 * outcome come by subscription.
 */
export function SendToProcoreDialog({
  target,
  onClose,
}: {
  target: ProcoreExportTarget;
  onClose: () => void;
}) {
  const titleId = useId();
  const client = useApolloClient();
  const accounts = useQuery(PROCORE_ACCOUNTS_QUERY);
  const lastUsed = useQuery(PROCORE_LAST_USED_QUERY);
  const [accountId, setAccountId] = useState<string | null>(null);
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [projectId, setProjectId] = useState<string | null>(null);
  const [folder, setFolder] = useState<PickedFolder>(topFolder);
  const [format, setFormat] = useState<string>('xlsx');
  const [requestId, setRequestId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [send, sending] = useMutation(EXPORT_TO_PROCORE_MUTATION);
  const [disconnect] = useMutation(DISCONNECT_PROCORE_MUTATION);

  const accountList = accounts.data?.ListProcoreAccounts ?? [];
  const account = accountId ?? accountList[0]?.id ?? null;
  const companies = useQuery(PROCORE_COMPANIES_QUERY, {
    variables: { accountId: account ?? '' },
    skip: !account,
  });
  const projects = useQuery(PROCORE_PROJECTS_QUERY, {
    variables: { accountId: account ?? '', companyId: companyId ?? '' },
    skip: !account || !companyId,
  });
  const progress = useSubscription(PROCORE_EXPORT_PROGRESS_SUBSCRIPTION, {
    variables: { requestId: requestId ?? '' },
    skip: !requestId,
  });
  const state = progress.data?.notifyExportFiles;

  // The sign-in happens in another window: the list is read again when it says it connected an
  // account, and when the person comes back (a sign-in abandoned, or finished in another tab).
  useEffect(() => {
    const reread = () => void accounts.refetch();
    window.addEventListener('focus', reread);
    const stop = onProcoreConnected(reread);
    return () => {
      window.removeEventListener('focus', reread);
      stop();
    };
  }, [accounts]);

  const connect = async () => {
    const popup = window.open('', '_blank');
    const { data, error } = await client.query({
      query: PROCORE_AUTH_URL_QUERY,
      fetchPolicy: 'network-only',
    });
    if (!data) {
      popup?.close();
      setProblem(error?.message ?? exportMessages.failed);
      return;
    }
    if (popup) popup.location.href = data.getProcoreAuthUrl;
    else window.open(data.getProcoreAuthUrl, '_blank');
  };

  const chooseAccount = (id: string) => {
    setAccountId(id);
    setCompanyId(null);
    setProjectId(null);
    setFolder(topFolder);
  };

  const submit = async () => {
    if (!account || !companyId || !projectId) return;
    setProblem(null);
    try {
      const { data } = await send({
        variables: {
          workspaceId: target.workspaceId,
          projectId: target.projectId,
          viewId: target.viewId ?? null,
          versionId: target.versionId ?? null,
          fileFormat: format,
          accountId: account,
          companyId,
          procoreProjectId: projectId,
          folderId: folder.id,
        },
      });
      if (data) setRequestId(data.exportScheduleToProcore.requestId);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  const recent = (lastUsed.data?.listProcoreLastUsedFolders ?? []).filter((place) =>
    accountList.some((a) => a.id === place.accountId),
  );
  const busy =
    sending.loading ||
    (requestId !== null && state?.status !== 'READY' && state?.status !== 'FAILED');

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Send to Procore</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {accounts.error && <Alert severity="error">{accounts.error.message}</Alert>}
          {!accounts.loading && accountList.length === 0 && !accounts.error && (
            <Typography variant="body2">
              Connect your Procore account to send schedules to its documents.
            </Typography>
          )}
          {accountList.length > 0 && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                select
                size="small"
                label="Procore account"
                value={account ?? ''}
                onChange={(event) => chooseAccount(event.target.value)}
                sx={{ flex: 1 }}
              >
                {accountList.map((a) => (
                  <MenuItem key={a.id} value={a.id}>
                    {a.name} ({a.login})
                  </MenuItem>
                ))}
              </TextField>
              <Button
                size="small"
                onClick={() =>
                  account &&
                  void disconnect({ variables: { accountId: account } }).then(() => {
                    setAccountId(null);
                    return accounts.refetch();
                  })
                }
              >
                Disconnect
              </Button>
            </Stack>
          )}
          {/* Once an account is there, connecting another is the rare case: a quiet link. */}
          <Button
            variant={accountList.length ? 'text' : 'outlined'}
            size={accountList.length ? 'small' : 'medium'}
            sx={{ alignSelf: accountList.length ? 'flex-start' : 'stretch' }}
            onClick={() => void connect()}
          >
            {accountList.length ? 'Connect another Procore account' : 'Connect Procore account'}
          </Button>
          {recent.length > 0 && (
            <Stack spacing={1}>
              <Typography variant="subtitle2">Last used</Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {recent.map((place) => (
                  <Chip
                    key={`${place.accountId}/${place.projectId}/${place.folderId ?? ''}`}
                    label={`${place.projectName} / ${place.folderNameWithPath ?? 'Top folder'}`}
                    // A long folder path wraps on a phone rather than losing its end.
                    sx={{
                      height: 'auto',
                      maxWidth: '100%',
                      '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
                    }}
                    onClick={() => {
                      setAccountId(place.accountId);
                      setCompanyId(place.companyId);
                      setProjectId(place.projectId);
                      setFolder({
                        id: place.folderId,
                        nameWithPath: place.folderNameWithPath ?? '',
                      });
                    }}
                  />
                ))}
              </Stack>
            </Stack>
          )}
          {account && (
            <TextField
              select
              size="small"
              label="Company"
              value={companyId ?? ''}
              onChange={(event) => {
                setCompanyId(event.target.value);
                setProjectId(null);
                setFolder(topFolder);
              }}
              helperText={companies.error?.message}
              error={Boolean(companies.error)}
            >
              {(companies.data?.listProcoreCompanies ?? []).map((company) => (
                <MenuItem key={company.id} value={company.id}>
                  {company.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {account && companyId && (
            <TextField
              select
              size="small"
              label="Project"
              value={projects.data ? (projectId ?? '') : ''}
              onChange={(event) => {
                setProjectId(event.target.value);
                setFolder(topFolder);
              }}
              helperText={projects.error?.message}
              error={Boolean(projects.error)}
            >
              {(projects.data?.listProcoreProjects ?? []).map((project) => (
                <MenuItem key={project.id} value={project.id}>
                  {project.projectNumber
                    ? `${project.projectNumber} ${project.name}`
                    : project.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {account && companyId && projectId && (
            <FolderPicker
              key={`${account}/${projectId}`}
              place={{ accountId: account, companyId, projectId }}
              picked={folder}
              onPick={setFolder}
            />
          )}
          <TextField
            select
            size="small"
            label="Format"
            value={format}
            onChange={(event) => setFormat(event.target.value)}
          >
            {procoreFormats.map((option) => (
              <MenuItem key={option.format} value={option.format}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          {problem && <Alert severity="error">{problem}</Alert>}
          {requestId && state?.status === 'FAILED' && (
            <Alert severity="error">{state.errorMessage ?? exportMessages.tryAgain}</Alert>
          )}
          {requestId && state?.status === 'READY' && (
            <Alert severity="success">Sent {state.downloadFileName} to Procore.</Alert>
          )}
          {requestId && busy && (
            <Stack spacing={0.5}>
              <Typography variant="body2">{exportMessages.preparing}</Typography>
              <LinearProgress
                aria-label="Sending to Procore"
                variant={state ? 'determinate' : 'indeterminate'}
                value={state?.progress ?? 0}
              />
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{state?.status === 'READY' ? 'Close' : 'Cancel'}</Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={!account || !companyId || !projectId || busy}
        >
          {busy ? 'Sending…' : 'Send'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
