import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ImportPreviewTable } from './ImportPreviewTable.tsx';
import {
  assignColumn,
  guessLabel,
  type ImportPreview,
  type Mapping,
  type SourceColumn,
} from './import-mapping.ts';

type ImportMappingStepProps = {
  preview: ImportPreview;
  mapping: Mapping;
  busy: boolean;
  onMapping: (mapping: Mapping) => void;
  onSheet: (sheetName: string) => void;
};

const skip = '';

/**
 * One card per column of the document (its header, samples and where it goes, pre-filled with
 * the server's guess), then the first rows as they will be imported.
 */
export function ImportMappingStep({
  preview,
  mapping,
  busy,
  onMapping,
  onSheet,
}: ImportMappingStepProps) {
  const rows = preview.rowsCount;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="body2" data-testid="import-summary">
        <strong>{preview.fileName}</strong>: {rows} {rows === 1 ? 'row' : 'rows'} to import, headers
        on row {preview.headerRow}
        {preview.delimiter ? `, separated by ${delimiterName(preview.delimiter)}` : ''}.
      </Typography>
      {preview.format === 'xlsx' && (
        <SheetChoice current={preview.sheetName ?? ''} busy={busy} onSheet={onSheet} />
      )}
      <Box
        component="ul"
        aria-label="Columns of the document"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
        }}
      >
        {preview.columns.map((column) => (
          <ColumnCard
            key={column.index}
            column={column}
            preview={preview}
            chosen={mapping.get(column.index) ?? null}
            onChoose={(columnId) => onMapping(assignColumn(mapping, column.index, columnId))}
          />
        ))}
      </Box>
      <ImportPreviewTable preview={preview} mapping={mapping} />
    </Stack>
  );
}

function ColumnCard({
  column,
  preview,
  chosen,
  onChoose,
}: {
  column: SourceColumn;
  preview: ImportPreview;
  chosen: string | null;
  onChoose: (columnId: string | null) => void;
}) {
  const how = guessLabel(column, chosen);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
      <Typography variant="subtitle2" noWrap title={column.header}>
        {column.header}
      </Typography>
      <Typography
        variant="caption"
        color="text.secondary"
        component="p"
        noWrap
        title={column.samples.join(', ')}
      >
        {column.samples.length ? `e.g. ${column.samples.join(', ')}` : 'No values'}
      </Typography>
      <TextField
        select
        fullWidth
        size="small"
        label="Import as"
        value={chosen ?? skip}
        onChange={(event) => onChoose(event.target.value || null)}
        helperText={how ?? ' '}
        sx={{ mt: 1 }}
        slotProps={{
          select: { native: true },
          // 'Skip this column' has an empty value: the label stays above it, not over it.
          inputLabel: { shrink: true },
          htmlInput: { 'aria-label': `Import ${column.header} as` },
        }}
      >
        <option value={skip}>Skip this column</option>
        {preview.targetColumns.map((target) => (
          <option key={target.id} value={target.id}>
            {target.name}
          </option>
        ))}
      </TextField>
    </Paper>
  );
}

/** A workbook's sheet: the one read, and another to read by its name. */
function SheetChoice({
  current,
  busy,
  onSheet,
}: {
  current: string;
  busy: boolean;
  onSheet: (sheet: string) => void;
}) {
  const [name, setName] = useState(current);
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim() && name.trim() !== current) onSheet(name.trim());
      }}
    >
      <TextField
        size="small"
        label="Sheet"
        value={name}
        onChange={(event) => setName(event.target.value)}
        helperText="The first sheet with data is read; type another sheet's name to read it."
      />
      <Button type="submit" disabled={busy || !name.trim() || name.trim() === current}>
        Read sheet
      </Button>
    </Stack>
  );
}

function delimiterName(delimiter: string): string {
  if (delimiter === '\t') return 'tabs';
  if (delimiter === ';') return 'semicolons';
  if (delimiter === '|') return 'bars';
  return 'commas';
}
