import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { messages } from '@specboard/domain';
import { type FormEvent, useContext, useId, useState } from 'react';
import { UpgradeGateContext } from '../../ui/ability/index.ts';
import { CREATE_COLLECTION_MUTATION } from './collection-actions.documents.ts';
import { isUpgradeRefusal, readRefusal } from './refusals.ts';
import type { CollectionCard } from './useCollectionGroups.ts';

type LibraryChoice = { id: string; name: string };

type NewCollectionDialogProps = {
  open: boolean;
  workspaceId: string;
  libraries: readonly LibraryChoice[];
  /** The library chosen at first: the page's, else the default one. */
  initialLibraryId: string | null;
  onClose: () => void;
  onCreated: (collection: CollectionCard) => void;
};

/** The New collection dialog: name (required), description, keywords and the library. */
export function NewCollectionDialog({ open, onClose, ...form }: NewCollectionDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      {/* Mounted only while open, so the form starts empty each time. */}
      {open && <NewCollectionForm titleId={titleId} onClose={onClose} {...form} />}
    </Dialog>
  );
}

function NewCollectionForm({
  titleId,
  workspaceId,
  libraries,
  initialLibraryId,
  onClose,
  onCreated,
}: Omit<NewCollectionDialogProps, 'open'> & { titleId: string }) {
  const upgrade = useContext(UpgradeGateContext);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [keywords, setKeywords] = useState<string[]>([]);
  const [libraryId, setLibraryId] = useState(initialLibraryId ?? libraries[0]?.id ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CREATE_COLLECTION_MUTATION);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(messages.requiredValue);
      return;
    }
    setError(null);
    try {
      const result = await create({
        variables: {
          workspaceId,
          libraryId: libraryId || null,
          name: name.trim(),
          description: description.trim() || null,
          keywords: keywords.map((keyword) => keyword.trim()).filter(Boolean),
        },
      });
      if (result.data) onCreated(result.data.createCollectionV3);
    } catch (caught) {
      const refusal = readRefusal(caught);
      if (upgrade && refusal.reason && isUpgradeRefusal(refusal)) {
        onClose();
        upgrade.openUpgrade({ reason: refusal.reason, message: refusal.message });
        return;
      }
      setError(refusal.message);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>New collection</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label="Name"
            required
            autoFocus
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              if (nameError) setNameError(null);
            }}
            error={nameError !== null}
            helperText={nameError}
          />
          <TextField
            label="Description"
            multiline
            minRows={2}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
          <Autocomplete<string, true, false, true>
            multiple
            freeSolo
            options={[]}
            value={keywords}
            onChange={(_event, value) => setKeywords(value)}
            renderInput={(params) => (
              <TextField {...params} label="Keywords" helperText="Press Enter after each keyword" />
            )}
          />
          {libraries.length > 0 && (
            <TextField
              select
              label="Library"
              value={libraryId}
              onChange={(event) => setLibraryId(event.target.value)}
            >
              {libraries.map((library) => (
                <MenuItem key={library.id} value={library.id}>
                  {library.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={loading}>
          Create
        </Button>
      </DialogActions>
    </form>
  );
}
