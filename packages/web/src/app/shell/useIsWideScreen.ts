import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** True from the 'lg' breakpoint (992 px): side navigation instead of bottom navigation. */
export function useIsWideScreen(): boolean {
  const theme = useTheme();
  // noSsr reads the media query on the first render, so the wrong nav never flashes.
  return useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
}
