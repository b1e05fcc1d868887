import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../app/navigation/nav-item.ts';
import { lazyRoute } from '../../app/routing/lazyRoute.ts';
import type { RouteHandle } from '../../app/routing/route-handle.ts';
import { lazyDashboardTab, lazyProjectPage } from '../project/index.ts';
import { scheduleIndexRoute } from '../schedule/index.ts';
import { lazyVersionsTab } from '../versions/index.ts';
import { useActiveWorkspace } from '../workspaces/index.ts';
import {
  PROJECT_DASHBOARD_SEGMENT,
  PROJECT_VERSIONS_SEGMENT,
  PROJECTS_SEGMENT,
  projectsPath,
} from './projects.paths.ts';

const projectsHandle: RouteHandle = { name: 'projects', title: 'Projects' };
const projectHandle: RouteHandle = { name: 'project-details', title: 'Project' };
const dashboardHandle: RouteHandle = { title: 'Budget dashboard' };
const versionsHandle: RouteHandle = { title: 'Versions' };

/**
 * The projects pages, children of the workspace route (/workspace/:wId/…). A function, so the
 * paths are read when the app builds its routes: the workspaces feature, which these paths
 * build on, links to projects in turn.
 */
export const projectRoutes = (): RouteObject[] => [
  {
    path: PROJECTS_SEGMENT,
    handle: projectsHandle,
    lazy: lazyRoute(async () => ({
      Component: (await import('./ProjectsPage.tsx')).ProjectsPage,
    })),
  },
  {
    // The spec's project details route: the project id is the parameter `id`.
    path: `${PROJECTS_SEGMENT}/:id`,
    handle: projectHandle,
    lazy: lazyProjectPage,
    children: [
      scheduleIndexRoute,
      {
        path: PROJECT_DASHBOARD_SEGMENT,
        handle: dashboardHandle,
        lazy: lazyDashboardTab,
      },
      {
        path: PROJECT_VERSIONS_SEGMENT,
        handle: versionsHandle,
        lazy: lazyVersionsTab,
      },
    ],
  },
];

/** 'Projects', first in the navigation, for members of the active workspace. */
export function useProjectsNavItems(): NavItem[] {
  const { workspace } = useActiveWorkspace();
  if (!workspace) return [];
  return [{ path: projectsPath(workspace.id), label: 'Projects', icon: FolderOutlinedIcon }];
}
