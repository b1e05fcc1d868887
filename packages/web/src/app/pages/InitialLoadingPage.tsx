import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while the first page's code loads, before the shell can render. */
export function InitialLoadingPage() {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <CircularProgress aria-label="Loading Specboard" />
    </Box>
  );
}
