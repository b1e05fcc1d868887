import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { Dropdown, ScheduleColumn } from '@specboard/domain';
import { type FormEvent, useId, useState } from 'react';
import { canSelectMany, sameValue, withDropdown } from './view-dropdowns.ts';
import type { ScheduleView, ViewSettingsPatch } from './views.types.ts';

type DropdownValuesDialogProps = {
  /** The column whose values are edited; null when closed. */
  column: ScheduleColumn | null;
  view: ScheduleView;
  onClose: () => void;
  onChange: (settings: ViewSettingsPatch) => void;
};

/** "Dropdown values…": the values a column's cells are chosen from in this view. */
export function DropdownValuesDialog({
  column,
  view,
  onClose,
  onChange,
}: DropdownValuesDialogProps) {
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
        <ValuesForm
          key={column.id}
          titleId={titleId}
          column={column}
          view={view}
          onClose={onClose}
          onChange={onChange}
        />
      )}
    </Dialog>
  );
}

/** Every dropdown of the view, product and custom columns alike, as updateViewSettings takes them. */
function allDropdowns(view: ScheduleView): Dropdown[] {
  return [...view.dropdowns, ...view.custom_dropdowns].map(({ name, values, multipleSelect }) => ({
    name,
    values,
    multipleSelect,
  }));
}

function ValuesForm({
  titleId,
  column,
  view,
  onClose,
  onChange,
}: Omit<DropdownValuesDialogProps, 'column'> & { column: ScheduleColumn; titleId: string }) {
  const current = allDropdowns(view).find((dropdown) => dropdown.name === column.id);
  const [values, setValues] = useState<string[]>(current?.values ?? []);
  const [multiple, setMultiple] = useState(current?.multipleSelect ?? false);
  const [draft, setDraft] = useState('');
  const many = canSelectMany(column);
  const duplicate = values.some((value) => sameValue(value, draft));

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim() || duplicate) return;
    setValues((list) => [...list, draft.trim()]);
    setDraft('');
  };
  const move = (index: number, by: -1 | 1) =>
    setValues((list) => {
      const next = [...list];
      const [value] = next.splice(index, 1);
      if (value !== undefined) next.splice(index + by, 0, value);
      return next;
    });
  const save = () => {
    // A value typed but not yet added is meant to be in the list too.
    const all = draft.trim() && !duplicate ? [...values, draft.trim()] : values;
    const dropdown = { name: column.id, values: all, multipleSelect: many && multiple };
    onChange({ dropdowns: withDropdown(allDropdowns(view), dropdown) });
    onClose();
  };

  return (
    <>
      <DialogTitle id={titleId}>{column.name}: dropdown values</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          In {view.name}, a {column.name} cell offers these values. Other text can still be typed.
        </DialogContentText>
        <List dense aria-label={`${column.name} values`}>
          {values.map((value, index) => (
            <ListItem
              key={value}
              disableGutters
              secondaryAction={
                <Stack direction="row">
                  <IconButton
                    size="small"
                    aria-label={`Move ${value} up`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`Move ${value} down`}
                    disabled={index === values.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`Remove ${value}`}
                    onClick={() => setValues((list) => list.filter((item) => item !== value))}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Stack>
              }
            >
              <ListItemText primary={value} sx={{ pr: 12, overflowWrap: 'anywhere' }} />
            </ListItem>
          ))}
          {values.length === 0 && (
            <ListItem disableGutters>
              <ListItemText secondary="No values yet: the cells take free text." />
            </ListItem>
          )}
        </List>
        <Stack component="form" direction="row" spacing={1} onSubmit={add} sx={{ mt: 1 }}>
          <TextField
            label="New value"
            size="small"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            error={duplicate && draft.trim() !== ''}
            helperText={duplicate && draft.trim() !== '' ? 'Already in the list' : undefined}
            fullWidth
            autoFocus
          />
          <Button type="submit" startIcon={<AddIcon />} disabled={!draft.trim() || duplicate}>
            Add
          </Button>
        </Stack>
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Switch
              checked={many && multiple}
              disabled={!many}
              onChange={(event) => setMultiple(event.target.checked)}
            />
          }
          label={many ? 'Multiple selection' : 'Multiple selection (text columns only)'}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save}>
          Save
        </Button>
      </DialogActions>
    </>
  );
}
