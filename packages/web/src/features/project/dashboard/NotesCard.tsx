import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useUnsavedChanges } from '../../../app/guards/useUnsavedChanges.ts';
import { AbilityTooltip } from '../../../ui/ability/AbilityTooltip.tsx';
import { useSnackbar } from '../../../ui/snackbar/index.ts';
import { readApiError } from '../../identity/index.ts';
import type { Ability } from '../../workspaces/index.ts';
import { UPDATE_NOTES_MUTATION } from './dashboard.documents.ts';
import type { ProjectAggregation } from './dashboard.types.ts';

/** The server's limit on the dashboard's notes. */
export const NOTES_MAX_LENGTH = 20_000;

type NotesCardProps = {
  aggregation: ProjectAggregation;
  workspaceId: string;
  edit: Ability;
};

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * The dashboard's notes: saved when the field loses focus or on Save. Notes pushed from another
 * session show at once unless this one is in the middle of changing them.
 */
export function NotesCard({ aggregation, workspaceId, edit }: NotesCardProps) {
  const headingId = useId();
  const statusId = useId();
  const { show } = useSnackbar();
  // null while the notes shown are the server's; the user's text once they type.
  const [draft, setDraft] = useState<string | null>(null);
  const [state, setState] = useState<SaveState>('idle');
  const saving = useRef(false);
  const [update] = useMutation(UPDATE_NOTES_MUTATION);
  const saved = aggregation.notes;
  const text = draft ?? saved;
  const dirty = draft !== null && draft !== saved;
  useUnsavedChanges(dirty && edit.allowed);

  const save = async () => {
    if (draft === null || saving.current || !edit.allowed) return;
    if (draft === saved) {
      setDraft(null);
      return;
    }
    const notes = draft;
    saving.current = true;
    setState('saving');
    try {
      await update({
        variables: {
          projectId: aggregation.projectId,
          workspaceId,
          aggregationId: aggregation.id,
          notes,
        },
      });
      setState('saved');
      // Text typed while saving stays a draft.
      setDraft((current) => (current === notes ? null : current));
    } catch (error) {
      setState('failed');
      show({ color: 'error', text: readApiError(error).message });
    } finally {
      saving.current = false;
    }
  };

  const status =
    state === 'saving'
      ? 'Saving…'
      : dirty
        ? 'Unsaved changes'
        : state === 'saved'
          ? 'Saved'
          : state === 'failed'
            ? 'Not saved'
            : '';

  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={2}>
          <Typography id={headingId} variant="h2">
            Notes
          </Typography>
          <AbilityTooltip ability={edit}>
            <TextField
              label="Notes"
              multiline
              minRows={4}
              fullWidth
              value={text}
              disabled={!edit.allowed}
              onChange={(event) => {
                setDraft(event.target.value);
                if (state !== 'saving') setState('idle');
              }}
              onBlur={() => void save()}
              placeholder="Budget assumptions, open questions, decisions…"
              slotProps={{
                htmlInput: { maxLength: NOTES_MAX_LENGTH, 'aria-describedby': statusId },
              }}
            />
          </AbilityTooltip>
          <Stack
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center', justifyContent: 'flex-end' }}
          >
            <Typography
              id={statusId}
              role="status"
              variant="body2"
              color={state === 'failed' ? 'error' : 'text.secondary'}
            >
              {status}
            </Typography>
            <AbilityTooltip ability={edit}>
              <Button
                variant="contained"
                disabled={!edit.allowed || !dirty || state === 'saving'}
                // Keeps the focus in the notes, so a click saves once, not also through the field's blur.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => void save()}
              >
                Save notes
              </Button>
            </AbilityTooltip>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
