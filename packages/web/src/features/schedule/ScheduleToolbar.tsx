import AddIcon from '@mui/icons-material/Add';
import AddCommentOutlinedIcon from '@mui/icons-material/AddCommentOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import LibraryAddOutlinedIcon from '@mui/icons-material/LibraryAddOutlined';
import RedoIcon from '@mui/icons-material/Redo';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import UndoIcon from '@mui/icons-material/Undo';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement, ReactNode } from 'react';
import { type AbilityLike, AbilityTooltip } from '../../ui/ability/AbilityTooltip.tsx';

type Action = { ability: AbilityLike; onClick: () => void; disabled?: boolean };

export type ScheduleToolbarProps = {
  addRow: Action;
  duplicateRows: Action & { count: number };
  deleteRows: Action & { count: number };
  hideRows: Action & { count: number; allHidden: boolean };
  deletedRows: Action;
  undo: Action;
  redo: Action;
  copy: Action;
  paste: Action;
  tags: { options: string[]; value: string[]; onChange: (tags: string[]) => void };
  showHidden: { value: boolean; onChange: (value: boolean) => void };
  /** The search field, last in the toolbar. */
  search: ReactNode;
  /** The project's Comments button (with its unread count) and commenting on the selected cell. */
  comments?: { button: ReactNode; commentCell: Action } | null;
};

/** An icon button with its name as tooltip, or the reason it is disabled. */
function ToolButton({
  label,
  icon,
  action,
}: {
  label: string;
  icon: ReactElement;
  action: Action;
}) {
  const disabled = !action.ability.allowed || action.disabled === true;
  const button = (
    <IconButton aria-label={label} onClick={action.onClick} disabled={disabled}>
      {icon}
    </IconButton>
  );
  if (!action.ability.allowed)
    return <AbilityTooltip ability={action.ability}>{button}</AbilityTooltip>;
  return (
    <Tooltip title={label}>
      <span>{button}</span>
    </Tooltip>
  );
}

const allowed: AbilityLike = { allowed: true };

/** The schedule's commands above the grid. */
export function ScheduleToolbar(props: ScheduleToolbarProps) {
  const {
    addRow,
    duplicateRows,
    deleteRows,
    hideRows,
    deletedRows,
    undo,
    redo,
    copy,
    paste,
    tags,
    showHidden,
    search,
    comments,
  } = props;
  const rowsWord = (count: number) => (count === 1 ? 'row' : `${count} rows`);
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={0.5}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      role="toolbar"
      aria-label="Schedule"
    >
      <AbilityTooltip ability={addRow.ability}>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={addRow.onClick}
          disabled={!addRow.ability.allowed || addRow.disabled === true}
        >
          Add row
        </Button>
      </AbilityTooltip>
      <ToolButton label="Undo (Ctrl+Z)" icon={<UndoIcon />} action={undo} />
      <ToolButton label="Redo (Ctrl+Shift+Z)" icon={<RedoIcon />} action={redo} />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton label="Copy cells" icon={<ContentCopyIcon />} action={copy} />
      <ToolButton label="Paste cells" icon={<ContentPasteIcon />} action={paste} />
      <ToolButton
        label={duplicateRows.count > 1 ? `Duplicate ${duplicateRows.count} rows` : 'Duplicate row'}
        icon={<LibraryAddOutlinedIcon />}
        action={{
          ...duplicateRows,
          disabled: duplicateRows.disabled || duplicateRows.count === 0,
        }}
      />
      <ToolButton
        label={
          deleteRows.count > 0 ? `Delete ${rowsWord(deleteRows.count)}` : 'Delete selected rows'
        }
        icon={<DeleteOutlinedIcon />}
        action={{ ...deleteRows, disabled: deleteRows.disabled || deleteRows.count === 0 }}
      />
      <ToolButton
        label={
          hideRows.count === 0
            ? 'Hide selected rows'
            : `${hideRows.allHidden ? 'Show' : 'Hide'} ${rowsWord(hideRows.count)}`
        }
        icon={hideRows.allHidden ? <VisibilityIcon /> : <VisibilityOffIcon />}
        action={{ ...hideRows, disabled: hideRows.disabled || hideRows.count === 0 }}
      />
      <ToolButton
        label="Deleted rows"
        icon={<RestoreFromTrashIcon />}
        action={{ ...deletedRows, ability: allowed }}
      />
      {comments && (
        <ToolButton
          label="Comment on this cell (Ctrl+Alt+M)"
          icon={<AddCommentOutlinedIcon />}
          action={comments.commentCell}
        />
      )}
      {comments?.button}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Autocomplete
        multiple
        size="small"
        options={tags.options}
        value={tags.value}
        onChange={(_event, value) => tags.onChange(value)}
        limitTags={2}
        sx={{ minWidth: 180, maxWidth: 340, flex: '1 1 180px' }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Filter by tag"
            placeholder={tags.value.length ? '' : 'All rows'}
          />
        )}
      />
      <FormControlLabel
        sx={{ ml: 0.5 }}
        control={
          <Switch
            size="small"
            checked={showHidden.value}
            onChange={(event) => showHidden.onChange(event.target.checked)}
          />
        }
        label="Show hidden rows"
      />
      {search}
    </Stack>
  );
}
