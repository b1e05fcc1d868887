import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { messages } from '@specboard/domain';
import { type FormEvent, useId, useState } from 'react';
import { useSnackbar } from '../../../ui/snackbar/index.ts';
import { readApiError } from '../../identity/index.ts';
import { useActiveWorkspace } from '../active/useActiveWorkspace.ts';
import { CREATE_WORKSPACE_MUTATION } from '../workspaces.documents.ts';

type CreateWorkspaceDialogProps = { open: boolean; onClose: () => void };

/** Name (required) and description; the new workspace becomes the active one. */
export function CreateWorkspaceDialog({ open, onClose }: CreateWorkspaceDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      {/* Mounted only while open, so the form starts empty each time. */}
      {open && <CreateWorkspaceForm titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}

function CreateWorkspaceForm({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const { switchTo } = useActiveWorkspace();
  const { show } = useSnackbar();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [create, { loading }] = useMutation(CREATE_WORKSPACE_MUTATION, {
    // The new workspace joins the list at once, so switching to it needs no lookup.
    update: (cache, { data }) => {
      const created = data?.createWorkspaceV2;
      if (!created) return;
      cache.modify({
        fields: {
          listMyWorkspaces: (existing, { toReference }) =>
            Array.isArray(existing)
              ? [...existing, toReference({ __typename: 'Workspace', id: created.id })]
              : existing,
        },
      });
    },
  });
  const nameError = submitted && !name.trim() ? messages.requiredValue : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!name.trim()) return;
    try {
      const { data } = await create({
        variables: { name: name.trim(), description: description.trim() || null },
      });
      if (!data) return;
      switchTo(data.createWorkspaceV2.id);
      show({ color: 'success', text: `Workspace ${data.createWorkspaceV2.name} is created.` });
      onClose();
    } catch (error) {
      show({ color: 'error', text: readApiError(error).message });
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Create workspace</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            fullWidth
            autoFocus
            error={Boolean(nameError)}
            helperText={nameError}
          />
          <TextField
            label="Description"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            fullWidth
            multiline
            minRows={2}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={loading}>
          {loading ? 'Creating…' : 'Create'}
        </Button>
      </DialogActions>
    </form>
  );
}
