import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { messages } from '@specboard/domain';
import { type FormEvent, useState } from 'react';
import { useUnsavedChanges } from '../../../app/guards/useUnsavedChanges.ts';
import { AbilityTooltip } from '../../../ui/ability/AbilityTooltip.tsx';
import { useSnackbar } from '../../../ui/snackbar/index.ts';
import { readApiError } from '../../identity/index.ts';
import { UPDATE_WORKSPACE_INFO_MUTATION } from '../workspaces.documents.ts';
import type { Workspace } from '../workspaces.types.ts';

type SettingsValues = { name: string; description: string; keywords: string[] };

function valuesOf(workspace: Workspace): SettingsValues {
  return {
    name: workspace.name,
    description: workspace.description ?? '',
    keywords: workspace.keywords,
  };
}

/** Trimmed keywords, blanks dropped (spec 001 §5), each once. */
export function cleanKeywords(keywords: readonly string[]): string[] {
  return [...new Set(keywords.map((keyword) => keyword.trim()).filter(Boolean))];
}

function sameValues(a: SettingsValues, b: SettingsValues): boolean {
  return (
    a.name.trim() === b.name.trim() &&
    a.description.trim() === b.description.trim() &&
    cleanKeywords(a.keywords).join('\n') === cleanKeywords(b.keywords).join('\n')
  );
}

/** The admin panel's settings: the workspace's name, description and keywords. */
export function SettingsTab({ workspace }: { workspace: Workspace }) {
  const { show } = useSnackbar();
  const ability = workspace.viewerCan.update;
  const [values, setValues] = useState<SettingsValues>(() => valuesOf(workspace));
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [update, { loading }] = useMutation(UPDATE_WORKSPACE_INFO_MUTATION);
  const dirty = !sameValues(values, valuesOf(workspace));
  useUnsavedChanges(dirty && ability.allowed);
  const nameError = submitted && !values.name.trim() ? messages.requiredValue : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(undefined);
    if (!values.name.trim()) return;
    try {
      const { data } = await update({
        variables: {
          workspaceId: workspace.id,
          name: values.name.trim(),
          description: values.description.trim() || null,
          keywords: cleanKeywords(values.keywords),
        },
      });
      if (!data) return;
      setValues(valuesOf(data.updateWorkspaceInfo));
      setSubmitted(false);
      show({ color: 'success', text: 'Workspace settings are saved.' });
    } catch (error) {
      setServerError(readApiError(error).message);
    }
  };

  const readOnly = !ability.allowed;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Workspace settings"
      sx={{ maxWidth: 640 }}
    >
      <Stack spacing={2}>
        {readOnly && ability.message && <Alert severity="info">{ability.message}</Alert>}
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <TextField
          label="Name"
          value={values.name}
          onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
          required
          fullWidth
          disabled={readOnly}
          error={Boolean(nameError)}
          helperText={nameError}
        />
        <TextField
          label="Description"
          value={values.description}
          onChange={(event) =>
            setValues((current) => ({ ...current, description: event.target.value }))
          }
          fullWidth
          multiline
          minRows={2}
          disabled={readOnly}
        />
        <Autocomplete<string, true, false, true>
          multiple
          freeSolo
          autoSelect
          options={[]}
          value={values.keywords}
          onChange={(_event, keywords) =>
            setValues((current) => ({ ...current, keywords: cleanKeywords(keywords) }))
          }
          disabled={readOnly}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Keywords"
              helperText={readOnly ? undefined : 'Press Enter after each keyword.'}
            />
          )}
        />
        <Box>
          <AbilityTooltip ability={ability}>
            <Button type="submit" variant="contained" disabled={readOnly || loading || !dirty}>
              {loading ? 'Saving…' : 'Save'}
            </Button>
          </AbilityTooltip>
        </Box>
      </Stack>
    </Box>
  );
}
