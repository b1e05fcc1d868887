import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isProjectPermissionType, roleLabel } from '@specboard/domain';
import { LimitAlert } from '../../ui/ability/index.ts';
import type { ProjectPermissionType } from './sharing.types.ts';

// Spec 000 §6: what each project role may do.
const roleDescriptions: Record<ProjectPermissionType, string> = {
  viewer: 'View and comment only.',
  collaborator: 'View, comment and export documents.',
  editor: 'Modify project data.',
  creator: 'Modify the project setup, delete it and manage who is on it.',
};

type InviteOptionsProps = {
  type: ProjectPermissionType;
  offered: ProjectPermissionType[];
  onChooseRole: (type: ProjectPermissionType) => void;
  /** Creators write a message for the invitation; a request goes to the creators without one. */
  direct: boolean;
  message: string;
  onMessage: (message: string) => void;
  capMessage: string | null;
  sendError: string | null;
};

/** The edit pane under the people field once someone is chosen: their role and a message. */
export function InviteOptions({
  type,
  offered,
  onChooseRole,
  direct,
  message,
  onMessage,
  capMessage,
  sendError,
}: InviteOptionsProps) {
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <TextField
        select
        label="Role"
        value={type}
        onChange={(event) => {
          const next = event.target.value;
          if (isProjectPermissionType(next)) void onChooseRole(next);
        }}
        helperText={roleDescriptions[type]}
        fullWidth
      >
        {offered.map((item) => (
          <MenuItem key={item} value={item}>
            {roleLabel(item)}
          </MenuItem>
        ))}
      </TextField>
      {direct && (
        <TextField
          label="Message (optional)"
          value={message}
          onChange={(event) => onMessage(event.target.value)}
          multiline
          minRows={2}
          fullWidth
        />
      )}
      {!direct && (
        <Alert severity="info">
          The project's creators are asked to invite them; nobody is added until they do.
        </Alert>
      )}
      {capMessage && <LimitAlert message={capMessage} />}
      {sendError && <Alert severity="error">{sendError}</Alert>}
    </Stack>
  );
}
