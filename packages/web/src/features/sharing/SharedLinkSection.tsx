import { useMutation, useQuery } from '@apollo/client/react';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { AbilityTooltip } from '../../ui/ability/AbilityTooltip.tsx';
import {
  CLIPBOARD_BLOCKED_MESSAGE,
  CLIPBOARD_BLOCKED_TIMEOUT_MS,
} from '../../ui/clipboard/index.ts';
import { useConfirm } from '../../ui/confirm/index.ts';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { readApiError } from '../identity/index.ts';
import { PROJECT_SHARED_LINK_MUTATION, PROJECT_SHARED_LINK_QUERY } from './sharing.documents.ts';
import type { ShareableProject } from './sharing.types.ts';

/**
 * The project's link for reading without signing in: turned on and off, copied, reset (a new
 * link, the old one stops working), and allowed to export or not. Read from the cache the project
 * page filled, so a change made here or pushed live shows at once.
 */
export function SharedLinkSection({ project }: { project: ShareableProject }) {
  const headingId = useId();
  const confirm = useConfirm();
  const { show } = useSnackbar();
  const variables = { id: project.id, workspaceId: project.workspaceId };
  const read = useQuery(PROJECT_SHARED_LINK_QUERY, { variables, fetchPolicy: 'cache-first' });
  const link = read.data?.getProjectById ?? project;
  const [change, { loading }] = useMutation(PROJECT_SHARED_LINK_MUTATION);
  const [error, setError] = useState<string | null>(null);
  const ability = project.viewerCan.sharedLink;
  const url = link.isShared ? link.sharedLink?.url : undefined;

  const turn = async (isShared: boolean, reset = false, allowExport?: boolean) => {
    setError(null);
    try {
      await change({
        variables: {
          projectId: project.id,
          workspaceId: project.workspaceId,
          isShared,
          reset,
          ...(allowExport !== undefined && { allowExport }),
        },
      });
    } catch (caught) {
      setError(readApiError(caught).message);
    }
  };

  const resetLink = async () => {
    const sure = await confirm({
      title: 'Reset the link?',
      message: 'The current link stops working at once: anyone who has it will need the new one.',
      confirmLabel: 'Reset link',
      destructive: true,
    });
    if (sure) await turn(true, true);
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      show({ text: 'Link copied.', color: 'success', timeout: 2000 });
    } catch {
      show({
        text: CLIPBOARD_BLOCKED_MESSAGE,
        color: 'warning',
        timeout: CLIPBOARD_BLOCKED_TIMEOUT_MS,
        dataTest: 'clipboard-blocked',
      });
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h3" id={headingId} sx={{ mb: 0.5 }}>
        Shared link
      </Typography>
      <AbilityTooltip ability={ability}>
        <FormControlLabel
          label="Anyone with the link can view"
          disabled={!ability.allowed || loading}
          control={
            <Switch checked={link.isShared} onChange={(event) => void turn(event.target.checked)} />
          }
        />
      </AbilityTooltip>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      {url && ability.allowed && (
        <FormControlLabel
          label="Allow people with the link to export"
          disabled={loading}
          sx={{ display: 'flex' }}
          control={
            <Switch
              checked={link.sharedLink?.allowExport ?? false}
              onChange={(event) => void turn(true, false, event.target.checked)}
            />
          }
        />
      )}
      {url && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
          <TextField
            label="Link"
            value={url}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, onFocus: selectAll } }}
          />
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
              Copy
            </Button>
            <Button
              color="error"
              disabled={!ability.allowed || loading}
              onClick={() => void resetLink()}
            >
              Reset link
            </Button>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}

const selectAll = (event: { target: EventTarget }) => (event.target as HTMLInputElement).select();
