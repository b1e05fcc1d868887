import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ClearIcon from '@mui/icons-material/Clear';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import ListIcon from '@mui/icons-material/FormatListBulleted';
import LockIcon from '@mui/icons-material/LockOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import type { ScheduleColumn, SortingData } from '@specboard/domain';
import { useState } from 'react';
import type { AbilityLike } from '../../ui/ability/AbilityTooltip.tsx';
import { AbilityMenuItem } from './AbilityMenuItem.tsx';
import { ColumnLockDialog } from './ColumnLockDialog.tsx';
import { DropdownValuesDialog } from './DropdownValuesDialog.tsx';
import type { ColumnLockControl } from './useColumnLocks.ts';
import { canHaveDropdown } from './view-dropdowns.ts';
import { FIRST_COLUMN_ID, isCustomColumn, isSortableColumn, toggleColumn } from './view-layout.ts';
import type { ScheduleView, ViewSettingsPatch } from './views.types.ts';

/** A column whose header menu is open, and where (screen coordinates of the header). */
export type HeaderMenuTarget = { column: ScheduleColumn; left: number; top: number };

/** The schedule's own columns: added, renamed and deleted from a header's menu. */
export type ColumnCommands = {
  ability: AbilityLike;
  add: () => void;
  rename: (column: ScheduleColumn) => void;
  remove: (column: ScheduleColumn) => void;
};

type ColumnHeaderMenuProps = {
  target: HeaderMenuTarget | null;
  view: ScheduleView;
  /** Columns computed by the server, which take no typed values. */
  readOnly: ReadonlySet<string>;
  locks: ColumnLockControl;
  /** Adding, renaming and deleting the schedule's own columns, where the page allows it. */
  columnCommands?: ColumnCommands;
  onClose: () => void;
  onChange: (settings: ViewSettingsPatch) => void;
};

type ColumnDialog = { kind: 'lock' | 'dropdown'; column: ScheduleColumn } | null;

/**
 * A column header's menu: sort the view by it, either way, or hide it; give its cells values to
 * choose from in this view; lock it for editing by some roles (in every view); add a column, and
 * rename or delete one of the schedule's own.
 */
export function ColumnHeaderMenu({
  target,
  view,
  readOnly,
  locks,
  columnCommands,
  onClose,
  onChange,
}: ColumnHeaderMenuProps) {
  const [dialog, setDialog] = useState<ColumnDialog>(null);
  const ability = view.viewerCan.update;
  const column = target?.column;
  const sortedHere = column && view.sortingData?.sortBy === column.id;
  const choose = (settings: ViewSettingsPatch) => {
    onClose();
    onChange(settings);
  };
  const open = (kind: 'lock' | 'dropdown') => {
    onClose();
    if (column) setDialog({ kind, column });
  };
  const sortBy = (sortOrder: SortingData['sortOrder']) =>
    column && choose({ sortingData: { sortBy: column.id, sortOrder } });
  // Only creators lock columns: for the others the entry is left out rather than disabled.
  const showLock = locks.ability.allowed && column !== undefined;
  const showDropdown = column !== undefined && canHaveDropdown(column, readOnly.has(column.id));
  return (
    <>
      <Menu
        open={target !== null}
        onClose={onClose}
        anchorReference="anchorPosition"
        anchorPosition={target ? { top: target.top, left: target.left } : undefined}
        slotProps={{ list: { 'aria-label': `${column?.name ?? ''} column`, dense: true } }}
      >
        {column &&
          isSortableColumn(column) && [
            <AbilityMenuItem
              key="asc"
              ability={ability}
              icon={<ArrowUpwardIcon fontSize="small" />}
              label="Sort ascending"
              onClick={() => sortBy('asc')}
            />,
            <AbilityMenuItem
              key="desc"
              ability={ability}
              icon={<ArrowDownwardIcon fontSize="small" />}
              label="Sort descending"
              onClick={() => sortBy('desc')}
            />,
          ]}
        {sortedHere && (
          <AbilityMenuItem
            ability={ability}
            icon={<ClearIcon fontSize="small" />}
            label="Schedule order"
            onClick={() => choose({ sortingData: null })}
          />
        )}
        {column && column.id !== FIRST_COLUMN_ID && (
          <AbilityMenuItem
            ability={ability}
            icon={<VisibilityOffIcon fontSize="small" />}
            label="Hide column"
            onClick={() =>
              choose({ visibleColumns: toggleColumn(view.visibleColumns, column.id, false) })
            }
          />
        )}
        {(showDropdown || showLock) && <Divider />}
        {showDropdown && (
          <AbilityMenuItem
            ability={ability}
            icon={<ListIcon fontSize="small" />}
            label="Dropdown values…"
            onClick={() => open('dropdown')}
          />
        )}
        {showLock && (
          <AbilityMenuItem
            ability={locks.ability}
            icon={<LockIcon fontSize="small" />}
            label="Lock for editing…"
            onClick={() => open('lock')}
          />
        )}
        {columnCommands &&
          column && [
            <Divider key="columns-divider" />,
            <AbilityMenuItem
              key="add"
              ability={columnCommands.ability}
              icon={<AddIcon fontSize="small" />}
              label="Add a column…"
              onClick={() => {
                onClose();
                columnCommands.add();
              }}
            />,
            ...(isCustomColumn(column)
              ? [
                  <AbilityMenuItem
                    key="rename"
                    ability={columnCommands.ability}
                    icon={<EditIcon fontSize="small" />}
                    label="Rename column…"
                    onClick={() => {
                      onClose();
                      columnCommands.rename(column);
                    }}
                  />,
                  <AbilityMenuItem
                    key="delete"
                    ability={columnCommands.ability}
                    icon={<DeleteOutlinedIcon fontSize="small" />}
                    label="Delete column…"
                    onClick={() => {
                      onClose();
                      columnCommands.remove(column);
                    }}
                  />,
                ]
              : []),
          ]}
      </Menu>
      <DropdownValuesDialog
        column={dialog?.kind === 'dropdown' ? dialog.column : null}
        view={view}
        onClose={() => setDialog(null)}
        onChange={onChange}
      />
      <ColumnLockDialog
        column={dialog?.kind === 'lock' ? dialog.column : null}
        locks={locks}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
