import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CellValue, displayType, type ScheduleColumn } from '@specboard/domain';
import { useState } from 'react';
import { usePreview } from '../../ui/preview/index.ts';
import { useFileLinks } from '../files/index.ts';
import { findCardImage } from './gallery-image.ts';

/** What a card needs of a schedule row. */
export type GalleryRow = {
  id: string;
  hidden: boolean;
  cells: Record<string, CellValue | undefined>;
};

/** Shown in the card's title and subtitle, not again among its lines. */
export const CARD_TITLE_COLUMNS = new Set(['typeDesignation', 'manufacturer', 'model', 'image']);

type GalleryCardProps = {
  row: GalleryRow;
  /** The lines under the title: the view's other shown columns. */
  columns: readonly ScheduleColumn[];
  formatCell: (column: ScheduleColumn, value: CellValue | undefined) => string;
};

function Picture({ row, label }: { row: GalleryRow; label: string }) {
  const preview = usePreview();
  const links = useFileLinks();
  const image = findCardImage(row.cells.image, links);
  const [failedSrc, setFailedSrc] = useState<string>();
  const frame = {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    height: 180,
    bgcolor: 'action.hover',
    color: 'text.disabled',
  } as const;
  if (!image || (image.src !== undefined && image.src === failedSrc)) {
    return (
      <Box sx={frame} role="img" aria-label={`${label}: no picture`}>
        <ImageOutlinedIcon sx={{ fontSize: 48 }} />
      </Box>
    );
  }
  const { url, src } = image;
  return (
    <ButtonBase
      sx={frame}
      aria-label={`Open the picture of ${label}`}
      // Until its link has come, the picture is on its way and opens nothing.
      disabled={!url}
      onClick={() => url && preview.open([{ url, filename: image.filename, type: image.type }], 0)}
    >
      {src && (
        <Box
          component="img"
          src={src}
          alt=""
          loading="lazy"
          onError={() => {
            setFailedSrc(src);
            // An expired link: a fresh one shows the picture again.
            links?.retry(image.key);
          }}
          sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      )}
    </ButtonBase>
  );
}

/** One product as a card: its picture, type, maker and model, then the view's other columns. */
export function GalleryCard({ row, columns, formatCell }: GalleryCardProps) {
  const type = displayType(row.cells.typeDesignation);
  const maker = [row.cells.manufacturer, row.cells.model]
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .join(' · ');
  const lines = columns.filter((column) => !CARD_TITLE_COLUMNS.has(column.id));
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={`Type ${type}`}
      data-testid="gallery-card"
      sx={{ overflow: 'hidden', height: '100%', opacity: row.hidden ? 0.6 : 1 }}
    >
      <Picture row={row} label={`Type ${type}`} />
      <Stack spacing={0.5} sx={{ p: 1.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {type}
          </Typography>
          {row.hidden && <Chip size="small" label="Hidden" />}
        </Stack>
        <Typography variant="body2" color="text.secondary" noWrap title={maker}>
          {maker || 'No manufacturer or model yet'}
        </Typography>
        {lines.length > 0 && (
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(90px, auto) 1fr',
              columnGap: 1.5,
              rowGap: 0.25,
              m: 0,
              pt: 0.5,
              typography: 'body2',
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, overflowWrap: 'anywhere' },
            }}
          >
            {lines.map((column) => {
              const text = formatCell(column, row.cells[column.id]);
              return (
                <Box key={column.id} sx={{ display: 'contents' }}>
                  <dt>{column.name}</dt>
                  <dd>{text === '' ? '—' : text}</dd>
                </Box>
              );
            })}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
