import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { NavLink, useLocation } from 'react-router';
import { isNavItemActive } from '../navigation/nav-active.ts';
import type { NavItem } from '../navigation/nav-item.ts';

export const BOTTOM_NAV_HEIGHT = 56;

/** The main navigation as a bar along the bottom on medium and smaller screens. */
export function BottomNav({ items }: { items: readonly NavItem[] }) {
  const { pathname } = useLocation();
  const active = items.find((item) => isNavItemActive(item, pathname))?.path ?? false;
  return (
    <Paper
      component="nav"
      aria-label="Main"
      data-testid="bottom-nav"
      square
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        borderTop: 1,
        borderColor: 'divider',
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <BottomNavigation showLabels value={active} sx={{ height: BOTTOM_NAV_HEIGHT }}>
        {items.map(({ path, label, icon: Icon }) => (
          <BottomNavigationAction
            key={path}
            value={path}
            label={label}
            icon={<Icon />}
            component={NavLink}
            to={path}
            // Four or more entries on a phone: labels stay on one line, the buttons share the width.
            sx={{
              minWidth: 0,
              px: 0.5,
              '& .MuiBottomNavigationAction-label': { whiteSpace: 'nowrap' },
            }}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
