import AppBar from '@mui/material/AppBar';
import Chip from '@mui/material/Chip';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type SharedProjectHeaderProps = {
  /** The project's title, once known. */
  title: string | null;
  /** At the end of the bar: Sign in, or Open in Specboard. */
  action?: ReactNode;
};

/**
 * The shared page's only bar, in place of the app's header and navigation: the product name, the
 * project's title marked Read only, and a way into the app.
 */
export function SharedProjectHeader({ title, action }: SharedProjectHeaderProps) {
  return (
    <AppBar position="sticky" component="header" color="default" elevation={0}>
      <Toolbar
        variant="dense"
        sx={{ gap: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}
      >
        <Typography
          component="span"
          // On a phone the project's title needs the room; without one, the name stays.
          sx={{
            fontWeight: 700,
            display: title === null ? 'block' : { xs: 'none', sm: 'block' },
            flexShrink: 0,
          }}
        >
          Specboard
        </Typography>
        {title !== null && (
          <>
            <Typography
              variant="h6"
              component="h1"
              noWrap
              title={title}
              sx={{ minWidth: 0, fontSize: { xs: '1rem', sm: '1.125rem' } }}
            >
              {title}
            </Typography>
            <Chip label="Read only" size="small" variant="outlined" sx={{ flexShrink: 0 }} />
          </>
        )}
        <span style={{ flex: 1 }} />
        {action}
      </Toolbar>
    </AppBar>
  );
}
