import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { columnLockRoles, type Role, roleLabel, type ScheduleColumn } from '@specboard/domain';
import { useId, useState } from 'react';
import { readApiError } from '../identity/index.ts';
import type { ColumnLockControl } from './useColumnLocks.ts';

type ColumnLockDialogProps = {
  /** The column to lock; null when closed. */
  column: ScheduleColumn | null;
  locks: ColumnLockControl;
  onClose: () => void;
};

/** "Lock for editing…": the roles that may no longer change a column's cells, in every view. */
export function ColumnLockDialog({ column, locks, onClose }: ColumnLockDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={column !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      {column && (
        <LockForm
          key={column.id}
          titleId={titleId}
          column={column}
          locks={locks}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function LockForm({
  titleId,
  column,
  locks,
  onClose,
}: Omit<ColumnLockDialogProps, 'column'> & { column: ScheduleColumn; titleId: string }) {
  const [roles, setRoles] = useState<Role[]>(() => [...(locks.restrictions[column.id] ?? [])]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Roles locked earlier but no longer offered stay locked unless unticked here.
  const offered = [...new Set([...columnLockRoles, ...roles])];

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await locks.restrict(column.id, roles);
      onClose();
    } catch (caught) {
      setError(readApiError(caught).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <DialogTitle id={titleId}>Lock {column.name} for editing</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <DialogContentText sx={{ mb: 1 }}>
          People with the roles ticked can still see {column.name} but cannot change it, in any
          view. Viewers and Design Partners cannot edit the schedule anyway.
        </DialogContentText>
        <FormGroup aria-label="Locked for">
          {offered.map((role) => (
            <FormControlLabel
              key={role}
              label={roleLabel(role)}
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          Save
        </Button>
      </DialogActions>
    </>
  );
}
