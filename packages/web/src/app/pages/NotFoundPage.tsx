import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** Shown inside the shell for an address no route matches. */
export function NotFoundPage() {
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 640 }}>
      <Typography variant="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The address may be mistyped, or the page may have moved.
      </Typography>
      <Button variant="contained" component={RouterLink} to="/">
        Go to the home page
      </Button>
    </Box>
  );
}
