import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClipboardEvent } from 'react';

type EmptyScheduleProps = {
  /** Pasting here makes rows (when the viewer may edit). */
  onPaste: (event: ClipboardEvent) => void;
  /** Add row, when the viewer may add rows. */
  onAddRow?: () => void;
  /** Why the viewer cannot add anything (view only, archived): said instead of how to start. */
  readOnlyReason?: string | null;
  /** What the rows are called here ('product' in a collection); the schedule's words otherwise. */
  rowName?: string;
};

/** Over the empty grid: how to start, by adding a row or pasting from a spreadsheet. */
export function EmptySchedule({ onPaste, onAddRow, readOnlyReason, rowName }: EmptyScheduleProps) {
  return (
    <Stack
      tabIndex={0}
      onPaste={onPaste}
      spacing={1.5}
      aria-label="Empty schedule"
      sx={{
        position: 'absolute',
        alignItems: 'center',
        justifyContent: 'center',
        inset: '37px 1px 1px 1px',
        bgcolor: 'background.paper',
        textAlign: 'center',
        p: 3,
      }}
    >
      <Typography variant="h2" component="p">
        {readOnlyReason
          ? `No products in this ${rowName ? 'collection' : 'schedule'}`
          : `No products yet — add a ${rowName ?? 'row'} or paste from Excel`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {readOnlyReason ??
          'Click here and press Ctrl+V to paste rows copied from Excel or Google Sheets.'}
      </Typography>
      {onAddRow && (
        <Button variant="outlined" onClick={onAddRow}>
          {rowName ? `Add ${rowName}` : 'Add row'}
        </Button>
      )}
    </Stack>
  );
}
