import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../app/navigation/nav-item.ts';
import { lazyRoute } from '../../app/routing/lazyRoute.ts';
import type { RouteHandle } from '../../app/routing/route-handle.ts';
import { useActiveWorkspace } from '../workspaces/active/useActiveWorkspace.ts';
import { PROJECTS_SEGMENT, projectsPath } from './projects.paths.ts';

const projectsHandle: RouteHandle = { name: 'projects', title: 'Projects' };

/** The projects pages, children of the workspace route (/workspace/:wId/…). */
export const projectRoutes: RouteObject[] = [
  {
    path: PROJECTS_SEGMENT,
    handle: projectsHandle,
    lazy: lazyRoute(async () => ({
      Component: (await import('./ProjectsPage.tsx')).ProjectsPage,
    })),
  },
];

/** 'Projects', first in the navigation, for members of the active workspace. */
export function useProjectsNavItems(): NavItem[] {
  const { workspace } = useActiveWorkspace();
  if (!workspace) return [];
  return [{ path: projectsPath(workspace.id), label: 'Projects', icon: FolderOutlinedIcon }];
}
