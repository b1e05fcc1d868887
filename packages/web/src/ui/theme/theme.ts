import './theme-augmentation.ts';
import { createTheme } from '@mui/material/styles';
import { palette } from './palette.ts';

const fontFamily =
  '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Widths from the spec's constants (576, 768, 992, 1280, 1600). */
export const breakpointValues = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1280, xxl: 1600 };

/** The one theme of the application: calm, dense, high contrast. */
export const theme = createTheme({
  breakpoints: { values: breakpointValues },
  palette,
  shape: { borderRadius: 6 },
  spacing: 8,
  typography: {
    fontFamily,
    fontSize: 14,
    h1: { fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.3, letterSpacing: '-0.01em' },
    h2: { fontSize: '1.0625rem', fontWeight: 600, lineHeight: 1.4 },
    h3: { fontSize: '0.9375rem', fontWeight: 600, lineHeight: 1.4 },
    h4: { fontSize: '0.875rem', fontWeight: 600, lineHeight: 1.4 },
    h5: { fontSize: '0.875rem', fontWeight: 600, lineHeight: 1.4 },
    h6: { fontSize: '0.8125rem', fontWeight: 600, lineHeight: 1.4 },
    body1: { fontSize: '0.875rem', lineHeight: 1.5 },
    body2: { fontSize: '0.8125rem', lineHeight: 1.5 },
    caption: { fontSize: '0.75rem', lineHeight: 1.4 },
    button: { textTransform: 'none', fontWeight: 500 },
    tabular: {
      fontFamily,
      fontSize: '0.8125rem',
      lineHeight: 1.5,
      fontVariantNumeric: 'tabular-nums',
      fontFeatureSettings: '"tnum"',
    },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { WebkitFontSmoothing: 'antialiased' },
        ':focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
      },
    },
    MuiTypography: {
      defaultProps: { variantMapping: { tabular: 'span' } },
    },
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    // MUI's default initials avatar (grey 400 behind light text) fails AA contrast.
    MuiAvatar: {
      styleOverrides: {
        colorDefault: {
          backgroundColor: palette.secondary.main,
          color: palette.secondary.contrastText,
        },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true, size: 'small' } },
    MuiIconButton: { defaultProps: { size: 'small' } },
    MuiTextField: { defaultProps: { size: 'small' } },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: { root: { borderBottom: `1px solid ${palette.divider}` } },
    },
    MuiPaper: { defaultProps: { elevation: 0 } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiListItemButton: {
      styleOverrides: {
        root: {
          borderRadius: 6,
          '&.Mui-selected': { color: palette.primary.dark, fontWeight: 600 },
        },
      },
    },
    MuiTooltip: { defaultProps: { arrow: true } },
  },
});
