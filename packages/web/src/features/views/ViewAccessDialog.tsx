import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { allRoles, type Role, roleLabel, viewGrantRoles } from '@specboard/domain';
import { useEffect, useId, useState } from 'react';
import { readApiError } from '../identity/index.ts';
import { useWorkspaceMembers, type WorkspaceMember } from '../workspaces/index.ts';
import { type Grants, isOpenToEveryone } from './view-grants.ts';
import type { ScheduleView } from './views.types.ts';

type ViewAccessDialogProps = {
  /** The view whose audience is chosen; null when closed. */
  view: ScheduleView | null;
  workspaceId: string;
  onClose: () => void;
  /** Saves the grants; a refusal (thrown) is shown in the dialog, which stays open. */
  onSave: (view: ScheduleView, grants: Grants) => Promise<unknown>;
};

/** "Who can see this view": everyone on the project, or only some people and roles. */
export function ViewAccessDialog({ view, workspaceId, onClose, onSave }: ViewAccessDialogProps) {
  const titleId = useId();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={view !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
    >
      {view && (
        <AccessForm
          key={view.id}
          titleId={titleId}
          view={view}
          workspaceId={workspaceId}
          onClose={onClose}
          onSave={onSave}
        />
      )}
    </Dialog>
  );
}

const nameOf = (member: WorkspaceMember) => member.name ?? member.email;

/** Who sees the view whatever is chosen: creators, and the author of a custom view. */
function authorNote(view: ScheduleView, author: WorkspaceMember | undefined): string {
  if (!view.createdBy) return 'Creators always see it.';
  const who = author ? `${nameOf(author)}, who made the view,` : 'The person who made the view';
  return `${who} and Creators always see it.`;
}
const asRole = (role: string): Role | undefined => allRoles.find((item) => item === role);

function AccessForm({
  titleId,
  view,
  workspaceId,
  onClose,
  onSave,
}: Omit<ViewAccessDialogProps, 'view'> & { view: ScheduleView; titleId: string }) {
  const { members, nextToken, loading, loadMore } = useWorkspaceMembers(workspaceId, undefined);
  // Every member is offered: the workspace's pages are read one after another.
  useEffect(() => {
    if (nextToken && !loading) void loadMore();
  }, [nextToken, loading, loadMore]);
  const [users, setUsers] = useState<string[]>([...view.grants.users]);
  const [roles, setRoles] = useState<string[]>([...view.grants.roles]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = isOpenToEveryone({ users, roles });
  const author = members.find((member) => member.userId === view.createdBy);
  const offeredRoles = [...new Set<string>([...viewGrantRoles, ...roles])];
  const chosenMembers = users.map(
    (id) =>
      members.find((member) => member.userId === id) ??
      ({ userId: id, email: id } as WorkspaceMember),
  );

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await onSave(view, { users, roles });
      onClose();
    } catch (caught) {
      setError(readApiError(caught).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <DialogTitle id={titleId}>
        Who can see this view
        <Typography
          variant="body2"
          color="text.secondary"
          component="span"
          sx={{ display: 'block' }}
        >
          {view.name}
        </Typography>
      </DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Alert
          severity={open ? 'info' : 'warning'}
          sx={{ mb: 2 }}
          data-testid="view-access-summary"
        >
          {open
            ? 'Everyone on the project sees this view. Choose roles or people to show it only to them.'
            : 'Only the roles and people chosen here see this view.'}
        </Alert>
        <FormLabel component="legend" id={`${titleId}-roles`}>
          Roles
        </FormLabel>
        <FormGroup aria-labelledby={`${titleId}-roles`} row sx={{ mb: 2 }}>
          {offeredRoles.map((role) => (
            <FormControlLabel
              key={role}
              label={asRole(role) ? roleLabel(asRole(role) as Role) : role}
              control={
                <Checkbox
                  checked={roles.includes(role)}
                  onChange={(event) =>
                    setRoles((current) =>
                      event.target.checked
                        ? [...current, role]
                        : current.filter((item) => item !== role),
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
        <Autocomplete
          multiple
          options={members}
          value={chosenMembers}
          loading={loading}
          getOptionLabel={nameOf}
          isOptionEqualToValue={(option, value) => option.userId === value.userId}
          onChange={(_event, chosen) => setUsers(chosen.map((member) => member.userId))}
          renderOption={({ key, ...props }, member) => (
            <li key={key} {...props}>
              <span>
                {nameOf(member)}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {member.email} · {member.roleLabel}
                </Typography>
              </span>
            </li>
          )}
          renderInput={(params) => (
            <TextField {...params} label="People" placeholder="Add a workspace member" />
          )}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {authorNote(view, author)}
        </Typography>
      </DialogContent>
      <DialogActions>
        {!open && (
          <Button
            onClick={() => {
              setUsers([]);
              setRoles([]);
            }}
            sx={{ mr: 'auto' }}
          >
            Show to everyone
          </Button>
        )}
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          Save
        </Button>
      </DialogActions>
    </>
  );
}
