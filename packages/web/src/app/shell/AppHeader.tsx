import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router';
import { AccountMenu } from '../../features/identity/index.ts';
import { NotificationBell } from '../../features/notifications/index.ts';
import { HeaderSearch } from '../../features/search/index.ts';
import { WorkspaceSwitcher } from '../../features/workspaces/index.ts';
import { APP_NAME } from './useDocumentTitle.ts';

/**
 * The top bar: the product name, linking home, the workspace switcher, the search, the
 * notifications bell and the account menu. `slotRef` receives the place between them where a page
 * may put its title.
 */
export function AppHeader({ slotRef }: { slotRef?: (node: HTMLElement | null) => void }) {
  return (
    <AppBar position="sticky" component="header">
      <Toolbar variant="dense" sx={{ gap: { xs: 1, sm: 2 } }}>
        <Link
          component={RouterLink}
          to="/"
          underline="none"
          color="text.primary"
          sx={{ fontWeight: 700, fontSize: '1rem', letterSpacing: '-0.01em' }}
        >
          {APP_NAME}
        </Link>
        <WorkspaceSwitcher />
        <Box
          ref={slotRef}
          sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 1 }}
        />
        <HeaderSearch />
        <NotificationBell />
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}
