import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import { Navigate, type RouteObject } from 'react-router';
import type { NavItem } from '../../app/navigation/nav-item.ts';
import { lazyRoute } from '../../app/routing/lazyRoute.ts';
import type { RouteHandle } from '../../app/routing/route-handle.ts';
import { useActiveWorkspace } from './active/useActiveWorkspace.ts';
import { WorkspaceHome } from './active/WorkspaceHome.tsx';
import { WorkspaceRoute, WorkspacesIndex } from './active/WorkspaceRoute.tsx';
import { decideAdminPanel } from './admin-panel/admin-panel-guard.ts';
import {
  ADMIN_PANEL_SEGMENT,
  INVITATIONS_PATH,
  WORKSPACE_ROOT_PATH,
  workspacePath,
} from './workspaces.paths.ts';

const workspacesHandle: RouteHandle = { name: 'workspaces', title: 'Workspace' };
const adminPanelHandle: RouteHandle = { name: 'workspace-adminpanel', title: 'Admin panel' };
const invitationsHandle: RouteHandle = { name: 'invitations', title: 'Invitations' };

/**
 * /workspace (opens the active workspace), /workspace/:wId/* (the pages of one workspace, shown
 * once the active workspace is settled, `workspacePages` among them) and /invitations (the
 * viewer's invitations into workspaces). Mount under `<RouteGuard area="signed-in" />`.
 */
export const workspaceRoutes = (workspacePages: RouteObject[]): RouteObject[] => [
  {
    path: INVITATIONS_PATH,
    handle: invitationsHandle,
    lazy: lazyRoute(async () => ({
      Component: (await import('./invitations/InvitationsPage.tsx')).InvitationsPage,
    })),
  },
  { path: WORKSPACE_ROOT_PATH, handle: workspacesHandle, element: <WorkspacesIndex /> },
  {
    path: `${WORKSPACE_ROOT_PATH}/:wId`,
    handle: workspacesHandle,
    element: <WorkspaceRoute />,
    children: [
      { index: true, element: <WorkspaceHome /> },
      ...workspacePages,
      {
        path: ADMIN_PANEL_SEGMENT,
        handle: adminPanelHandle,
        element: <Navigate to="members" replace />,
      },
      {
        path: `${ADMIN_PANEL_SEGMENT}/:field`,
        handle: adminPanelHandle,
        lazy: lazyRoute(async () => ({
          Component: (await import('./admin-panel/AdminPanelPage.tsx')).AdminPanelPage,
        })),
      },
    ],
  },
];

/** The workspace entries of the main navigation: 'Admin panel' where the viewer may use it. */
export function useWorkspaceNavItems(): NavItem[] {
  const { workspace } = useActiveWorkspace();
  if (!workspace || decideAdminPanel(workspace).kind !== 'allow') return [];
  return [
    {
      path: workspacePath(workspace.id, ADMIN_PANEL_SEGMENT),
      label: 'Admin panel',
      icon: AdminPanelSettingsOutlinedIcon,
    },
  ];
}
