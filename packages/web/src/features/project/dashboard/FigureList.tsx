import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Figures as label–value pairs: labels on the left, values right-aligned in tabular figures. */
export function FigureList({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        columnGap: 2,
        rowGap: 1.5,
        alignItems: 'baseline',
      }}
    >
      {children}
    </Box>
  );
}

type FigureProps = {
  label: ReactNode;
  children: ReactNode;
  /** Larger, for the figure the list leads to (the balance). */
  emphasis?: boolean;
  color?: string;
  testId?: string;
};

/** One label and its value. */
export function Figure({ label, children, emphasis = false, color, testId }: FigureProps) {
  return (
    <>
      <Box
        component="dt"
        sx={{ typography: emphasis ? 'subtitle1' : 'body2', color: 'text.secondary', minWidth: 0 }}
      >
        {label}
      </Box>
      <Box
        component="dd"
        data-testid={testId}
        sx={{
          m: 0,
          textAlign: 'right',
          fontVariantNumeric: 'tabular-nums',
          typography: 'body1',
          fontSize: emphasis ? '1.25rem' : undefined,
          fontWeight: 600,
          color,
          overflowWrap: 'anywhere',
        }}
      >
        {children}
      </Box>
    </>
  );
}
