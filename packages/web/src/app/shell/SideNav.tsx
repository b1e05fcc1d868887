import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { NavLink, useLocation } from 'react-router';
import { isNavItemActive } from '../navigation/nav-active.ts';
import type { NavItem } from '../navigation/nav-item.ts';

export const SIDE_NAV_WIDTH = 220;

/** The main navigation as a column on wide screens. */
export function SideNav({ items }: { items: readonly NavItem[] }) {
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label="Main"
      data-testid="side-nav"
      sx={{
        width: SIDE_NAV_WIDTH,
        flexShrink: 0,
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        position: 'sticky',
        top: 48,
        height: 'calc(100vh - 48px)',
        overflowY: 'auto',
      }}
    >
      <List dense sx={{ px: 1 }}>
        {items.map(({ path, label, icon: Icon }) => (
          <li key={path}>
            <ListItemButton
              component={NavLink}
              to={path}
              selected={isNavItemActive(path, pathname)}
            >
              <ListItemIcon sx={{ minWidth: 32, color: 'inherit' }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={label} />
            </ListItemButton>
          </li>
        ))}
      </List>
    </Box>
  );
}
