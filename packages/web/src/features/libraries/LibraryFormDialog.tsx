import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { catalogueLimits, libraryMessages, messages } from '@specboard/domain';
import { type FormEvent, useId, useState } from 'react';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { readApiError } from '../identity/index.ts';
import { CREATE_LIBRARY_MUTATION, UPDATE_LIBRARY_MUTATION } from './libraries.documents.ts';
import type { Library } from './libraries.types.ts';

type LibraryFormDialogProps = {
  open: boolean;
  workspaceId: string;
  /** The library to edit; none for New library. */
  library?: Library | null;
  onClose: () => void;
  onSaved: (library: Library) => void;
};

/** New library, or Edit of one: its name (required), description and keywords. */
export function LibraryFormDialog({ open, ...props }: LibraryFormDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={props.onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      {/* Mounted only while open, so the form starts from the library (or empty) each time. */}
      {open && <LibraryForm titleId={titleId} {...props} />}
    </Dialog>
  );
}

type LibraryFormProps = Omit<LibraryFormDialogProps, 'open'> & { titleId: string };

/** Keywords as sent: trimmed, blank ones dropped (spec 001 §5), repeats dropped. */
function cleanKeywords(keywords: readonly string[]): string[] {
  return [...new Set(keywords.map((keyword) => keyword.trim()).filter(Boolean))];
}

function LibraryForm({ titleId, workspaceId, library, onClose, onSaved }: LibraryFormProps) {
  const { show } = useSnackbar();
  const editing = Boolean(library);
  const isDefault = library?.kind === 'default';
  const [name, setName] = useState(library?.name ?? '');
  const [description, setDescription] = useState(library?.description ?? '');
  const [keywords, setKeywords] = useState<string[]>(library?.keywords ?? []);
  const [keywordText, setKeywordText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [create, creating] = useMutation(CREATE_LIBRARY_MUTATION);
  const [update, updating] = useMutation(UPDATE_LIBRARY_MUTATION);
  const saving = creating.loading || updating.loading;

  const nameError = submitted && !name.trim() ? messages.requiredValue : undefined;
  const tooManyKeywords = keywords.length > catalogueLimits.keywordsMax;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (!name.trim() || tooManyKeywords) return;
    // A keyword still being typed counts as added.
    const fields = {
      name: name.trim(),
      description: description.trim() || null,
      keywords: cleanKeywords([...keywords, keywordText]),
    };
    try {
      if (library) {
        const { data } = await update({
          variables: {
            workspaceId,
            libraryId: library.id,
            ...fields,
            // The default library keeps its name; only its description and keywords change.
            name: isDefault ? null : fields.name,
          },
        });
        if (!data) return;
        show({ color: 'success', text: `Library ${data.updateLibrary.name} is saved.` });
        onSaved(data.updateLibrary);
      } else {
        const { data } = await create({ variables: { workspaceId, ...fields } });
        if (!data) return;
        show({ color: 'success', text: `Library ${data.createLibraryV2.name} is created.` });
        onSaved(data.createLibraryV2);
      }
      onClose();
    } catch (error) {
      setServerError(readApiError(error).message);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{editing ? 'Edit library' : 'New library'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {serverError && <Alert severity="error">{serverError}</Alert>}
          <TextField
            label="Name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            fullWidth
            autoFocus={!isDefault}
            disabled={isDefault}
            error={Boolean(nameError)}
            helperText={nameError ?? (isDefault ? libraryMessages.defaultNotRenamable : undefined)}
            slotProps={{ htmlInput: { maxLength: catalogueLimits.nameMaxLength } }}
          />
          <TextField
            label="Description"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: catalogueLimits.descriptionMaxLength } }}
          />
          <Autocomplete<string, true, false, true>
            multiple
            freeSolo
            options={[]}
            value={keywords}
            inputValue={keywordText}
            onInputChange={(_event, value) => setKeywordText(value)}
            onChange={(_event, value) => setKeywords(cleanKeywords(value))}
            renderValue={(chosen, getItemProps) =>
              chosen.map((keyword, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} size="small" label={keyword} {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label="Keywords"
                error={tooManyKeywords}
                helperText={
                  tooManyKeywords
                    ? `At most ${catalogueLimits.keywordsMax} keywords.`
                    : 'Press Enter after each keyword.'
                }
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {editing ? (saving ? 'Saving…' : 'Save') : saving ? 'Creating…' : 'Create'}
        </Button>
      </DialogActions>
    </form>
  );
}
