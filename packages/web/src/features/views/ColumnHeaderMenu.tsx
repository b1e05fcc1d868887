import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ClearIcon from '@mui/icons-material/Clear';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Menu from '@mui/material/Menu';
import type { ScheduleColumn, SortingData } from '@specboard/domain';
import { AbilityMenuItem } from './AbilityMenuItem.tsx';
import { FIRST_COLUMN_ID, isSortableColumn, toggleColumn } from './view-layout.ts';
import type { ScheduleView, ViewSettingsPatch } from './views.types.ts';

/** A column whose header menu is open, and where (screen coordinates of the header). */
export type HeaderMenuTarget = { column: ScheduleColumn; left: number; top: number };

type ColumnHeaderMenuProps = {
  target: HeaderMenuTarget | null;
  view: ScheduleView;
  onClose: () => void;
  onChange: (settings: ViewSettingsPatch) => void;
};

/** A column header's menu: sort the view by it, either way, or hide it. */
export function ColumnHeaderMenu({ target, view, onClose, onChange }: ColumnHeaderMenuProps) {
  const ability = view.viewerCan.update;
  const column = target?.column;
  const sortedHere = column && view.sortingData?.sortBy === column.id;
  const choose = (settings: ViewSettingsPatch) => {
    onClose();
    onChange(settings);
  };
  const sortBy = (sortOrder: SortingData['sortOrder']) =>
    column && choose({ sortingData: { sortBy: column.id, sortOrder } });
  return (
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
    </Menu>
  );
}
