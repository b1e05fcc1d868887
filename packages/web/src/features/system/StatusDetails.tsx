import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type StatusDetail = { label: string; value: ReactNode };

/** A two-column list of labels and values that stacks on narrow screens. */
export function StatusDetails({ details }: { details: readonly StatusDetail[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
        m: 0,
      }}
    >
      {details.map((detail) => (
        <Box key={detail.label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {detail.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {detail.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
