import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  type ColumnType,
  customColumnNameMaxLength,
  messages,
  type ScheduleColumn,
} from '@specboard/domain';
import { type FormEvent, useState } from 'react';

/**
 * The column types a person can type into, named as people say them. (Formulas and relations
 * are computed or linked by the product, not typed, so they are not offered here.)
 */
export const columnTypeChoices: readonly { type: ColumnType; label: string }[] = [
  { type: 'string', label: 'Text' },
  { type: 'number', label: 'Number' },
  { type: 'integer', label: 'Whole number' },
  { type: 'float', label: 'Decimal number' },
  { type: 'currency', label: 'Money' },
  { type: 'unit_price', label: 'Unit price' },
  { type: 'url', label: 'Web address' },
  { type: 'date', label: 'Date' },
  { type: 'checkbox', label: 'Checkbox' },
  { type: 'array', label: 'List' },
  { type: 'attachment', label: 'Files' },
];

export type NewColumn = { name: string; type: ColumnType; multiline: boolean; hint: string | null };

type ColumnDialogProps = {
  /** 'add' asks for a name and a type; 'rename' for a new name of `column`. */
  mode: 'add' | 'rename';
  column?: ScheduleColumn;
  open: boolean;
  onClose: () => void;
  /** Saves; a refusal's message is thrown back and shown in the dialog. */
  onSave: (column: NewColumn) => Promise<void>;
};

/** Adds a custom column (a name and one of the column types) or renames one. */
export function ColumnDialog({ mode, column, open, onClose, onSave }: ColumnDialogProps) {
  const [name, setName] = useState(column?.name ?? '');
  const [type, setType] = useState<ColumnType>('string');
  const [multiline, setMultiline] = useState(false);
  const [hint, setHint] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [touched, setTouched] = useState(false);
  const blank = name.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (blank) return;
    setSaving(true);
    setError(null);
    try {
      await onSave({ name: name.trim(), type, multiline, hint: hint.trim() || null });
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : messages.somethingWentWrong);
    } finally {
      setSaving(false);
    }
  };

  const title = mode === 'add' ? 'Add a column' : `Rename ${column?.name ?? 'column'}`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="column-dialog"
      // The menu that opened it has gone; the grid takes the keyboard back itself.
      disableRestoreFocus
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="column-dialog">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label="Column name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              autoFocus
              error={touched && blank}
              helperText={touched && blank ? messages.requiredValue : undefined}
              slotProps={{ htmlInput: { maxLength: customColumnNameMaxLength } }}
            />
            {mode === 'add' && (
              <>
                <TextField
                  select
                  label="Type"
                  value={type}
                  onChange={(event) => setType(event.target.value as ColumnType)}
                >
                  {columnTypeChoices.map((choice) => (
                    <MenuItem key={choice.type} value={choice.type}>
                      {choice.label}
                    </MenuItem>
                  ))}
                </TextField>
                {type === 'string' && (
                  <FormControlLabel
                    control={
                      <Switch
                        checked={multiline}
                        onChange={(event) => setMultiline(event.target.checked)}
                      />
                    }
                    label="Several lines"
                  />
                )}
                <TextField
                  label="Hint (optional)"
                  value={hint}
                  onChange={(event) => setHint(event.target.value)}
                  helperText="Shown to people filling the column in."
                />
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {mode === 'add' ? 'Add column' : 'Rename'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
