import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { palette } from './palette.ts';
import { theme } from './theme.ts';

describe('theme', () => {
  it('uses the spec breakpoints: 576, 768, 992, 1280 and 1600 px', () => {
    expect(theme.breakpoints.values).toEqual({
      xs: 0,
      sm: 576,
      md: 768,
      lg: 992,
      xl: 1280,
      xxl: 1600,
    });
    expect(theme.breakpoints.up('xxl')).toBe('@media (min-width:1600px)');
  });

  it('offers tabular figures as a typography variant', () => {
    expect(theme.typography.tabular.fontVariantNumeric).toBe('tabular-nums');
  });

  it('keeps text contrast at WCAG AA (4.5:1) or better', () => {
    const surfaces = [palette.background.default, palette.background.paper];
    for (const surface of surfaces) {
      expect(getContrastRatio(palette.text.primary, surface)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(palette.text.secondary, surface)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(palette.primary.main, surface)).toBeGreaterThanOrEqual(4.5);
    }
    for (const color of ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const) {
      const { main, contrastText } = palette[color];
      expect(getContrastRatio(contrastText, main), color).toBeGreaterThanOrEqual(4.5);
    }
  });
});
