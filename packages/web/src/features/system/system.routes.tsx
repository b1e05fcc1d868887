import MonitorHeartOutlinedIcon from '@mui/icons-material/MonitorHeartOutlined';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../app/navigation/nav-item.ts';
import { lazyRoute } from '../../app/routing/lazyRoute.ts';
import type { RouteHandle } from '../../app/routing/route-handle.ts';

export const STATUS_PATH = '/status';

export const statusNavItem: NavItem = {
  path: STATUS_PATH,
  label: 'Status',
  icon: MonitorHeartOutlinedIcon,
};

const statusHandle: RouteHandle = { name: 'status', title: 'System status' };

/** Routes of the system feature, mounted inside the shell. */
export const systemRoutes: RouteObject[] = [
  {
    path: STATUS_PATH,
    handle: statusHandle,
    lazy: lazyRoute(async () => ({ Component: (await import('./StatusPage.tsx')).StatusPage })),
  },
];
