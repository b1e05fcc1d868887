import AddIcon from '@mui/icons-material/Add';
import AddCommentOutlinedIcon from '@mui/icons-material/AddCommentOutlined';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import FilterListIcon from '@mui/icons-material/FilterList';
import HistoryIcon from '@mui/icons-material/History';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import LibraryAddOutlinedIcon from '@mui/icons-material/LibraryAddOutlined';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import RedoIcon from '@mui/icons-material/Redo';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import UndoIcon from '@mui/icons-material/Undo';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Autocomplete from '@mui/material/Autocomplete';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { type ReactElement, type ReactNode, useRef, useState } from 'react';
import { type AbilityLike, AbilityTooltip } from '../../ui/ability/AbilityTooltip.tsx';
import { ImportDialog, type ImportTarget, useProjectImportTarget } from '../imports/index.ts';
import { AddFromLinkDialog } from '../scraping/index.ts';

type Action = { ability: AbilityLike; onClick: () => void; disabled?: boolean };

/**
 * How much room the toolbar has: 'roomy' shows every tool, 'wide' the ones used most (the rest in
 * More), 'narrow' (phones) the few a thumb needs.
 */
export type ToolbarDensity = 'roomy' | 'wide' | 'narrow';

export type ScheduleToolbarProps = {
  density: ToolbarDensity;
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
  /** The project's Comments button (with its unread count) and commenting on the selected cell. */
  comments?: { button: ReactNode; commentCell: Action } | null;
  /** The Export menu (the exports feature's): its button, or on phones its commands in More. */
  exports?: {
    button: ReactNode;
    dialogs: ReactNode;
    ability: AbilityLike;
    openExport: () => void;
    openRecent: () => void;
  } | null;
  /** Send to Procore (the procore feature's), beside Export; absent where Procore is not offered. */
  procore?: { button: ReactNode; dialog: ReactNode; ability: AbilityLike; open: () => void } | null;
  /** Import a spreadsheet: the schedule's importDocument command (import:csv); Add row's without. */
  importAbility?: AbilityLike;
  /** Products from the library (product-references): add from a collection, compare with it. */
  library?: {
    addFromLibrary: Action & { icon: ReactElement };
    compareWithLibrary: Action & { icon: ReactElement };
  } | null;
};

/** One of the toolbar's commands, shown as an icon button or as an entry of More. */
type Tool = { key: string; label: string; icon: ReactElement; action: Action };

const allowed: AbilityLike = { allowed: true };

function isDisabled(action: Action): boolean {
  return !action.ability.allowed || action.disabled === true;
}

/** An icon button with its name as tooltip, or the reason it is disabled. */
function ToolButton({ tool }: { tool: Tool }) {
  const button = (
    <IconButton
      aria-label={tool.label}
      onClick={tool.action.onClick}
      disabled={isDisabled(tool.action)}
    >
      {tool.icon}
    </IconButton>
  );
  if (!tool.action.ability.allowed)
    return <AbilityTooltip ability={tool.action.ability}>{button}</AbilityTooltip>;
  return (
    <Tooltip title={tool.label}>
      <span>{button}</span>
    </Tooltip>
  );
}

/** The schedule's commands above the grid, as many as fit; the others under More. */
export function ScheduleToolbar(props: ScheduleToolbarProps) {
  const { density, addRow, undo, redo, comments, library } = props;
  const [moreAnchor, setMoreAnchor] = useState<HTMLElement | null>(null);
  const [filterAnchor, setFilterAnchor] = useState<HTMLElement | null>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const narrow = density === 'narrow';
  const filtering = props.tags.value.length + (props.showHidden.value ? 1 : 0);
  const filterLabel = filtering > 0 ? `Filter rows (${filtering} on)` : 'Filter rows';
  const redoTool: Tool = {
    key: 'redo',
    label: 'Redo (Ctrl+Shift+Z)',
    icon: <RedoIcon />,
    action: redo,
  };
  const filterTool: Tool = {
    key: 'filter',
    label: filterLabel,
    icon: <FilterListIcon />,
    action: { ability: allowed, onClick: () => setFilterAnchor(moreButton.current) },
  };
  const importTarget = useProjectImportTarget();
  const [importing, setImporting] = useState<'file' | 'link' | null>(null);
  const secondary = [
    ...secondaryTools(props),
    ...(importTarget
      ? importTools(props.importAbility ?? addRow.ability, addRow.ability, setImporting)
      : []),
  ];
  const inline = density === 'roomy' ? secondary : [];
  // On phones, redo and the filters go under More too.
  const more =
    density === 'roomy'
      ? []
      : narrow
        ? [
            ...(library ? [addFromLibraryTool(library)] : []),
            redoTool,
            filterTool,
            ...exportTools(props.exports, props.procore),
            ...secondary,
          ]
        : secondary;

  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={0.25}
      sx={{ alignItems: 'center', flexWrap: 'nowrap', minWidth: 0 }}
      role="toolbar"
      aria-label="Schedule"
    >
      <AbilityTooltip ability={addRow.ability} title={density === 'narrow' ? 'Add row' : undefined}>
        {density === 'narrow' ? (
          <IconButton
            aria-label="Add row"
            color="primary"
            onClick={addRow.onClick}
            disabled={isDisabled(addRow)}
          >
            <AddIcon />
          </IconButton>
        ) : (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={addRow.onClick}
            disabled={isDisabled(addRow)}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            Add row
          </Button>
        )}
      </AbilityTooltip>
      {library && density === 'roomy' && (
        <AbilityTooltip ability={library.addFromLibrary.ability}>
          <Button
            variant="outlined"
            startIcon={library.addFromLibrary.icon}
            onClick={library.addFromLibrary.onClick}
            disabled={isDisabled(library.addFromLibrary)}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            Add from library
          </Button>
        </AbilityTooltip>
      )}
      {library && density === 'wide' && <ToolButton tool={addFromLibraryTool(library)} />}
      <ToolButton
        tool={{ key: 'undo', label: 'Undo (Ctrl+Z)', icon: <UndoIcon />, action: undo }}
      />
      {!narrow && <ToolButton tool={redoTool} />}
      {inline.length > 0 && <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />}
      {inline.map((tool) => (
        <ToolButton key={tool.key} tool={tool} />
      ))}
      {comments?.button}
      {!narrow && props.exports?.button}
      {!narrow && props.procore?.button}
      {!narrow && (
        <Tooltip title="Filter rows">
          <IconButton
            aria-label={filterLabel}
            aria-haspopup="dialog"
            onClick={(event) => setFilterAnchor(event.currentTarget)}
          >
            <Badge badgeContent={filtering} color="primary">
              <FilterListIcon />
            </Badge>
          </IconButton>
        </Tooltip>
      )}
      {more.length > 0 && (
        <Tooltip title="More">
          <IconButton
            ref={moreButton}
            aria-label="More tools"
            aria-haspopup="menu"
            aria-expanded={moreAnchor ? 'true' : undefined}
            onClick={(event) => setMoreAnchor(event.currentTarget)}
          >
            <MoreHorizIcon />
          </IconButton>
        </Tooltip>
      )}
      <Menu anchorEl={moreAnchor} open={moreAnchor !== null} onClose={() => setMoreAnchor(null)}>
        {more.map((tool) => (
          <MenuItem
            key={tool.key}
            disabled={isDisabled(tool.action)}
            onClick={() => {
              setMoreAnchor(null);
              tool.action.onClick();
            }}
          >
            <ListItemIcon>{tool.icon}</ListItemIcon>
            <ListItemText
              primary={tool.label}
              secondary={tool.action.ability.allowed ? undefined : tool.action.ability.message}
            />
          </MenuItem>
        ))}
      </Menu>
      <Popover
        open={filterAnchor !== null}
        anchorEl={filterAnchor}
        onClose={() => setFilterAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': 'Filter rows',
            sx: { p: 2, width: 320, maxWidth: 'calc(100vw - 16px)' },
          },
        }}
      >
        <RowFilters tags={props.tags} showHidden={props.showHidden} />
      </Popover>
      {props.exports?.dialogs}
      {props.procore?.dialog}
      {importTarget && (
        <ImportDialogs target={importTarget} open={importing} onClose={() => setImporting(null)} />
      )}
    </Stack>
  );
}

/** Import a spreadsheet and Add from link, on a project's schedule: Add from link adds a row. */
function importTools(
  importAbility: AbilityLike,
  addRowAbility: AbilityLike,
  open: (what: 'file' | 'link') => void,
): Tool[] {
  return [
    {
      key: 'import',
      label: 'Import…',
      icon: <UploadFileOutlinedIcon />,
      action: { ability: importAbility, onClick: () => open('file') },
    },
    {
      key: 'add-from-link',
      label: 'Add from link…',
      icon: <InsertLinkIcon />,
      action: { ability: addRowAbility, onClick: () => open('link') },
    },
  ];
}

function ImportDialogs({
  target,
  open,
  onClose,
}: {
  target: ImportTarget;
  open: 'file' | 'link' | null;
  onClose: () => void;
}) {
  if (open === 'file')
    return <ImportDialog target={target} heading="Import rows" onClose={onClose} />;
  if (open === 'link') return <AddFromLinkDialog target={target} onClose={onClose} />;
  return null;
}

/** Add from library: a button of its own where there is room, an entry of More on phones. */
function addFromLibraryTool(library: NonNullable<ScheduleToolbarProps['library']>): Tool {
  return {
    key: 'add-from-library',
    label: 'Add from library',
    icon: library.addFromLibrary.icon,
    action: library.addFromLibrary,
  };
}

/** On phones the Export button's two commands, and Send to Procore, are entries of More. */
function exportTools(
  exports: ScheduleToolbarProps['exports'],
  procore: ScheduleToolbarProps['procore'],
): Tool[] {
  const tools: Tool[] = procore
    ? [
        {
          key: 'procore',
          label: 'Send to Procore…',
          icon: <CloudUploadOutlinedIcon />,
          action: { ability: procore.ability, onClick: procore.open },
        },
      ]
    : [];
  if (!exports) return tools;
  return [
    {
      key: 'export',
      label: 'Export…',
      icon: <FileDownloadOutlinedIcon />,
      action: { ability: exports.ability, onClick: exports.openExport },
    },
    {
      key: 'recent-exports',
      label: 'Recent exports',
      icon: <HistoryIcon />,
      action: { ability: exports.ability, onClick: exports.openRecent },
    },
    ...tools,
  ];
}

/** The tools used less often: inline when there is room, under More otherwise. */
function secondaryTools(props: ScheduleToolbarProps): Tool[] {
  const { copy, paste, duplicateRows, deleteRows, hideRows, deletedRows, comments } = props;
  const rowsWord = (count: number) => (count === 1 ? 'row' : `${count} rows`);
  const tools: Tool[] = [
    { key: 'copy', label: 'Copy cells', icon: <ContentCopyIcon />, action: copy },
    { key: 'paste', label: 'Paste cells', icon: <ContentPasteIcon />, action: paste },
    {
      key: 'duplicate',
      label: duplicateRows.count > 1 ? `Duplicate ${duplicateRows.count} rows` : 'Duplicate row',
      icon: <LibraryAddOutlinedIcon />,
      action: { ...duplicateRows, disabled: duplicateRows.disabled || duplicateRows.count === 0 },
    },
    {
      key: 'delete',
      label: deleteRows.count > 0 ? `Delete ${rowsWord(deleteRows.count)}` : 'Delete selected rows',
      icon: <DeleteOutlinedIcon />,
      action: { ...deleteRows, disabled: deleteRows.disabled || deleteRows.count === 0 },
    },
    {
      key: 'hide',
      label:
        hideRows.count === 0
          ? 'Hide selected rows'
          : `${hideRows.allHidden ? 'Show' : 'Hide'} ${rowsWord(hideRows.count)}`,
      icon: hideRows.allHidden ? <VisibilityIcon /> : <VisibilityOffIcon />,
      action: { ...hideRows, disabled: hideRows.disabled || hideRows.count === 0 },
    },
    {
      key: 'deleted',
      label: 'Deleted rows',
      icon: <RestoreFromTrashIcon />,
      action: { ...deletedRows, ability: allowed },
    },
  ];
  if (props.library) {
    tools.push({
      key: 'compare-library',
      label: 'Compare with library',
      icon: props.library.compareWithLibrary.icon,
      action: props.library.compareWithLibrary,
    });
  }
  if (comments) {
    tools.push({
      key: 'comment-cell',
      label: 'Comment on this cell (Ctrl+Alt+M)',
      icon: <AddCommentOutlinedIcon />,
      action: comments.commentCell,
    });
  }
  return tools;
}

/** The viewer's own filters: rows of some tags only, and hidden rows shown or not. */
function RowFilters({ tags, showHidden }: Pick<ScheduleToolbarProps, 'tags' | 'showHidden'>) {
  return (
    <Stack spacing={1.5}>
      <Autocomplete
        multiple
        size="small"
        options={tags.options}
        value={tags.value}
        onChange={(_event, value) => tags.onChange(value)}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Filter by tag"
            placeholder={tags.value.length ? '' : 'All rows'}
          />
        )}
      />
      <FormControlLabel
        control={
          <Switch
            size="small"
            checked={showHidden.value}
            onChange={(event) => showHidden.onChange(event.target.checked)}
          />
        }
        label="Show hidden rows"
      />
    </Stack>
  );
}
