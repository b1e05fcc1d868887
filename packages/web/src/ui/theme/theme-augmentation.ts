import type { CSSProperties } from 'react';

// Spec breakpoints are 576, 768, 992, 1280 and 1600 px; MUI has five keys, so 1600 is 'xxl'.
declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }

  interface TypographyVariants {
    tabular: CSSProperties;
  }

  interface TypographyVariantsOptions {
    tabular?: CSSProperties;
  }
}

declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    tabular: true;
  }
}
