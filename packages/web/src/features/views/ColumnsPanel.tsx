import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ScheduleColumn } from '@specboard/domain';
import { FIRST_COLUMN_ID, toggleColumn } from './view-layout.ts';

type ColumnsPanelProps = {
  /** Every column of the schedule, in the view's order. */
  columns: readonly ScheduleColumn[];
  visible: readonly string[];
  onChange: (visible: string[]) => void;
  /** Said under the list: how to drag and resize columns, or why the viewer may not. */
  hint: string;
};

/** A checkbox per column: shown or hidden in this view. Type is always shown. */
export function ColumnsPanel({ columns, visible, onChange, hint }: ColumnsPanelProps) {
  const shown = new Set([FIRST_COLUMN_ID, ...visible]);
  return (
    <Stack spacing={1} sx={{ minWidth: 240 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h2">
          Columns shown
        </Typography>
        <Button size="small" onClick={() => onChange(columns.map((column) => column.id))}>
          Show all
        </Button>
      </Stack>
      <FormGroup sx={{ maxHeight: 'min(60vh, 480px)', overflowY: 'auto', flexWrap: 'nowrap' }}>
        {columns.map((column) => (
          <FormControlLabel
            key={column.id}
            label={column.name}
            control={
              <Checkbox
                size="small"
                checked={shown.has(column.id)}
                disabled={column.id === FIRST_COLUMN_ID}
                onChange={(event) =>
                  onChange(toggleColumn([...shown], column.id, event.target.checked))
                }
              />
            }
          />
        ))}
      </FormGroup>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 280 }}>
        {hint}
      </Typography>
    </Stack>
  );
}
