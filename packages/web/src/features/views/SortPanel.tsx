import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ScheduleColumn, SortingData } from '@specboard/domain';
import { isSortableColumn } from './view-layout.ts';

type SortPanelProps = {
  /** The columns shown, in order. */
  columns: readonly ScheduleColumn[];
  sorting: SortingData | null;
  onChange: (sorting: SortingData | null) => void;
};

const SCHEDULE_ORDER = '';

/** Sort by one shown column, lowest or highest first; or the schedule's own order. */
export function SortPanel({ columns, sorting, onChange }: SortPanelProps) {
  const sortable = columns.filter(isSortableColumn);
  return (
    <Stack spacing={2} sx={{ minWidth: 240 }}>
      <TextField
        select
        size="small"
        label="Sort by"
        value={sorting?.sortBy ?? SCHEDULE_ORDER}
        onChange={(event) =>
          onChange(
            event.target.value === SCHEDULE_ORDER
              ? null
              : { sortBy: event.target.value, sortOrder: sorting?.sortOrder ?? 'asc' },
          )
        }
      >
        <MenuItem value={SCHEDULE_ORDER}>Schedule order</MenuItem>
        {sortable.map((column) => (
          <MenuItem key={column.id} value={column.id}>
            {column.name}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Sort order"
        value={sorting?.sortOrder ?? null}
        disabled={!sorting}
        onChange={(_event, sortOrder: 'asc' | 'desc' | null) => {
          if (sorting && sortOrder) onChange({ ...sorting, sortOrder });
        }}
      >
        <ToggleButton value="asc">Ascending</ToggleButton>
        <ToggleButton value="desc">Descending</ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
