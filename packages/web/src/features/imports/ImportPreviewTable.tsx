import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import {
  type ImportPreview,
  type Mapping,
  previewColumns,
  previewRows,
  problemCount,
} from './import-mapping.ts';

/** Rows the preview shows: enough to judge the mapping, few enough to read on a phone. */
const shownRows = 10;

/**
 * The first rows as they will be imported, by target column; a cell its column would refuse is
 * marked, with the reason beside its value.
 */
export function ImportPreviewTable({
  preview,
  mapping,
}: {
  preview: ImportPreview;
  mapping: Mapping;
}) {
  const columns = useMemo(
    () => previewColumns(mapping, preview.targetColumns),
    [mapping, preview.targetColumns],
  );
  const cells = useMemo(
    () => previewRows(preview.rows.slice(0, shownRows), mapping, preview.targetColumns),
    [preview.rows, mapping, preview.targetColumns],
  );
  const problems = problemCount(cells);
  if (columns.length === 0) {
    return <Alert severity="warning">Choose at least one column to import.</Alert>;
  }
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Preview of the first {Math.min(shownRows, preview.rows.length)} rows
      </Typography>
      {problems > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="import-problems">
          {problems === 1
            ? '1 cell does not fit its column'
            : `${problems} cells do not fit their columns`}
          : check the mapping, or the file. The import adds nothing unless every row fits.
        </Alert>
      )}
      {/* The table scrolls inside its frame; the page itself never scrolls sideways. */}
      <TableContainer
        sx={{ maxHeight: 320, overflow: 'auto', border: 1, borderColor: 'divider' }}
        tabIndex={0}
        aria-label="Preview of the import"
        role="region"
      >
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              {columns.map(({ index, target }) => (
                <TableCell key={index} sx={{ whiteSpace: 'nowrap' }}>
                  {target.name}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {cells.map((row, rowIndex) => (
              // Rows of a preview never move: their place is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <TableRow key={rowIndex}>
                {row.map((cell, cellIndex) => (
                  <TableCell
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed row
                    key={cellIndex}
                    aria-invalid={cell.problem ? true : undefined}
                    sx={{
                      maxWidth: 240,
                      verticalAlign: 'top',
                      ...(cell.problem && {
                        bgcolor: (theme) => alpha(theme.palette.error.main, 0.08),
                        boxShadow: (theme) => `inset 3px 0 0 ${theme.palette.error.main}`,
                      }),
                    }}
                  >
                    <Box sx={{ overflowWrap: 'anywhere' }}>{cell.value ?? ''}</Box>
                    {cell.problem && (
                      <Typography
                        variant="caption"
                        component="div"
                        sx={{ fontWeight: 600, color: 'error.dark' }}
                      >
                        {cell.problem}
                      </Typography>
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
