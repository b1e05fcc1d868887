import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { NavLink, useLocation } from 'react-router';
import { isNavItemActive } from '../navigation/nav-active.ts';
import type { NavItem } from '../navigation/nav-item.ts';

export const SIDE_NAV_WIDTH = 220;
/** The navigation narrowed to its icons, beside a page that needs the width. */
export const SIDE_RAIL_WIDTH = 56;

/** The main navigation as a column on wide screens; `rail` shows only the icons, named on hover. */
export function SideNav({ items, rail = false }: { items: readonly NavItem[]; rail?: boolean }) {
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label="Main"
      data-testid="side-nav"
      sx={{
        width: rail ? SIDE_RAIL_WIDTH : SIDE_NAV_WIDTH,
        flexShrink: 0,
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        position: 'sticky',
        top: 48,
        height: rail ? 'auto' : 'calc(100vh - 48px)',
        overflowY: 'auto',
      }}
    >
      <List dense sx={{ px: rail ? 0.5 : 1 }}>
        {items.map((item) => {
          const { path, label, icon: Icon } = item;
          const link = (
            <ListItemButton
              component={NavLink}
              to={path}
              selected={isNavItemActive(item, pathname)}
              aria-label={rail ? label : undefined}
              sx={rail ? { justifyContent: 'center', px: 1 } : undefined}
            >
              <ListItemIcon sx={{ minWidth: rail ? 0 : 32, color: 'inherit' }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              {!rail && <ListItemText primary={label} />}
            </ListItemButton>
          );
          return (
            <li key={path}>
              {rail ? (
                <Tooltip title={label} placement="right">
                  {link}
                </Tooltip>
              ) : (
                link
              )}
            </li>
          );
        })}
      </List>
    </Box>
  );
}
