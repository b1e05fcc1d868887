import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CellValue, ScheduleColumn } from '@specboard/domain';
import { useState } from 'react';
import { GalleryCard, type GalleryRow } from './GalleryCard.tsx';

/** Cards shown at first and added by each "Show more": a long schedule stays quick to draw. */
export const GALLERY_PAGE_SIZE = 60;

type ViewGalleryProps = {
  /** The rows the view shows, in its order (the same live rows as the table). */
  rows: readonly GalleryRow[];
  /** The columns the view shows, in order. */
  columns: readonly ScheduleColumn[];
  formatCell: (column: ScheduleColumn, value: CellValue | undefined) => string;
};

/** The view as a gallery: a card per product, as many to a line as the screen holds. */
export function ViewGallery({ rows, columns, formatCell }: ViewGalleryProps) {
  const [limit, setLimit] = useState(GALLERY_PAGE_SIZE);
  const left = rows.length - limit;
  return (
    <Stack
      spacing={2}
      sx={{ height: '100%', overflowY: 'auto', p: 0.25 }}
      data-testid="schedule-gallery"
    >
      <Box
        component="ul"
        aria-label="Products"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
          gap: 2,
          listStyle: 'none',
          m: 0,
          p: 0,
        }}
      >
        {rows.slice(0, limit).map((row) => (
          <li key={row.id}>
            <GalleryCard row={row} columns={columns} formatCell={formatCell} />
          </li>
        ))}
      </Box>
      {left > 0 && (
        <Button
          variant="outlined"
          sx={{ alignSelf: 'center' }}
          onClick={() => setLimit((current) => current + GALLERY_PAGE_SIZE)}
        >
          Show more ({left} left)
        </Button>
      )}
    </Stack>
  );
}
