import type { GridCell, ProvideEditorComponent } from '@glideapps/glide-data-grid';
import { GridCellKind } from '@glideapps/glide-data-grid';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Dropdown } from '@specboard/domain';
import { type KeyboardEvent, useState } from 'react';
import {
  listedSpelling,
  MULTIPLE_SEPARATOR,
  matchingOptions,
  sameValue,
  selectedValues,
  toggleValue,
} from './view-dropdowns.ts';

type EditorProps = Parameters<ProvideEditorComponent<GridCell>>[0];
type DropdownEditorProps = EditorProps & { dropdown: Dropdown; columnName: string };

const textOf = (cell: GridCell) => (cell.kind === GridCellKind.Text ? cell.data : '');
const withText = (cell: GridCell, data: string): GridCell =>
  cell.kind === GridCellKind.Text ? { ...cell, data } : cell;

/**
 * A cell of a column the view gives values for: the values to choose from (one, or several joined
 * by ", "), filtered as one types. What is typed is kept as it is when the list does not have it:
 * the list guides, it does not forbid (the server keeps any text).
 */
export function DropdownCellEditor(props: DropdownEditorProps) {
  return props.dropdown.multipleSelect ? <ManyEditor {...props} /> : <OneEditor {...props} />;
}

/** Arrow keys move through the shown options, wrapping; -1 is the text field itself. */
function moveHighlight(key: string, highlight: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return highlight + 1 >= count ? 0 : highlight + 1;
  if (key === 'ArrowUp') return highlight <= 0 ? count - 1 : highlight - 1;
  return null;
}

function OneEditor({
  value,
  initialValue,
  onChange,
  onFinishedEditing,
  dropdown,
  columnName,
}: DropdownEditorProps) {
  const [text, setText] = useState(initialValue ?? textOf(value));
  // Opened by typing a key, the list is filtered by it; opened otherwise, every value shows.
  const [filtering, setFiltering] = useState(initialValue !== undefined);
  const shown = filtering ? matchingOptions(dropdown.values, text) : dropdown.values;
  const [highlight, setHighlight] = useState(() =>
    shown.findIndex((option) => sameValue(option, text)),
  );

  const finish = (chosen: string) => onFinishedEditing(withText(value, chosen), [0, 1]);
  const onKeyDown = (event: KeyboardEvent) => {
    const moved = moveHighlight(event.key, highlight, shown.length);
    if (moved !== null) {
      event.preventDefault();
      event.stopPropagation();
      setHighlight(moved);
    } else if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      event.stopPropagation();
      finish(shown[highlight] ?? listedSpelling(text, dropdown.values));
    }
  };
  const typedNew = text.trim() !== '' && !dropdown.values.some((option) => sameValue(option, text));

  return (
    <EditorFrame>
      <TextField
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setFiltering(true);
          setHighlight(-1);
          onChange(withText(value, event.target.value));
        }}
        onKeyDown={onKeyDown}
        autoFocus
        size="small"
        fullWidth
        slotProps={{
          htmlInput: {
            'aria-label': `${columnName} value`,
            role: 'combobox',
            'aria-expanded': true,
          },
        }}
      />
      <OptionList label={`${columnName} values`}>
        {shown.map((option, index) => (
          <ListItemButton
            key={option}
            role="option"
            aria-selected={index === highlight}
            selected={index === highlight}
            dense
            onClick={() => finish(option)}
          >
            <ListItemText primary={option} />
          </ListItemButton>
        ))}
      </OptionList>
      {typedNew && (
        <Typography variant="caption" color="text.secondary" sx={{ px: 1 }}>
          Not in the list: Enter keeps it as typed.
        </Typography>
      )}
    </EditorFrame>
  );
}

function ManyEditor({
  value,
  initialValue,
  onChange,
  onFinishedEditing,
  dropdown,
  columnName,
}: DropdownEditorProps) {
  const [cellText, setCellText] = useState(textOf(value));
  const [typed, setTyped] = useState(initialValue ?? '');
  const [highlight, setHighlight] = useState(-1);
  const chosen = selectedValues(cellText);
  const typedOnly = chosen.filter(
    (item) => !dropdown.values.some((option) => sameValue(option, item)),
  );
  const shown = [...matchingOptions(dropdown.values, typed), ...typedOnly];

  const toggle = (option: string) => {
    const next = toggleValue(cellText, option, dropdown.values);
    setCellText(next);
    onChange(withText(value, next));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moved = moveHighlight(event.key, highlight, shown.length);
    if (moved !== null) {
      event.preventDefault();
      event.stopPropagation();
      setHighlight(moved);
      return;
    }
    if (event.key !== 'Enter' || event.shiftKey) return;
    event.preventDefault();
    event.stopPropagation();
    const option = shown[highlight];
    if (option !== undefined) {
      toggle(option);
    } else if (typed.trim()) {
      const spelled = listedSpelling(typed, dropdown.values);
      if (!chosen.some((item) => sameValue(item, spelled))) toggle(spelled);
      setTyped('');
    } else {
      onFinishedEditing(withText(value, cellText), [0, 1]);
    }
  };

  return (
    <EditorFrame>
      <TextField
        value={typed}
        placeholder="Find or add a value"
        onChange={(event) => {
          setTyped(event.target.value);
          setHighlight(-1);
        }}
        onKeyDown={onKeyDown}
        autoFocus
        size="small"
        fullWidth
        slotProps={{
          htmlInput: {
            'aria-label': `${columnName} value`,
            role: 'combobox',
            'aria-expanded': true,
          },
        }}
      />
      <OptionList label={`${columnName} values`} multiple>
        {shown.map((option, index) => {
          const checked = chosen.some((item) => sameValue(item, option));
          return (
            <ListItemButton
              key={option}
              role="option"
              aria-selected={checked}
              selected={index === highlight}
              dense
              onClick={() => toggle(option)}
            >
              <Checkbox edge="start" checked={checked} tabIndex={-1} size="small" sx={{ py: 0 }} />
              <ListItemText primary={option} />
            </ListItemButton>
          );
        })}
      </OptionList>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1 }}>
        <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }} noWrap>
          {chosen.length > 0 ? chosen.join(MULTIPLE_SEPARATOR) : 'Nothing chosen'}
        </Typography>
        <Button size="small" onClick={() => onFinishedEditing(withText(value, cellText), [0, 1])}>
          Done
        </Button>
      </Box>
    </EditorFrame>
  );
}

function EditorFrame({ children }: { children: React.ReactNode }) {
  return (
    <Box
      data-testid="dropdown-editor"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        minWidth: 220,
        maxWidth: 360,
        p: 0.5,
      }}
    >
      {children}
    </Box>
  );
}

function OptionList({
  label,
  multiple = false,
  children,
}: {
  label: string;
  multiple?: boolean;
  children: React.ReactNode;
}) {
  return (
    <List
      dense
      disablePadding
      role="listbox"
      aria-label={label}
      aria-multiselectable={multiple || undefined}
      sx={{ maxHeight: 240, overflowY: 'auto' }}
    >
      {children}
    </List>
  );
}
