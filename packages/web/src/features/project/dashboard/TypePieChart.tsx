import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import type { PieSlice } from '@specboard/domain';
import { useId } from 'react';
import { formatShare } from './dashboard-format.ts';

/** Slice colours, told apart without relying on hue alone by the legend beside them. */
const sliceColors = [
  '#3451b2',
  '#1e7a3c',
  '#a15c00',
  '#c0262d',
  '#6b3fa0',
  '#0b6aa2',
  '#9a3412',
  '#2f6f6f',
];
const othersColor = '#7a7f87';

function colorOf(slice: PieSlice, index: number): string {
  return slice.id === 'others' ? othersColor : sliceColors[index % sliceColors.length]!;
}

type TypePieChartProps = {
  title: string;
  slices: PieSlice[];
  /** Formats a slice's exact value (money or watts). */
  format: (value: string) => string;
  /** Said instead of the chart while there is nothing to share out. */
  emptyText: string;
};

/** A pie of one total shared out by type, with a legend listing each slice's value and share. */
export function TypePieChart({ title, slices, format, emptyText }: TypePieChartProps) {
  const headingId = useId();
  const labelOf = (slice: PieSlice) =>
    slice.grouped.length > 0 ? `${slice.label} (${slice.grouped.join(', ')})` : slice.label;
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography id={headingId} variant="h2">
            {title}
          </Typography>
          {slices.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
              {emptyText}
            </Typography>
          ) : (
            <>
              <Box sx={{ height: 200, minWidth: 0 }}>
                <PieChart
                  height={200}
                  hideLegend
                  skipAnimation
                  series={[
                    {
                      innerRadius: 40,
                      paddingAngle: 1,
                      cornerRadius: 2,
                      data: slices.map((slice, index) => ({
                        id: slice.id,
                        value: Number(slice.value),
                        label: labelOf(slice),
                        color: colorOf(slice, index),
                      })),
                      valueFormatter: (_value, { dataIndex }) => {
                        const slice = slices[dataIndex];
                        return slice ? `${format(slice.value)} (${formatShare(slice.share)})` : '';
                      },
                    },
                  ]}
                />
              </Box>
              <Box
                component="ul"
                aria-label={`${title}, by share`}
                sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', rowGap: 1 }}
              >
                {slices.map((slice, index) => (
                  <Box
                    component="li"
                    key={slice.id}
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: '12px minmax(0, 1fr) auto auto',
                      columnGap: 1,
                      alignItems: 'baseline',
                      typography: 'body2',
                    }}
                  >
                    <Box
                      aria-hidden
                      sx={{
                        width: 12,
                        height: 12,
                        borderRadius: '2px',
                        bgcolor: colorOf(slice, index),
                        alignSelf: 'center',
                      }}
                    />
                    <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{labelOf(slice)}</Box>
                    <Box sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                      {format(slice.value)}
                    </Box>
                    <Box
                      sx={{
                        textAlign: 'right',
                        fontVariantNumeric: 'tabular-nums',
                        color: 'text.secondary',
                        minWidth: '3.5em',
                      }}
                    >
                      {formatShare(slice.share)}
                    </Box>
                  </Box>
                ))}
              </Box>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
