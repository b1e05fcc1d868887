import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { displayType, type ScheduleColumn } from '@specboard/domain';
import type { ScheduleRow } from '../../schedule/index.ts';
import { differingColumns, fieldText, filesOf } from './product-fields.ts';

const shown = (row: ScheduleRow, column: ScheduleColumn) =>
  column.type === 'attachment'
    ? filesOf(row.cells[column.id])
        .map((file) => file.filename)
        .join(', ')
    : fieldText(row.cells[column.id]);

/** Two products of the collection side by side; the fields they differ on are marked. */
export function ProductCompare({
  columns,
  left,
  right,
}: {
  columns: readonly ScheduleColumn[];
  left: ScheduleRow;
  right: ScheduleRow;
}) {
  const differing = differingColumns(columns, left.cells, right.cells);
  return (
    <Table size="small" aria-label="Compare products" sx={{ tableLayout: 'fixed' }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '30%' }}>Field</TableCell>
          <TableCell>{displayType(left.cells.typeDesignation)}</TableCell>
          <TableCell>{displayType(right.cells.typeDesignation)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {columns.map((column) => {
          const differs = differing.has(column.id);
          return (
            <TableRow
              key={column.id}
              data-differs={differs || undefined}
              sx={differs ? { bgcolor: 'warning.light', '& td': { fontWeight: 600 } } : undefined}
            >
              <TableCell>
                {column.name}
                {differs ? ' (differs)' : ''}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{shown(left, column)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{shown(right, column)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
